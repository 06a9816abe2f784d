/* tg-board-renderer-analysis.c: what an engine thinks, over the
 * position — who owns each point, and its candidate moves.
 *
 * Drawn on a layer of its own, so that a stream of answers redraws
 * neither the stones nor the wood: the ownership map is one small image
 * scaled up, and each candidate's text reuses one layout per line.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-renderer-private.h"

#include <math.h>
#include <string.h>

/* Ownership opacity steps, so that close values look alike. */
#define OWNERSHIP_LEVELS 12
#define OWNERSHIP_ALPHA 0.6
/* The variation's stones: plainly not on the board yet. */
#define PV_ALPHA 0.78

/* The colours of the worst and the best candidate shown. */
static const Rgba worst = HEX (0xf66151, 0.92);
static const Rgba best = HEX (0x57e389, 0.92);
static const Rgba candidate_text = HEX (0x000000, 0.87);

/* The map as an image of one pixel per point of the region, scaled up to
 * a cell per point without smoothing: one composite, on pixman's fast
 * path, rather than a fill per cell. */
static void
draw_ownership (cairo_t               *cr,
                const TgBoardGeometry *g,
                const float           *ownership)
{
  const TgBoardRegion *r = &g->region;
  cairo_surface_t *map = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, r->cols, r->rows);
  int stride = cairo_image_surface_get_stride (map) / 4;
  guint32 *pixels = (guint32 *) cairo_image_surface_get_data (map);
  cairo_pattern_t *pattern;
  cairo_matrix_t matrix;
  double x, y;

  for (guint row = 0; row < r->rows; row++)
    for (guint col = 0; col < r->cols; col++)
      {
        float value = ownership[(r->row + row) * g->size + r->col + col];
        guint32 alpha = 0, level;

        /* Black's points darken, White's lighten (premultiplied). */
        if (isfinite (value))
          alpha = (guint32) lround (OWNERSHIP_ALPHA * 255 *
                                    lround (fabs (CLAMP (value, -1, 1)) * OWNERSHIP_LEVELS) /
                                    OWNERSHIP_LEVELS);
        level = value < 0 ? alpha : 0;
        pixels[row * stride + col] = alpha << 24 | level << 16 | level << 8 | level;
      }
  cairo_surface_mark_dirty (map);

  tg_board_geometry_center_device (g, r->col, r->row, &x, &y);
  pattern = cairo_pattern_create_for_surface (map);
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_NEAREST);
  cairo_matrix_init_scale (&matrix, 1.0 / g->spacing, 1.0 / g->spacing);
  cairo_matrix_translate (&matrix, -(x - g->spacing / 2.0), -(y - g->spacing / 2.0));
  cairo_pattern_set_matrix (pattern, &matrix);
  cairo_set_source (cr, pattern);
  cairo_rectangle (cr, x - g->spacing / 2.0, y - g->spacing / 2.0, (double) r->cols * g->spacing,
                   (double) r->rows * g->spacing);
  cairo_fill (cr);
  cairo_pattern_destroy (pattern);
  cairo_surface_destroy (map);
}

static void
set_mixed (cairo_t    *cr,
           const Rgba *from,
           const Rgba *to,
           double      t)
{
  cairo_set_source_rgba (cr, from->r + (to->r - from->r) * t, from->g + (to->g - from->g) * t,
                         from->b + (to->b - from->b) * t, from->a + (to->a - from->a) * t);
}

static void
draw_candidate_text (cairo_t              *cr,
                     PangoLayout         **layouts,
                     const PangoRectangle *digits,
                     const char           *text,
                     double                cx,
                     double                cy,
                     double                d)
{
  const char *newline = strchr (text, '\n');

  cairo_set_source_rgba (cr, candidate_text.r, candidate_text.g, candidate_text.b,
                         candidate_text.a);
  if (newline == NULL)
    {
      pango_layout_set_text (layouts[0], text, -1);
      _tg_board_show_centered (cr, layouts[0], &digits[0], cx, cy);
      return;
    }
  pango_layout_set_text (layouts[0], text, newline - text);
  _tg_board_show_centered (cr, layouts[0], &digits[0], cx, cy - d * 0.13);
  pango_layout_set_text (layouts[1], newline + 1, -1);
  _tg_board_show_centered (cr, layouts[1], &digits[1], cx, cy + d * 0.18);
}

