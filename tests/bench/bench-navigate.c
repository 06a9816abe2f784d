/* bench-navigate.c: whether the window's main loop stalls, and how soon
 * a jump reaches the screen, while a person jumps about a long record.
 *
 * It writes records of 20,000 and 100,000 random legal moves in one line
 * (tg-bench-records.c) into a folder of its own and starts tengen on
 * each, on this display with a session bus of its own.  Once the record
 * is shown and brought to its start, it presses End and Home alternately
 * through xdotool, 20 jumps in all, as a person would.  Meanwhile a
 * probe thread times the app's answer to a D-Bus call,
 * org.gtk.Actions.List on its object path, every 20 ms: the longest
 * answer is about the longest stall of the main loop.  Each jump is timed
 * to the frame painted after the current node changed
 * (TENGEN_REPORT_FIRST_FRAME's position-shown, app/tg-first-frame.c):
 * from the moment the window received the key, and from the moment
 * before xdotool was started to send it; and by the CPU time tengen's
 * main thread spent from the key to 300 ms after the frame, which the
 * others' work on a shared machine leaves as it is.  That wait after
 * each jump lets work a view leaves for later fall in the probe's
 * window too.
 *
 * The window is made as large as the screen, so that the side panel
 * shows the tree and the score graph whole.  Jumps by the mouse
 * instead: --click graph clicks the score graph (shown as the records
 * then carry a lead at each move) at far apart places in turn, 15 %,
 * 85 %, 35 %, 65 %… of its width; --click tree clicks the game tree on
 * the nodes 2 moves and as many moves as it shows before the one the
 * jumps start from, in turn (by default from the end), where tengen's
 * report of the last frame says the tree shows them.  Each click goes
 * into the part of the view that tengen reports one sees: the panels
 * that scroll a view, and the window, hide the rest.
 *
 * Usage: bench-navigate [OPTION...] [MOVES...]   (default: 20000 100000)
 *   --passes        lines of passes, not of random moves
 *   --from KEY      the key that brings the record where the jumps start
 *                   (default Home; End with --click tree)
 *   --keys K1,K2…   the keys pressed in turn (default End,Home), e.g.
 *                   alt+Left to step back from the end
 *   --click VIEW    clicks in VIEW (tree or graph) instead of keys
 *   --goto          Go to Move instead: Ctrl+G, a move number typed (the
 *                   graph's places in turn, of the line), Enter
 *   --write DIR     only writes the records
 *   e.g. xvfb-run -a -s "-screen 0 1600x1200x24" tests/bench/bench-navigate
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tg-bench-util.h"
#include "tg-bench-records.h"
#include "tg-node-private.h"

#define JUMPS 20
#define PROBE_INTERVAL_US 20000
#define SETTLE_MS 300
#define SHOW_TIMEOUT_MS 120000
#define JUMP_TIMEOUT_MS 20000

static gboolean passes;
static const char *from_key;
static char **keys;
static const char *click_view;   /* "tree", "graph" or NULL */
static gboolean go_to;           /* jumps by Go to Move's number */

/* Where the graph is clicked, as fractions of its width, in turn. */
static const double graph_places[] = { 0.15, 0.85, 0.35, 0.65, 0.5, 0.05, 0.95, 0.25, 0.75, 0.45 };

/* The median and the largest of @values, which it sorts. */
static void
summarise (GArray *values,
           double *median,
           double *max)
{
  *median = *max = 0;
  if (values->len == 0)
    return;
  g_array_sort (values, tg_bench_compare_doubles);
  *median = g_array_index (values, double, values->len / 2);
  *max = g_array_index (values, double, values->len - 1);
}

/* The probe ---------------------------------------------------------------- */

typedef struct
{
  GDBusConnection *bus;
  char            *object_path;
  gint             stop;
  GMutex           lock;
  GArray          *latencies;  /* double, ms */
  guint            failures;
} Probe;

