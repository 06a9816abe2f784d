/* tg-board-renderer-marks.c: the marks of play (last move, superko, move
 * numbers, the engine's hint, counting), the pointer and the pen.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-renderer-private.h"

#include <math.h>
#include <string.h>

#include "tg-shadow.h"

static const Rgba forbidden_red = HEX (0xc01c28, 0.9);
static const Rgba accent_on_black = HEX (0x99c1f1, 1);
static const Rgba accent_on_white = HEX (0x1c71d8, 1);
static const Rgba pen_red = HEX (0xe01b24, 0.85);

void
_tg_board_draw_area_square (cairo_t *cr,
                            double   cx,
                            double   cy,
                            double   half,
                            TgColor  owner,
                            int      scale)
{
  cairo_rectangle (cr, round (cx - half), round (cy - half), round (2 * half), round (2 * half));
  if (owner == TG_BLACK)
    cairo_set_source_rgb (cr, 0.08, 0.08, 0.09);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.97);
  cairo_fill_preserve (cr);
  /* A contrasting hairline keeps both colours visible on any board. */
  cairo_set_line_width (cr, scale);
  if (owner == TG_BLACK)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_stroke (cr);
}

static void
draw_point_marks (cairo_t               *cr,
                  const TgBoardGeometry *g,
                  const Palette         *palette,
                  TgColor                color,
                  TgBoardMarks           marks,
                  double                 cx,
                  double                 cy)
{
  double d = g->stone_diameter;

  if ((marks & TG_BOARD_MARK_LAST_MOVE) && color != TG_EMPTY)
    {
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, d * 0.24, 0, 2 * G_PI);
      cairo_set_line_width (cr, MAX (1.5 * g->scale, d * 0.07));
      _tg_board_set_rgba (cr, color == TG_BLACK ? &tg_board_on_black : &tg_board_on_white);
      cairo_stroke (cr);
    }

  if (marks & TG_BOARD_MARK_FORBIDDEN)
    {
      double half = round (d * 0.2);

      cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
      cairo_set_line_width (cr, MAX (1.5 * g->scale, d * 0.06));
      _tg_board_set_rgba (cr, &palette->mark);
      cairo_stroke (cr);
    }

  if (marks & TG_BOARD_MARK_HINT)
    {
      double w = MAX (2.0 * g->scale, d * 0.09);

      /* A ring the size of a stone in the accent colour, on a light halo
       * that keeps it legible on dark wood and on paper alike. */
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, d * 0.5 - w, 0, 2 * G_PI);
      cairo_set_line_width (cr, w + 2 * g->scale);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, w);
      _tg_board_set_rgba (cr, &palette->accent);
      cairo_stroke (cr);
    }

  if (marks & TG_BOARD_MARK_AREA_BLACK)
    _tg_board_draw_area_square (cr, cx, cy, d * 0.16, TG_BLACK, g->scale);
  else if (marks & TG_BOARD_MARK_AREA_WHITE)
    _tg_board_draw_area_square (cr, cx, cy, d * 0.16, TG_WHITE, g->scale);
  else if (marks & TG_BOARD_MARK_SHARED)
    {
      /* A hollow diamond: neither colour's square. */
      double r = d * 0.17;

      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r, cy);
      cairo_close_path (cr);
      /* Filled with wood, so a star point beneath does not fill it in. */
      _tg_board_set_rgba (cr, &palette->wood_top);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (1.0 * g->scale, d * 0.05));
      _tg_board_set_rgba (cr, &palette->mark);
      cairo_stroke (cr);
    }
}

static void
draw_move_number (cairo_t               *cr,
                  PangoLayout          **layouts,
                  const PangoRectangle  *digits_ink,
                  guint                  number,
                  gboolean               last,
                  TgColor                color,
                  double                 cx,
                  double                 cy)
{
  char text[12];
  guint digits;

  g_snprintf (text, sizeof text, "%u", number);
  digits = MIN (strlen (text), 4);
  if (last)
    _tg_board_set_rgba (cr, color == TG_BLACK ? &accent_on_black : &accent_on_white);
  else
    _tg_board_set_rgba (cr, color == TG_BLACK ? &tg_board_on_black : &tg_board_on_white);
  pango_layout_set_text (layouts[digits - 1], text, -1);
  _tg_board_show_centered (cr, layouts[digits - 1], &digits_ink[digits - 1], cx, cy);
}