/* The variation under the pointer: ghost stones numbered from 1, each
 * number in the ink of its stone. */
static void
draw_pv (TgBoardRenderer       *self,
         cairo_t               *cr,
         const TgBoardGeometry *g,
         const TgBoard         *board,
         const TgBoardAnalysis *analysis)
{
  PangoLayout *layout = NULL;
  PangoRectangle digit;
  double d = g->stone_diameter;

  for (guint i = 0; i < analysis->pv->len; i++)
    {
      TgPoint point = g_array_index (analysis->pv, TgPoint, i);
      TgColor color = i % 2 == 0 ? analysis->pv_color : TG_OTHER (analysis->pv_color);
      char number[16];
      double cx, cy;

      if (point == TG_PASS || !_tg_board_point_center (g, board, point, &cx, &cy))
        continue;
      _tg_board_renderer_ghost (self, cr, g, color, cx, cy, PV_ALPHA);
      if (layout == NULL)
        {
          layout = _tg_board_renderer_layout (self, cr, (int) round (d * 0.42),
                                              PANGO_WEIGHT_SEMIBOLD);
          digit = _tg_board_digit_ink (layout);
        }
      g_snprintf (number, sizeof number, "%u", i + 1);
      pango_layout_set_text (layout, number, -1);
      if (color == TG_BLACK)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgb (cr, 0, 0, 0);
      _tg_board_show_centered (cr, layout, &digit, cx, cy);
    }
  g_clear_object (&layout);
}

void
_tg_board_draw_analysis (TgBoardRenderer       *self,
                         cairo_t               *cr,
                         const TgBoardGeometry *g,
                         TgBoardScene          *scene)
{
  const TgBoardAnalysis *analysis = tg_board_scene_get_analysis (scene);
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  const TgBoard *board = tg_board_scene_get_board (scene);
  double d = g->stone_diameter;
  PangoLayout *layouts[2] = { NULL, NULL };
  PangoRectangle digits[2];

  if (analysis == NULL)
    return;
  if (analysis->ownership != NULL)
    draw_ownership (cr, g, analysis->ownership);
  if (analysis->pv != NULL)
    {
      draw_pv (self, cr, g, board, analysis);
      return;
    }

  for (guint i = 0; i < analysis->candidates->len; i++)
    {
      const TgBoardCandidate *candidate = &g_array_index (analysis->candidates,
                                                          TgBoardCandidate, i);
      double cx, cy;

      if (!_tg_board_point_center (g, board, candidate->point, &cx, &cy))
        continue;
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, d * 0.48, 0, 2 * G_PI);
      set_mixed (cr, &worst, &best, candidate->quality);
      cairo_fill_preserve (cr);
      if (candidate->best)
        {
          cairo_set_line_width (cr, MAX (2.0 * g->scale, d * 0.08));
          _tg_board_set_rgba (cr, &palette->accent);
          cairo_stroke (cr);
        }
      cairo_new_path (cr);

      if (candidate->text == NULL || candidate->text[0] == '\0')
        continue;
      if (layouts[0] == NULL)
        {
          layouts[0] = _tg_board_renderer_layout (self, cr, (int) round (d * 0.3),
                                                  PANGO_WEIGHT_SEMIBOLD);
          layouts[1] = _tg_board_renderer_layout (self, cr, (int) round (d * 0.24),
                                                  PANGO_WEIGHT_NORMAL);
          digits[0] = _tg_board_digit_ink (layouts[0]);
          digits[1] = _tg_board_digit_ink (layouts[1]);
        }
      draw_candidate_text (cr, layouts, digits, candidate->text, cx, cy, d);
    }

  g_clear_object (&layouts[0]);
  g_clear_object (&layouts[1]);
}
