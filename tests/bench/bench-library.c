/* bench-library.c: the library on a generated library of 100,000 games —
 * the corpus's games under their 16 symmetry and colour variants, and
 * games that open as those do and are played out by the rules — each
 * figure printed beside its target: indexing speed, database size and
 * memory, opening, metadata and text queries, and position searches of
 * every kind.  With KOMBILO_BENCH naming a build of the kombilo-bench
 * driver (libkombilo, -O2), Kombilo's figures from the same games too.
 *
 *   bench-library [--games=N] [--folder=DIR] [--keep] [--db=PATH] [--only=WORD]
 *               [--repeats=N] [--queries]
 *
 * --db names the database: kept, and indexed only when it is not there.
 * --queries times the metadata and text queries alone.
 * --only searches only the patterns whose names contain WORD (to
 * profile one), and skips the metadata queries; --repeats searches each
 * that many times (5).
 *
 * It needs the corpus: $TG_CORPUS, else ../shared/corpus.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tg-bench-util.h"
#include "tg-library-db.h"
#include "tg-library-indexer.h"
#include "tg-sgf.h"
#include "tg-test-games.h"
#include "tg-test-util.h"

/* Eleven patterns of every kind, as a user draws them. */
static const struct
{
  const char *name;
  const char *text;
} patterns[] = {
  { "corner-hoshi", "where corner\n.......\n.......\n.......\n...X...\n.......\n.......\n.......\n" },
  { "corner-komoku-approach", "where corner\n.......\n.......\n...O...\n..X....\n.......\n.......\n.......\n" },
  { "corner-3-3-invasion", "where corner\n......\n......\n..O...\n...X..\n......\n......\n" },
  { "corner-joseki", "where corner\n........\n........\n...X....\n..OXO...\n...O....\n........\n........\n........\n" },
  { "side-extension", "where side\n.........\n.........\n..X...X..\n.........\n" },
  { "side-wildcards", "where side\n*******\n*.....*\n*.X.O.*\n*.....*\n" },
  { "center-cut", "where center\nXO\nOX\n" },
  { "center-tiger", "where center\n.X.\nX.X\n...\n" },
  { "center-wildcards", "where center\n*X*\nO.O\n*X*\n" },
  { "center-x-o", "where center\nxXo\nXOO\noOx\n" },
  { "board-fuseki", "where board\n"
    "...................\n...................\n...................\n...O...........X...\n"
    "...................\n...................\n...................\n...................\n"
    "...................\n...................\n...................\n...................\n"
    "...................\n...................\n...................\n...X...........O...\n"
    "...................\n...................\n...................\n" },
};

static double
now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static long
peak_rss_kb (int who)
{
  struct rusage ru;

  getrusage (who, &ru);
  return ru.ru_maxrss;
}

static void
write_file (const char *folder, guint n, const char *sgf)
{
  g_autofree char *sub = g_strdup_printf ("%s/%03u", folder, n / 1000);
  g_autofree char *path = g_strdup_printf ("%s/%06u.sgf", sub, n);

  if (n % 1000 == 0)
    g_mkdir_with_parents (sub, 0755);
  if (!g_file_set_contents (path, sgf, -1, NULL))
    g_error ("cannot write %s", path);
}

/* The corpus under its 16 variants, then play-outs of their openings,
 * up to @n_games; reused when a previous run left the same library. */
