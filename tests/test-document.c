/* test-document.c: TgDocument — a file's collection, the game shown,
 * the modified mark, and saves that run while editing goes on, fail
 * without harm and keep links.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include "tg-document-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

static char *
make_temp_dir (void)
{
  GError *error = NULL;
  char *dir = g_dir_make_tmp ("tengen-document-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

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

static char *
write_file (const char *dir,
            const char *name,
            const char *contents)
{
  char *path = g_build_filename (dir, name, NULL);
  GError *error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static char *
read_file (const char *path)
{
  char *contents = NULL;
  GError *error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static void
save_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GError **error = user_data;

  if (!tg_document_save_finish (TG_DOCUMENT (source), result, error))
    g_assert_nonnull (*error);
}

/* Saves and runs the main context until the save is done. */
static gboolean
save (TgDocument  *document,
      GFile       *file,
      GError     **error)
{
  GError *local = NULL;
  gboolean done = FALSE;

  tg_document_save_async (document, file, NULL, save_done_cb, &local);
  g_assert_true (tg_document_get_saving (document));
  while (tg_document_get_saving (document))
    g_main_context_iteration (NULL, TRUE);
  /* The task's callback comes in an idle after the save ends. */
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  done = local == NULL;
  if (local != NULL)
    g_propagate_error (error, local);
  return done;
}

static TgDocument *
load (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GError *error = NULL;
  TgDocument *document = tg_document_load (file, NULL, &error);

  g_assert_no_error (error);
  return document;
}

static void
count_notify (guint *counter)
{
  (*counter)++;
}

/* Two games in one file, named as in Red Bean's ff4_ex.sgf. */
#define COLLECTION \
  "(;FF[4]GM[1]SZ[19]GN[Gametree 1: properties];B[pd];W[dp])" \
  "(;FF[4]GM[1]SZ[19]C[Gametree 2: game-info\n\nGame-info properties are usually stored " \
  "in the root node.];B[dd])"

static void
test_collection (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = write_file (dir, "ff4_ex.sgf", COLLECTION);
  g_autoptr(TgDocument) document = load (path);
  TgGame *first = tg_document_get_game (document);
  TgGame *second;
  g_autoptr(TgGame) removed = NULL;
  guint game_changes = 0;

  /* Both games of the file, the second one reachable. */
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 2);
  g_assert_cmpstr (tg_document_get_title (document), ==, "ff4_ex.sgf");
  g_assert_cmpstr (tg_game_get_info (first, "GN"), ==, "Gametree 1: properties");
  g_assert_false (tg_document_get_modified (document));
  g_signal_connect_swapped (document, "notify::game", G_CALLBACK (count_notify), &game_changes);
  tg_document_set_game_index (document, 1);
  g_assert_cmpuint (game_changes, ==, 1);
  second = tg_document_get_game (document);
  g_assert_true (second != first);
  g_assert_true (g_str_has_prefix (tg_game_get_info (second, "C"), "Gametree 2: game-info"));

  /* An edit in any game is the document's. */
  tg_game_set_value (second, tg_game_get_root (second), "GN", "Game info");
  g_assert_true (tg_document_get_modified (document));
  g_assert_true (tg_game_undo (second));
  g_assert_false (tg_document_get_modified (document));

  /* Taking a game out and putting it back is a change of the file. */
  removed = tg_document_remove_game (document, 0);
  g_assert_true (removed == first);
  g_assert_cmpuint (tg_document_get_n_games (document), ==, 1);
  g_assert_true (tg_document_get_game (document) == second);
  g_assert_true (tg_document_get_modified (document));
  tg_document_insert_game (document, 0, removed);
  g_assert_true (tg_document_get_game (document) == first);
  g_assert_cmpuint (tg_document_get_game_index (document), ==, 0);
  remove_tree (dir);
}

/* A game Tengen cannot show stays in the collection, written back where
 * it was, with a warning that names it. */
/* A collection's games make their replay (the positions kept for moving
 * about the record, the boards, where play stands) when first used:
 * opening 100,000 games must not cost 100,000 of them.  The one shown
 * first has it from the load, made off the main thread, and what breaks
 * the rules is counted over every game all the same. */
static void
test_games_replayed_when_used (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = write_file (dir, "three.sgf",
                                      "(;GM[1]SZ[9];B[aa])"
                                      "(;GM[1]SZ[9];B[bb];W[bb])"
                                      "(;GM[1]SZ[9]RE[B+R];B[cc])");
  g_autoptr(TgDocument) document = load (path);
  GListModel *games = tg_document_get_games (document);
  g_autoptr(TgGame) first = g_list_model_get_item (games, 0);
  g_autoptr(TgGame) second = g_list_model_get_item (games, 1);
  g_autoptr(TgGame) third = g_list_model_get_item (games, 2);

  g_assert_cmpuint (tg_document_get_n_games (document), ==, 3);
  g_assert_true (tg_game_get_opened (first));
  g_assert_false (tg_game_get_opened (second));
  g_assert_false (tg_game_get_opened (third));
  g_assert_cmpuint (tg_document_get_n_flagged (document), ==, 1);

  tg_document_set_game_index (document, 2);
  g_assert_false (tg_game_get_opened (third));
  g_assert_cmpint (tg_board_get (tg_game_get_board (third),
                                 tg_board_point (tg_game_get_board (third), 2, 2)),
                   ==, TG_BLACK);
  g_assert_true (tg_game_get_opened (third));
  g_assert_cmpint (tg_game_get_phase (third), ==, TG_PHASE_FINISHED);
  g_assert_false (tg_game_get_opened (second));
  g_assert_false (tg_document_get_modified (document));
}

