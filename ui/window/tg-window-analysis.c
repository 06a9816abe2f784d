/* tg-window-analysis.c: the live analysis of the node shown.
 *
 * While win.analysis is on, the analysis engine (a process of its own,
 * apart from any engine playing) analyses the current node and follows
 * it; its reports reach the board at most once a frame, on the board's
 * analysis layer alone, and only for the node they are about.  Whatever
 * goes wrong stops the analysis with a message; the game is untouched.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-analysis-label.h"
#include "tg-window-analysis-private.h"

/* Candidates on the board, at most. */
#define MAX_CANDIDATES 20
/* Moves of a variation shown under the pointer, at most. */
#define MAX_PV 20

/* Actions that are settings' keys, by the same names. */
static const char *from_settings[] = { "show-territory", "analysis-value", "analysis-engine" };

TgEngineProfile *
_tg_window_analysis_profile (TgWindowAnalysis *self)
{
  g_autofree char *id = g_settings_get_string (self->settings, "analysis-engine");
  TgEngineProfile *profile = tg_engine_profile_find (self->settings, id);

  return profile != NULL ? profile : tg_engine_profile_find (self->settings, "gnugo");
}

TgEngine *
_tg_window_analysis_engine (TgWindowAnalysis *self,
                            TgEngineProfile  *profile)
{
  g_autoptr(GError) error = NULL;
  TgEngine *engine = tg_engine_profile_create_engine (profile, self->settings,
                                                      tg_game_get_rules (self->window->game),
                                                      &error);

  if (engine == NULL)
    {
      /* Translators: "GNU Go cannot analyse: …" */
      g_autofree char *toast = g_strdup_printf (_("%s cannot analyse: %s"), profile->name,
                                                error->message);

      _tg_window_add_toast (self->window, toast);
    }
  return engine;
}

gboolean
_tg_window_analysis_show_winrate (TgWindowAnalysis *self)
{
  g_autofree char *value = g_settings_get_string (self->settings, "analysis-value");

  return g_str_equal (value, "winrate");
}

static gboolean
analysis_on (TgWindowAnalysis *self)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (self->analysis_action));

  return g_variant_get_boolean (state);
}

/* What the board shows */

static const TgCandidate *
candidate_at (TgAnalysis *analysis,
              TgPoint     point)
{
  for (guint i = 0; analysis != NULL && i < analysis->candidates->len; i++)
    {
      const TgCandidate *candidate = &g_array_index (analysis->candidates, TgCandidate, i);

      if (candidate->point == point)
        return candidate;
    }
  return NULL;
}

/* The variation of the candidate under the pointer, if any. */
static void
show_pv (TgWindowAnalysis *self)
{
  TgBoardScene *scene = self->window->scene;
  const TgCandidate *candidate = NULL;
  TgPoint hover;

  if (tg_board_scene_get_hover (scene, &hover))
    candidate = candidate_at (self->shown, hover);
  if (candidate == NULL || candidate->pv == NULL || candidate->pv->len == 0)
    {
      tg_board_scene_set_analysis_pv (scene, NULL, 0, TG_EMPTY);
      return;
    }
  tg_board_scene_set_analysis_pv (scene, (const TgPoint *) candidate->pv->data,
                                  MIN (candidate->pv->len, MAX_PV), self->shown->to_move);
}

/* What the side panel says of the live analysis. */
static void
show_live (TgWindowAnalysis *self)
{
  tg_analysis_panel_set_live (self->window->analysis_panel, self->shown,
                              self->profile != NULL ? self->profile->name : NULL,
                              _tg_window_analysis_show_winrate (self));
}

static void
paint (TgWindowAnalysis *self)
{
  TgAnalysis *analysis = self->shown;
  /* What is shown is of the current node: a move elsewhere drops it. */
  TgNode *node = tg_game_get_current (self->game);
  TgCandidateShows shows = tg_candidate_shows (analysis, _tg_window_analysis_show_winrate (self));
  guint n = MIN (analysis->candidates->len, MAX_CANDIDATES);
  g_autofree TgBoardCandidate *candidates = g_new0 (TgBoardCandidate, MAX (n, 1));
  gboolean territory = g_settings_get_boolean (self->settings, "show-territory");

  for (guint i = 0; i < n; i++)
    {
      const TgCandidate *candidate = &g_array_index (analysis->candidates, TgCandidate, i);

      candidates[i].point = candidate->point;
      candidates[i].best = i == 0;
      candidates[i].quality = tg_candidate_quality (analysis, i, shows);
      candidates[i].text = tg_candidate_text (analysis, i, shows);
      candidates[i].description = tg_candidate_describe (analysis, i, shows);
    }
  if (tg_board_scene_set_analysis (self->window->scene, node, candidates, n,
                                   territory ? analysis->ownership : NULL))
    {
      self->n_painted++;
      show_pv (self);
    }
  for (guint i = 0; i < n; i++)
    {
      g_free (candidates[i].text);
      g_free (candidates[i].description);
    }
  tg_score_graph_set_live (self->graph, node, analysis->score_lead, analysis->winrate);
  show_live (self);
}

