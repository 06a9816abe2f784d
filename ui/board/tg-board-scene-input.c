/* tg-board-scene-input.c: what the scene is given rather than derives —
 * the pointer, the keyboard cursor, the teacher's pen, an engine's hint
 * and analysis — and what the rules say of a point.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene-private.h"

#include <glib/gi18n.h>
#include <math.h>

void
tg_board_scene_set_hint (TgBoardScene *self,
                         TgPoint       point)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (point != TG_PASS && !_tg_board_scene_is_on_board (self, point))
    point = TG_PASS;
  if (point == self->hint)
    return;
  self->hint = point;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_MARKS);
}

gboolean
tg_board_scene_get_hint (TgBoardScene *self,
                         TgPoint      *point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  if (point != NULL)
    *point = self->hint;
  return self->hint != TG_PASS;
}

/* Analysis */

gboolean
tg_board_scene_set_analysis (TgBoardScene           *self,
                             TgNode                 *node,
                             const TgBoardCandidate *candidates,
                             guint                   n_candidates,
                             const float            *ownership)
{
  TgBoardAnalysis *analysis;
  guint size;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  g_return_val_if_fail (candidates != NULL || n_candidates == 0, FALSE);

  if (node == NULL || node != self->node)
    return FALSE;

  size = tg_board_scene_get_size (self);
  analysis = g_new0 (TgBoardAnalysis, 1);
  analysis->candidates = g_array_sized_new (FALSE, FALSE, sizeof (TgBoardCandidate),
                                            n_candidates);
  for (guint i = 0; i < n_candidates; i++)
    {
      TgBoardCandidate candidate = candidates[i];

      if (!_tg_board_scene_is_on_board (self, candidate.point))
        continue;
      candidate.quality = isfinite (candidate.quality) ? CLAMP (candidate.quality, 0, 1) : 0;
      candidate.text = g_strdup (candidate.text);
      candidate.description = g_strdup (candidate.description);
      g_array_append_val (analysis->candidates, candidate);
    }
  if (ownership != NULL)
    analysis->ownership = g_memdup2 (ownership, sizeof (float) * size * size);

  if (self->analysis != NULL)
    _tg_board_scene_analysis_free (self->analysis);
  self->analysis = analysis;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_ANALYSIS);
  return TRUE;
}

void
tg_board_scene_clear_analysis (TgBoardScene *self)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (self->analysis == NULL)
    return;
  g_clear_pointer (&self->analysis, _tg_board_scene_analysis_free);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_ANALYSIS);
}

void
tg_board_scene_set_analysis_pv (TgBoardScene  *self,
                                const TgPoint *pv,
                                guint          n_points,
                                TgColor        first)
{
  TgBoardAnalysis *analysis;

  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (pv != NULL || n_points == 0);

  analysis = self->analysis;
  if (analysis == NULL || (n_points == 0 && analysis->pv == NULL))
    return;
  g_clear_pointer (&analysis->pv, g_array_unref);
  if (n_points > 0)
    {
      analysis->pv = g_array_sized_new (FALSE, FALSE, sizeof (TgPoint), n_points);
      /* A pass leaves the colours alternating but shows nothing. */
      g_array_append_vals (analysis->pv, pv, n_points);
      analysis->pv_color = first == TG_WHITE ? TG_WHITE : TG_BLACK;
    }
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_ANALYSIS);
}

const TgBoardAnalysis *
tg_board_scene_get_analysis (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->analysis;
}

/* The pen */

void
tg_board_scene_begin_stroke (TgBoardScene *self,
                             double        col,
                             double        row)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  g_ptr_array_add (self->strokes, g_array_new (FALSE, FALSE, sizeof (TgBoardPenPoint)));
  tg_board_scene_extend_stroke (self, col, row);
}

void
tg_board_scene_extend_stroke (TgBoardScene *self,
                              double        col,
                              double        row)
{
  TgBoardPenPoint point = { col, row };

  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (self->strokes->len > 0);

  if (!isfinite (col) || !isfinite (row))
    return;
  g_array_append_val (g_ptr_array_index (self->strokes, self->strokes->len - 1), point);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_OVERLAY);
}

