/* bench-tree.c: how long the tree panel takes to lay out a record, to
 * draw a frame, and to follow an edit, and the app to show a record
 * with its tree.
 *
 * For each file: the whole tree laid out afresh (TgTreeLayout, as the
 * panel does when a record is opened); one frame of the panel
 * (TgGameTree's own snapshot, drawn by cairo into an image surface) with
 * the current node at the start, the middle and the end of the tree in
 * depth-first order, the panel scrolled to it; the layout brought up to
 * date after a variation in the middle is deleted, and after a copy of
 * it is pasted back, as the game's signals tell it.  Then tengen started
 * on the file, from spawn to the first frame painted with the record
 * and its tree (TENGEN_REPORT_FIRST_FRAME's document-shown).
 *
 * In-process figures are this thread's CPU time, medians of several
 * runs; start-up is wall time from spawn, with the CPU time tengen had
 * used by then.
 *
 * With no FILE, it benches the trees it builds in the build directory
 * (or in DIR with --write DIR, which only writes them): the 1,032 games
 * of the corpus's games/ai merged into one opening tree by common
 * prefixes, and a line of 20,000 random legal moves.
 *
 * Usage: bench-tree [--write DIR] [FILE...]
 *   e.g. xvfb-run -s "-screen 0 1600x1200x24" tests/bench/bench-tree
 * (frames and start-up are skipped without a display)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tg-game-tree-private.h"
#include "tg-node-private.h"
#include "tg-bench-records.h"
#include "tg-sgf.h"
#include "tg-tree-layout.h"

#define REPEATS 7

/* The CPU time of this thread: the machine is shared, and what the
 * others run would otherwise count as ours. */
static double
now_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median (double *values,
        guint   n)
{
  qsort (values, n, sizeof (double), compare_doubles);
  return values[n / 2];
}

/* Building the trees ---------------------------------------------------- */

static const char *
corpus_dir (void)
{
  const char *corpus = g_getenv ("TG_CORPUS");

  return corpus != NULL ? corpus : CORPUS_DIR;
}

static TgNode *
new_root (const char *comment)
{
  TgNode *root = tg_node_new ();

  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "FF", "4");
  tg_node_set_value (root, "SZ", "19");
  tg_node_set_value (root, "KM", "7.5");
  tg_node_set_value (root, "C", comment);
  return root;
}

static gboolean
same_values (const TgProp *a,
             const TgProp *b)
{
  if (a == NULL || b == NULL || a->n_values != b->n_values)
    return FALSE;
  for (guint i = 0; i < a->n_values; i++)
    if (strcmp (a->values[i], b->values[i]) != 0)
      return FALSE;
  return TRUE;
}

/* The child of @parent with @node's move (or handicap stones), made if
 * new. */
