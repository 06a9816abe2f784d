/* tg-board-renderer-markup.c: the record's markup and the variation
 * marks.
 *
 * Symbols take the colour that reads on what is at their point — light
 * on a black stone, dark on a white one and on the board — and scale
 * with the stones; labels on an empty point sit on a patch of wood
 * with the lines taken out from under them, as printed diagrams do.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-renderer-private.h"

#include <math.h>

#include "tg-shadow.h"

static const Rgba selected_blue = HEX (0x3584e4, 0.5);

/* The widest a label may be before it shrinks, and the smallest it
 * shrinks to, in stone diameters. */
#define LABEL_WIDTH 0.9
#define LABEL_MIN_SIZE 0.24

/* A label's text laid out to stay within a stone where it can. */
static PangoLayout *
label_layout (TgBoardRenderer       *self,
              cairo_t               *cr,
              const TgBoardGeometry *g,
              const char            *text,
              PangoRectangle        *digit)
{
  /* Font size by length, in stone diameters. */
  static const double sizes[] = { 0.52, 0.52, 0.44, 0.36, 0.30 };
  double d = g->stone_diameter;
  glong length = g_utf8_strlen (text, -1);
  int size = (int) round (d * sizes[MIN (length, (glong) G_N_ELEMENTS (sizes) - 1)]);
  PangoLayout *layout = _tg_board_renderer_layout (self, cr, size, PANGO_WEIGHT_SEMIBOLD);
  PangoRectangle logical;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (logical.width > LABEL_WIDTH * d)
    {
      /* Long labels shrink to fit a stone, down to what stays legible;
       * past that they spill over their neighbours. */
      size = MAX ((int) round (LABEL_MIN_SIZE * d), (int) (size * LABEL_WIDTH * d / logical.width));
      g_object_unref (layout);
      layout = _tg_board_renderer_layout (self, cr, size, PANGO_WEIGHT_SEMIBOLD);
    }
  *digit = _tg_board_digit_ink (layout);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* No line runs through a label on an empty point: wood under it, as on
 * paper. */
static void
clear_under_label (TgBoardRenderer       *self,
                   cairo_t               *cr,
                   const TgBoardGeometry *g,
                   TgBoardScene          *scene,
                   PangoLayout           *layout,
                   double                 cx,
                   double                 cy)
{
  PangoRectangle logical;
  double height = g->stone_diameter * 0.8, width, x, y;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  width = MAX (height, logical.width + g->stone_diameter * 0.2);
  x = round (cx - width / 2);
  y = round (cy - height / 2);
  tg_shadow_rounded_rectangle (cr, x, y, round (width), round (height), height / 2);
  _tg_board_renderer_fill_wood (self, cr, g, scene, (int) x, (int) y, (int) ceil (width) + 1,
                                (int) ceil (height) + 1);
}

/* A label's text centred on (@cx, @cy), sized to stay within a stone
 * where it can, over wood with no lines under it on an empty point. */
static void
draw_label (TgBoardRenderer       *self,
            cairo_t               *cr,
            const TgBoardGeometry *g,
            TgBoardScene          *scene,
            const char            *text,
            TgColor                color,
            const Rgba            *ink,
            double                 cx,
            double                 cy)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle digit;

  if (text[0] == '\0')
    return;
  layout = label_layout (self, cr, g, text, &digit);
  if (color == TG_EMPTY)
    clear_under_label (self, cr, g, scene, layout, cx, cy);
  _tg_board_set_rgba (cr, ink);
  _tg_board_show_centered (cr, layout, &digit, cx, cy);
}

static void
draw_symbols (cairo_t               *cr,
              const TgBoardGeometry *g,
              TgMarkupFlags          flags,
              double                 cx,
              double                 cy)
{
  double d = g->stone_diameter;

  cairo_set_line_width (cr, MAX (1.5 * g->scale, d * 0.075));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  if (flags & TG_MARKUP_CIRCLE)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, d * 0.26, 0, 2 * G_PI);
    }
  if (flags & TG_MARKUP_SQUARE)
    {
      double half = d * 0.22;

      cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
    }
  if (flags & TG_MARKUP_TRIANGLE)
    {
      /* Equilateral, its centroid a little below the centre so that it
       * looks centred. */
      double r = d * 0.3, y = cy + r * 0.08;

      cairo_move_to (cr, cx, y - r);
      cairo_line_to (cr, cx + r * sqrt (3) / 2, y + r / 2);
      cairo_line_to (cr, cx - r * sqrt (3) / 2, y + r / 2);
      cairo_close_path (cr);
    }
  if (flags & TG_MARKUP_CROSS)
    {
      double a = d * 0.2;

      cairo_move_to (cr, cx - a, cy - a);
      cairo_line_to (cr, cx + a, cy + a);
      cairo_move_to (cr, cx + a, cy - a);
      cairo_line_to (cr, cx - a, cy + a);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
}

