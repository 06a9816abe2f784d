/* tg-board-scene-follow.c: which layers each of the game's signals
 * touches.
 *
 * The fine-grained signals come in the middle of a step, while the rest
 * of the model may not be settled yet: they only name layers, and the
 * scene says them once, at the step's "changed", when it may read the
 * game again.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene-private.h"

/* What moving to another position redraws. */
#define POSITION_LAYERS (TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS | TG_BOARD_LAYER_POINTER)

/* Whether a change among @parent's children may move the variation
 * marks: they show the children of the node shown, or its siblings. */
static gboolean
holds_variations (TgBoardScene *self,
                  const TgNode *parent)
{
  return parent == self->node || (self->node != NULL && parent == self->node->parent);
}

static gboolean
is_position_id (const char *id)
{
  return g_str_equal (id, "B") || g_str_equal (id, "W") || g_str_equal (id, "AB") ||
         g_str_equal (id, "AW") || g_str_equal (id, "AE");
}

static void
on_current_node (TgBoardScene *self)
{
  if (!self->follows_current)
    return;
  self->node = tg_game_get_current (self->game);
  _tg_board_scene_node_changed (self);
}

static void
on_phase (TgBoardScene *self)
{
  /* Counting fades dead stones, shows areas, and hides TB and TW. */
  _tg_board_scene_invalidate (self, POSITION_LAYERS);
  _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_MARKUP);
}

static void
on_node_changed (TgGame       *game,
                 TgNode       *node,
                 const char   *id,
                 TgBoardScene *self)
{
  TgNode *shown = self->node;

  if (shown == NULL)
    return;

  if (node == shown && tg_board_markup_is_markup_id (id))
    _tg_board_scene_invalidate (self, TG_BOARD_LAYER_MARKUP);
  else if (tg_node_prop_is_inherited (id) && tg_node_is_ancestor (node, shown))
    {
      _tg_board_scene_invalidate (self, TG_BOARD_LAYER_MARKUP);
      _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_BOARD);
    }
  else if (is_position_id (id))
    {
      if (tg_node_is_ancestor (node, shown))
        {
          /* The position, so the marks' colours and which points are free
           * for the variations' marks. */
          _tg_board_scene_invalidate (self, POSITION_LAYERS);
          _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_MARKUP |
                                                     TG_BOARD_LAYER_VARIATIONS);
          self->hint = TG_PASS;
        }
      else if (holds_variations (self, node->parent))
        _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_VARIATIONS);
    }
  else if (g_str_equal (id, "PL") && tg_node_is_ancestor (node, shown))
    /* Who moves: superko's points and the ghost stone's colour. */
    _tg_board_scene_invalidate (self, TG_BOARD_LAYER_MARKS | TG_BOARD_LAYER_POINTER);
  else if (g_str_equal (id, "ST") && node->parent == NULL)
    _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_VARIATIONS);
}

static void
children_changed (TgBoardScene *self,
                  TgNode       *parent)
{
  if (holds_variations (self, parent))
    _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_VARIATIONS);
}

static void
on_node_inserted (TgGame       *game,
                  TgNode       *parent,
                  guint         position,
                  TgBoardScene *self)
{
  children_changed (self, parent);
}

static void
on_node_removed (TgGame       *game,
                 TgNode       *parent,
                 guint         position,
                 TgNode       *node,
                 TgBoardScene *self)
{
  /* The current node never is in a removed subtree (the game moves it
   * out first); a node kept to may be. */
  if (!self->follows_current && tg_node_is_ancestor (node, self->node))
    {
      self->node = parent;
      _tg_board_scene_node_changed (self);
    }
  else
    children_changed (self, parent);
}

static void
on_children_reordered (TgGame       *game,
                       TgNode       *parent,
                       TgBoardScene *self)
{
  /* The letters follow the order. */
  children_changed (self, parent);
}

static void
on_game_changed (TgBoardScene *self)
{
  TgBoardLayers pending, if_shown;

  /* Marking dead stones has no signal of its own: only in counting, at
   * the node where play stopped, can a step have changed them. */
  if (tg_game_get_phase (self->game) == TG_PHASE_COUNTING &&
      self->node == tg_game_get_end_node (self->game))
    _tg_board_scene_invalidate (self, TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS);

  pending = self->pending;
  if_shown = self->pending_if_shown & ~pending;
  self->pending = self->pending_if_shown = 0;
  _tg_board_scene_emit (self, pending, if_shown);
}

void
_tg_board_scene_follow_game (TgBoardScene *self)
{
  if (self->game == NULL)
    return;
  g_signal_connect_object (self->game, "notify::current-node", G_CALLBACK (on_current_node),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "notify::phase", G_CALLBACK (on_phase), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game, "node-changed", G_CALLBACK (on_node_changed), self, 0);
  g_signal_connect_object (self->game, "node-inserted", G_CALLBACK (on_node_inserted), self, 0);
  g_signal_connect_object (self->game, "node-removed", G_CALLBACK (on_node_removed), self, 0);
  g_signal_connect_object (self->game, "children-reordered",
                           G_CALLBACK (on_children_reordered), self, 0);
  g_signal_connect_object (self->game, "changed", G_CALLBACK (on_game_changed), self,
                           G_CONNECT_SWAPPED);
}

void
_tg_board_scene_unfollow_game (TgBoardScene *self)
{
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  self->pending = self->pending_if_shown = 0;
}
