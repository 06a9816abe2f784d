/* test-node.c: game-record nodes — edits of a record read from a file,
 * and parts of it outliving the rest, whatever arena each part is in.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tg-node-private.h"
#include "tg-sgf.h"

static TgNode *
parse_one (const char *sgf)
{
  g_autoptr(GPtrArray) roots = tg_sgf_parse (sgf, strlen (sgf), NULL, NULL);

  g_assert_nonnull (roots);
  g_assert_cmpuint (roots->len, ==, 1);
  return g_ptr_array_steal_index (roots, 0);
}

/* "ID:v1,v2 ID:v3": every property in order with its values. */
static char *
describe_props (const TgNode *node)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < tg_node_get_n_props (node); i++)
    {
      const TgProp *prop = tg_node_get_prop_at (node, i);

      g_string_append_printf (text, "%s%s:", i > 0 ? " " : "", prop->id);
      for (guint j = 0; j < prop->n_values; j++)
        g_string_append_printf (text, "%s%s", j > 0 ? "," : "", prop->values[j]);
    }
  return g_string_free (text, FALSE);
}

static void
test_edit_parsed (void)
{
  g_autoptr(TgNode) root = parse_one ("(;GM[1]SZ[9]C[first]PB[Black];B[ee])");
  g_autofree char *after_set = NULL;
  g_autofree char *after_unset = NULL;
  const TgProp *stones;

  tg_node_set_value (root, "C", "second");
  after_set = describe_props (root);
  g_assert_cmpstr (after_set, ==, "GM:1 SZ:9 C:second PB:Black");

  tg_node_unset (root, "SZ");
  tg_node_set_value (root, "RE", "B+R");
  after_unset = describe_props (root);
  g_assert_cmpstr (after_unset, ==, "GM:1 C:second PB:Black RE:B+R");

  /* Far more values than the parsed property had room for. */
  for (guint i = 0; i < 100; i++)
    {
      char point[3] = { 'a' + i / 19, 'a' + i % 19, '\0' };

      tg_node_add_value (root, "AB", point);
    }
  stones = tg_node_get_prop (root, "AB");
  g_assert_nonnull (stones);
  g_assert_cmpuint (stones->n_values, ==, 100);
  g_assert_cmpstr (stones->values[0], ==, "aa");
  g_assert_cmpstr (stones->values[20], ==, "bb");
  g_assert_cmpstr (stones->values[99], ==, "fe");
  g_assert_cmpstr (tg_node_get_value (root, "PB"), ==, "Black");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (root, 0), "B"), ==, "ee");
}

static void
test_variation_outlives_record (void)
{
  TgNode *root = parse_one ("(;SZ[9];B[ee](;W[cc];B[gg]C[main])(;W[gc];B[cg]C[side]))");
  TgNode *move = tg_node_get_child (root, 0);
  g_autoptr(TgNode) side = tg_node_take (tg_node_get_child (move, 1));

  g_assert_cmpuint (tg_node_get_n_children (move), ==, 1);
  tg_node_free (root);

  /* The record is gone; the variation taken from it is not. */
  g_assert_null (side->parent);
  g_assert_cmpstr (tg_node_get_value (side, "W"), ==, "gc");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (side, 0), "C"), ==, "side");
}

static void
test_mixed_arenas (void)
{
  g_autoptr(TgNode) made = tg_node_new ();
  TgNode *record = parse_one ("(;SZ[9];B[ee];W[cc])");
  TgNode *played = tg_node_new ();
  TgNode *last = tg_node_get_child (tg_node_get_child (record, 0), 0);

  /* A move played by hand below the record, then the record below a root
   * made by hand: freeing the hand-made root frees all of it. */
  tg_node_set_value (played, "B", "gg");
  tg_node_append_child (last, played);
  tg_node_append_child (made, record);
  tg_node_set_value (made, "SZ", "9");

  g_assert_cmpuint (tg_node_count_tree (made), ==, 5);
  g_assert_true (tg_node_get_root (played) == made);
  g_assert_cmpstr (tg_node_get_value (played, "B"), ==, "gg");
  g_assert_cmpint (tg_node_child_index (played), ==, 0);
}

static void
test_children_after_removal (void)
{
  g_autoptr(TgNode) root = parse_one ("(;SZ[9](;B[aa])(;B[bb])(;B[cc])(;B[dd])(;B[ee]))");
  g_autoptr(GString) order = g_string_new (NULL);
  const char *extra[] = { "ff", "gg", "hh", "ii" };

  tg_node_free (tg_node_get_child (root, 1));
  tg_node_free (tg_node_get_child (root, 2));
  for (guint i = 0; i < G_N_ELEMENTS (extra); i++)
    {
      TgNode *child = tg_node_new ();

      tg_node_set_value (child, "B", extra[i]);
      tg_node_append_child (root, child);
    }

  for (guint i = 0; i < tg_node_get_n_children (root); i++)
    {
      TgNode *child = tg_node_get_child (root, i);

      g_assert_true (child->parent == root);
      g_assert_cmpint (tg_node_child_index (child), ==, i);
      g_string_append_printf (order, "%s ", tg_node_get_value (child, "B"));
    }
  /* bb went first, then dd (third once bb was gone). */
  g_assert_cmpstr (order->str, ==, "aa cc ee ff gg hh ii ");
}

static void
test_copy (void)
{
  TgNode *original = parse_one ("(;SZ[9]AB[aa][bb];B[ee]C[a\\]b](;W[cc])(;W[gg]))");
  g_autoptr(TgNode) copy = tg_node_copy_tree (original);
  g_autofree char *root_props = NULL;

  g_assert_true (tg_node_tree_equal (original, copy));
  tg_node_set_value (tg_node_get_child (original, 0), "C", "changed");
  g_assert_false (tg_node_tree_equal (original, copy));
  tg_node_free (original);

  root_props = describe_props (copy);
  g_assert_cmpstr (root_props, ==, "SZ:9 AB:aa,bb");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (copy, 0), "C"), ==, "a]b");
  g_assert_cmpuint (tg_node_count_tree (copy), ==, 4);
}

/* A node is its own ancestor; a sibling's line and a child are not. */
static void
test_ancestor (void)
{
  g_autoptr(TgNode) root = parse_one ("(;SZ[9];B[ee](;W[cc];B[dd])(;W[gg]))");
  TgNode *move = tg_node_get_child (root, 0);
  TgNode *first = tg_node_get_child (move, 0), *second = tg_node_get_child (move, 1);
  TgNode *leaf = tg_node_get_child (first, 0);

  g_assert_true (tg_node_is_ancestor (root, leaf));
  g_assert_true (tg_node_is_ancestor (move, leaf));
  g_assert_true (tg_node_is_ancestor (leaf, leaf));
  g_assert_false (tg_node_is_ancestor (second, leaf));
  g_assert_false (tg_node_is_ancestor (leaf, first));
  g_assert_false (tg_node_is_ancestor (root, NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/node/edit-parsed", test_edit_parsed);
  g_test_add_func ("/node/variation-outlives-record", test_variation_outlives_record);
  g_test_add_func ("/node/mixed-arenas", test_mixed_arenas);
  g_test_add_func ("/node/children-after-removal", test_children_after_removal);
  g_test_add_func ("/node/copy", test_copy);
  g_test_add_func ("/node/ancestor", test_ancestor);
  return g_test_run ();
}
