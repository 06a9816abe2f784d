/* tg-window-analysis-panel.c: the analysis in the side panel (the node's
 * score lead and winrate; the review of the line: each player's average
 * loss, mistakes by size, the biggest ones, a click away), the score
 * graph under the board, and Analyse Whole Game with its progress.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-analysis-label.h"
#include "tg-analysis-record.h"
#include "tg-window-analysis-private.h"

/* Losses listed in the panel, at most. */
#define MAX_LOSSES 8

static GtkLabel *
add_label (GtkWidget  *box,
           const char *style)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  gtk_box_append (GTK_BOX (box), label);
  return GTK_LABEL (label);
}

static void
on_loss_activated (GtkListBox       *list,
                   GtkListBoxRow    *row,
                   TgWindowAnalysis *self)
{
  TgNode *node = g_object_get_data (G_OBJECT (row), "tg-node");

  if (node != NULL && tg_node_get_root (node) == tg_game_get_root (self->window->game))
    tg_game_set_current (self->window->game, node);
}

void
_tg_window_analysis_build_panel (TgWindowAnalysis *self)
{
  GtkWidget *box, *heading, *progress, *cancel, *row;

  /* The node's values. */
  self->values_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_top (self->values_box, 12);
  heading = GTK_WIDGET (add_label (self->values_box, "heading"));
  gtk_label_set_text (GTK_LABEL (heading), _("Analysis"));
  self->lead_label = add_label (self->values_box, "numeric");
  self->winrate_label = add_label (self->values_box, "numeric");
  self->source_label = add_label (self->values_box, "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->source_label), "caption");
  self->legend_label = add_label (self->values_box, "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (self->legend_label), "caption");
  gtk_box_append (self->window->analysis_box, self->values_box);

  /* The review of the line. */
  self->review_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_top (self->review_box, 12);
  heading = GTK_WIDGET (add_label (self->review_box, "heading"));
  gtk_label_set_text (GTK_LABEL (heading), _("Review"));
  for (int i = 0; i < 2; i++)
    self->summary_labels[i] = add_label (self->review_box, "numeric");
  heading = GTK_WIDGET (add_label (self->review_box, "dim-label"));
  gtk_widget_add_css_class (heading, "caption");
  gtk_label_set_text (GTK_LABEL (heading), _("An inaccuracy loses 2 points or more, a mistake 5, "
                                             "a blunder 10."));
  heading = GTK_WIDGET (add_label (self->review_box, "caption-heading"));
  gtk_label_set_text (GTK_LABEL (heading), _("Biggest Mistakes"));
  self->losses_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->losses_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->losses_list), "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->losses_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Biggest Mistakes"), -1);
  g_signal_connect (self->losses_list, "row-activated", G_CALLBACK (on_loss_activated), self);
  gtk_box_append (GTK_BOX (self->review_box), GTK_WIDGET (self->losses_list));
  gtk_box_append (self->window->analysis_box, self->review_box);

  /* Analyse Whole Game's progress, over the graph. */
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (box, 12);
  progress = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_hexpand (progress, TRUE);
  gtk_widget_set_valign (progress, GTK_ALIGN_CENTER);
  self->progress_label = add_label (progress, "caption");
  self->progress_bar = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->progress_bar),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Analysis Progress"), -1);
  gtk_box_append (GTK_BOX (progress), GTK_WIDGET (self->progress_bar));
  gtk_box_append (GTK_BOX (box), progress);
  cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "win.cancel-analysis");
  gtk_widget_set_valign (cancel, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), cancel);
  self->progress_revealer = GTK_REVEALER (gtk_revealer_new ());
  gtk_revealer_set_child (self->progress_revealer, box);
  gtk_box_append (self->window->graph_box, GTK_WIDGET (self->progress_revealer));

  self->graph = TG_SCORE_GRAPH (tg_score_graph_new ());
  row = GTK_WIDGET (self->graph);
  gtk_widget_set_size_request (row, -1, 96);
  gtk_widget_set_margin_start (row, 6);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_widget_set_tooltip_text (row, _("Click or drag to go to a move"));
  gtk_box_append (self->window->graph_box, row);
}

