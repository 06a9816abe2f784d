/* test-window-clock.c: clocks and wrong colours in the main window: a
 * 2-second game that runs out (W+T on the record, the cards and the score
 * dialog saying so), Pause Clock, Swap Colours within 10 moves (names and
 * engines with them) and its refusal after, its suggestion when the names
 * are the wrong way round, and nigiri deciding the colours of a timed
 * game against an engine.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-application.h"
#include "tg-engine-profile.h"
#include "tg-fake-time.h"
#include "tg-match-private.h"
#include "tg-new-game-dialog-private.h"
#include "tg-player-card-private.h"
#include "tg-score-dialog.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"

static TgApplication *app;
static GSettings *settings;

static char *
add_fake (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *command = g_strdup_printf ("'%s' --mode=normal", g_getenv ("TG_FAKE_GTP"));
  char *id = tg_engine_profile_add_custom (settings, name, command, &error);

  g_assert_no_error (error);
  return id;
}

/* What is pending now, without waiting for the clock's next second
 * (tg_test_run_idle would run a short game out). */
static void
settle (void)
{
  for (guint i = 0; i < 100 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

static gboolean
finished (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_game_get_phase (tg_window_get_game (window)) == TG_PHASE_FINISHED;
}

static gboolean
black_clock_runs (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  const TgClock *clock = tg_match_get_clock (tg_test_window_match (window));

  return clock != NULL && tg_clock_get_running (clock) == TG_BLACK;
}

static gboolean
engine_moved (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_game_get_move_number (tg_window_get_game (window)) >= 1;
}

static TgMatch *
match_of (TgWindow *window)
{
  return tg_test_window_match (window);
}

static GtkWidget *
find_score_dialog (TgWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (TG_IS_SCORE_DIALOG (item)
          && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        return GTK_WIDGET (item);
    }
  return NULL;
}

/* Whether the window's action @name (win.*) is enabled, as a button for
 * it in the window would show it. */
static gboolean
action_enabled (TgWindow   *window,
                const char *name)
{
  g_autofree char *detailed = g_strconcat ("win.", name, NULL);
  GtkWidget *probe = gtk_button_new ();
  /* Beside the engines' status, inside the window. */
  GtkBox *row = GTK_BOX (gtk_widget_get_parent (tg_test_window_child (window, "engine_status")));
  gboolean enabled;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), detailed);
  gtk_box_append (row, probe);
  enabled = gtk_widget_get_sensitive (probe);
  gtk_box_remove (row, probe);
  return enabled;
}

/* The labels of the menu's clock section. */
static char *
clock_menu_text (TgWindow *window)
{
  GString *text = g_string_new (NULL);
  GMenuModel *section = tg_test_window_child (window, "clock_section");

  for (int i = 0; i < g_menu_model_get_n_items (section); i++)
    {
      g_autofree char *label = NULL;

      g_menu_model_get_item_attribute (section, i, "label", "s", &label);
      g_string_append_printf (text, "%s\n", label);
    }
  return g_string_free (text, FALSE);
}

static TgGame *
timed_game (const char *tm,
            const char *ot)
{
  TgGame *game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  tg_game_init_info (game, "Ann", "Ben", NULL);
  tg_game_set_info (game, "TM", tm);
  tg_game_set_info (game, "OT", ot);
  tg_game_forget_steps (game);
  return game;
}