void
tg_board_scene_clear_strokes (TgBoardScene *self)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (self->strokes->len == 0)
    return;
  g_ptr_array_set_size (self->strokes, 0);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_OVERLAY);
}

void
tg_board_scene_set_extra_markup (TgBoardScene        *self,
                                 const TgBoardMarkup *markup)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (markup == NULL && self->extra_markup == NULL)
    return;
  g_clear_pointer (&self->extra_markup, tg_board_markup_free);
  if (markup != NULL)
    {
      self->extra_markup = tg_board_markup_new ();
      self->extra_markup->size = markup->size;
      tg_board_markup_merge (self->extra_markup, markup);
    }
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_MARKUP);
}

GPtrArray *
tg_board_scene_get_strokes (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->strokes;
}

/* Play and the pointer */

TgMoveStatus
tg_board_scene_check_point (TgBoardScene  *self,
                            TgPoint        point,
                            char         **reason)
{
  TgMoveStatus status = TG_MOVE_OK;
  int repeats = -1;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_MOVE_OK);

  if (reason != NULL)
    *reason = NULL;
  if (!_tg_board_scene_is_on_board (self, point))
    {
      if (reason != NULL)
        *reason = g_strdup (_("Not on the board"));
      return TG_MOVE_OCCUPIED;
    }
  if (self->game == NULL || tg_game_get_phase (self->game) != TG_PHASE_PLAYING ||
      self->node != tg_game_get_current (self->game))
    return TG_MOVE_OK;

  status = tg_game_check_move (self->game, point, &repeats);
  if (reason != NULL)
    *reason = tg_move_status_describe (status, repeats,
                                       tg_node_retakes_ko (self->node, repeats));
  return status;
}

static void
ensure_hover (TgBoardScene *self)
{
  if (!self->hover_stale)
    return;
  self->hover_stale = FALSE;
  self->hover_shown = FALSE;
  self->hover_status = TG_MOVE_OK;
  g_clear_pointer (&self->hover_reason, g_free);

  if (self->hover == TG_PASS || !self->show_hover || !self->interactive)
    return;
  /* Selecting a region, a click marks a corner: it plays no stone;
   * nor does a teacher's tool. */
  if (self->selecting || self->click_marks)
    return;
  if (self->game != NULL && tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return;
  if (tg_board_get (tg_board_scene_get_board (self), self->hover) != TG_EMPTY)
    return;

  self->hover_shown = TRUE;
  self->hover_status = tg_board_scene_check_point (self, self->hover, &self->hover_reason);
}

gboolean
tg_board_scene_get_hover_status (TgBoardScene  *self,
                                 TgMoveStatus  *status,
                                 const char   **reason)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  ensure_hover (self);
  if (status != NULL)
    *status = self->hover_status;
  if (reason != NULL)
    *reason = self->hover_reason;
  return self->hover_shown;
}

void
tg_board_scene_set_hover (TgBoardScene *self,
                          TgPoint       point)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!_tg_board_scene_is_on_board (self, point))
    point = TG_PASS;
  if (self->hover == point)
    return;
  self->hover = point;
  if (point != TG_PASS)
    self->select_end = point;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_HOVER]);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_POINTER);
}

void
tg_board_scene_clear_hover (TgBoardScene *self)
{
  tg_board_scene_set_hover (self, TG_PASS);
}

gboolean
tg_board_scene_get_hover (TgBoardScene *self,
                          TgPoint      *point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  if (point != NULL)
    *point = self->hover;
  return self->hover != TG_PASS;
}

TgPoint
tg_board_scene_get_cursor (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_PASS);

  return tg_board_point (tg_board_scene_get_board (self), self->cursor_col, self->cursor_row);
}

static void
place_cursor (TgBoardScene *self,
              guint         col,
              guint         row)
{
  if (col == self->cursor_col && row == self->cursor_row)
    return;
  self->cursor_col = col;
  self->cursor_row = row;
  self->select_end = tg_board_point (tg_board_scene_get_board (self), col, row);
  g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_CURSOR]);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_POINTER);
}

