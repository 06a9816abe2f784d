/* test-window-engine.c: the main window playing against the fake engine
 * (TG_FAKE_GTP): answers on the board, failures that keep the game,
 * restart, takebacks, hints, resignation, engine against engine, and the
 * New Game dialog's players.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-application.h"
#include "tg-board-scene-private.h"
#include "tg-engine-profile.h"
#include "tg-new-game-dialog.h"
#include "tg-player-card-private.h"
#include "tg-score-dialog.h"
#include "tg-test-match.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"

static TgApplication *app;
static GSettings *settings;
static char *log_dir;

/* A custom profile running the fake engine with @options; its commands
 * are logged to @log (in log_dir) when given. */
static char *
add_fake (const char *name,
          const char *options,
          const char *log)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *log_path = log != NULL ? g_build_filename (log_dir, log, NULL) : NULL;
  g_autofree char *command = NULL;
  char *id;

  command = g_strdup_printf ("'%s' %s %s%s%s", g_getenv ("TG_FAKE_GTP"), options,
                             log != NULL ? "--log='" : "", log != NULL ? log_path : "",
                             log != NULL ? "'" : "");
  id = tg_engine_profile_add_custom (settings, name, command, &error);
  g_assert_no_error (error);
  return id;
}

static char *
read_log (const char *log)
{
  g_autofree char *path = g_build_filename (log_dir, log, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static AdwMessageDialog *
find_message_dialog (TgWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item)
          && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

static void
close_other_windows (TgWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i - 1);

      if (gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        gtk_window_destroy (GTK_WINDOW (item));
    }
}

static void
destroy_window (TgWindow *window)
{
  close_other_windows (window);
  tg_test_window_destroy (window);
  g_settings_reset (settings, "engines");
}

static void
set_player (TgWindow   *window,
            TgColor     color,
            const char *id)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window),
                                             color == TG_BLACK ? "win.black-player"
                                                               : "win.white-player",
                                             "s", id));
}

static gboolean
engine_plays (TgWindow *window,
              TgColor   color)
{
  return tg_match_get_engine (tg_test_window_match (window), color) != NULL;
}

static guint
move_number (TgWindow *window)
{
  return tg_game_get_move_number (tg_window_get_game (window));
}

static gboolean
interactive (TgWindow *window)
{
  return tg_board_scene_get_interactive (tg_test_window_scene (window));
}

/* The engines' own actions, in the window's action map. */
static gboolean
action_enabled (TgWindow   *window,
                const char *name)
{
  return g_action_group_get_action_enabled (G_ACTION_GROUP (window), name);
}

/* The window's match has asked the engines all it was going to, and
 * been answered. */
static void
wait_for_match (TgWindow *window)
{
  tg_test_wait_until (tg_test_match_settled, tg_test_window_match (window));
}

static gboolean
white_has_moved (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return move_number (window) >= 2;
}

static gboolean
has_message_dialog (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return find_message_dialog (window) != NULL;
}

/* The engines' bar says what they are doing in its label. */
static const char *
bar_text (TgWindow *window)
{
  return gtk_label_get_text (tg_test_window_child (window, "engine_status"));
}

static void
test_answer (void)
{
  g_autofree char *fake = add_fake ("Fake", "--mode=normal", NULL);
  TgWindow *window = tg_test_window_new (app);

  set_player (window, TG_WHITE, fake);
  g_assert_true (engine_plays (window, TG_WHITE));
  g_assert_false (engine_plays (window, TG_BLACK));

  tg_test_window_play (window, "D4");
  /* White's turn belongs to the engine: the board takes no click, and a
   * person cannot pass or resign for it. */
  g_assert_false (interactive (window));
  g_assert_false (tg_test_button_sensitive (window, "win.pass"));
  g_assert_false (tg_test_button_sensitive (window, "win.resign"));
  tg_test_wait_until (white_has_moved, window);

  /* The fake plays the first free point in reading order. */
  g_assert_cmpint (tg_test_window_stone_at (window, "A19"), ==, TG_WHITE);
  g_assert_cmpint (tg_test_window_stone_at (window, "D4"), ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_to_move (tg_window_get_game (window)), ==, TG_BLACK);
  g_assert_true (interactive (window));
  g_assert_true (tg_test_button_sensitive (window, "win.pass"));
  g_assert_cmpstr (bar_text (window), ==, "Fake plays White");
  destroy_window (window);
}