static gpointer
probe_thread (gpointer data)
{
  Probe *probe = data;

  while (!g_atomic_int_get (&probe->stop))
    {
      g_autoptr(GVariant) reply = NULL;
      g_autoptr(GError) error = NULL;
      gint64 sent = g_get_monotonic_time ();
      gint64 wait;
      double ms;

      reply = g_dbus_connection_call_sync (probe->bus, APP_ID, probe->object_path,
                                           "org.gtk.Actions", "List", NULL, NULL,
                                           G_DBUS_CALL_FLAGS_NONE, 60000, NULL, &error);
      ms = (g_get_monotonic_time () - sent) / 1000.0;
      g_mutex_lock (&probe->lock);
      if (reply != NULL)
        g_array_append_val (probe->latencies, ms);
      else
        probe->failures++;
      g_mutex_unlock (&probe->lock);
      wait = sent + PROBE_INTERVAL_US - g_get_monotonic_time ();
      if (wait > 0)
        g_usleep (wait);
    }
  return NULL;
}

/* What tengen reports ------------------------------------------------------ */

typedef struct
{
  gint64   at;
  gint64   input;       /* when the window last received a key press */
  gboolean in_tree;     /* the tree showed the node and its parent: */
  double   node[2];     /* where, in window pixels */
  double   parent[2];
  double   tree_seen[4];  /* the part of the tree one sees: x, y, width, height */
  gboolean in_graph;    /* the graph was shown: */
  double   graph[4];    /* x, y, width, height in window pixels */
  double   graph_seen[4];
} Shown;

/* Four numbers from @words at @i into @out, or FALSE for a "-". */
static gboolean
read_rect (char  **words,
           guint   n,
           guint   i,
           double *out)
{
  if (i + 3 >= n || g_str_equal (words[i], "-"))
    return FALSE;
  for (guint j = 0; j < 4; j++)
    out[j] = g_ascii_strtod (words[i + j], NULL);
  return TRUE;
}

typedef struct
{
  gint64   shown;       /* document-shown, µs on the monotonic clock */
  GArray  *positions;   /* Shown: each position-shown */
  gboolean closed;
} Reports;

static void
read_line_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GDataInputStream *stream = G_DATA_INPUT_STREAM (source);
  Reports *reports = user_data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (stream, result, NULL, NULL);

  if (line == NULL)
    {
      reports->closed = TRUE;
      return;
    }
  if (g_str_has_prefix (line, "document-shown "))
    reports->shown = g_ascii_strtoll (line + strlen ("document-shown "), NULL, 10);
  else if (g_str_has_prefix (line, "position-shown "))
    {
      Shown shown = { 0 };
      g_auto(GStrv) words = g_strsplit (line + strlen ("position-shown "), " ", -1);
      guint n = g_strv_length (words);

      shown.at = g_ascii_strtoll (words[0], NULL, 10);
      shown.input = n > 1 ? g_ascii_strtoll (words[1], NULL, 10) : 0;
      /* "tree CX CY PX PY VX VY VW VH graph X Y W H VX VY VW VH", "-"
       * for what is not shown, V… the part one sees. */
      for (guint i = 2; i < n; i++)
        if (g_str_equal (words[i], "tree") && i + 4 < n && !g_str_equal (words[i + 1], "-"))
          {
            double points[4];

            read_rect (words, n, i + 1, points);
            shown.node[0] = points[0], shown.node[1] = points[1];
            shown.parent[0] = points[2], shown.parent[1] = points[3];
            shown.in_tree = read_rect (words, n, i + 5, shown.tree_seen);
          }
        else if (g_str_equal (words[i], "graph") && i + 4 < n && !g_str_equal (words[i + 1], "-"))
          shown.in_graph = read_rect (words, n, i + 1, shown.graph)
                           && read_rect (words, n, i + 5, shown.graph_seen);
      g_array_append_val (reports->positions, shown);
    }
  else if (!g_str_has_prefix (line, "first-frame "))
    fprintf (stderr, "tengen: %s\n", line);
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, NULL, read_line_cb, reports);
}

static gboolean
set_flag_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main context until @done says so, tengen's output closes, or
 * @ms pass; FALSE on the last two. */