static gboolean
on_tick (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  TgWindowAnalysis *self = user_data;

  self->tick_id = 0;
  if (self->pending != NULL)
    {
      g_clear_pointer (&self->shown, tg_analysis_unref);
      self->shown = g_steal_pointer (&self->pending);
      paint (self);
    }
  return G_SOURCE_REMOVE;
}

static void
on_update (TgAnalyser       *analyser,
           TgNode           *node,
           TgAnalysis       *analysis,
           TgWindowAnalysis *self)
{
  /* A report on a node no longer shown, or after the toggle went off. */
  if (node != tg_game_get_current (self->game) || !analysis_on (self))
    return;
  g_clear_pointer (&self->pending, tg_analysis_unref);
  self->pending = tg_analysis_ref (analysis);
  /* However fast reports come, the board is painted once a frame. */
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->window->board_view),
                                                  on_tick, self, NULL);
}

static void
on_done (TgAnalyser       *analyser,
         TgNode           *node,
         TgAnalysis       *analysis,
         const char       *error,
         TgWindowAnalysis *self)
{
  if (error != NULL && node == tg_game_get_current (self->game) && analysis_on (self) &&
      tg_analyser_get_failure (analyser) == NULL)
    {
      /* Translators: "No analysis: the engine refused a command: …" */
      g_autofree char *toast = g_strdup_printf (_("No analysis: %s"), error);

      _tg_window_add_toast (self->window, toast);
    }
  _tg_window_analysis_update (self);
}

static void stop_live (TgWindowAnalysis *self);
static void ask (TgWindowAnalysis *self);

static void
on_failed (TgAnalyser       *analyser,
           const char       *message,
           TgWindowAnalysis *self)
{
  /* Translators: "GNU Go stopped analysing", then why */
  g_autofree char *heading = g_strdup_printf (_("%s Stopped Analysing"), self->profile->name);
  /* Translators: the engine's reason first, "The engine stopped unexpectedly" */
  g_autofree char *body = g_strdup_printf (_("%s.\n\nThe game is as it was. Turn the analysis "
                                             "on again to start the engine afresh."), message);

  stop_live (self);
  g_simple_action_set_state (self->analysis_action, g_variant_new_boolean (FALSE));
  _tg_window_show_error (self->window, heading, body);
  _tg_window_analysis_update (self);
}

/* The engine and what it was asked go; the board forgets what it said. */
static void
stop_live (TgWindowAnalysis *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->window->board_view), self->tick_id);
  self->tick_id = 0;
  if (self->analyser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analyser, self);
      tg_analyser_stop (self->analyser);
      tg_engine_process_stop (TG_ENGINE_PROCESS (tg_analyser_get_engine (self->analyser)));
    }
  g_clear_object (&self->analyser);
  g_clear_pointer (&self->profile, tg_engine_profile_free);
  /* By function: the window's own group follows the game for us too. */
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_func (self->game, ask, self);
  g_clear_object (&self->game);
  g_clear_pointer (&self->pending, tg_analysis_unref);
  g_clear_pointer (&self->shown, tg_analysis_unref);
  tg_board_scene_clear_analysis (self->window->scene);
  show_live (self);
}

/* Asks about the current node: what was said of another goes. */
static void
ask (TgWindowAnalysis *self)
{
  g_clear_pointer (&self->pending, tg_analysis_unref);
  g_clear_pointer (&self->shown, tg_analysis_unref);
  tg_analyser_analyse (self->analyser, 0, g_settings_get_boolean (self->settings,
                                                                  "show-territory"));
  show_live (self);
}

static gboolean
start_live (TgWindowAnalysis *self)
{
  g_autoptr(TgEngine) engine = NULL;

  self->profile = _tg_window_analysis_profile (self);
  engine = _tg_window_analysis_engine (self, self->profile);
  if (engine == NULL)
    {
      g_clear_pointer (&self->profile, tg_engine_profile_free);
      return FALSE;
    }
  self->game = g_object_ref (self->window->game);
  self->analyser = tg_analyser_new (engine, self->game,
                                    tg_engine_profile_get_rules_commands (self->profile),
                                    TG_ANALYSIS_SIDE_TO_MOVE);
  g_signal_connect (self->analyser, "update", G_CALLBACK (on_update), self);
  g_signal_connect (self->analyser, "done", G_CALLBACK (on_done), self);
  g_signal_connect (self->analyser, "failed", G_CALLBACK (on_failed), self);
  /* The game says when its current node moves: asked about at once. */
  g_signal_connect_swapped (self->game, "notify::current-node", G_CALLBACK (ask), self);
  return TRUE;
}

/* Starts the analysis of the window's game when it is on and not
 * running; from then on it follows the game's current node. */
static void
follow (TgWindowAnalysis *self)
{
  if (!analysis_on (self))
    return;
  if (self->analyser != NULL && self->game != self->window->game)
    stop_live (self);
  if (self->analyser != NULL)
    return;
  if (!start_live (self))
    {
      g_simple_action_set_state (self->analysis_action, g_variant_new_boolean (FALSE));
      return;
    }
  ask (self);
}

