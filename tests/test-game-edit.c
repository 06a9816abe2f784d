/* test-game-edit.c: TgGame's edit layer — each operation and its
 * inverse, steps, undo and redo over random seeded sessions, the signals
 * a view needs to follow every change, and the replay cache after edits.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game.h"

#include <string.h>

#include "tg-node-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

/* A view of the game built only from its signals --------------------------
 *
 * Each node's children and property values as the signals told them.
 * After every step the mirror must equal the record: a signal missing,
 * misplaced or carrying the wrong arguments shows as a difference. */

typedef struct
{
  GPtrArray  *children;     /* TgNode *, not owned */
  GHashTable *values;       /* id → values joined with '\n' */
} MirrorNode;

typedef struct
{
  TgGame     *game;
  GHashTable *nodes;        /* TgNode * → MirrorNode * */
  guint       inserted;
  guint       removed;
  guint       changed_props;
  guint       reordered;
  guint       changed;
} Mirror;

static void
mirror_node_free (MirrorNode *mirror)
{
  g_ptr_array_unref (mirror->children);
  g_hash_table_unref (mirror->values);
  g_free (mirror);
}

static char *
joined_values (TgNode     *node,
               const char *id)
{
  const TgProp *prop = tg_node_get_prop (node, id);
  GString *text;

  if (prop == NULL)
    return NULL;
  text = g_string_new (NULL);
  for (guint i = 0; i < prop->n_values; i++)
    {
      if (i > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, prop->values[i]);
    }
  return g_string_free (text, FALSE);
}

/* Reads @top's subtree from the record, as a view does for a node it is
 * told was inserted. */
static void
mirror_add_subtree (Mirror *mirror,
                    TgNode *top)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, top);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);
      MirrorNode *copy = g_new0 (MirrorNode, 1);

      g_assert_false (g_hash_table_contains (mirror->nodes, node));
      copy->children = g_ptr_array_new ();
      copy->values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        {
          g_ptr_array_add (copy->children, tg_node_get_child (node, i));
          g_ptr_array_add (stack, tg_node_get_child (node, i));
        }
      for (guint i = 0; i < tg_node_get_n_props (node); i++)
        {
          const char *id = tg_node_get_prop_at (node, i)->id;

          g_hash_table_insert (copy->values, g_strdup (id), joined_values (node, id));
        }
      g_hash_table_insert (mirror->nodes, node, copy);
    }
}

/* Forgets @top's subtree as the mirror knew it: the record's nodes may
 * already be elsewhere, or only kept by the undo history. */
static void
mirror_drop_subtree (Mirror *mirror,
                     TgNode *top)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, top);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);
      MirrorNode *copy = g_hash_table_lookup (mirror->nodes, node);

      g_assert_nonnull (copy);
      for (guint i = 0; i < copy->children->len; i++)
        g_ptr_array_add (stack, copy->children->pdata[i]);
      g_hash_table_remove (mirror->nodes, node);
    }
}

static void
on_node_inserted (TgGame *game,
                  TgNode *parent,
                  guint   position,
                  Mirror *mirror)
{
  MirrorNode *copy = g_hash_table_lookup (mirror->nodes, parent);
  TgNode *node;

  g_assert_nonnull (copy);
  g_assert_cmpuint (position, <=, copy->children->len);
  node = tg_node_get_child (parent, position);
  g_assert_true (node->parent == parent);
  g_ptr_array_insert (copy->children, (int) position, node);
  mirror_add_subtree (mirror, node);
  mirror->inserted++;
}

static void
on_node_removed (TgGame *game,
                 TgNode *parent,
                 guint   position,
                 TgNode *node,
                 Mirror *mirror)
{
  MirrorNode *copy = g_hash_table_lookup (mirror->nodes, parent);

  g_assert_nonnull (copy);
  g_assert_cmpuint (position, <, copy->children->len);
  g_assert_true (copy->children->pdata[position] == node);
  g_assert_null (node->parent);
  g_ptr_array_remove_index (copy->children, position);
  mirror_drop_subtree (mirror, node);
  mirror->removed++;
}

static void
on_node_changed (TgGame     *game,
                 TgNode     *node,
                 const char *id,
                 Mirror     *mirror)
{
  MirrorNode *copy = g_hash_table_lookup (mirror->nodes, node);
  char *values = joined_values (node, id);

  g_assert_nonnull (copy);
  if (values != NULL)
    g_hash_table_insert (copy->values, g_strdup (id), values);
  else
    g_hash_table_remove (copy->values, id);
  mirror->changed_props++;
}

static void
on_children_reordered (TgGame *game,
                       TgNode *parent,
                       Mirror *mirror)
{
  MirrorNode *copy = g_hash_table_lookup (mirror->nodes, parent);

  g_assert_nonnull (copy);
  g_assert_cmpuint (copy->children->len, ==, tg_node_get_n_children (parent));
  /* The same children, in another order. */
  for (guint i = 0; i < copy->children->len; i++)
    g_assert_true (g_ptr_array_find (copy->children, tg_node_get_child (parent, i), NULL));
  for (guint i = 0; i < copy->children->len; i++)
    copy->children->pdata[i] = tg_node_get_child (parent, i);
  mirror->reordered++;
}

static void
on_changed (TgGame *game,
            Mirror *mirror)
{
  mirror->changed++;
}