/* A line or an arrow from one point's centre to another's, with a light
 * halo so that it reads over stones of both colours. */
static void
draw_line (cairo_t               *cr,
           const TgBoardGeometry *g,
           const Palette         *palette,
           const TgMarkupLine    *line,
           gboolean               arrow)
{
  double d = g->stone_diameter;
  double w = MAX (1.5 * g->scale, d * 0.07);
  double x0, y0, x1, y1, dx, dy, length, head, spread;

  tg_board_geometry_center_device (g, line->from_col, line->from_row, &x0, &y0);
  tg_board_geometry_center_device (g, line->to_col, line->to_row, &x1, &y1);
  dx = x1 - x0;
  dy = y1 - y0;
  length = hypot (dx, dy);
  head = arrow ? MIN (d * 0.42, length * 0.6) : 0;
  spread = head * 0.5;
  dx /= length;
  dy /= length;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, x0, y0);
  cairo_line_to (cr, x1 - dx * head * 0.8, y1 - dy * head * 0.8);
  if (arrow)
    {
      cairo_move_to (cr, x1, y1);
      cairo_line_to (cr, x1 - dx * head - dy * spread, y1 - dy * head + dx * spread);
      cairo_line_to (cr, x1 - dx * head + dy * spread, y1 - dy * head - dx * spread);
      cairo_close_path (cr);
    }
  cairo_set_line_width (cr, w + 2 * g->scale);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, w);
  _tg_board_set_rgba (cr, &palette->line);
  cairo_stroke_preserve (cr);
  if (arrow)
    {
      /* Only the head is closed: filling fills it alone. */
      cairo_fill (cr);
    }
  cairo_new_path (cr);
}

/* Markup over a stone lays the stone down again beneath it first, so
 * that neither the last move's ring nor a move number shows through. */
static void
cover_marks (TgBoardRenderer       *self,
             cairo_t               *cr,
             const TgBoardGeometry *g,
             TgBoardScene          *scene,
             TgPoint                point,
             TgColor                color,
             double                 cx,
             double                 cy)
{
  if (color == TG_EMPTY || (tg_board_scene_get_marks (scene, point) & TG_BOARD_MARK_DEAD))
    return;
  if (tg_board_scene_get_theme (scene) == TG_BOARD_THEME_PRINT)
    {
      _tg_board_draw_print_stone (cr, g, color, cx, cy, 1);
      return;
    }
  _tg_board_renderer_ghost (self, cr, g, color, cx, cy, 1);
}

