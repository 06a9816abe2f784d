/* tg-window-engine.c: playing against engines in the main window.
 *
 * Each colour is a person or an engine profile.  When an engine's turn
 * comes at the end of a line in play, its TgEnginePlayer is asked for a
 * move, and the answer goes through win.play or win.pass like a click;
 * meanwhile the window stays free (browsing, saving, stopping), and an
 * answer for a position that is gone is dropped by the player.  Whatever
 * an engine does wrong stops only the engine: the game stays as it was,
 * and Restart Engine starts it again from its profile.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-engine-player.h"
#include "tg-engine-profile.h"
#include "tg-score-dialog.h"
#include "tg-window-engine.h"
#include "tg-window-private.h"

/* Between two engines, a pause after each move so people can follow. */
#define WATCH_DELAY_MS 400

typedef struct _Slot Slot;

struct _TgWindowEngine
{
  TgWindow      *window;         /* owns us */
  GSettings     *settings;
  GMenu         *players_menu;

  /* By colour - 1; one Slot when a profile plays both colours. */
  Slot          *slots[2];
  /* GNU Go, started for hints in a game no engine plays. */
  Slot          *hint_slot;
  gboolean       paused;
  gboolean       hint_pending;
  /* The end node whose dead stones were asked, so they are asked once,
   * and the marks then: the engine's list replaces them only if nobody
   * changed them meanwhile. */
  TgNode        *dead_asked;
  TgPointSet    *dead_before;
  guint          evaluate_source;
  AdwMessageDialog *failure_dialog;

  GtkWidget     *bar;
  GtkWidget     *spinner;
  GtkWidget     *icon;
  GtkLabel      *label;
  GtkWidget     *restart_button;

  GSimpleAction *player_actions[2];
  GSimpleAction *pause_action;
  GSimpleAction *restart_action;
  GSimpleAction *hint_action;
};

struct _Slot
{
  TgWindowEngine  *owner;
  TgEngineProfile *profile;
  TgEngine        *engine;
  TgEnginePlayer  *player;
  char            *failure;      /* why it stopped; NULL while it plays */
};

static void schedule_evaluate (TgWindowEngine *self);
static void update_view       (TgWindowEngine *self);

static TgGame *
game_of (TgWindowEngine *self)
{
  return self->window->game;
}

static gboolean
slot_ready (Slot *slot)
{
  return slot != NULL && slot->failure == NULL && slot->player != NULL
         && tg_engine_get_running (slot->engine);
}

static gboolean
slot_busy (Slot *slot)
{
  return slot != NULL && slot->player != NULL && tg_engine_player_get_busy (slot->player);
}

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

static void
show_failure (TgWindowEngine *self,
              Slot           *slot)
{
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  update_view (self);
  if (self->failure_dialog != NULL)
    return;
  /* Translators: "GNU Go Stopped Playing" */
  heading = g_strdup_printf (_("%s Stopped Playing"), slot->profile->name);
  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), heading, NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s.\n\n%s", slot->failure,
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

static void
slot_fail (Slot       *slot,
           const char *message)
{
  TgWindowEngine *self = slot->owner;
  g_autofree char *trimmed = g_strdup (message);

  self->hint_pending = FALSE;
  if (slot->failure != NULL)
    return;
  /* The messages are sentences without the final stop. */
  g_strchomp (trimmed);
  if (g_str_has_suffix (trimmed, "."))
    trimmed[strlen (trimmed) - 1] = '\0';
  slot->failure = g_steal_pointer (&trimmed);

  if (slot == self->hint_slot)
    {
      /* A hint is a convenience: no game stops for it. */
      g_autofree char *toast = g_strdup_printf (_("No hint: %s"), slot->failure);

      _tg_window_add_toast (self->window, toast);
      update_view (self);
      return;
    }
  show_failure (self, slot);
}

/* Signal handlers */

static gboolean
is_playing_slot (TgWindowEngine *self,
                 Slot           *slot)
{
  TgColor to_move = tg_game_get_to_move (game_of (self));

  return (to_move == TG_BLACK || to_move == TG_WHITE) && self->slots[to_move - 1] == slot;
}