static void
mirror_init (Mirror *mirror,
             TgGame *game)
{
  memset (mirror, 0, sizeof *mirror);
  mirror->game = game;
  mirror->nodes = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) mirror_node_free);
  mirror_add_subtree (mirror, tg_game_get_root (game));
  g_signal_connect (game, "node-inserted", G_CALLBACK (on_node_inserted), mirror);
  g_signal_connect (game, "node-removed", G_CALLBACK (on_node_removed), mirror);
  g_signal_connect (game, "node-changed", G_CALLBACK (on_node_changed), mirror);
  g_signal_connect (game, "children-reordered", G_CALLBACK (on_children_reordered), mirror);
  g_signal_connect (game, "changed", G_CALLBACK (on_changed), mirror);
}

static void
mirror_clear (Mirror *mirror)
{
  g_signal_handlers_disconnect_by_data (mirror->game, mirror);
  g_hash_table_unref (mirror->nodes);
}

static void
mirror_reset_counts (Mirror *mirror)
{
  mirror->inserted = mirror->removed = mirror->changed_props = 0;
  mirror->reordered = mirror->changed = 0;
}

static void
assert_mirror (Mirror *mirror)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint n_nodes = 0;

  g_ptr_array_add (stack, tg_game_get_root (mirror->game));
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);
      MirrorNode *copy = g_hash_table_lookup (mirror->nodes, node);

      g_assert_nonnull (copy);
      n_nodes++;
      g_assert_cmpuint (copy->children->len, ==, tg_node_get_n_children (node));
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        {
          g_assert_true (copy->children->pdata[i] == tg_node_get_child (node, i));
          g_ptr_array_add (stack, tg_node_get_child (node, i));
        }
      g_assert_cmpuint (g_hash_table_size (copy->values), ==, tg_node_get_n_props (node));
      for (guint i = 0; i < tg_node_get_n_props (node); i++)
        {
          const char *id = tg_node_get_prop_at (node, i)->id;
          g_autofree char *values = joined_values (node, id);

          g_assert_cmpstr (g_hash_table_lookup (copy->values, id), ==, values);
        }
    }
  g_assert_cmpuint (g_hash_table_size (mirror->nodes), ==, n_nodes);
}

/* The replay cache against a fresh replay ------------------------------ */

/* The node of @other's record that stands where @node stands in @game's. */
static TgNode *
same_node (TgGame *other,
           TgGame *game,
           TgNode *node)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (int));
  TgNode *found = tg_game_get_root (other);

  for (; node->parent != NULL; node = node->parent)
    {
      int index = tg_node_child_index (node);

      g_array_append_val (path, index);
    }
  g_assert_true (node == tg_game_get_root (game));
  for (guint i = path->len; i-- > 0;)
    found = tg_node_get_child (found, g_array_index (path, int, i));
  return found;
}

/* Every node's annotation and position in @game equal those of a game
 * read afresh from a copy of its record. */
static void
assert_fresh_replay (TgGame *game)
{
  g_autoptr(TgGame) fresh = tg_test_game_from_root (tg_node_copy_tree (tg_game_get_root (game)));
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  g_autoptr(TgBoard) board = NULL;

  g_ptr_array_add (stack, tg_game_get_root (game));
  g_ptr_array_add (stack, tg_game_get_root (fresh));
  while (stack->len > 0)
    {
      TgNode *copy = g_ptr_array_steal_index (stack, stack->len - 1);
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      g_assert_cmpint (node->move_color, ==, copy->move_color);
      g_assert_cmpint (node->move_point, ==, copy->move_point);
      g_assert_cmpint (node->move_status, ==, copy->move_status);
      g_assert_cmpint (node->repeats_move, ==, copy->repeats_move);
      g_assert_cmpuint (node->move_number, ==, copy->move_number);
      g_assert_cmpuint (node->captured, ==, copy->captured);
      g_assert_cmphex (node->hash, ==, copy->hash);
      g_clear_pointer (&board, tg_board_free);
      board = tg_board_copy (tg_game_get_board_at (game, node));
      g_assert_true (tg_board_equal (board, tg_game_get_board_at (fresh, copy)));
      g_assert_cmpuint (tg_node_get_n_children (node), ==, tg_node_get_n_children (copy));
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        {
          g_ptr_array_add (stack, tg_node_get_child (node, i));
          g_ptr_array_add (stack, tg_node_get_child (copy, i));
        }
    }
  /* The position held at the current node too. */
  g_assert_true (tg_board_equal (tg_game_get_board (game),
                                 tg_game_get_board_at (fresh, same_node (fresh, game,
                                                                         tg_game_get_current (game)))));
}

/* Random sessions ------------------------------------------------------- */

typedef struct
{
  guint inserted;
  guint removed;
  guint changed_props;
  guint reordered;
} Expected;

typedef struct
{
  GRand  *rand;
  TgGame *game;
  Mirror  mirror;
} Session;

static GPtrArray *
all_nodes (TgGame *game)
{
  GPtrArray *nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, tg_game_get_root (game));
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      g_ptr_array_add (nodes, node);
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return nodes;
}

/* A random node of the record; not the root when @not_root (NULL when
 * the record is only its root). */
static TgNode *
random_node (Session  *session,
             gboolean  not_root)
{
  g_autoptr(GPtrArray) nodes = all_nodes (session->game);
  guint first = not_root ? 1 : 0;

  if (nodes->len <= first)
    return NULL;
  /* all_nodes lists the root first. */
  return nodes->pdata[g_rand_int_range (session->rand, first, nodes->len)];
}

