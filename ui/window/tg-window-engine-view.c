/* tg-window-engine-view.c: the engines as the window's actions show
 * them (the bar under the player cards is tg-engine-bar.c): the Players
 * menu, the engine actions and what a person may do while an engine
 * plays, and the dialog that reports a failure.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-window-engine-private.h"

/* Failures */

/* Forgets the dialog (closed, or about to be); the weak pointer keeps
 * the field honest when it closes in other ways. */
static void
forget_failure_dialog (TgWindowEngine *self)
{
  if (self->failure_dialog == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->failure_dialog, self);
  g_object_remove_weak_pointer (G_OBJECT (self->failure_dialog), (gpointer *) &self->failure_dialog);
  self->failure_dialog = NULL;
}

static void
failure_response_cb (TgWindowEngine   *self,
                     const char       *response,
                     AdwMessageDialog *dialog)
{
  forget_failure_dialog (self);
  if (g_strcmp0 (response, "restart") == 0)
    g_action_activate (G_ACTION (self->restart_action), NULL);
}

void
_tg_window_engine_show_failure (TgWindowEngine *self,
                                const char     *name,
                                const char     *message)
{
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  _tg_window_engine_update_actions (self);
  if (self->failure_dialog != NULL)
    return;
  /* Translators: "GNU Go Stopped Playing" */
  heading = g_strdup_printf (_("%s Stopped Playing"), name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), heading, NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s.\n\n%s", message,
                                  _("The game is kept as it was. Restart the engine to go on, "
                                    "or let a person play its colour from the Players menu."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", _("_Close"),
                                    "restart", _("_Restart Engine"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "restart",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "restart");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_swapped (dialog, "response", G_CALLBACK (failure_response_cb), self);
  self->failure_dialog = ADW_MESSAGE_DIALOG (dialog);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->failure_dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* What a person may do */

static TgColor
failed_color (TgMatch *match)
{
  if (tg_match_get_failure (match, TG_BLACK) != NULL)
    return TG_BLACK;
  if (tg_match_get_failure (match, TG_WHITE) != NULL)
    return TG_WHITE;
  return TG_EMPTY;
}

void
_tg_window_engine_update_actions (TgWindowEngine *self)
{
  TgMatch *match = self->match;
  TgColor turn = tg_match_get_engine_turn (match);
  TgColor failed = failed_color (match);
  gboolean any = tg_match_get_engine (match, TG_BLACK) != NULL
                 || tg_match_get_engine (match, TG_WHITE) != NULL;

  /* A person does not move, pass or resign for an engine that plays. */
  tg_board_scene_set_interactive (self->window->scene, turn == TG_EMPTY);
  _tg_window_update_actions_following (self->window, "engine-turn");
  g_simple_action_set_enabled (self->pause_action, any);
  g_simple_action_set_enabled (self->restart_action, failed != TG_EMPTY);
  g_simple_action_set_enabled (self->hint_action,
                               tg_game_get_phase (self->window->game) == TG_PHASE_PLAYING
                               && self->window->handicap_wanted == 0
                               && turn == TG_EMPTY && !tg_match_get_hint_pending (match));
}

/* Actions */

static void
player_change_state (GSimpleAction *action,
                     GVariant      *value,
                     gpointer       user_data)
{
  TgWindowEngine *self = user_data;
  const char *id = g_variant_get_string (value, NULL);

  if (action == self->player_actions[0])
    _tg_window_engine_set_players (self, id, _tg_window_engine_player_id (self, TG_WHITE));
  else
    _tg_window_engine_set_players (self, _tg_window_engine_player_id (self, TG_BLACK), id);
}

static void
pause_change_state (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  TgWindowEngine *self = user_data;

  g_simple_action_set_state (action, value);
  tg_match_set_paused (self->match, g_variant_get_boolean (value));
}

static void
restart_activate (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  TgWindowEngine *self = user_data;

  tg_match_restart_failed (self->match);
}

static void
hint_activate (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  _tg_window_engine_request_hint (user_data);
}

static void
rebuild_players_menu (TgWindowEngine *self)
{
  g_autoptr(GPtrArray) profiles = tg_engine_profile_list_available (self->settings);
  const char *actions[2] = { "win.black-player", "win.white-player" };
  const char *titles[2] = { _("Black"), _("White") };

  g_menu_remove_all (self->players_menu);
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(GMenu) section = g_menu_new ();
      g_autoptr(GMenuItem) person = g_menu_item_new (_("A Person"), NULL);

      g_menu_item_set_action_and_target (person, actions[i], "s", "");
      g_menu_append_item (section, person);
      for (guint k = 0; k < profiles->len; k++)
        {
          TgEngineProfile *profile = profiles->pdata[k];
          g_autoptr(GMenuItem) item = g_menu_item_new (profile->name, NULL);

          g_menu_item_set_action_and_target (item, actions[i], "s", profile->id);
          g_menu_append_item (section, item);
        }
      g_menu_append_section (self->players_menu, titles[i], G_MENU_MODEL (section));
    }
}

static GSimpleAction *
add_action (TgWindowEngine *self,
            GSimpleAction  *action)
{
  g_action_map_add_action (G_ACTION_MAP (self->window), G_ACTION (action));
  g_object_unref (action);
  return action;
}

TgWindowEngine *
_tg_window_engine_new (TgWindow *window)
{
  TgWindowEngine *self = g_new0 (TgWindowEngine, 1);
  const char *player_names[2] = { "black-player", "white-player" };

  self->window = window;
  self->settings = g_object_ref (window->settings);
  self->players_menu =
    g_object_ref (G_MENU (gtk_widget_get_template_child (GTK_WIDGET (window), TG_TYPE_WINDOW,
                                                         "players_menu")));

  for (int i = 0; i < 2; i++)
    {
      self->player_actions[i] =
        add_action (self, g_simple_action_new_stateful (player_names[i], G_VARIANT_TYPE_STRING,
                                                        g_variant_new_string ("")));
      g_signal_connect (self->player_actions[i], "change-state",
                        G_CALLBACK (player_change_state), self);
    }
  self->pause_action = add_action (self, g_simple_action_new_stateful ("engine-pause", NULL,
                                                                       g_variant_new_boolean (FALSE)));
  g_signal_connect (self->pause_action, "change-state", G_CALLBACK (pause_change_state), self);
  self->restart_action = add_action (self, g_simple_action_new ("engine-restart", NULL));
  g_signal_connect (self->restart_action, "activate", G_CALLBACK (restart_activate), self);
  self->hint_action = add_action (self, g_simple_action_new ("hint", NULL));
  g_signal_connect (self->hint_action, "activate", G_CALLBACK (hint_activate), self);

  rebuild_players_menu (self);
  g_signal_connect_swapped (self->settings, "changed::engines",
                            G_CALLBACK (rebuild_players_menu), self);
  return self;
}

void
_tg_window_engine_free (TgWindowEngine *self)
{
  /* The match stops the engines. */
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  for (int i = 0; i < 2; i++)
    g_clear_pointer (&self->profiles[i], tg_engine_profile_free);
  if (self->failure_dialog != NULL)
    {
      GtkWindow *dialog = GTK_WINDOW (self->failure_dialog);

      forget_failure_dialog (self);
      gtk_window_destroy (dialog);
    }
  for (int i = 0; i < 2; i++)
    g_signal_handlers_disconnect_by_data (self->player_actions[i], self);
  g_signal_handlers_disconnect_by_data (self->pause_action, self);
  g_signal_handlers_disconnect_by_data (self->restart_action, self);
  g_signal_handlers_disconnect_by_data (self->hint_action, self);
  g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->players_menu);
  g_free (self);
}
