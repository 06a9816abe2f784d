/* bench-render.c: how long the board widget takes to draw a frame, and
 * the app to show its first.
 *
 * A 1200×1200 px 19×19 board covered with stones (360: the last point
 * stays empty so that the last move, whose ring is drawn, is legal),
 * with coordinates, drawn into a cairo image surface through the very
 * functions the widget uses.  The first frame, which rasterises the
 * stone SVGs and the empty board, is timed on its own.
 *
 * Then each layer alone, as the widget redraws one when the scene says
 * it changed (invalidated, drawn again into the image the renderer
 * keeps), on a 150-move game with move numbers, markup (30 symbols, 20
 * labels, 4 arrows, a line, 9 dimmed points), 6 lettered variations, a
 * pen stroke, and an engine's analysis of 361 ownership cells and 20
 * candidates with two lines of text each, then that analysis with a
 * 20-move variation shown as numbered ghost stones.
 *
 * Then the markup layer of a node with 5,000 arrows, drawn as the board
 * does (the first TG_SGF_DRAWN_LINES) and whole, as before that limit.
 *
 * Then the app as people meet it: tengen and a bare libadwaita window
 * (bare-window.c) are each started RUNS times, alternately, on the
 * display this program was given; each says when its first frame is
 * painted (TENGEN_REPORT_FIRST_FRAME, app/application/tg-first-frame.c), which is
 * set against the moment it was spawned, with the CPU time it had used
 * by then, and its resident memory is read a second later, idle.  Both
 * get the in-memory settings backend, the build's compiled schema and a
 * session bus of their own, so that no earlier session shapes the
 * figures.
 *
 * Usage: bench-render [FRAMES [RUNS [PNG]]]   (PNG: also writes the frame)
 *   e.g. xvfb-run -s "-screen 0 1600x1200x24" tests/bench/bench-render
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tg-node-private.h"
#include "tg-board-renderer.h"
#include "tg-test-files.h"
#include "tg-sgf.h"
#include "tg-board-geometry-private.h"
#include "tg-board-scene-private.h"

#define SIZE 19
#define PIXELS 1200

/* Alternating colours everywhere but the corner where the last move goes:
 * T1 (ss) is played by Black next to an empty S1 and a black T2, so it
 * captures nothing and has a liberty. */
static TgGame *
full_board_game (void)
{
  TgNode *root = tg_node_new ();
  TgNode *move = tg_node_new ();
  g_autoptr(GError) error = NULL;
  TgGame *game;

  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "SZ", "19");
  for (guint y = 0; y < SIZE; y++)
    for (guint x = 0; x < SIZE; x++)
      {
        g_autofree char *point = tg_sgf_format_point (x, y);
        gboolean black = (x + y) % 2 == 0;

        if ((x == 18 && y == 18) || (x == 17 && y == 18))
          continue;
        if (x == 18 && y == 17)
          black = TRUE;
        tg_node_add_value (root, black ? "AB" : "AW", point);
      }
  tg_node_set_value (move, "B", "ss");
  tg_node_append_child (root, move);

  game = tg_game_new_from_root (root, &error);
  if (game == NULL)
    g_error ("Cannot set up the position: %s", error->message);
  tg_game_go_last (game);
  return game;
}

