/* test-dialogs.c: New Game, Game Info, Preferences and the stone sounds,
 * driven through their widgets and actions as a user would.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <adwaita.h>

#include "tg-clock-group.h"
#include "tg-engine-profile.h"
#include "tg-game-info-dialog.h"
#include "tg-new-game-dialog-private.h"
#include "tg-preferences-window.h"
#include "tg-test-util.h"
#include "tengen-resources.h"

static GSettings *settings;

static const char * const remembered_keys[] = {
  "default-size", "default-rules", "default-komi", "takebacks",
  "black-name", "white-name", "sounds", "board-theme",
  "show-coordinates", "show-move-numbers", "show-hover",
};

static void
reset_settings (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (remembered_keys); i++)
    g_settings_reset (settings, remembered_keys[i]);
}

static gpointer
child (gpointer    widget,
       GType       type,
       const char *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (widget), type, name);

  g_assert_nonnull (object);
  return object;
}

#define NG(dialog, name) child ((dialog), TG_TYPE_NEW_GAME_DIALOG, (name))
#define GI(dialog, name) child ((dialog), TG_TYPE_GAME_INFO_DIALOG, (name))
#define PW(window, name) child ((window), TG_TYPE_PREFERENCES_WINDOW, (name))

/* Whether a label under @widget shows exactly @text to a person (its
 * text once any markup is read). */
