/* test-tree-layout.c: where the tree panel puts each node — small trees
 * drawn by hand, the edges between them, collapsing, records too deep
 * for recursion, and the layout kept up by the game's signals through
 * thousands of random edits, undone and redone, against one laid out
 * afresh.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-tree-layout-private.h"

#include <string.h>

#include "tg-game.h"
#include "tg-test-util.h"

/* Finds the node named @name (N) under @root. */
static TgNode *
named (TgNode     *root,
       const char *name)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      if (g_strcmp0 (tg_node_get_value (node, "N"), name) == 0)
        return node;
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
  g_error ("no node named %s", name);
}

static guint
count_shown (TgTreeLayout *layout,
             TgNode       *root)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint shown = 0;

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      shown += tg_tree_layout_locate (layout, node, NULL, NULL);
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
  return shown;
}

/* @diagram: one row per lane, one column per depth, each node by its
 * name, '.' for an empty cell.  Every node shown is in it, where the
 * diagram says, and the cells say which node they show. */
static void
assert_layout (TgTreeLayout *layout,
               const char   *diagram)
{
  TgNode *root = tg_tree_layout_get_root (layout);
  g_auto(GStrv) rows = g_strsplit (diagram, "\n", -1);
  guint n_named = 0, width = 0, height = 0;

  for (guint lane = 0; rows[lane] != NULL; lane++)
    {
      g_auto(GStrv) cells = g_strsplit (rows[lane], " ", -1);

      if (rows[lane][0] == '\0')
        continue;
      height = lane + 1;
      for (guint depth = 0; cells[depth] != NULL; depth++)
        {
          guint at_depth, at_lane;

          width = MAX (width, depth + 1);
          if (g_str_equal (cells[depth], "."))
            {
              g_assert_null (tg_tree_layout_node_at (layout, depth, lane));
              continue;
            }
          n_named++;
          g_assert_true (tg_tree_layout_locate (layout, named (root, cells[depth]),
                                                &at_depth, &at_lane));
          if (at_depth != depth || at_lane != lane)
            g_error ("%s is at depth %u, lane %u; the diagram puts it at depth %u, lane %u",
                     cells[depth], at_depth, at_lane, depth, lane);
          g_assert_true (tg_tree_layout_node_at (layout, depth, lane) == named (root, cells[depth]));
        }
    }
  g_assert_cmpuint (count_shown (layout, root), ==, n_named);
  g_assert_cmpuint (tg_tree_layout_get_n_depths (layout), ==, width);
  g_assert_cmpuint (tg_tree_layout_get_n_lanes (layout), ==, height);
}

static TgTreeLayout *
layout_sgf (const char *sgf,
            TgNode    **root)
{
  *root = tg_test_parse_record (sgf);
  return tg_tree_layout_new (*root);
}

static void
test_line (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout = layout_sgf ("(;N[R];N[a];N[b];N[c])", &root);

  assert_layout (layout, "R a b c");
  g_assert_null (tg_tree_layout_node_at (layout, 4, 0));
  g_assert_null (tg_tree_layout_node_at (layout, 0, 1));
}

/* A variation goes under the line it leaves, one depth on. */
static void
test_variation (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R];N[a];N[b](;N[c];N[d])(;N[e]))", &root);

  assert_layout (layout,
                 "R a b c d\n"
                 ". . . e .");
}

/* Variations that do not meet share a lane: the deeper one is placed
 * first, the earlier one fits in before it. */
static void
test_variations_share_a_lane (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R];N[a](;N[b];N[c];N[d];N[e];N[f](;N[g];N[h])(;N[x]))(;N[y];N[z]))",
                &root);

  assert_layout (layout,
                 "R a b c d e f g h\n"
                 ". . y z . . . x .");
}

/* The deeper variation keeps the nearer lane; the one hanging higher
 * goes below it wherever they overlap. */
static void
test_deeper_first (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R];N[a](;N[b];N[c](;N[d];N[e])(;N[z];N[w]))(;N[x];N[y];N[v]))", &root);

  assert_layout (layout,
                 "R a b c d e\n"
                 ". . . . z w\n"
                 ". . x y v .");
}

/* Siblings in their order, each below the whole of the one before: f,
 * a variation of d, keeps g (a sibling of d) from lane 1 — the line
 * down to g passes d. */
