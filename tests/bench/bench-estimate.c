/* bench-estimate.c: speed and quality of the dead-stone estimator.
 *
 * Usage: bench-estimate [--playouts N] [--seed S] [--verbose] [POSITION...]
 *
 * Without positions, times the estimate on the finished 19×19 board of
 * the deadstones corpus.  With positions (the files that
 * build-aux/bench-estimate.sh writes: final position, komi, recorded
 * result and how it was counted, captures and GNU Go's
 * `final_status_list dead`), prints how often the estimator agrees with
 * GNU Go stone by stone, how its score compares with the recorded result
 * (counted as the record was, and by area), and the time per estimate.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-bench-util.h"
#include "tg-estimate.h"
#include "../tg-test-util.h"

#include <gio/gio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct
{
  TgBoard *board;
  TgColor to_move;
  double komi;
  double result;          /* recorded margin, > 0 for Black */
  gboolean territory;     /* the result counts territory and prisoners */
  guint captures[2];      /* stones taken during play by Black, White */
  TgPointSet *gnugo;
} Position;

static void
position_clear (Position *pos)
{
  g_clear_pointer (&pos->board, tg_board_free);
  g_clear_pointer (&pos->gnugo, tg_point_set_free);
}

static gboolean
add_stones (Position   *pos,
            const char *list,
            TgColor     color,
            TgPointSet *set)
{
  g_auto(GStrv) names = g_strsplit_set (list, " \t", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      TgPoint p;

      if (names[i][0] == '\0')
        continue;
      if (!tg_board_point_from_gtp (pos->board, names[i], &p))
        return FALSE;
      if (set != NULL)
        tg_point_set_add (set, p);
      else
        tg_board_set (pos->board, p, color);
    }
  return TRUE;
}

static gboolean
load_position (const char  *path,
               Position    *pos,
               GError     **error)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  gboolean have_result = FALSE;

  memset (pos, 0, sizeof *pos);
  if (!g_file_get_contents (path, &contents, NULL, error))
    return FALSE;
  pos->board = tg_board_new (19);
  pos->gnugo = tg_point_set_new ();
  pos->to_move = TG_BLACK;
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = lines[i];
      const char *rest = strchr (line, ' ');
      gboolean ok = TRUE;

      rest = rest != NULL ? rest + 1 : "";
      if (g_str_has_prefix (line, "komi "))
        pos->komi = g_ascii_strtod (rest, NULL);
      else if (g_str_has_prefix (line, "result "))
        {
          char *end;
          double v;

          if ((rest[0] == 'B' || rest[0] == 'W') && rest[1] == '+')
            {
              v = g_ascii_strtod (rest + 2, &end);
              have_result = end != rest + 2;
              pos->result = rest[0] == 'B' ? v : -v;
            }
        }
      else if (g_str_has_prefix (line, "scoring "))
        pos->territory = g_str_equal (rest, "territory");
      else if (g_str_has_prefix (line, "black_captures "))
        pos->captures[0] = (guint) g_ascii_strtoull (rest, NULL, 10);
      else if (g_str_has_prefix (line, "white_captures "))
        pos->captures[1] = (guint) g_ascii_strtoull (rest, NULL, 10);
      else if (g_str_has_prefix (line, "to_move "))
        pos->to_move = g_str_has_prefix (rest, "white") ? TG_WHITE : TG_BLACK;
      else if (g_str_has_prefix (line, "black "))
        ok = add_stones (pos, rest, TG_BLACK, NULL);
      else if (g_str_has_prefix (line, "white "))
        ok = add_stones (pos, rest, TG_WHITE, NULL);
      else if (g_str_has_prefix (line, "dead "))
        ok = add_stones (pos, rest, TG_EMPTY, pos->gnugo);
      if (!ok)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       "%s: bad point in line %u", path, i + 1);
          position_clear (pos);
          return FALSE;
        }
    }
  if (!have_result)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: no counted result", path);
      position_clear (pos);
      return FALSE;
    }
  return TRUE;
}

/* The margin by area, and as the record counted it. */
static void
margins (const Position   *pos,
         const TgPointSet *dead,
         double           *area,
         double           *as_recorded)
{
  TgScoreParams params = { .rules = TG_RULES_CHINESE, .komi = pos->komi, .first_passer = TG_EMPTY };
  TgScore score;

  params.captures[0] = pos->captures[0];
  params.captures[1] = pos->captures[1];
  tg_score_compute (&score, pos->board, dead, &params);
  *area = score.margin;
  *as_recorded = pos->territory ? score.territory_margin : score.margin;
}