void
_tg_board_draw_markup (TgBoardRenderer       *self,
                       cairo_t               *cr,
                       const TgBoardGeometry *g,
                       TgBoardScene          *scene)
{
  const TgBoardMarkup *markup = tg_board_scene_get_markup (scene);
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  const TgBoard *board = tg_board_scene_get_board (scene);
  const TgBoardRegion *r = &g->region;
  g_autoptr(GPtrArray) layouts = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree PangoRectangle *digits = g_new (PangoRectangle, markup->labels->len);
  double d = g->stone_diameter;

  /* Beneath the symbols: what covers a whole point. */
  for (guint row = r->row; row < r->row + r->rows; row++)
    for (guint col = r->col; col < r->col + r->cols; col++)
      {
        TgMarkupFlags flags = tg_board_markup_get_flags (markup, col, row);
        TgPoint p = tg_board_point (board, col, row);
        gboolean labelled = markup->labels->len > 0 &&
                            tg_board_markup_get_label (markup, col, row) != NULL;
        double cx, cy;

        if (flags == TG_MARKUP_NONE && !labelled)
          continue;
        tg_board_geometry_center_device (g, col, row, &cx, &cy);
        if ((flags & TG_MARKUP_SYMBOLS) || labelled)
          cover_marks (self, cr, g, scene, p, tg_board_get (board, p), cx, cy);
        if (flags & TG_MARKUP_DIMMED)
          {
            /* A veil of the board's own colour over the whole cell. */
            double half = g->spacing / 2.0;

            cairo_rectangle (cr, round (cx - half), round (cy - half), g->spacing, g->spacing);
            cairo_set_source_rgba (cr, palette->wood_top.r, palette->wood_top.g,
                                   palette->wood_top.b, 0.62);
            cairo_fill (cr);
          }
        if (flags & TG_MARKUP_SELECTED)
          {
            double half = round (d * 0.42);

            cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
            _tg_board_set_rgba (cr, &selected_blue);
            cairo_fill (cr);
          }
        if (flags & TG_MARKUP_TERRITORY_BLACK)
          _tg_board_draw_area_square (cr, cx, cy, d * 0.16, TG_BLACK, g->scale);
        else if (flags & TG_MARKUP_TERRITORY_WHITE)
          _tg_board_draw_area_square (cr, cx, cy, d * 0.16, TG_WHITE, g->scale);
      }

  /* The labels' wood before any symbol, which a label shares a point
   * with in some records. */
  for (guint i = 0; i < markup->labels->len; i++)
    {
      const TgMarkupLabel *label = &g_array_index (markup->labels, TgMarkupLabel, i);
      TgPoint p = tg_board_point (board, label->col, label->row);
      PangoLayout *layout = label_layout (self, cr, g, label->text, &digits[i]);
      double cx, cy;

      g_ptr_array_add (layouts, layout);
      if (!tg_board_geometry_shows (g, label->col, label->row) || label->text[0] == '\0')
        continue;
      tg_board_geometry_center_device (g, label->col, label->row, &cx, &cy);
      if (tg_board_get (board, p) == TG_EMPTY)
        clear_under_label (self, cr, g, scene, layout, cx, cy);
    }

  for (guint row = r->row; row < r->row + r->rows; row++)
    for (guint col = r->col; col < r->col + r->cols; col++)
      {
        TgMarkupFlags flags = tg_board_markup_get_flags (markup, col, row);
        TgColor color = tg_board_get (board, tg_board_point (board, col, row));
        double cx, cy;

        if (!(flags & TG_MARKUP_SYMBOLS))
          continue;
        tg_board_geometry_center_device (g, col, row, &cx, &cy);
        _tg_board_set_rgba (cr, _tg_board_ink_for (palette, color));
        draw_symbols (cr, g, flags, cx, cy);
      }

  for (guint i = 0; i < markup->labels->len; i++)
    {
      const TgMarkupLabel *label = &g_array_index (markup->labels, TgMarkupLabel, i);
      TgColor color = tg_board_get (board, tg_board_point (board, label->col, label->row));
      double cx, cy;

      if (!tg_board_geometry_shows (g, label->col, label->row))
        continue;
      tg_board_geometry_center_device (g, label->col, label->row, &cx, &cy);
      _tg_board_set_rgba (cr, _tg_board_ink_for (palette, color));
      _tg_board_show_centered (cr, g_ptr_array_index (layouts, i), &digits[i], cx, cy);
    }

  for (guint i = 0; i < markup->lines->len; i++)
    draw_line (cr, g, palette, &g_array_index (markup->lines, TgMarkupLine, i), FALSE);
  for (guint i = 0; i < markup->arrows->len; i++)
    draw_line (cr, g, palette, &g_array_index (markup->arrows, TgMarkupLine, i), TRUE);
}

void
_tg_board_draw_variations (TgBoardRenderer       *self,
                           cairo_t               *cr,
                           const TgBoardGeometry *g,
                           TgBoardScene          *scene)
{
  const TgBoardVariations *variations = tg_board_scene_get_variations (scene);
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  const TgBoard *board = tg_board_scene_get_board (scene);

  for (guint i = 0; i < variations->marks->len; i++)
    {
      const TgBoardVariation *mark = &g_array_index (variations->marks, TgBoardVariation, i);
      double cx, cy;

      if (!_tg_board_point_center (g, board, mark->point, &cx, &cy))
        continue;
      if (variations->ghosts)
        _tg_board_renderer_ghost (self, cr, g, mark->color, cx, cy, 0.45);
      else
        draw_label (self, cr, g, scene, mark->letter, TG_EMPTY, &palette->variation,
                              cx, cy);
    }
}