static gboolean
shows_text (GtkWidget  *widget,
            const char *text)
{
  if (GTK_IS_LABEL (widget) && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

static double
komi_of (TgNewGameDialog *dialog)
{
  return gtk_spin_button_get_value (NG (dialog, "komi_spin"));
}

static void
set_text (gpointer    editable,
          const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (editable), text);
}

static void
store_options (TgNewGameDialog        *dialog,
               const TgNewGameOptions *options,
               TgNewGameOptions      **out)
{
  g_assert_null (*out);
  *out = tg_new_game_options_copy (options);
}

/* Emits Start as the header-bar button does; returns what "start"
 * carried and checks that the window closed. */
static TgNewGameOptions *
start (TgNewGameDialog *dialog)
{
  TgNewGameOptions *options = NULL;

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_signal_connect (dialog, "start", G_CALLBACK (store_options), &options);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.start", NULL);
  g_assert_nonnull (options);
  g_assert_null (dialog);
  return options;
}

static void
test_new_game_defaults (void)
{
  TgNewGameDialog *dialog;
  g_autoptr (TgNewGameOptions) options = NULL;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  options = tg_new_game_dialog_get_options (dialog);
  /* The schema's defaults: 19×19, WMSG with the seed's komi 6.5, takebacks
   * allowed, no names; no handicap unless chosen. */
  g_assert_cmpuint (options->size, ==, 19);
  g_assert_cmpint (options->rules, ==, TG_RULES_WMSG);
  g_assert_cmpfloat (options->komi, ==, 6.5);
  g_assert_cmpuint (options->handicap, ==, 0);
  g_assert_false (options->free_placement);
  g_assert_true (options->takebacks);
  g_assert_cmpstr (options->black_name, ==, "");
  g_assert_cmpstr (options->white_name, ==, "");
  g_assert_true (gtk_toggle_button_get_active (NG (dialog, "size_19")));
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_settings_set_int (settings, "default-size", 11);
  g_settings_set_string (settings, "default-rules", "chinese");
  g_settings_set_double (settings, "default-komi", 5.5);
  g_settings_set_boolean (settings, "takebacks", FALSE);
  g_settings_set_string (settings, "black-name", "Honinbo Shusaku");
  g_settings_set_string (settings, "white-name", "Gennan Inseki");
  dialog = tg_new_game_dialog_new (NULL);
  g_clear_pointer (&options, tg_new_game_options_free);
  options = tg_new_game_dialog_get_options (dialog);
  g_assert_cmpuint (options->size, ==, 11);
  g_assert_true (gtk_toggle_button_get_active (NG (dialog, "size_other")));
  g_assert_cmpint (options->rules, ==, TG_RULES_CHINESE);
  /* The remembered komi, not the rule set's default. */
  g_assert_cmpfloat (options->komi, ==, 5.5);
  g_assert_false (options->takebacks);
  g_assert_cmpstr (options->black_name, ==, "Honinbo Shusaku");
  g_assert_cmpstr (options->white_name, ==, "Gennan Inseki");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_new_game_rules_reset_komi (void)
{
  TgNewGameDialog *dialog;
  AdwComboRow *rules_row, *handicap_row;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  rules_row = NG (dialog, "rules_row");
  handicap_row = NG (dialog, "handicap_row");

  /* Spec §6: Chinese 2002 komi 7.5, WMSG 6.5; a komi typed by hand gives
   * way to the default of the rule set chosen after it. */
  gtk_spin_button_set_value (NG (dialog, "komi_spin"), 3.5);
  adw_combo_row_set_selected (rules_row, 1);
  g_assert_cmpfloat (komi_of (dialog), ==, 7.5);
  gtk_spin_button_set_value (NG (dialog, "komi_spin"), 0);
  adw_combo_row_set_selected (rules_row, 0);
  g_assert_cmpfloat (komi_of (dialog), ==, 6.5);

  /* Spec §8: a handicap game's komi defaults to 0.5, under either rule
   * set, and an even game gets its rule set's komi back. */
  adw_combo_row_set_selected (handicap_row, 2);     /* 3 stones */
  g_assert_cmpfloat (komi_of (dialog), ==, 0.5);
  adw_combo_row_set_selected (rules_row, 1);
  g_assert_cmpfloat (komi_of (dialog), ==, 0.5);
  adw_combo_row_set_selected (handicap_row, 0);
  g_assert_cmpfloat (komi_of (dialog), ==, 7.5);

  /* Another board size keeps the handicap and the komi set by hand. */
  adw_combo_row_set_selected (handicap_row, 3);     /* 4 stones */
  gtk_spin_button_set_value (NG (dialog, "komi_spin"), 2.5);
  gtk_toggle_button_set_active (NG (dialog, "size_13"), TRUE);
  g_assert_cmpfloat (komi_of (dialog), ==, 2.5);
  g_assert_cmpuint (adw_combo_row_get_selected (handicap_row), ==, 3);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
test_new_game_start_handicap (void)
{
  TgNewGameDialog *dialog;
  g_autoptr (TgNewGameOptions) options = NULL;
  g_autoptr (TgGame) game = NULL;
  g_autofree char *rules = NULL;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  gtk_toggle_button_set_active (NG (dialog, "size_9"), TRUE);
  adw_combo_row_set_selected (NG (dialog, "rules_row"), 1);
  adw_combo_row_set_selected (NG (dialog, "handicap_row"), 2);   /* 3 stones */
  gtk_switch_set_active (NG (dialog, "takebacks_switch"), FALSE);
  set_text (NG (dialog, "black_entry"), "  Cho Chikun ");
  set_text (NG (dialog, "white_entry"), "Go Seigen");
  options = start (dialog);

  g_assert_cmpuint (options->size, ==, 9);
  g_assert_cmpint (options->rules, ==, TG_RULES_CHINESE);
  g_assert_cmpfloat (options->komi, ==, 0.5);
  g_assert_cmpuint (options->handicap, ==, 3);
  /* Three of the 9×9 corner star points (spec §1). */
  g_assert_false (options->free_placement);
  g_assert_false (options->takebacks);
  g_assert_cmpstr (options->black_name, ==, "Cho Chikun");
  g_assert_cmpstr (options->white_name, ==, "Go Seigen");

  game = tg_new_game_options_create_game (options);
  g_assert_cmpuint (tg_game_get_size (game), ==, 9);
  g_assert_cmpint (tg_game_get_rules (game), ==, TG_RULES_CHINESE);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 0.5);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 3);
  g_assert_cmpuint (tg_board_count (tg_game_get_board (game), TG_BLACK), ==, 3);
  g_assert_cmpuint (tg_board_count (tg_game_get_board (game), TG_WHITE), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Cho Chikun");
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "Go Seigen");
  g_assert_false (tg_game_get_takebacks (game));
  g_assert_false (tg_game_get_modified (game));

  /* Start remembers the choices, except a handicap's komi. */
  g_assert_cmpint (g_settings_get_int (settings, "default-size"), ==, 9);
  rules = g_settings_get_string (settings, "default-rules");
  g_assert_cmpstr (rules, ==, "chinese");
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 6.5);
  g_assert_false (g_settings_get_boolean (settings, "takebacks"));
}

static void
test_new_game_even_other_size (void)
{
  TgNewGameDialog *dialog;
  g_autoptr (TgNewGameOptions) options = NULL;
  g_autoptr (TgGame) game = NULL;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  gtk_toggle_button_set_active (NG (dialog, "size_other"), TRUE);
  gtk_spin_button_set_value (NG (dialog, "size_spin"), 7);
  gtk_spin_button_set_value (NG (dialog, "komi_spin"), 9);
  set_text (NG (dialog, "black_entry"), "Ke Jie");
  options = start (dialog);

  g_assert_cmpuint (options->size, ==, 7);
  g_assert_cmpint (options->rules, ==, TG_RULES_WMSG);
  g_assert_cmpfloat (options->komi, ==, 9);
  g_assert_cmpuint (options->handicap, ==, 0);
  g_assert_true (options->takebacks);

  game = tg_new_game_options_create_game (options);
  g_assert_cmpuint (tg_game_get_size (game), ==, 7);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 9);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 0);
  g_assert_cmpuint (tg_board_count (tg_game_get_board (game), TG_BLACK), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Ke Jie");
  /* A person without a name is "White"; the date is today's, as
   * players write it, and none of it is a change to undo. */
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "White");
  {
    g_autoptr(GDateTime) now = g_date_time_new_now_local ();
    g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");

    g_assert_cmpstr (tg_game_get_info (game, "DT"), ==, today);
  }
  g_assert_cmpstr (tg_game_get_info (game, "AP"), ==, "Tengen:" PACKAGE_VERSION);
  g_assert_false (tg_game_can_undo (game));
  g_assert_false (tg_game_get_modified (game));
  g_assert_true (tg_game_get_takebacks (game));

  g_assert_cmpint (g_settings_get_int (settings, "default-size"), ==, 7);
  g_assert_cmpfloat (g_settings_get_double (settings, "default-komi"), ==, 9);
}