static char *
random_point (Session *session)
{
  guint size = tg_game_get_size (session->game);

  return tg_sgf_format_point (g_rand_int_range (session->rand, 0, size),
                              g_rand_int_range (session->rand, 0, size));
}

static GStrv
random_points (Session *session,
               guint    max)
{
  guint n = g_rand_int_range (session->rand, 1, max + 1);
  GStrv values = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    values[i] = random_point (session);
  return values;
}

/* Sets @values (NULL: removes) and counts the signal it must give. */
static void
set_values (Session            *session,
            Expected           *expected,
            TgNode             *node,
            const char         *id,
            const char * const *values)
{
  g_autofree char *before = joined_values (node, id);
  g_autofree char *after = NULL;

  tg_game_set_values (session->game, node, id, values);
  after = joined_values (node, id);
  if (g_strcmp0 (before, after) != 0)
    expected->changed_props++;
}

static void
random_play (Session  *session,
             Expected *expected)
{
  TgNode *node = random_node (session, FALSE);
  guint n_children = tg_node_get_n_children (node);
  guint size = tg_game_get_size (session->game);

  tg_game_set_current (session->game, node);
  for (guint tries = 0; tries < 20; tries++)
    {
      TgPoint point = TG_PASS;

      if (g_rand_int_range (session->rand, 0, 8) > 0)
        point = tg_board_point (tg_game_get_board (session->game),
                                g_rand_int_range (session->rand, 0, size),
                                g_rand_int_range (session->rand, 0, size));
      if (tg_game_play (session->game, point, NULL) == TG_MOVE_OK)
        break;
    }
  if (tg_node_get_n_children (node) > n_children)
    expected->inserted++;
}