static void
generate (const char *folder, guint n_games)
{
  g_autofree char *stamp = g_strdup_printf ("%s/games-%u", folder, n_games);
  g_autofree char *corpus = g_build_filename (g_getenv ("TG_CORPUS") ?: "../shared/corpus",
                                              "games", "ai", NULL);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(GDir) dir = g_dir_open (corpus, 0, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (100000);
  const char *name;
  guint n = 0;
  double t0 = now ();

  if (g_file_test (stamp, G_FILE_TEST_EXISTS))
    return;
  if (!dir)
    g_error ("bench-library needs the corpus (%s)", corpus);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (corpus, name, NULL);
      g_autoptr(GPtrArray) read = tg_test_load_file (path, NULL, NULL);

      if (read && read->len > 0)
        g_ptr_array_add (roots, g_steal_pointer (&read->pdata[0]));
    }
  g_mkdir_with_parents (folder, 0755);
  for (guint v = 0; v < 16 && n < n_games; v++)
    for (guint i = 0; i < roots->len && n < n_games; i++)
      {
        g_autofree char *sgf = tg_test_transform_game (g_ptr_array_index (roots, i), 19, v & 7, v >= 8);

        write_file (folder, n++, sgf);
      }
  while (n < n_games)
    {
      const TgNode *root = g_ptr_array_index (roots, g_rand_int_range (rand, 0, roots->len));
      g_autofree char *sgf = tg_test_play_out (rand, root, 19, g_rand_int_range (rand, 0, 8),
                                               g_rand_boolean (rand), g_rand_int_range (rand, 10, 60),
                                               g_rand_int_range (rand, 150, 300));

      write_file (folder, n++, sgf);
    }
  g_file_set_contents (stamp, "", 0, NULL);
  g_print ("generated %u games in %.1f s\n", n, now () - t0);
}

static void
figure (const char *what, double value, const char *unit, const char *target)
{
  g_print ("%-44s %12.2f %-8s (target %s)\n", what, value, unit, target);
}

/* Indexing in a process of its own, so its peak memory is its own. */
static void
bench_index (const char *folder, const char *db_path, guint n_games)
{
  int pipefd[2];
  pid_t child;
  double result[2];

  g_assert_cmpint (pipe (pipefd), ==, 0);
  child = fork ();
  if (child == 0)
    {
      g_autoptr(GError) error = NULL;
      TgLibraryDb *db = tg_library_db_open (db_path, FALSE, NULL, &error);
      const char *roots[] = { folder, NULL };
      TgLibraryProgress progress;
      double t0 = now ();

      if (!db || !tg_library_index (db, roots, NULL, NULL, NULL, &progress, &error))
        g_error ("indexing: %s", error->message);
      result[0] = now () - t0;
      result[1] = progress.n_games;
      tg_library_db_close (db);
      if (write (pipefd[1], result, sizeof result) != sizeof result)
        _exit (1);
      _exit (0);
    }
  g_assert_cmpint (read (pipefd[0], result, sizeof result), ==, sizeof result);
  waitpid (child, NULL, 0);
  close (pipefd[0]);
  close (pipefd[1]);
  {
    GStatBuf st;
    g_autofree char *wal = g_strconcat (db_path, "-wal", NULL);
    gint64 bytes = 0;

    if (g_stat (db_path, &st) == 0)
      bytes += st.st_size;
    if (g_stat (wal, &st) == 0)
      bytes += st.st_size;
    g_print ("indexed %.0f games of %u\n", result[1], n_games);
    figure ("indexing, games/s (2 cores)", result[1] / result[0], "games/s", ">= 5000");
    figure ("database per game", bytes / result[1] / 1024.0, "KB", "<= 2");
    figure ("indexing peak RSS", peak_rss_kb (RUSAGE_CHILDREN) / 1024.0, "MB", "<= 300");
    {
      struct rusage ru;

      getrusage (RUSAGE_CHILDREN, &ru);
      g_print ("%-44s %12.2f %-8s\n", "   processor time, all threads",
               ru.ru_utime.tv_sec + ru.ru_stime.tv_sec + (ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e6,
               "s");
    }
  }
}

static double
time_query (TgLibraryDb *db, const TgLibraryQuery *query, guint repeats)
{
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));

  for (guint r = 0; r < repeats; r++)
    {
      double t0 = now ();
      g_autoptr(GPtrArray) games = tg_library_db_query (db, query, NULL);
      /* As the library window does: a later page is not counted again. */
      gint64 count = query->after_id ? 0 : tg_library_db_count (db, query, NULL);
      double t = (now () - t0) * 1000;

      g_assert_nonnull (games);
      g_assert_cmpint (count, >=, 0);
      g_array_append_val (times, t);
    }
  g_array_sort (times, tg_bench_compare_doubles);
  return g_array_index (times, double, times->len / 2);
}

