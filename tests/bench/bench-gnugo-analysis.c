/* bench-gnugo-analysis.c: Analyse Whole Game with GNU Go as it ships
 * (level 10, Chinese rules, positional superko: the profile's command
 * line), run as the app runs it (TgAnalysisBatch), on games of the
 * corpus; what a reader gets of it and what it costs.
 *
 * Usage: bench-gnugo-analysis [--minutes M] [--last-quarter] [--save DIR]
 *                             [GAME[:POSITIONS]...]
 *
 * GAME is relative to the corpus; POSITIONS limits the line to its first
 * positions (the root counts).  Without games, the default sample below.
 * --minutes cancels a game's analysis after M minutes of wall time, as
 * Cancel does in the app, and reports on the positions answered by then
 * (on a loaded machine a 19×19 game can take GNU Go an hour).
 * --last-quarter analyses only what the last-quarter figure needs, the
 * last quarter of each line and the three positions before it: the
 * stored lead of a position combines the counts from three positions
 * before it to three after, so from the quarter's first position on the
 * stored leads are those of the whole line; the figures are then of the
 * quarter alone (its blunders are not the game's).
 * --save writes each game with each lead on it, as Analyse Whole Game
 * writes its own, to DIR/NAME-count.sgf, -position.sgf and -stored.sgf:
 * the graph and the review of a build can be looked at in the app
 * without analysing the game again.
 * For each game, three leads, each as the review reads it from the
 * record:
 *
 *   count     GNU Go's estimate_score alone (score_static), which is what
 *             Analyse Whole Game stored before the tempo correction;
 *   position  the mean of the counts before and after the move (what the
 *             live analysis shows of one position, score_lead);
 *   stored    the lead Analyse Whole Game stores now
 *             (tg_analysis_batch_get_lead, tg_analysis_batch_store).
 *
 * and for each: the lag-1 autocorrelation of the change of Black's lead
 * from one position to the next, the median |change|, the review's
 * blunders (a loss of 10 points or more) of Black and White, and, for a
 * game decided by 10 points or more (or by resignation), whether the
 * median lead over the last quarter of the line has the winner's sign.
 * Then the wall time, this process's CPU time and GNU Go's for the
 * whole line, and GNU Go's CPU time after every 25 positions, to compare
 * runs cut at different positions.  Figures only: nothing is asserted.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "tg-bench-util.h"
#include "tg-analysis-batch.h"
#include "tg-analysis-record.h"
#include "tg-sgf.h"

#define GNUGO "/usr/games/gnugo"

/* Professional 9×9 games (Go Seigen and Miyamoto's komi match of 1968,
 * Kurahashi–Sasaka), the Hosai–Go Seigen game of 1943 whole, and Nie
 * Weiping–Master (254 moves: the 250-move game the cost is measured on). */
static const char * const default_games[] = {
  "littlego/9x9/9x9_1.sgf",
  "littlego/9x9/9x9_2.sgf",
  "littlego/9x9/game_050.sgf",
  "teaching/glift_commentary_hosai-go-seigen-1943.sgf",
  "games/ai/master_54-2017.01.04-Nie_Weiping-Master.sgf",
};

enum { COUNT, POSITION, STORED, N_LEADS };
static double minutes;     /* --minutes, 0 for no limit */
static gboolean last_quarter;  /* --last-quarter */
static const char *save_dir;   /* --save, or NULL */
/* The positions before a position whose counts its stored lead combines
 * (tg_analysis_batch_get_lead). */
#define MARGIN 3
static gint64 deadline;    /* the game's, monotonic µs, 0 for none */
static const char * const lead_names[N_LEADS] = { "count", "position", "stored" };

/* The winner's sign (+1 Black, -1 White) when RE says the game was
 * decided by 10 points or more or by resignation, else 0. */
static int
decided_sign (const char *result)
{
  int sign;

  if (result == NULL || (result[0] != 'B' && result[0] != 'W') || result[1] != '+')
    return 0;
  sign = result[0] == 'B' ? 1 : -1;
  if (result[2] == 'R' || result[2] == 'r')
    return sign;
  return g_ascii_strtod (result + 2, NULL) >= 10 ? sign : 0;
}

/* @winner: decided_sign (), or 0 for a line cut before the end;
 * @quarter: the index in @line where the last quarter starts. */