static void
random_edit (Session  *session,
             Expected *expected)
{
  TgGame *game = session->game;
  TgNode *node;

  switch (g_rand_int_range (session->rand, 0, 11))
    {
    case 0:
    case 1:
      random_play (session, expected);
      break;
    case 2:
      {
        g_autofree char *text = g_strdup_printf ("comment %u", g_rand_int (session->rand) % 5);
        const char *values[] = { text, NULL };

        set_values (session, expected, random_node (session, FALSE), "C",
                    g_rand_boolean (session->rand) ? values : NULL);
      }
      break;
    case 3:
      {
        g_auto(GStrv) marks = random_points (session, 3);

        set_values (session, expected, random_node (session, FALSE),
                    g_rand_boolean (session->rand) ? "TR" : "SQ",
                    g_rand_int_range (session->rand, 0, 3) > 0 ? (const char * const *) marks : NULL);
      }
      break;
    case 4:
      {
        /* Setup changes the positions of the whole subtree below. */
        g_auto(GStrv) stones = random_points (session, 4);
        const char *ids[] = { "AB", "AW", "AE" };

        set_values (session, expected, random_node (session, FALSE),
                    ids[g_rand_int_range (session->rand, 0, 3)],
                    g_rand_int_range (session->rand, 0, 3) > 0 ? (const char * const *) stones : NULL);
      }
      break;
    case 5:
      {
        /* Another point for a recorded move: what follows may break the rules. */
        g_autofree char *point = random_point (session);
        const char *values[] = { point, NULL };

        node = random_node (session, TRUE);
        if (node != NULL && node->move_color != TG_EMPTY)
          set_values (session, expected, node, node->move_color == TG_BLACK ? "B" : "W", values);
      }
      break;
    case 6:
      node = random_node (session, TRUE);
      if (node != NULL)
        {
          tg_game_remove_subtree (game, node);
          expected->removed++;
        }
      break;
    case 7:
      {
        /* Paste: a copy of a variation somewhere else. */
        TgNode *source = random_node (session, TRUE);
        TgNode *parent = random_node (session, FALSE);

        if (source != NULL)
          {
            tg_game_insert_subtree (game, parent,
                                    g_rand_int_range (session->rand, -1,
                                                      tg_node_get_n_children (parent) + 1),
                                    tg_node_copy_tree (source));
            expected->inserted++;
          }
      }
      break;
    case 8:
      node = random_node (session, FALSE);
      if (tg_node_get_n_children (node) >= 2)
        {
          guint n = tg_node_get_n_children (node);
          guint from = g_rand_int_range (session->rand, 0, n);
          guint to = (from + g_rand_int_range (session->rand, 1, n)) % n;

          tg_game_move_child (game, node, from, to);
          expected->reordered++;
        }
      break;
    case 9:
      {
        TgNode *parent = random_node (session, FALSE);
        g_auto(GStrv) stones = random_points (session, 2);

        node = tg_game_add_node (game, parent,
                                 g_rand_int_range (session->rand, -1,
                                                   tg_node_get_n_children (parent) + 1));
        expected->inserted++;
        set_values (session, expected, node, "AB", (const char * const *) stones);
      }
      break;
    case 10:
      /* A property out of the middle: undo must put it back in its place. */
      node = random_node (session, FALSE);
      if (tg_node_get_n_props (node) >= 2)
        {
          guint index = g_rand_int_range (session->rand, 0, tg_node_get_n_props (node));
          g_autofree char *id = g_strdup (tg_node_get_prop_at (node, index)->id);

          /* The board size is the record's frame, never edited. */
          if (!g_str_equal (id, "SZ"))
            set_values (session, expected, node, id, NULL);
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
random_marking (Session *session)
{
  TgGame *game = session->game;
  guint size = tg_game_get_size (game);

  tg_game_set_current (game, tg_game_get_end_node (game));
  for (guint i = 0; i < 3; i++)
    tg_game_toggle_dead (game, tg_board_point (tg_game_get_board (game),
                                               g_rand_int_range (session->rand, 0, size),
                                               g_rand_int_range (session->rand, 0, size)));
}

/* One user action of one to three edits; the signals must say exactly
 * what it did, and "changed" once. */
static void
random_step (Session *session)
{
  Expected expected = { 0 };
  Mirror *mirror = &session->mirror;
  guint n_edits = g_rand_int_range (session->rand, 1, 4);
  gboolean undoable_before = tg_game_can_undo (session->game);

  if (tg_game_get_phase (session->game) == TG_PHASE_COUNTING
      && g_rand_int_range (session->rand, 0, 3) == 0)
    {
      random_marking (session);
      assert_mirror (mirror);
      return;
    }

  mirror_reset_counts (mirror);
  tg_game_begin_step (session->game);
  for (guint i = 0; i < n_edits; i++)
    random_edit (session, &expected);
  tg_game_end_step (session->game);

  g_assert_cmpuint (mirror->inserted, ==, expected.inserted);
  g_assert_cmpuint (mirror->removed, ==, expected.removed);
  g_assert_cmpuint (mirror->changed_props, ==, expected.changed_props);
  g_assert_cmpuint (mirror->reordered, ==, expected.reordered);
  g_assert_cmpuint (mirror->changed, <=, 1);
  if (expected.inserted + expected.removed + expected.changed_props + expected.reordered > 0)
    {
      g_assert_cmpuint (mirror->changed, ==, 1);
      g_assert_true (tg_game_can_undo (session->game));
      g_assert_false (tg_game_can_redo (session->game));
    }
  else
    g_assert_true (tg_game_can_undo (session->game) || !undoable_before);
  assert_mirror (mirror);
}

static void
undo_or_redo (Session  *session,
              gboolean  undo)
{
  Mirror *mirror = &session->mirror;

  mirror_reset_counts (mirror);
  if (undo)
    g_assert_true (tg_game_undo (session->game));
  else
    g_assert_true (tg_game_redo (session->game));
  g_assert_cmpuint (mirror->changed, ==, 1);
  assert_mirror (mirror);
}

typedef struct
{
  const char *sgf;          /* or NULL */
  const char *corpus_path;  /* or NULL */
  guint       steps;
} SessionCase;

static void
test_random_session (gconstpointer data)
{
  const SessionCase *session_case = data;
  Session session;
  g_autoptr(TgNode) original = NULL;
  g_autoptr(TgNode) edited = NULL;
  g_autoptr(TgPointSet) edited_dead = NULL;
  TgNode *start_current, *edited_current, *edited_end;
  TgPhase start_phase, edited_phase;
  guint undone;
  guint undone_total = 0;

  for (guint seed = 1; seed <= 4; seed++)
    {
      g_autoptr(TgGame) game = session_case->sgf != NULL
                               ? tg_test_game_from_sgf (session_case->sgf)
                               : tg_test_game_from_corpus (session_case->corpus_path);

      session.game = game;
      session.rand = g_rand_new_with_seed (seed);
      mirror_init (&session.mirror, game);
      g_clear_pointer (&original, tg_node_free);
      original = tg_node_copy_tree (tg_game_get_root (game));
      start_current = tg_game_get_current (game);
      start_phase = tg_game_get_phase (game);

      for (guint i = 0; i < session_case->steps; i++)
        {
          guint dice = g_rand_int_range (session.rand, 0, 10);

          if (dice < 2 && tg_game_can_undo (game))
            undo_or_redo (&session, TRUE);
          else if (dice == 2 && tg_game_can_redo (game))
            undo_or_redo (&session, FALSE);
          else
            random_step (&session);
          if (i % 25 == 24)
            assert_fresh_replay (game);
        }

      /* Undo all gives back the record as opened, redo all the edited one. */
      g_clear_pointer (&edited, tg_node_free);
      edited = tg_node_copy_tree (tg_game_get_root (game));
      edited_current = tg_game_get_current (game);
      edited_phase = tg_game_get_phase (game);
      edited_end = tg_game_get_end_node (game);
      g_clear_pointer (&edited_dead, tg_point_set_free);
      edited_dead = tg_point_set_copy (tg_game_get_dead (game));
      /* What was undone before stays on the redo stack, beyond the
       * edited record. */
      undone = 0;
      while (tg_game_can_undo (game))
        {
          undo_or_redo (&session, TRUE);
          undone++;
        }
      g_assert_false (tg_game_can_undo (game));
      g_assert_true (tg_node_tree_equal (tg_game_get_root (game), original));
      g_assert_true (tg_game_get_current (game) == start_current);
      g_assert_cmpint (tg_game_get_phase (game), ==, start_phase);
      g_assert_false (tg_game_get_modified (game));
      assert_fresh_replay (game);

      for (guint i = 0; i < undone; i++)
        undo_or_redo (&session, FALSE);
      undone_total += undone;
      g_assert_true (tg_node_tree_equal (tg_game_get_root (game), edited));
      g_assert_true (tg_game_get_current (game) == edited_current);
      g_assert_cmpint (tg_game_get_phase (game), ==, edited_phase);
      g_assert_true (tg_game_get_end_node (game) == edited_end);
      g_assert_true (tg_point_set_equal (tg_game_get_dead (game), edited_dead));
      assert_fresh_replay (game);

      mirror_clear (&session.mirror);
      g_rand_free (session.rand);
    }
  g_test_message ("%u steps undone and redone", undone_total);
}

static const SessionCase new_game_case = {
  "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[gg])", NULL, 600
};
static const SessionCase setup_case = {
  "(;GM[1]FF[4]SZ[7]AB[bb][cc]AW[dd]PL[W]C[set up]"
  "(;W[ab]TR[aa][ba];B[]LB[cc:A];W[])(;W[ee]N[other]))", NULL, 600
};
static const SessionCase joseki_case = { NULL, "teaching/pachi_joseki_33.sgf", 300 };

/* Single operations ------------------------------------------------------ */

static void
test_property_order (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee]C[center]TR[dd][ff]N[first])");
  TgNode *node = tg_test_nth_node (tg_game_get_root (game), 1);
  g_autoptr(TgNode) before = tg_node_copy_tree (tg_game_get_root (game));
  const char *marks[] = { "aa", NULL };

  tg_game_set_value (game, node, "C", NULL);
  g_assert_cmpuint (tg_node_get_n_props (node), ==, 3);
  g_assert_cmpstr (tg_node_get_prop_at (node, 1)->id, ==, "TR");
  /* Replaced values keep their place; a new property goes last. */
  tg_game_set_values (game, node, "TR", marks);
  tg_game_set_value (game, node, "GB", "1");
  g_assert_cmpstr (tg_node_get_prop_at (node, 1)->id, ==, "TR");
  g_assert_cmpstr (tg_node_get_prop_at (node, 3)->id, ==, "GB");

  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_node_tree_equal (tg_game_get_root (game), before));
  g_assert_cmpstr (tg_node_get_prop_at (node, 1)->id, ==, "C");
  g_assert_cmpstr (tg_node_get_value (node, "C"), ==, "center");
}

