/* test-library-db.c: the library's database and indexer — rescans by size
 * and time, a warning for every file that cannot be read, a damaged or
 * newer database moved aside and made again, a full disk leaving the last
 * commit usable, two processes indexing one library, three workers
 * opening a new one together — and tengen-cli library on top of them.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tg-cli.h"
#include "tg-library-explorer-private.h"
#include "tg-library-indexer.h"
#include "tg-library.h"
#include "tg-sgf.h"
#include "tg-test-files.h"
#include "tg-test-games.h"
#include "tg-test-util.h"

/* @n random 9×9 games, one a file, in @folder. */
static void
write_games (const char *folder,
             const char *prefix,
             guint       n,
             guint32     seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_mkdir_with_parents (folder, 0700);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *sgf = tg_test_random_game (rand, 9, 60, 1, FALSE);
      g_autofree char *name = g_strdup_printf ("%s-%03u.sgf", prefix, i);
      g_autofree char *path = g_build_filename (folder, name, NULL);

      tg_test_write_text (path, sgf);
    }
}

static gint64
count_games (TgLibraryDb *db)
{
  TgLibraryQuery query = { .handicap = -1 };
  g_autoptr(GError) error = NULL;
  gint64 n = tg_library_db_count (db, &query, &error);

  g_assert_no_error (error);
  return n;
}

static gboolean
index_folder (TgLibraryDb       *db,
              const char        *folder,
              TgLibraryProgress *progress,
              GError           **error)
{
  const char *roots[] = { folder, NULL };

  return tg_library_index (db, roots, NULL, NULL, NULL, progress, error);
}

static TgLibraryDb *
open_db (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  TgLibraryDb *db = tg_library_db_open (path, TRUE, &moved, &error);

  g_assert_no_error (error);
  g_assert_null (moved);
  return db;
}

