/* test-window-analysis.c: analysis in the main window, end to end, with
 * the fake engine (TG_FAKE_GTP) streaming kata-analyze: the toggle, the
 * board's analysis layer (candidates, the best, territory, the variation
 * under the pointer) painted once a frame for the node shown, the side
 * panel, the graph; Analyse Whole Game stored as one step, its review,
 * its Cancel; a record analysed elsewhere shown at once; a crash; and
 * the real GNU Go on a 9×9 game.
 *
 * The fake is told Black's lead after each move (--leads), so every
 * position's value says which position was analysed.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "tg-analysis-record.h"
#include "tg-engine-profile.h"
#include "tg-score-graph-private.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"
#include "tg-test-window.h"
#include "tg-window-analysis-private.h"

#define GNUGO "/usr/games/gnugo"
#define RECORD "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[cg];B[gg])"
static const double leads[] = { 0, 6, 3, -1, 9, 2.5 };
#define LEADS "--leads=0,6,3,-1,9,2.5"
/* White walled into two columns; Black wins by far (as test-cli-analyze). */
#define WALL "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese]RE[B+38.5]" \
  ";B[cd];W[bd];B[ce];W[be];B[cc];W[bc];B[cf];W[bf];B[cb];W[bb]" \
  ";B[cg];W[bg];B[ca];W[ba];B[ch];W[bh];B[ci];W[bi];B[fc];W[fd];B[fe];W[];B[])"

static TgApplication *app;
static GSettings *settings;

static void
use_fake (const char *options)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *command = g_strdup_printf ("'%s' %s", g_getenv ("TG_FAKE_GTP"), options);
  g_autofree char *id = tg_engine_profile_add_custom (settings, "Fake", command, &error);

  g_assert_no_error (error);
  g_settings_set_string (settings, "analysis-engine", id);
}

static TgWindow *
window_with (const char *sgf)
{
  TgWindow *window = tg_test_window_new (app);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);

  tg_test_window_show_game (window, game, NULL);
  return window;
}

static void
close_dialogs (TgWindow *window)
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
  close_dialogs (window);
  tg_test_window_destroy (window);
  g_settings_reset (settings, "engines");
  g_settings_reset (settings, "analysis-engine");
  g_settings_reset (settings, "analysis-value");
  g_settings_reset (settings, "show-territory");
  g_settings_reset (settings, "analysis-visits");
  g_settings_reset (settings, "gnugo-level");
}

static TgGame *
game_of (TgWindow *window)
{
  return tg_window_get_game (window);
}

static TgNode *
position (TgWindow *window,
          guint     move)
{
  return tg_test_nth_node (tg_game_get_root (game_of (window)), move);
}

typedef struct
{
  TgWindow *window;
  double    lead;
} LeadShown;

/* The board shows analysis of the node shown with Black's lead. */
static gboolean
shows_lead (gconstpointer data)
{
  const LeadShown *shown = data;
  TgWindow *window = shown->window;
  TgWindowAnalysis *analysis = window->analysis;
  TgNode *current = tg_game_get_current (tg_window_get_game (window));

  return tg_board_scene_get_analysis (window->scene) != NULL && analysis->shown != NULL &&
         current == tg_board_scene_get_node (window->scene) &&
         fabs (analysis->shown->score_lead - shown->lead) < 1e-6;
}

static gboolean
shows_territory (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  const TgBoardAnalysis *analysis = tg_board_scene_get_analysis (window->scene);

  return analysis != NULL && analysis->ownership != NULL;
}

static gboolean
progress_shown (TgWindow *window)
{
  return gtk_revealer_get_reveal_child (tg_test_window_child (window, "progress_revealer"));
}

/* The side panel's label @name, its text. */
static const char *
label_text (TgWindow   *window,
            const char *name)
{
  return gtk_label_get_text (tg_test_window_child (window, name));
}

static GtkListBox *
losses_list (TgWindow *window)
{
  return tg_test_window_child (window, "losses_list");
}

static void
activate (TgWindow   *window,
          const char *action,
          GVariant   *parameter)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), action, parameter);
}