void
_tg_board_draw_marks (TgBoardRenderer       *self,
                      cairo_t               *cr,
                      const TgBoardGeometry *g,
                      TgBoardScene          *scene)
{
  /* Font size for 1, 2, 3 and 4 digits, in stone diameters. */
  static const double digit_sizes[4] = { 0.46, 0.46, 0.36, 0.29 };
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  const TgBoard *board = tg_board_scene_get_board (scene);
  const TgBoardRegion *r = &g->region;
  gboolean numbers = tg_board_scene_get_show_move_numbers (scene);
  guint first = tg_board_scene_get_first_numbered_move (scene);
  PangoLayout *layouts[4] = { NULL };
  PangoRectangle digits_ink[4];
  int d = g->stone_diameter;

  for (guint row = r->row; row < r->row + r->rows; row++)
    for (guint col = r->col; col < r->col + r->cols; col++)
      {
        TgPoint p = tg_board_point (board, col, row);
        TgColor color = tg_board_get (board, p);
        TgBoardMarks marks = tg_board_scene_get_marks (scene, p);
        guint number = numbers ? tg_board_scene_get_move_number (scene, p) : 0;
        double cx, cy;

        if (number < first)
          number = 0;
        if (marks == TG_BOARD_MARK_NONE && number == 0)
          continue;
        tg_board_geometry_center_device (g, col, row, &cx, &cy);
        if (number > 0 && color != TG_EMPTY && !(marks & TG_BOARD_MARK_DEAD))
          {
            /* Laid out for the first number drawn only. */
            if (layouts[0] == NULL)
              for (guint k = 0; k < G_N_ELEMENTS (layouts); k++)
                {
                  layouts[k] = _tg_board_renderer_layout (self, cr,
                                                          (int) round (d * digit_sizes[k]),
                                                          PANGO_WEIGHT_MEDIUM);
                  digits_ink[k] = _tg_board_digit_ink (layouts[k]);
                }
            /* The number replaces the ring: the last one is told by colour. */
            draw_move_number (cr, layouts, digits_ink, number, marks & TG_BOARD_MARK_LAST_MOVE,
                              color, cx, cy);
            marks &= ~TG_BOARD_MARK_LAST_MOVE;
          }
        draw_point_marks (cr, g, palette, color, marks, cx, cy);
      }

  for (guint k = 0; k < G_N_ELEMENTS (layouts); k++)
    g_clear_object (&layouts[k]);
}

/* The pen */

void
_tg_board_draw_overlay (TgBoardRenderer       *self,
                        cairo_t               *cr,
                        const TgBoardGeometry *g,
                        TgBoardScene          *scene)
{
  GPtrArray *strokes = tg_board_scene_get_strokes (scene);
  double half = g->line_width / 2.0;

  if (strokes->len == 0)
    return;
  /* Board points scale with the board: a stroke stays where it was drawn
   * at any size. */
  cairo_save (cr);
  cairo_translate (cr, g->grid_x + half - (double) g->region.col * g->spacing,
                   g->grid_y + half - (double) g->region.row * g->spacing);
  cairo_scale (cr, g->spacing, g->spacing);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, 0.12);
  _tg_board_set_rgba (cr, &pen_red);
  for (guint i = 0; i < strokes->len; i++)
    {
      GArray *stroke = g_ptr_array_index (strokes, i);

      for (guint k = 0; k < stroke->len; k++)
        {
          const TgBoardPenPoint *point = &g_array_index (stroke, TgBoardPenPoint, k);

          if (k == 0)
            cairo_move_to (cr, point->col, point->row);
          cairo_line_to (cr, point->col, point->row);
        }
      /* One stroke at a time: where two cross, both show whole. */
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

/* The pointer */

static void
draw_forbidden (cairo_t               *cr,
                const TgBoardGeometry *g,
                double                 cx,
                double                 cy)
{
  double r = g->stone_diameter * 0.3;
  double w = MAX (2.0 * g->scale, g->stone_diameter * 0.08);
  double a = r * G_SQRT2 / 2;

  /* A "no entry" sign, ring and slash, on a light halo that keeps it
   * legible on dark wood, a stone or the superko square. */
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_move_to (cr, cx - a, cy - a);
  cairo_line_to (cr, cx + a, cy + a);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, w + 2 * g->scale);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, w);
  _tg_board_set_rgba (cr, &forbidden_red);
  cairo_stroke (cr);
}