static void
on_move (TgEnginePlayer *player,
         int             point,
         Slot           *slot)
{
  TgWindowEngine *self = slot->owner;
  GtkWidget *widget = GTK_WIDGET (self->window);

  /* Paused, or the colour was handed to a person meanwhile: the answer is
   * dropped, and the next request puts the engine right first. */
  if (self->paused || !is_playing_slot (self, slot))
    {
      update_view (self);
      return;
    }
  if (point == TG_PASS)
    {
      /* A person cannot pass for the engine, so the action is off now. */
      gtk_widget_action_set_enabled (widget, "win.pass", TRUE);
      gtk_widget_activate_action (widget, "win.pass", NULL);
    }
  else
    gtk_widget_activate_action (widget, "win.play", "i", point);
  update_view (self);
}

static void
on_resigned (TgEnginePlayer *player,
             Slot           *slot)
{
  TgWindowEngine *self = slot->owner;
  TgGame *game = game_of (self);
  g_autofree char *result = NULL;
  g_autofree char *toast = NULL;

  if (self->paused || !is_playing_slot (self, slot))
    return;
  tg_game_resign (game, tg_game_get_to_move (game));
  result = _tg_window_format_result (game);
  /* Translators: "GNU Go resigns: White wins by resignation" */
  toast = g_strdup_printf (_("%s resigns: %s"), slot->profile->name, result);
  _tg_window_add_toast (self->window, toast);
  gtk_window_present (GTK_WINDOW (tg_score_dialog_new (GTK_WINDOW (self->window), game)));
}

static void
on_hint (TgEnginePlayer *player,
         int             point,
         Slot           *slot)
{
  TgWindowEngine *self = slot->owner;
  g_autofree char *toast = NULL;

  self->hint_pending = FALSE;
  if (point == TG_PASS)
    {
      /* Translators: "GNU Go would pass here" */
      toast = g_strdup_printf (_("%s would pass here"), slot->profile->name);
      _tg_window_add_toast (self->window, toast);
    }
  else
    tg_board_scene_set_hint (self->window->scene, point);
  update_view (self);
}

static gboolean
same_marks (const TgPointSet *a,
            const TgPointSet *b)
{
  guint count_a = a != NULL ? tg_point_set_count (a) : 0;
  guint count_b = b != NULL ? tg_point_set_count (b) : 0;

  if (count_a == 0 || count_b == 0)
    return count_a == count_b;
  return tg_point_set_equal (a, b);
}

static void
on_dead_stones (TgEnginePlayer *player,
                TgPointSet     *dead,
                Slot           *slot)
{
  TgWindowEngine *self = slot->owner;
  TgGame *game = game_of (self);
  g_autofree char *toast = NULL;
  guint count = tg_point_set_count (dead);

  /* Marks the players changed meanwhile are theirs to keep. */
  if (tg_game_get_phase (game) != TG_PHASE_COUNTING || tg_game_get_end_node (game) != self->dead_asked
      || !same_marks (tg_game_get_dead (game), self->dead_before))
    return;
  /* The engine plays the game: its judgement replaces the estimate. */
  tg_game_set_dead (game, dead);
  if (count == 0)
    /* Translators: "GNU Go sees no dead stones" */
    toast = g_strdup_printf (_("%s sees no dead stones"), slot->profile->name);
  else
    toast = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%s marked %u dead stone: click a group to change it",
                                          "%s marked %u dead stones: click a group to change them",
                                          count),
                             slot->profile->name, count);
  _tg_window_add_toast (self->window, toast);
}

static void
on_failed (TgEnginePlayer *player,
           const char     *message,
           Slot           *slot)
{
  slot_fail (slot, message);
}

static void
on_stopped (TgEngine   *engine,
            const char *reason,
            Slot       *slot)
{
  slot_fail (slot, reason);
}

static void
on_n_pending (Slot *slot)
{
  /* A reply came or a command went: the thinking indicator follows, and a
   * dropped answer leaves the engine free to be asked again. */
  schedule_evaluate (slot->owner);
}

/* Slots */