/* Values */

static char *
format_lead (double lead)
{
  if (!isfinite (lead))
    return NULL;
  if (fabs (lead) < 0.05)
    return g_strdup (_("Even game"));
  /* Translators: the analysis engine's estimate, "Black leads by 3.5" */
  return g_strdup_printf (lead > 0 ? _("Black leads by %.1f") : _("White leads by %.1f"),
                          fabs (lead));
}

static char *
format_winrate (double winrate)
{
  if (!isfinite (winrate))
    return NULL;
  /* Translators: Black's and White's chances, "Win rate: Black 57% · White 43%" */
  return g_strdup_printf (_("Win rate: Black %.0f%% · White %.0f%%"), 100 * winrate,
                          100 * (1 - winrate));
}

static void
set_optional (GtkLabel   *label,
              const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

static void
update_values (TgWindowAnalysis *self,
               gboolean          on)
{
  TgNode *current = tg_game_get_current (self->window->game);
  double lead = NAN, winrate = NAN;
  g_autofree char *lead_text = NULL;
  g_autofree char *winrate_text = NULL;
  g_autofree char *source = NULL;
  const char *legend = NULL;

  if (self->shown != NULL)
    {
      TgCandidateShows shows = tg_candidate_shows (self->shown,
                                                   _tg_window_analysis_show_winrate (self));
      const TgCandidate *best = tg_analysis_get_best (self->shown);

      if (best != NULL)
        legend = tg_candidate_legend (shows, best->visits > 0);
      lead = self->shown->score_lead;
      winrate = self->shown->winrate;
      if (self->shown->visits > 0)
        /* Translators: "KataGo · 1200 visits" */
        source = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u visit", "%s · %u visits",
                                               self->shown->visits),
                                  self->profile->name, self->shown->visits);
      else
        source = g_strdup (self->profile->name);
    }
  else if (tg_analysis_record_read (current, &lead, &winrate))
    source = g_strdup (_("As stored in the record"));
  else if (on && self->profile != NULL)
    /* Translators: "GNU Go is thinking…" */
    source = g_strdup_printf (_("%s is thinking…"), self->profile->name);

  lead_text = format_lead (lead);
  winrate_text = format_winrate (winrate);
  set_optional (self->lead_label, lead_text);
  set_optional (self->winrate_label, winrate_text);
  set_optional (self->source_label, source);
  set_optional (self->legend_label, legend);
  gtk_widget_set_visible (self->values_box, source != NULL);
}

/* The review */

static char *
player_summary (const char                   *name,
                const TgAnalysisPlayerReview *player)
{
  /* Translators: one player's review: "Black lost 1.4 points a move ·
   * inaccuracies: 3, mistakes: 1, blunders: 0" */
  return g_strdup_printf (_("%s lost %.1f points a move · inaccuracies: %u, mistakes: %u, "
                            "blunders: %u"),
                          name, player->n_moves > 0 ? player->total_lost / player->n_moves : 0,
                          player->counts[TG_LOSS_INACCURACY], player->counts[TG_LOSS_MISTAKE],
                          player->counts[TG_LOSS_BLUNDER]);
}

static GtkWidget *
loss_row (TgWindowAnalysis     *self,
          const TgAnalysisLoss *loss)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *point = loss->point == TG_PASS
                           ? g_strdup (_("pass"))
                           : tg_board_point_to_gtp (tg_game_get_board (self->window->game),
                                                    loss->point);
  /* Translators: a mistake found by the review: "Move 34, White C3: −10.5" */
  g_autofree char *text = g_strdup_printf (_("Move %u, %s %s: −%.1f"), loss->move_number,
                                           loss->color == TG_BLACK ? _("Black") : _("White"),
                                           point, loss->points_lost);

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data (G_OBJECT (row), "tg-node", loss->node);
  return row;
}