static gboolean
wait_for (gboolean (*done) (Reports *, gint64),
          Reports   *reports,
          gint64     after,
          guint      ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (ms, set_flag_cb, &timed_out);

  while (!done (reports, after) && !reports->closed && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  return done (reports, after);
}

static gboolean
document_shown (Reports *reports,
                gint64   after)
{
  return reports->shown != 0;
}

/* The first position-shown after @after, or NULL. */
static const Shown *
position_after (Reports *reports,
                gint64   after)
{
  for (guint i = 0; i < reports->positions->len; i++)
    if (g_array_index (reports->positions, Shown, i).at > after)
      return &g_array_index (reports->positions, Shown, i);
  return NULL;
}

static gboolean
position_shown (Reports *reports,
                gint64   after)
{
  return position_after (reports, after) != NULL;
}

static void
settle (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* The CPU time tengen's main thread has had so far, in ms: what a jump
 * costs it whatever else the machine runs. */
static double
main_thread_cpu_ms (const char *pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/task/%s/schedstat", pid, pid);
  g_autofree char *text = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return 0;
  return g_ascii_strtoull (text, NULL, 10) / 1e6;
}

/* xdotool's output, or NULL when it failed. */
static char *
xdotool (const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *out = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) "xdotool");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_SEARCH_PATH
                     | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return NULL;
  return g_strstrip (g_steal_pointer (&out));
}

/* One record ----------------------------------------------------------------- */

static GSubprocess *
start_session_bus (char **address)
{
  g_autoptr(GSubprocess) bus = NULL;
  g_autoptr(GDataInputStream) out = NULL;

  bus = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                          NULL, "dbus-daemon", "--session", "--nofork", "--print-address=1",
                          NULL);
  if (bus == NULL)
    g_error ("Cannot start dbus-daemon");
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (bus));
  *address = g_data_input_stream_read_line_utf8 (out, NULL, NULL, NULL);
  if (*address == NULL)
    g_error ("dbus-daemon gave no address");
  return g_steal_pointer (&bus);
}

/* The app's object path, as GApplication makes it from its id. */
static char *
object_path (void)
{
  char *path = g_strconcat ("/", APP_ID, NULL);

  g_strdelimit (path, ".", '/');
  return path;
}

/* A lead at every node, wandering, as a whole game's analysis leaves
 * it: the window then shows the score graph. */
static void
add_leads (TgNode *root)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (25);
  double lead = 0;

  for (TgNode *node = root; node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    {
      char text[G_ASCII_DTOSTR_BUF_SIZE];

      lead = CLAMP (lead + g_rand_double_range (rand, -2, 2), -40, 40);
      tg_node_set_value (node, "SBKS", g_ascii_formatd (text, sizeof text, "%.1f", lead));
    }
}

static char *
write_record (const char *dir,
              guint       moves)
{
  gboolean leads = g_strcmp0 (click_view, "graph") == 0;
  g_autofree char *name = g_strdup_printf ("%s-%u%s.sgf", passes ? "passes" : "line", moves,
                                           leads ? "-leads" : "");
  g_autofree char *comment = g_strdup_printf (passes ? "A line of %u passes"
                                              : "A line of %u random legal moves", moves);
  TgNode *root = passes ? tg_bench_passes_line (moves, comment)
                        : tg_bench_random_line (moves, comment);

  if (leads)
    add_leads (root);
  return tg_bench_write_record (dir, name, root);
}

static gboolean
inside (const double *rect,
        double        x,
        double        y)
{
  return x >= rect[0] && y >= rect[1] && x < rect[0] + rect[2] && y < rect[1] + rect[3];
}

/* How many steps up the line from the current node of @shown the tree
 * still shows, at most 1,000. */
static int
steps_seen (const Shown *shown)
{
  double dx = shown->node[0] - shown->parent[0], dy = shown->node[1] - shown->parent[1];
  int steps = 0;

  while (steps < 1000 && inside (shown->tree_seen, shown->node[0] - (steps + 1) * dx,
                                 shown->node[1] - (steps + 1) * dy))
    steps++;
  return steps;
}

/* The place in the window of the @i-th click, from what the last frame
 * showed (@last, whose current node is @depth steps from where the
 * jumps began), into the part of the view one sees: in the graph at far
 * apart places of its width in turn; in the tree on the nodes 2 steps
 * and @far steps up the line from the first, in turn.  FALSE when the
 * view, or that place, is not shown. */
