/* test-game-tree.c: the tree panel — what it says to screen readers, its
 * keys, collapsing, following the game's edits, scrolling to the
 * current node, and the pixels it draws.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <locale.h>

#include "tg-game-tree-private.h"
#include "tg-test-util.h"
#include "tg-test-window.h"

/* A 9×9 lesson: two answers to W G3 (commented), the first good and
 * leading to a pass and a setup, the second bad, with two replies. */
static const char lesson[] =
  "(;GM[1]FF[4]SZ[9];B[cc];W[gg]C[Two answers]"
  "(;B[cg];W[gc]TE[1];B[];AB[ee];W[ff])"
  "(;B[gc]BM[1];W[cg](;B[ee])(;B[ff]LB[ff:A])))";

typedef struct
{
  TgGame     *game;
  GtkWidget  *tree;
  GtkWidget  *window;
} Fixture;

/* The node reached from the root by child indices, e.g. "0.0.1.0". */
static TgNode *
node (Fixture    *f,
      const char *path)
{
  TgNode *node = tg_game_get_root (f->game);
  g_auto(GStrv) steps = g_strsplit (path, ".", -1);

  for (guint i = 0; path[0] != '\0' && steps[i] != NULL; i++)
    {
      node = tg_node_get_child (node, atoi (steps[i]));
      g_assert_nonnull (node);
    }
  return node;
}

static void
wait_for_layout (Fixture *f)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  while (gtk_widget_get_height (f->tree) == 0)
    g_main_context_iteration (NULL, TRUE);
}

static void
show (Fixture    *f,
      const char *sgf,
      int         width,
      int         height)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();

  f->game = tg_test_game_from_sgf (sgf);
  f->tree = g_object_ref_sink (tg_game_tree_new ());
  tg_game_tree_set_game (TG_GAME_TREE (f->tree), f->game);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), f->tree);
  f->window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_set_child (GTK_WINDOW (f->window), scroller);
  gtk_window_present (GTK_WINDOW (f->window));
  wait_for_layout (f);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  show (f, lesson, 240, 320);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_object_unref (f->tree);
  g_object_unref (f->game);
}

/* Presses @keyval on the tree as its key bindings see it: the shortcut
 * the widget class binds to it, activated on the widget. */
static void
press (Fixture *f,
       guint    keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (f->tree);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger)
              && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval
              && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
            {
              g_assert_true (gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                           f->tree,
                                                           gtk_shortcut_get_arguments (shortcut)));
              wait_for_layout (f);
              return;
            }
        }
    }
  g_error ("no key binding for %s", gdk_keyval_name (keyval));
}

static void
assert_current (Fixture    *f,
                const char *path)
{
  g_assert_true (tg_game_get_current (f->game) == node (f, path));
}

static void
assert_description (Fixture    *f,
                    const char *path,
                    const char *expected)
{
  g_autofree char *text = tg_game_tree_describe_node (TG_GAME_TREE (f->tree), node (f, path));

  g_assert_cmpstr (text, ==, expected);
}