static void
test_new_game_free_placement (void)
{
  TgNewGameDialog *dialog;
  AdwComboRow *placement_row;
  g_autoptr (TgNewGameOptions) options = NULL;
  g_autoptr (TgGame) game = NULL;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  placement_row = NG (dialog, "placement_row");

  /* 19×19, 4 stones: the star points exist; the player may still choose
   * to place them. */
  adw_combo_row_set_selected (NG (dialog, "handicap_row"), 3);   /* 4 stones */
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (placement_row)));
  adw_combo_row_set_selected (placement_row, 1);
  options = tg_new_game_dialog_get_options (dialog);
  g_assert_true (options->free_placement);
  g_clear_pointer (&options, tg_new_game_options_free);

  /* An even board has no centre, so no fixed 5 stones (spec §1): the
   * placement is free and cannot be changed. */
  adw_combo_row_set_selected (placement_row, 0);
  gtk_toggle_button_set_active (NG (dialog, "size_other"), TRUE);
  gtk_spin_button_set_value (NG (dialog, "size_spin"), 10);
  adw_combo_row_set_selected (NG (dialog, "handicap_row"), 4);   /* 5 stones */
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (placement_row)));
  g_assert_cmpuint (adw_combo_row_get_selected (placement_row), ==, 1);
  options = start (dialog);
  g_assert_cmpuint (options->size, ==, 10);
  g_assert_cmpuint (options->handicap, ==, 5);
  g_assert_true (options->free_placement);
  g_assert_cmpfloat (options->komi, ==, 0.5);

  /* Black places them on the board later; the record starts empty. */
  game = tg_new_game_options_create_game (options);
  g_assert_cmpuint (tg_board_count (tg_game_get_board (game), TG_BLACK), ==, 0);
  g_assert_cmpuint (tg_game_get_handicap (game), ==, 0);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 0.5);
}

static void
test_new_game_tiny_board (void)
{
  TgNewGameDialog *dialog;
  AdwComboRow *handicap_row;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  handicap_row = NG (dialog, "handicap_row");
  /* 19×19: None and 2–9 stones. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (handicap_row)), ==, 9);
  adw_combo_row_set_selected (handicap_row, 8);     /* 9 stones */

  /* 2×2 has four points: at most three stones leave Black's opponent a
   * point to play. */
  gtk_toggle_button_set_active (NG (dialog, "size_other"), TRUE);
  gtk_spin_button_set_value (NG (dialog, "size_spin"), 2);
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (handicap_row)), ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (handicap_row), ==, 2);
  g_assert_false (gtk_widget_get_sensitive (NG (dialog, "placement_row")));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Nigiri */

static guint
fixed_handful (gpointer user_data)
{
  return GPOINTER_TO_UINT (user_data);
}

/* Alice (the Black entry) and Bob (the White entry) do nigiri: @holder
 * holds (0 Alice, 1 Bob), the other guesses; the handful is @handful and
 * whoever chooses activates @take_action.  Returns the options as Start
 * gives them. */
static TgNewGameOptions *
nigiri (guint       holder,
        gboolean    guess_odd,
        guint       handful,
        const char *take_action)
{
  TgNewGameDialog *dialog;
  g_autofree char *label = NULL;

  dialog = tg_new_game_dialog_new (NULL);
  tg_new_game_dialog_set_random_func (dialog, fixed_handful, GUINT_TO_POINTER (handful));
  set_text (NG (dialog, "black_entry"), "Alice");
  set_text (NG (dialog, "white_entry"), "Bob");

  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.nigiri", NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (NG (dialog, "stack")), ==, "nigiri");
  adw_combo_row_set_selected (NG (dialog, "holder_row"), holder);
  g_assert_cmpstr (adw_action_row_get_subtitle (NG (dialog, "guess_row")), ==,
                   holder == 0 ? "Bob guesses" : "Alice guesses");
  /* No guess, no opening of the hand. */
  g_assert_false (gtk_widget_get_visible (NG (dialog, "result_group")));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.reveal", NULL);
  g_assert_false (gtk_widget_get_visible (NG (dialog, "result_group")));

  gtk_toggle_button_set_active (NG (dialog, guess_odd ? "odd_button" : "even_button"), TRUE);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "new-game.reveal", NULL);
  g_assert_true (gtk_widget_get_visible (NG (dialog, "result_group")));
  label = g_strdup_printf ("%u stones", handful);
  g_assert_true (g_str_has_prefix (gtk_label_get_text (NG (dialog, "count_label")), label));
  /* The hand is open: the guess is final. */
  g_assert_false (gtk_widget_get_sensitive (NG (dialog, "guess_row")));

  gtk_widget_activate_action (GTK_WIDGET (dialog), take_action, NULL);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (NG (dialog, "stack")), ==, "options");
  return start (dialog);
}

