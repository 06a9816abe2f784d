/* test-session.c: TgSession — drafts written while a document is
 * modified, deleted once it is saved or closed, the clean-shutdown flag,
 * and recovery that brings back the same game at the same node.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>

#include <fcntl.h>
#include <signal.h>
#include <unistd.h>

#include "tg-session-private.h"
#include "tg-sgf.h"
#include "tg-test-files.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"

/* Set: the test binary is a run of its own that keeps a draft in this
 * folder until it is killed (see hold_draft). */
#define HOLD_ENV "TG_TEST_SESSION_HOLD"

static const char *test_binary;

typedef struct
{
  char      *dir;
  TgSession *session;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  GError *error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-session-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->session = tg_session_new (fixture->dir);
  tg_session_set_interval (fixture->session, 50);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void flush (TgSession *session);

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->session != NULL)
    flush (fixture->session);
  g_clear_object (&fixture->session);
  remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static guint
count_drafts (Fixture *fixture)
{
  g_autofree char *drafts = g_build_filename (fixture->dir, "drafts", NULL);
  g_autoptr(GDir) dir = g_dir_open (drafts, 0, NULL);
  guint n = 0;
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (name, ".tengen-draft"))
      n++;
  return n;
}

static void
flush_done_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  gboolean *done = user_data;

  *done = tg_session_flush_finish (TG_SESSION (source), result, NULL);
}

/* Writes what is due and waits until it is on disk. */
static void
flush (TgSession *session)
{
  gboolean done = FALSE;

  tg_session_flush_async (session, NULL, flush_done_cb, &done);
  tg_test_wait_flag (&done);
}

/* The run ends as a crash ends it: its drafts on disk, no clean end. */
static void
crash (Fixture *fixture)
{
  flush (fixture->session);
  g_clear_object (&fixture->session);
}

static TgSession *
next_run (Fixture *fixture)
{
  TgSession *session = tg_session_new (fixture->dir);

  tg_session_set_interval (session, 50);
  return session;
}

/* The same record as SGF writes it (which adds FF, CA and AP). */
static gboolean
same_record (TgGame *a,
             TgGame *b)
{
  g_autoptr(GPtrArray) one = g_ptr_array_new ();
  g_autoptr(GPtrArray) other = g_ptr_array_new ();
  g_autofree char *text_a = NULL;
  g_autofree char *text_b = NULL;

  g_ptr_array_add (one, tg_game_get_root (a));
  g_ptr_array_add (other, tg_game_get_root (b));
  text_a = tg_sgf_write (one);
  text_b = tg_sgf_write (other);
  return g_str_equal (text_a, text_b);
}

/* A counted game in a variation of a collection's second game, against
 * an engine: everything comes back. */