static void
test_accessible (Fixture       *f,
                 gconstpointer  data)
{
  gtk_test_accessible_assert_role (f->tree, GTK_ACCESSIBLE_ROLE_TREE);
  gtk_test_accessible_assert_property (f->tree, GTK_ACCESSIBLE_PROPERTY_LABEL, "Game Tree");
  g_assert_true (gtk_widget_get_focusable (f->tree));

  /* The current node, the end of the main line, and as it changes. */
  gtk_test_accessible_assert_property (f->tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 6, White F4");
  tg_game_set_current (f->game, node (f, "0.0"));
  gtk_test_accessible_assert_property (f->tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 2, White G3, 2 variations, comment");
  tg_game_set_current (f->game, node (f, "0.0.1.0"));
  gtk_test_accessible_assert_property (f->tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 4, White C3, 2 variations");
  /* An edit of the current node is heard too. */
  tg_game_set_value (f->game, node (f, "0.0.1.0"), "C", "Now what?");
  gtk_test_accessible_assert_property (f->tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 4, White C3, 2 variations, comment");

  assert_description (f, "", "Start of the game");
  assert_description (f, "0", "Move 1, Black C7");
  assert_description (f, "0.0.0", "Move 3, Black C3, variation 1 of 2");
  assert_description (f, "0.0.0.0", "Move 4, White G7, good move");
  assert_description (f, "0.0.0.0.0", "Move 5, Black passes");
  assert_description (f, "0.0.0.0.0.0", "Setup after move 5");
  assert_description (f, "0.0.1", "Move 3, Black G7, variation 2 of 2, bad move");
  assert_description (f, "0.0.1.0.1", "Move 5, Black F4, variation 2 of 2, markup");
}

/* Up and Down step through the moves, Left and Right switch between
 * sibling variations; Down goes back into the variation last left. */
static void
test_keys (Fixture       *f,
           gconstpointer  data)
{
  press (f, GDK_KEY_Home);
  assert_current (f, "");
  press (f, GDK_KEY_Down);
  assert_current (f, "0");
  press (f, GDK_KEY_Down);
  press (f, GDK_KEY_Down);
  assert_current (f, "0.0.0");
  press (f, GDK_KEY_Right);
  assert_current (f, "0.0.1");
  press (f, GDK_KEY_Right);
  assert_current (f, "0.0.1");
  press (f, GDK_KEY_Down);
  press (f, GDK_KEY_Down);
  assert_current (f, "0.0.1.0.0");
  press (f, GDK_KEY_Right);
  assert_current (f, "0.0.1.0.1");
  press (f, GDK_KEY_Up);
  press (f, GDK_KEY_Up);
  assert_current (f, "0.0.1");
  press (f, GDK_KEY_Down);
  press (f, GDK_KEY_Down);
  assert_current (f, "0.0.1.0.1");
  press (f, GDK_KEY_Left);
  assert_current (f, "0.0.1.0.0");

  /* End follows the line last walked, Home goes to the start. */
  tg_game_set_current (f->game, node (f, ""));
  press (f, GDK_KEY_End);
  assert_current (f, "0.0.1.0.0");

  /* Page Up and Page Down jump between the moves where lines part. */
  press (f, GDK_KEY_Page_Up);
  assert_current (f, "0.0.1");
  press (f, GDK_KEY_Page_Up);
  assert_current (f, "");
  press (f, GDK_KEY_Page_Down);
  assert_current (f, "0.0.1");
  press (f, GDK_KEY_Page_Down);
  assert_current (f, "0.0.1.0.0");
  press (f, GDK_KEY_Page_Down);
  assert_current (f, "0.0.1.0.0");

  /* Laid out across, the keys turn with it. */
  gtk_orientable_set_orientation (GTK_ORIENTABLE (f->tree), GTK_ORIENTATION_HORIZONTAL);
  press (f, GDK_KEY_Home);
  press (f, GDK_KEY_Right);
  assert_current (f, "0");
  press (f, GDK_KEY_Right);
  press (f, GDK_KEY_Right);
  assert_current (f, "0.0.1");
  press (f, GDK_KEY_Up);
  assert_current (f, "0.0.0");
  press (f, GDK_KEY_Left);
  assert_current (f, "0.0");
}

/* Where cells are, laid out vertically: a line down a column, a
 * variation in a column to its right. */
static void
assert_below (Fixture    *f,
              const char *upper,
              const char *lower,
              gboolean    same_column)
{
  double x1, y1, x2, y2;

  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree), node (f, upper), &x1,
                                                 &y1));
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree), node (f, lower), &x2,
                                                 &y2));
  g_assert_cmpfloat (y2, >, y1);
  if (same_column)
    g_assert_cmpfloat (x2, ==, x1);
  else
    g_assert_cmpfloat (x2, >, x1);
}