static double
draw_frame (TgBoardRenderer       *renderer,
            cairo_surface_t       *surface,
            const TgBoardGeometry *geometry,
            TgBoardScene          *scene)
{
  gint64 start = g_get_monotonic_time ();
  cairo_t *cr = cairo_create (surface);

  /* A fresh frame, as the widget's texture starts from nothing. */
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  tg_board_renderer_draw (renderer, cr, geometry, scene, TG_BOARD_LAYERS_ALL);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return (g_get_monotonic_time () - start) / 1000.0;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Median over @frames frames after the first, at @scale. */
static void
measure (TgBoardScene *scene,
         int           scale,
         guint         frames,
         const char   *png)
{
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  g_autofree double *times = g_new (double, frames);
  TgBoardGeometry geometry;
  cairo_surface_t *surface;
  TgPoint last;
  double first;

  if (!tg_board_geometry_compute (&geometry, 0, 0, PIXELS, PIXELS, SIZE, scale, TRUE))
    g_error ("No layout for %d px", PIXELS);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, PIXELS * scale, PIXELS * scale);

  first = draw_frame (renderer, surface, &geometry, scene);
  for (guint i = 0; i < frames; i++)
    times[i] = draw_frame (renderer, surface, &geometry, scene);
  qsort (times, frames, sizeof (double), compare_doubles);

  g_assert (tg_board_scene_get_last_move (scene, &last));
  printf ("scale %d (%d×%d device px, %u stones, stone %d px, last move ring, coordinates)\n",
          scale, PIXELS * scale, PIXELS * scale,
          tg_board_count (tg_board_scene_get_board (scene), TG_BLACK) +
          tg_board_count (tg_board_scene_get_board (scene), TG_WHITE),
          geometry.stone_diameter);
  printf ("  first frame (SVG stones and empty board rasterised): %.2f ms\n", first);
  printf ("  frame, median of %u: %.3f ms (min %.3f, max %.3f)%s\n", frames,
          times[frames / 2], times[0], times[frames - 1],
          scale == 1 ? "   target <= 2 ms" : "");

  if (png != NULL && cairo_surface_write_to_png (surface, png) != CAIRO_STATUS_SUCCESS)
    fprintf (stderr, "Cannot write %s\n", png);
  cairo_surface_destroy (surface);
}

static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1e3 + now.tv_nsec / 1e6;
}

/* A 150-move game of random legal moves, the same on every run. */
static TgGame *
middle_game (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (150);
  TgGame *game = tg_game_new (SIZE, TG_RULES_WMSG, 6.5, 0);
  const TgBoard *board = tg_game_get_board (game);

  while (tg_game_get_move_number (game) < 150)
    {
      TgPoint point = tg_board_nth_point (board, g_rand_int_range (rand, 0, SIZE * SIZE));

      if (tg_game_check_move (game, point, NULL) == TG_MOVE_OK)
        tg_game_play (game, point, NULL);
    }
  return game;
}

/* Markup and variations at the current node, as a teacher's record has. */
static void
decorate (TgGame *game)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  const TgBoard *board = tg_game_get_board (game);
  TgNode *node = tg_game_get_current (game);
  GPtrArray *symbols[4];
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  static const char * const ids[] = { "TR", "CR", "SQ", "MA" };
  guint variations = 0;

  for (guint i = 0; i < 4; i++)
    symbols[i] = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < 50; i++)
    {
      guint x = g_rand_int_range (rand, 0, SIZE), y = g_rand_int_range (rand, 0, SIZE);
      char *point = tg_sgf_format_point (x, y);

      if (i < 30)
        g_ptr_array_add (symbols[i % 4], point);
      else
        {
          g_ptr_array_add (labels, g_strdup_printf ("%s:%c", point, 'A' + i - 30));
          g_free (point);
        }
    }
  tg_game_begin_step (game);
  for (guint i = 0; i < 4; i++)
    {
      g_ptr_array_add (symbols[i], NULL);
      tg_game_set_values (game, node, ids[i], (const char * const *) symbols[i]->pdata);
      g_ptr_array_unref (symbols[i]);
    }
  g_ptr_array_add (labels, NULL);
  tg_game_set_values (game, node, "LB", (const char * const *) labels->pdata);
  tg_game_set_values (game, node, "AR",
                      (const char * const[]) { "cc:jj", "pd:qq", "dp:jd", "aa:sa", NULL });
  tg_game_set_value (game, node, "LN", "ds:sd");
  tg_game_set_value (game, node, "DD", "ma:oc");
  tg_game_end_step (game);

  /* Six other moves from here: six variations. */
  for (guint i = 0; variations < 6 && i < SIZE * SIZE; i++)
    {
      TgPoint point = tg_board_nth_point (board, i);

      if (tg_game_check_move (game, point, NULL) != TG_MOVE_OK)
        continue;
      tg_game_play (game, point, NULL);
      tg_game_go_back (game);
      variations++;
    }
}