static void
test_recover (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(TgGame) first = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgGame) second = tg_test_game_from_sgf ("(;GM[1]SZ[5]AB[ab][bb][cb][db][eb]AW[ad][bd][cd][dd][ed][ec](;B[aa])(;W[ee]))");
  g_autoptr(TgDocument) document = tg_document_new (first);
  g_autoptr(TgDocument) recovered = NULL;
  g_autoptr(TgSession) later = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  TgDraft *draft;
  TgGame *game;
  gboolean crashed = TRUE;

  drafts = tg_session_start (fixture->session, &crashed, NULL);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_assert_false (crashed);
  g_clear_pointer (&drafts, g_ptr_array_unref);

  tg_session_add (fixture->session, document);
  tg_document_insert_game (document, 1, second);
  tg_document_set_player (document, TG_WHITE, "gnugo");
  tg_game_set_current (second, tg_node_get_child (tg_game_get_root (second), 1));
  tg_test_play (second, "pass pass");
  tg_game_toggle_dead (second, tg_test_point (second, "E3"));
  flush (fixture->session);
  g_assert_cmpuint (count_drafts (fixture), ==, 1);

  /* Killed here: the next run finds the draft and that it crashed. */
  crash (fixture);
  later = next_run (fixture);
  drafts = tg_session_start (later, &crashed, NULL);
  g_assert_true (crashed);
  g_assert_cmpuint (drafts->len, ==, 1);
  draft = drafts->pdata[0];
  g_assert_cmpstr (draft->title, ==, "Untitled Game");
  g_assert_null (draft->file);
  g_assert_cmpuint (draft->move_number, ==, 3);

  recovered = tg_session_recover (later, draft->id, &error);
  g_assert_no_error (error);
  g_assert_true (tg_document_get_modified (recovered));
  g_assert_null (tg_document_get_file (recovered));
  g_assert_cmpuint (tg_document_get_n_games (recovered), ==, 2);
  g_assert_cmpuint (tg_document_get_game_index (recovered), ==, 1);
  g_assert_cmpstr (tg_document_get_player (recovered, TG_WHITE), ==, "gnugo");
  g_assert_null (tg_document_get_player (recovered, TG_BLACK));
  game = tg_document_get_game (recovered);
  g_assert_true (same_record (game, second));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_point_set_equal (tg_game_get_dead (game), tg_game_get_dead (second)));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 3);
  g_assert_cmpint (tg_node_child_index (tg_node_get_child (tg_game_get_root (game), 1)), ==, 1);
  g_assert_true (tg_game_get_end_node (game) == tg_game_get_current (game));
  g_assert_true (tg_game_get_current (game)->parent->parent
                 == tg_node_get_child (tg_game_get_root (game), 1));

  /* The recovered document goes on in the same draft. */
  tg_test_play (tg_document_get_game (recovered), "E5");
  flush (later);
  g_assert_cmpuint (count_drafts (fixture), ==, 1);
  tg_session_end (later);

  /* A clean end says so. */
  {
    g_autoptr(TgSession) third = next_run (fixture);
    g_autoptr(GPtrArray) left = tg_session_start (third, &crashed, NULL);

    g_assert_false (crashed);
    g_assert_cmpuint (left->len, ==, 1);
    flush (third);
  }
}

/* A timed game's clock as it stood comes back with the draft. */
static void
test_recover_clock (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]TM[600];B[ee]BL[590])");
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(TgDocument) recovered = NULL;
  g_autoptr(TgSession) later = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GError) error = NULL;
  GVariant *state = g_variant_new_string ("the match's state");
  gboolean crashed;

  drafts = tg_session_start (fixture->session, &crashed, NULL);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  tg_session_add (fixture->session, document);
  tg_document_set_clock_state (document, state);
  tg_test_play (game, "D4");
  crash (fixture);

  later = next_run (fixture);
  drafts = tg_session_start (later, &crashed, NULL);
  g_assert_cmpuint (drafts->len, ==, 1);
  recovered = tg_session_recover (later, ((TgDraft *) drafts->pdata[0])->id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tg_document_get_clock_state (recovered));
  g_assert_true (g_variant_equal (tg_document_get_clock_state (recovered),
                                  tg_document_get_clock_state (document)));
  flush (later);
}

/* Saving, undoing back to the file, and closing delete the draft. */
static void
test_draft_deleted (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = tg_session_start (fixture->session, NULL, NULL);

  tg_session_add (fixture->session, document);
  /* Nothing to keep for an unmodified document. */
  flush (fixture->session);
  g_assert_cmpuint (count_drafts (fixture), ==, 0);

  tg_test_play (game, "E5");
  flush (fixture->session);
  g_assert_cmpuint (count_drafts (fixture), ==, 1);
  g_assert_true (tg_game_undo (game));
  flush (fixture->session);
  g_assert_cmpuint (count_drafts (fixture), ==, 0);

  tg_test_play (game, "C3");
  flush (fixture->session);
  g_assert_cmpuint (count_drafts (fixture), ==, 1);
  tg_session_remove (fixture->session, document);
  flush (fixture->session);
  g_assert_cmpuint (count_drafts (fixture), ==, 0);
}

static gboolean
type_cb (gpointer user_data)
{
  TgGame *game = user_data;
  const char *comment = tg_game_get_info (game, "C");
  g_autofree char *longer = g_strconcat (comment != NULL ? comment : "", "x", NULL);

  tg_game_set_info (game, "C", longer);
  return G_SOURCE_CONTINUE;
}

static gboolean
drafted (gconstpointer data)
{
  return count_drafts ((Fixture *) data) == 1;
}