static void
test_nigiri_right_guess (void)
{
  g_autoptr (TgNewGameOptions) options = NULL;

  reset_settings ();
  /* Alice holds 7 stones, Bob says odd: right, so Bob chooses — Black. */
  options = nigiri (0, TRUE, 7, "new-game.take-black");
  g_assert_cmpstr (options->black_name, ==, "Bob");
  g_assert_cmpstr (options->white_name, ==, "Alice");
  g_clear_pointer (&options, tg_new_game_options_free);

  /* Bob holds 12, Alice says even: right, Alice chooses White. */
  options = nigiri (1, FALSE, 12, "new-game.take-white");
  g_assert_cmpstr (options->black_name, ==, "Bob");
  g_assert_cmpstr (options->white_name, ==, "Alice");
}

static void
test_nigiri_wrong_guess (void)
{
  g_autoptr (TgNewGameOptions) options = NULL;

  reset_settings ();
  /* Alice holds 8 stones, Bob says odd: wrong, so Alice chooses — Black
   * again, and nothing moves. */
  options = nigiri (0, TRUE, 8, "new-game.take-black");
  g_assert_cmpstr (options->black_name, ==, "Alice");
  g_assert_cmpstr (options->white_name, ==, "Bob");
  g_clear_pointer (&options, tg_new_game_options_free);

  /* Alice holds 8, Bob says odd, Alice (the chooser) takes White. */
  options = nigiri (0, TRUE, 8, "new-game.take-white");
  g_assert_cmpstr (options->black_name, ==, "Bob");
  g_assert_cmpstr (options->white_name, ==, "Alice");
  g_clear_pointer (&options, tg_new_game_options_free);

  /* Bob holds 13, Alice says even: wrong, Bob chooses Black. */
  options = nigiri (1, FALSE, 13, "new-game.take-black");
  g_assert_cmpstr (options->black_name, ==, "Bob");
  g_assert_cmpstr (options->white_name, ==, "Alice");
}

/* Game Info */

static TgGameInfoDialog *
open_info (TgGame *game)
{
  return tg_game_info_dialog_new (NULL, game);
}

static void
apply_info (TgGameInfoDialog *dialog)
{
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "game-info.apply", NULL);
  g_assert_null (dialog);
}

static void
test_game_info_edit (void)
{
  g_autoptr (TgGame) game = tg_game_new (19, TG_RULES_WMSG, 6.5, 0);
  TgGameInfoDialog *dialog;

  tg_game_set_info (game, "PB", "Lee Sedol");
  tg_game_set_info (game, "EV", "Google DeepMind Challenge Match");
  tg_game_set_modified (game, FALSE);

  dialog = open_info (game);
  g_assert_cmpstr (gtk_editable_get_text (GI (dialog, "black_name_entry")), ==, "Lee Sedol");
  g_assert_cmpstr (gtk_editable_get_text (GI (dialog, "event_entry")), ==,
                   "Google DeepMind Challenge Match");
  g_assert_cmpstr (gtk_editable_get_text (GI (dialog, "white_name_entry")), ==, "");
  g_assert_cmpfloat (gtk_spin_button_get_value (GI (dialog, "komi_spin")), ==, 6.5);
  /* Applying nothing changes nothing. */
  apply_info (dialog);
  g_assert_false (tg_game_get_modified (game));

  dialog = open_info (game);
  set_text (GI (dialog, "black_rank_entry"), "9p");
  set_text (GI (dialog, "white_name_entry"), "AlphaGo");
  set_text (GI (dialog, "event_entry"), "");
  set_text (GI (dialog, "date_entry"), "2016-03-13");
  set_text (GI (dialog, "game_name_entry"), "Game 4");
  set_text (GI (dialog, "white_rank_entry"), "  ");
  adw_combo_row_set_selected (GI (dialog, "rules_row"), 1);
  gtk_spin_button_set_value (GI (dialog, "komi_spin"), 7.5);
  apply_info (dialog);

  g_assert_true (tg_game_get_modified (game));
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Lee Sedol");
  g_assert_cmpstr (tg_game_get_info (game, "BR"), ==, "9p");
  g_assert_cmpstr (tg_game_get_info (game, "PW"), ==, "AlphaGo");
  g_assert_null (tg_game_get_info (game, "WR"));
  g_assert_null (tg_game_get_info (game, "EV"));
  g_assert_cmpstr (tg_game_get_info (game, "DT"), ==, "2016-03-13");
  g_assert_cmpstr (tg_game_get_info (game, "GN"), ==, "Game 4");
  g_assert_cmpint (tg_game_get_rules (game), ==, TG_RULES_CHINESE);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 7.5);

  /* A komi off the half-point grid survives opening and applying. */
  tg_game_set_komi (game, 2.75);
  tg_game_set_modified (game, FALSE);
  dialog = open_info (game);
  gtk_spin_button_update (GI (dialog, "komi_spin"));
  apply_info (dialog);
  g_assert_cmpfloat (tg_game_get_komi (game), ==, 2.75);
  g_assert_false (tg_game_get_modified (game));

  /* Cancel (closing the window) keeps the record as it was. */
  tg_game_set_modified (game, FALSE);
  dialog = open_info (game);
  set_text (GI (dialog, "black_name_entry"), "Someone Else");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (tg_game_get_info (game, "PB"), ==, "Lee Sedol");
  g_assert_false (tg_game_get_modified (game));
}

