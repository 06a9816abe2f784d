/* tg-window-clock.c: the game's clock in the window — Pause Clock, and
 * Swap Colours for a game started the wrong way round (spec §9),
 * suggested when the names say so; the menu's items follow the match's
 * clock-paused and the game's can-swap-colours.  The player cards show
 * the clocks themselves (tg-player-card.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-window-private.h"

#define SWAP_SUGGESTED "tg-swap-suggested"
#define PAUSE_SAID "tg-clock-pause-said"

struct _TgWindowClock
{
  TgWindow     *window;          /* owns us */
  /* The engines' match, which runs the clock, and its signals. */
  GSignalGroup *match_signals;
  /* The menu's section of the clock and Swap Colours, filled here. */
  GMenu        *section;
};

/* The draft keeps the clock as it stands: each tick, each change of the
 * match or of the game. */
static void
save_clock_state (TgWindow *self)
{
  g_autoptr(TgMatch) match = g_signal_group_dup_target (self->clock->match_signals);

  if (match == NULL)
    return;
  tg_document_set_clock_state (self->document,
                               tg_match_get_clock (match) != NULL ? tg_match_save_clock (match)
                                                                  : NULL);
}

void
_tg_window_restore_clock (TgWindow *self,
                          GVariant *state)
{
  g_autoptr(GError) error = NULL;
  TgMatch *match = _tg_window_engine_get_match (self->engine);

  /* A state that does not fit leaves the times the record has. */
  if (match != NULL && !tg_match_restore_clock (match, state, &error))
    g_debug ("%s", error->message);
}

static void
flag_fell_cb (TgWindow *self,
              TgColor   color)
{
  g_autofree char *result = tg_result_describe (tg_game_get_info (self->game, "RE"));
  g_autofree char *toast = NULL;

  /* Translators: "Black’s time is up: White wins on time" */
  toast = g_strdup_printf (color == TG_BLACK ? _("Black’s time is up: %s")
                                             : _("White’s time is up: %s"), result);
  _tg_window_add_toast (self, toast);
  /* Undone, the game goes on from the recorded times, paused: said again. */
  g_object_set_data (G_OBJECT (self->game), PAUSE_SAID, NULL);
}

/* The clock section's item at @position becomes @item. */
static void
set_menu_item (GMenu     *section,
               int        position,
               GMenuItem *item)
{
  if (position < g_menu_model_get_n_items (G_MENU_MODEL (section)))
    g_menu_remove (section, position);
  g_menu_insert_item (section, position, item);
}

/* The first item says what it does now: Pause or Resume. */
static void
clock_paused_cb (TgWindow   *self,
                 GParamSpec *pspec,
                 TgMatch    *match)
{
  g_autoptr(GMenuItem) item = NULL;

  item = g_menu_item_new (tg_match_get_clock_paused (match) ? _("_Resume Clock")
                                                            : _("_Pause Clock"),
                          "win.pause-clock");
  g_menu_item_set_attribute (item, "hidden-when", "s", "action-disabled");
  set_menu_item (self->clock->section, 0, item);
}

/* The second says why Swap Colours is out of reach after move 10. */
static void
can_swap_cb (TgWindow *self)
{
  gboolean swap = tg_game_can_swap_colours (self->game);
  g_autoptr(GMenuItem) item = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.swap-colours", swap);
  item = g_menu_item_new (swap ? _("S_wap Colours")
                               /* Translators: the disabled menu item says why (spec §9). */
                               : _("S_wap Colours (only in the first 10 moves)"),
                          "win.swap-colours");
  set_menu_item (self->clock->section, 1, item);
}

/* Names the wrong way round: an engine's colour named for a person and
 * the other colour named after the engine. */
static gboolean
names_look_swapped (TgWindow *self,
                    TgMatch  *match)
{
  for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
    {
      const char *engine = tg_match_get_engine_name (match, color);
      const char *mine = tg_game_get_info (self->game, color == TG_BLACK ? "PB" : "PW");
      const char *other = tg_game_get_info (self->game, color == TG_BLACK ? "PW" : "PB");

      if (engine != NULL && g_strcmp0 (other, engine) == 0 && g_strcmp0 (mine, engine) != 0
          && tg_match_get_engine (match, 3 - color) == NULL)
        return TRUE;
    }
  return FALSE;
}

static void
suggest_swap (TgWindow *self,
              TgMatch  *match)
{
  AdwToast *toast;

  if (g_object_get_data (G_OBJECT (self->game), SWAP_SUGGESTED) != NULL
      || !tg_game_can_swap_colours (self->game) || !names_look_swapped (self, match))
    return;
  g_object_set_data (G_OBJECT (self->game), SWAP_SUGGESTED, GINT_TO_POINTER (TRUE));
  toast = _tg_window_new_toast (_("The names look the wrong way round for the colours"));
  adw_toast_set_button_label (toast, _("S_wap Colours"));
  adw_toast_set_action_name (toast, "win.swap-colours");
  adw_toast_set_timeout (toast, 10);
  _tg_window_show_toast (self, toast);
}