static gboolean
click_place (const Shown *last,
             int          depth,
             int          far,
             guint        i,
             int         *target,
             double      *x,
             double      *y)
{
  if (g_str_equal (click_view, "graph"))
    {
      double place = graph_places[i % G_N_ELEMENTS (graph_places)];
      const double *seen = last->graph_seen;

      if (!last->in_graph)
        return FALSE;
      *x = CLAMP (last->graph[0] + last->graph[2] * place, seen[0] + 1, seen[0] + seen[2] - 2);
      *y = seen[1] + seen[3] / 2;
      return TRUE;
    }
  if (!last->in_tree)
    return FALSE;
  *target = -(i % 2 == 0 ? MIN (2, far) : far);
  *x = last->node[0] - (depth - *target) * (last->node[0] - last->parent[0]);
  *y = last->node[1] - (depth - *target) * (last->node[1] - last->parent[1]);
  return inside (last->tree_seen, *x, *y);
}

static void
bench_record (const char *dir,
              guint       moves)
{
  g_autofree char *path = write_record (dir, moves);
  g_autofree char *address = NULL;
  g_autofree char *window = NULL;
  g_autofree char *state = g_build_filename (dir, "state", NULL);
  g_autofree char *config = g_build_filename (dir, "config", NULL);
  g_autoptr(GSubprocess) bus = start_session_bus (&address);
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) app = NULL;
  g_autoptr(GDataInputStream) stream = NULL;
  g_autoptr(GArray) shown_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) input_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) xdotool_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_ms = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GError) error = NULL;
  const char *argv[] = { TENGEN_PATH, path, NULL };
  g_autofree char *pid = NULL;
  Reports reports = { 0 };
  Probe probe = { 0 };
  Shown last = { 0 };
  double click_x, click_y;
  int depth = 0, far = 0, target = 0;
  GThread *thread;
  gint64 spawned;
  double median, max, input_median, input_max, probe_median, probe_max, xdotool_median, unused;
  double cpu_median, cpu_max;
  guint over = 0, missed = 0;

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_SCHEMA_DIR", GSCHEMA_DIR, TRUE);
  g_subprocess_launcher_setenv (launcher, "TENGEN_REPORT_FIRST_FRAME", "1", TRUE);
  g_subprocess_launcher_setenv (launcher, "DBUS_SESSION_BUS_ADDRESS", address, TRUE);
  /* Xvfb has no GPU: GTK's GL renderer would run on Mesa's llvmpipe,
   * whose frames of a few hundred ms on this machine are no part of what
   * a jump costs on a desktop; the cairo renderer draws in a few. */
  g_subprocess_launcher_setenv (launcher, "GSK_RENDERER", "cairo", TRUE);
  /* No draft of an earlier run is offered, none of this one is left. */
  g_subprocess_launcher_setenv (launcher, "XDG_STATE_HOME", state, TRUE);
  g_subprocess_launcher_setenv (launcher, "XDG_CONFIG_HOME", config, TRUE);

  reports.positions = g_array_new (FALSE, FALSE, sizeof (Shown));
  spawned = g_get_monotonic_time ();
  app = g_subprocess_launcher_spawnv (launcher, argv, &error);
  if (app == NULL)
    g_error ("Cannot start %s: %s", argv[0], error->message);
  stream = g_data_input_stream_new (g_subprocess_get_stderr_pipe (app));
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, NULL, read_line_cb, &reports);

  printf ("a line of %u %s (%s)\n", moves, passes ? "passes" : "moves", path);
  if (!wait_for (document_shown, &reports, 0, SHOW_TIMEOUT_MS))
    {
      printf ("  the record never showed\n");
      goto out;
    }
  printf ("  read and shown %.0f ms after spawn\n", (reports.shown - spawned) / 1000.0);

  pid = g_strdup (g_subprocess_get_identifier (app));
  window = xdotool ((const char *[]) { "search", "--sync", "--onlyvisible", "--pid", pid, NULL });
  if (window == NULL || window[0] == '\0')
    {
      printf ("  no window found\n");
      goto out;
    }
  /* The first of several, should there be more. */
  window[strcspn (window, "\n")] = '\0';
  g_free (xdotool ((const char *[]) { "windowfocus", "--sync", window, NULL }));
  /* The whole screen, as one reviewing a long game would have it: the
   * side panel then shows the tree and the score graph whole. */
  g_free (xdotool ((const char *[]) { "windowsize", "--sync", window, "100%", "100%", NULL }));

  probe.bus = g_dbus_connection_new_for_address_sync (address,
                                                      G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                      | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                      NULL, NULL, &error);
  if (probe.bus == NULL)
    g_error ("Cannot connect to the bus: %s", error->message);
  probe.object_path = object_path ();

  /* Wherever the record opened, the jumps start from the same place (its
   * beginning unless asked), reached from the other end so that the
   * frame reports where the views are.  A call answered then tells when
   * the main loop is free again. */
  g_free (xdotool ((const char *[]) { "key", g_str_equal (from_key, "Home") ? "End" : "Home",
                                      NULL }));
  wait_for (position_shown, &reports, g_get_monotonic_time () - 1, 5000);
  g_free (xdotool ((const char *[]) { "key", from_key, NULL }));
  wait_for (position_shown, &reports, g_get_monotonic_time () - 1, 5000);
  reply = g_dbus_connection_call_sync (probe.bus, APP_ID, probe.object_path,
                                       "org.gtk.Actions", "List", NULL, NULL,
                                       G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  if (reply == NULL)
    g_error ("The app does not answer on the bus: %s", error->message);
  settle (SETTLE_MS);

  if (click_view != NULL)
    {
      if (reports.positions->len == 0)
        {
          printf ("  tengen reported no position to click from\n");
          goto out;
        }
      last = g_array_index (reports.positions, Shown, reports.positions->len - 1);
      far = last.in_tree ? steps_seen (&last) : 0;
      if (!click_place (&last, depth, far, 0, &target, &click_x, &click_y)
          || (g_str_equal (click_view, "tree") && far < 2))
        {
          printf ("  the %s was not shown\n", click_view);
          goto out;
        }
      if (g_str_equal (click_view, "tree"))
        printf ("  clicks on the nodes 2 and %d moves back\n", far);
    }

  probe.latencies = g_array_new (FALSE, FALSE, sizeof (double));
  g_mutex_init (&probe.lock);
  thread = g_thread_new ("probe", probe_thread, &probe);

  for (guint i = 0; i < JUMPS; i++)
    {
      const char *key = keys[i % g_strv_length (keys)];
      double cpu = main_thread_cpu_ms (pid);
      gint64 sent = g_get_monotonic_time ();
      const Shown *shown;
      double ms;

      if (click_view != NULL)
        {
          g_autofree char *x = NULL;
          g_autofree char *y = NULL;

          last = g_array_index (reports.positions, Shown, reports.positions->len - 1);
          if (!click_place (&last, depth, far, i, &target, &click_x, &click_y))
            {
              missed++;
              break;
            }
          x = g_strdup_printf ("%.0f", click_x);
          y = g_strdup_printf ("%.0f", click_y);
          g_free (xdotool ((const char *[]) { "mousemove", "--window", window, x, y, "click", "1",
                                              NULL }));
        }
      else if (go_to)
        {
          double place = graph_places[i % G_N_ELEMENTS (graph_places)];
          g_autofree char *number = g_strdup_printf ("%.0f", place * moves);

          g_free (xdotool ((const char *[]) { "key", "ctrl+g", "ctrl+a", NULL }));
          g_free (xdotool ((const char *[]) { "type", number, NULL }));
          g_free (xdotool ((const char *[]) { "key", "Return", NULL }));
        }
      else
        g_free (xdotool ((const char *[]) { "key", key, NULL }));
      ms = (g_get_monotonic_time () - sent) / 1000.0;
      g_array_append_val (xdotool_ms, ms);
      if (!wait_for (position_shown, &reports, sent, JUMP_TIMEOUT_MS))
        {
          missed++;
          continue;
        }
      depth = target;
      shown = position_after (&reports, sent);
      ms = (shown->at - sent) / 1000.0;
      g_array_append_val (shown_ms, ms);
      ms = (shown->at - shown->input) / 1000.0;
      g_array_append_val (input_ms, ms);
      settle (SETTLE_MS);
      ms = main_thread_cpu_ms (pid) - cpu;
      g_array_append_val (cpu_ms, ms);
    }

  g_atomic_int_set (&probe.stop, TRUE);
  g_thread_join (thread);

  for (guint i = 0; i < probe.latencies->len; i++)
    over += g_array_index (probe.latencies, double, i) > 100;
  summarise (shown_ms, &median, &max);
  summarise (input_ms, &input_median, &input_max);
  summarise (xdotool_ms, &xdotool_median, &unused);
  summarise (probe.latencies, &probe_median, &probe_max);
  summarise (cpu_ms, &cpu_median, &cpu_max);
  printf ("  %u jumps (%s, …): painted %.1f ms (median), %.1f ms at most after the "
          "window got the key   target <= 16 ms\n"
          "    %.1f ms (median), %.1f ms at most after xdotool was started to send it "
          "(%.1f ms until it returned)\n",
          shown_ms->len, click_view != NULL ? click_view : go_to ? "goto" : keys[0], input_median, input_max, median, max, xdotool_median);
  printf ("    the main thread's CPU time for each jump, its frames and the probe's calls "
          "included: %.1f ms (median), %.1f ms at most\n", cpu_median, cpu_max);
  if (missed > 0)
    printf ("  %u jumps never showed within %d s, or had no place to click\n", missed,
            JUMP_TIMEOUT_MS / 1000);
  printf ("  main loop meanwhile: %u probes answered in %.1f ms (median), %.1f ms at most, "
          "%u over 100 ms%s   target: none over 100 ms\n",
          probe.latencies->len, probe_median, probe_max, over,
          probe.failures > 0 ? " (some calls failed)" : "");

  g_mutex_clear (&probe.lock);
  g_array_unref (probe.latencies);
  g_free (probe.object_path);
  g_object_unref (probe.bus);

out:
  g_subprocess_send_signal (app, SIGTERM);
  while (!reports.closed)
    g_main_context_iteration (NULL, TRUE);
  g_subprocess_wait (app, NULL, NULL);
  g_subprocess_send_signal (bus, SIGTERM);
  g_subprocess_wait (bus, NULL, NULL);
  g_array_unref (reports.positions);
  fflush (stdout);
}