static void
test_unshowable_game_kept (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = write_file (dir, "two.sgf",
                                      "(;GM[1]SZ[9];B[ee])(;GM[1]SZ[30]C[huge];B[aa])(;GM[1]SZ[13])"
                                      "(;GM[2]FF[3]AP[Chess:1];W[e2e4])");
  g_autoptr(TgDocument) document = load (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  GPtrArray *warnings = tg_document_get_warnings (document);

  g_assert_cmpuint (tg_document_get_n_games (document), ==, 2);
  g_assert_true (tg_test_has_warning (warnings, "Game 2"));
  g_assert_true (tg_test_has_warning (warnings, "Game 4"));
  g_assert_true (tg_test_has_warning (warnings, "SZ[30]"));
  bytes = tg_document_serialize (document);
  roots = tg_sgf_parse (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), NULL, NULL);
  g_assert_cmpuint (roots->len, ==, 4);
  g_assert_cmpstr (tg_node_get_value (roots->pdata[1], "SZ"), ==, "30");
  /* Another game's record keeps its own GM, FF and AP. */
  g_assert_cmpstr (tg_node_get_value (roots->pdata[3], "GM"), ==, "2");
  g_assert_cmpstr (tg_node_get_value (roots->pdata[3], "FF"), ==, "3");
  g_assert_cmpstr (tg_node_get_value (roots->pdata[3], "AP"), ==, "Chess:1");
  g_assert_cmpstr (tg_node_get_value (roots->pdata[1], "C"), ==, "huge");
  g_assert_cmpstr (tg_node_get_value (roots->pdata[2], "SZ"), ==, "13");
  remove_tree (dir);
}

static void
test_save_while_editing (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = write_file (dir, "game.sgf", "(;GM[1]SZ[9];B[ee])");
  g_autoptr(TgDocument) document = load (path);
  TgGame *game = tg_document_get_game (document);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) expected = NULL;
  g_autofree char *written = NULL;
  gboolean saving_done = FALSE;

  tg_test_play (game, "C3");
  g_assert_true (tg_document_get_modified (document));
  expected = tg_document_serialize (document);

  /* A move played while the save runs is not what was written. */
  tg_document_save_async (document, NULL, NULL, save_done_cb, &error);
  tg_test_play (game, "G7");
  while (tg_document_get_saving (document))
    g_main_context_iteration (NULL, TRUE);
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
  saving_done = error == NULL;
  g_assert_true (saving_done);
  written = read_file (path);
  g_assert_cmpstr (written, ==, g_bytes_get_data (expected, NULL));
  g_assert_true (tg_document_get_modified (document));

  /* Undoing back to what was saved: unmodified. */
  g_assert_true (tg_game_undo (game));
  g_assert_false (tg_document_get_modified (document));
  remove_tree (dir);
}

static void
test_save_as (void)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = g_build_filename (dir, "new.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgDocument) again = NULL;

  g_assert_cmpstr (tg_document_get_title (document), ==, "Untitled Game");
  tg_test_play (game, "E5");
  g_assert_true (save (document, file, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_equal (tg_document_get_file (document), file));
  g_assert_cmpstr (tg_document_get_title (document), ==, "new.sgf");
  g_assert_false (tg_document_get_modified (document));
  again = load (path);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_current (tg_document_get_game (again)), "B"),
                   ==, "ee");
  remove_tree (dir);
}

/* A failed save keeps the document modified and the file as it was. */
static void
test_failed_saves (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *path = write_file (dir, "game.sgf", "(;GM[1]SZ[19];B[pd])");
  g_autofree char *original = read_file (path);
  g_autoptr(TgDocument) document = load (path);
  TgGame *game = tg_document_get_game (document);
  g_autofree char *gone = g_build_filename (dir, "gone", "game.sgf", NULL);
  g_autoptr(GFile) gone_file = g_file_new_for_path (gone);
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;
  struct rlimit limit, small = { 0, 0 };
  void (*previous) (int);

  /* A long comment, so that the new text outgrows the limit below. */
  {
    g_autofree char *comment = g_strnfill (200000, 'x');

    tg_game_set_value (game, tg_game_get_current (game), "C", comment);
  }

  /* A vanished folder. */
  g_assert_false (save (document, gone_file, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "gone"));
  g_clear_error (&error);
  g_assert_true (tg_document_get_modified (document));
  {
    g_autoptr(GFile) own = g_file_new_for_path (path);

    g_assert_true (g_file_equal (tg_document_get_file (document), own));
  }

  /* A file-size limit: the write fails half-way. */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  small.rlim_cur = 4096;
  small.rlim_max = limit.rlim_max;
  previous = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &small), ==, 0);
  g_assert_false (save (document, NULL, &error));
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  signal (SIGXFSZ, previous);
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (tg_document_get_modified (document));
  after = read_file (path);
  g_assert_cmpstr (after, ==, original);

  /* No temporary file left beside it. */
  {
    g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
    guint n = 0;

    while (g_dir_read_name (listing) != NULL)
      n++;
    g_assert_cmpuint (n, ==, 1);
  }
  remove_tree (dir);
}