/* Two seconds each: Black moves at once, White's flag falls. */
static void
test_time_runs_out (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = timed_game ("2", NULL);
  g_autofree char *full = tg_clock_format_time (2 * TG_CLOCK_SECOND);
  g_autofree char *zero = tg_clock_format_time (0);
  GtkWidget *dialog;

  tg_test_window_show_game (window, game, NULL);
  /* Black moves as soon as the clock runs: the game is White's two
   * seconds, however slow the display. */
  tg_test_wait_until (black_clock_runs, window);
  g_assert_nonnull (tg_player_card_get_clock_text (tg_test_window_child (window, "black_card")));
  tg_test_window_play (window, "E5");
  g_assert_nonnull (tg_node_get_value (tg_game_get_current (game), "BL"));
  /* White's clock has not started yet when the move is in. */
  g_assert_cmpstr (tg_player_card_get_clock_text (tg_test_window_child (window, "white_card")), ==, full);

  tg_test_wait_until (finished, window);
  g_assert_cmpint (tg_game_get_end_reason (game), ==, TG_END_TIME);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "B+T");
  g_assert_cmpstr (tg_player_card_get_clock_text (tg_test_window_child (window, "white_card")), ==, zero);
  g_assert_true (tg_player_card_get_low_time (tg_test_window_child (window, "white_card")));
  g_assert_false (action_enabled (window, "pause-clock"));

  tg_test_window_settle (window);
  dialog = find_score_dialog (window);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_template_child (dialog, TG_TYPE_SCORE_DIALOG,
                                                                                 "result_label"))),
                   ==, "Black wins on time");
  tg_test_window_destroy (window);
}

/* A toast's close button (it has no action to be found by). */
static GtkWidget *
find_close_button (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (widget)), "window-close-symbolic") == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_close_button (c);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
says_recorded_times (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return tg_test_find_label (tg_test_window_child (window, "toast_overlay"), "recorded times") != NULL;
}

/* Undo after the flag fell (takebacks on): the loss is taken back with
 * the clocks — each side's time as recorded with its last move, paused —
 * so the flag does not fall again and no score dialog comes back. */