/* Every game-info property of FF[4], as q5Go and CGoban edit them, read
 * from the record and written back; one Apply is one step of undo. */
static void
test_game_info_every_field (void)
{
  static const struct { const char *id; const char *entry; const char *value; } fields[] = {
    { "BT", "black_team_entry", "Korea" },
    { "WT", "white_team_entry", "DeepMind" },
    { "RO", "round_entry", "4 (final)" },
    { "PC", "place_entry", "Four Seasons, Seoul" },
    { "ON", "opening_entry", "Chinese fuseki" },
    { "TM", "time_entry", "7200" },
    { "OT", "overtime_entry", "3x60 byo-yomi" },
    { "SO", "source_entry", "Go Game Guru" },
    { "AN", "annotator_entry", "An Younggil 8p" },
    { "US", "user_entry", "Tengen" },
    { "CP", "copyright_entry", "Public domain" },
  };
  g_autoptr (TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]KM[7.5]PB[Lee Sedol]PW[AlphaGo]RO[4]"
                           "GC[Game four.\nLee's only win.];B[pd])");
  TgGameInfoDialog *dialog;
  GtkTextBuffer *comment;
  GtkTextIter start, end;
  g_autofree char *shown = NULL;

  dialog = open_info (game);
  g_assert_cmpstr (gtk_editable_get_text (GI (dialog, "round_entry")), ==, "4");
  comment = gtk_text_view_get_buffer (GI (dialog, "comment_view"));
  gtk_text_buffer_get_bounds (comment, &start, &end);
  shown = gtk_text_buffer_get_text (comment, &start, &end, FALSE);
  g_assert_cmpstr (shown, ==, "Game four.\nLee's only win.");
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    set_text (GI (dialog, fields[i].entry), fields[i].value);
  gtk_text_buffer_set_text (comment, "Game four.\nMove 78, the wedge.\n", -1);
  apply_info (dialog);

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_cmpstr (tg_game_get_info (game, fields[i].id), ==, fields[i].value);
  g_assert_cmpstr (tg_game_get_info (game, "GC"), ==, "Game four.\nMove 78, the wedge.");
  g_assert_true (tg_game_get_modified (game));

  /* One Ctrl+Z takes the whole Apply back, and the record is as read. */
  g_assert_true (tg_game_undo (game));
  g_assert_cmpstr (tg_game_get_info (game, "RO"), ==, "4");
  g_assert_null (tg_game_get_info (game, "PC"));
  g_assert_null (tg_game_get_info (game, "TM"));
  g_assert_cmpstr (tg_game_get_info (game, "GC"), ==, "Game four.\nLee's only win.");
  g_assert_false (tg_game_get_modified (game));
  g_assert_false (tg_game_can_undo (game));
  g_assert_true (tg_game_redo (game));
  g_assert_cmpstr (tg_game_get_info (game, "CP"), ==, "Public domain");
}

/* A main time the clock cannot read is refused as it is typed, with the
 * reason; a record's own TM, whatever it holds, is left alone. */
static void
test_game_info_time (void)
{
  g_autoptr (TgGame) odd = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]TM[1 hour])");
  TgGameInfoDialog *dialog;

  dialog = open_info (odd);
  g_assert_cmpstr (gtk_editable_get_text (GI (dialog, "time_entry")), ==, "1 hour");
  apply_info (dialog);
  g_assert_cmpstr (tg_game_get_info (odd, "TM"), ==, "1 hour");
  g_assert_false (tg_game_get_modified (odd));

  dialog = open_info (odd);
  set_text (GI (dialog, "time_entry"), "an hour");
  g_assert_true (gtk_widget_has_css_class (GI (dialog, "time_entry"), "error"));
  g_assert_nonnull (strstr (adw_preferences_group_get_description (GI (dialog, "rules_group")),
                            "an hour"));
  /* Apply does nothing while the time is wrong: the dialog stays. */
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_widget_activate_action (GTK_WIDGET (dialog), "game-info.apply", NULL);
  g_assert_nonnull (dialog);
  g_object_remove_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_cmpstr (tg_game_get_info (odd, "TM"), ==, "1 hour");
  set_text (GI (dialog, "time_entry"), "3600");
  g_assert_false (gtk_widget_has_css_class (GI (dialog, "time_entry"), "error"));
  g_assert_cmpstr (adw_preferences_group_get_description (GI (dialog, "rules_group")) ?: "", ==, "");
  apply_info (dialog);
  g_assert_cmpstr (tg_game_get_info (odd, "TM"), ==, "3600");
}