static void
bench_queries (const char *db_path)
{
  double t0 = now (), open_ms, worst = 0;
  TgLibraryDb *db = tg_library_db_open (db_path, FALSE, NULL, NULL);
  TgLibraryQuery first_page = { .handicap = -1, .limit = 100, .sort = TG_LIBRARY_SORT_DATE };
  g_autoptr(GPtrArray) page = tg_library_db_query (db, &first_page, NULL);
  static const struct { const char *name; TgLibraryQuery query; } queries[] = {
    { "player, sorted by date", { .player = "Golaxy", .handicap = -1, .limit = 100 } },
    { "date range and result", { .after = "2017-01", .before = "2017-12", .winner = TG_BLACK, .handicap = -1, .limit = 100 } },
    { "text search (FTS5)", { .text = "AlphaGo Master", .handicap = -1, .limit = 100 } },
    { "sorted by Black, page 500", { .sort = TG_LIBRARY_SORT_BLACK, .handicap = -1, .limit = 100 } },
    { "Black won, sorted by moves", { .winner = TG_BLACK, .sort = TG_LIBRARY_SORT_MOVES, .handicap = -1, .limit = 100 } },
  };

  open_ms = (now () - t0) * 1000;
  g_assert_nonnull (page);
  figure ("opening the library (first page of games)", open_ms, "ms", "<= 100");
  for (guint i = 0; i < G_N_ELEMENTS (queries); i++)
    {
      TgLibraryQuery query = queries[i].query;
      double ms;

      /* Page 500 as the list reaches it: after the last game of page
       * 499, each page found after the one before. */
      if (strstr (queries[i].name, "page 500"))
        for (guint p = 1; p < 500; p++)
          {
            g_autoptr(GPtrArray) before = tg_library_db_query (db, &query, NULL);

            g_assert_cmpuint (before->len, ==, 100);
            query.after_id = ((TgLibraryGame *) g_ptr_array_index (before, 99))->id;
          }
      ms = time_query (db, &query, 5);
      g_autofree char *what = g_strdup_printf ("query: %s", queries[i].name);

      figure (what, ms, "ms", "<= 20");
      worst = MAX (worst, ms);
    }
  figure ("slowest metadata or text query", worst, "ms", "<= 20");
  tg_library_db_close (db);
}

static void
bench_search (const char *db_path, const char *pattern_dir, const char *only, guint repeats)
{
  g_autoptr(TgLibraryPositions) positions = tg_library_positions_new ();
  TgLibraryDb *db = tg_library_db_open (db_path, FALSE, NULL, NULL);
  g_autoptr(GArray) medians = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpus = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GError) error = NULL;
  double t0 = now (), slowest = 0;

  if (!tg_library_db_load_positions (db, positions, &error))
    g_error ("%s", error->message);
  figure ("loading the games for position search", (now () - t0) * 1000, "ms", "(in a worker)");
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    {
      g_autoptr(TgLibraryPattern) p = tg_library_pattern_parse (patterns[i].text, NULL);
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      TgLibrarySummary summary = { 0 };
      g_autofree char *path = g_strdup_printf ("%s/%s.txt", pattern_dir, patterns[i].name);
      g_autofree char *what = NULL;
      double median, cpu;

      if (only && !strstr (patterns[i].name, only))
        continue;
      g_assert_nonnull (p);
      g_file_set_contents (path, patterns[i].text, -1, NULL);
      cpu = tg_bench_cpu_seconds ();

      for (guint r = 0; r < repeats; r++)
        {
          double t = now ();

          tg_library_summary_clear (&summary);
          tg_library_positions_search (positions, p, NULL, NULL, NULL, &summary);
          t = (now () - t) * 1000;
          g_array_append_val (times, t);
        }
      cpu = (tg_bench_cpu_seconds () - cpu) * 1000 / repeats;
      g_array_append_val (cpus, cpu);
      g_array_sort (times, tg_bench_compare_doubles);
      median = g_array_index (times, double, times->len / 2);
      g_array_append_val (medians, median);
      slowest = MAX (slowest, median);
      what = g_strdup_printf ("search %s (%u games, %u hits)", patterns[i].name,
                              summary.n_games, summary.n_hits);
      figure (what, median, "ms", "");
      g_print ("%-44s %12.2f %-8s\n", "   processor time, all threads (mean)", cpu, "ms");
      tg_library_summary_clear (&summary);
    }
  g_array_sort (medians, tg_bench_compare_doubles);
  g_array_sort (cpus, tg_bench_compare_doubles);
  figure ("search median over the patterns", g_array_index (medians, double, medians->len / 2), "ms", "<= 20");
  /* Wall time shows the machine's load; processor time compares runs. */
  g_print ("%-44s %12.2f %-8s\n", "   processor time, median over the patterns",
           g_array_index (cpus, double, cpus->len / 2), "ms");
  g_print ("%-44s %12.2f %-8s\n", "   processor time, slowest pattern",
           g_array_index (cpus, double, cpus->len - 1), "ms");
  figure ("slowest search", slowest, "ms", "<= 1000");
  figure ("search process peak RSS", peak_rss_kb (RUSAGE_SELF) / 1024.0, "MB", "");
  tg_library_db_close (db);
}