static void
test_undo_time_loss (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = timed_game ("2", NULL);
  g_autofree char *full = tg_clock_format_time (2 * TG_CLOCK_SECOND);
  g_autofree char *menu = NULL;
  GtkWidget *dialog, *overlay;
  TgClockSide white;

  g_settings_set_boolean (settings, "takebacks", TRUE);
  tg_test_window_show_game (window, game, NULL);
  tg_test_wait_until (black_clock_runs, window);
  tg_test_window_play (window, "E5");
  tg_test_wait_until (finished, window);
  /* Said as the flag falls. */
  overlay = tg_test_window_child (window, "toast_overlay");
  g_assert_nonnull (tg_test_find_label (overlay, "time is up"));
  tg_test_window_settle (window);
  dialog = find_score_dialog (window);
  g_assert_nonnull (dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_assert_true (action_enabled (window, "undo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  settle ();
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_null (tg_game_get_info (game, "RE"));
  /* Black's move stays; White, who had not moved, has the full two
   * seconds again, and nothing runs until the players resume. */
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 1);
  g_assert_true (tg_match_get_clock_paused (match_of (window)));
  g_assert_true (tg_match_get_clock_side (match_of (window), TG_WHITE, &white));
  g_assert_false (white.flagged);
  g_assert_cmpint (tg_clock_side_countdown (&white), ==, 2 * TG_CLOCK_SECOND);
  g_assert_cmpstr (tg_player_card_get_clock_text (tg_test_window_child (window, "white_card")), ==, full);
  g_assert_null (find_score_dialog (window));
  g_assert_true (action_enabled (window, "pause-clock"));
  menu = clock_menu_text (window);
  g_assert_nonnull (strstr (menu, "_Resume Clock"));
  /* Said, with the way on, once "time is up" is closed — or has gone
   * by itself after its four seconds, as on a loaded machine. */
  if (tg_test_find_label (overlay, "time is up") != NULL)
    gtk_widget_activate (find_close_button (overlay));
  tg_test_wait_until (says_recorded_times, window);
  tg_test_window_destroy (window);
}

static void
test_pause_clock (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = timed_game ("600", "3x30 byo-yomi");
  g_autoptr(TgFakeTime) time = tg_fake_time_new ();
  g_autofree char *menu = NULL;
  TgClockSide before, after;

  tg_test_window_show_game (window, game, NULL);
  settle ();
  /* The match's clock runs on a time the test moves: it takes over from
   * the real one where that stands, so the running clock sees no jump. */
  tg_fake_time_jump (time, g_get_monotonic_time ()
                           - tg_time_source_get_now (TG_TIME_SOURCE (time)));
  tg_match_set_time_source (match_of (window), TG_TIME_SOURCE (time));
  g_assert_true (action_enabled (window, "pause-clock"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL));
  g_assert_true (tg_match_get_clock_paused (match_of (window)));
  menu = clock_menu_text (window);
  g_assert_nonnull (strstr (menu, "_Resume Clock\n"));
  tg_match_get_clock_side (match_of (window), TG_BLACK, &before);
  tg_fake_time_advance (time, 5 * G_USEC_PER_SEC);
  tg_match_get_clock_side (match_of (window), TG_BLACK, &after);
  g_assert_cmpint (before.main_left, ==, after.main_left);

  /* Resumed, the same 5 s count. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause-clock", NULL));
  g_assert_false (tg_match_get_clock_paused (match_of (window)));
  tg_fake_time_advance (time, 5 * G_USEC_PER_SEC);
  tg_match_get_clock_side (match_of (window), TG_BLACK, &after);
  g_assert_cmpint (after.main_left, ==, before.main_left - 5 * G_USEC_PER_SEC);
  tg_test_window_destroy (window);
}

/* Within 10 moves the colours swap, the engine with its name, and the
 * game starts again with full clocks; the engine, Black now, moves. */
static void
test_swap_colours (void)
{
  g_autofree char *fake = add_fake ("Fake");
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgClockSide side;

  tg_game_init_info (game, "Ann", "White", NULL);
  tg_game_set_info (game, "TM", "600");
  tg_game_forget_steps (game);
  tg_test_window_show_game (window, game, NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.white-player", "s", fake));
  tg_test_window_play (window, "E5");
  tg_test_wait_until (engine_moved, window);
  while (tg_game_get_move_number (game) < 2)
    g_main_context_iteration (NULL, TRUE);
  /* Named by the engine itself with its move. */
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Fake Engine 1.0");

  g_assert_true (action_enabled (window, "swap-colours"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.swap-colours", NULL));
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Fake Engine 1.0");
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Ann");
  g_assert_nonnull (tg_match_get_engine (match_of (window), TG_BLACK));
  g_assert_null (tg_match_get_engine (match_of (window), TG_WHITE));
  g_assert_true (tg_match_get_clock_side (match_of (window), TG_WHITE, &side));
  g_assert_cmpint (side.main_left, ==, 600 * TG_CLOCK_SECOND);
  g_assert_cmpuint (tg_node_get_n_children (tg_game_get_root (game)), <=, 1);
  tg_test_wait_until (engine_moved, window);
  g_assert_cmpint (tg_game_get_current (game)->move_color, ==, TG_BLACK);

  tg_test_window_destroy (window);
  g_settings_reset (settings, "engines");
}

/* After move 10 Swap Colours is disabled, and its item says why. */
static void
test_swap_refused (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = timed_game ("600", NULL);
  const char *moves[] = { "E5", "D4", "C3", "F6", "G7", "C7", "G3", "D6", "F4", "E3", "B2" };
  g_autofree char *menu = NULL;

  tg_test_window_show_game (window, game, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      g_assert_true (action_enabled (window, "swap-colours"));
      tg_test_window_play (window, moves[i]);
      settle ();
    }
  g_assert_false (action_enabled (window, "swap-colours"));
  menu = clock_menu_text (window);
  g_assert_nonnull (strstr (menu, "only in the first 10 moves"));
  /* Every move kept its time. */
  g_assert_nonnull (tg_node_get_value (tg_game_get_current (game), "BL"));
  tg_test_window_destroy (window);
}

/* Black's engine, but White carries its name: Swap Colours is offered. */
static void
test_swap_suggested (void)
{
  g_autofree char *fake = add_fake ("Fake");
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  tg_game_init_info (game, "Ann", "Fake", NULL);
  tg_game_forget_steps (game);
  tg_test_window_show_game (window, game, NULL);
  g_assert_null (g_object_get_data (G_OBJECT (game), "tg-swap-suggested"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.black-player", "s", fake));
  g_assert_nonnull (g_object_get_data (G_OBJECT (game), "tg-swap-suggested"));
  tg_test_window_destroy (window);
  g_settings_reset (settings, "engines");
}

/* A recovered draft's clock: the running side's time since its last move
 * is kept, and the clock waits, paused, for the players. */
static void
test_recovered_clock (void)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]TM[60];B[ee]BL[58])");
  g_autoptr(TgDocument) document = tg_document_new (game);
  TgClockSide side;

  tg_document_set_clock_state (document,
                               g_variant_new_parsed ("[(@x 58000000, @x 0, @u 0, @u 0, false, false),"
                                                     " (@x 42000000, @x 0, @u 0, @u 0, false, false)]"));
  tg_window_set_document (window, document);
  settle ();
  g_assert_true (tg_match_get_clock_paused (match_of (window)));
  /* The players are told how to go on. */
  g_assert_nonnull (g_object_get_data (G_OBJECT (game), "tg-clock-pause-said"));
  g_assert_true (tg_match_get_clock_side (match_of (window), TG_WHITE, &side));
  g_assert_cmpint (side.main_left, ==, 42 * TG_CLOCK_SECOND);
  g_assert_true (tg_match_get_clock_side (match_of (window), TG_BLACK, &side));
  g_assert_cmpint (side.main_left, ==, 58 * TG_CLOCK_SECOND);
  tg_test_window_destroy (window);
}

/* A record's text in the toast is shown as it is: a link written into
 * OB is not a link, and the words around it are all there. */
static void
test_record_text_in_toast (void)
{
  static const char link[] = "<a href=\"https://evil.example/\">Update Tengen now</a>";
  g_autofree char *record = g_strdup_printf ("(;GM[1]FF[4]SZ[9]KM[6.5]TM[600]OT[5x30 byo-yomi]"
                                             ";B[cc]BL[590]OB[%s];W[dd]WL[590])", link);
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (record);
  g_autofree char *shown = NULL;
  const char *warning;

  tg_test_window_show_game (window, game, NULL);
  settle ();
  warning = tg_match_get_clock_warning (match_of (window));
  g_assert_nonnull (warning);
  g_assert_nonnull (strstr (warning, link));
  shown = tg_test_window_toast (window);
  g_assert_cmpstr (shown, ==, warning);
  tg_test_window_destroy (window);
}

static guint
fixed_handful (gpointer user_data)
{
  return GPOINTER_TO_UINT (user_data);
}

#define NG(dialog, name) \
  ((gpointer) gtk_widget_get_template_child (GTK_WIDGET (dialog), TG_TYPE_NEW_GAME_DIALOG, name))

/* Alice against the engine, the tournament clock: Alice holds 7, the
 * engine's side guesses odd and is right, and takes Black. */
static void
test_nigiri_timed_engine (void)
{
  g_autofree char *fake = add_fake ("Fake");
  TgNewGameDialog *dialog = tg_new_game_dialog_new (NULL);
  GtkWidget *clock_group = NG (dialog, "clock_group");
  AdwComboRow *preset_row = ADW_COMBO_ROW (gtk_widget_get_template_child (clock_group,
                                                                          G_OBJECT_TYPE (clock_group),
                                                                          "preset_row"));
  AdwComboRow *white_row = ADW_COMBO_ROW (NG (dialog, "white_player_row"));
  guint n = g_list_model_get_n_items (adw_combo_row_get_model (white_row));
  g_autoptr(TgNewGameOptions) options = NULL;
  g_autoptr(TgGame) game = NULL;

  tg_new_game_dialog_set_random_func (dialog, fixed_handful, GUINT_TO_POINTER (7));
  gtk_editable_set_text (GTK_EDITABLE (NG (dialog, "black_entry")), "Alice");
  adw_combo_row_set_selected (white_row, n - 1);
  /* The rules' tournament clock comes first of the timed ones. */
  adw_combo_row_set_selected (preset_row, 1);

  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.nigiri", NULL);
  adw_combo_row_set_selected (ADW_COMBO_ROW (NG (dialog, "holder_row")), 0);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (NG (dialog, "odd_button")), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.reveal", NULL);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.take-black", NULL);

  options = tg_new_game_dialog_get_options (dialog);
  g_assert_cmpstr (options->black_engine, ==, fake);
  g_assert_null (options->white_engine);
  g_assert_cmpstr (options->black_name, ==, "Fake");
  g_assert_cmpstr (options->white_name, ==, "Alice");
  g_assert_cmpint (options->clock.system, ==, TG_CLOCK_BYO_YOMI);
  g_assert_cmpint (options->clock.main_time, ==, 3600 * TG_CLOCK_SECOND);
  g_assert_cmpuint (options->clock.periods, ==, 3);
  g_assert_cmpint (options->clock.period_time, ==, 30 * TG_CLOCK_SECOND);

  game = tg_new_game_options_create_game (options);
  g_assert_cmpstr (tg_game_get_info (game, "TM"), ==, "3600");
  g_assert_cmpstr (tg_game_get_info (game, "OT"), ==, "3x30 byo-yomi");
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Alice");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_settings_reset (settings, "engines");
}

/* A custom clock that makes none disables Start, and says why. */
static void
test_custom_clock (void)
{
  TgNewGameDialog *dialog = tg_new_game_dialog_new (NULL);
  GtkWidget *group = NG (dialog, "clock_group");
#define CG(name) ((gpointer) gtk_widget_get_template_child (group, G_OBJECT_TYPE (group), name))
  GtkWidget *start = tg_test_find_button (GTK_WIDGET (dialog), "new-game.start");
  g_autoptr(TgNewGameOptions) options = NULL;

  g_assert_nonnull (start);
  /* Custom comes last, after the presets. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (CG ("preset_row")), TG_CLOCK_N_PRESETS);
  g_assert_true (gtk_widget_get_visible (CG ("periods_row")));
  adw_combo_row_set_selected (ADW_COMBO_ROW (CG ("system_row")), 3);
  g_assert_false (gtk_widget_get_visible (CG ("periods_row")));
  g_assert_true (gtk_widget_get_visible (CG ("cap_row")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CG ("main_spin")), 3);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CG ("increment_spin")), 2);
  g_assert_true (gtk_widget_is_sensitive (start));
  options = tg_new_game_dialog_get_options (dialog);
  g_assert_cmpint (options->clock.system, ==, TG_CLOCK_FISCHER);
  g_assert_cmpint (options->clock.main_time, ==, 180 * TG_CLOCK_SECOND);
  g_assert_cmpint (options->clock.increment, ==, 2 * TG_CLOCK_SECOND);

  /* A cap under the main time is no clock. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CG ("cap_spin")), 1);
  g_assert_true (gtk_widget_get_visible (CG ("error_row")));
  g_assert_false (gtk_widget_is_sensitive (start));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (CG ("cap_spin")), 0);
  g_assert_false (gtk_widget_get_visible (CG ("error_row")));
  g_assert_true (gtk_widget_is_sensitive (start));
#undef CG
  gtk_window_destroy (GTK_WINDOW (dialog));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  settings = g_settings_new (APP_ID);
  app = tg_test_application_new ();

  g_test_add_func ("/window-clock/time-runs-out", test_time_runs_out);
  g_test_add_func ("/window-clock/undo-time-loss", test_undo_time_loss);
  g_test_add_func ("/window-clock/pause-clock", test_pause_clock);
  g_test_add_func ("/window-clock/swap-colours", test_swap_colours);
  g_test_add_func ("/window-clock/swap-refused", test_swap_refused);
  g_test_add_func ("/window-clock/swap-suggested", test_swap_suggested);
  g_test_add_func ("/window-clock/recovered-clock", test_recovered_clock);
  g_test_add_func ("/window-clock/record-text-in-toast", test_record_text_in_toast);
  g_test_add_func ("/window-clock/nigiri-timed-engine", test_nigiri_timed_engine);
  g_test_add_func ("/window-clock/custom-clock", test_custom_clock);

  status = g_test_run ();
  tg_test_application_free (app);
  g_object_unref (settings);
  return status;
}
