/* tg-game-private.h: what the two halves of TgGame share — tg-game.c
 * (the record, navigation, play) and tg-game-end.c (the end of the game,
 * spec §5, §6, §10).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-game.h"
#include "tg-replay.h"

G_BEGIN_DECLS

struct _TgGame
{
  GObject      parent_instance;

  TgNode      *root;
  TgNode      *current;
  guint        size;
  TgRuleSet    rules;
  double       komi;
  guint        handicap;
  gboolean     takebacks;
  gboolean     modified;

  TgReplay    *replay;
  TgBoard     *board;          /* at @current */
  guint        captures[2];
  TgBoard     *board_at;       /* returned by tg_game_get_board_at () */

  TgPhase      phase;
  TgEndReason  end_reason;
  TgColor      first_passer;
  TgNode      *end_node;       /* counting, finished: where play stopped */
  TgBoard     *end_board;
  guint        end_captures[2];
  gboolean     resumed;
  TgNode      *resume_node;    /* the pass that ended play before resuming */

  TgPointSet  *dead;
  GPtrArray   *mark_undo;      /* TgPointSet *, the marks before each step */
};

/* tg-game.c */
void          tg_game_emit_changed     (TgGame        *self);
void          tg_game_mark_modified    (TgGame        *self);
void          tg_game_move_to          (TgGame        *self,
                                        TgNode        *node);
void          tg_game_set_phase        (TgGame        *self,
                                        TgPhase        phase);

/* tg-game-end.c */
void          tg_game_set_end_node     (TgGame        *self,
                                        TgNode        *node);
void          tg_game_clear_marks      (TgGame        *self);
/* Phase, end node and marks of a record just loaded, which it opens at
 * the end of its main line. */
void          tg_game_restore_phase    (TgGame        *self);
/* After a pass at @node during play: counting, or the end after a
 * resumption, when it is the second of two in succession. */
void          tg_game_check_end_of_play (TgGame       *self,
                                         TgNode       *node);
/* Counting → playing, without "changed". */
void          tg_game_resume_play      (TgGame        *self);

/* The nearest node at or above @node that holds a move. */
static inline TgNode *
tg_game_move_at_or_above (TgNode *node)
{
  while (node != NULL && node->move_color == TG_EMPTY)
    node = node->parent;
  return node;
}

G_END_DECLS