static void
test_steps_group_edits (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgNode *root = tg_game_get_root (game);
  TgTestSignals signals;

  tg_test_watch (game, &signals);
  tg_game_begin_step (game);
  tg_test_play (game, "E5 C3");
  tg_game_set_value (game, tg_game_get_current (game), "C", "a joseki");
  tg_game_begin_step (game);
  tg_game_set_value (game, root, "GN", "Lesson");
  tg_game_end_step (game);
  /* Nothing said until the step is whole. */
  g_assert_cmpuint (signals.changed, ==, 0);
  g_assert_false (tg_game_can_undo (game));
  tg_game_end_step (game);
  g_assert_cmpuint (signals.changed, ==, 1);

  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_cmpuint (tg_node_count_tree (root), ==, 1);
  g_assert_null (tg_node_get_value (root, "GN"));
  g_assert_true (tg_game_get_current (game) == root);
  g_assert_cmpuint (signals.changed, ==, 2);

  /* Navigation alone is no step. */
  g_assert_true (tg_game_redo (game));
  tg_game_go_first (game);
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_can_undo (game));
}

static void
test_modified_follows_saved_point (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  g_assert_false (tg_game_get_modified (game));
  tg_test_play (game, "E5");
  g_assert_true (tg_game_get_modified (game));
  tg_game_set_modified (game, FALSE);
  tg_test_play (game, "C3");
  g_assert_true (tg_game_get_modified (game));
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_game_get_modified (game));
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_modified (game));
  g_assert_true (tg_game_redo (game));
  g_assert_false (tg_game_get_modified (game));

  /* Once the saved step can no longer be reached, the record stays
   * modified whatever is undone. */
  g_assert_true (tg_game_undo (game));
  tg_test_play (game, "D4");
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_modified (game));

  /* A recovered draft is modified with no step at all. */
  tg_game_forget_steps (game);
  tg_game_set_modified (game, TRUE);
  g_assert_true (tg_game_get_modified (game));
  g_assert_false (tg_game_can_undo (game));
}

/* The flags of where the current node stands, as the window's actions
 * follow them: each notified exactly when its value changes, whether by
 * navigation, a step, an undo or a redo. */
typedef struct
{
  guint at_start;
  guint at_leaf;
  guint at_end_of_play;
} FlagNotes;

static void
count_flag_cb (TgGame     *game,
               GParamSpec *pspec,
               FlagNotes  *notes)
{
  if (g_str_equal (pspec->name, "at-start"))
    notes->at_start++;
  else if (g_str_equal (pspec->name, "at-leaf"))
    notes->at_leaf++;
  else if (g_str_equal (pspec->name, "at-end-of-play"))
    notes->at_end_of_play++;
}

#define assert_flags(game, notes, start, n_start, leaf, n_leaf, end, n_end) \
  G_STMT_START {                                                          \
    gboolean at_start_, at_leaf_, at_end_;                                \
    g_object_get ((game), "at-start", &at_start_, "at-leaf", &at_leaf_,   \
                  "at-end-of-play", &at_end_, NULL);                      \
    g_assert_cmpint (at_start_, ==, (start));                             \
    g_assert_cmpint (at_leaf_, ==, (leaf));                               \
    g_assert_cmpint (at_end_, ==, (end));                                 \
    g_assert_cmpuint ((notes)->at_start, ==, (n_start));                  \
    g_assert_cmpuint ((notes)->at_leaf, ==, (n_leaf));                    \
    g_assert_cmpuint ((notes)->at_end_of_play, ==, (n_end));              \
  } G_STMT_END