static void
analyse (TgBoardScene *scene)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20);
  g_autofree float *ownership = g_new (float, SIZE * SIZE);
  TgBoardCandidate candidates[20];
  g_autofree char *texts[20] = { NULL };
  const TgBoard *board = tg_board_scene_get_board (scene);

  for (guint i = 0; i < SIZE * SIZE; i++)
    ownership[i] = (float) g_rand_double_range (rand, -1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      texts[i] = g_strdup_printf ("%.1f%%\n%.1fk", 60 - i * 1.5, 12.0 / (i + 1));
      candidates[i] = (TgBoardCandidate) { tg_board_nth_point (board, 20 + i * 17),
                                           1 - i / 19.0, i == 0, texts[i] };
    }
  tg_board_scene_set_analysis (scene, tg_board_scene_get_node (scene), candidates,
                               G_N_ELEMENTS (candidates), ownership);
}

/* Twenty moves from the best candidate on, over the ownership map. */
static void
show_variation (TgBoardScene *scene)
{
  const TgBoard *board = tg_board_scene_get_board (scene);
  TgPoint pv[20];

  for (guint i = 0; i < G_N_ELEMENTS (pv); i++)
    pv[i] = tg_board_nth_point (board, 20 + i * 17);
  tg_board_scene_set_analysis_pv (scene, pv, G_N_ELEMENTS (pv), TG_BLACK);
}

static void
measure_layers (guint frames)
{
  static const struct
  {
    TgBoardLayers  layer;
    const char    *name;
    gboolean       pv;   /* the pointer on a candidate: its variation shown */
  } layers[] = {
    { TG_BOARD_LAYER_BOARD, "board (wood, lines, coordinates)" },
    { TG_BOARD_LAYER_STONES, "stones" },
    { TG_BOARD_LAYER_MARKS, "marks (last move, 150 move numbers)" },
    { TG_BOARD_LAYER_MARKUP, "markup (30 symbols, 20 labels, arrows, DD)" },
    { TG_BOARD_LAYER_VARIATIONS, "variations (6 letters)" },
    { TG_BOARD_LAYER_ANALYSIS, "analysis (361 ownership cells, 20 candidates)" },
    { TG_BOARD_LAYER_ANALYSIS, "analysis, a 20-move variation shown", TRUE },
    { TG_BOARD_LAYER_OVERLAY, "overlay (a pen stroke)" },
  };
  g_autoptr(TgGame) game = middle_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  g_autofree double *times = g_new (double, frames);
  g_autofree double *cpu = g_new (double, frames);
  TgBoardGeometry geometry;

  decorate (game);
  tg_board_scene_set_show_move_numbers (scene, TRUE);
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_LETTERS);
  analyse (scene);
  tg_board_scene_begin_stroke (scene, 3, 3);
  for (guint i = 1; i <= 40; i++)
    tg_board_scene_extend_stroke (scene, 3 + i * 0.3, 3 + 4 * sin (i * 0.3));
  if (!tg_board_geometry_compute (&geometry, 0, 0, PIXELS, PIXELS, SIZE, 1, TRUE))
    g_error ("No layout for %d px", PIXELS);

  printf ("one layer redrawn alone, as the widget does when the scene names it (%d×%d px,\n"
          "  150 moves; median of %u, first draw in brackets; the thread's CPU time too,\n"
          "  which other work on the machine sways less):\n", PIXELS, PIXELS, frames);
  for (guint k = 0; k < G_N_ELEMENTS (layers); k++)
    {
      cairo_rectangle_int_t area = { 0 };
      gint64 start = g_get_monotonic_time ();
      double first;

      if (layers[k].pv)
        show_variation (scene);
      tg_board_renderer_get_layer (renderer, &geometry, scene, layers[k].layer, &area);
      first = (g_get_monotonic_time () - start) / 1000.0;
      for (guint i = 0; i < frames; i++)
        {
          double cpu_start = thread_cpu_ms ();

          start = g_get_monotonic_time ();
          tg_board_renderer_invalidate (renderer, layers[k].layer);
          tg_board_renderer_get_layer (renderer, &geometry, scene, layers[k].layer, &area);
          times[i] = (g_get_monotonic_time () - start) / 1000.0;
          cpu[i] = thread_cpu_ms () - cpu_start;
        }
      qsort (times, frames, sizeof (double), compare_doubles);
      qsort (cpu, frames, sizeof (double), compare_doubles);
      printf ("  %-46s %6.2f ms (min %.2f, max %.2f) CPU %.2f [%.1f]  %d×%d px%s\n",
              layers[k].name, times[frames / 2], times[0], times[frames - 1], cpu[frames / 2],
              first, area.width, area.height,
              layers[k].layer == TG_BOARD_LAYER_ANALYSIS ? "   target <= 4 ms" : "");
      if (layers[k].pv)
        tg_board_scene_set_analysis_pv (scene, NULL, 0, TG_EMPTY);
    }
}

