/* tg-replay.h: a game record run through the rules — the move each node
 * makes, whether it was legal, and the position after any node, cached so
 * that moving about a long record stays instant.  Private to TgGame.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board.h"
#include "tg-node.h"

G_BEGIN_DECLS

typedef struct _TgReplay TgReplay;

TgReplay     *tg_replay_new            (guint          size);
void          tg_replay_free           (TgReplay      *replay);

/* Whether annotated @node put a stone on the board: a move, not a pass,
 * either legal, against superko (kept as recorded and played) or the
 * first of two in its node; occupied and suicide moves, and those that
 * name no point, leave the position as it was. */
static inline gboolean
tg_replay_placed_stone (const TgNode *node)
{
  return node->move_color != TG_EMPTY && node->move_point != TG_PASS
         && (node->move_status == TG_MOVE_OK || node->move_status == TG_MOVE_SUPERKO
             || node->move_status == TG_MOVE_TWO_MOVES);
}

/* Forgets every cached position, then walks the whole tree under @root
 * (iteratively) filling each node's move fields: illegal moves are kept
 * and flagged; occupied and suicide moves leave the position as it was,
 * a move against superko is played.  A move or setup value naming no
 * point of the board is flagged (off-board, malformed) and changes
 * nothing; a node's second move is flagged on its first. */
void          tg_replay_annotate_tree  (TgReplay      *replay,
                                        TgNode        *root);
/* The same for one node just appended below an annotated parent. */
void          tg_replay_annotate_node  (TgReplay      *replay,
                                        TgNode        *node);
/* The same for @top and everything under it, below an annotated parent
 * (after an edit changed what they hold or where they stand); what was
 * cached for them is forgotten first.  The rest of the tree keeps its
 * annotations and positions. */
void          tg_replay_annotate_subtree (TgReplay    *replay,
                                          TgNode      *top);
/* The main line (first children from the root) as the last
 * tg_replay_annotate_tree () found it: its last node, and in @marked the
 * last node on it holding territory marks (TB or TW), or NULL.  For a
 * record just loaded: nodes added since are not counted, and one
 * forgotten since is NULL. */
TgNode       *tg_replay_get_main_line  (TgReplay      *replay,
                                        TgNode       **marked);

/* The position after @node, and the stones each colour captured on the
 * line to it ([BLACK - 1], [WHITE - 1]; may be NULL). */
void          tg_replay_position       (TgReplay      *replay,
                                        TgNode        *node,
                                        TgBoard       *board,
                                        guint          captures[2]);
/* Legality of @color at @point after @node, superko judged against the
 * positions of the line from the root to @node. */
TgMoveStatus  tg_replay_check_move     (TgReplay      *replay,
                                        TgNode        *node,
                                        TgColor        color,
                                        TgPoint        point,
                                        int           *repeats_move);
/* The same for @top and everything under it, before it leaves the tree. */
void          tg_replay_forget_subtree (TgReplay      *replay,
                                        TgNode        *top);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgReplay, tg_replay_free)

G_END_DECLS
