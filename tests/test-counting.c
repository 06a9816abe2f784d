/* test-counting.c: the end of a game in the window and the final score
 * dialog, driven through the window's actions and the board's clicks,
 * read back through the widgets.  Every figure was counted by hand from
 * the diagrams in the comments.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "tg-node-private.h"
#include "tg-application.h"
#include "tg-board-view-private.h"
#include "tg-estimate.h"
#include "tg-new-game-dialog.h"
#include "tg-score-dialog-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-test-window.h"
#include "tg-window.h"
#include "tg-board-scene-private.h"

static TgApplication *app;

static const char *
window_text (TgWindow   *window,
             const char *name)
{
  return gtk_label_get_text (tg_test_window_child (window, name));
}

static gpointer
dialog_child (TgScoreDialog *dialog,
              const char    *name)
{
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (dialog), TG_TYPE_SCORE_DIALOG,
                                                   name);

  g_assert_nonnull (object);
  return object;
}

static const char *
dialog_text (TgScoreDialog *dialog,
             const char    *name)
{
  return gtk_label_get_text (dialog_child (dialog, name));
}

static gboolean
dialog_shows (TgScoreDialog *dialog,
              const char    *name)
{
  return gtk_widget_get_visible (dialog_child (dialog, name));
}

/* The button labelled @label, found as a user finds it. */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_button (c, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The toplevel of @type over @window, or NULL. */
static GtkWindow *
find_toplevel (TgWindow *window,
               GType     type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  tg_test_run_idle ();
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (item, type)
          && gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        return GTK_WINDOW (item);
    }
  return NULL;
}

static TgWindow *
new_window (TgGame *game)
{
  TgWindow *window = tg_window_new (GTK_APPLICATION (app));

  tg_test_window_show_game (window, game, NULL);
  gtk_window_present (GTK_WINDOW (window));
  tg_test_window_settle (window);
  return window;
}

static void
activate (TgWindow   *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
  tg_test_run_idle ();
}

/* Plays "E1 G1 pass..." through win.play and win.pass, as the board and
 * the Pass button do. */
static void
play (TgWindow   *window,
      const char *moves)
{
  g_auto(GStrv) names = g_strsplit (moves, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], "pass"))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pass", NULL));
      else
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play", "i",
                                                   tg_test_window_point (window, names[i])));
    }
  tg_test_window_settle (window);
}

/* A click on the board: the scene's activation, as TgBoardView makes it. */
static void
click (TgWindow   *window,
       const char *gtp)
{
  TgBoardView *view = tg_test_window_child (window, "board_view");

  tg_board_scene_activate (tg_board_view_get_scene (view), tg_test_window_point (window, gtp));
  tg_test_run_idle ();
}

static gboolean
banner_shown (TgWindow *window)
{
  return gtk_revealer_get_reveal_child (tg_test_window_child (window, "counting_revealer"));
}

static gboolean
dead_stones_are (TgWindow   *window,
                 const char *names)
{
  g_auto(GStrv) list = g_strsplit (names, " ", -1);
  g_autoptr(TgPointSet) expected = tg_point_set_new ();

  for (guint i = 0; list[i] != NULL; i++)
    tg_point_set_add (expected, tg_test_window_point (window, list[i]));
  return tg_point_set_equal (tg_game_get_dead (tg_window_get_game (window)), expected);
}

/* Black's wall on E and White's on G, dame on F; each side has thrown in
 * one stone (H5, B5) that cannot live:
 *
 *     A B C D E F G H J
 *   9 . . . . X . O . .
 *   8 . . . . X . O . .
 *   7 . . . . X . O . .
 *   6 . . . . X . O . .
 *   5 . O . . X . O X .
 *   4 . . . . X . O . .
 *   3 . . . . X . O . .
 *   2 . . . . X . O . .
 *   1 . . . . X . O . .
 */
static const char walls_game[] =
  "E1 G1 E2 G2 E3 G3 E4 G4 E5 G5 E6 G6 E7 G7 E8 G8 E9 G9 H5 B5";