/* The markup layer of a node with 5,000 arrows (AR): the board draws the
 * first TG_SGF_DRAWN_LINES.  The same arrows given to the scene as the
 * teacher's extra markup, which no limit cuts, are what a frame cost
 * before the limit. */
static void
time_markup (TgBoardScene          *scene,
             const TgBoardGeometry *geometry,
             guint                  frames,
             double                *wall_ms,
             double                *cpu_ms)
{
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  g_autofree double *times = g_new (double, frames);
  g_autofree double *cpu = g_new (double, frames);
  cairo_rectangle_int_t area = { 0 };

  for (guint i = 0; i < frames; i++)
    {
      gint64 start = g_get_monotonic_time ();
      double cpu_start = thread_cpu_ms ();

      tg_board_renderer_invalidate (renderer, TG_BOARD_LAYER_MARKUP);
      tg_board_renderer_get_layer (renderer, geometry, scene, TG_BOARD_LAYER_MARKUP, &area);
      times[i] = (g_get_monotonic_time () - start) / 1000.0;
      cpu[i] = thread_cpu_ms () - cpu_start;
    }
  qsort (times, frames, sizeof (double), compare_doubles);
  qsort (cpu, frames, sizeof (double), compare_doubles);
  *wall_ms = times[frames / 2];
  *cpu_ms = cpu[frames / 2];
}