static void
on_scene_changed (TgBoardScene  *scene,
                  TgBoardLayers  layers,
                  TgBoardLayers *seen)
{
  *seen |= layers;
}

static void
test_live (void)
{
  TgWindow *window;
  TgWindowAnalysis *analysis;
  const TgBoardAnalysis *shown;
  const TgBoardCandidate *best;
  GdkFrameClock *clock;
  gint64 frames;
  guint painted;
  TgBoardLayers seen = 0;
  gulong changed_id;

  use_fake (LEADS);
  window = window_with (RECORD);
  analysis = window->analysis;
  g_assert_true (tg_test_find_button (GTK_WIDGET (window), "win.analysis") != NULL);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (analysis->graph)));

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window->board_view));
  frames = gdk_frame_clock_get_frame_counter (clock);
  painted = analysis->n_painted;
  activate (window, "analysis", NULL);
  changed_id = g_signal_connect (window->scene, "changed", G_CALLBACK (on_scene_changed), &seen);
  tg_test_wait_until (shows_lead, &(LeadShown) { window, leads[5] });
  /* The stream redraws the analysis layer alone. */
  g_assert_cmpint (seen, ==, TG_BOARD_LAYER_ANALYSIS);
  g_signal_handler_disconnect (window->scene, changed_id);

  /* Candidates, the best one ringed, each with its lead for the mover
   * (White): the fake's best is Black's 2.5, so White's −2.5. */
  shown = tg_board_scene_get_analysis (window->scene);
  g_assert_cmpuint (shown->candidates->len, >=, 2);
  best = &g_array_index (shown->candidates, TgBoardCandidate, 0);
  g_assert_true (best->best);
  g_assert_false (g_array_index (shown->candidates, TgBoardCandidate, 1).best);
  g_assert_cmpfloat (best->quality, >, g_array_index (shown->candidates, TgBoardCandidate, 1).quality);
  g_assert_true (g_str_has_prefix (best->text, "-2.5\n"));
  g_assert_null (shown->ownership);

  /* The side panel and the graph say the same of the node shown. */
  g_assert_cmpstr (label_text (window, "lead_label"), ==, "Black leads by 2.5");
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (analysis->graph)));
  g_assert_cmpuint (tg_score_graph_get_n_positions (analysis->graph), ==, 6);
  g_assert_cmpuint (tg_score_graph_get_current (analysis->graph), ==, 5);
  g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (analysis->graph, 5), 2.5, 1e-6);
  g_assert_true (isnan (tg_score_graph_get_value (analysis->graph, 4)));

  /* Reports come five a second; the board is painted once a frame at
   * most, and only for the node shown. */
  g_assert_cmpint (analysis->n_painted - painted, <=,
                   gdk_frame_clock_get_frame_counter (clock) - frames + 1);

  /* Going back: the analysis follows. */
  tg_game_set_current (game_of (window), position (window, 3));
  g_assert_null (tg_board_scene_get_analysis (window->scene));
  tg_test_wait_until (shows_lead, &(LeadShown) { window, leads[3] });
  g_assert_cmpstr (label_text (window, "lead_label"), ==, "White leads by 1.0");
  /* The graph keeps the value of the position left. */
  g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (analysis->graph, 5), 2.5, 1e-6);
  g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (analysis->graph, 3), -1, 1e-6);

  /* The pointer on a candidate shows its variation, numbered from the
   * candidate itself. */
  shown = tg_board_scene_get_analysis (window->scene);
  best = &g_array_index (shown->candidates, TgBoardCandidate, 0);
  tg_board_scene_set_hover (window->scene, best->point);
  shown = tg_board_scene_get_analysis (window->scene);
  g_assert_nonnull (shown->pv);
  g_assert_cmpuint (shown->pv->len, ==, 2);
  g_assert_cmpint (g_array_index (shown->pv, TgPoint, 0), ==, best->point);
  g_assert_cmpint (shown->pv_color, ==, TG_WHITE);
  tg_board_scene_clear_hover (window->scene);
  g_assert_null (tg_board_scene_get_analysis (window->scene)->pv);

  /* Territory: the fake gives Black the left half. */
  g_settings_set_boolean (settings, "show-territory", TRUE);
  tg_test_wait_until (shows_territory, window);
  shown = tg_board_scene_get_analysis (window->scene);
  g_assert_cmpfloat (shown->ownership[4 * 9 + 0], >, 0.5);
  g_assert_cmpfloat (shown->ownership[4 * 9 + 8], <, -0.5);

  /* Win rates, for the mover (White: 1 − (0.5 − 1/40) = 52.5%). */
  g_settings_set_string (settings, "analysis-value", "winrate");
  best = &g_array_index (tg_board_scene_get_analysis (window->scene)->candidates,
                         TgBoardCandidate, 0);
  g_assert_true (g_str_has_prefix (best->text, "52%") || g_str_has_prefix (best->text, "53%"));

  /* Off: the engine goes, the board forgets. */
  activate (window, "analysis", NULL);
  g_assert_null (analysis->analyser);
  g_assert_null (tg_board_scene_get_analysis (window->scene));
  destroy_window (window);
}