static void
test_game_info_result (void)
{
  g_autoptr (TgGame) game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgGameInfoDialog *dialog;

  /* In play the result is only shown. */
  dialog = open_info (game);
  g_assert_true (gtk_widget_get_visible (GI (dialog, "result_row")));
  g_assert_false (gtk_widget_get_visible (GI (dialog, "result_entry")));
  g_assert_cmpstr (adw_action_row_get_subtitle (GI (dialog, "result_row")), ==, "Game in progress");
  gtk_window_destroy (GTK_WINDOW (dialog));

  /* Black resigns: White wins, W+R (spec §2, §10). */
  tg_game_resign (game, TG_BLACK);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+R");
  tg_game_set_modified (game, FALSE);
  dialog = open_info (game);
  g_assert_false (gtk_widget_get_visible (GI (dialog, "result_row")));
  g_assert_true (gtk_widget_get_visible (GI (dialog, "result_entry")));
  g_assert_cmpstr (gtk_editable_get_text (GI (dialog, "result_entry")), ==, "W+R");
  set_text (GI (dialog, "result_entry"), "W+T");
  apply_info (dialog);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+T");
  g_assert_true (tg_game_get_modified (game));
}

static void
test_game_info_result_words (void)
{
  g_autoptr (TgGame) game = tg_game_new (19, TG_RULES_WMSG, 6.5, 0);
  struct { const char *re; const char *words; } cases[] = {
    { "B+R", "Black wins by resignation" },
    { "W+T", "White wins on time" },
    { "B+1.5", "Black wins by 1.5 points" },
    { "W+1", "White wins by 1 point" },
    { "0", "Draw" },
    { "Void", "No result" },
    { "?", "Result unknown" },
    { "B+", "Black wins" },
    { "Black won", "Black won" },
    /* A record's own words are shown as they are, never as markup. */
    { "<b>Black</b> & won", "<b>Black</b> & won" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TgGameInfoDialog *dialog;

      /* A loaded record states a result while its phase is still play. */
      tg_game_set_info (game, "RE", cases[i].re);
      dialog = open_info (game);
      g_assert_cmpstr (adw_action_row_get_subtitle (GI (dialog, "result_row")), ==, cases[i].words);
      g_assert_true (shows_text (GI (dialog, "result_row"), cases[i].words));
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static const char *
selected_rules (TgGameInfoDialog *dialog)
{
  return gtk_string_object_get_string (adw_combo_row_get_selected_item (GI (dialog, "rules_row")));
}

/* What the dialog says Tengen counts by, when it says so. */
static const char *
counted_by (TgGameInfoDialog *dialog)
{
  GtkWidget *counted = GI (dialog, "counted_row");

  return gtk_widget_get_visible (counted)
         ? adw_preferences_row_get_title (ADW_PREFERENCES_ROW (counted)) : "";
}

/* The label under @widget that is on screen showing @text, or NULL. */
static GtkLabel *
mapped_label (GtkWidget  *widget,
              const char *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && g_str_equal (gtk_label_get_text (GTK_LABEL (widget)), text))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = mapped_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The rule set's name is read whole, however long the record's RU, in
 * the dialog's own width: "Not stated in the record" was cut to "Not
 * stated in t…". */
static void
test_game_info_rules_whole (void)
{
  g_autoptr (TgGame) unstated = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]KM[7.5];B[pd])");
  g_autoptr (TgGame) long_name =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]RU[Japanese (Nihon Ki-in 1989), with superko])");
  TgGame *games[] = { unstated, long_name };
  const char *names[] = { "Not stated in the record", "Japanese (Nihon Ki-in 1989), with superko" };

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      TgGameInfoDialog *dialog = open_info (games[i]);
      GtkLabel *label;
      gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;

      gtk_window_present (GTK_WINDOW (dialog));
      while (mapped_label (GI (dialog, "rules_row"), names[i]) == NULL
             || gtk_widget_get_width (GI (dialog, "rules_row")) == 0)
        {
          g_assert_cmpint (g_get_monotonic_time (), <, deadline);
          g_main_context_iteration (NULL, TRUE);
        }
      while (g_main_context_iteration (NULL, FALSE))
        ;
      label = mapped_label (GI (dialog, "rules_row"), names[i]);
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (label)), >, 0);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

/* Whether @label shows its whole text: nothing cut off with "…", and
 * every line inside its allocation. */