/* A throttle, not a debounce: changes that keep coming do not keep the
 * draft from being written (a debounce never writes it: the wait fails). */
static void
test_throttle (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = tg_session_start (fixture->session, NULL, NULL);
  guint source;

  tg_session_add (fixture->session, document);
  source = g_timeout_add (10, type_cb, game);
  /* Still changing every 10 ms, and a draft is on disk. */
  tg_test_wait_until (drafted, fixture);
  g_source_remove (source);
  tg_session_remove (fixture->session, document);
  flush (fixture->session);
}

/* The id of the one draft in the folder. */
static char *
only_draft_id (const char *dir)
{
  g_autofree char *drafts = g_build_filename (dir, "drafts", NULL);
  g_autoptr(GDir) handle = g_dir_open (drafts, 0, NULL);
  const char *name;
  char *id = NULL;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, ".tengen-draft"))
      {
        g_assert_null (id);
        id = g_strndup (name, strlen (name) - strlen (".tengen-draft"));
      }
  g_assert_nonnull (id);
  return id;
}

static void
assert_not_offered (TgSession  *session,
                    const char *dir,
                    const char *id)
{
  g_autoptr(TgDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *left = NULL;

  tg_session_discard (session, id);
  left = only_draft_id (dir);
  g_assert_cmpstr (left, ==, id);
  document = tg_session_recover (session, id, &error);
  g_assert_null (document);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_BUSY);
}

/* A draft of a run still going, in this process: another run neither
 * offers nor deletes it; once that run is gone without an end, it does. */
static void
test_owner_running (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = tg_session_start (fixture->session, NULL, NULL);
  g_autoptr(TgSession) second = NULL;
  g_autoptr(TgSession) third = NULL;
  g_autofree char *id = NULL;
  gboolean crashed = TRUE;

  tg_session_add (fixture->session, document);
  tg_test_play (game, "E5 C3");
  flush (fixture->session);
  id = only_draft_id (fixture->dir);

  second = next_run (fixture);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  drafts = tg_session_start (second, &crashed, NULL);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_assert_false (crashed);
  assert_not_offered (second, fixture->dir, id);

  crash (fixture);
  third = next_run (fixture);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  drafts = tg_session_start (third, &crashed, NULL);
  g_assert_true (crashed);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpstr (((TgDraft *) drafts->pdata[0])->id, ==, id);
  flush (second);
  flush (third);
}

/* The run HOLD_ENV asks for: a draft of two moves written, "ready" said,
 * then nothing until it is killed. */
static int
hold_draft (const char *dir)
{
  g_autoptr(TgSession) session = tg_session_new (dir);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = tg_session_start (session, NULL, NULL);
  char byte;

  tg_session_add (session, document);
  tg_test_play (game, "E5 C3");
  flush (session);
  g_print ("ready\n");
  while (read (STDIN_FILENO, &byte, 1) > 0)
    ;
  return 0;
}

/* The two instances of the report: A keeps an unsaved game; B, started
 * beside it, neither offers nor discards it; A is killed with SIGKILL;
 * the next run offers it and recovers it. */
static void
test_owner_other_process (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_autoptr(GSubprocess) holder = NULL;
  g_autoptr(GDataInputStream) out = NULL;
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(TgSession) second = NULL;
  g_autoptr(TgSession) third = NULL;
  g_autoptr(TgDocument) recovered = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *id = NULL;
  gboolean crashed = TRUE;

  g_subprocess_launcher_setenv (launcher, HOLD_ENV, fixture->dir, TRUE);
  holder = g_subprocess_launcher_spawn (launcher, &error, test_binary, NULL);
  g_assert_no_error (error);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (holder));
  line = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (line, ==, "ready");
  id = only_draft_id (fixture->dir);

  second = next_run (fixture);
  drafts = tg_session_start (second, &crashed, NULL);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_assert_false (crashed);
  assert_not_offered (second, fixture->dir, id);

  g_subprocess_send_signal (holder, SIGKILL);
  g_subprocess_wait (holder, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_term_sig (holder), ==, SIGKILL);

  third = next_run (fixture);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  drafts = tg_session_start (third, &crashed, NULL);
  g_assert_true (crashed);
  g_assert_cmpuint (drafts->len, ==, 1);
  g_assert_cmpstr (((TgDraft *) drafts->pdata[0])->id, ==, id);
  g_assert_cmpuint (((TgDraft *) drafts->pdata[0])->move_number, ==, 2);
  recovered = tg_session_recover (third, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tg_game_get_move_number (tg_document_get_game (recovered)), ==, 2);
  flush (second);
  flush (third);
}

