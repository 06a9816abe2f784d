/* tg-game-edit-private.h: what TgGame's edit layer shares between
 * tg-game-edit.c (steps, undo and redo, the signals) and tg-game-ops.c
 * (the edits of the record).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-game-private.h"

G_BEGIN_DECLS

typedef enum
{
  OP_INSERT,
  OP_REMOVE,
  OP_SET,
  OP_MOVE,
} OpKind;

typedef struct
{
  OpKind  kind;
  TgNode *node;       /* INSERT, REMOVE: the subtree; SET: the node; MOVE: the parent */
  TgNode *parent;     /* INSERT, REMOVE */
  guint   position;   /* INSERT, REMOVE: among the children; SET: the property's
                       * place; MOVE: the child's place before */
  guint   to;         /* MOVE: its place after */
  char   *id;         /* SET */
  char  **before;     /* SET: the values before and after, NULL when absent */
  char  **after;
} Op;

/* The course of play that steps change besides the record. */
typedef struct
{
  TgPhase      phase;
  TgEndReason  end_reason;
  TgColor      first_passer;
  TgNode      *end_node;
  gboolean     resumed;
  TgNode      *resume_node;
  TgPointSet  *dead;
} PlayState;

struct _TgStep
{
  GArray    *ops;             /* Op, in the order applied */
  TgNode    *current_before;
  TgNode    *current_after;
  PlayState *before;          /* both NULL when the step left play alone */
  PlayState *after;
  guint64    serial;
  gboolean   play;            /* a move of the game or its end */
  gboolean   typing;          /* typed text that more typing may extend */
};

/* One-way flow: FALSE, with a critical, inside the game's own signals. */
gboolean      tg_game_may_edit         (TgGame        *self);
/* Applies @op as a step's next operation, in a step of its own when
 * none is open. */
void          tg_game_do_op            (TgGame        *self,
                                        Op            *op);
TgStep       *tg_game_top_step         (GPtrArray     *steps);
void          tg_game_set_prop         (TgGame        *self,
                                        TgNode        *node,
                                        const char    *id,
                                        char         **values,
                                        guint          position);
/* After a step, an undo or a redo, or a navigation: what the flags say,
 * then "changed" when @changed. */
void          tg_game_finish_change    (TgGame        *self,
                                        gboolean       changed);

G_END_DECLS