static void
test_crash (void)
{
  g_autofree char *fake = add_fake ("Crashy", "--mode=crash", "crash.log");
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);
  AdwMessageDialog *dialog;
  g_autofree char *log = NULL;

  set_player (window, TG_WHITE, fake);
  tg_test_window_play (window, "D4");
  tg_test_wait_until (has_message_dialog, window);

  dialog = find_message_dialog (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Crashy Stopped Playing");
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog),
                                   "The engine quit with exit status 3 after saying "
                                   "“fake engine: out of memory”.\n\nThe game is kept"));
  g_assert_true (adw_message_dialog_has_response (dialog, "restart"));
  /* The game is as it was, and a person may play on. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_cmpint (tg_test_window_stone_at (window, "D4"), ==, TG_BLACK);
  g_assert_true (interactive (window));
  g_assert_true (action_enabled (window, "engine-restart"));
  g_assert_cmpstr (bar_text (window), ==, "Crashy stopped");

  /* Restart: a new process, brought up to the game, asked again, and
   * crashing again. */
  adw_message_dialog_response (dialog, "restart");
  /* As the button does after the response. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  tg_test_wait_until (has_message_dialog, window);
  /* Both processes heard the same: the setup, Black's move, the request. */
  log = read_log ("crash.log");
  g_assert_cmpstr (log, ==,
                   "name\nversion\n"
                   "list_commands\nboardsize 19\nclear_board\nkomi 6.5\nplay B D4\ngenmove W\n"
                   "name\nversion\n"
                   "list_commands\nboardsize 19\nclear_board\nkomi 6.5\nplay B D4\ngenmove W\n");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  destroy_window (window);
}

static void
test_illegal (void)
{
  g_autofree char *fake = add_fake ("Cheat", "--mode=illegal", NULL);
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);
  AdwMessageDialog *dialog;

  set_player (window, TG_WHITE, fake);
  tg_test_window_play (window, "D4");
  tg_test_wait_until (has_message_dialog, window);
  dialog = find_message_dialog (window);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Cheat Stopped Playing");
  /* The fake answers with the only stone on the board. */
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (dialog),
                                   "The engine played D4, which is not empty.\n\n"));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

  /* The person may now play White's move. */
  adw_message_dialog_response (dialog, "close");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tg_test_window_play (window, "Q16");
  g_assert_cmpint (tg_test_window_stone_at (window, "Q16"), ==, TG_WHITE);
  destroy_window (window);
}

static void
test_takeback (void)
{
  g_autofree char *fake = add_fake ("Fake", "--mode=normal", NULL);
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  set_player (window, TG_WHITE, fake);
  tg_test_window_play (window, "D4");
  tg_test_wait_until (white_has_moved, window);
  /* Undo takes back the engine's answer and the person's move. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  wait_for_match (window);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  destroy_window (window);
}

static gboolean
has_hint (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_board_scene_get_hint (tg_test_window_scene (window), NULL);
}

static void
test_hint (void)
{
  g_autofree char *fake = add_fake ("Fake", "--mode=normal", NULL);
  TgWindow *window = tg_test_window_new (app);
  TgPoint hint;

  set_player (window, TG_WHITE, fake);
  g_assert_true (action_enabled (window, "hint"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  tg_test_wait_until (has_hint, window);
  /* White's engine suggests Black's move: the first free point. */
  tg_board_scene_get_hint (tg_test_window_scene (window), &hint);
  g_assert_cmpint (hint, ==, tg_test_window_point (window, "A19"));
  g_assert_true (tg_board_scene_get_marks (tg_test_window_scene (window), hint) & TG_BOARD_MARK_HINT);
  g_assert_cmpuint (move_number (window), ==, 0);

  /* Playing clears it; the engine, which took its hint back, answers. */
  tg_test_window_play (window, "D4");
  g_assert_false (has_hint (window));
  tg_test_wait_until (white_has_moved, window);
  g_assert_cmpint (tg_test_window_stone_at (window, "A19"), ==, TG_WHITE);
  destroy_window (window);
}

static guint
count_score_dialogs (TgWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = 0;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      n += TG_IS_SCORE_DIALOG (item)
           && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window);
    }
  return n;
}

static gboolean
is_finished (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_game_get_phase (tg_window_get_game (window)) == TG_PHASE_FINISHED;
}