/* Siblings: one depth, the later one to the right. */
static void
assert_beside (Fixture    *f,
               const char *left,
               const char *right)
{
  double x1, y1, x2, y2;

  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree), node (f, left), &x1,
                                                 &y1));
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree), node (f, right), &x2,
                                                 &y2));
  g_assert_cmpfloat (y2, ==, y1);
  g_assert_cmpfloat (x2, >, x1);
}

static void
test_collapse (Fixture       *f,
               gconstpointer  data)
{
  TgGameTree *tree = TG_GAME_TREE (f->tree);
  double x, y;

  assert_below (f, "0.0", "0.0.0", TRUE);
  assert_below (f, "0.0", "0.0.1", FALSE);

  tg_game_set_current (f->game, node (f, "0.0.1.0"));
  press (f, GDK_KEY_minus);
  g_assert_true (tg_game_tree_get_collapsed (tree, node (f, "0.0.1.0")));
  g_assert_false (tg_game_tree_get_node_position (tree, node (f, "0.0.1.0.1"), &x, &y));
  gtk_test_accessible_assert_property (f->tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 4, White C3, 2 variations, collapsed");
  /* Collapsing is view state: the record is as it was. */
  g_assert_cmpuint (tg_node_count_tree (tg_game_get_root (f->game)), ==, 12);
  g_assert_false (tg_game_can_undo (f->game));
  press (f, GDK_KEY_plus);
  g_assert_true (tg_game_tree_get_node_position (tree, node (f, "0.0.1.0.1"), &x, &y));

  /* Collapsing above the current node brings it up to where it shows;
   * going below a collapsed node opens it. */
  tg_game_tree_set_collapsed (tree, node (f, "0.0"), TRUE);
  assert_current (f, "0.0");
  tg_game_set_current (f->game, node (f, "0.0.0.0"));
  g_assert_false (tg_game_tree_get_collapsed (tree, node (f, "0.0")));
  g_assert_true (tg_game_tree_get_node_position (tree, node (f, "0.0.0.0"), &x, &y));
}

/* The panel follows what the game says changed. */
static void
test_edits (Fixture       *f,
            gconstpointer  data)
{
  TgGameTree *tree = TG_GAME_TREE (f->tree);
  double x, y;
  TgNode *played;

  tg_game_set_takebacks (f->game, TRUE);
  tg_game_set_current (f->game, node (f, "0.0"));
  g_assert_cmpint (tg_game_play (f->game, tg_test_point (f->game, "E5"), NULL), ==, TG_MOVE_OK);
  played = tg_game_get_current (f->game);
  g_assert_true (played == node (f, "0.0.2"));
  assert_below (f, "0.0", "0.0.2", FALSE);
  assert_beside (f, "0.0.1", "0.0.2");

  g_assert_true (tg_game_undo (f->game));
  g_assert_false (tg_game_tree_get_node_position (tree, played, &x, &y));
  g_assert_true (tg_game_redo (f->game));
  assert_beside (f, "0.0.1", "0.0.2");

  /* The variation made the main line: its line comes first. */
  tg_game_move_child (f->game, node (f, "0.0"), 2, 0);
  assert_below (f, "0.0", "0.0.0", TRUE);
  g_assert_true (node (f, "0.0.0") == played);

  tg_game_remove_subtree (f->game, node (f, "0.0"));
  g_assert_false (tg_game_tree_get_node_position (tree, played, &x, &y));
  assert_current (f, "0");
}

/* A long line opened at its end shows its end; Home shows the start. */
static void
test_scroll (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]SZ[19]");
  Fixture fixture = { 0 }, *f = &fixture;
  double x, y;

  for (guint i = 0; i < 300; i++)
    g_string_append_printf (sgf, ";%c[%c%c]", i % 2 ? 'W' : 'B', 'a' + i % 19, 'a' + i / 19);
  g_string_append_c (sgf, ')');
  show (f, sgf->str, 200, 300);

  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree),
                                                 tg_game_get_current (f->game), &x, &y));
  g_assert_cmpfloat (y, >, 0);
  g_assert_cmpfloat (y, <, gtk_widget_get_height (f->tree));
  press (f, GDK_KEY_Home);
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree),
                                                 tg_game_get_root (f->game), &x, &y));
  g_assert_cmpfloat (y, >, 0);
  g_assert_cmpfloat (y, <, gtk_widget_get_height (f->tree) / 2.0);
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree),
                                                 tg_test_nth_node (tg_game_get_root (f->game), 290),
                                                 &x, &y));
  g_assert_cmpfloat (y, >, gtk_widget_get_height (f->tree));

  /* A jump out of view centres the node; a step keeps the next move in
   * view, the page moving no more than it must. */
  tg_game_set_current (f->game, tg_test_nth_node (tg_game_get_root (f->game), 150));
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree),
                                                 tg_game_get_current (f->game), &x, &y));
  g_assert_cmpfloat (ABS (y - gtk_widget_get_height (f->tree) / 2.0), <, 26);
  for (guint i = 0; i < 8; i++)
    press (f, GDK_KEY_Down);
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree),
                                                 tg_game_get_current (f->game), &x, &y));
  g_assert_cmpfloat (y, >, gtk_widget_get_height (f->tree) / 2.0);
  g_assert_cmpfloat (y, <, gtk_widget_get_height (f->tree) - 26);
  fixture_tear_down (f, NULL);
}

