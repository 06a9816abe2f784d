/* fuzz-sgf.c: libFuzzer target for the SGF reader, the writer and the
 * replay of what they read.
 *
 * Any input must parse or fail with an error; whatever parses must be
 * written as text that parses again to the same trees and writes back to
 * the same text: a repair is made once.  (What is kept as read — a move
 * that names no point, a KM that is no number, a game Tengen cannot
 * show — is said again on every reading, and changes nothing.)  Each game Tengen can show is
 * replayed: at every node (up to WALK_LIMIT) the position must be the one
 * the annotation hashed, flags must agree with the moves, and an edit
 * high in the tree, re-annotating what is below it, must undo to the
 * same positions.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "tg-game.h"
#include "tg-node-private.h"
#include "tg-sgf.h"

#define WALK_LIMIT 400

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
strip_writer_props (TgNode *root)
{
  static const char * const owned[] = { "FF", "CA", "AP", "GM", "OAP" };

  for (gsize i = 0; i < G_N_ELEMENTS (owned); i++)
    tg_node_unset (root, owned[i]);
}

/* Nodes of @root in depth-first order, at most WALK_LIMIT. */
static GPtrArray *
walk_order (TgNode *root)
{
  GPtrArray *order = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0 && order->len < WALK_LIMIT)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      g_ptr_array_add (order, node);
      for (guint i = tg_node_get_n_children (node); i-- > 0;)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return order;
}

/* Visits every node of @order: the annotation must agree with the node
 * and with the position worked out there.  Returns each node's hash. */
static GArray *
check_walk (TgGame    *game,
            GPtrArray *order)
{
  GArray *hashes = g_array_sized_new (FALSE, FALSE, sizeof (guint64), order->len);

  for (guint i = 0; i < order->len; i++)
    {
      TgNode *node = order->pdata[i];
      guint parent_number = node->parent != NULL ? node->parent->move_number : 0;
      guint64 hash;

      g_assert_cmpuint (node->move_number, ==, parent_number + (node->move_color != TG_EMPTY));
      if (node->move_color == TG_EMPTY)
        g_assert_cmpint (node->move_status, ==, TG_MOVE_OK);
      if (node->move_status == TG_MOVE_OFF_BOARD || node->move_status == TG_MOVE_MALFORMED)
        g_assert_cmpint (node->move_point, ==, TG_PASS);
      g_assert_true (node->setup_status == TG_MOVE_OK || node->setup_status == TG_MOVE_OFF_BOARD
                     || node->setup_status == TG_MOVE_MALFORMED);

      tg_game_set_current (game, node);
      hash = tg_board_get_hash (tg_game_get_board (game));
      if (hash != node->hash)
        g_error ("node %u: the position is not the one annotated", i);
      g_array_append_val (hashes, hash);
    }
  return hashes;
}

static void
replay (TgNode        *root,
        const uint8_t *data,
        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GPtrArray) order = NULL;
  g_autoptr(GArray) before = NULL;
  g_autoptr(GArray) after = NULL;
  TgNode *edited;
  const TgProp *prop;
  const char *id;
  gboolean unchanged;
  char point[3];

  if (!tg_game_check_root (root, NULL))
    return;
  game = tg_game_new_from_root (tg_node_copy_tree (root), &error);
  if (game == NULL)
    return;
  order = walk_order (tg_game_get_root (game));
  before = check_walk (game, order);

  /* Setup on a node the input picks, stones the input picks: whatever is
   * below is worked out again, and undoing it gives the old positions. */
  edited = order->pdata[size > 0 ? data[0] % order->len : 0];
  point[0] = 'a' + (size > 1 ? data[1] % 26 : 0);
  point[1] = 'a' + (size > 2 ? data[2] % 26 : 0);
  point[2] = '\0';
  id = size > 3 && data[3] & 1 ? "AW" : "AB";
  prop = tg_node_get_prop (edited, id);
  /* Setting the value a node already has is no edit, and no step. */
  unchanged = prop != NULL && prop->n_values == 1 && strcmp (prop->values[0], point) == 0;
  tg_game_set_value (game, edited, id, point);
  g_assert_true (tg_game_can_undo (game) == !unchanged);
  after = check_walk (game, order);
  if (!unchanged)
    g_assert_true (tg_game_undo (game));
  g_clear_pointer (&after, g_array_unref);
  after = check_walk (game, order);
  g_assert_cmpuint (after->len, ==, before->len);
  g_assert_true (memcmp (after->data, before->data, before->len * sizeof (guint64)) == 0);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings2 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse ((const char *) data, size, warnings, &error);
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  if (roots == NULL)
    {
      if (error == NULL || error->domain != TG_SGF_ERROR || error->message[0] == '\0')
        g_error ("a failed parse must say why");
      return 0;
    }
  g_assert_null (error);
  g_assert_cmpuint (roots->len, >, 0);
  for (guint i = 0; i < warnings->len; i++)
    g_assert_true (g_utf8_validate (warnings->pdata[i], -1, NULL));

  text = tg_sgf_write (roots);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  again = tg_sgf_parse (text, strlen (text), warnings2, &error);
  if (again == NULL)
    g_error ("the written text does not parse: %s\n%s", error->message, text);
  g_assert_cmpuint (again->len, ==, roots->len);

  text2 = tg_sgf_write (again);
  if (strcmp (text, text2) != 0)
    g_error ("writing is not stable:\n%s\n---\n%s", text, text2);
  for (guint i = 0; i < roots->len; i++)
    {
      strip_writer_props (roots->pdata[i]);
      strip_writer_props (again->pdata[i]);
      if (!tg_node_tree_equal (roots->pdata[i], again->pdata[i]))
        g_error ("game %u changed in a round trip:\n%s", i + 1, text);
    }
  for (guint i = 0; i < roots->len; i++)
    replay (roots->pdata[i], data, size);
  return 0;
}