static gboolean
batch_done (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgAnalysisBatch *batch = window->analysis->batch;

  return batch != NULL && !tg_analysis_batch_get_running (batch);
}

static void
test_whole_game (void)
{
  TgWindow *window;
  TgWindowAnalysis *analysis;
  g_autoptr(GPtrArray) line = NULL;
  GtkListBoxRow *row;

  use_fake (LEADS);
  window = window_with (RECORD);
  analysis = window->analysis;
  tg_game_set_current (game_of (window), position (window, 2));
  activate (window, "analyse-game", g_variant_new_string ("main"));
  g_assert_true (progress_shown (window));
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "analyse-game"));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "cancel-analysis"));
  tg_test_wait_until (batch_done, window);
  g_assert_false (progress_shown (window));
  /* The reader stayed where they were. */
  g_assert_true (tg_game_get_current (game_of (window)) == position (window, 2));

  line = tg_analysis_record_line (game_of (window), NULL);
  for (guint i = 0; i < line->len; i++)
    {
      double lead;

      g_assert_true (tg_analysis_record_read (line->pdata[i], &lead, NULL));
      g_assert_cmpfloat_with_epsilon (lead, leads[i], 0.01);
      g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (analysis->graph, i), leads[i],
                                      0.01);
    }
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (analysis->graph)));
  /* The node shown says what was stored. */
  g_assert_cmpstr (label_text (window, "lead_label"), ==, "Black leads by 3.0");
  g_assert_cmpstr (label_text (window, "source_label"), ==, "As stored in the record");

  /* The review: move 4 (White, 10 points), move 5 (Black, 6.5), move 3
   * (Black, 4), as test-analysis-record works out by hand. */
  g_assert_true (gtk_widget_get_visible (tg_test_window_child (window, "review_box")));
  row = gtk_list_box_get_row_at_index (losses_list (window), 0);
  g_assert_nonnull (row);
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (row))), ==,
                   "Move 4, White C3: −10.0");
  g_assert_nonnull (gtk_list_box_get_row_at_index (losses_list (window), 2));
  g_assert_null (gtk_list_box_get_row_at_index (losses_list (window), 3));
  g_assert_true (g_str_has_prefix (label_text (window, "black_summary"),
                                   "Black lost 3.5 points a move · inaccuracies: 1, "
                                   "mistakes: 1, blunders: 0"));
  /* A click on a mistake goes there. */
  g_signal_emit_by_name (losses_list (window), "row-activated", row);
  g_assert_true (tg_game_get_current (game_of (window)) == position (window, 4));

  /* Clicking the graph goes to that move. */
  gtk_widget_measure (GTK_WIDGET (analysis->graph), GTK_ORIENTATION_HORIZONTAL, -1,
                      NULL, NULL, NULL, NULL);
  tg_test_run_idle ();
  g_assert_cmpuint (tg_score_graph_index_at (analysis->graph, 0), ==, 0);
  g_assert_cmpuint (tg_score_graph_index_at (analysis->graph,
                                             gtk_widget_get_width (GTK_WIDGET (analysis->graph))),
                    ==, 5);

  /* One step: one undo takes all of it back. */
  g_assert_true (tg_game_undo (game_of (window)));
  for (guint i = 0; i < line->len; i++)
    g_assert_false (tg_analysis_record_read (line->pdata[i], NULL, NULL));
  g_assert_true (isnan (tg_score_graph_get_value (analysis->graph, 1)));
  g_assert_false (gtk_widget_get_visible (tg_test_window_child (window, "review_box")));
  destroy_window (window);
}