/* The widget drawn by the cairo renderer, 0xAARRGGBB, with a white
 * background under it. */
static guint32 *
render (Fixture *f,
        int     *width)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  int height = gtk_widget_get_height (f->tree);
  guint32 *pixels;

  *width = gtk_widget_get_width (f->tree);
  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 1, 1, 1, 1 },
                             &GRAPHENE_RECT_INIT (0, 0, *width, height));
  GTK_WIDGET_GET_CLASS (f->tree)->snapshot (f->tree, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, *width, height));
  gsk_render_node_unref (node);
  gsk_renderer_unrealize (renderer);
  pixels = g_new (guint32, *width * height);
  gdk_texture_download (texture, (guchar *) pixels, *width * 4);
  return pixels;
}

static guint32
pixel_at (Fixture    *f,
          const char *path,
          double      dx,
          double      dy)
{
  int width;
  g_autofree guint32 *pixels = render (f, &width);
  double x, y;

  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (f->tree), node (f, path), &x, &y));
  return pixels[(int) (y + dy) * width + (int) (x + dx)];
}

static int
brightness (guint32 pixel)
{
  return ((pixel >> 16 & 0xff) + (pixel >> 8 & 0xff) + (pixel & 0xff)) / 3;
}

static gboolean
is_blue (guint32 pixel)
{
  return (int) (pixel & 0xff) > (int) (pixel >> 16 & 0xff) + 60;
}

/* Black stones dark, the line between two nodes grey, blue where it
 * leads to the current node; a collapsed line leaves its cells empty. */