static void
measure_markup_limit (guint frames)
{
  enum { ARROWS = 5000 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (5000);
  g_autoptr(TgGame) game = tg_game_new (SIZE, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgBoardScene) scene = NULL;
  g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
  TgBoardMarkup *extra = tg_board_markup_new ();
  TgBoardGeometry geometry;
  double capped, capped_cpu, uncapped, uncapped_cpu;

  if (!tg_board_geometry_compute (&geometry, 0, 0, PIXELS, PIXELS, SIZE, 1, TRUE))
    g_error ("No layout for %d px", PIXELS);
  extra->size = SIZE;
  for (guint i = 0; i < ARROWS; i++)
    {
      TgMarkupLine line;

      do
        line = (TgMarkupLine) { g_rand_int_range (rand, 0, SIZE), g_rand_int_range (rand, 0, SIZE),
                                g_rand_int_range (rand, 0, SIZE), g_rand_int_range (rand, 0, SIZE) };
      while (line.from_col == line.to_col && line.from_row == line.to_row);
      g_array_append_val (extra->arrows, line);
      g_ptr_array_add (values, g_strdup_printf ("%c%c:%c%c", 'a' + line.from_col,
                                                'a' + line.from_row, 'a' + line.to_col,
                                                'a' + line.to_row));
    }
  g_ptr_array_add (values, NULL);

  tg_game_set_values (game, tg_game_get_root (game), "AR", (const char * const *) values->pdata);
  scene = tg_board_scene_new (game);
  time_markup (scene, &geometry, frames, &capped, &capped_cpu);
  g_assert (tg_board_scene_get_markup (scene)->arrows->len == TG_SGF_DRAWN_LINES);

  tg_game_set_value (game, tg_game_get_root (game), "AR", NULL);
  tg_board_scene_set_extra_markup (scene, extra);
  time_markup (scene, &geometry, MAX (1, frames / 10), &uncapped, &uncapped_cpu);
  tg_board_markup_free (extra);

  printf ("a node with %d arrows (AR), the markup layer (%d×%d px, median):\n"
          "  the first %d drawn, as the board does: %8.2f ms, CPU %8.2f ms\n"
          "  all %d drawn, as before the limit:     %8.2f ms, CPU %8.2f ms\n",
          ARROWS, PIXELS, PIXELS, TG_SGF_DRAWN_LINES, capped, capped_cpu, ARROWS, uncapped,
          uncapped_cpu);
}

/* One start of a program: what its stderr has said so far. */
typedef struct
{
  gint64   first_frame;   /* µs, monotonic clock; 0 until reported */
  gboolean closed;        /* stderr at its end: the process is gone */
  gboolean settled;       /* either of the above */
} Start;

static void
read_line_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GDataInputStream *stream = G_DATA_INPUT_STREAM (source);
  Start *start = user_data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (stream, result,
                                                                     NULL, NULL);

  if (line == NULL)
    {
      start->closed = start->settled = TRUE;
      return;
    }
  if (start->first_frame == 0 && g_str_has_prefix (line, "first-frame "))
    {
      start->first_frame = g_ascii_strtoll (line + strlen ("first-frame "), NULL, 10);
      start->settled = TRUE;
    }
  /* Reading on keeps the pipe drained while the program idles. */
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, NULL, read_line_cb, start);
}

static gboolean
set_flag_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main context until *@flag is set or @ms have passed. */
static void
wait_for (const gboolean *flag,
          guint           ms)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add (ms, set_flag_cb, &timed_out);

  while (!*flag && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
}

/* VmRSS of a live process, in kB (0 if it cannot be read). */
static guint64
resident_kb (const char *pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%s/status", pid);
  g_autofree char *status = NULL;
  const char *rss;

  if (!g_file_get_contents (path, &status, NULL, NULL)
      || (rss = strstr (status, "\nVmRSS:")) == NULL)
    return 0;
  return g_ascii_strtoull (rss + strlen ("\nVmRSS:"), NULL, 10);
}

/* CPU time a live process has used so far, in all its threads, in ms:
 * less at the mercy of whatever else runs on the machine than the wall
 * clock is. */
static double
cpu_ms (const char *pid)
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

/* The figures of one start. */
typedef struct
{
  double  ms;     /* spawn to first frame */
  double  cpu;    /* CPU time to first frame, ms */
  guint64 kb;     /* resident a second later */
} Sample;

/* Starts @argv once; FALSE if it drew nothing. */
static gboolean
start_once (GSubprocessLauncher *launcher,
            const char * const  *argv,
            Sample              *sample)
{
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GDataInputStream) stream = NULL;
  g_autoptr(GError) error = NULL;
  Start start = { 0 };
  gboolean never = FALSE;
  gint64 spawned;

  spawned = g_get_monotonic_time ();
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  if (process == NULL)
    {
      fprintf (stderr, "Cannot start %s: %s\n", argv[0], error->message);
      return FALSE;
    }
  stream = g_data_input_stream_new (g_subprocess_get_stderr_pipe (process));
  g_data_input_stream_read_line_async (stream, G_PRIORITY_DEFAULT, NULL, read_line_cb, &start);

  wait_for (&start.settled, 30000);
  if (start.first_frame != 0)
    {
      sample->cpu = cpu_ms (g_subprocess_get_identifier (process));
      wait_for (&never, 1000);
      sample->ms = (start.first_frame - spawned) / 1000.0;
      sample->kb = resident_kb (g_subprocess_get_identifier (process));
    }
  else
    fprintf (stderr, "%s drew no frame%s\n", argv[0],
             start.closed ? ": it exited" : " in 30 s");

  /* The read in flight holds &start until the pipe closes. */
  g_subprocess_send_signal (process, SIGTERM);
  wait_for (&start.closed, 5000);
  if (!start.closed)
    {
      g_subprocess_force_exit (process);
      wait_for (&start.closed, G_MAXINT);
    }
  g_subprocess_wait (process, NULL, NULL);
  return start.first_frame != 0 && sample->kb > 0;
}