static void
test_resign (void)
{
  g_autofree char *fake = add_fake ("Quitter", "--mode=resign", NULL);
  TgWindow *window = tg_test_window_new (app);

  set_player (window, TG_WHITE, fake);
  tg_test_window_play (window, "D4");
  tg_test_wait_until (is_finished, window);
  g_assert_cmpint (tg_game_get_end_reason (tg_window_get_game (window)), ==, TG_END_RESIGNATION);
  g_assert_cmpstr (tg_game_get_info (tg_window_get_game (window), "RE"), ==, "B+R");
  /* One score dialog, as for any end of the game in the window. */
  wait_for_match (window);
  tg_test_run_idle ();
  g_assert_cmpuint (count_score_dialogs (window), ==, 1);
  destroy_window (window);
}

static gboolean
is_counting (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_game_get_phase (tg_window_get_game (window)) == TG_PHASE_COUNTING;
}

static gboolean
engine_counted (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgEngine *engine = tg_match_get_engine (tg_test_window_match (window), TG_WHITE);
  g_autofree char *path = g_build_filename (log_dir, "count.log", NULL);
  g_autofree char *log = NULL;

  /* The engine makes its log when it starts, which may be later. */
  return is_counting (window) && g_file_get_contents (path, &log, NULL, NULL)
         && strstr (log, "final_status_list dead\n") != NULL
         && tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (engine)) == 0;
}

/* Counting against an engine: its list of dead stones is the suggestion,
 * not the estimator's, which would take White's E5 in the box as dead. */
static void
test_engine_counts (void)
{
  g_autofree char *fake = add_fake ("Passer", "--mode=pass --dead=", "count.log");
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]KM[0.5]"
                           "AB[cc][dc][ec][fc][gc][cd][gd][ce][ge][cf][gf][cg][dg][eg][fg][gg]"
                           "AW[ee])");

  tg_test_window_show_game (window, game, NULL);
  set_player (window, TG_WHITE, fake);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL));
  tg_test_wait_until (engine_counted, window);
  tg_test_window_settle (window);
  g_assert_cmpuint (move_number (window), ==, 2);
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (tg_window_get_game (window))), ==, 0);
  destroy_window (window);
}

static void
test_engines_both (void)
{
  g_autofree char *fake = add_fake ("Passer", "--mode=pass --dead=", NULL);
  TgWindow *window = tg_test_window_new (app);

  /* Paused, the engines are not asked (the main loop has not run since
   * they were chosen). */
  g_assert_false (action_enabled (window, "engine-pause"));
  set_player (window, TG_BLACK, fake);
  set_player (window, TG_WHITE, fake);
  g_assert_true (action_enabled (window, "engine-pause"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.engine-pause", NULL));
  wait_for_match (window);
  g_assert_cmpuint (move_number (window), ==, 0);
  g_assert_cmpstr (bar_text (window), ==, "Paused");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.engine-pause", NULL));
  tg_test_wait_until (is_counting, window);
  g_assert_cmpuint (move_number (window), ==, 2);
  destroy_window (window);
}

static void
test_opened_file (void)
{
  g_autofree char *fake = add_fake ("Fake", "--mode=normal", NULL);
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(GFile) file = g_file_new_build_filename (log_dir, "game.sgf", NULL);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  set_player (window, TG_WHITE, fake);
  /* A record that is opened is for people until an engine is chosen. */
  tg_test_window_show_game (window, game, file);
  g_assert_false (engine_plays (window, TG_WHITE));
  g_assert_cmpstr (g_variant_get_string (g_action_group_get_action_state (G_ACTION_GROUP (window),
                                                                          "white-player"), NULL),
                   ==, "");
  /* Choosing one continues the game against it. */
  tg_test_window_play (window, "E5");
  set_player (window, TG_WHITE, fake);
  tg_test_wait_until (white_has_moved, window);
  g_assert_cmpint (tg_test_window_stone_at (window, "A9"), ==, TG_WHITE);
  destroy_window (window);
}

static gboolean
both_named (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgGame *game = tg_window_get_game (window);

  return g_strcmp0 (tg_game_get_info (game, "PB"), "Black Fake 1.0") == 0 &&
         g_strcmp0 (tg_game_get_info (game, "PW"), "White Fake 1.0") == 0;
}

/* A new game between two engines, with the names two people typed for
 * the last game still in the dialog: each side is recorded under its
 * engine's name and version, as part of the new record, not an edit. */
static void
test_new_game_names (void)
{
  /* Engines that never answer for a move: nothing but their names can
   * reach the record, whenever the answers come. */
  g_autofree char *black = add_fake ("Fake 1", "--mode=hang --name='Black Fake'", NULL);
  g_autofree char *white = add_fake ("Fake 2", "--mode=hang --name='White Fake'", NULL);
  TgWindow *window = tg_test_window_new (app);
  TgNewGameOptions options = {
    .size = 9, .rules = TG_RULES_WMSG, .komi = 6.5,
    .black_name = (char *) "Bob", .white_name = (char *) "Alice",
    .black_engine = black, .white_engine = white,
  };
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *dialog = NULL;
  TgGame *game;

  tg_window_new_game (window);
  tg_test_run_idle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels) && dialog == NULL; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TG_IS_NEW_GAME_DIALOG (item))
        dialog = GTK_WINDOW (item);
    }
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (dialog, "start", &options);
  gtk_window_destroy (dialog);
  tg_test_wait_until (both_named, window);
  game = tg_window_get_game (window);
  g_assert_false (tg_game_get_modified (game));
  g_assert_false (tg_game_can_undo (game));
  destroy_window (window);
}