static void
update_review (TgWindowAnalysis *self)
{
  GPtrArray *line = tg_score_graph_get_line (self->graph);
  g_autoptr(TgAnalysisReview) review = NULL;
  g_autoptr(GString) key = NULL;
  GtkWidget *child;

  /* A jump along the line reviews nothing again: a long record's line
   * is a long walk. */
  if (line == self->reviewed_line)
    return;
  g_clear_pointer (&self->reviewed_line, g_ptr_array_unref);
  self->reviewed_line = g_ptr_array_ref (line);
  review = tg_analysis_review_new (line);
  key = g_string_new (NULL);

  gtk_widget_set_visible (self->review_box, review->n_valued > 1);
  if (review->n_valued <= 1)
    return;
  /* Rebuilt only when it says something else. */
  g_string_printf (key, "%u %u %u %.3f %.3f", review->n_valued, review->losses->len,
                   review->players[0].n_moves, review->players[0].total_lost,
                   review->players[1].total_lost);
  for (guint i = 0; i < MIN (review->losses->len, MAX_LOSSES); i++)
    g_string_append_printf (key, " %p", g_array_index (review->losses, TgAnalysisLoss, i).node);
  if (g_strcmp0 (key->str, self->review_key) == 0)
    return;
  g_free (self->review_key);
  self->review_key = g_strdup (key->str);

  for (int i = 0; i < 2; i++)
    {
      g_autofree char *text = player_summary (i == 0 ? _("Black") : _("White"),
                                              &review->players[i]);

      gtk_label_set_text (self->summary_labels[i], text);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->losses_list))) != NULL)
    gtk_list_box_remove (self->losses_list, child);
  for (guint i = 0; i < MIN (review->losses->len, MAX_LOSSES); i++)
    gtk_list_box_append (self->losses_list,
                         loss_row (self, &g_array_index (review->losses, TgAnalysisLoss, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->losses_list), review->losses->len > 0);
}

void
_tg_window_analysis_update (TgWindowAnalysis *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (self->analysis_action));
  gboolean on = g_variant_get_boolean (state);

  if (self->window->game == NULL)
    return;
  update_values (self, on);
  update_review (self);
  gtk_widget_set_visible (GTK_WIDGET (self->graph),
                          tg_score_graph_has_values (self->graph) || on || self->batch != NULL);
  g_simple_action_set_enabled (self->analyse_game_action,
                               self->batch == NULL || !tg_analysis_batch_get_running (self->batch));
}

/* Analyse Whole Game */

static void
show_progress (TgWindowAnalysis *self)
{
  TgAnalysisBatch *batch = self->batch;
  guint done = tg_analysis_batch_get_n_done (batch);
  guint total = tg_analysis_batch_get_n_positions (batch);
  double left = tg_analysis_batch_get_seconds_left (batch);
  g_autofree char *text = NULL;

  if (left < 0)
    /* Translators: "Analysing position 1 of 212" */
    text = g_strdup_printf (_("Analysing position %u of %u"), MIN (done + 1, total), total);
  else if (left < 60)
    /* Translators: "Analysing position 3 of 212 · less than a minute left" */
    text = g_strdup_printf (_("Analysing position %u of %u · less than a minute left"),
                            MIN (done + 1, total), total);
  else
    {
      guint minutes = (guint) ceil (left / 60);

      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Analysing position %u of %u · about %u minute left",
                                           "Analysing position %u of %u · about %u minutes left",
                                           minutes),
                              MIN (done + 1, total), total, minutes);
    }
  gtk_label_set_text (self->progress_label, text);
  gtk_progress_bar_set_fraction (self->progress_bar, total > 0 ? (double) done / total : 0);
}

static gboolean
on_progress_tick (gpointer user_data)
{
  show_progress (user_data);
  return G_SOURCE_CONTINUE;
}