static void
test_count_resume_finish (void)
{
  g_autoptr(TgGame) start = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgWindow *window = new_window (start);
  TgGame *game = tg_window_get_game (window);
  TgScoreDialog *dialog;
  TgBoardView *view;
  GtkWindow *again;

  play (window, walls_game);
  g_assert_false (banner_shown (window));
  play (window, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (banner_shown (window));
  g_assert_cmpstr (window_text (window, "counting_title"), ==, "Both players passed: counting");

  /* The suggestion: both throw-ins dead, the walls alive.  Black: 9
   * stones and A–D, 36 points; White: 9 stones and H–J, 18; F shared.
   * 49.5 − 31.5 − 6.5 (Black passed first: no adjustment). */
  g_assert_true (dead_stones_are (window, "B5 H5"));
  g_assert_cmpstr (window_text (window, "counting_score_label"), ==,
                   "Area: Black 49.5, White 31.5 · Black is ahead by 11.5 points");
  /* What the lead leaves out of the areas, said where it first counts. */
  g_assert_cmpstr (window_text (window, "counting_terms_label"), ==,
                   "White receives a komi of 6.5 points for moving second");
  /* 81 / 2 + 6.5 / 2 = 43¾ needed. */
  g_assert_cmpstr (window_text (window, "counting_stones_label"), ==,
                   "Black 49½ stones, 43¾ needed: Black wins by 5¾ stones");

  /* A click on B5 marks it alive again, and plays nothing: A–D now
   * touch White too and are shared with F, 44 points.  Black 9 + 22,
   * White 10 + 18 + 22. */
  click (window, "B5");
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 22);
  g_assert_true (dead_stones_are (window, "H5"));
  g_assert_cmpstr (window_text (window, "counting_score_label"), ==,
                   "Area: Black 31, White 50 · White is ahead by 25.5 points");
  g_assert_cmpstr (window_text (window, "counting_stones_label"), ==,
                   "Black 31 stones, 43¾ needed: White wins by 12¾ stones");
  /* Undo takes the mark back, then the suggestion itself. */
  activate (window, "win.undo");
  g_assert_true (dead_stones_are (window, "B5 H5"));
  g_assert_cmpstr (window_text (window, "counting_score_label"), ==,
                   "Area: Black 49.5, White 31.5 · Black is ahead by 11.5 points");

  /* Resuming discards the marks; Black passed first and moves first. */
  activate (window, "win.resume");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_PLAYING);
  g_assert_true (dead_stones_are (window, ""));
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  g_assert_true (banner_shown (window));
  g_assert_cmpstr (window_text (window, "counting_title"), ==,
                   "Play resumed to settle life and death");
  g_assert_nonnull (strstr (window_text (window, "counting_label"),
                            "Finding a valuable point is no reason to resume"));

  /* Two passes end the game with every stone alive (spec §5.3): each
   * throw-in now shares its side's region, 35 + 9 + 17 = 61 shared
   * points; 10 stones each; 40.5 − 40.5 − 6.5. */
  play (window, "pass pass");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "RE"), ==, "W+6.5");
  dialog = (TgScoreDialog *) find_toplevel (window, TG_TYPE_SCORE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 6.5 points");
  g_assert_cmpstr (dialog_text (dialog, "black_stones"), ==, "10");
  g_assert_cmpstr (dialog_text (dialog, "white_stones"), ==, "10");
  g_assert_cmpstr (dialog_text (dialog, "black_territory"), ==, "0");
  g_assert_cmpstr (dialog_text (dialog, "white_territory"), ==, "0");
  g_assert_cmpstr (dialog_text (dialog, "black_shared"), ==, "30.5");
  g_assert_cmpstr (dialog_text (dialog, "white_shared"), ==, "30.5");
  g_assert_cmpstr (dialog_text (dialog, "black_area"), ==, "40.5");
  g_assert_cmpstr (dialog_text (dialog, "white_area"), ==, "40.5");
  g_assert_cmpstr (dialog_text (dialog, "shared_label"), ==,
                   "61 shared points (dame, or the eyes of a seki) give half to each side.");
  g_assert_cmpstr (dialog_text (dialog, "difference_value"), ==, "0");
  g_assert_cmpstr (dialog_text (dialog, "komi_value"), ==, "−6.5");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_heading"), ==,
                   "White made the last move before the passes: no adjustment");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_value"), ==, "0");
  g_assert_false (dialog_shows (dialog, "handicap_value"));
  g_assert_cmpstr (dialog_text (dialog, "margin_value"), ==, "−6.5");
  g_assert_cmpstr (dialog_text (dialog, "stones_label"), ==,
                   "Black 40½ stones; 43¾ needed to win");
  g_assert_cmpstr (dialog_text (dialog, "stones_margin_label"), ==, "White wins by 3¼ stones");
  /* Spec §7: no prisoners, no territory; 180 − 10 left in each bowl. */
  g_assert_cmpstr (dialog_text (dialog, "black_territory_total"), ==, "0");
  g_assert_cmpstr (dialog_text (dialog, "white_territory_total"), ==, "0");
  g_assert_cmpstr (dialog_text (dialog, "territory_margin_label"), ==,
                   "Black 0 − White 0 − komi 6.5 = −6.5");
  g_assert_cmpstr (dialog_text (dialog, "black_fill_in"), ==, "170");
  g_assert_cmpstr (dialog_text (dialog, "white_fill_in"), ==, "170");
  g_assert_cmpstr (dialog_text (dialog, "agreement_label"), ==,
                   "All three counts agree: White wins by 6.5 points.");
  g_assert_false (dialog_shows (dialog, "reason_label"));

  /* Close: the board stays finished with the areas drawn, the banner
   * gives the result, and Score Details opens the dialog again. */
  gtk_window_close (GTK_WINDOW (dialog));
  tg_test_run_idle ();
  g_assert_null (find_toplevel (window, TG_TYPE_SCORE_DIALOG));
  view = tg_test_window_child (window, "board_view");
  g_assert_true (tg_board_scene_get_counting (tg_board_view_get_scene (view)));
  g_assert_true (banner_shown (window));
  g_assert_cmpstr (window_text (window, "counting_title"), ==, "White wins by 6.5 points");
  activate (window, "win.show-score");
  again = find_toplevel (window, TG_TYPE_SCORE_DIALOG);
  g_assert_nonnull (again);
  tg_test_window_destroy (window);
  /* The dialog goes with its window. */
  g_assert_null (find_toplevel (window, TG_TYPE_SCORE_DIALOG));
}