static void
test_position_flags (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee](;W[cc];B[gc])(;W[gg]))");
  TgNode *root = tg_game_get_root (game);
  TgNode *black = tg_test_nth_node (root, 1);
  TgNode *other = tg_node_get_child (black, 1);
  FlagNotes notes = { 0 };

  g_signal_connect (game, "notify", G_CALLBACK (count_flag_cb), &notes);
  /* A record opens at the end of its main line. */
  assert_flags (game, &notes, FALSE, 0, TRUE, 0, FALSE, 0);

  tg_game_go_first (game);
  assert_flags (game, &notes, TRUE, 1, FALSE, 1, FALSE, 0);
  /* From the root to a node with children: only at-start changes. */
  g_assert_true (tg_game_go_forward (game));
  assert_flags (game, &notes, FALSE, 2, FALSE, 1, FALSE, 0);

  /* Switching variations: to the other line's leaf and back. */
  tg_game_set_current (game, other);
  assert_flags (game, &notes, FALSE, 2, TRUE, 2, FALSE, 0);
  tg_game_set_current (game, tg_node_get_child (black, 0));
  assert_flags (game, &notes, FALSE, 2, FALSE, 3, FALSE, 0);
  /* Between two nodes that stand alike, nothing is told. */
  tg_game_set_current (game, black);
  assert_flags (game, &notes, FALSE, 2, FALSE, 3, FALSE, 0);

  /* A node added under the current leaf, undone and redone without
   * moving: at-leaf follows. */
  tg_game_set_current (game, other);
  assert_flags (game, &notes, FALSE, 2, TRUE, 4, FALSE, 0);
  tg_game_add_node (game, other, -1);
  g_assert_true (tg_game_get_current (game) == other);
  assert_flags (game, &notes, FALSE, 2, FALSE, 5, FALSE, 0);
  g_assert_true (tg_game_undo (game));
  assert_flags (game, &notes, FALSE, 2, TRUE, 6, FALSE, 0);
  g_assert_true (tg_game_redo (game));
  assert_flags (game, &notes, FALSE, 2, FALSE, 7, FALSE, 0);
  g_assert_true (tg_game_undo (game));
  assert_flags (game, &notes, FALSE, 2, TRUE, 8, FALSE, 0);

  /* Two passes end play there; going back leaves it, undo ends the
   * counting, redo brings it back. */
  tg_test_play (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  assert_flags (game, &notes, FALSE, 2, TRUE, 8, TRUE, 1);
  g_assert_true (tg_game_go_back (game));
  assert_flags (game, &notes, FALSE, 2, FALSE, 9, FALSE, 2);
  tg_game_go_last (game);
  assert_flags (game, &notes, FALSE, 2, TRUE, 10, TRUE, 3);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  assert_flags (game, &notes, FALSE, 2, TRUE, 10, FALSE, 4);
  g_assert_true (tg_game_redo (game));
  assert_flags (game, &notes, FALSE, 2, TRUE, 10, TRUE, 5);
}

/* A setup stone put on a point a later move takes makes that move
 * break the rules; undo makes it legal again (spec §4: setup joins the
 * history as a position of its own). */
static void
test_setup_replays_subtree (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[5];B[cc];W[bb];B[dd])");
  TgNode *root = tg_game_get_root (game);
  TgNode *white = tg_test_nth_node (root, 2);
  TgNode *last = tg_test_nth_node (root, 3);

  g_assert_cmpint (white->move_status, ==, TG_MOVE_OK);
  tg_game_set_value (game, tg_test_nth_node (root, 1), "AB", "bb");
  g_assert_cmpint (white->move_status, ==, TG_MOVE_OCCUPIED);
  g_assert_cmpint (last->move_status, ==, TG_MOVE_OK);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . .\n"
                        ". X . . .\n"
                        ". . X . .\n"
                        ". . . X .\n"
                        ". . . . .\n");
  assert_fresh_replay (game);

  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (white->move_status, ==, TG_MOVE_OK);
  tg_test_assert_board (tg_game_get_board (game),
                        ". . . . .\n"
                        ". O . . .\n"
                        ". . X . .\n"
                        ". . . X .\n"
                        ". . . . .\n");
  assert_fresh_replay (game);
}

/* A pasted line is judged against the positions above where it lands:
 * the ko retaken at once repeats the position (spec §4). */
static void
test_pasted_line_superko (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[5]AB[ba][ab][bc]AW[ca][db][cc])");
  TgNode *root = tg_game_get_root (game);
  TgNode *line = tg_test_parse_record ("(;W[bb];B[cb];W[bb])");
  TgNode *take, *retake;

  /* White takes at B4... */
  tg_game_insert_subtree (game, root, -1, line);
  take = tg_node_get_child (root, 0);
  g_assert_cmpint (take->move_status, ==, TG_MOVE_OK);
  retake = tg_test_nth_node (take, 2);
  g_assert_cmpint (tg_test_nth_node (take, 1)->move_status, ==, TG_MOVE_OK);
  /* ...and retaking at once repeats the position after move 1. */
  g_assert_cmpint (retake->move_status, ==, TG_MOVE_SUPERKO);
  g_assert_cmpint (retake->repeats_move, ==, 1);
  assert_fresh_replay (game);
}

/* Whether a node may carry DD or VW, which views read to skip the walk
 * to the root for them: never FALSE while one is in the record, from
 * the file, an edit, a pasted line, an undo or a redo. */