/* A symbolic link is saved through: its target changes, the link stays. */
static void
test_save_through_link (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *target = write_file (dir, "real.sgf", "(;GM[1]SZ[9])");
  g_autofree char *link = g_build_filename (dir, "link.sgf", NULL);
  g_autoptr(TgDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;

  g_assert_cmpint (symlink ("real.sgf", link), ==, 0);
  document = load (link);
  tg_test_play (tg_document_get_game (document), "E5");
  g_assert_true (save (document, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  written = read_file (target);
  g_assert_nonnull (strstr (written, "B[ee]"));
  remove_tree (dir);
}

/* A collection far too big to write in one frame: many games of a few
 * hundred moves each. */
static TgDocument *
big_collection (guint n_games)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  TgDocument *document = NULL;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TgGame) game = tg_game_new (19, TG_RULES_WMSG, 6.5, 0);

      for (guint moves = 0; moves < 250;)
        {
          TgPoint point = tg_board_point (tg_game_get_board (game), g_rand_int_range (rand, 0, 19),
                                          g_rand_int_range (rand, 0, 19));

          if (tg_game_play (game, point, NULL) == TG_MOVE_OK)
            moves++;
        }
      tg_game_set_value (game, tg_game_get_current (game), "C", "a long enough comment to weigh");
      if (document == NULL)
        document = tg_document_new (game);
      else
        tg_document_insert_game (document, g, game);
    }
  return document;
}

static void
serialized_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  GPtrArray **texts = user_data;

  *texts = tg_document_serialize_finish (TG_DOCUMENT (source), result, NULL);
  g_assert_nonnull (*texts);
}

/* Written a slice at a time, each game as it stands when its turn
 * comes: an edit to a game not yet written is in the text, one to a game
 * already written is not. */
static void
test_serialize_in_slices (void)
{
  g_autoptr(TgDocument) document = big_collection (150);
  g_autoptr(GPtrArray) texts = NULL;
  g_autoptr(GBytes) joined = NULL;
  g_autoptr(GBytes) now = NULL;
  g_autoptr(TgGame) first = g_list_model_get_item (tg_document_get_games (document), 0);
  g_autoptr(TgGame) last = g_list_model_get_item (tg_document_get_games (document), 149);
  g_autoptr(GPtrArray) one = g_ptr_array_new ();
  g_autofree char *first_text = NULL;
  const char *pass[] = { "", NULL };

  /* One game a slice, whatever the machine's speed. */
  tg_document_set_slice_time (document, 0);
  tg_document_serialize_async (document, NULL, serialized_cb, &texts);
  /* The first slice came back before the collection was written. */
  g_assert_null (texts);
  tg_game_set_value (first, tg_game_get_root (first), "GN", "edited early");
  tg_game_set_values (last, tg_game_get_root (last), "GN", pass);
  tg_game_set_value (last, tg_game_get_root (last), "GN", "edited late");
  while (texts == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (texts->len, ==, 150);
  joined = tg_document_join_texts (texts);
  g_assert_null (strstr (g_bytes_get_data (joined, NULL), "GN[edited early]"));
  g_assert_nonnull (strstr (g_bytes_get_data (joined, NULL), "GN[edited late]"));
  g_ptr_array_add (one, tg_game_get_root (first));
  first_text = tg_sgf_write (one);
  g_assert_null (strstr (g_bytes_get_data (texts->pdata[0], NULL), "edited early"));
  g_assert_nonnull (strstr (first_text, "edited early"));

  /* Written whole now, the early edit is there too. */
  now = tg_document_serialize (document);
  g_assert_nonnull (strstr (g_bytes_get_data (now, NULL), "GN[edited early]"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/collection", test_collection);
  g_test_add_func ("/document/games-replayed-when-used", test_games_replayed_when_used);
  g_test_add_func ("/document/unshowable-game-kept", test_unshowable_game_kept);
  g_test_add_func ("/document/save-while-editing", test_save_while_editing);
  g_test_add_func ("/document/save-as", test_save_as);
  g_test_add_func ("/document/failed-saves", test_failed_saves);
  g_test_add_func ("/document/save-through-link", test_save_through_link);
  g_test_add_func ("/document/serialize-in-slices", test_serialize_in_slices);

  return g_test_run ();
}