static void
assert_whole (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  if (pango_layout_is_ellipsized (layout) || width > gtk_widget_get_width (GTK_WIDGET (label))
      || height > gtk_widget_get_height (GTK_WIDGET (label)))
    g_error ("“%s” is cut off: %d×%d text in %d×%d%s", gtk_label_get_text (label), width, height,
             gtk_widget_get_width (GTK_WIDGET (label)), gtk_widget_get_height (GTK_WIDGET (label)),
             pango_layout_is_ellipsized (layout) ? ", ellipsized" : "");
}

static GtkWidget *
descendant_of_type (GtkWidget *widget,
                    GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = descendant_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Runs the main loop until @widget shows @text in a laid-out label. */
static GtkLabel *
wait_label (GtkWidget  *widget,
            const char *text)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  GtkLabel *label;

  while ((label = mapped_label (widget, text)) == NULL
         || gtk_widget_get_width (GTK_WIDGET (label)) == 0)
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("no label shows “%s”", text);
      g_main_context_iteration (NULL, TRUE);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  return mapped_label (widget, text);
}

/* Every clock preset is read whole in New Game, with its times: in the
 * popover that offers them, where they were cut to "Tournament — 60
 * min …", and in the row once chosen. */
static void
test_new_game_presets_whole (void)
{
  TgNewGameDialog *dialog;
  GtkWidget *clock;
  AdwComboRow *row;
  GListModel *items;
  GtkWidget *popover;

  reset_settings ();
  dialog = tg_new_game_dialog_new (NULL);
  clock = NG (dialog, "clock_group");
  row = child (clock, TG_TYPE_CLOCK_GROUP, "preset_row");
  items = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (items), >=, 5);
  gtk_window_present (GTK_WINDOW (dialog));

  adw_action_row_activate (ADW_ACTION_ROW (row));
  popover = descendant_of_type (GTK_WIDGET (row), GTK_TYPE_POPOVER);
  g_assert_nonnull (popover);
  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (items, i);

      assert_whole (wait_label (popover, gtk_string_object_get_string (item)));
    }
  gtk_popover_popdown (GTK_POPOVER (popover));

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(GtkStringObject) item = g_list_model_get_item (items, i);
      const char *text = gtk_string_object_get_string (item);
      GtkLabel *label;

      adw_combo_row_set_selected (row, i);
      label = wait_label (GTK_WIDGET (row), text);
      if (gtk_widget_is_ancestor (GTK_WIDGET (label), popover))
        g_error ("“%s” is shown only in the closed popover", text);
      assert_whole (label);
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A record's rules are shown as it names them, with what Tengen counts
 * it by, and never renamed unless the user picks another rule set. */
static void
test_game_info_rules (void)
{
  g_autoptr (TgGame) japanese = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]KM[6.5]RU[Japanese];B[pd])");
  g_autoptr (TgGame) unstated = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]KM[7.5];B[pd])");
  g_autoptr (TgGame) chinese = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]KM[7.5]RU[Chinese])");
  TgGameInfoDialog *dialog;

  dialog = open_info (japanese);
  g_assert_cmpstr (selected_rules (dialog), ==, "Japanese");
  g_assert_cmpstr (counted_by (dialog), ==, "Tengen counts this game by the WMSG 2008 rules");
  apply_info (dialog);
  g_assert_cmpstr (tg_game_get_info (japanese, "RU"), ==, "Japanese");
  g_assert_false (tg_game_get_modified (japanese));

  /* Picking WMSG 2008 writes it, though the game was counted by it. */
  dialog = open_info (japanese);
  adw_combo_row_set_selected (GI (dialog, "rules_row"), 1);
  g_assert_cmpstr (selected_rules (dialog), ==, "WMSG 2008");
  g_assert_cmpstr (counted_by (dialog), ==, "");
  apply_info (dialog);
  g_assert_cmpstr (tg_game_get_info (japanese, "RU"), ==, "WMSG");
  g_assert_true (tg_game_get_modified (japanese));

  dialog = open_info (unstated);
  g_assert_cmpstr (selected_rules (dialog), ==, "Not stated in the record");
  g_assert_cmpstr (counted_by (dialog), ==, "Tengen counts this game by the WMSG 2008 rules");
  apply_info (dialog);
  g_assert_null (tg_game_get_info (unstated, "RU"));
  g_assert_false (tg_game_get_modified (unstated));

  /* The rule sets Tengen counts by are its own two items. */
  dialog = open_info (chinese);
  g_assert_cmpstr (selected_rules (dialog), ==, "Chinese 2002");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (GI (dialog, "rules_row"))),
                    ==, 2);
  adw_combo_row_set_selected (GI (dialog, "rules_row"), 0);
  apply_info (dialog);
  g_assert_cmpstr (tg_game_get_info (chinese, "RU"), ==, "WMSG");
}

/* Preferences */