static int
compare_uint64s (gconstpointer a,
                 gconstpointer b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

/* Medians of @runs samples. */
static Sample
print_medians (const char   *name,
               const Sample *samples,
               guint         runs)
{
  g_autofree double *ms = g_new (double, runs);
  g_autofree double *cpu = g_new (double, runs);
  g_autofree guint64 *kb = g_new (guint64, runs);

  for (guint i = 0; i < runs; i++)
    {
      ms[i] = samples[i].ms;
      cpu[i] = samples[i].cpu;
      kb[i] = samples[i].kb;
    }
  qsort (ms, runs, sizeof (double), compare_doubles);
  qsort (cpu, runs, sizeof (double), compare_doubles);
  qsort (kb, runs, sizeof (guint64), compare_uint64s);
  printf ("  %-12s %7.1f ms (min %.1f, max %.1f)   CPU %5.1f ms"
          "   %6.1f MB (min %.1f, max %.1f)\n",
          name, ms[runs / 2], ms[0], ms[runs - 1], cpu[runs / 2],
          kb[runs / 2] / 1024.0, kb[0] / 1024.0, kb[runs - 1] / 1024.0);
  return (Sample) { ms[runs / 2], cpu[runs / 2], kb[runs / 2] };
}

/* A session bus of the benchmark's own for the programs it starts: they
 * register on it as they would on a desktop, no Tengen the user is
 * running answers in place of ours, and what the bus starts on demand
 * (the accessibility bus, whose socket is named after the display) ends
 * with it instead of outliving the benchmark and standing in the way of
 * the next session on that display.  NULL if there is no dbus-daemon. */
static GSubprocess *
start_session_bus (char **address)
{
  g_autoptr(GSubprocess) bus = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GError) error = NULL;

  bus = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                          &error, "dbus-daemon", "--session", "--nofork", "--print-address=1",
                          NULL);
  if (bus == NULL)
    {
      fprintf (stderr, "No session bus of our own: %s\n", error->message);
      return NULL;
    }
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (bus));
  *address = g_data_input_stream_read_line_utf8 (out, NULL, NULL, &error);
  if (*address == NULL)
    {
      fprintf (stderr, "dbus-daemon gave no address%s%s\n",
               error != NULL ? ": " : "", error != NULL ? error->message : "");
      g_subprocess_force_exit (bus);
      return NULL;
    }
  return g_steal_pointer (&bus);
}

/* The window size tengen opens with when no session has been saved,
 * which the bare window is given too, so both paint as many pixels. */
static void
default_window_size (int *width,
                     int *height)
{
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) width_key = NULL;
  g_autoptr(GSettingsSchemaKey) height_key = NULL;
  g_autoptr(GVariant) width_value = NULL;
  g_autoptr(GVariant) height_value = NULL;
  g_autoptr(GError) error = NULL;

  source = g_settings_schema_source_new_from_directory (GSCHEMA_DIR, NULL, FALSE, &error);
  if (source == NULL)
    g_error ("No compiled schema in %s: %s", GSCHEMA_DIR, error->message);
  schema = g_settings_schema_source_lookup (source, APP_ID, FALSE);
  if (schema == NULL)
    g_error ("No schema %s in %s", APP_ID, GSCHEMA_DIR);
  width_key = g_settings_schema_get_key (schema, "window-width");
  height_key = g_settings_schema_get_key (schema, "window-height");
  width_value = g_settings_schema_key_get_default_value (width_key);
  height_value = g_settings_schema_key_get_default_value (height_key);
  *width = g_variant_get_int32 (width_value);
  *height = g_variant_get_int32 (height_value);
}