/* Accept with the suggestion; reopening the saved record shows the same
 * dead stones and result, and opens no dialog. */
static void
test_accept_and_reopen (void)
{
  g_autoptr(TgGame) start = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgWindow *window = new_window (start);
  TgGame *game = tg_window_get_game (window);
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *sgf = NULL;
  g_autoptr(TgGame) reread = NULL;
  TgWindow *reader;

  play (window, walls_game);
  play (window, "pass pass");
  activate (window, "win.accept");
  g_assert_cmpstr (tg_node_get_value (tg_game_get_root (game), "RE"), ==, "B+11.5");
  g_assert_nonnull (find_toplevel (window, TG_TYPE_SCORE_DIALOG));

  g_ptr_array_add (roots, tg_game_get_root (game));
  sgf = tg_sgf_write (roots);
  reread = tg_test_game_from_sgf (sgf);
  reader = new_window (reread);
  g_assert_cmpint (tg_game_get_phase (reread), ==, TG_PHASE_FINISHED);
  g_assert_true (dead_stones_are (reader, "B5 H5"));
  g_assert_cmpstr (window_text (reader, "move_label"), ==, "Black wins by 11.5 points");
  g_assert_null (find_toplevel (reader, TG_TYPE_SCORE_DIALOG));
  g_assert_false (banner_shown (reader));
  tg_test_window_destroy (reader);
  tg_test_window_destroy (window);
}

/* A record saved while counting opens counting, with the suggestion
 * made and the banner up; no dialog. */