/* Actions */

static void
change_analysis (GSimpleAction *action,
                 GVariant      *state,
                 gpointer       user_data)
{
  TgWindowAnalysis *self = user_data;

  g_simple_action_set_state (action, state);
  if (g_variant_get_boolean (state))
    follow (self);
  else
    stop_live (self);
  _tg_window_analysis_update (self);
}

static void
analyse_game (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  _tg_window_analysis_start_batch (user_data,
                                   g_str_equal (g_variant_get_string (parameter, NULL),
                                                "current"));
}

static void
cancel_analysis (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  _tg_window_analysis_cancel_batch (user_data);
}

/* Another engine, or the map asked for or not: the analysis starts
 * again with what is asked now. */
static void
on_engine_setting (TgWindowAnalysis *self)
{
  stop_live (self);
  follow (self);
  _tg_window_analysis_update (self);
}

static void
on_value_setting (TgWindowAnalysis *self)
{
  if (self->shown != NULL)
    paint (self);
  tg_score_graph_set_show_winrate (self->graph, _tg_window_analysis_show_winrate (self));
  show_live (self);
}

static void
on_territory_setting (TgWindowAnalysis *self)
{
  /* GNU Go's map is a question of its own: asked again. */
  if (self->analyser != NULL)
    ask (self);
}

static void
fill_engines (TgWindowAnalysis *self)
{
  GMenu *section = self->engines_section;
  g_autoptr(GPtrArray) profiles = tg_engine_profile_list_available (self->settings);

  g_menu_remove_all (section);
  for (guint i = 0; i < profiles->len; i++)
    {
      TgEngineProfile *profile = profiles->pdata[i];
      g_autoptr(GMenuItem) item = g_menu_item_new (profile->name, NULL);

      g_menu_item_set_action_and_target (item, "win.analysis-engine", "s", profile->id);
      g_menu_append_item (section, item);
    }
}

TgWindowAnalysis *
_tg_window_analysis_new (TgWindow *window)
{
  TgWindowAnalysis *self = g_new0 (TgWindowAnalysis, 1);
  const GActionEntry entries[] = {
    { "analysis", NULL, NULL, "false", change_analysis },
    { "analyse-game", analyse_game, "s" },
    { "cancel-analysis", cancel_analysis },
  };

  self->window = window;
  self->settings = g_object_ref (window->settings);
  self->engines_section =
    g_object_ref (G_MENU (gtk_widget_get_template_child (GTK_WIDGET (window), TG_TYPE_WINDOW,
                                                         "analysis_engines_section")));
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), self);
  self->analysis_action = G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (window),
                                                                       "analysis"));
  self->analyse_game_action =
    G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (window), "analyse-game"));
  self->cancel_action = G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (window),
                                                                     "cancel-analysis"));
  g_simple_action_set_enabled (self->cancel_action, FALSE);
  for (guint i = 0; i < G_N_ELEMENTS (from_settings); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, from_settings[i]);

      g_action_map_add_action (G_ACTION_MAP (window), action);
    }
  g_signal_connect_swapped (self->settings, "changed::analysis-engine",
                            G_CALLBACK (on_engine_setting), self);
  g_signal_connect_swapped (self->settings, "changed::analysis-value",
                            G_CALLBACK (on_value_setting), self);
  g_signal_connect_swapped (self->settings, "changed::show-territory",
                            G_CALLBACK (on_territory_setting), self);
  g_signal_connect_swapped (self->settings, "changed::engines", G_CALLBACK (fill_engines), self);
  g_signal_connect_swapped (window->scene, "notify::hover", G_CALLBACK (show_pv), self);
  fill_engines (self);
  self->graph = tg_analysis_panel_get_graph (window->analysis_panel);
  tg_score_graph_set_show_winrate (self->graph, _tg_window_analysis_show_winrate (self));
  return self;
}

void
_tg_window_analysis_free (TgWindowAnalysis *self)
{
  g_signal_handlers_disconnect_by_data (self->settings, self);
  g_signal_handlers_disconnect_by_data (self->window->scene, self);
  /* They would follow the settings after the window is gone. */
  for (guint i = 0; i < G_N_ELEMENTS (from_settings); i++)
    g_action_map_remove_action (G_ACTION_MAP (self->window), from_settings[i]);
  stop_live (self);
  /* A window going away stores nothing more. */
  if (self->batch != NULL)
    g_signal_handlers_disconnect_by_data (self->batch, self);
  g_clear_handle_id (&self->progress_tick_id, g_source_remove);
  g_clear_object (&self->batch);
  g_clear_object (&self->settings);
  g_clear_object (&self->engines_section);
  g_free (self);
}

void
_tg_window_analysis_game_replaced (TgWindowAnalysis *self)
{
  /* Analyse Whole Game belongs to the game it analyses. */
  _tg_window_analysis_cancel_batch (self);
  tg_score_graph_set_game (self->graph, self->window->game);
  follow (self);
  _tg_window_analysis_update (self);
}