void
tg_board_scene_set_cursor (TgBoardScene *self,
                           TgPoint       point)
{
  const TgBoard *board;

  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!_tg_board_scene_is_on_board (self, point))
    return;
  board = tg_board_scene_get_board (self);
  place_cursor (self, tg_board_point_x (board, point), tg_board_point_y (board, point));
}

void
tg_board_scene_move_cursor (TgBoardScene *self,
                            int           dx,
                            int           dy)
{
  int last;

  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  last = (int) tg_board_scene_get_size (self) - 1;
  place_cursor (self,
                CLAMP ((int) self->cursor_col + dx, 0, last),
                CLAMP ((int) self->cursor_row + dy, 0, last));
}

gboolean
tg_board_scene_span (TgBoardScene  *self,
                     const TgPoint *points,
                     guint          n_points,
                     TgBoardRegion *region)
{
  const TgBoard *board;
  guint left = G_MAXUINT, top = G_MAXUINT, right = 0, bottom = 0;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  g_return_val_if_fail (region != NULL, FALSE);

  board = tg_board_scene_get_board (self);
  for (guint i = 0; i < n_points; i++)
    {
      guint x = tg_board_point_x (board, points[i]), y = tg_board_point_y (board, points[i]);

      left = MIN (left, x);
      right = MAX (right, x);
      top = MIN (top, y);
      bottom = MAX (bottom, y);
    }
  if (n_points == 0 || right <= left || bottom <= top)
    return FALSE;
  *region = (TgBoardRegion) { left, top, right - left + 1, bottom - top + 1 };
  return TRUE;
}

/* Selecting a region */

void
tg_board_scene_set_selecting (TgBoardScene *self,
                              gboolean      selecting)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  selecting = !!selecting;
  if (self->selecting == selecting)
    return;
  self->selecting = selecting;
  self->select_anchor = TG_PASS;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_POINTER);
}

void
tg_board_scene_set_click_plays (TgBoardScene *self,
                                gboolean      plays)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (self->click_marks == !plays)
    return;
  self->click_marks = !plays;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_POINTER);
}

gboolean
tg_board_scene_get_selecting (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  return self->selecting;
}

void
tg_board_scene_set_drag_selects (TgBoardScene *self,
                                 gboolean      drag_selects)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  drag_selects = !!drag_selects;
  if (self->drag_selects == drag_selects)
    return;
  self->drag_selects = drag_selects;
  if (!self->selecting)
    self->select_anchor = TG_PASS;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_POINTER);
}

gboolean
tg_board_scene_get_drag_selects (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  return self->drag_selects;
}

void
tg_board_scene_set_select_anchor (TgBoardScene *self,
                                  TgPoint       anchor)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!_tg_board_scene_is_on_board (self, anchor))
    anchor = TG_PASS;
  if ((!self->selecting && !self->drag_selects) || self->select_anchor == anchor)
    return;
  self->select_anchor = anchor;
  /* The rectangle starts as the point itself. */
  if (anchor != TG_PASS)
    self->select_end = anchor;
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_POINTER);
}

TgPoint
tg_board_scene_get_select_anchor (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_PASS);

  return self->selecting || self->drag_selects ? self->select_anchor : TG_PASS;
}

gboolean
tg_board_scene_get_selection (TgBoardScene  *self,
                              TgBoardRegion *region)
{
  const TgBoard *board;
  guint x0, y0, x1, y1;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  g_return_val_if_fail (region != NULL, FALSE);

  if ((!self->selecting && !self->drag_selects) || self->select_anchor == TG_PASS
      || self->select_end == TG_PASS)
    return FALSE;
  board = tg_board_scene_get_board (self);
  x0 = tg_board_point_x (board, self->select_anchor);
  y0 = tg_board_point_y (board, self->select_anchor);
  x1 = tg_board_point_x (board, self->select_end);
  y1 = tg_board_point_y (board, self->select_end);
  *region = (TgBoardRegion) { MIN (x0, x1), MIN (y0, y1), MAX (x0, x1) - MIN (x0, x1) + 1,
                              MAX (y0, y1) - MIN (y0, y1) + 1 };
  return TRUE;
}