/* Set to play White in a game two people named, the engine's own name
 * replaces the person's with its first move, and Undo takes both back. */
static void
test_engine_named (void)
{
  g_autofree char *fake = add_fake ("Fake", "--mode=normal", NULL);
  TgWindow *window = tg_test_window_new (app);
  TgGame *game = tg_window_get_game (window);

  tg_game_set_info (game, "PW", "Bob");
  tg_game_set_takebacks (game, TRUE);
  tg_test_window_play (window, "D4");
  set_player (window, TG_WHITE, fake);
  tg_test_wait_until (white_has_moved, window);
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Fake Engine 1.0");
  g_assert_cmpstr (tg_player_card_get_name (tg_test_window_child (window, "white_card")), ==, "Fake Engine 1.0");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  tg_test_run_idle ();
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 0);
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Bob");
  destroy_window (window);
}

static void
test_new_game_players (void)
{
  g_autofree char *fake = add_fake ("Fake", "--mode=normal", NULL);
  TgNewGameDialog *dialog = tg_new_game_dialog_new (NULL);
  AdwComboRow *white = ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                     TG_TYPE_NEW_GAME_DIALOG,
                                                                     "white_player_row"));
  GtkEditable *white_entry = GTK_EDITABLE (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                          TG_TYPE_NEW_GAME_DIALOG,
                                                                          "white_entry"));
  GListModel *model = adw_combo_row_get_model (white);
  guint n = g_list_model_get_n_items (model);
  g_autoptr(TgNewGameOptions) options = NULL;

  /* "A Person", then the installed engines, the fake last. */
  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), 0), ==, "A Person");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), n - 1), ==, "Fake");
  gtk_editable_set_text (white_entry, "");
  adw_combo_row_set_selected (white, n - 1);
  g_assert_cmpstr (gtk_editable_get_text (white_entry), ==, "Fake");
  options = tg_new_game_dialog_get_options (dialog);
  g_assert_cmpstr (options->white_engine, ==, fake);
  g_assert_null (options->black_engine);

  /* Back to a person: the engine's name goes too. */
  adw_combo_row_set_selected (white, 0);
  g_assert_cmpstr (gtk_editable_get_text (white_entry), ==, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "engines");
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  settings = g_settings_new (APP_ID);
  log_dir = g_dir_make_tmp ("tengen-window-engine-XXXXXX", &error);
  g_assert_no_error (error);
  app = tg_test_application_new ();

  g_test_add_func ("/window-engine/answer", test_answer);
  g_test_add_func ("/window-engine/crash", test_crash);
  g_test_add_func ("/window-engine/illegal", test_illegal);
  g_test_add_func ("/window-engine/takeback", test_takeback);
  g_test_add_func ("/window-engine/hint", test_hint);
  g_test_add_func ("/window-engine/resign", test_resign);
  g_test_add_func ("/window-engine/engine-counts", test_engine_counts);
  g_test_add_func ("/window-engine/engines-both", test_engines_both);
  g_test_add_func ("/window-engine/opened-file", test_opened_file);
  g_test_add_func ("/window-engine/new-game-players", test_new_game_players);
  g_test_add_func ("/window-engine/new-game-names", test_new_game_names);
  g_test_add_func ("/window-engine/engine-named", test_engine_named);

  status = g_test_run ();
  tg_test_application_free (app);
  g_clear_object (&settings);
  {
    g_autofree char *crash_log = g_build_filename (log_dir, "crash.log", NULL);
    g_autofree char *count_log = g_build_filename (log_dir, "count.log", NULL);

    g_unlink (crash_log);
    g_unlink (count_log);
  }
  g_rmdir (log_dir);
  g_free (log_dir);
  return status;
}