static TgNode *
follow (TgNode       *parent,
        const TgProp *move)
{
  TgNode *child;

  for (guint i = 0; i < parent->n_children; i++)
    if (same_values (tg_node_get_prop (parent->children[i], move->id), move))
      return parent->children[i];
  child = tg_node_new ();
  tg_node_set_values (child, move->id, (const char * const *) move->values, move->n_values, 0);
  tg_node_append_child (parent, child);
  return child;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static const char *
info (TgNode     *root,
      const char *id)
{
  const char *value = tg_node_get_value (root, id);

  return value != NULL ? value : "?";
}

/* Each game's main line, merged move by move into one tree; its last
 * move says whose game it was, as a dictionary's leaves do. */
static TgNode *
merge_games (guint *n_games)
{
  g_autofree char *dir_path = g_build_filename (corpus_dir (), "games", "ai", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  TgNode *root = new_root ("The 1,032 games of the corpus's games/ai, merged by common prefixes");
  const char *name;

  if (dir == NULL)
    g_error ("No games in %s (set TG_CORPUS)", dir_path);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".sgf"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  *n_games = 0;
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir_path, g_ptr_array_index (names, i), NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, NULL);
      TgNode *game, *node, *at = root;
      g_autofree char *who = NULL;
      const char *before, *size;

      if (roots == NULL || roots->len == 0)
        continue;
      game = g_ptr_array_index (roots, 0);
      size = tg_node_get_value (game, "SZ");
      /* SZ defaults to 19. */
      if (size != NULL && !g_str_equal (size, "19"))
        continue;
      for (node = game; node != NULL; node = node->n_children > 0 ? node->children[0] : NULL)
        {
          static const char * const ids[] = { "AB", "B", "W" };

          for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
            if (tg_node_has_prop (node, ids[k]))
              {
                at = follow (at, tg_node_get_prop (node, ids[k]));
                break;
              }
        }
      who = g_strdup_printf ("%s – %s, %s", info (game, "PB"), info (game, "PW"),
                             info (game, "RE"));
      before = tg_node_get_value (at, "C");
      if (before != NULL)
        {
          g_autofree char *both = g_strdup_printf ("%s\n%s", before, who);

          tg_node_set_value (at, "C", both);
        }
      else
        tg_node_set_value (at, "C", who);
      (*n_games)++;
    }
  return root;
}

/* Writes both trees into @dir unless they are there; their paths. */
static GPtrArray *
write_trees (const char *dir,
             gboolean    again)
{
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *openings = g_build_filename (dir, "openings-1032.sgf", NULL);
  g_autofree char *line = g_build_filename (dir, "line-20000.sgf", NULL);

  g_mkdir_with_parents (dir, 0755);
  if (again || !g_file_test (openings, G_FILE_TEST_EXISTS))
    {
      guint n_games;
      TgNode *root = merge_games (&n_games);

      printf ("wrote %s: %u games, %zu nodes\n", openings, n_games, tg_node_count_tree (root));
      g_free (tg_bench_write_record (dir, "openings-1032.sgf", root));
    }
  if (again || !g_file_test (line, G_FILE_TEST_EXISTS))
    {
      g_free (tg_bench_write_record (dir, "line-20000.sgf",
                                     tg_bench_random_line (20000, "A line of random legal moves")));
      printf ("wrote %s\n", line);
    }
  g_ptr_array_add (paths, g_steal_pointer (&openings));
  g_ptr_array_add (paths, g_steal_pointer (&line));
  return paths;
}

/* The record ------------------------------------------------------------- */

/* Every node, depth-first, main lines first. */
static GPtrArray *
preorder (TgNode *root)
{
  GPtrArray *nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      g_ptr_array_add (nodes, node);
      for (guint i = node->n_children; i-- > 0;)
        g_ptr_array_add (stack, node->children[i]);
    }
  return nodes;
}

static TgGame *
load_game (const char *path,
           double     *ms)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;
  double start = now_ms ();
  TgGame *game;

  roots = tg_sgf_load_file (file, NULL, NULL, &error);
  if (roots == NULL || roots->len == 0)
    g_error ("Cannot read %s: %s", path, error != NULL ? error->message : "no game");
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), &error);
  if (game == NULL)
    g_error ("Cannot show %s: %s", path, error->message);
  *ms = now_ms () - start;
  return game;
}

/* Laying out ------------------------------------------------------------- */

static double
full_layout (TgNode *root,
             guint  *n_depths,
             guint  *n_lanes)
{
  double times[REPEATS];

  for (guint i = 0; i < REPEATS; i++)
    {
      double start = now_ms ();
      TgTreeLayout *layout = tg_tree_layout_new (root);

      tg_tree_layout_update (layout);
      times[i] = now_ms () - start;
      *n_depths = tg_tree_layout_get_n_depths (layout);
      *n_lanes = tg_tree_layout_get_n_lanes (layout);
      tg_tree_layout_free (layout);
    }
  return median (times, REPEATS);
}

/* A layout that follows the game as the panel does, and the time it
 * spends doing so. */