static gboolean
some_done (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgAnalysisBatch *batch = window->analysis->batch;

  return batch != NULL && tg_analysis_batch_get_n_done (batch) >= 1;
}

/* Cancel keeps what finished, as one step. */
static void
test_cancel (void)
{
  TgWindow *window;
  g_autoptr(GPtrArray) line = NULL;
  TgAnalysisBatch *batch;
  guint done, stored = 0;

  use_fake (LEADS);
  g_settings_set_uint (settings, "analysis-visits", 60);
  window = window_with (RECORD);
  activate (window, "analyse-game", g_variant_new_string ("main"));
  tg_test_wait_until (some_done, window);
  /* The graph fills in as the answers come. */
  g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (window->analysis->graph, 0), leads[0],
                                  1e-6);
  activate (window, "cancel-analysis", NULL);
  batch = window->analysis->batch;
  g_assert_false (tg_analysis_batch_get_running (batch));
  done = tg_analysis_batch_get_n_done (batch);
  g_assert_cmpuint (done, <, 6);

  line = tg_analysis_record_line (game_of (window), NULL);
  for (guint i = 0; i < line->len; i++)
    if (tg_analysis_record_read (line->pdata[i], NULL, NULL))
      {
        g_assert_cmpuint (i, <, done);
        stored++;
      }
  g_assert_cmpuint (stored, ==, done);
  g_assert_false (progress_shown (window));
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "analyse-game"));
  g_assert_true (tg_game_undo (game_of (window)));
  g_assert_false (tg_analysis_record_read (line->pdata[0], NULL, NULL));
  destroy_window (window);
}

/* Closing the window while a game is analysed stops the engine and
 * touches nothing. */
static void
test_close_during (void)
{
  TgWindow *window;
  g_autoptr(TgGame) game = NULL;
  guint64 version;

  use_fake (LEADS);
  g_settings_set_uint (settings, "analysis-visits", 60);
  window = window_with (RECORD);
  game = g_object_ref (game_of (window));
  version = tg_game_get_version (game);
  activate (window, "analyse-game", g_variant_new_string ("main"));
  tg_test_wait_until (some_done, window);
  destroy_window (window);
  tg_test_run_idle ();
  g_assert_cmpuint (tg_game_get_version (game), ==, version);
}

/* A record analysed by tengen-cli analyze -o, or by Sabaki: its graph
 * and review at once, with no engine. */
static void
test_stored (void)
{
  TgWindow *window = window_with ("(;GM[1]FF[4]SZ[9]V[0]SBKS[0];B[ee]V[6]SBKS[6]"
                                  ";W[cc]V[3]SBKS[3];B[gc]V[-1]SBKS[-1];W[cg]V[9]SBKS[9])");
  TgWindowAnalysis *analysis = window->analysis;

  g_assert_null (analysis->analyser);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (analysis->graph)));
  g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (analysis->graph, 4), 9, 1e-9);
  g_assert_cmpuint (tg_score_graph_get_current (analysis->graph), ==, 4);
  g_assert_true (gtk_widget_get_visible (tg_test_window_child (window, "review_box")));
  g_assert_cmpstr (label_text (window, "lead_label"), ==, "Black leads by 9.0");
  destroy_window (window);

  /* Sabaki's winrates alone are drawn as winrates. */
  window = window_with ("(;GM[1]FF[4]SZ[9]SBKV[50];B[ee]SBKV[62.5];W[cc]SBKV[40])");
  analysis = window->analysis;
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (analysis->graph)));
  g_assert_cmpfloat_with_epsilon (tg_score_graph_get_value (analysis->graph, 1), 0.625, 1e-9);
  g_assert_cmpstr (label_text (window, "winrate_label"), ==,
                   "Win rate: Black 40% · White 60%");
  destroy_window (window);
}