static void
draw_cursor (cairo_t               *cr,
             const TgBoardGeometry *g,
             const Palette         *palette,
             double                 cx,
             double                 cy)
{
  double w = 2.0 * g->scale;
  double half = g->spacing / 2.0 - g->scale;

  /* Inside the cell, so it never touches the neighbours' cells. */
  tg_shadow_rounded_rectangle (cr, round (cx - half) + w / 2, round (cy - half) + w / 2,
                               round (2 * half) - w, round (2 * half) - w, g->spacing * 0.18);
  cairo_set_line_width (cr, w);
  _tg_board_set_rgba (cr, &palette->accent);
  cairo_stroke (cr);
}

void
tg_board_renderer_draw_pointer (TgBoardRenderer       *self,
                                cairo_t               *cr,
                                const TgBoardGeometry *geometry,
                                TgBoardScene          *scene,
                                gboolean               show_cursor)
{
  const TgBoardGeometry *g = geometry;
  const TgBoard *board;
  TgMoveStatus status;
  TgPoint point;
  double cx, cy;

  g_return_if_fail (self != NULL && cr != NULL && geometry != NULL);
  g_return_if_fail (TG_IS_BOARD_SCENE (scene));

  board = tg_board_scene_get_board (scene);
  if (g->size != tg_board_get_size (board))
    return;

  if (tg_board_scene_get_hover_status (scene, &status, NULL) &&
      tg_board_scene_get_hover (scene, &point) &&
      _tg_board_point_center (g, board, point, &cx, &cy))
    {
      /* The ghost of the stone to be played; fainter, and struck
       * through, where the rules refuse it. */
      _tg_board_renderer_ghost (self, cr, g, tg_board_scene_get_to_move (scene), cx, cy,
                                status == TG_MOVE_OK ? 0.5 : 0.3);
      if (status != TG_MOVE_OK)
        draw_forbidden (cr, g, cx, cy);
    }

  if (show_cursor &&
      _tg_board_point_center (g, board, tg_board_scene_get_cursor (scene), &cx, &cy))
    draw_cursor (cr, g, _tg_board_renderer_palette (self, scene), cx, cy);
}

void
tg_board_renderer_draw_selection (TgBoardRenderer       *self,
                                  cairo_t               *cr,
                                  const TgBoardGeometry *geometry,
                                  TgBoardScene          *scene)
{
  const Palette *palette;
  const TgBoard *board;
  TgBoardRegion region;
  double x0, y0, x1, y1, half, w;

  g_return_if_fail (self != NULL && cr != NULL && geometry != NULL);
  g_return_if_fail (TG_IS_BOARD_SCENE (scene));

  board = tg_board_scene_get_board (scene);
  if (geometry->size != tg_board_get_size (board)
      || !tg_board_scene_get_selection (scene, &region)
      || !_tg_board_point_center (geometry, board, tg_board_point (board, region.col, region.row),
                                  &x0, &y0)
      || !_tg_board_point_center (geometry, board,
                                  tg_board_point (board, region.col + region.cols - 1,
                                                  region.row + region.rows - 1),
                                  &x1, &y1))
    return;
  palette = _tg_board_renderer_palette (self, scene);
  /* Around the points' cells, in device pixels as the cursor's. */
  half = geometry->spacing / 2.0;
  w = 2.0 * geometry->scale;
  x0 = round (x0 - half) + w / 2;
  y0 = round (y0 - half) + w / 2;
  x1 = round (x1 + half) - w / 2;
  y1 = round (y1 + half) - w / 2;
  /* The points inside stay readable under the tint; the outline says
   * where the rectangle ends. */
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_set_source_rgba (cr, palette->accent.r, palette->accent.g, palette->accent.b, 0.18);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, w);
  _tg_board_set_rgba (cr, &palette->accent);
  cairo_stroke (cr);
}