typedef struct
{
  TgTreeLayout *layout;
  double        ms;
} Follower;

static void
node_inserted_cb (TgGame   *game,
                  TgNode   *parent,
                  guint     position,
                  Follower *follower)
{
  double start = now_ms ();

  tg_tree_layout_children_changed (follower->layout, parent);
  follower->ms += now_ms () - start;
}

static void
node_removed_cb (TgGame   *game,
                 TgNode   *parent,
                 guint     position,
                 TgNode   *node,
                 Follower *follower)
{
  double start = now_ms ();

  tg_tree_layout_node_removed (follower->layout, parent, node);
  follower->ms += now_ms () - start;
}

/* What @follower spent on the signals so far, and on the layout now. */
static double
brought_up_to_date (Follower *follower)
{
  double start = now_ms ();

  tg_tree_layout_update (follower->layout);
  return follower->ms + now_ms () - start;
}

static void
edits (TgGame *game,
       TgNode *middle,
       double *delete_ms,
       double *paste_ms)
{
  Follower follower = { tg_tree_layout_new (tg_game_get_root (game)), 0 };
  double deletes[REPEATS], pastes[REPEATS];
  TgNode *parent = middle->parent, *variation = middle;

  tg_tree_layout_update (follower.layout);
  g_signal_connect (game, "node-inserted", G_CALLBACK (node_inserted_cb), &follower);
  g_signal_connect (game, "node-removed", G_CALLBACK (node_removed_cb), &follower);
  for (guint i = 0; i < REPEATS; i++)
    {
      TgNode *copy = tg_node_copy_tree (variation);

      follower.ms = 0;
      tg_game_remove_subtree (game, variation);
      deletes[i] = brought_up_to_date (&follower);
      follower.ms = 0;
      tg_game_insert_subtree (game, parent, -1, copy);
      pastes[i] = brought_up_to_date (&follower);
      variation = copy;
    }
  g_signal_handlers_disconnect_by_data (game, &follower);
  tg_tree_layout_free (follower.layout);
  *delete_ms = median (deletes, REPEATS);
  *paste_ms = median (pastes, REPEATS);
}

/* Frames ------------------------------------------------------------------ */

static void
run_until_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* One frame of @tree, as its snapshot function makes it and cairo draws
 * it into an image surface of its size. */
static double
frame (GtkWidget *tree)
{
  int scale = gtk_widget_get_scale_factor (tree);
  int width = gtk_widget_get_width (tree), height = gtk_widget_get_height (tree);
  double start = now_ms (), ms;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;

  GTK_WIDGET_GET_CLASS (tree)->snapshot (tree, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  if (node != NULL)
    gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  ms = now_ms () - start;
  cairo_surface_destroy (surface);
  g_clear_pointer (&node, gsk_render_node_unref);
  return ms;
}

static void
frames (TgGame    *game,
        GPtrArray *nodes)
{
  TgNode *at[] = {
    g_ptr_array_index (nodes, 0),
    g_ptr_array_index (nodes, nodes->len / 2),
    g_ptr_array_index (nodes, nodes->len - 1),
  };
  const char *names[] = { "start", "middle", "end" };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *tree = tg_game_tree_new ();

  /* The side panel's size. */
  gtk_window_set_default_size (GTK_WINDOW (window), 280, 600);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), tree);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_present (GTK_WINDOW (window));
  tg_game_tree_set_game (TG_GAME_TREE (tree), game);
  while (gtk_widget_get_height (tree) == 0)
    g_main_context_iteration (NULL, TRUE);

  printf ("  frame (%d×%d px):", gtk_widget_get_width (tree), gtk_widget_get_height (tree));
  for (guint i = 0; i < G_N_ELEMENTS (at); i++)
    {
      double times[REPEATS * 4];

      tg_game_set_current (game, at[i]);
      run_until_idle ();
      for (guint j = 0; j < G_N_ELEMENTS (times); j++)
        times[j] = frame (tree);
      printf ("  %s %.2f ms", names[i], median (times, G_N_ELEMENTS (times)));
    }
  printf ("   target <= 4 ms\n");
  tg_game_tree_set_game (TG_GAME_TREE (tree), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  run_until_idle ();
}