static void
test_open_counting (void)
{
  g_autoptr(TgGame) start = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *sgf = NULL;
  g_autoptr(TgGame) saved = NULL;
  TgWindow *window;

  tg_test_play (start, walls_game);
  tg_test_play (start, "pass pass");
  g_ptr_array_add (roots, tg_game_get_root (start));
  sgf = tg_sgf_write (roots);
  saved = tg_test_game_from_sgf (sgf);
  window = new_window (saved);
  g_assert_cmpint (tg_game_get_phase (saved), ==, TG_PHASE_COUNTING);
  g_assert_true (dead_stones_are (window, "B5 H5"));
  g_assert_true (banner_shown (window));
  g_assert_cmpstr (window_text (window, "counting_score_label"), ==,
                   "Area: Black 49.5, White 31.5 · Black is ahead by 11.5 points");
  g_assert_null (find_toplevel (window, TG_TYPE_SCORE_DIALOG));
  tg_test_window_destroy (window);
}

/* A narrow window stacks the banner's buttons under its text: the
 * banner stands in the side panel, beside the board or under it. */
static void
test_narrow_banner (void)
{
  g_autoptr(TgGame) start = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgWindow *window = tg_window_new (GTK_APPLICATION (app));
  GtkWidget *title;

  tg_test_window_show_game (window, start, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 700);
  gtk_window_present (GTK_WINDOW (window));
  play (window, "E5 pass pass");
  tg_test_run_idle ();
  g_assert_true (banner_shown (window));
  /* The title, in the column of words, in the banner's box. */
  title = tg_test_window_child (window, "counting_title");
  g_assert_cmpint (gtk_orientable_get_orientation (GTK_ORIENTABLE (gtk_widget_get_parent (
                     gtk_widget_get_parent (title)))),
                   ==, GTK_ORIENTATION_VERTICAL);
  tg_test_window_destroy (window);
}

/* Resignation through the window, confirmed, opens the dialog with the
 * reason instead of a count. */
static void
test_resign_dialog (void)
{
  g_autoptr(TgGame) start = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgWindow *window = new_window (start);
  AdwMessageDialog *confirm;
  TgScoreDialog *dialog;

  play (window, "E5 D4 C3");
  activate (window, "win.resign");
  confirm = (AdwMessageDialog *) find_toplevel (window, ADW_TYPE_MESSAGE_DIALOG);
  g_assert_nonnull (confirm);
  g_assert_null (find_toplevel (window, TG_TYPE_SCORE_DIALOG));
  adw_message_dialog_response (confirm, "resign");
  gtk_window_destroy (GTK_WINDOW (confirm));
  tg_test_run_idle ();

  dialog = (TgScoreDialog *) find_toplevel (window, TG_TYPE_SCORE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "Black wins by resignation");
  g_assert_cmpstr (dialog_text (dialog, "reason_label"), ==, "White resigned after 3 moves.");
  g_assert_false (dialog_shows (dialog, "count_box"));
  g_assert_false (dialog_shows (dialog, "stones_label"));
  tg_test_window_destroy (window);
}

/* New Game in the dialog closes it and asks the window for a new game. */
static void
test_new_game_button (void)
{
  g_autoptr(TgGame) start = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgWindow *window = new_window (start);
  TgScoreDialog *dialog;
  GtkWindow *new_game;

  play (window, "E5 pass pass");
  activate (window, "win.accept");
  dialog = (TgScoreDialog *) find_toplevel (window, TG_TYPE_SCORE_DIALOG);
  g_assert_nonnull (dialog);
  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "_New Game"), "clicked");
  tg_test_run_idle ();
  g_assert_null (find_toplevel (window, TG_TYPE_SCORE_DIALOG));
  new_game = find_toplevel (window, TG_TYPE_NEW_GAME_DIALOG);
  g_assert_nonnull (new_game);
  gtk_window_destroy (new_game);
  tg_test_window_destroy (window);
}

/* The dialog alone, over games counted in the rules core. */

static TgGame *
game_from_setup (const char *root_props,
                 const char *moves)
{
  g_autofree char *sgf = NULL;
  TgGame *game;

  /* Walls on D and F, dame on E: A–C Black's, G–J White's. */
  sgf = g_strdup_printf ("(;GM[1]FF[4]SZ[9]%sAB[da:di]AW[fa:fi])", root_props);
  game = tg_test_game_from_sgf (sgf);
  tg_test_play (game, moves);
  return game;
}