static void
test_siblings (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R](;N[a];N[b];N[c])(;N[d](;N[e])(;N[f]))(;N[g]))", &root);

  assert_layout (layout,
                 "R a b c\n"
                 ". d e .\n"
                 ". g f .");
}

/* A variation with a variation of its own moves as a whole: i, placed
 * after it, goes below all of it. */
static void
test_subtree_moves_whole (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R];N[a](;N[b];N[c];N[d])(;N[e];N[f](;N[g])(;N[h]))(;N[i];N[j];N[k]))",
                &root);

  assert_layout (layout,
                 "R a b c d\n"
                 ". . e f g\n"
                 ". . . . h\n"
                 ". . i j k");
}

typedef struct
{
  guint depth_a, lane_a, depth_b, lane_b;
} Edge;

static void
collect_edge (guint    depth_a,
              guint    lane_a,
              guint    depth_b,
              guint    lane_b,
              gpointer user_data)
{
  Edge edge = { depth_a, lane_a, depth_b, lane_b };

  g_array_append_val (user_data, edge);
}

static void
ignore_edge (guint    depth_a,
             guint    lane_a,
             guint    depth_b,
             guint    lane_b,
             gpointer user_data)
{
}

static void
ignore_node (TgNode  *node,
             guint    depth,
             guint    lane,
             gpointer user_data)
{
}

static void
collect_node (TgNode  *node,
              guint    depth,
              guint    lane,
              gpointer user_data)
{
  g_ptr_array_add (user_data, node);
}

static gboolean
has_edge (GArray *edges,
          guint   depth_a,
          guint   lane_a,
          guint   depth_b,
          guint   lane_b)
{
  for (guint i = 0; i < edges->len; i++)
    {
      Edge *e = &g_array_index (edges, Edge, i);

      if (e->depth_a == depth_a && e->lane_a == lane_a && e->depth_b == depth_b
          && e->lane_b == lane_b)
        return TRUE;
    }
  return FALSE;
}

/* Lines along the lanes, and down the depth a variation hangs from to
 * the lane above it, then across into it. */
static void
test_edges (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R](;N[a];N[b];N[c])(;N[d](;N[e])(;N[f]))(;N[g]))", &root);
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (Edge));

  tg_tree_layout_visit (layout, 0, 10, 0, 10, collect_edge, ignore_node, edges);
  g_assert_cmpuint (edges->len, ==, 6);
  g_assert_true (has_edge (edges, 0, 0, 3, 0));   /* R to c */
  g_assert_true (has_edge (edges, 1, 1, 2, 1));   /* d to e */
  g_assert_true (has_edge (edges, 0, 0, 1, 1));   /* R to d */
  g_assert_true (has_edge (edges, 1, 1, 2, 2));   /* d to f */
  g_assert_true (has_edge (edges, 0, 0, 0, 1));   /* R down to g's line */
  g_assert_true (has_edge (edges, 0, 1, 1, 2));   /* and into g */

  /* The path to f alone. */
  g_array_set_size (edges, 0);
  tg_tree_layout_visit_path (layout, named (root, "f"), collect_edge, edges);
  g_assert_cmpuint (edges->len, ==, 2);
  g_assert_true (has_edge (edges, 1, 1, 2, 2));
  g_assert_true (has_edge (edges, 0, 0, 1, 1));

  /* ...and to c. */
  g_array_set_size (edges, 0);
  tg_tree_layout_visit_path (layout, named (root, "c"), collect_edge, edges);
  g_assert_cmpuint (edges->len, ==, 1);
  g_assert_true (has_edge (edges, 0, 0, 3, 0));
}

/* A visit sees what shows in its cells and no more. */
static void
test_visit_part (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R];N[a](;N[b];N[c];N[d];N[e];N[f](;N[g];N[h])(;N[x]))(;N[y];N[z]))",
                &root);
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GArray) edges = g_array_new (FALSE, FALSE, sizeof (Edge));

  tg_tree_layout_visit (layout, 3, 6, 1, 1, ignore_edge, collect_node, nodes);
  g_assert_cmpuint (nodes->len, ==, 1);
  g_assert_true (g_ptr_array_index (nodes, 0) == named (root, "z"));

  /* Lane 0 at depths 5 and 6: the line from the cells either side. */
  tg_tree_layout_visit (layout, 5, 6, 0, 0, collect_edge, ignore_node, edges);
  g_assert_true (has_edge (edges, 4, 0, 7, 0));
  g_assert_true (has_edge (edges, 6, 0, 7, 1));   /* the edge into x, half in view */
  g_assert_false (has_edge (edges, 1, 0, 2, 1));  /* into y, out of view */
}