/* Start-up ---------------------------------------------------------------- */

typedef struct
{
  gint64   first_frame;
  gint64   shown;      /* document-shown, µs on the monotonic clock */
  gboolean closed;
} Start;

static void
read_line_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GDataInputStream *stream = G_DATA_INPUT_STREAM (source);
  Start *start = user_data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (stream, result, NULL, NULL);

  if (line == NULL)
    {
      start->closed = TRUE;
      return;
    }
  if (g_str_has_prefix (line, "first-frame "))
    start->first_frame = g_ascii_strtoll (line + strlen ("first-frame "), NULL, 10);
  else if (g_str_has_prefix (line, "document-shown "))
    start->shown = g_ascii_strtoll (line + strlen ("document-shown "), NULL, 10);
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, NULL, read_line_cb, start);
}

static gboolean
set_flag_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_until (const gint64   *value,
            const gboolean *closed,
            guint           ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (ms, set_flag_cb, &timed_out);

  while (*value == 0 && !*closed && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
}

static GSubprocess *
start_session_bus (char **address)
{
  g_autoptr(GSubprocess) bus = NULL;
  g_autoptr(GDataInputStream) out = NULL;

  bus = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                          NULL, "dbus-daemon", "--session", "--nofork", "--print-address=1",
                          NULL);
  if (bus == NULL)
    return NULL;
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (bus));
  *address = g_data_input_stream_read_line_utf8 (out, NULL, NULL, NULL);
  if (*address == NULL)
    {
      g_subprocess_force_exit (bus);
      return NULL;
    }
  return g_steal_pointer (&bus);
}

/* CPU time a live process has used so far, in all its threads, in ms. */
static double
process_cpu_ms (const char *pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/task", pid);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *task;
  guint64 ns = 0;

  while (dir != NULL && (task = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *stat = g_strdup_printf ("%s/%s/schedstat", path, task);
      g_autofree char *text = NULL;

      if (g_file_get_contents (stat, &text, NULL, NULL))
        ns += g_ascii_strtoull (text, NULL, 10);
    }
  return ns / 1e6;
}

/* tengen on @path, spawn to the frame that shows it, in ms (0 if never);
 * with no @path, to its first frame. */
static double
start_once (GSubprocessLauncher *launcher,
            const char          *path,
            double              *first_frame_ms,
            double              *cpu_ms)
{
  const char *argv[] = { TENGEN_PATH, path, NULL };
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  Start start = { 0 };
  gint64 spawned = g_get_monotonic_time ();

  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  if (process == NULL)
    g_error ("Cannot start %s: %s", argv[0], error->message);
  stream = g_data_input_stream_new (g_subprocess_get_stderr_pipe (process));
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, NULL, read_line_cb, &start);
  wait_until (path != NULL ? &start.shown : &start.first_frame, &start.closed, 30000);
  *cpu_ms = process_cpu_ms (g_subprocess_get_identifier (process));

  g_subprocess_send_signal (process, SIGTERM);
  while (!start.closed)
    g_main_context_iteration (NULL, TRUE);
  g_subprocess_wait (process, NULL, NULL);
  *first_frame_ms = start.first_frame != 0 ? (start.first_frame - spawned) / 1000.0 : 0;
  if (path == NULL)
    return *first_frame_ms;
  return start.shown != 0 ? (start.shown - spawned) / 1000.0 : 0;
}