static void
slot_bind (Slot *slot)
{
  TgWindowEngine *self = slot->owner;

  g_clear_object (&slot->player);
  slot->player = tg_engine_player_new (slot->engine, game_of (self));
  tg_engine_player_set_rules_commands (slot->player,
                                       tg_engine_profile_get_rules_commands (slot->profile));
  g_signal_connect (slot->player, "move", G_CALLBACK (on_move), slot);
  g_signal_connect (slot->player, "resigned", G_CALLBACK (on_resigned), slot);
  g_signal_connect (slot->player, "hint", G_CALLBACK (on_hint), slot);
  g_signal_connect (slot->player, "dead-stones", G_CALLBACK (on_dead_stones), slot);
  g_signal_connect (slot->player, "failed", G_CALLBACK (on_failed), slot);
  tg_engine_player_sync (slot->player);
}

static void
slot_stop (Slot *slot)
{
  if (slot->player != NULL)
    g_signal_handlers_disconnect_by_data (slot->player, slot);
  if (slot->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (slot->engine, slot);
      tg_engine_stop (slot->engine);
    }
  /* A request still out holds the player until its (failed) answer. */
  g_clear_object (&slot->player);
  g_clear_object (&slot->engine);
  g_clear_pointer (&slot->failure, g_free);
}

/* Starts the profile's engine for the current game.  A failure to start
 * is a failure like any other: reported, with Restart offered. */
static void
slot_start (Slot *slot)
{
  TgWindowEngine *self = slot->owner;
  g_autoptr(GError) error = NULL;

  slot_stop (slot);
  slot->engine = tg_engine_profile_create_engine (slot->profile, self->settings,
                                                  tg_game_get_rules (game_of (self)), &error);
  if (slot->engine != NULL)
    {
      g_signal_connect (slot->engine, "stopped", G_CALLBACK (on_stopped), slot);
      g_signal_connect_swapped (slot->engine, "notify::n-pending", G_CALLBACK (on_n_pending), slot);
      if (tg_engine_start (slot->engine, &error))
        slot_bind (slot);
    }
  if (error != NULL)
    slot_fail (slot, error->message);
}

static Slot *
slot_new (TgWindowEngine  *self,
          TgEngineProfile *profile)
{
  Slot *slot = g_new0 (Slot, 1);

  slot->owner = self;
  slot->profile = profile;
  slot_start (slot);
  return slot;
}

static void
slot_free (Slot *slot)
{
  slot_stop (slot);
  tg_engine_profile_free (slot->profile);
  g_free (slot);
}

/* Frees the slots of @old that no colour uses any more (a slot shared by
 * both colours is freed once). */
static void
release_slots (TgWindowEngine *self,
               Slot           *old[2])
{
  for (int i = 0; i < 2; i++)
    {
      if (old[i] == NULL || old[i] == self->slots[0] || old[i] == self->slots[1])
        continue;
      if (i == 1 && old[1] == old[0])
        continue;
      slot_free (old[i]);
    }
}

/* Players */

static const char *
slot_id (Slot *slot)
{
  return slot != NULL ? slot->profile->id : "";
}

static void
set_player_name (TgWindowEngine *self,
                 TgColor         color,
                 Slot           *slot)
{
  const char *id = color == TG_BLACK ? "PB" : "PW";
  const char *name = tg_game_get_info (game_of (self), id);

  /* A record's own names stay; an unnamed side is named after its engine. */
  if (slot != NULL && (name == NULL || name[0] == '\0'))
    tg_game_set_info (game_of (self), id, slot->profile->name);
}