static void
test_collapse (void)
{
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout =
    layout_sgf ("(;N[R];N[a](;N[b];N[c](;N[d];N[e])(;N[z];N[w]))(;N[x];N[y];N[v]))", &root);
  TgNode *c = named (root, "c");

  tg_tree_layout_set_collapsed (layout, c, TRUE);
  g_assert_true (tg_tree_layout_get_collapsed (layout, c));
  assert_layout (layout,
                 "R a b c\n"
                 ". . x y v");
  g_assert_false (tg_tree_layout_locate (layout, named (root, "w"), NULL, NULL));

  tg_tree_layout_set_collapsed (layout, named (root, "a"), TRUE);
  assert_layout (layout, "R a");
  /* Expanding a shows c as it was left, collapsed. */
  tg_tree_layout_set_collapsed (layout, named (root, "a"), FALSE);
  assert_layout (layout,
                 "R a b c\n"
                 ". . x y v");
  tg_tree_layout_set_collapsed (layout, c, FALSE);
  assert_layout (layout,
                 "R a b c d e\n"
                 ". . . . z w\n"
                 ". . x y v .");
}

/* Too deep for any recursion: a line of 100,000 nodes with a one-node
 * variation at each, which all fit in lane 1. */
static void
test_deep (void)
{
  const guint length = 100000;
  g_autoptr(GString) sgf = g_string_new ("(;N[R]");
  g_autoptr(TgNode) root = NULL;
  g_autoptr(TgTreeLayout) layout = NULL;
  TgNode *node, *end;
  guint depth, lane;

  /* Nested variations: "(;N[m1](;N[m2]...)(;N[v2]))(;N[v1])". */
  for (guint i = 1; i <= length; i++)
    g_string_append_printf (sgf, "(;N[m%u]", i);
  for (guint i = length; i >= 1; i--)
    g_string_append_printf (sgf, ")(;N[v%u])", i);
  g_string_append_c (sgf, ')');
  layout = layout_sgf (sgf->str, &root);

  end = tg_test_nth_node (root, length);
  g_assert_true (tg_tree_layout_locate (layout, end, &depth, &lane));
  g_assert_cmpuint (depth, ==, length);
  g_assert_cmpuint (lane, ==, 0);
  g_assert_cmpuint (tg_tree_layout_get_n_lanes (layout), ==, 2);
  g_assert_cmpuint (tg_tree_layout_get_n_depths (layout), ==, length + 1);
  node = tg_node_get_child (tg_test_nth_node (root, length / 2 - 1), 1);
  g_assert_true (tg_tree_layout_locate (layout, node, &depth, &lane));
  g_assert_cmpuint (depth, ==, length / 2);
  g_assert_cmpuint (lane, ==, 1);
  g_assert_true (tg_tree_layout_node_at (layout, length / 2, 1) == node);

  /* Collapsing near the root hides all of it. */
  tg_tree_layout_set_collapsed (layout, tg_test_nth_node (root, 2), TRUE);
  g_assert_cmpuint (tg_tree_layout_get_n_depths (layout), ==, 3);
  g_assert_false (tg_tree_layout_locate (layout, end, NULL, NULL));
}

/* Random edits -------------------------------------------------------------
 *
 * A layout that follows the game's signals, checked after every edit
 * against a layout made afresh from the record as it stands, with the
 * same nodes collapsed. */

typedef struct
{
  TgGame       *game;
  GRand        *rand;
  TgTreeLayout *layout;
  GPtrArray    *collapsed;     /* TgNode *, in the record or out of it */
  GPtrArray    *nodes;         /* scratch */
} Session;

static void
node_inserted_cb (TgGame  *game,
                  TgNode  *parent,
                  guint    position,
                  Session *session)
{
  tg_tree_layout_children_changed (session->layout, parent);
}

static gboolean
is_under (TgNode *node,
          TgNode *ancestor)
{
  for (; node != NULL; node = node->parent)
    if (node == ancestor)
      return TRUE;
  return FALSE;
}