/* @path and all under it. */
static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) lengths = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *write_dir = NULL;
  int first = 1;

  g_auto(GStrv) default_keys = g_strsplit ("End,Home", ",", -1);

  keys = default_keys;
  for (; first < argc && g_str_has_prefix (argv[first], "--"); first++)
    if (g_str_equal (argv[first], "--passes"))
      passes = TRUE;
    else if (first + 1 < argc && g_str_equal (argv[first], "--write"))
      write_dir = argv[++first];
    else if (first + 1 < argc && g_str_equal (argv[first], "--from"))
      from_key = argv[++first];
    else if (first + 1 < argc && g_str_equal (argv[first], "--keys"))
      keys = g_strsplit (argv[++first], ",", -1);
    else if (g_str_equal (argv[first], "--goto"))
      go_to = TRUE;
    else if (first + 1 < argc && g_str_equal (argv[first], "--click")
             && (g_str_equal (argv[first + 1], "tree") || g_str_equal (argv[first + 1], "graph")))
      click_view = argv[++first];
    else
      {
        fprintf (stderr, "bench-navigate: unknown option %s\n", argv[first]);
        return 2;
      }
  for (int i = first; i < argc; i++)
    {
      guint64 moves;

      if (!g_ascii_string_to_unsigned (argv[i], 10, 1, 1000000, &moves, &error))
        {
          fprintf (stderr, "Usage: bench-navigate [MOVES...]: %s\n", error->message);
          return 2;
        }
      guint length = (guint) moves;

      g_array_append_val (lengths, length);
    }
  if (from_key == NULL)
    from_key = g_strcmp0 (click_view, "tree") == 0 ? "End" : "Home";
  if (lengths->len == 0)
    g_array_append_vals (lengths, (guint[]) { 20000, 100000 }, 2);

  if (write_dir != NULL)
    {
      g_mkdir_with_parents (write_dir, 0755);
      for (guint i = 0; i < lengths->len; i++)
        g_free (write_record (write_dir, g_array_index (lengths, guint, i)));
      return 0;
    }
  if (g_getenv ("DISPLAY") == NULL)
    {
      printf ("bench-navigate: skipped, no X display (run under xvfb-run)\n");
      return 0;
    }

  dir = g_dir_make_tmp ("bench-navigate-XXXXXX", &error);
  if (dir == NULL)
    g_error ("%s", error->message);
  printf ("bench-navigate: the main loop and the frames while jumping about long records\n");
  for (guint i = 0; i < lengths->len; i++)
    bench_record (dir, g_array_index (lengths, guint, i));

  remove_tree (dir);
  return 0;
}