void
_tg_window_engine_set_players (TgWindowEngine *self,
                               const char     *black,
                               const char     *white)
{
  const char *ids[2] = { black != NULL ? black : "", white != NULL ? white : "" };
  Slot *old[2] = { self->slots[0], self->slots[1] };
  Slot *chosen[2] = { NULL, NULL };

  for (int i = 0; i < 2; i++)
    {
      g_autoptr(TgEngineProfile) profile = NULL;

      if (ids[i][0] == '\0')
        continue;
      for (int j = 0; j < 2 && chosen[i] == NULL; j++)
        if (old[j] != NULL && g_str_equal (slot_id (old[j]), ids[i]))
          chosen[i] = old[j];
      if (chosen[i] == NULL && i == 1 && chosen[0] != NULL && g_str_equal (slot_id (chosen[0]), ids[1]))
        chosen[i] = chosen[0];
      if (chosen[i] != NULL)
        continue;

      profile = tg_engine_profile_find (self->settings, ids[i]);
      if (profile == NULL)
        {
          g_autofree char *toast = g_strdup_printf (_("The engine “%s” is no longer set up"), ids[i]);

          _tg_window_add_toast (self->window, toast);
          continue;
        }
      chosen[i] = slot_new (self, g_steal_pointer (&profile));
    }

  self->slots[0] = chosen[0];
  self->slots[1] = chosen[1];
  release_slots (self, old);

  for (int i = 0; i < 2; i++)
    {
      set_player_name (self, i + 1, chosen[i]);
      g_simple_action_set_state (self->player_actions[i], g_variant_new_string (slot_id (chosen[i])));
    }
  _tg_window_update (self->window);
}

gboolean
_tg_window_engine_plays (TgWindowEngine *self,
                         TgColor         color)
{
  return (color == TG_BLACK || color == TG_WHITE) && self->slots[color - 1] != NULL;
}

void
_tg_window_engine_game_replaced (TgWindowEngine *self)
{
  self->dead_asked = NULL;
  self->hint_pending = FALSE;
  g_clear_pointer (&self->hint_slot, slot_free);

  /* An opened record is for reading or for people to go on with; an
   * engine joins it only when chosen in the Players menu. */
  if (self->window->file != NULL)
    {
      _tg_window_engine_set_players (self, NULL, NULL);
      return;
    }
  /* A new game keeps its engines running: only the player is new, unless
   * the engine is still answering for the old game or had failed. */
  for (int i = 0; i < 2; i++)
    {
      Slot *slot = self->slots[i];

      if (slot == NULL || (i == 1 && slot == self->slots[0]))
        continue;
      if (slot_ready (slot) && !slot_busy (slot))
        slot_bind (slot);
      else
        slot_start (slot);
    }
}

/* Turns */

/* The engine whose turn it is at the end of a line in play, if any. */
static Slot *
engine_to_move (TgWindowEngine *self)
{
  TgGame *game = game_of (self);
  TgColor to_move = tg_game_get_to_move (game);

  if (tg_game_get_phase (game) != TG_PHASE_PLAYING || self->window->handicap_wanted > 0
      || tg_node_get_n_children (tg_game_get_current (game)) > 0
      || (to_move != TG_BLACK && to_move != TG_WHITE))
    return NULL;
  return self->slots[to_move - 1];
}

static void
ask_for_dead_stones (TgWindowEngine *self)
{
  TgGame *game = game_of (self);
  TgNode *end = tg_game_get_end_node (game);
  const TgPointSet *marked = tg_game_get_dead (game);
  Slot *slot = slot_ready (self->slots[0]) ? self->slots[0] : self->slots[1];

  if (tg_game_get_phase (game) != TG_PHASE_COUNTING || end == NULL || end == self->dead_asked
      || !slot_ready (slot) || slot_busy (slot))
    return;
  self->dead_asked = end;
  g_clear_pointer (&self->dead_before, tg_point_set_free);
  if (marked != NULL)
    self->dead_before = tg_point_set_copy (marked);
  tg_engine_player_request_dead (slot->player);
}