static void
test_inherited_markup (void)
{
  g_autoptr(TgGame) plain = tg_test_game_from_sgf ("(;SZ[9];B[ee];W[cc])");
  g_autoptr(TgGame) deep = tg_test_game_from_sgf ("(;SZ[9];B[ee](;W[cc])(;W[gg];B[gc]VW[aa:ee]))");
  g_autoptr(TgGame) pasted = tg_test_game_from_sgf ("(;SZ[9];B[ee])");
  g_autoptr(TgGame) edited = tg_test_game_from_sgf ("(;SZ[9];B[ee];W[cc])");
  TgNode *first;

  g_assert_false (tg_game_may_inherit_markup (plain));
  /* From the file: VW at the end of the second variation. */
  g_assert_true (tg_game_may_inherit_markup (deep));

  /* A pasted line that dims points two nodes down. */
  first = tg_node_get_child (tg_game_get_root (pasted), 0);
  g_assert_false (tg_game_may_inherit_markup (pasted));
  tg_game_insert_subtree (pasted, first, -1, tg_test_parse_record ("(;W[cc];B[gc]DD[aa])"));
  g_assert_true (tg_game_may_inherit_markup (pasted));
  /* The undo takes the line away, the redo brings it back. */
  g_assert_true (tg_game_undo (pasted));
  g_assert_true (tg_game_redo (pasted));
  g_assert_true (tg_game_may_inherit_markup (pasted));

  /* Edits: a node without DD or VW says nothing, VW does. */
  first = tg_node_get_child (tg_game_get_root (edited), 0);
  tg_game_set_value (edited, first, "C", "Dims nothing");
  g_assert_false (tg_game_may_inherit_markup (edited));
  tg_game_set_value (edited, first, "VW", "");
  g_assert_true (tg_game_may_inherit_markup (edited));
  g_assert_true (tg_game_undo (edited));
  g_assert_true (tg_game_redo (edited));
  g_assert_true (tg_game_may_inherit_markup (edited));
}

static void
test_remove_current_line (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee](;W[cc];B[gc])(;W[gg]))");
  TgNode *root = tg_game_get_root (game);
  TgNode *first = tg_node_get_child (root, 0);
  TgNode *variation = tg_node_get_child (first, 0);
  TgNode *deep = tg_node_get_child (variation, 0);

  tg_game_set_current (game, deep);
  tg_game_remove_subtree (game, variation);
  g_assert_true (tg_game_get_current (game) == first);
  g_assert_cmpuint (tg_node_get_n_children (first), ==, 1);
  g_assert_cmpint (tg_game_get_move_number (game), ==, 1);
  /* The removed line is kept, whole, for undo. */
  g_assert_null (variation->parent);
  g_assert_true (tg_node_get_child (variation, 0) == deep);

  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_current (game) == deep);
  g_assert_true (tg_node_get_child (first, 0) == variation);
  g_assert_cmpint (tg_board_get (tg_game_get_board (game), tg_test_point (game, "G7")), ==,
                   TG_BLACK);

  /* Making the other line the main line. */
  tg_game_move_child (game, first, 1, 0);
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (first, 0), "W"), ==, "gg");
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_node_get_child (first, 0) == variation);
}

/* Counting stands on the passes that ended play: take them out and play
 * goes on; undo brings counting back with its marks. */
static void
test_remove_end_of_play (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[5]AB[ab][bb][cb][db][eb]AW[ad][bd][cd][dd][ed][ec])");
  TgNode *root = tg_game_get_root (game);
  TgNode *first_pass;

  tg_test_play (game, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  /* White's whole group, E3 and the row below it. */
  tg_game_toggle_dead (game, tg_test_point (game, "E3"));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 6);
  first_pass = tg_node_get_child (root, 0);

  tg_game_remove_subtree (game, first_pass);
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_null (tg_game_get_end_node (game));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 0);
  g_assert_true (tg_game_get_current (game) == root);

  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_game_get_end_node (game) == tg_node_get_child (first_pass, 0));
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), ==, 6);
}

static void
edit_in_handler (TgGame *game)
{
  tg_game_set_value (game, tg_game_get_root (game), "GN", "inside");
}

static void
test_no_edit_inside_signal (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  g_signal_connect (game, "changed", G_CALLBACK (edit_in_handler), NULL);
  g_test_expect_message (G_LOG_DOMAIN, G_LOG_LEVEL_CRITICAL, "*own signals*");
  tg_test_play (game, "E5");
  g_test_assert_expected_messages ();
  g_assert_null (tg_node_get_value (tg_game_get_root (game), "GN"));
  g_signal_handlers_disconnect_by_func (game, edit_in_handler, NULL);
  /* The game is whole and goes on. */
  g_assert_true (tg_game_undo (game));
  g_assert_true (tg_game_get_current (game) == tg_game_get_root (game));
}

static void
test_komi_and_rules_undo (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  tg_game_set_komi (game, 7.5);
  tg_game_set_rules (game, TG_RULES_CHINESE);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 7.5);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpint (tg_game_get_rules (game), ==, TG_RULES_WMSG);
  g_assert_true (tg_game_undo (game));
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 6.5);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "KM"), ==, "6.5");
}