static void
bench_kombilo (const char *kombilo, const char *folder, const char *pattern_dir, const char *work)
{
  g_autofree char *kdb = g_build_filename (work, "kombilo.db", NULL);
  g_autoptr(GString) cmd = g_string_new (NULL);

  g_print ("\nKombilo (libkombilo -O2, one thread, default algorithms), same games:\n");
  g_string_printf (cmd, "%s %s process %s", kombilo, kdb, folder);
  if (system (cmd->str) != 0)
    g_print ("kombilo processing failed\n");
  g_string_printf (cmd, "%s %s search", kombilo, kdb);
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    g_string_append_printf (cmd, " %s/%s.txt", pattern_dir, patterns[i].name);
  if (system (cmd->str) != 0)
    g_print ("kombilo search failed\n");
}

int
main (int argc, char **argv)
{
  int n_games = 100000, repeats = 5;
  g_autofree char *folder = NULL;
  gboolean keep = FALSE;
  g_autofree char *db_option = NULL;
  g_autofree char *only = NULL;
  gboolean queries_only = FALSE;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_option, "The database (kept; indexed when missing)", "PATH" },
    { "games", 0, 0, G_OPTION_ARG_INT, &n_games, "Games in the generated library", "N" },
    { "folder", 0, 0, G_OPTION_ARG_FILENAME, &folder, "Where the library is generated (kept between runs)", "DIR" },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, "Keep the database", NULL },
    { "repeats", 0, 0, G_OPTION_ARG_INT, &repeats, "Searches of each pattern (5)", "N" },
    { "only", 0, 0, G_OPTION_ARG_STRING, &only, "Search only the patterns whose names contain WORD", "WORD" },
    { "queries", 0, 0, G_OPTION_ARG_NONE, &queries_only, "The metadata and text queries alone", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autofree char *work = NULL;
  g_autofree char *db_path = NULL;
  g_autofree char *pattern_dir = NULL;
  const char *kombilo = g_getenv ("KOMBILO_BENCH");

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, NULL))
    return 2;
  if (!folder)
    folder = g_build_filename (g_get_tmp_dir (), "tengen-bench-library", NULL);
  work = g_dir_make_tmp ("bench-library-XXXXXX", NULL);
  db_path = db_option ? g_strdup (db_option) : g_build_filename (work, "library.db", NULL);
  pattern_dir = g_build_filename (work, "patterns", NULL);
  g_mkdir_with_parents (pattern_dir, 0755);

  generate (folder, n_games);
  g_print ("%d games in %s\n", n_games, folder);
  if (!db_option || !g_file_test (db_option, G_FILE_TEST_EXISTS))
    bench_index (folder, db_path, n_games);
  if (!only)
    bench_queries (db_path);
  if (!queries_only)
    bench_search (db_path, pattern_dir, only, MAX (repeats, 1));
  if (kombilo && !queries_only)
    bench_kombilo (kombilo, folder, pattern_dir, work);
  if (!keep)
    {
      g_autofree char *cmd = g_strdup_printf ("rm -rf '%s'", work);

      if (system (cmd) != 0)
        g_printerr ("could not remove %s\n", work);
    }
  else
    g_print ("database kept in %s\n", db_path);
  return 0;
}