/* A record that goes on with its times starts paused (tg-match.h): said
 * once, with the way on. */
static void
say_paused (TgWindow *self,
            TgMatch  *match)
{
  const char *warning;
  AdwToast *toast;

  if (g_object_get_data (G_OBJECT (self->game), PAUSE_SAID) != NULL
      || tg_match_get_clock (match) == NULL
      || !tg_match_get_clock_paused (match)
      || tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return;
  g_object_set_data (G_OBJECT (self->game), PAUSE_SAID, GINT_TO_POINTER (TRUE));
  /* A recorded time that could not be used is said rather than dropped. */
  warning = tg_match_get_clock_warning (match);
  toast = _tg_window_new_toast (warning != NULL
                                ? warning
                                : _("The clock goes on from the recorded times when you resume it"));
  adw_toast_set_button_label (toast, _("_Resume Clock"));
  adw_toast_set_action_name (toast, "win.pause-clock");
  adw_toast_set_timeout (toast, 10);
  _tg_window_show_toast (self, toast);
}

/* What follows the game and the match together: whether Pause Clock
 * applies, the swap suggested, the pause said, the draft's clock.  The
 * match's clock may change without the game (an undone loss on time
 * sets it back), so this follows the match's "changed" as well as the
 * game's. */
static void
clock_state_changed (TgWindow *self)
{
  g_autoptr(TgMatch) match = g_signal_group_dup_target (self->clock->match_signals);

  if (match == NULL || self->game == NULL)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause-clock",
                                 tg_match_get_clock (match) != NULL
                                 && tg_game_get_phase (self->game) == TG_PHASE_PLAYING);
  save_clock_state (self);
  suggest_swap (self, match);
  say_paused (self, match);
}

/* The engines' match, made with the window's first game. */
static void
match_cb (TgWindow *self)
{
  TgMatch *match = _tg_window_engine_get_match (self->engine);

  g_signal_group_set_target (self->clock->match_signals, match);
  clock_paused_cb (self, NULL, match);
}

static void
game_bound_cb (TgWindow *self)
{
  can_swap_cb (self);
  clock_state_changed (self);
}

static void
pause_clock_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgMatch *match = _tg_window_engine_get_match (self->engine);

  tg_match_set_clock_paused (match, !tg_match_get_clock_paused (match));
}

static void
swap_colours_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgMatch *match = _tg_window_engine_get_match (self->engine);
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;

  black = g_strdup (_tg_window_engine_player_id (self->engine, TG_BLACK));
  white = g_strdup (_tg_window_engine_player_id (self->engine, TG_WHITE));
  if (!tg_game_swap_colours (self->game))
    return;
  /* The engines change colours with their names, and the game starts
   * again with full clocks. */
  _tg_window_engine_set_players (self->engine, white, black);
  tg_match_reset_clock (match);
  _tg_window_add_toast (self, _("Colours swapped: the game starts again"));
}

void
_tg_window_class_add_clock (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.pause-clock", NULL, pause_clock_action);
  gtk_widget_class_install_action (widget_class, "win.swap-colours", NULL, swap_colours_action);
}

void
_tg_window_init_clock (TgWindow *self)
{
  GSignalGroup *match_signals = g_signal_group_new (TG_TYPE_MATCH);

  self->clock = g_new0 (TgWindowClock, 1);
  self->clock->window = self;
  self->clock->match_signals = match_signals;
  self->clock->section =
    g_object_ref (G_MENU (gtk_widget_get_template_child (GTK_WIDGET (self), TG_TYPE_WINDOW,
                                                         "clock_section")));
  g_signal_group_connect_object (match_signals, "clock-tick", G_CALLBACK (save_clock_state), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (match_signals, "flag-fell", G_CALLBACK (flag_fell_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (match_signals, "changed", G_CALLBACK (clock_state_changed), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (match_signals, "notify::clock-paused",
                                 G_CALLBACK (clock_paused_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (clock_state_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-swap-colours",
                                  G_CALLBACK (can_swap_cb), self);
  g_signal_connect_swapped (self->game_signals, "bind", G_CALLBACK (game_bound_cb), self);
  g_signal_connect_swapped (self, "notify::match", G_CALLBACK (match_cb), self);
  g_settings_bind (self->settings, "clock-warnings", self->black_card, "clock-warnings",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "clock-warnings", self->white_card, "clock-warnings",
                   G_SETTINGS_BIND_GET);
}

void
_tg_window_dispose_clock (TgWindow *self)
{
  if (self->clock == NULL)
    return;
  g_signal_group_set_target (self->clock->match_signals, NULL);
  g_clear_object (&self->clock->match_signals);
  g_clear_object (&self->clock->section);
  g_clear_pointer (&self->clock, g_free);
}