/* How often a margin matches the recorded one. */
typedef struct
{
  guint sign;
  guint exact;
  guint near;
} Tally;

static void
tally_add (Tally  *tally,
           double  margin,
           double  recorded)
{
  tally->sign += (margin > 0) == (recorded > 0) && margin != 0;
  tally->exact += fabs (margin - recorded) < 0.01;
  tally->near += fabs (margin - recorded) <= 1.01;
}

static void
print_tally (const char  *what,
             const Tally *tally,
             guint        games)
{
  printf ("  %s: sign %u/%u (%.1f%%), exact %u (%.1f%%), within 1 point %u (%.1f%%)\n",
          what, tally->sign, games, 100.0 * tally->sign / games, tally->exact,
          100.0 * tally->exact / games, tally->near, 100.0 * tally->near / games);
}

static double
estimate_ms (const TgBoard   *board,
             TgColor          to_move,
             guint64          seed,
             guint            playouts,
             TgPointSet     **dead)
{
  struct timespec start, end;

  /* CPU time of this thread: the figure for one core, whatever else the
   * machine is doing. */
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &start);
  *dead = tg_estimate_dead (board, to_move, seed, playouts, NULL);
  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &end);
  return (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6;
}

static void
print_times (GArray *times)
{
  g_array_sort (times, tg_bench_compare_doubles);
  printf ("CPU time per estimate: median %.1f ms, max %.1f ms (%u estimates)\n",
          g_array_index (times, double, times->len / 2),
          g_array_index (times, double, times->len - 1), times->len);
}

static char *
describe (const TgBoard    *board,
          const TgPointSet *mine,
          const TgPointSet *gnugo)
{
  static const char columns[] = "A B C D E F G H J K L M N O P Q R S T";
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "    %s\n", columns);
  for (guint y = 0; y < 19; y++)
    {
      g_string_append_printf (out, " %2u ", 19 - y);
      for (guint x = 0; x < 19; x++)
        {
          TgPoint p = tg_board_point (board, x, y);
          TgColor c = tg_board_get (board, p);
          gboolean a = tg_point_set_contains (mine, p);
          gboolean b = tg_point_set_contains (gnugo, p);
          char ch = c == TG_BLACK ? 'X' : c == TG_WHITE ? 'O' : '.';

          /* x/o: both say dead; b/w: only the estimator; B/W: only GNU Go */
          if (a && b)
            ch = g_ascii_tolower (ch);
          else if (a)
            ch = c == TG_BLACK ? 'b' : 'w';
          else if (b)
            ch = c == TG_BLACK ? 'B' : 'W';
          g_string_append_printf (out, "%c ", ch);
        }
      g_string_append_printf (out, "%u\n", 19 - y);
    }
  g_string_append_printf (out, "    %s\n", columns);
  return g_string_free (out, FALSE);
}