static void
node_removed_cb (TgGame  *game,
                 TgNode  *parent,
                 guint    position,
                 TgNode  *node,
                 Session *session)
{
  tg_tree_layout_node_removed (session->layout, parent, node);
  /* A removed node's mark goes with it. */
  for (guint i = session->collapsed->len; i-- > 0;)
    if (is_under (g_ptr_array_index (session->collapsed, i), node))
      g_ptr_array_remove_index_fast (session->collapsed, i);
}

static void
children_reordered_cb (TgGame  *game,
                       TgNode  *parent,
                       Session *session)
{
  tg_tree_layout_children_changed (session->layout, parent);
}

/* Every node of the record, in no particular order. */
static GPtrArray *
all_nodes (Session *session)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_set_size (session->nodes, 0);
  g_ptr_array_add (stack, tg_game_get_root (session->game));
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      g_ptr_array_add (session->nodes, node);
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
  return session->nodes;
}

static TgNode *
random_node (Session *session,
             gboolean not_root)
{
  GPtrArray *nodes = all_nodes (session);
  guint first = not_root ? 1 : 0;

  if (nodes->len <= first)
    return NULL;
  /* all_nodes () lists the root first. */
  return g_ptr_array_index (nodes, g_rand_int_range (session->rand, first, nodes->len));
}

static void
random_play (Session *session)
{
  TgGame *game = session->game;
  guint size = tg_game_get_size (game);

  tg_game_set_current (game, random_node (session, FALSE));
  for (guint tries = 0; tries < 10; tries++)
    {
      TgPoint point = tg_board_point (tg_game_get_board (game),
                                      g_rand_int_range (session->rand, 0, size),
                                      g_rand_int_range (session->rand, 0, size));

      if (tg_game_play (game, point, NULL) == TG_MOVE_OK)
        return;
    }
}