/* Black fills E5, White passes first: Black collected last and pays 1.
 * Black 9 + 1 + 27 + 4, White 9 + 27 + 4; 41 − 40 − 6.5 − 1. */
static void
test_dialog_adjustment (void)
{
  g_autoptr(TgGame) game = game_from_setup ("KM[6.5]RU[WMSG]", "E5 pass pass");
  TgScoreDialog *dialog;

  tg_game_accept (game);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, game));
  g_assert_true (tg_score_dialog_get_game (dialog) == game);
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 6.5 points");
  g_assert_cmpstr (dialog_text (dialog, "black_area"), ==, "41");
  g_assert_cmpstr (dialog_text (dialog, "white_area"), ==, "40");
  g_assert_cmpstr (dialog_text (dialog, "black_shared"), ==, "4");
  g_assert_cmpstr (dialog_text (dialog, "difference_value"), ==, "+1");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_heading"), ==,
                   "Black made the last move before the passes: Black gives 1 point (WMSG rules, "
                   "article 6)");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_value"), ==, "−1");
  g_assert_cmpstr (dialog_text (dialog, "margin_value"), ==, "−6.5");
  /* 40½ + (6.5 + 1) / 2 = 44¼ needed. */
  g_assert_cmpstr (dialog_text (dialog, "stones_label"), ==, "Black 41 stones; 44¼ needed to win");
  g_assert_cmpstr (dialog_text (dialog, "stones_margin_label"), ==, "White wins by 3¼ stones");
  g_assert_cmpstr (dialog_text (dialog, "shared_label"), ==,
                   "8 shared points (dame, or the eyes of a seki) give half to each side.");
  /* 27 − 27 − 6.5; the bowls keep 180 − 37 and 180 − 36. */
  g_assert_cmpstr (dialog_text (dialog, "territory_margin_label"), ==,
                   "Black 27 − White 27 − komi 6.5 = −6.5");
  g_assert_cmpstr (dialog_text (dialog, "black_fill_in"), ==, "143");
  g_assert_cmpstr (dialog_text (dialog, "white_fill_in"), ==, "144");
  /* Black's bowl keeps one stone fewer: Black filled one point more,
   * and White receives komi and the point for the last move. */
  g_assert_cmpstr (dialog_text (dialog, "fill_in_margin_label"), ==,
                   "Black filled 1 point more than White; with the 7.5 points White receives, "
                   "White wins by 6.5 points.");
  g_assert_cmpstr (dialog_text (dialog, "agreement_label"), ==,
                   "All three counts agree: White wins by 6.5 points.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* Two handicap stones: 2 points to White, no adjustment (spec §8).
 * Equal areas; 0 − 0.5 − 2. */
static void
test_dialog_handicap (void)
{
  g_autoptr(TgGame) game = game_from_setup ("KM[0.5]HA[2]RU[WMSG]", "pass pass");
  TgScoreDialog *dialog;

  tg_game_accept (game);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, game));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 2.5 points");
  g_assert_true (dialog_shows (dialog, "handicap_value"));
  g_assert_cmpstr (dialog_text (dialog, "handicap_heading"), ==,
                   "Handicap: 1 point to White for each of Black’s 2 stones");
  g_assert_cmpstr (dialog_text (dialog, "handicap_value"), ==, "−2");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_heading"), ==,
                   "A handicap game gives nothing for the last move before the passes");
  g_assert_cmpstr (dialog_text (dialog, "margin_value"), ==, "−2.5");
  /* Territory counting has no handicap points: it says 0.5. */
  g_assert_cmpstr (dialog_text (dialog, "agreement_label"), ==,
                   "Territory counting says White wins by 0.5 points: unlike area counting, it "
                   "leaves out the stones each side put on the board (Black 9, White 9) and the "
                   "handicap points.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

static void
test_dialog_time (void)
{
  g_autoptr(TgGame) game = game_from_setup ("KM[7.5]RU[Chinese]", "E5 E4");
  TgScoreDialog *dialog;

  tg_game_lose_on_time (game, TG_BLACK);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, game));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins on time");
  g_assert_cmpstr (dialog_text (dialog, "reason_label"), ==, "Black ran out of time after 2 moves.");
  g_assert_false (dialog_shows (dialog, "count_box"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* A record counted elsewhere keeps its result as the title; the dialog
 * says what the board gives here. */
static void
test_dialog_other_result (void)
{
  g_autoptr(TgGame) game = game_from_setup ("KM[7.5]RU[Chinese]", "pass pass");
  g_autoptr(TgGame) unmarked = game_from_setup ("KM[6.5]RE[B+3.5]", "");
  TgScoreDialog *dialog;

  tg_game_accept (game);
  tg_game_set_info (game, "RE", "W+8.5");
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, game));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 8.5 points");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_heading"), ==,
                   "The Chinese rules give nothing for the last move before the passes");
  g_assert_cmpstr (dialog_text (dialog, "margin_value"), ==, "−7.5");
  /* One story: the record's result, then what this board gives. */
  g_assert_true (dialog_shows (dialog, "record_label"));
  g_assert_cmpstr (dialog_text (dialog, "count_label"), ==,
                   "Counted here by the Chinese 2002 rules, with the dead stones the record marks: "
                   "White wins by 7.5 points");
  g_assert_cmpstr (dialog_text (dialog, "reason_label"), ==,
                   "The players may have counted by other rules, or agreed on other dead stones. "
                   "Mark the dead stones to count this board again.");
  g_assert_true (dialog_shows (dialog, "mark_dead_button"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  /* No TB/TW and no passes: everything alive, no adjustment; 40.5 each. */
  g_assert_cmpint (tg_game_get_phase (unmarked), ==, TG_PHASE_FINISHED);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, unmarked));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "Black wins by 3.5 points");
  g_assert_cmpstr (dialog_text (dialog, "adjustment_heading"), ==,
                   "Play did not end with two passes: nothing for the last move");
  g_assert_cmpstr (dialog_text (dialog, "count_label"), ==,
                   "Counted here with every stone alive: White wins by 6.5 points");
  g_assert_cmpstr (dialog_text (dialog, "reason_label"), ==,
                   "The record does not say which stones are dead. Mark them, and this board’s "
                   "count can agree with the record.");
  g_assert_true (dialog_shows (dialog, "mark_dead_button"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* Ke Jie – AlphaGo, Wuzhen 2017, game 1, counted the Chinese way as it
 * was: White won by half a point, the famous quarter stone.  With komi
 * 7.5 and 361 points, areas of 184 and 177; Black needed 180½ + 3¾. */
static void
test_dialog_real_game (void)
{
  g_autofree char *path = tg_test_corpus_path ("games", "ai", "AlphaGo_2.0_KJ_vs_AG_-_G1_-_English.sgf",
                                               NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, &error);
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgPointSet) dead = NULL;
  g_autofree char *recorded = NULL;
  const TgBoard *board;
  TgNode *root;
  TgScoreDialog *dialog;

  g_assert_no_error (error);
  root = g_ptr_array_steal_index (roots, 0);
  recorded = g_strdup (tg_node_get_value (root, "RE"));
  tg_node_unset (root, "RE");
  game = tg_test_game_from_root (root);
  tg_game_set_rules (game, TG_RULES_CHINESE);
  /* Black played last: White passes, then Black. */
  tg_test_play (game, "pass pass");
  board = tg_game_get_board (game);
  dead = tg_estimate_dead (board, tg_game_get_to_move (game), tg_board_get_hash (board), 0, NULL);
  tg_game_set_dead (game, dead);
  tg_game_accept (game);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, recorded);

  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, game));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 0.5 points");
  g_assert_cmpstr (dialog_text (dialog, "black_area"), ==, "184");
  g_assert_cmpstr (dialog_text (dialog, "white_area"), ==, "177");
  g_assert_cmpstr (dialog_text (dialog, "stones_label"), ==, "Black 184 stones; 184¼ needed to win");
  g_assert_cmpstr (dialog_text (dialog, "stones_margin_label"), ==, "White wins by ¼ stone");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* A game given up, or lost on time, before its first move. */
