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

typedef struct _TgStep TgStep;

enum
{
  TG_GAME_PROP_0,
  TG_GAME_PROP_CURRENT_NODE,
  TG_GAME_PROP_PHASE,
  TG_GAME_PROP_MODIFIED,
  TG_GAME_PROP_CAN_UNDO,
  TG_GAME_PROP_CAN_REDO,
  TG_GAME_PROP_CAN_SWAP_COLOURS,
  TG_GAME_PROP_AT_START,
  TG_GAME_PROP_AT_LEAF,
  TG_GAME_PROP_AT_END_OF_PLAY,
  TG_GAME_N_PROPS
};

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

  /* Whether a node may carry DD or VW, which hold below it until reset:
   * set when the record or an edit brings one, never cleared (an undo
   * may bring it back), so FALSE is always true of the record. */
  gboolean     inherits_markup;

  /* Steps (tg-game-edit.c). */
  GPtrArray   *undo_steps;     /* TgStep *, the next to undo last */
  GPtrArray   *redo_steps;     /* TgStep *, the next to redo last */
  TgStep      *step;           /* being made, between begin and end */
  guint        step_depth;
  gboolean     replaying;      /* undoing or redoing: nothing is recorded */
  guint        emitting;       /* inside a signal or notification */
  guint64      last_serial;
  guint64      base_serial;    /* the record before the first step kept */
  guint64      saved_serial;   /* the step the record was saved after; 0: none */
  gboolean     forced_modified;
  gboolean     modified;       /* as last notified */
  gboolean     can_undo;       /* as last notified */
  gboolean     can_redo;
  gboolean     can_swap_colours;
  gboolean     at_start;       /* as last notified; read when the replay opens */
  gboolean     at_leaf;
  gboolean     at_end_of_play;
};

/* tg-game.c */
/* The replay (the positions kept for moving about the record), the
 * boards and where play stands, which a game made by
 * tg_game_new_from_root_lazily () makes on first use: every function
 * that reads them calls this first. */
void          tg_game_ensure_replay    (TgGame        *self);
void          tg_game_move_to          (TgGame        *self,
                                        TgNode        *node);
void          tg_game_set_phase        (TgGame        *self,
                                        TgPhase        phase);
/* KM, RU and HA of the root, read again after a change. */
void          tg_game_read_root        (TgGame        *self);
void          tg_game_notify           (TgGame        *self,
                                        guint          prop_id);
/* Sets inherits_markup when a node of the subtree at @top carries DD or
 * VW; walks it iteratively (records 100,000 nodes deep exist). */
void          tg_game_scan_inherited_markup  (TgGame        *self,
                                              TgNode        *top);

/* tg-game-edit.c: operations, steps, undo and redo, and the signals
 * that say what changed. */
void          tg_game_init_edits       (TgGame        *self);
void          tg_game_finalize_edits   (TgGame        *self);
void          tg_game_class_init_edits (GObjectClass  *object_class);
/* The step being made is a move of the game or its end: it undoes only
 * with takebacks. */
void          tg_game_step_is_play     (TgGame        *self);

/* tg-game-end.c */
void          tg_game_set_end_node     (TgGame        *self,
                                        TgNode        *node);
/* Phase, end node and marks of a record just loaded, which it opens at
 * the end of its main line. */
void          tg_game_restore_phase    (TgGame        *self);
/* After a pass at @node during play: counting, or the end after a
 * resumption, when it is the second of two in succession. */
void          tg_game_check_end_of_play (TgGame       *self,
                                         TgNode       *node);
/* Counting → playing, within a step. */
void          tg_game_resume_play      (TgGame        *self);
/* What a removal of @removed (from @parent) leaves of the end of play:
 * counting ends with its end node, a finished game ends at @parent. */
void          tg_game_end_node_removed (TgGame        *self,
                                        TgNode        *parent);

/* The nearest node at or above @node that holds a move. */
static inline TgNode *
tg_game_move_at_or_above (TgNode *node)
{
  while (node != NULL && node->move_color == TG_EMPTY)
    node = node->parent;
  return node;
}

G_END_DECLS