static void
test_pixels (Fixture       *f,
             gconstpointer  data)
{
  TgGameTree *tree = TG_GAME_TREE (f->tree);
  double x1, y1, x2, y2;
  int width;
  g_autofree guint32 *pixels = NULL;

  tg_game_set_current (f->game, node (f, "0.0.1"));
  wait_for_layout (f);
  g_assert_cmpint (brightness (pixel_at (f, "0", 0, 0)), <, 80);
  g_assert_cmpint (brightness (pixel_at (f, "0.0.1", 0, 0)), <, 80);

  /* Halfway between two nodes of the path, and of the main line below. */
  g_assert_true (tg_game_tree_get_node_position (tree, node (f, "0"), &x1, &y1));
  g_assert_true (tg_game_tree_get_node_position (tree, node (f, "0.0"), &x2, &y2));
  pixels = render (f, &width);
  g_assert_true (is_blue (pixels[(int) ((y1 + y2) / 2) * width + (int) x1]));
  g_assert_true (tg_game_tree_get_node_position (tree, node (f, "0.0.0.0"), &x1, &y1));
  g_assert_true (tg_game_tree_get_node_position (tree, node (f, "0.0.0.0.0"), &x2, &y2));
  g_clear_pointer (&pixels, g_free);
  pixels = render (f, &width);
  g_assert_false (is_blue (pixels[(int) ((y1 + y2) / 2) * width + (int) x1]));
  g_assert_cmpint (brightness (pixels[(int) ((y1 + y2) / 2) * width + (int) x1]), <, 200);

  /* The black pass: a black stone with a white ring inside. */
  g_assert_cmpint (brightness (pixel_at (f, "0.0.0.0.0", 0, 0)), <, 80);
  g_assert_cmpint (brightness (pixel_at (f, "0.0.0.0.0", 4, 0)), >, 200);
  g_assert_cmpint (brightness (pixel_at (f, "0.0.0.0", 4, 0)), >, 200);

  tg_game_tree_set_collapsed (tree, node (f, "0.0.0"), TRUE);
  wait_for_layout (f);
  g_clear_pointer (&pixels, g_free);
  pixels = render (f, &width);
  g_assert_cmpint (brightness (pixels[(int) y1 * width + (int) x1]), >, 240);
}

/* The first TgGameTree under @widget, depth first. */
static GtkWidget *
find_tree (GtkWidget *widget)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, widget);
  while (stack->len > 0)
    {
      GtkWidget *w = g_ptr_array_steal_index (stack, stack->len - 1);

      if (TG_IS_GAME_TREE (w))
        return w;
      for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (stack, child);
    }
  return NULL;
}

/* The window's side panel shows the game the window shows, and follows
 * it from game to game. */
static void
test_in_window (void)
{
  TgApplication *app = tg_test_application_new ();
  TgWindow *window = tg_test_window_new (app);
  GtkWidget *tree = find_tree (GTK_WIDGET (window));
  g_autoptr(TgGame) game = tg_test_game_from_sgf (lesson);
  double x, y;

  g_assert_nonnull (tree);
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_LABEL, "Game Tree");
  g_assert_true (tg_game_tree_get_game (TG_GAME_TREE (tree)) == tg_window_get_game (window));
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Start of the game");
  tg_test_window_play (window, "D4");
  g_assert_true (tg_game_tree_get_node_position (TG_GAME_TREE (tree),
                                                 tg_game_get_current (tg_window_get_game (window)),
                                                 &x, &y));
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 1, Black D4");

  tg_test_window_show_game (window, game, NULL);
  g_assert_true (tg_window_get_game (window) == game);
  g_assert_true (tg_game_tree_get_game (TG_GAME_TREE (tree)) == game);
  gtk_test_accessible_assert_property (tree, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                       "Move 6, White F4");

  tg_test_window_destroy (window);
  tg_test_application_free (app);
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  tg_test_init (&argc, &argv, tg_test_log_writer);
  adw_init ();

  g_test_add ("/game-tree/accessible", Fixture, NULL, fixture_set_up, test_accessible,
              fixture_tear_down);
  g_test_add ("/game-tree/keys", Fixture, NULL, fixture_set_up, test_keys, fixture_tear_down);
  g_test_add ("/game-tree/collapse", Fixture, NULL, fixture_set_up, test_collapse,
              fixture_tear_down);
  g_test_add ("/game-tree/edits", Fixture, NULL, fixture_set_up, test_edits, fixture_tear_down);
  g_test_add_func ("/game-tree/scroll", test_scroll);
  g_test_add ("/game-tree/pixels", Fixture, NULL, fixture_set_up, test_pixels,
              fixture_tear_down);
  g_test_add_func ("/game-tree/in-window", test_in_window);

  return g_test_run ();
}