static gboolean
evaluate (gpointer user_data)
{
  TgWindowEngine *self = user_data;
  Slot *slot = engine_to_move (self);
  TgGame *game = game_of (self);

  self->evaluate_source = 0;
  if (slot != NULL && !self->paused && slot_ready (slot) && !slot_busy (slot))
    {
      /* After a resumption the engines settle life and death on the
       * board (spec §5.2): they capture instead of passing. */
      tg_engine_player_set_cleanup (slot->player, tg_game_get_resumed (game));
      tg_engine_player_request_move (slot->player, tg_game_get_to_move (game));
    }
  ask_for_dead_stones (self);
  update_view (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_evaluate (TgWindowEngine *self)
{
  gboolean watching = self->slots[0] != NULL && self->slots[1] != NULL;

  if (self->evaluate_source != 0)
    return;
  if (watching && engine_to_move (self) != NULL)
    self->evaluate_source = g_timeout_add (WATCH_DELAY_MS, evaluate, self);
  else
    self->evaluate_source = g_idle_add (evaluate, self);
}

/* View */

static Slot *
failed_slot (TgWindowEngine *self)
{
  for (int i = 0; i < 2; i++)
    if (self->slots[i] != NULL && self->slots[i]->failure != NULL)
      return self->slots[i];
  return NULL;
}

static char *
describe_players (TgWindowEngine *self)
{
  if (self->slots[0] != NULL && self->slots[0] == self->slots[1])
    /* Translators: "GNU Go plays both colours" */
    return g_strdup_printf (_("%s plays both colours"), self->slots[0]->profile->name);
  if (self->slots[0] != NULL && self->slots[1] != NULL)
    /* Translators: "GNU Go plays Black, Pachi plays White" */
    return g_strdup_printf (_("%s plays Black, %s plays White"),
                            self->slots[0]->profile->name, self->slots[1]->profile->name);
  if (self->slots[0] != NULL)
    return g_strdup_printf (_("%s plays Black"), self->slots[0]->profile->name);
  return g_strdup_printf (_("%s plays White"), self->slots[1]->profile->name);
}

static void
update_view (TgWindowEngine *self)
{
  GtkWidget *widget = GTK_WIDGET (self->window);
  Slot *turn = engine_to_move (self);
  Slot *failed = failed_slot (self);
  gboolean any = self->slots[0] != NULL || self->slots[1] != NULL;
  gboolean thinking = turn != NULL && slot_ready (turn) && slot_busy (turn);
  gboolean engine_holds_turn = turn != NULL && turn->failure == NULL;
  g_autofree char *text = NULL;
  const char *tooltip = NULL;

  if (failed != NULL)
    {
      /* Translators: "GNU Go stopped" */
      text = g_strdup_printf (_("%s stopped"), failed->profile->name);
      tooltip = failed->failure;
    }
  else if (self->hint_pending)
    text = g_strdup (_("Looking for a hint…"));
  else if (thinking && !self->paused)
    /* Translators: "GNU Go is thinking…" */
    text = g_strdup_printf (_("%s is thinking…"), turn->profile->name);
  else if (self->paused && any)
    text = g_strdup (_("Paused"));
  else if (any)
    text = describe_players (self);

  gtk_widget_set_visible (self->bar, any);
  gtk_label_set_text (self->label, text != NULL ? text : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->label), tooltip);
  gtk_widget_set_visible (self->icon, failed != NULL);
  gtk_widget_set_visible (self->restart_button, failed != NULL);
  gtk_widget_set_visible (self->spinner, failed == NULL && (self->hint_pending || (thinking && !self->paused)));
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), gtk_widget_get_visible (self->spinner));

  /* A person does not move, pass or resign for an engine that plays. */
  tg_board_scene_set_interactive (self->window->scene, !engine_holds_turn);
  if (engine_holds_turn)
    {
      gtk_widget_action_set_enabled (widget, "win.pass", FALSE);
      gtk_widget_action_set_enabled (widget, "win.resign", FALSE);
    }
  g_simple_action_set_enabled (self->pause_action, any);
  g_simple_action_set_enabled (self->restart_action, failed != NULL);
  g_simple_action_set_enabled (self->hint_action,
                               tg_game_get_phase (game_of (self)) == TG_PHASE_PLAYING
                               && self->window->handicap_wanted == 0
                               && turn == NULL && !self->hint_pending);
}

void
_tg_window_engine_update (TgWindowEngine *self)
{
  update_view (self);
  schedule_evaluate (self);
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
    _tg_window_engine_set_players (self, id, slot_id (self->slots[1]));
  else
    _tg_window_engine_set_players (self, slot_id (self->slots[0]), id);
}

static void
pause_change_state (GSimpleAction *action,
                    GVariant      *value,
                    gpointer       user_data)
{
  TgWindowEngine *self = user_data;

  self->paused = g_variant_get_boolean (value);
  g_simple_action_set_state (action, value);
  _tg_window_engine_update (self);
}

