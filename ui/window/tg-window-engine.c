/* tg-window-engine.c: playing against engines in the main window.
 *
 * Each colour is a person or an engine profile; the window's TgMatch
 * plays the engines in the game and this file says what they did: a
 * sound for their moves, toasts for resignation, hints and dead stones,
 * the failure dialog.  Meanwhile the window stays free (browsing, saving,
 * stopping).  Whatever an engine does wrong stops only the engine: the
 * game stays as it was, and Restart Engine starts it again.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-window-engine-private.h"

/* Between two engines, a pause after each move so people can follow. */
#define WATCH_DELAY_MS 400

/* What the match did */

static void
on_engine_moved (TgMatch        *match,
                 TgColor         color,
                 TgPoint         point,
                 TgWindowEngine *self)
{
  if (point == TG_PASS)
    {
      /* A pass that began counting brings the suggested marks, as a
       * person's does. */
      _tg_window_suggest_dead_stones (self->window);
      return;
    }
  tg_sound_play (self->window->sound,
                 tg_game_get_current (self->window->game)->captured > 0
                 ? TG_SOUND_CAPTURE : TG_SOUND_MOVE);
}

static void
on_engine_resigned (TgMatch        *match,
                    TgColor         color,
                    TgWindowEngine *self)
{
  g_autofree char *result = tg_result_describe (tg_game_get_info (self->window->game, "RE"));
  g_autofree char *toast = NULL;

  /* The score dialog opens as for any end of the game here. */
  /* Translators: "GNU Go resigns: White wins by resignation" */
  toast = g_strdup_printf (_("%s resigns: %s"), tg_match_get_engine_name (match, color), result);
  _tg_window_add_toast (self->window, toast);
}

static void
on_engine_failed (TgMatch        *match,
                  TgColor         color,
                  const char     *name,
                  const char     *message,
                  TgWindowEngine *self)
{
  if (color == TG_EMPTY)
    {
      /* A hint is a convenience: no game stops for it. */
      g_autofree char *toast = g_strdup_printf (_("No hint: %s"), message);

      _tg_window_add_toast (self->window, toast);
      return;
    }
  _tg_window_engine_show_failure (self, name, message);
}

static void
on_hint (TgMatch        *match,
         TgPoint         point,
         const char     *name,
         TgWindowEngine *self)
{
  if (point == TG_PASS)
    {
      /* Translators: "GNU Go would pass here" */
      g_autofree char *toast = g_strdup_printf (_("%s would pass here"), name);

      _tg_window_add_toast (self->window, toast);
    }
  else
    tg_board_scene_set_hint (self->window->scene, point);
}

static void
on_dead_stones (TgMatch        *match,
                const char     *name,
                guint           count,
                TgWindowEngine *self)
{
  g_autofree char *toast = NULL;

  if (count == 0)
    /* Translators: "GNU Go sees no dead stones" */
    toast = g_strdup_printf (_("%s sees no dead stones"), name);
  else
    toast = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%s marked %u dead stone: click a group to change it",
                                          "%s marked %u dead stones: click a group to change them",
                                          count),
                             name, count);
  _tg_window_add_toast (self->window, toast);
}

/* Players */

const char *
_tg_window_engine_player_id (TgWindowEngine *self,
                             TgColor         color)
{
  TgEngineProfile *profile = self->profiles[color - 1];

  return profile != NULL ? profile->id : "";
}

/* The engine for @id: the one a colour already plays it with, or a new
 * one (not yet started: the match starts it); NULL, said in a toast,
 * when the profile is gone or its program cannot be found. */
static TgEngine *
engine_for (TgWindowEngine   *self,
            const char       *id,
            TgEngineProfile **profile)
{
  g_autoptr(GError) error = NULL;
  TgEngine *engine;

  for (int j = 0; j < 2; j++)
    if (self->profiles[j] != NULL && g_str_equal (self->profiles[j]->id, id))
      {
        *profile = tg_engine_profile_copy (self->profiles[j]);
        return g_object_ref (tg_match_get_engine (self->match, j + 1));
      }

  *profile = tg_engine_profile_find (self->settings, id);
  if (*profile == NULL)
    {
      g_autofree char *toast = g_strdup_printf (_("The engine “%s” is no longer set up"), id);

      _tg_window_add_toast (self->window, toast);
      return NULL;
    }
  engine = tg_engine_profile_create_engine (*profile, self->settings,
                                            tg_game_get_rules (self->window->game), &error);
  if (engine == NULL)
    {
      /* Translators: "GNU Go cannot play: …" */
      g_autofree char *toast = g_strdup_printf (_("%s cannot play: %s"), (*profile)->name,
                                                error->message);

      _tg_window_add_toast (self->window, toast);
      g_clear_pointer (profile, tg_engine_profile_free);
    }
  return engine;
}

