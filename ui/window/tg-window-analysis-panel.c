/* tg-window-analysis-panel.c: what the window shows in the analysis
 * panel (tg-analysis-panel.c) beside its values: the graph's place, and
 * Analyse Whole Game with its progress.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-analysis-record.h"
#include "tg-window-analysis-private.h"

void
_tg_window_analysis_update (TgWindowAnalysis *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (self->analysis_action));
  gboolean on = g_variant_get_boolean (state);

  if (self->window->game == NULL)
    return;
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
  tg_analysis_panel_show_progress (self->window->analysis_panel, text,
                                   total > 0 ? (double) done / total : 0);
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
  tg_analysis_panel_show_progress (self->window->analysis_panel, NULL, 0);
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