static void
print_figures (const char *name,
               GPtrArray  *line,
               guint       quarter,
               int         winner)
{
  g_autoptr(TgAnalysisReview) review = tg_analysis_review_new (line);
  g_autofree double *leads = g_new (double, line->len);
  g_autofree double *sizes = g_new (double, line->len);
  g_autofree double *changes = g_new (double, line->len);
  g_autofree double *last = g_new (double, line->len);
  guint n = 0, n_leads = 0, n_last = 0;
  double mean = 0, variance = 0, covariance = 0, last_lead;

  for (guint i = 0; i < line->len; i++)
    {
      double lead;

      tg_analysis_record_read (line->pdata[i], &lead, NULL);
      if (isnan (lead))
        continue;
      if (n_leads > 0)
        {
          changes[n] = lead - leads[n_leads - 1];
          sizes[n] = fabs (changes[n]);
          mean += changes[n];
          n++;
        }
      leads[n_leads++] = lead;
      if (i >= quarter)
        last[n_last++] = lead;
    }
  if (n > 0)
    mean /= n;
  for (guint i = 0; i < n; i++)
    {
      double d = changes[i] - mean;

      variance += d * d;
      if (i + 1 < n)
        covariance += d * (changes[i + 1] - mean);
    }
  last_lead = tg_bench_median (last, n_last);
  printf ("  %-8s  autocorrelation %+5.2f  median |change| %5.2f  blunders B %2u W %2u"
          "  mistakes B %2u W %2u  last quarter %+6.1f%s\n",
          name, variance > 0 ? covariance / variance : NAN, tg_bench_median (sizes, n),
          review->players[0].counts[TG_LOSS_BLUNDER], review->players[1].counts[TG_LOSS_BLUNDER],
          review->players[0].counts[TG_LOSS_MISTAKE], review->players[1].counts[TG_LOSS_MISTAKE],
          last_lead,
          winner == 0 ? " (not decided, or cut)"
                      : (last_lead > 0) == (winner > 0) ? " (winner's sign)" : " (WRONG sign)");
}

static void
on_finished (TgAnalysisBatch *batch,
             gboolean         cancelled,
             const char      *error,
             gboolean        *finished)
{
  if (error != NULL)
    fprintf (stderr, "bench-gnugo-analysis: %s\n", error);
  *finished = TRUE;
}

/* The CPU seconds this process's children (GNU Go, which the batch
 * starts and stops itself) have used so far, read from /proc at each
 * position answered; NAN when /proc does not say. */
static void
on_progress (TgAnalysisBatch *batch,
             GArray          *engine_seconds)
{
  g_autofree char *path = g_strdup_printf ("/proc/self/task/%d/children", (int) getpid ());
  g_autofree char *children = NULL;
  g_auto(GStrv) pids = NULL;
  double seconds = 0;

  if (!g_file_get_contents (path, &children, NULL, NULL))
    return;
  pids = g_strsplit_set (g_strstrip (children), " ", -1);
  for (guint i = 0; pids[i] != NULL; i++)
    {
      g_autofree char *stat_path = g_strdup_printf ("/proc/%s/stat", pids[i]);
      g_autofree char *stat = NULL;
      g_auto(GStrv) fields = NULL;
      const char *after_name;

      if (pids[i][0] == '\0' || !g_file_get_contents (stat_path, &stat, NULL, NULL) ||
          (after_name = strrchr (stat, ')')) == NULL)
        continue;
      /* After the name: state is field 3, utime 14, stime 15. */
      fields = g_strsplit (after_name + 2, " ", -1);
      if (g_strv_length (fields) > 12)
        seconds += (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) /
                   sysconf (_SC_CLK_TCK);
    }
  g_array_append_val (engine_seconds, seconds);
  if (deadline > 0 && g_get_monotonic_time () > deadline)
    tg_analysis_batch_cancel (batch);
}

