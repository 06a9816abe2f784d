/* tg-board-scene-describe.c: the board in words, for screen readers.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene-private.h"

#include <glib/gi18n.h>

/* Descriptions */

static void
describe_markup (TgBoardScene *self,
                 TgPoint       point,
                 GPtrArray    *parts)
{
  const TgBoard *board = tg_board_scene_get_board (self);
  guint col = tg_board_point_x (board, point), row = tg_board_point_y (board, point);
  TgMarkupFlags flags;
  const TgBoardMarkup *markup;
  const TgBoardVariations *variations;
  const char *label;

  markup = tg_board_scene_get_markup (self);
  flags = tg_board_markup_get_flags (markup, col, row);
  if (flags & TG_MARKUP_CIRCLE)
    g_ptr_array_add (parts, g_strdup (_("circle")));
  if (flags & TG_MARKUP_SQUARE)
    g_ptr_array_add (parts, g_strdup (_("square")));
  if (flags & TG_MARKUP_TRIANGLE)
    g_ptr_array_add (parts, g_strdup (_("triangle")));
  if (flags & TG_MARKUP_CROSS)
    g_ptr_array_add (parts, g_strdup (_("cross")));
  if (flags & TG_MARKUP_SELECTED)
    g_ptr_array_add (parts, g_strdup (_("selected")));
  if (flags & TG_MARKUP_DIMMED)
    g_ptr_array_add (parts, g_strdup (_("dimmed")));
  if (flags & TG_MARKUP_TERRITORY_BLACK)
    g_ptr_array_add (parts, g_strdup (_("Black’s territory")));
  if (flags & TG_MARKUP_TERRITORY_WHITE)
    g_ptr_array_add (parts, g_strdup (_("White’s territory")));
  label = tg_board_markup_get_label (markup, col, row);
  if (label != NULL && label[0] != '\0')
    /* Translators: a label of the record's on a point: "label A". */
    g_ptr_array_add (parts, g_strdup_printf (_("label %s"), label));

  variations = tg_board_scene_get_variations (self);
  for (guint i = 0; i < variations->marks->len; i++)
    {
      const TgBoardVariation *mark = &g_array_index (variations->marks, TgBoardVariation, i);

      if (mark->point == point)
        /* Translators: where a variation of the record goes next:
         * "variation B". */
        g_ptr_array_add (parts, g_strdup_printf (_("variation %s"), mark->letter));
    }
}

/* An engine's candidate there, as the analysis layer shows it. */
static void
describe_candidate (TgBoardScene *self,
                    TgPoint       point,
                    GPtrArray    *parts)
{
  const TgBoardAnalysis *analysis = tg_board_scene_get_analysis (self);

  for (guint i = 0; analysis != NULL && i < analysis->candidates->len; i++)
    {
      const TgBoardCandidate *candidate = &g_array_index (analysis->candidates,
                                                          TgBoardCandidate, i);

      if (candidate->point == point && candidate->description != NULL)
        g_ptr_array_add (parts, g_strdup (candidate->description));
    }
}

char *
tg_board_scene_describe_point (TgBoardScene *self,
                               TgPoint       point)
{
  const TgBoard *board;
  g_autoptr(GPtrArray) parts = NULL;
  TgBoardMarks marks;
  guint number;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  if (!_tg_board_scene_is_on_board (self, point))
    return g_strdup (_("Not on the board"));

  board = tg_board_scene_get_board (self);
  marks = tg_board_scene_get_marks (self, point);
  number = tg_board_scene_get_move_number (self, point);
  parts = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (parts, tg_board_point_to_gtp (board, point));

  switch (tg_board_get (board, point))
    {
    case TG_BLACK:
      g_ptr_array_add (parts, g_strdup (_("black stone")));
      break;
    case TG_WHITE:
      g_ptr_array_add (parts, g_strdup (_("white stone")));
      break;
    default:
      g_ptr_array_add (parts, g_strdup (_("empty")));
      break;
    }
  if (number > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("move %u"), number));
  if (marks & TG_BOARD_MARK_LAST_MOVE)
    g_ptr_array_add (parts, g_strdup (_("last move")));
  if (marks & TG_BOARD_MARK_FORBIDDEN)
    g_ptr_array_add (parts, g_strdup (_("forbidden by ko")));
  if (marks & TG_BOARD_MARK_HINT)
    g_ptr_array_add (parts, g_strdup (_("suggested move")));
  if (marks & TG_BOARD_MARK_DEAD)
    g_ptr_array_add (parts, g_strdup (_("dead")));
  if (marks & TG_BOARD_MARK_AREA_BLACK)
    g_ptr_array_add (parts, g_strdup (_("Black’s area")));
  if (marks & TG_BOARD_MARK_AREA_WHITE)
    g_ptr_array_add (parts, g_strdup (_("White’s area")));
  if (marks & TG_BOARD_MARK_SHARED)
    g_ptr_array_add (parts, g_strdup (_("shared point")));
  describe_markup (self, point, parts);
  describe_candidate (self, point, parts);
  g_ptr_array_add (parts, NULL);

  /* Translators: separates the parts of a spoken point description,
   * "D4, black stone, last move". */
  return g_strjoinv (C_("point description", ", "), (char **) parts->pdata);
}

char *
tg_board_scene_describe_position (TgBoardScene *self)
{
  guint size;
  const char *state;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  size = tg_board_scene_get_size (self);
  if (self->game == NULL)
    /* Translators: the board's accessible description: "19×19 board". */
    return g_strdup_printf (_("%u×%u board"), size, size);

  switch (tg_game_get_phase (self->game))
    {
    case TG_PHASE_COUNTING:
      state = _("counting, mark the dead stones");
      break;
    case TG_PHASE_FINISHED:
      state = _("game over");
      break;
    default:
      state = tg_board_scene_get_to_move (self) == TG_WHITE ? _("White to move")
                                                            : _("Black to move");
      break;
    }

  /* Translators: "19×19 board, move 57, White to move". */
  return g_strdup_printf (_("%u×%u board, move %u, %s"), size, size, self->node->move_number,
                          state);
}