static void
test_dialog_no_moves (void)
{
  g_autoptr(TgGame) resigned = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgGame) timed = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  TgScoreDialog *dialog;

  tg_game_resign (resigned, TG_BLACK);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, resigned));
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by resignation");
  g_assert_cmpstr (dialog_text (dialog, "reason_label"), ==,
                   "Black resigned before any move was played.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);

  tg_game_lose_on_time (timed, TG_WHITE);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, timed));
  g_assert_cmpstr (dialog_text (dialog, "reason_label"), ==,
                   "White ran out of time before any move was played.");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_object_unref (dialog);
}

/* Ke Jie – AlphaGo, as recorded: W+0.5, no dead stones marked, no
 * passes.  The dialog tells one story — the result is the record's, the
 * count with every stone alive the board's — and Mark Dead Stones counts
 * that position again with the suggested dead stones: 184 to 177 as the
 * game was counted in Wuzhen, which the count then agrees with. */
static void
test_mark_dead_stones (void)
{
  g_autofree char *path = tg_test_corpus_path ("games", "ai", "AlphaGo_2.0_KJ_vs_AG_-_G1_-_English.sgf",
                                               NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, &error);
  g_autoptr(TgGame) record = NULL;
  TgScoreDialog *dialog;
  TgWindow *window;
  TgGame *game;
  TgNode *end;

  g_assert_no_error (error);
  record = tg_test_game_from_root (g_ptr_array_steal_index (roots, 0));
  window = new_window (record);
  game = tg_window_get_game (window);
  end = tg_game_get_end_node (game);
  activate (window, "win.show-score");
  dialog = (TgScoreDialog *) find_toplevel (window, TG_TYPE_SCORE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 0.5 points");
  g_assert_true (dialog_shows (dialog, "record_label"));
  g_assert_cmpstr (dialog_text (dialog, "record_label"), ==, "The result written in the record");
  /* Everything alive: 181 to 180, less komi 7.5. */
  g_assert_cmpstr (dialog_text (dialog, "count_label"), ==,
                   "Counted here with every stone alive: White wins by 6.5 points");
  g_assert_cmpstr (dialog_text (dialog, "stones_label"), ==, "Black 181 stones; 184¼ needed to win");
  g_assert_cmpstr (dialog_text (dialog, "stones_margin_label"), ==, "White wins by 3¼ stones");
  g_assert_true (dialog_shows (dialog, "mark_dead_button"));

  g_signal_emit_by_name (find_button (GTK_WIDGET (dialog), "_Mark Dead Stones"), "clicked");
  tg_test_window_settle (window);
  g_assert_null (find_toplevel (window, TG_TYPE_SCORE_DIALOG));
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_COUNTING);
  g_assert_true (tg_game_get_end_node (game) == end);
  g_assert_null (tg_game_get_info (game, "RE"));
  g_assert_true (banner_shown (window));
  g_assert_cmpstr (window_text (window, "counting_title"), ==, "Counting the final position");
  g_assert_cmpstr (window_text (window, "status_label"), ==, "The position after 289 moves");
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (game)), >, 0);
  g_assert_cmpstr (window_text (window, "counting_score_label"), ==,
                   "Area: Black 184, White 177 · White is ahead by 0.5 points");
  g_assert_cmpstr (window_text (window, "counting_terms_label"), ==,
                   "White receives a komi of 7.5 points for moving second");

  /* Accepted as usual: the board's count is now the record's. */
  activate (window, "win.accept");
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+0.5");
  dialog = (TgScoreDialog *) find_toplevel (window, TG_TYPE_SCORE_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_cmpstr (dialog_text (dialog, "result_label"), ==, "White wins by 0.5 points");
  g_assert_false (dialog_shows (dialog, "record_label"));
  g_assert_false (dialog_shows (dialog, "count_label"));
  g_assert_false (dialog_shows (dialog, "mark_dead_button"));
  g_assert_cmpstr (dialog_text (dialog, "stones_label"), ==, "Black 184 stones; 184¼ needed to win");
  g_assert_cmpstr (dialog_text (dialog, "stones_margin_label"), ==, "White wins by ¼ stone");
  gtk_window_destroy (GTK_WINDOW (dialog));
  tg_test_run_idle ();

  /* Undo takes back the agreement, the suggestion, then the recount:
   * the record is as it was read. */
  for (guint i = 0; i < 3; i++)
    activate (window, "win.undo");
  g_assert_cmpint (tg_game_get_phase (game), ==, TG_PHASE_FINISHED);
  g_assert_cmpstr (tg_game_get_info (game, "RE"), ==, "W+0.5");
  g_assert_false (tg_node_has_prop (end, "TB"));
  g_assert_false (tg_game_get_modified (game));
  tg_test_window_destroy (window);
}