static const char *const xdg_dirs[] = {
  "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
};

static void
measure_startup (guint runs)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) bus = NULL;
  g_autofree char *bus_address = NULL;
  g_autofree char *width = NULL;
  g_autofree char *height = NULL;
  g_autofree char *home = NULL;
  g_autofree Sample *app = g_new (Sample, runs);
  g_autofree Sample *bare = g_new (Sample, runs);
  Sample app_median, bare_median;
  gboolean ok = TRUE;
  const char *display = g_getenv ("WAYLAND_DISPLAY");
  const char *app_argv[] = { TENGEN_PATH, NULL };
  const char *bare_argv[] = { BARE_WINDOW_PATH, NULL, NULL, NULL };
  int w, h;

  if (display == NULL)
    display = g_getenv ("DISPLAY");
  if (display == NULL)
    {
      printf ("start-up: skipped, no display (run under xvfb-run)\n");
      return;
    }

  default_window_size (&w, &h);
  bare_argv[1] = width = g_strdup_printf ("%d", w);
  bare_argv[2] = height = g_strdup_printf ("%d", h);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_BACKEND", "memory", TRUE);
  g_subprocess_launcher_setenv (launcher, "GSETTINGS_SCHEMA_DIR", GSCHEMA_DIR, TRUE);
  g_subprocess_launcher_setenv (launcher, "TENGEN_REPORT_FIRST_FRAME", "1", TRUE);
  /* A home of its own: the user's drafts would open the recovery dialog
   * and their library and settings would cost what a new user's do not. */
  home = g_dir_make_tmp ("bench-render-XXXXXX", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (xdg_dirs); i++)
    {
      g_autofree char *dir = g_build_filename (home, xdg_dirs[i], NULL);

      g_subprocess_launcher_setenv (launcher, xdg_dirs[i], dir, TRUE);
    }
  bus = start_session_bus (&bus_address);
  if (bus != NULL)
    g_subprocess_launcher_setenv (launcher, "DBUS_SESSION_BUS_ADDRESS", bus_address, TRUE);

  printf ("start-up: spawn to first frame painted, and resident memory 1 s later, idle\n"
          "  (%d×%d window, display %s, %s; median of %u runs each)\n",
          w, h, display, bus != NULL ? "a session bus of its own" : "the session bus given", runs);
  fflush (stdout);
  /* Alternating spreads whatever else the machine does over both. */
  for (guint i = 0; i < runs && ok; i++)
    ok = start_once (launcher, bare_argv, &bare[i]) && start_once (launcher, app_argv, &app[i]);
  if (bus != NULL)
    {
      g_subprocess_send_signal (bus, SIGTERM);
      g_subprocess_wait (bus, NULL, NULL);
    }
  tg_test_remove_tree (home);
  if (!ok)
    return;

  bare_median = print_medians ("bare window", bare, runs);
  app_median = print_medians ("tengen", app, runs);
  printf ("  tengen / bare: %.2f× the time (%.2f× the CPU), %.2f× the memory"
          "   target <= 1.2× time, 1.15× memory\n",
          app_median.ms / bare_median.ms, app_median.cpu / bare_median.cpu,
          (double) app_median.kb / bare_median.kb);
}

int
main (int   argc,
      char *argv[])
{
  guint frames = argc > 1 ? (guint) MAX (1, atoi (argv[1])) : 200;
  guint runs = argc > 2 ? (guint) MAX (1, atoi (argv[2])) : 10;
  const char *png = argc > 3 ? argv[3] : NULL;
  g_autoptr(TgGame) game = full_board_game ();
  g_autoptr(TgBoardScene) scene = tg_board_scene_new (game);

  tg_board_scene_set_show_coordinates (scene, TRUE);

  printf ("bench-render: the board widget's drawing code into a cairo image surface\n");
  measure (scene, 1, frames, png);
  measure (scene, 2, frames, NULL);
  measure_layers (frames);
  measure_markup_limit (MAX (1, frames / 10));
  measure_startup (runs);
  return 0;
}