/* Only regular files of a draft's size are read: garbage, an empty
 * file, a truncated draft, a 2 GB one (sparse) and a FIFO, which would
 * block a read for ever, are each said once and moved to damaged/. */
static void
test_damaged_draft (Fixture       *fixture,
                    gconstpointer  data)
{
  static const char *const names[] = {
    "garbage.tengen-draft", "empty.tengen-draft", "truncated.tengen-draft",
    "huge.tengen-draft", "fifo.tengen-draft",
  };
  g_autofree char *drafts_dir = g_build_filename (fixture->dir, "drafts", NULL);
  g_autofree char *damaged_dir = g_build_filename (fixture->dir, "damaged", NULL);
  g_autofree char *garbage = g_build_filename (drafts_dir, names[0], NULL);
  g_autofree char *empty = g_build_filename (drafts_dir, names[1], NULL);
  g_autofree char *truncated = g_build_filename (drafts_dir, names[2], NULL);
  g_autofree char *huge = g_build_filename (drafts_dir, names[3], NULL);
  g_autofree char *fifo = g_build_filename (drafts_dir, names[4], NULL);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = tg_session_start (fixture->session, NULL, NULL);
  g_autoptr(TgSession) later = NULL;
  g_autoptr(TgSession) third = NULL;
  g_autoptr(TgDocument) recovered = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *whole = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) set_aside = NULL;
  gsize length;
  int fd;

  /* A real draft, cut in half. */
  tg_session_add (fixture->session, document);
  tg_test_play (game, "E5 C3 G7");
  crash (fixture);
  id = only_draft_id (fixture->dir);
  whole = g_strconcat (drafts_dir, "/", id, ".tengen-draft", NULL);
  g_assert_true (g_file_get_contents (whole, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (truncated, contents, length / 2, NULL));
  g_assert_cmpint (g_unlink (whole), ==, 0);

  g_assert_true (g_file_set_contents (garbage, "\xff\xfe not a draft", -1, NULL));
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  fd = g_open (huge, O_WRONLY | O_CREAT, 0600);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 2 << 30), ==, 0);
  close (fd);
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);

  later = next_run (fixture);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  drafts = tg_session_start (later, NULL, &set_aside);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_assert_cmpuint (g_strv_length (set_aside), ==, G_N_ELEMENTS (names));
  for (gsize i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *moved = g_build_filename (damaged_dir, names[i], NULL);
      g_autofree char *left = g_build_filename (drafts_dir, names[i], NULL);

      g_assert_true (g_file_test (moved, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (left, G_FILE_TEST_EXISTS));
    }
  for (guint i = 0; set_aside[i] != NULL; i++)
    g_assert_nonnull (strstr (set_aside[i], "damaged"));
  recovered = tg_session_recover (later, "garbage", &error);
  g_assert_null (recovered);
  g_assert_nonnull (error);
  flush (later);
  g_clear_object (&later);

  /* Said once: the next start finds nothing to say. */
  third = next_run (fixture);
  g_clear_pointer (&drafts, g_ptr_array_unref);
  g_clear_pointer (&set_aside, g_strfreev);
  drafts = tg_session_start (third, NULL, &set_aside);
  g_assert_cmpuint (drafts->len, ==, 0);
  g_assert_cmpuint (g_strv_length (set_aside), ==, 0);
  flush (third);
  tg_test_remove_tree (damaged_dir);
}

static void
protected_cb (TgSession  *session,
              GParamSpec *pspec,
              guint      *notified)
{
  (*notified)++;
}

/* A drafts folder that cannot be written in: the session says so once
 * (the window tells the user), not a warning at every change. */
