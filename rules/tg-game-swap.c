/* tg-game-swap.c: wrong colours (spec §9): found within the first 10
 * moves, the game is corrected and restarted with the colours swapped;
 * after that nothing changes.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game-private.h"

/* Whether the main line holds at most @limit moves (passes included):
 * counted no further, for a record of 100,000 moves. */
static gboolean
main_line_within (TgNode *root,
                  guint   limit)
{
  guint moves = 0;

  for (TgNode *node = root; node != NULL;
       node = node->n_children > 0 ? node->children[0] : NULL)
    if (node->move_color != TG_EMPTY && ++moves > limit)
      return FALSE;
  return TRUE;
}

gboolean
tg_game_can_swap_colours (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  return tg_game_get_phase (self) == TG_PHASE_PLAYING
         && main_line_within (tg_game_get_root (self), TG_GAME_SWAP_MOVES);
}

/* The root's values of @a and @b trade places. */
static void
swap_info (TgGame     *self,
           const char *a,
           const char *b)
{
  g_autofree char *value_a = g_strdup (tg_game_get_info (self, a));
  g_autofree char *value_b = g_strdup (tg_game_get_info (self, b));

  tg_game_set_info (self, a, value_b);
  tg_game_set_info (self, b, value_a);
}

gboolean
tg_game_swap_colours (TgGame *self)
{
  TgNode *root;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  if (!tg_game_can_swap_colours (self))
    return FALSE;
  root = tg_game_get_root (self);
  tg_game_begin_step (self);
  tg_game_set_current (self, root);
  while (tg_node_get_n_children (root) > 0)
    tg_game_remove_subtree (self, tg_node_get_child (root, tg_node_get_n_children (root) - 1));
  swap_info (self, "PB", "PW");
  swap_info (self, "BR", "WR");
  swap_info (self, "BT", "WT");
  tg_game_end_step (self);
  return TRUE;
}