/* Typing is one step per pause: each keystroke's text extends the run. */
static void
test_typing_runs (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[9];B[ee]C[old])");
  TgNode *node = tg_game_get_current (game);

  tg_game_set_typed_value (game, node, "C", "old, n");
  tg_game_set_typed_value (game, node, "C", "old, ne");
  tg_game_set_typed_value (game, node, "C", "old, new");
  g_assert_cmpstr (tg_node_get_value (node, "C"), ==, "old, new");
  /* Saved in the middle of a run: what is typed after is unsaved. */
  tg_game_set_modified (game, FALSE);
  tg_game_set_typed_value (game, node, "C", "old, news");
  g_assert_true (tg_game_get_modified (game));
  tg_game_end_typing (game);
  tg_game_set_typed_value (game, node, "C", "old, news!");

  g_assert_true (tg_game_undo (game));
  g_assert_cmpstr (tg_node_get_value (node, "C"), ==, "old, news");
  g_assert_true (tg_game_undo (game));
  g_assert_cmpstr (tg_node_get_value (node, "C"), ==, "old");
  g_assert_false (tg_game_can_undo (game));
  g_assert_true (tg_game_redo (game));
  g_assert_cmpstr (tg_node_get_value (node, "C"), ==, "old, news");

  /* After an undo, typing starts a run of its own; emptied text is no
   * comment at all. */
  tg_game_set_typed_value (game, node, "C", "");
  g_assert_false (tg_node_has_prop (node, "C"));
  g_assert_false (tg_game_can_redo (game));
  g_assert_true (tg_game_undo (game));
  g_assert_cmpstr (tg_node_get_value (node, "C"), ==, "old, news");
}

/* A draft's state of the game, applied to the record read back from its
 * text, gives the same game: same node, counting with the same marks. */
static void
test_session_round_trip (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;SZ[5]AB[ab][bb][cb][db][eb]AW[ad][bd][cd][dd][ed][ec](;B[aa])(;W[ee]))");
  g_autoptr(TgGame) again = NULL;
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *sgf = NULL;
  g_autoptr(GError) error = NULL;
  TgNode *variation = tg_node_get_child (tg_game_get_root (game), 1);

  tg_game_set_current (game, variation);
  tg_test_play (game, "pass pass");
  tg_game_toggle_dead (game, tg_test_point (game, "E3"));
  tg_game_set_takebacks (game, FALSE);
  state = g_variant_ref_sink (tg_game_save_session (game));

  g_ptr_array_add (roots, tg_game_get_root (game));
  sgf = tg_sgf_write (roots);
  again = tg_test_game_from_sgf (sgf);
  /* The record alone opens at the end of its main line, playing. */
  g_assert_cmpint (tg_game_get_phase (again), ==, TG_PHASE_PLAYING);
  g_assert_true (tg_game_restore_session (again, state, &error));
  g_assert_no_error (error);
  g_assert_cmpint (tg_game_get_phase (again), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_game_get_current (again) == same_node (again, game, tg_game_get_current (game)));
  g_assert_true (tg_game_get_end_node (again) == tg_game_get_current (again));
  g_assert_cmpint (tg_game_get_first_passer (again), ==, TG_BLACK);
  /* White's group with E1, the variation's move. */
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (again)), ==, 7);
  g_assert_true (tg_point_set_contains (tg_game_get_dead (again), tg_test_point (again, "E1")));
  g_assert_true (tg_point_set_equal (tg_game_get_dead (again), tg_game_get_dead (game)));
  g_assert_false (tg_game_get_takebacks (again));

  /* A state that names nodes the record lacks is refused whole. */
  tg_game_remove_subtree (game, tg_node_get_child (tg_game_get_root (game), 1));
  g_clear_object (&again);
  g_ptr_array_set_size (roots, 0);
  g_ptr_array_add (roots, tg_game_get_root (game));
  g_free (sgf);
  sgf = tg_sgf_write (roots);
  again = tg_test_game_from_sgf (sgf);
  g_assert_false (tg_game_restore_session (again, state, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
  g_assert_cmpint (tg_game_get_phase (again), ==, TG_PHASE_PLAYING);
}

int
main (int argc, char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_func ("/game-edit/property-order", test_property_order);
  tg_test_add_func ("/game-edit/steps", test_steps_group_edits);
  tg_test_add_func ("/game-edit/modified", test_modified_follows_saved_point);
  tg_test_add_func ("/game-edit/position-flags", test_position_flags);
  tg_test_add_func ("/game-edit/setup-replays-subtree", test_setup_replays_subtree);
  tg_test_add_func ("/game-edit/pasted-line-superko", test_pasted_line_superko);
  tg_test_add_func ("/game-edit/remove-current-line", test_remove_current_line);
  tg_test_add_func ("/game-edit/remove-end-of-play", test_remove_end_of_play);
  tg_test_add_func ("/game-edit/no-edit-inside-signal", test_no_edit_inside_signal);
  tg_test_add_func ("/game-edit/komi-and-rules", test_komi_and_rules_undo);
  tg_test_add_func ("/game-edit/session-round-trip", test_session_round_trip);
  tg_test_add_func ("/game-edit/typing-runs", test_typing_runs);
  tg_test_add_func ("/game-edit/inherited-markup", test_inherited_markup);
  tg_test_add_data_func ("/game-edit/random/new-game", &new_game_case, test_random_session);
  tg_test_add_data_func ("/game-edit/random/setup", &setup_case, test_random_session);
  tg_test_add_corpus_data_func ("/game-edit/random/joseki", &joseki_case, test_random_session);

  return tg_test_run ();
}