static void
bench_game (const char *spec)
{
  g_auto(GStrv) parts = g_strsplit (spec, ":", 2);
  guint limit = parts[1] != NULL ? (guint) atoi (parts[1]) : G_MAXUINT;
  g_autofree char *path = g_build_filename (CORPUS_DIR, parts[0], NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, &error);
  const char *argv[] = { GNUGO, "--mode", "gtp", "--level", "10", "--chinese-rules",
                         "--positional-superko", NULL };
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(TgAnalysisBatch) batch = NULL;
  gboolean finished = FALSE;
  g_autoptr(GArray) engine_seconds = g_array_new (FALSE, FALSE, sizeof (double));
  double cpu_start, engine_time = NAN;
  guint done, n_positions, first = 0;
  gint64 wall_start;
  int winner;

  if (roots == NULL || roots->len == 0)
    {
      fprintf (stderr, "bench-gnugo-analysis: %s: %s\n", path,
               error != NULL ? error->message : "no game");
      exit (1);
    }
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), NULL);
  line = tg_analysis_record_line (game, NULL);
  g_ptr_array_set_size (line, MIN (line->len, limit));
  if (last_quarter && line->len - line->len / 4 > MARGIN)
    {
      first = line->len - line->len / 4 - MARGIN;
      g_ptr_array_remove_range (line, 0, first);
    }
  winner = decided_sign (tg_game_get_info (game, "RE"));
  engine = tg_engine_new (argv);
  tg_engine_set_thinking_timeout (engine, 30 * 60 * 1000);
  batch = tg_analysis_batch_new (engine, NULL, TG_ANALYSIS_SIDE_TO_MOVE, game, line, 0);
  /* What is measured is GNU Go's CPU time: a loaded machine must not
   * make a position fail by the app's minute of wall time. */
  tg_analysis_batch_set_timeout (batch, 30 * 60 * 1000);
  g_signal_connect (batch, "finished", G_CALLBACK (on_finished), &finished);
  g_signal_connect (batch, "progress", G_CALLBACK (on_progress), engine_seconds);
  wall_start = g_get_monotonic_time ();
  deadline = minutes > 0 ? wall_start + (gint64) (minutes * 60e6) : 0;
  cpu_start = tg_bench_cpu_seconds ();
  tg_analysis_batch_start (batch);
  while (!finished)
    g_main_context_iteration (NULL, TRUE);

  /* The positions answered: the line's first ones. */
  done = tg_analysis_batch_get_n_done (batch);
  if (engine_seconds->len > 0)
    engine_time = g_array_index (engine_seconds, double, engine_seconds->len - 1);
  printf ("%s: %ux%u, %u positions of %u%s, RE[%s]\n", parts[0],
          tg_board_get_size (tg_game_get_board (game)), tg_board_get_size (tg_game_get_board (game)),
          done, line->len, done < line->len ? " (cut by --minutes)" : "",
          tg_game_get_info (game, "RE") ? tg_game_get_info (game, "RE") : "");
  if (first > 0)
    printf ("  last quarter: positions %u to %u of the line, after %u analysed for the stored"
            " lead only\n", first + MARGIN, first + line->len - 1, MARGIN);
  printf ("  time: wall %.1f s, bench CPU %.2f s, GNU Go CPU %.1f s (%.2f s a position)\n",
          (g_get_monotonic_time () - wall_start) / 1e6, tg_bench_cpu_seconds () - cpu_start,
          engine_time, engine_time / done);
  printf ("  GNU Go CPU after positions:");
  for (guint i = 24; i < engine_seconds->len; i += 25)
    printf (" %u: %.1f s", i + 1, g_array_index (engine_seconds, double, i));
  printf ("\n");
  n_positions = line->len;
  g_ptr_array_set_size (line, done);

  /* Each lead written on the record as Analyse Whole Game writes its
   * own, then reviewed as the review panel reviews it. */
  for (int kind = 0; kind < N_LEADS; kind++)
    {
      if (kind == STORED)
        tg_analysis_batch_store (batch);
      else
        for (guint i = 0; i < line->len; i++)
          {
            TgAnalysis *result = tg_analysis_batch_get_result (batch, i);
            g_autoptr(TgAnalysis) kept = NULL;

            if (result == NULL)
              continue;
            kept = tg_analysis_new (result->size, result->to_move);
            kept->score_lead = kind == COUNT ? result->score_static : result->score_lead;
            tg_analysis_record_store (game, line->pdata[i], kept);
          }
      if (save_dir != NULL)
        {
          g_autofree char *base = g_path_get_basename (parts[0]);
          g_autofree char *name = g_strdup_printf ("%.*s-%s.sgf",
                                                   (int) (strlen (base) - strlen (".sgf")),
                                                   base, lead_names[kind]);
          g_autofree char *save_path = g_build_filename (save_dir, name, NULL);
          g_autoptr(GFile) save_file = g_file_new_for_path (save_path);
          g_autoptr(GPtrArray) saved = g_ptr_array_new ();

          g_ptr_array_add (saved, tg_game_get_root (game));
          if (!tg_sgf_save_file (saved, save_file, NULL, &error))
            fprintf (stderr, "bench-gnugo-analysis: %s\n", error->message);
          g_clear_error (&error);
        }
      if (first > 0)
        {
          /* The quarter alone: the margin's stored leads lack the
           * counts before them. */
          g_autoptr(GPtrArray) quarter = g_ptr_array_new ();

          for (guint i = MARGIN; i < line->len; i++)
            g_ptr_array_add (quarter, line->pdata[i]);
          print_figures (lead_names[kind], quarter, 0, done < n_positions ? 0 : winner);
        }
      else
        print_figures (lead_names[kind], line, line->len - line->len / 4,
                       done < n_positions ? 0 : winner);
    }
  fflush (stdout);
}

int
main (int   argc,
      char *argv[])
{
  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      fprintf (stderr, "bench-gnugo-analysis: GNU Go is not installed (" GNUGO ")\n");
      return 1;
    }
  for (;;)
    if (argc > 2 && strcmp (argv[1], "--minutes") == 0)
      {
        minutes = g_ascii_strtod (argv[2], NULL);
        argv += 2;
        argc -= 2;
      }
    else if (argc > 2 && strcmp (argv[1], "--save") == 0)
      {
        save_dir = argv[2];
        argv += 2;
        argc -= 2;
      }
    else if (argc > 1 && strcmp (argv[1], "--last-quarter") == 0)
      {
        last_quarter = TRUE;
        argv++;
        argc--;
      }
    else
      break;
  if (argc > 1)
    for (int i = 1; i < argc; i++)
      bench_game (argv[i]);
  else
    for (guint i = 0; i < G_N_ELEMENTS (default_games); i++)
      bench_game (default_games[i]);
  return 0;
}