static void
test_rescan (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autofree char *changed = g_build_filename (games, "a-001.sgf", NULL);
  g_autofree char *gone = g_build_filename (games, "a-002.sgf", NULL);
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;

  write_games (games, "a", 5, 1);
  db = open_db (path);
  g_assert_true (index_folder (db, games, &progress, &error));
  g_assert_cmpuint (progress.n_done, ==, 5);
  g_assert_cmpint (count_games (db), ==, 5);

  /* Nothing changed: nothing read again. */
  g_assert_true (index_folder (db, games, &progress, &error));
  g_assert_cmpuint (progress.n_done, ==, 0);
  g_assert_cmpuint (progress.n_unchanged, ==, 5);

  /* A file that became a collection of two games, one that left. */
  {
    g_autofree char *text = NULL;
    g_autofree char *two = NULL;

    g_assert_true (g_file_get_contents (changed, &text, NULL, NULL));
    two = g_strconcat (text, text, NULL);
    tg_test_write_text (changed, two);
  }
  g_assert_cmpint (g_unlink (gone), ==, 0);
  g_assert_true (index_folder (db, games, &progress, &error));
  g_assert_cmpuint (progress.n_done, ==, 1);
  g_assert_cmpuint (progress.n_removed, ==, 1);
  g_assert_cmpint (count_games (db), ==, 5);
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

/* A folder given with a slash at the end is the same folder: a rescan
 * reads none of its files again, and forgets the one that left. */
static void
test_rescan_slash (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *games_slash = g_strconcat (games, "/", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autofree char *gone = g_build_filename (games, "a-002.sgf", NULL);
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;

  write_games (games, "a", 5, 2);
  db = open_db (path);
  g_assert_true (index_folder (db, games_slash, &progress, &error));
  g_assert_cmpuint (progress.n_done, ==, 5);

  g_assert_true (index_folder (db, games_slash, &progress, &error));
  g_assert_cmpuint (progress.n_done, ==, 0);
  g_assert_cmpuint (progress.n_unchanged, ==, 5);

  g_assert_cmpint (g_unlink (gone), ==, 0);
  g_assert_true (index_folder (db, games_slash, &progress, &error));
  g_assert_cmpuint (progress.n_removed, ==, 1);
  g_assert_cmpint (count_games (db), ==, 4);
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

/* Walked page by page, each found after the last game of the one
 * before, the list is the whole list in order: in every order, either
 * way, with names missing (NULL sorts first going up, last going down)
 * and names equal but for their case (the id breaks the tie). */
static void
test_pages (void)
{
  static const char *const names[] = { "Ann", NULL, "ann", "Bo", "Cy", NULL, "ANN", "bo" };
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autofree char *file = g_build_filename (games, "pages.sgf", NULL);
  g_autoptr(GString) sgf = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;

  for (guint i = 0; i < 40; i++)
    {
      const char *black = names[i % G_N_ELEMENTS (names)];
      const char *white = names[(i * 3) % G_N_ELEMENTS (names)];

      g_string_append_printf (sgf, "(;GM[1]FF[4]SZ[9]");
      if (black)
        g_string_append_printf (sgf, "PB[%s]", black);
      if (white)
        g_string_append_printf (sgf, "PW[%s]", white);
      if (i % 4)
        g_string_append_printf (sgf, "DT[20%02u]RE[%s]EV[Cup %u]", i % 7, i % 2 ? "B+R" : "W+1.5", i % 5);
      for (guint m = 0; m < i % 6; m++)
        g_string_append_printf (sgf, ";%c[%c%c]", m % 2 ? 'W' : 'B', 'a' + m, 'a' + i % 9);
      g_string_append (sgf, ")");
    }
  g_mkdir_with_parents (games, 0700);
  tg_test_write_text (file, sgf->str);
  db = open_db (path);
  g_assert_true (index_folder (db, games, &progress, &error));
  g_assert_cmpint (count_games (db), ==, 40);

  for (TgLibrarySort sort = TG_LIBRARY_SORT_DATE; sort <= TG_LIBRARY_SORT_FILE; sort++)
    for (guint descending = 0; descending < 2; descending++)
      {
        TgLibraryQuery all = { .handicap = -1, .sort = sort, .descending = descending };
        TgLibraryQuery page = { .handicap = -1, .sort = sort, .descending = descending, .limit = 3 };
        g_autoptr(GPtrArray) whole = tg_library_db_query (db, &all, &error);
        guint n = 0;

        g_assert_no_error (error);
        g_assert_cmpuint (whole->len, ==, 40);
        for (;;)
          {
            g_autoptr(GPtrArray) games_page = tg_library_db_query (db, &page, &error);

            g_assert_no_error (error);
            if (games_page->len == 0)
              break;
            for (guint i = 0; i < games_page->len; i++, n++)
              {
                g_assert_cmpuint (n, <, whole->len);
                g_assert_cmpint (((TgLibraryGame *) g_ptr_array_index (games_page, i))->id, ==,
                                 ((TgLibraryGame *) g_ptr_array_index (whole, n))->id);
              }
            page.after_id = ((TgLibraryGame *) g_ptr_array_index (games_page, games_page->len - 1))->id;
          }
        g_assert_cmpuint (n, ==, 40);
      }
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

static void
test_bad_files (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autofree char *broken = g_build_filename (games, "broken.sgf", NULL);
  g_autofree char *chess = g_build_filename (games, "chess.sgf", NULL);
  g_autofree char *dangling = g_build_filename (games, "vanished.sgf", NULL);
  g_autofree char *loop = g_build_filename (games, "loop", NULL);
  g_autoptr(GHashTable) warnings = NULL;
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;

  write_games (games, "good", 3, 2);
  tg_test_write_text (broken, "this is no record at all");
  tg_test_write_text (chess, "(;GM[3]FF[4];B[aa])");
  /* A file that vanished after it was listed: its link leads nowhere. */
  g_assert_cmpint (symlink ("/nonexistent/lost.sgf", dangling), ==, 0);
  /* A link back up the tree, which a walk must not follow for ever. */
  g_assert_cmpint (symlink (games, loop), ==, 0);

  db = open_db (path);
  g_assert_true (index_folder (db, games, &progress, &error));
  g_assert_no_error (error);
  g_assert_cmpint (count_games (db), ==, 3);
  warnings = tg_library_db_get_warnings (db, &error);
  g_assert_no_error (error);
  g_assert_nonnull (g_hash_table_lookup (warnings, broken));
  g_assert_nonnull (strstr (g_hash_table_lookup (warnings, chess), "GM[3]"));
  g_assert_nonnull (strstr (g_hash_table_lookup (warnings, dangling), "could not be read"));
  g_assert_nonnull (strstr (g_hash_table_lookup (warnings, loop), "link back"));
  g_assert_cmpuint (progress.n_warnings, ==, 4);
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

static void
test_damaged (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autofree char *aside = g_strconcat (path, ".damaged", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;
  gsize length;
  g_autofree char *bytes = NULL;

  write_games (games, "a", 20, 3);
  db = open_db (path);
  g_assert_true (index_folder (db, games, &progress, &error));
  tg_library_db_close (db);

  /* Pages past the first overwritten: the schema reads, the data not. */
  g_assert_true (g_file_get_contents (path, &bytes, &length, NULL));
  g_assert_cmpuint (length, >, 16384);
  memset (bytes + 8192, 0x5a, length - 8192);
  g_assert_true (g_file_set_contents (path, bytes, length, NULL));

  db = tg_library_db_open (path, TRUE, &moved, &error);
  g_assert_no_error (error);
  g_assert_nonnull (moved);
  g_assert_nonnull (strstr (moved, "damaged"));
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  g_assert_cmpint (count_games (db), ==, 0);
  /* Made again from the files. */
  g_assert_true (index_folder (db, games, &progress, &error));
  g_assert_cmpint (count_games (db), ==, 20);
  tg_library_db_close (db);

  /* Not a database at all. */
  tg_test_write_text (path, "garbage, not SQLite");
  g_clear_pointer (&moved, g_free);
  db = tg_library_db_open (path, FALSE, &moved, &error);
  g_assert_no_error (error);
  g_assert_nonnull (moved);
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

static void
test_newer (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autofree char *aside = g_strconcat (path, ".newer", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  TgLibraryDb *db = open_db (path);
  sqlite3 *handle;

  tg_library_db_close (db);
  g_assert_cmpint (sqlite3_open (path, &handle), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (handle, "PRAGMA user_version = 99", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (handle);

  db = tg_library_db_open (path, TRUE, &moved, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (moved, "newer"));
  /* Kept for the newer Tengen, not destroyed. */
  g_assert_true (g_file_test (aside, G_FILE_TEST_EXISTS));
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

static void
test_full_disk (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *small = g_build_filename (top, "small", NULL);
  g_autofree char *big = g_build_filename (top, "big", NULL);
  char *disk;
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;
  g_autofree char *path = NULL;

  write_games (small, "s", 4, 4);
  write_games (big, "b", 400, 5);
  disk = tg_test_in_own_tmpfs ("320k");
  if (!disk)
    {
      tg_test_remove_tree (top);
      return;
    }
  path = g_build_filename (disk, "library.db", NULL);
  db = open_db (path);
  g_assert_true (index_folder (db, small, &progress, &error));
  g_assert_cmpint (count_games (db), ==, 4);
  g_assert_false (index_folder (db, big, &progress, &error));
  g_assert_error (error, TG_LIBRARY_DB_ERROR, TG_LIBRARY_DB_ERROR_FULL);
  tg_library_db_close (db);
  /* The last commit stands: the small folder's games are all there, and
   * the database passes its integrity check. */
  db = open_db (path);
  {
    g_autoptr(GHashTable) files = tg_library_db_get_files (db, small, NULL);

    g_assert_cmpuint (g_hash_table_size (files), ==, 4);
  }
  tg_library_db_close (db);
  tg_test_leave_tmpfs (disk);
}

static void
test_two_processes (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *a = g_build_filename (top, "a", NULL);
  g_autofree char *b = g_build_filename (top, "b", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;
  int status;
  pid_t child;

  write_games (a, "a", 150, 6);
  write_games (b, "b", 150, 7);
  child = fork ();
  g_assert_cmpint (child, >=, 0);
  if (child == 0)
    {
      TgLibraryDb *mine = tg_library_db_open (path, FALSE, NULL, NULL);
      const char *roots[] = { b, NULL };

      _exit (mine && tg_library_index (mine, roots, NULL, NULL, NULL, &progress, NULL) ? 0 : 1);
    }
  db = tg_library_db_open (path, FALSE, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (index_folder (db, a, &progress, &error));
  g_assert_no_error (error);
  g_assert_cmpint (waitpid (child, &status, 0), ==, child);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  g_assert_cmpint (count_games (db), ==, 300);
  tg_library_db_close (db);
  tg_test_remove_tree (top);
}

/* The window's indexer, list and warnings open a new library at the
 * same moment, each in a worker: every one of them gets it, with its
 * tables, and none is told the database is locked. */
typedef struct
{
  const char *path;
  GMutex      lock;
  GCond       go;
  gboolean    started;
} Opening;

static gpointer
open_when_told (gpointer data)
{
  Opening *opening = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  TgLibraryDb *db;

  g_mutex_lock (&opening->lock);
  while (!opening->started)
    g_cond_wait (&opening->go, &opening->lock);
  g_mutex_unlock (&opening->lock);
  db = tg_library_db_open (opening->path, FALSE, &moved, &error);
  /* The tables are there, empty. */
  if (db)
    g_assert_cmpint (count_games (db), ==, 0);
  tg_library_db_close (db);
  return error ? g_strdup (error->message) : g_steal_pointer (&moved);
}

static void
test_opened_together (void)
{
  g_autofree char *top = tg_test_make_folder ();

  for (guint round = 0; round < 200; round++)
    {
      g_autofree char *name = g_strdup_printf ("library-%u.db", round);
      g_autofree char *path = g_build_filename (top, name, NULL);
      Opening opening = { .path = path };
      GThread *threads[3];

      g_mutex_init (&opening.lock);
      g_cond_init (&opening.go);
      for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
        threads[i] = g_thread_new ("opener", open_when_told, &opening);
      g_mutex_lock (&opening.lock);
      opening.started = TRUE;
      g_cond_broadcast (&opening.go);
      g_mutex_unlock (&opening.lock);
      for (guint i = 0; i < G_N_ELEMENTS (threads); i++)
        {
          g_autofree char *failure = g_thread_join (threads[i]);

          g_assert_cmpstr (failure, ==, NULL);
        }
      g_mutex_clear (&opening.lock);
      g_cond_clear (&opening.go);
    }
  tg_test_remove_tree (top);
}

/* A reader holding the games in memory takes in another connection's
 * additions and removals. */
static void
test_reload_positions (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *a = g_build_filename (top, "a", NULL);
  g_autofree char *b = g_build_filename (top, "b", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autoptr(TgLibraryPositions) positions = tg_library_positions_new ();
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *reader, *writer;
  guint removed;

  write_games (a, "a", 10, 8);
  write_games (b, "b", 6, 9);
  writer = open_db (path);
  reader = open_db (path);
  g_assert_true (index_folder (writer, a, &progress, &error));
  g_assert_true (tg_library_db_load_positions (reader, positions, &error));
  g_assert_cmpuint (tg_library_positions_get_n_games (positions), ==, 10);
  g_assert_true (index_folder (writer, b, &progress, &error));
  g_assert_true (tg_library_forget_unwatched (writer, (const char *[]) { b, NULL }, &removed, &error));
  g_assert_cmpuint (removed, ==, 10);
  g_assert_true (tg_library_db_load_positions (reader, positions, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (tg_library_positions_get_n_games (positions), ==, 6);
  tg_library_db_close (reader);
  tg_library_db_close (writer);
  tg_test_remove_tree (top);
}

static void
wait_updated (TgLibrary *library)
{
  while (tg_library_get_updating (library))
    g_main_context_iteration (NULL, TRUE);
}

/* A folder the user no longer watches leaves the library with its
 * games, whatever its name shares with another's ("a" and "ab"); the
 * folder still watched, written with a slash at the end, keeps them. */
static void
test_unwatched (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *a = g_build_filename (top, "a", NULL);
  g_autofree char *a_slash = g_strconcat (a, "/", NULL);
  g_autofree char *ab = g_build_filename (top, "ab", NULL);
  g_autofree char *path = g_build_filename (top, "library.db", NULL);
  g_autoptr(TgLibrary) library = tg_library_new (path);
  TgLibraryDb *db;

  write_games (a, "a", 10, 10);
  write_games (ab, "ab", 6, 11);
  tg_library_set_roots (library, (const char *[]) { a, ab, NULL });
  wait_updated (library);
  db = open_db (path);
  g_assert_cmpint (count_games (db), ==, 16);

  tg_library_set_roots (library, (const char *[]) { a_slash, NULL });
  wait_updated (library);
  g_assert_cmpint (count_games (db), ==, 10);
  tg_library_set_roots (library, (const char *[]) { NULL });
  wait_updated (library);
  g_assert_cmpint (count_games (db), ==, 0);
  tg_library_db_close (db);
  g_clear_object (&library);
  tg_test_remove_tree (top);
}

static char *
run_cli (int *status, ...)
{
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  va_list ap;

  g_ptr_array_add (args, (gpointer) "tengen-cli");
  va_start (ap, status);
  for (const char *a; (a = va_arg (ap, const char *));)
    g_ptr_array_add (args, (gpointer) a);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  *status = tg_cli_main (args->len - 1, (char **) args->pdata, out, err);
  g_output_stream_write (out, "", 1, NULL, NULL);
  g_output_stream_close (out, NULL, NULL);
  return g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (out));
}

/* The joseki of the tests: Black's 3-4 point, White's approach. */
static const char cli_game[] =
  "(;GM[1]FF[4]SZ[19]PB[Shusaku]PW[Gennan]DT[1846-09-11]RE[B+2]"
  ";B[qd];W[dc];B[pq];W[oc];B[cp];W[qo])";

static void
test_cli (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *db = g_build_filename (top, "library.db", NULL);
  g_autofree char *db_arg = g_strconcat ("--db=", db, NULL);
  g_autofree char *game = g_build_filename (games, "ear-reddening.sgf", NULL);
  g_autofree char *pattern = g_build_filename (top, "pattern.txt", NULL);
  g_autofree char *out = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root, *result, *cont;
  int status;

  g_mkdir_with_parents (games, 0700);
  tg_test_write_text (game, cli_game);
  out = run_cli (&status, "library", "index", db_arg, games, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "1 games added"));
  g_free (out);

  out = run_cli (&status, "library", "games", db_arg, "--player=shusaku", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "1846-09-11\tShusaku\tGennan\tB+2"));
  g_free (out);
  out = run_cli (&status, "library", "games", db_arg, "--result=W", NULL);
  g_assert_cmpstr (out, ==, "");
  g_free (out);

  /* An empty corner but for Black's stone on the 3-4 point.  It stands
   * in all four corners: upper right after move 1 (qd), then upper left
   * with colours swapped (White's 4-3 at dc, move 2), lower right (pq,
   * move 3, the 4-3 point: the shape turned) and lower left (cp, move 5).
   * White's oc and qo approach the two right-hand stones from the same
   * side of each; the left-hand ones get no move after them. */
  tg_test_write_text (pattern,
                      "where corner\n"
                      "......\n"
                      "......\n"
                      "......\n"
                      "..X...\n"
                      "......\n"
                      "......\n");
  out = run_cli (&status, "library", "search", db_arg, "--json", pattern, NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (json_parser_load_from_data (parser, out, -1, NULL));
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (root, "games"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (root, "hits"), ==, 4);
  result = json_array_get_object_element (json_object_get_array_member (root, "results"), 0);
  g_assert_cmpstr (json_object_get_string_member (result, "black"), ==, "Shusaku");
  {
    JsonArray *hits = json_object_get_array_member (result, "hits");

    static const int moves[] = { 1, 2, 3, 5 };

    g_assert_cmpuint (json_array_get_length (hits), ==, G_N_ELEMENTS (moves));
    for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (hits, i), "move"), ==, moves[i]);
  }
  cont = json_array_get_object_element (json_object_get_array_member (root, "continuations"), 0);
  g_assert_cmpint (json_object_get_int_member (cont, "x"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (cont, "y"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (cont, "white"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (cont, "black"), ==, 0);
  /* Black won the game. */
  g_assert_cmpint (json_object_get_int_member (cont, "black_wins_after_white"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "continuations")), ==, 1);
  g_free (out);

  out = run_cli (&status, "library", "search", db_arg, game, NULL);
  g_assert_cmpint (status, ==, TG_CLI_EXIT_ERROR);
  tg_test_remove_tree (top);
}

/* The explored tree as SGF: the pattern's stones, each move played a
 * node, the continuations counted and labelled where they were searched. */
static void
test_explorer_sgf (void)
{
  guint8 colors[19 * 19] = { 0 };
  g_autoptr(TgLibraryExplorer) explorer = NULL;
  TgLibraryContinuation conts[7 * 7] = { 0 };
  TgLibrarySummary summary = { 1, 3, 2, 1, 7 * 7, conts };
  g_autofree char *sgf = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  TgNode *root, *move;

  colors[15 + 3 * 19] = TG_BLACK;
  explorer = tg_library_explorer_new (19, colors, 12, 0, 7, 7);
  /* White's approach at O17, cell (1, 2) of the region: played 3 times,
   * Black winning 2 of those games. */
  conts[1 + 2 * 7].white = 3;
  conts[1 + 2 * 7].black_wins_after_white = 2;
  /* And Black's at P18, once: first of the cells, labelled after. */
  conts[2 + 1 * 7].black = 1;
  tg_library_explorer_set_summary (explorer, &summary);
  tg_library_explorer_play (explorer, 13, 2, TG_WHITE);
  g_assert_cmpuint (tg_library_explorer_get_depth (explorer), ==, 1);
  sgf = tg_library_explorer_to_sgf (explorer);
  roots = tg_sgf_parse (sgf, strlen (sgf), NULL, NULL);
  g_assert_nonnull (roots);
  root = g_ptr_array_index (roots, 0);
  g_assert_cmpstr (tg_node_get_value (root, "AB"), ==, "pd");
  g_assert_cmpstr (tg_node_get_value (root, "LB"), ==, "nc:A");
  /* One LB in the node, as SGF wants, with both labels, the most
   * played first as on the pattern board. */
  g_assert_nonnull (strstr (sgf, "LB[nc:A][ob:B]"));
  g_assert_null (strstr (strstr (sgf, "LB[") + 1, "LB["));
  g_assert_nonnull (strstr (tg_node_get_value (root, "C"), "White 3 (Black won 66%)"));
  g_assert_true (g_str_has_prefix (tg_node_get_value (root, "C"), "3 hits in 1 game."));
  g_assert_cmpuint (root->n_children, ==, 1);
  move = root->children[0];
  g_assert_cmpstr (tg_node_get_value (move, "W"), ==, "nc");
  g_assert_true (tg_library_explorer_back (explorer));
  g_assert_false (tg_library_explorer_back (explorer));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/library-db/rescan", test_rescan);
  g_test_add_func ("/library-db/rescan-slash", test_rescan_slash);
  g_test_add_func ("/library-db/pages", test_pages);
  g_test_add_func ("/library-db/bad-files", test_bad_files);
  g_test_add_func ("/library-db/damaged", test_damaged);
  g_test_add_func ("/library-db/newer", test_newer);
  g_test_add_func ("/library-db/full-disk", test_full_disk);
  g_test_add_func ("/library-db/two-processes", test_two_processes);
  g_test_add_func ("/library-db/opened-together", test_opened_together);
  g_test_add_func ("/library-db/reload-positions", test_reload_positions);
  g_test_add_func ("/library-db/unwatched", test_unwatched);
  g_test_add_func ("/library-db/cli", test_cli);
  g_test_add_func ("/library-db/explorer-sgf", test_explorer_sgf);
  return g_test_run ();
}