static void
test_unprotected (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *drafts_dir = NULL;
  g_autoptr(TgSession) session = NULL;
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = NULL;
  guint notified = 0;

  /* Root writes in any folder. */
  if (!tg_test_as_unprivileged_user ())
    return;
  dir = tg_test_make_folder ();
  drafts_dir = g_build_filename (dir, "drafts", NULL);
  g_assert_cmpint (g_mkdir (drafts_dir, 0500), ==, 0);
  session = tg_session_new (dir);
  tg_session_set_interval (session, 10);
  g_signal_connect (session, "notify::protected", G_CALLBACK (protected_cb), &notified);
  drafts = tg_session_start (session, NULL, NULL);
  tg_session_add (session, document);
  g_assert_true (tg_session_get_protected (session));

  /* Warnings are fatal here: each failed draft would abort the test. */
  for (guint i = 0; i < 5; i++)
    {
      g_autofree char *point = g_strdup_printf ("%c%u", 'A' + i, 3);

      tg_test_play (game, point);
      flush (session);
    }
  g_assert_false (tg_session_get_protected (session));
  g_assert_cmpuint (notified, ==, 1);
  g_assert_nonnull (tg_session_get_unprotected_reason (session));
  g_assert_nonnull (strstr (tg_session_get_unprotected_reason (session), "drafts"));

  tg_session_remove (session, document);
  flush (session);
  g_clear_object (&session);
  g_assert_cmpint (g_chmod (drafts_dir, 0700), ==, 0);
  tg_test_remove_tree (dir);
}

static mode_t
mode_of (const char *path)
{
  struct stat st;

  g_assert_cmpint (g_lstat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

/* Unsaved work is the user's only: a draft is 0600 under a umask that
 * would make it 0644, and a drafts folder left 0755 is closed. */
static void
test_drafts_private (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *drafts_dir = g_build_filename (fixture->dir, "drafts", NULL);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = tg_document_new (game);
  g_autoptr(GPtrArray) drafts = NULL;
  g_autoptr(GDir) dir = NULL;
  mode_t saved_mask = umask (022);
  const char *name;
  guint n = 0;

  g_assert_cmpint (g_mkdir (drafts_dir, 0755), ==, 0);
  g_assert_cmpint (g_chmod (drafts_dir, 0755), ==, 0);
  drafts = tg_session_start (fixture->session, NULL, NULL);
  tg_session_add (fixture->session, document);
  tg_test_play (game, "E5");
  flush (fixture->session);
  umask (saved_mask);

  g_assert_cmpint (mode_of (drafts_dir), ==, 0700);
  dir = g_dir_open (drafts_dir, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (drafts_dir, name, NULL);

      g_assert_cmpint (mode_of (path), ==, 0600);
      n++;
    }
  g_assert_cmpuint (n, ==, 1);
  tg_session_remove (fixture->session, document);
}

int
main (int argc, char *argv[])
{
  if (g_getenv (HOLD_ENV) != NULL)
    return hold_draft (g_getenv (HOLD_ENV));
  test_binary = argv[0];

  g_test_init (&argc, &argv, NULL);

  g_test_add ("/session/recover", Fixture, NULL, fixture_set_up, test_recover, fixture_tear_down);
  g_test_add ("/session/recover-clock", Fixture, NULL, fixture_set_up, test_recover_clock,
              fixture_tear_down);
  g_test_add ("/session/draft-deleted", Fixture, NULL, fixture_set_up, test_draft_deleted,
              fixture_tear_down);
  g_test_add ("/session/throttle", Fixture, NULL, fixture_set_up, test_throttle,
              fixture_tear_down);
  g_test_add ("/session/drafts-private", Fixture, NULL, fixture_set_up, test_drafts_private,
              fixture_tear_down);
  g_test_add ("/session/owner-running", Fixture, NULL, fixture_set_up, test_owner_running,
              fixture_tear_down);
  g_test_add ("/session/owner-other-process", Fixture, NULL, fixture_set_up,
              test_owner_other_process, fixture_tear_down);
  g_test_add_func ("/session/unprotected", test_unprotected);
  g_test_add ("/session/damaged-draft", Fixture, NULL, fixture_set_up, test_damaged_draft,
              fixture_tear_down);

  return g_test_run ();
}