static int
compare_with_gnugo (char   **paths,
                    guint64  seed,
                    guint    playouts,
                    gboolean verbose)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint games = 0, stones = 0, agree = 0, perfect = 0, territory = 0;
  Tally mine_recorded = { 0, }, gnugo_recorded = { 0, };
  Tally mine_area = { 0, }, gnugo_area = { 0, };

  for (guint i = 0; paths[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TgPointSet) dead = NULL;
      Position pos;
      guint game_stones = 0, game_agree = 0;
      double mine, theirs, mine_by_area, theirs_by_area;

      if (!load_position (paths[i], &pos, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          continue;
        }
      g_array_append_val (times, (double) { estimate_ms (pos.board, pos.to_move, seed, playouts, &dead) });

      for (guint n = 0; n < 361; n++)
        {
          TgPoint p = tg_board_nth_point (pos.board, n);

          if (tg_board_get (pos.board, p) == TG_EMPTY)
            continue;
          game_stones++;
          game_agree += tg_point_set_contains (dead, p) == tg_point_set_contains (pos.gnugo, p);
        }
      games++;
      stones += game_stones;
      agree += game_agree;
      perfect += game_agree == game_stones;

      margins (&pos, dead, &mine_by_area, &mine);
      margins (&pos, pos.gnugo, &theirs_by_area, &theirs);
      territory += pos.territory;
      tally_add (&mine_recorded, mine, pos.result);
      tally_add (&gnugo_recorded, theirs, pos.result);
      tally_add (&mine_area, mine_by_area, pos.result);
      tally_add (&gnugo_area, theirs_by_area, pos.result);

      if (verbose && (game_agree != game_stones || fabs (mine - pos.result) > 1.01))
        {
          g_autofree char *diagram = describe (pos.board, dead, pos.gnugo);

          printf ("%s: %u/%u stones agree; margin by %s %+.1f, GNU Go's %+.1f, recorded %+.1f\n%s\n",
                  paths[i], game_agree, game_stones, pos.territory ? "territory" : "area",
                  mine, theirs, pos.result, diagram);
        }
      position_clear (&pos);
    }

  if (games == 0)
    {
      fprintf (stderr, "no position could be read\n");
      return 1;
    }
  printf ("games: %u, playouts: %u, seed: %" G_GUINT64_FORMAT "\n", games, playouts, seed);
  printf ("agreement with GNU Go: %.2f%% of %u stones; every stone agrees in %u games (%.1f%%)\n",
          100.0 * agree / stones, stones, perfect, 100.0 * perfect / games);
  printf ("score vs recorded result, counted as recorded (territory in %u games):\n", territory);
  print_tally ("estimator", &mine_recorded, games);
  print_tally ("GNU Go's dead stones", &gnugo_recorded, games);
  printf ("score vs recorded result, counted by area:\n");
  print_tally ("estimator", &mine_area, games);
  print_tally ("GNU Go's dead stones", &gnugo_area, games);
  print_times (times);
  return 0;
}

/* The finished board of the deadstones corpus (1 black, −1 white, 0
 * empty; rows are y), a typical end position. */
static TgBoard *
load_corpus_board (GError **error)
{
  const char *corpus = g_getenv ("TG_CORPUS");
  g_autofree char *path = g_build_filename (corpus != NULL ? corpus : "../shared/corpus",
                                            "deadstones", "sabaki_deadstones_testboards.json",
                                            NULL);

  return tg_test_deadstones_board (path, "finished", error);
}

static int
time_corpus_board (guint64 seed,
                   guint   playouts,
                   guint   runs)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TgBoard) board = load_corpus_board (&error);
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  guint min_dead = G_MAXUINT, max_dead = 0;

  if (board == NULL)
    {
      fprintf (stderr, "%s (set TG_CORPUS to the corpus folder)\n", error->message);
      return 1;
    }
  for (guint i = 0; i < runs; i++)
    {
      g_autoptr(TgPointSet) dead = NULL;
      double ms = estimate_ms (board, TG_BLACK, seed + i, playouts, &dead);

      g_array_append_val (times, ms);
      min_dead = MIN (min_dead, tg_point_set_count (dead));
      max_dead = MAX (max_dead, tg_point_set_count (dead));
    }
  printf ("deadstones corpus, finished board: %u seeds, %u playouts, %u to %u dead stones\n",
          runs, playouts, min_dead, max_dead);
  print_times (times);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) paths = NULL;
  gint64 seed = 1;
  int playouts = TG_ESTIMATE_DEFAULT_PLAYOUTS;
  int runs = 50;
  gboolean verbose = FALSE;
  const GOptionEntry entries[] = {
    { "playouts", 'p', 0, G_OPTION_ARG_INT, &playouts, "Playouts per estimate", "N" },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, "First seed", "S" },
    { "runs", 'r', 0, G_OPTION_ARG_INT, &runs, "Estimates of the corpus board", "N" },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &verbose, "Show each disagreement with GNU Go or the recorded result", NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &paths, NULL, "POSITION…" },
    { NULL }
  };

  context = g_option_context_new ("- time and check the dead-stone estimator");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (playouts < 1 || runs < 1)
    {
      fprintf (stderr, "--playouts and --runs must be positive\n");
      return 2;
    }
  if (paths == NULL)
    return time_corpus_board ((guint64) seed, (guint) playouts, (guint) runs);
  return compare_with_gnugo (paths, (guint64) seed, (guint) playouts, verbose);
}