void
_tg_window_engine_set_players (TgWindowEngine *self,
                               const char     *black,
                               const char     *white)
{
  const char *ids[2] = { black != NULL ? black : "", white != NULL ? white : "" };
  TgEngineProfile *chosen[2] = { NULL, NULL };
  TgEngine *engines[2] = { NULL, NULL };
  TgMatchPlayer players[2] = { { NULL }, { NULL } };

  for (int i = 0; i < 2; i++)
    {
      if (ids[i][0] == '\0')
        continue;
      if (i == 1 && chosen[0] != NULL && g_str_equal (chosen[0]->id, ids[1]))
        {
          /* One process plays both colours. */
          chosen[1] = tg_engine_profile_copy (chosen[0]);
          engines[1] = g_object_ref (engines[0]);
        }
      else
        engines[i] = engine_for (self, ids[i], &chosen[i]);
      if (engines[i] != NULL)
        {
          players[i].engine = engines[i];
          players[i].name = chosen[i]->name;
          players[i].rules_commands = tg_engine_profile_get_rules_commands (chosen[i]);
        }
    }

  tg_match_set_players (self->match, &players[0], &players[1]);
  for (int i = 0; i < 2; i++)
    {
      g_clear_object (&engines[i]);
      g_clear_pointer (&self->profiles[i], tg_engine_profile_free);
      self->profiles[i] = chosen[i];
      /* Drafts keep who plays. */
      tg_document_set_player (tg_window_get_document (self->window), i + 1,
                              chosen[i] != NULL ? chosen[i]->id : NULL);
      g_simple_action_set_state (self->player_actions[i],
                                 g_variant_new_string (_tg_window_engine_player_id (self, i + 1)));
    }
}

void
_tg_window_engine_game_replaced (TgWindowEngine *self)
{
  TgGame *game = self->window->game;

  if (self->match == NULL)
    {
      self->match = tg_match_new (game);
      tg_match_set_watch_delay (self->match, WATCH_DELAY_MS);
      g_signal_connect_swapped (self->match, "changed",
                                G_CALLBACK (_tg_window_engine_update_actions), self);
      g_signal_connect (self->match, "engine-moved", G_CALLBACK (on_engine_moved), self);
      g_signal_connect (self->match, "engine-resigned", G_CALLBACK (on_engine_resigned), self);
      g_signal_connect (self->match, "engine-failed", G_CALLBACK (on_engine_failed), self);
      g_signal_connect (self->match, "hint", G_CALLBACK (on_hint), self);
      g_signal_connect (self->match, "dead-stones", G_CALLBACK (on_dead_stones), self);
      g_object_notify (G_OBJECT (self->window), "match");
      return;
    }
  /* An opened record is for reading or for people to go on with; an
   * engine joins it only when chosen in the Players menu.  Its engines go
   * before the match turns to the record, which would wake them. */
  if (tg_window_get_file (self->window) != NULL)
    _tg_window_engine_set_players (self, NULL, NULL);
  tg_match_set_game (self->match, game);
}

TgMatch *
_tg_window_engine_get_match (TgWindowEngine *self)
{
  return self->match;
}

void
_tg_window_engine_update (TgWindowEngine *self)
{
  if (self->match == NULL)
    return;
  tg_match_set_placing_handicap (self->match, self->window->handicap_wanted > 0);
  _tg_window_engine_update_actions (self);
}

void
_tg_window_engine_request_hint (TgWindowEngine *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->hint_engine_set)
    {
      g_autoptr(TgEngineProfile) profile = tg_engine_profile_find (self->settings, "gnugo");
      g_autoptr(TgEngine) engine =
        tg_engine_profile_create_engine (profile, self->settings,
                                         tg_game_get_rules (self->window->game), &error);

      if (engine != NULL)
        tg_match_set_hint_engine (self->match, engine, profile->name);
      self->hint_engine_set = engine != NULL;
    }
  /* Without GNU Go, hints come only from an engine in the game. */
  if (!tg_match_request_hint (self->match) && error != NULL)
    {
      g_autofree char *toast = g_strdup_printf (_("No hint: %s"), error->message);

      _tg_window_add_toast (self->window, toast);
    }
}