static void
start_up (const char *path)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) bus = NULL;
  g_autofree char *address = NULL;
  double shown[REPEATS], first[REPEATS], cpu[REPEATS];
  double empty[REPEATS], empty_cpu[REPEATS], unused;
  gboolean ok = TRUE;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_SCHEMA_DIR", GSCHEMA_DIR, TRUE);
  g_subprocess_launcher_setenv (launcher, "TENGEN_REPORT_FIRST_FRAME", "1", TRUE);
  bus = start_session_bus (&address);
  if (bus != NULL)
    g_subprocess_launcher_setenv (launcher, "DBUS_SESSION_BUS_ADDRESS", address, TRUE);

  /* Alternating with tengen on no file spreads what else the machine
   * does over both, and tells what the record itself costs. */
  for (guint i = 0; i < REPEATS && ok; i++)
    {
      empty[i] = start_once (launcher, NULL, &unused, &empty_cpu[i]);
      shown[i] = start_once (launcher, path, &first[i], &cpu[i]);
      ok = empty[i] != 0 && shown[i] != 0;
    }
  if (ok)
    printf ("  tengen FILE: first frame %.0f ms, record and tree shown %.0f ms from spawn "
            "(%.0f ms of CPU)   target <= 400 ms\n"
            "    tengen alone: first frame %.0f ms (%.0f ms of CPU): the record adds %.0f ms "
            "(%.0f ms of CPU)\n",
            median (first, REPEATS), median (shown, REPEATS), median (cpu, REPEATS),
            median (empty, REPEATS), median (empty_cpu, REPEATS),
            median (shown, REPEATS) - median (empty, REPEATS),
            median (cpu, REPEATS) - median (empty_cpu, REPEATS));
  else
    printf ("  tengen %s: the record never showed\n", path);
  if (bus != NULL)
    {
      g_subprocess_send_signal (bus, SIGTERM);
      g_subprocess_wait (bus, NULL, NULL);
    }
}

/* ------------------------------------------------------------------------- */

static void
bench_file (const char *path,
            gboolean    display)
{
  double load_ms, layout_ms, delete_ms, paste_ms;
  g_autoptr(TgGame) game = load_game (path, &load_ms);
  g_autoptr(GPtrArray) nodes = preorder (tg_game_get_root (game));
  guint n_depths, n_lanes;
  TgNode *middle;

  printf ("%s\n  %u nodes, read in %.0f ms\n", path, nodes->len, load_ms);
  layout_ms = full_layout (tg_game_get_root (game), &n_depths, &n_lanes);
  printf ("  layout of the whole tree: %.2f ms (%u depths × %u lanes)   target <= 30 ms\n",
          layout_ms, n_depths, n_lanes);
  if (display)
    frames (game, nodes);
  middle = g_ptr_array_index (nodes, MAX (1, nodes->len / 2));
  edits (game, middle, &delete_ms, &paste_ms);
  printf ("  layout again after deleting the variation at node %u (%zu nodes): %.3f ms, "
          "after pasting it back: %.3f ms   target <= 2 ms\n",
          nodes->len / 2, tg_node_count_tree (middle), delete_ms, paste_ms);
  if (display)
    start_up (path);
  fflush (stdout);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) paths = NULL;
  gboolean display;

  if (argc == 3 && g_str_equal (argv[1], "--write"))
    {
      g_autoptr(GPtrArray) written = write_trees (argv[2], TRUE);

      return 0;
    }
  display = gtk_init_check ();
  if (argc > 1)
    {
      paths = g_ptr_array_new ();
      for (int i = 1; i < argc; i++)
        g_ptr_array_add (paths, argv[i]);
    }
  else
    {
      paths = write_trees (BENCH_TREES_DIR, FALSE);
      g_ptr_array_add (paths, g_build_filename (corpus_dir (), "teaching", "pachi_joseki_44.sgf",
                                                NULL));
    }

  printf ("bench-tree: the tree panel's layout, frames and edits%s\n",
          display ? "" : " (no display: no frames, no start-up)");
  for (guint i = 0; i < paths->len; i++)
    bench_file (g_ptr_array_index (paths, i), display);
  return 0;
}