static void
restart_activate (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  TgWindowEngine *self = user_data;

  for (int i = 0; i < 2; i++)
    if (self->slots[i] != NULL && self->slots[i]->failure != NULL)
      slot_start (self->slots[i]);
  _tg_window_engine_update (self);
}

static void
hint_activate (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  TgWindowEngine *self = user_data;
  TgColor to_move = tg_game_get_to_move (game_of (self));
  Slot *slot = NULL;

  if (to_move != TG_BLACK && to_move != TG_WHITE)
    return;
  /* The opponent's engine knows the game best; otherwise GNU Go. */
  if (slot_ready (self->slots[2 - to_move]) && !slot_busy (self->slots[2 - to_move]))
    slot = self->slots[2 - to_move];
  else
    {
      if (self->hint_slot != NULL && !slot_ready (self->hint_slot))
        g_clear_pointer (&self->hint_slot, slot_free);
      if (self->hint_slot == NULL)
        self->hint_slot = slot_new (self, tg_engine_profile_find (self->settings, "gnugo"));
      slot = self->hint_slot;
    }
  if (!slot_ready (slot) || slot_busy (slot))
    return;
  self->hint_pending = TRUE;
  tg_engine_player_request_hint (slot->player, to_move);
  update_view (self);
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

static GtkWidget *
build_bar (TgWindowEngine *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *pause = gtk_toggle_button_new ();
  GtkWidget *hint = gtk_button_new_with_mnemonic (_("_Hint"));

  gtk_widget_add_css_class (box, "tg-engine-bar");
  /* The label expands within the bar only: the side panel keeps the
   * width its template gives it. */
  gtk_widget_set_hexpand (box, FALSE);
  self->spinner = gtk_spinner_new ();
  self->icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_widget_add_css_class (self->icon, "warning");
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_hexpand (label, TRUE);
  self->label = GTK_LABEL (label);

  gtk_button_set_icon_name (GTK_BUTTON (pause), "media-playback-pause-symbolic");
  gtk_widget_set_tooltip_text (pause, _("Pause the Engines"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (pause), "win.engine-pause");
  gtk_widget_set_tooltip_text (hint, _("Ask an Engine for a Move"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (hint), "win.hint");
  self->restart_button = gtk_button_new_with_mnemonic (_("_Restart Engine"));
  gtk_widget_add_css_class (self->restart_button, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->restart_button), "win.engine-restart");

  /* The status and the buttons used during play on one row; Restart,
   * needed only after a failure, on its own below, full width. */
  gtk_widget_set_valign (self->spinner, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (hint, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (pause, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), self->spinner);
  gtk_box_append (GTK_BOX (row), self->icon);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (row), hint);
  gtk_box_append (GTK_BOX (row), pause);
  gtk_box_append (GTK_BOX (box), row);
  gtk_box_append (GTK_BOX (box), self->restart_button);
  return box;
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
_tg_window_engine_new (TgWindow *window,
                       GtkBox   *box,
                       GMenu    *players_menu)
{
  TgWindowEngine *self = g_new0 (TgWindowEngine, 1);
  const char *player_names[2] = { "black-player", "white-player" };

  self->window = window;
  self->settings = g_object_ref (window->settings);
  self->players_menu = g_object_ref (players_menu);

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

  self->bar = build_bar (self);
  gtk_box_append (box, self->bar);
  gtk_widget_set_visible (self->bar, FALSE);
  rebuild_players_menu (self);
  g_signal_connect_swapped (self->settings, "changed::engines",
                            G_CALLBACK (rebuild_players_menu), self);
  return self;
}

void
_tg_window_engine_free (TgWindowEngine *self)
{
  Slot *old[2] = { self->slots[0], self->slots[1] };

  g_clear_handle_id (&self->evaluate_source, g_source_remove);
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
  self->slots[0] = self->slots[1] = NULL;
  release_slots (self, old);
  g_clear_pointer (&self->hint_slot, slot_free);
  g_clear_pointer (&self->dead_before, tg_point_set_free);
  g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_object (&self->players_menu);
  g_free (self);
}