static void
random_edit (Session *session)
{
  TgGame *game = session->game;
  TgNode *node;

  switch (g_rand_int_range (session->rand, 0, 9))
    {
    case 0:
    case 1:
      random_play (session);
      break;
    case 2:
      node = random_node (session, TRUE);
      /* Small trees, so that the check after each edit stays quick. */
      if (node != NULL && (all_nodes (session)->len > 60 || g_rand_boolean (session->rand)))
        tg_game_remove_subtree (game, node);
      break;
    case 3:
      {
        /* Paste: a copy of a variation somewhere else. */
        TgNode *source = random_node (session, TRUE);
        TgNode *parent = random_node (session, FALSE);

        if (source != NULL && tg_node_count_tree (source) < 20)
          tg_game_insert_subtree (game, parent,
                                  g_rand_int_range (session->rand, -1,
                                                    tg_node_get_n_children (parent) + 1),
                                  tg_node_copy_tree (source));
      }
      break;
    case 4:
      node = random_node (session, FALSE);
      if (tg_node_get_n_children (node) >= 2)
        {
          guint n = tg_node_get_n_children (node);
          guint from = g_rand_int_range (session->rand, 0, n);

          tg_game_move_child (game, node, from, (from + g_rand_int_range (session->rand, 1, n)) % n);
        }
      break;
    case 5:
      node = random_node (session, FALSE);
      tg_game_add_node (game, node, g_rand_int_range (session->rand, -1,
                                                      tg_node_get_n_children (node) + 1));
      break;
    case 6:
      tg_game_undo (game);
      break;
    case 7:
      tg_game_redo (game);
      break;
    case 8:
      node = random_node (session, TRUE);
      if (node == NULL)
        break;
      if (tg_tree_layout_get_collapsed (session->layout, node))
        {
          tg_tree_layout_set_collapsed (session->layout, node, FALSE);
          g_ptr_array_remove (session->collapsed, node);
        }
      else if (session->collapsed->len < 4)
        {
          tg_tree_layout_set_collapsed (session->layout, node, TRUE);
          g_ptr_array_add (session->collapsed, node);
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The two layouts agree on every node; and the layout is a drawing: no
 * two nodes on one cell, a first child beside its parent, another child
 * below, with nothing on the cells its line down passes. */
static void
assert_same_as_fresh (Session *session,
                      guint    edit)
{
  TgNode *root = tg_game_get_root (session->game);
  g_autoptr(TgTreeLayout) fresh = tg_tree_layout_new (root);
  GPtrArray *nodes;

  for (guint i = 0; i < session->collapsed->len; i++)
    tg_tree_layout_set_collapsed (fresh, g_ptr_array_index (session->collapsed, i), TRUE);
  nodes = all_nodes (session);
  for (guint i = 0; i < nodes->len; i++)
    {
      TgNode *node = g_ptr_array_index (nodes, i);
      guint depth, lane, fresh_depth = 0, fresh_lane = 0, parent_depth, parent_lane;
      gboolean shown = tg_tree_layout_locate (session->layout, node, &depth, &lane);

      if (shown != tg_tree_layout_locate (fresh, node, &fresh_depth, &fresh_lane)
          || (shown && (depth != fresh_depth || lane != fresh_lane)))
        g_error ("after edit %u, a node at depth %u lane %u (shown: %d) is at depth %u lane %u "
                 "in a fresh layout", edit, depth, lane, shown, fresh_depth, fresh_lane);
      if (!shown)
        continue;
      g_assert_true (tg_tree_layout_node_at (session->layout, depth, lane) == node);
      if (node->parent == NULL)
        continue;
      g_assert_true (tg_tree_layout_locate (session->layout, node->parent, &parent_depth,
                                            &parent_lane));
      g_assert_cmpuint (depth, ==, parent_depth + 1);
      if (node->parent->children[0] == node)
        g_assert_cmpuint (lane, ==, parent_lane);
      else
        {
          g_assert_cmpuint (lane, >, parent_lane);
          for (guint l = parent_lane + 1; l < lane; l++)
            g_assert_null (tg_tree_layout_node_at (session->layout, parent_depth, l));
        }
    }
  g_assert_cmpuint (tg_tree_layout_get_n_depths (session->layout), ==,
                    tg_tree_layout_get_n_depths (fresh));
  g_assert_cmpuint (tg_tree_layout_get_n_lanes (session->layout), ==,
                    tg_tree_layout_get_n_lanes (fresh));
}

static void
test_random_edits (void)
{
  const guint seeds = 20, edits = 250;

  for (guint seed = 1; seed <= seeds; seed++)
    {
      Session session = { 0 };

      session.game = tg_game_new (7, TG_RULES_WMSG, 7.5, 0);
      tg_game_set_takebacks (session.game, TRUE);
      session.rand = g_rand_new_with_seed (seed);
      session.layout = tg_tree_layout_new (tg_game_get_root (session.game));
      session.collapsed = g_ptr_array_new ();
      session.nodes = g_ptr_array_new ();
      g_signal_connect (session.game, "node-inserted", G_CALLBACK (node_inserted_cb), &session);
      g_signal_connect (session.game, "node-removed", G_CALLBACK (node_removed_cb), &session);
      g_signal_connect (session.game, "children-reordered",
                        G_CALLBACK (children_reordered_cb), &session);

      for (guint edit = 0; edit < edits; edit++)
        {
          random_edit (&session);
          /* Checked now and then, so that the layout also lags behind
           * several changes at once. */
          if (g_rand_int_range (session.rand, 0, 3) == 0)
            assert_same_as_fresh (&session, edit);
        }
      assert_same_as_fresh (&session, edits);

      g_signal_handlers_disconnect_by_data (session.game, &session);
      g_ptr_array_unref (session.nodes);
      g_ptr_array_unref (session.collapsed);
      tg_tree_layout_free (session.layout);
      g_rand_free (session.rand);
      g_object_unref (session.game);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/tree-layout/line", test_line);
  g_test_add_func ("/tree-layout/variation", test_variation);
  g_test_add_func ("/tree-layout/variations-share-a-lane", test_variations_share_a_lane);
  g_test_add_func ("/tree-layout/deeper-first", test_deeper_first);
  g_test_add_func ("/tree-layout/siblings", test_siblings);
  g_test_add_func ("/tree-layout/subtree-moves-whole", test_subtree_moves_whole);
  g_test_add_func ("/tree-layout/edges", test_edges);
  g_test_add_func ("/tree-layout/visit-part", test_visit_part);
  g_test_add_func ("/tree-layout/collapse", test_collapse);
  g_test_add_func ("/tree-layout/deep", test_deep);
  g_test_add_func ("/tree-layout/random-edits", test_random_edits);

  return g_test_run ();
}