static void
on_batch_progress (TgAnalysisBatch  *batch,
                   TgWindowAnalysis *self)
{
  guint done = tg_analysis_batch_get_n_done (batch);

  show_progress (self);
  /* The graph fills in as the answers come; GNU Go's last leads settle
   * as the next positions are answered. */
  for (guint i = done > 4 ? done - 4 : 0; i < done; i++)
    {
      TgAnalysis *analysis = tg_analysis_batch_get_result (batch, i);
      TgNode *node = tg_analysis_batch_get_node (batch, i);

      if (analysis != NULL && node != NULL)
        tg_score_graph_set_live (self->graph, node, tg_analysis_batch_get_lead (batch, i),
                                 analysis->winrate);
    }
}

static void
on_batch_finished (TgAnalysisBatch  *batch,
                   gboolean          cancelled,
                   const char       *error,
                   TgWindowAnalysis *self)
{
  guint total = tg_analysis_batch_get_n_positions (batch);
  /* What finished is kept, even after Cancel: one step, one undo. */
  guint stored = tg_analysis_batch_store (batch);
  g_autofree char *toast = NULL;

  g_clear_handle_id (&self->progress_tick_id, g_source_remove);
  /* The record has them now, and an undo takes them out of the graph. */
  tg_score_graph_clear_live (self->graph);
  gtk_revealer_set_reveal_child (self->progress_revealer, FALSE);
  g_simple_action_set_enabled (self->cancel_action, FALSE);
  if (error != NULL)
    {
      g_autofree char *body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%s\n\n%u position of %u was analysed and kept.",
                                                            "%s\n\n%u positions of %u were analysed and kept.",
                                                            stored),
                                               error, stored, total);

      _tg_window_show_error (self->window, _("Analysis Stopped"), body);
    }
  else
    {
      if (cancelled)
        /* Translators: "Analysis cancelled: 34 of 212 positions kept" */
        toast = g_strdup_printf (_("Analysis cancelled: %u of %u positions kept"), stored, total);
      else
        toast = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u position analysed",
                                              "%u positions analysed", stored),
                                 stored);
      _tg_window_add_toast (self->window, toast);
    }
  _tg_window_analysis_update (self);
}

void
_tg_window_analysis_start_batch (TgWindowAnalysis *self,
                                 gboolean          current_line)
{
  TgGame *game = self->window->game;
  g_autoptr(TgEngineProfile) profile = NULL;
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(GPtrArray) line = NULL;

  if (self->batch != NULL && tg_analysis_batch_get_running (self->batch))
    return;
  profile = _tg_window_analysis_profile (self);
  engine = _tg_window_analysis_engine (self, profile);
  if (engine == NULL)
    return;
  line = tg_analysis_record_line (game, current_line ? tg_game_get_current (game) : NULL);
  g_clear_object (&self->batch);
  self->batch = tg_analysis_batch_new (engine, tg_engine_profile_get_rules_commands (profile),
                                       TG_ANALYSIS_SIDE_TO_MOVE, game, line,
                                       g_settings_get_uint (self->settings, "analysis-visits"));
  g_signal_connect (self->batch, "progress", G_CALLBACK (on_batch_progress), self);
  g_signal_connect (self->batch, "finished", G_CALLBACK (on_batch_finished), self);
  on_batch_progress (self->batch, self);
  g_clear_handle_id (&self->progress_tick_id, g_source_remove);
  self->progress_tick_id = g_timeout_add_seconds (1, on_progress_tick, self);
  gtk_revealer_set_reveal_child (self->progress_revealer, TRUE);
  g_simple_action_set_enabled (self->cancel_action, TRUE);
  tg_analysis_batch_start (self->batch);
  _tg_window_analysis_update (self);
}

void
_tg_window_analysis_cancel_batch (TgWindowAnalysis *self)
{
  if (self->batch != NULL)
    tg_analysis_batch_cancel (self->batch);
}
