/* tg-game-tree.h: the game tree panel.
 *
 * Every node of the record as a small stone (black, white, a pass, a
 * setup), with a dot for a comment, a mark for markup, a coloured ring
 * for a good, bad, doubtful or interesting move and a halo for a
 * hotspot; the current node and the path to it stand out, the main line
 * runs first.  It scrolls as a GtkScrollable (put it in a
 * GtkScrolledWindow) and draws only what shows, laid out by
 * TgTreeLayout from the game's signals.
 *
 * It only navigates: a click goes to a node (tg_game_set_current), the
 * keys step through moves along the orientation (Up/Down when vertical,
 * Left/Right when horizontal), switch between sibling variations with
 * the other pair, go to the start and the end of the line (Home, End)
 * and from fork to fork (Page Up, Page Down).  Collapsing a node (Minus,
 * Plus, a middle or Shift click, the context menu) is view state, not
 * the record.
 *
 * Actions: tree.move (ii) — the arrow keys, as columns and rows on the
 * screen; tree.first, tree.last, tree.previous-fork, tree.next-fork;
 * tree.collapse and tree.expand, on the current node.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_GAME_TREE (tg_game_tree_get_type ())
G_DECLARE_FINAL_TYPE (TgGameTree, tg_game_tree, TG, GAME_TREE, GtkWidget)

void          tg_game_tree_set_game     (TgGameTree *self,
                                         TgGame     *game);
void          tg_game_tree_set_collapsed (TgGameTree *self,
                                          TgNode     *node,
                                          gboolean    collapsed);
/* What the panel says of @node, to a screen reader when it is current
 * and in its tooltip: "Move 37, White D4, 2 variations, comment". */
char         *tg_game_tree_describe_node (TgGameTree *self,
                                          TgNode     *node);

/* Where @node's centre is in widget coordinates, as scrolled now;
 * FALSE when it is hidden under a collapsed node. */
gboolean      tg_game_tree_get_node_position (TgGameTree *self,
                                              TgNode     *node,
                                              double     *x,
                                              double     *y);

G_END_DECLS