/* Opening Other Ways to Count shows them above the dialog's buttons, as
 * far as its height allows, the expander at the top of the view: they
 * opened below the fold, behind the buttons, and the view stayed put. */
static void
test_dialog_methods_shown (void)
{
  g_autoptr(TgGame) game = game_from_setup ("KM[6.5]RU[WMSG]", "E5 pass pass");
  g_autoptr(TgScoreDialog) dialog = NULL;
  GtkWidget *expander, *scroller;
  gint64 deadline;
  graphene_rect_t shown;

  tg_game_accept (game);
  dialog = g_object_ref_sink (tg_score_dialog_new (NULL, game));
  expander = GTK_WIDGET (dialog_child (dialog, "methods_expander"));
  scroller = GTK_WIDGET (dialog_child (dialog, "scroller"));
  gtk_window_present (GTK_WINDOW (dialog));
  deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  while (gtk_widget_get_height (scroller) == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  gtk_expander_set_expanded (GTK_EXPANDER (expander), TRUE);
  /* Shown: wholly inside the view, or from the view's top down. */
  deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  do
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
      g_assert_true (gtk_widget_compute_bounds (expander, scroller, &shown));
    }
  while (g_get_monotonic_time () < deadline
         && !(shown.origin.y >= 0 && shown.size.height > 100
              && (shown.origin.y + shown.size.height <= gtk_widget_get_height (scroller)
                  || shown.origin.y < 1)));
  if (!(shown.origin.y >= 0 && (shown.origin.y + shown.size.height <= gtk_widget_get_height (scroller)
                                || shown.origin.y < 1)))
    g_error ("the other counts lie at %g–%g in a view %d high", shown.origin.y,
             shown.origin.y + shown.size.height, gtk_widget_get_height (scroller));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* As tg_test_log_writer: the one warning of a missing session bus
 * passes; every other one, the header bar's "Trying to snapshot" of a
 * narrow window included, is fatal. */
static GLogWriterOutput
log_writer (GLogLevelFlags   log_level,
            const GLogField *fields,
            gsize            n_fields,
            gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0
        && g_str_has_prefix (fields[i].value, "Unable to acquire session bus"))
      return g_log_writer_standard_streams (log_level & ~G_LOG_FLAG_FATAL, fields, n_fields,
                                            user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init_corpus (&argc, &argv);
  tg_test_init (&argc, &argv, log_writer);
  app = tg_test_application_new ();

  tg_test_add_func ("/counting/count-resume-finish", test_count_resume_finish);
  tg_test_add_func ("/counting/accept-and-reopen", test_accept_and_reopen);
  tg_test_add_func ("/counting/open-counting", test_open_counting);
  tg_test_add_func ("/counting/narrow-banner", test_narrow_banner);
  tg_test_add_func ("/counting/resign-dialog", test_resign_dialog);
  tg_test_add_func ("/counting/new-game-button", test_new_game_button);
  tg_test_add_func ("/score-dialog/adjustment", test_dialog_adjustment);
  tg_test_add_func ("/score-dialog/handicap", test_dialog_handicap);
  tg_test_add_func ("/score-dialog/time", test_dialog_time);
  tg_test_add_func ("/score-dialog/other-result", test_dialog_other_result);
  tg_test_add_corpus_func ("/score-dialog/real-game", test_dialog_real_game);
  tg_test_add_func ("/score-dialog/no-moves", test_dialog_no_moves);
  tg_test_add_func ("/score-dialog/other-counts-shown", test_dialog_methods_shown);
  tg_test_add_corpus_func ("/score-dialog/mark-dead-stones", test_mark_dead_stones);

  status = tg_test_run ();
  tg_test_application_free (app);
  return status;
}