static AdwMessageDialog *
find_dialog (TgWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (item) &&
          gtk_window_get_transient_for (GTK_WINDOW (item)) == GTK_WINDOW (window))
        return ADW_MESSAGE_DIALOG (item);
    }
  return NULL;
}

static gboolean
has_dialog (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;

  return find_dialog (window) != NULL;
}

static void
test_crash (void)
{
  TgWindow *window;
  g_autoptr(GVariant) state = NULL;
  guint64 version;

  use_fake (LEADS " --crash-after=1");
  window = window_with (RECORD);
  version = tg_game_get_version (game_of (window));
  activate (window, "analysis", NULL);
  tg_test_wait_until (has_dialog, window);
  g_assert_cmpstr (adw_message_dialog_get_heading (find_dialog (window)), ==,
                   "Fake Stopped Analysing");
  g_assert_true (g_str_has_prefix (adw_message_dialog_get_body (find_dialog (window)),
                                   "The engine quit with exit status 3 after saying "
                                   "“fake engine: out of memory”.\n\nThe game is as it was"));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "analysis");
  g_assert_false (g_variant_get_boolean (state));
  g_assert_null (window->analysis->analyser);
  g_assert_cmpuint (tg_game_get_version (game_of (window)), ==, version);
  destroy_window (window);
}

/* An engine that floods: said, the analysis off, the window alive. */
static void
test_flood (void)
{
  TgWindow *window;
  g_autoptr(GVariant) state = NULL;

  use_fake ("--mode=flood");
  window = window_with (RECORD);
  activate (window, "analysis", NULL);
  tg_test_wait_until (has_dialog, window);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (find_dialog (window)),
                            "a line of more than 1 MB"));
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "analysis");
  g_assert_false (g_variant_get_boolean (state));
  g_assert_null (tg_board_scene_get_analysis (window->scene));
  destroy_window (window);
}

/* GNU Go, as installed, through the window: every position gets a
 * value, and the last agrees with Black's clear win. */
static void
test_gnugo (void)
{
  TgWindow *window;
  g_autoptr(GPtrArray) line = NULL;
  double lead;

  if (!g_file_test (GNUGO, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_test_skip ("GNU Go is not installed (" GNUGO "; Debian's gnugo package)");
      return;
    }
  g_settings_set_int (settings, "gnugo-level", 1);
  window = window_with (WALL);
  activate (window, "analyse-game", g_variant_new_string ("main"));
  tg_test_wait_until (batch_done, window);
  line = tg_analysis_record_line (game_of (window), NULL);
  g_assert_cmpuint (line->len, ==, 24);
  for (guint i = 0; i < line->len; i++)
    g_assert_true (tg_analysis_record_read (line->pdata[i], NULL, NULL));
  tg_analysis_record_read (line->pdata[line->len - 1], &lead, NULL);
  g_assert_cmpfloat (lead, >, 20);
  destroy_window (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  settings = g_settings_new (APP_ID);
  app = tg_test_application_new ();

  g_test_add_func ("/window-analysis/live", test_live);
  g_test_add_func ("/window-analysis/whole-game", test_whole_game);
  g_test_add_func ("/window-analysis/cancel", test_cancel);
  g_test_add_func ("/window-analysis/close-during", test_close_during);
  g_test_add_func ("/window-analysis/stored", test_stored);
  g_test_add_func ("/window-analysis/crash", test_crash);
  g_test_add_func ("/window-analysis/flood", test_flood);
  g_test_add_func ("/window-analysis/gnugo", test_gnugo);

  status = g_test_run ();
  tg_test_application_free (app);
  g_clear_object (&settings);
  return status;
}
