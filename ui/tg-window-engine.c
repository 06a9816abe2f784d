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

#include "tg-score-dialog.h"
#include "tg-window-engine-private.h"

/* Between two engines, a pause after each move so people can follow. */
#define WATCH_DELAY_MS 400

static void schedule_evaluate (TgWindowEngine *self);

static TgGame *
game_of (TgWindowEngine *self)
{
  return self->window->game;
}

gboolean
_tg_window_engine_slot_ready (Slot *slot)
{
  return slot != NULL && slot->failure == NULL && slot->player != NULL
         && tg_engine_get_running (slot->engine);
}

gboolean
_tg_window_engine_slot_busy (Slot *slot)
{
  return slot != NULL && slot->player != NULL && tg_engine_player_get_busy (slot->player);
}

/* Failures */

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
      _tg_window_engine_update_view (self);
      return;
    }
  _tg_window_engine_show_failure (self, slot);
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
      _tg_window_engine_update_view (self);
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
  _tg_window_engine_update_view (self);
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
  _tg_window_engine_update_view (self);
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

const char *
_tg_window_engine_slot_id (Slot *slot)
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

  const char *placeholder = color == TG_BLACK ? _("Black") : _("White");

  /* A record's own names stay; a side unnamed, or named only by its
   * colour as a new game is, is named after its engine. */
  if (slot != NULL && (name == NULL || name[0] == '\0' || g_str_equal (name, placeholder)))
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
        if (old[j] != NULL && g_str_equal (_tg_window_engine_slot_id (old[j]), ids[i]))
          chosen[i] = old[j];
      if (chosen[i] == NULL && i == 1 && chosen[0] != NULL
          && g_str_equal (_tg_window_engine_slot_id (chosen[0]), ids[1]))
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
      /* Drafts keep who plays. */
      tg_document_set_player (tg_window_get_document (self->window), i + 1,
                              chosen[i] != NULL ? _tg_window_engine_slot_id (chosen[i]) : NULL);
      set_player_name (self, i + 1, chosen[i]);
      g_simple_action_set_state (self->player_actions[i],
                                 g_variant_new_string (_tg_window_engine_slot_id (chosen[i])));
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
  if (tg_window_get_file (self->window) != NULL)
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
      if (_tg_window_engine_slot_ready (slot) && !_tg_window_engine_slot_busy (slot))
        slot_bind (slot);
      else
        slot_start (slot);
    }
}

/* Turns */

/* The engine whose turn it is at the end of a line in play, if any. */
Slot *
_tg_window_engine_to_move (TgWindowEngine *self)
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
  Slot *slot = _tg_window_engine_slot_ready (self->slots[0]) ? self->slots[0] : self->slots[1];

  if (tg_game_get_phase (game) != TG_PHASE_COUNTING || end == NULL || end == self->dead_asked
      || !_tg_window_engine_slot_ready (slot) || _tg_window_engine_slot_busy (slot))
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
  Slot *slot = _tg_window_engine_to_move (self);
  TgGame *game = game_of (self);

  self->evaluate_source = 0;
  if (!self->paused && _tg_window_engine_slot_ready (slot) && !_tg_window_engine_slot_busy (slot))
    {
      /* After a resumption the engines settle life and death on the
       * board (spec §5.2): they capture instead of passing. */
      tg_engine_player_set_cleanup (slot->player, tg_game_get_resumed (game));
      tg_engine_player_request_move (slot->player, tg_game_get_to_move (game));
    }
  ask_for_dead_stones (self);
  _tg_window_engine_update_view (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_evaluate (TgWindowEngine *self)
{
  gboolean watching = self->slots[0] != NULL && self->slots[1] != NULL;

  if (self->evaluate_source != 0)
    return;
  if (watching && _tg_window_engine_to_move (self) != NULL)
    self->evaluate_source = g_timeout_add (WATCH_DELAY_MS, evaluate, self);
  else
    self->evaluate_source = g_idle_add (evaluate, self);
}

void
_tg_window_engine_update (TgWindowEngine *self)
{
  _tg_window_engine_update_view (self);
  schedule_evaluate (self);
}

void
_tg_window_engine_restart_failed (TgWindowEngine *self)
{
  for (int i = 0; i < 2; i++)
    if (self->slots[i] != NULL && self->slots[i]->failure != NULL)
      slot_start (self->slots[i]);
  _tg_window_engine_update (self);
}

void
_tg_window_engine_request_hint (TgWindowEngine *self)
{
  TgColor to_move = tg_game_get_to_move (game_of (self));
  Slot *slot = NULL;

  if (to_move != TG_BLACK && to_move != TG_WHITE)
    return;
  /* The opponent's engine knows the game best; otherwise GNU Go. */
  if (_tg_window_engine_slot_ready (self->slots[2 - to_move])
      && !_tg_window_engine_slot_busy (self->slots[2 - to_move]))
    slot = self->slots[2 - to_move];
  else
    {
      if (self->hint_slot != NULL && !_tg_window_engine_slot_ready (self->hint_slot))
        g_clear_pointer (&self->hint_slot, slot_free);
      if (self->hint_slot == NULL)
        self->hint_slot = slot_new (self, tg_engine_profile_find (self->settings, "gnugo"));
      slot = self->hint_slot;
    }
  if (!_tg_window_engine_slot_ready (slot) || _tg_window_engine_slot_busy (slot))
    return;
  self->hint_pending = TRUE;
  tg_engine_player_request_hint (slot->player, to_move);
  _tg_window_engine_update_view (self);
}

void
_tg_window_engine_stop_all (TgWindowEngine *self)
{
  Slot *old[2] = { self->slots[0], self->slots[1] };

  g_clear_handle_id (&self->evaluate_source, g_source_remove);
  self->slots[0] = self->slots[1] = NULL;
  release_slots (self, old);
  g_clear_pointer (&self->hint_slot, slot_free);
  g_clear_pointer (&self->dead_before, tg_point_set_free);
}