static void
test_preferences_bindings (void)
{
  TgPreferencesWindow *window;
  g_autofree char *theme = NULL;

  reset_settings ();
  window = tg_preferences_window_new (NULL);
  /* The schema's defaults show through. */
  g_assert_true (gtk_switch_get_active (PW (window, "coordinates_switch")));
  g_assert_false (gtk_switch_get_active (PW (window, "move_numbers_switch")));
  g_assert_true (gtk_switch_get_active (PW (window, "hover_switch")));
  g_assert_true (gtk_switch_get_active (PW (window, "sounds_switch")));
  g_assert_cmpuint (adw_combo_row_get_selected (PW (window, "theme_row")), ==, 0);

  /* Widgets write the settings... */
  gtk_switch_set_active (PW (window, "coordinates_switch"), FALSE);
  gtk_switch_set_active (PW (window, "move_numbers_switch"), TRUE);
  gtk_switch_set_active (PW (window, "hover_switch"), FALSE);
  gtk_switch_set_active (PW (window, "sounds_switch"), FALSE);
  adw_combo_row_set_selected (PW (window, "theme_row"), 1);
  g_assert_false (g_settings_get_boolean (settings, "show-coordinates"));
  g_assert_true (g_settings_get_boolean (settings, "show-move-numbers"));
  g_assert_false (g_settings_get_boolean (settings, "show-hover"));
  g_assert_false (g_settings_get_boolean (settings, "sounds"));
  theme = g_settings_get_string (settings, "board-theme");
  g_assert_cmpstr (theme, ==, "plain");

  /* ...and follow them. */
  g_settings_set_string (settings, "board-theme", "wood");
  g_settings_set_boolean (settings, "sounds", TRUE);
  g_assert_cmpuint (adw_combo_row_get_selected (PW (window, "theme_row")), ==, 0);
  g_assert_true (gtk_switch_get_active (PW (window, "sounds_switch")));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Sounds */

static void
test_sound_resources (void)
{
  const char *paths[] = {
    RESOURCE_PREFIX "/sounds/move.ogg",
    RESOURCE_PREFIX "/sounds/capture.ogg",
  };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GBytes) bytes = g_resources_lookup_data (paths[i], 0, &error);
      gsize size;
      const char *data;

      g_assert_no_error (error);
      data = g_bytes_get_data (bytes, &size);
      /* An Ogg stream, and small: a click is not a song. */
      g_assert_cmpuint (size, >, 1000);
      g_assert_cmpuint (size, <, 20000);
      g_assert_cmpmem (data, 4, "OggS", 4);
    }
}

/* An engine's name and command line are shown as they were typed. */
static void
test_preferences_engine_text (void)
{
  static const char name[] = "Ann & <i>Bot</i>";
  static const char command[] = "true --say=<b>hi";
  g_autoptr(GError) error = NULL;
  g_autofree char *id = tg_engine_profile_add_custom (settings, name, command, &error);
  TgPreferencesWindow *window;

  g_assert_no_error (error);
  window = tg_preferences_window_new (NULL);
  g_assert_true (shows_text (GTK_WIDGET (window), name));
  g_assert_true (shows_text (GTK_WIDGET (window), command));
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "engines");
}

int
main (int   argc,
      char *argv[])
{
  int status;

  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Nothing else here refers to the resource bundle, so the linker would
   * leave it (and the constructor that registers it) out of the static
   * library. */
  g_assert_nonnull (tengen_get_resource ());
  settings = g_settings_new (APP_ID);

  g_test_add_func ("/new-game/defaults", test_new_game_defaults);
  g_test_add_func ("/new-game/rules-reset-komi", test_new_game_rules_reset_komi);
  g_test_add_func ("/new-game/start-handicap", test_new_game_start_handicap);
  g_test_add_func ("/new-game/even-other-size", test_new_game_even_other_size);
  g_test_add_func ("/new-game/free-placement", test_new_game_free_placement);
  g_test_add_func ("/new-game/tiny-board", test_new_game_tiny_board);
  g_test_add_func ("/new-game/nigiri-right-guess", test_nigiri_right_guess);
  g_test_add_func ("/new-game/nigiri-wrong-guess", test_nigiri_wrong_guess);
  g_test_add_func ("/new-game/presets-whole", test_new_game_presets_whole);
  g_test_add_func ("/game-info/edit", test_game_info_edit);
  g_test_add_func ("/game-info/every-field", test_game_info_every_field);
  g_test_add_func ("/game-info/time", test_game_info_time);
  g_test_add_func ("/game-info/result", test_game_info_result);
  g_test_add_func ("/game-info/result-words", test_game_info_result_words);
  g_test_add_func ("/game-info/rules", test_game_info_rules);
  g_test_add_func ("/game-info/rules-whole", test_game_info_rules_whole);
  g_test_add_func ("/preferences/bindings", test_preferences_bindings);
  g_test_add_func ("/preferences/engine-text", test_preferences_engine_text);
  g_test_add_func ("/sound/resources", test_sound_resources);

  status = g_test_run ();
  g_object_unref (settings);
  return status;
}
