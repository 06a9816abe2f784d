/* tg-window-clock.c: the game's clock in the window — the player cards'
 * times, redrawn as the match's clock ticks (only their labels), the
 * sounded warning of the last seconds, Pause Clock, and Swap Colours for
 * a game started the wrong way round (spec §9), suggested when the
 * names say so.
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
  TgWindow *window;   /* owns us */
  TgMatch  *match;    /* the engines' match, which runs the clock */
  /* What the clock section of the menu shows now: -1 before it is
   * filled, else paused + 2 × swap allowed. */
  int       menu_state;
  /* The whole seconds last sounded, so each sounds once. */
  gint64    warned;
};

/* Low time is sounded each second from here down, when asked for. */
#define WARNING_TIME (10 * TG_CLOCK_SECOND)

static void
sound_warning (TgWindow          *self,
               const TgClock     *clock,
               const TgClockSide *side)
{
  const TgClockSettings *settings = tg_clock_get_settings (clock);
  gboolean overtime = settings->system == TG_CLOCK_BYO_YOMI || settings->system == TG_CLOCK_CANADIAN;
  gint64 left = tg_clock_side_countdown (side);
  gint64 seconds = (left + TG_CLOCK_SECOND - 1) / TG_CLOCK_SECOND;

  if (tg_clock_is_paused (clock) || side->flagged || left > WARNING_TIME
      || (overtime && !side->in_overtime) || seconds == self->clock->warned)
    return;
  self->clock->warned = seconds;
  if (g_settings_get_boolean (self->settings, "clock-warnings"))
    gdk_display_beep (gtk_widget_get_display (GTK_WIDGET (self)));
}

/* The cards' clocks: labels only, nothing else of the window. */
static void
update_cards (TgWindow *self)
{
  TgPlayerCard *cards[2] = { self->black_card, self->white_card };
  TgMatch *match = self->clock->match;
  const TgClock *clock = match != NULL ? tg_match_get_clock (match) : NULL;

  for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
    {
      TgClockSide side;

      if (clock == NULL)
        {
          tg_player_card_set_clock (cards[color - 1], NULL, NULL, FALSE, FALSE);
          continue;
        }
      tg_match_get_clock_side (match, color, &side);
      tg_player_card_set_clock (cards[color - 1], tg_clock_get_settings (clock), &side,
                                tg_clock_get_running (clock) == color, tg_clock_is_paused (clock));
      if (tg_clock_get_running (clock) == color)
        sound_warning (self, clock, &side);
    }
  /* The draft keeps the clock as it stands. */
  tg_document_set_clock_state (self->document, clock != NULL ? tg_match_save_clock (match) : NULL);
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

/* The menu's items say what they do now: Pause or Resume, and why Swap
 * Colours is out of reach after move 10. */
static void
update_menu (TgWindow *self,
             gboolean  paused,
             gboolean  swap)
{
  int state = paused + 2 * swap;
  g_autoptr(GMenuItem) pause = NULL;
  g_autoptr(GMenuItem) swap_item = NULL;

  if (state == self->clock->menu_state)
    return;
  self->clock->menu_state = state;
  g_menu_remove_all (self->clock_section);
  pause = g_menu_item_new (paused ? _("_Resume Clock") : _("_Pause Clock"), "win.pause-clock");
  g_menu_item_set_attribute (pause, "hidden-when", "s", "action-disabled");
  g_menu_append_item (self->clock_section, pause);
  swap_item = g_menu_item_new (swap ? _("S_wap Colours")
                                    /* Translators: the disabled menu item says why (spec §9). */
                                    : _("S_wap Colours (only in the first 10 moves)"),
                               "win.swap-colours");
  g_menu_append_item (self->clock_section, swap_item);
}

/* Names the wrong way round: an engine's colour named for a person and
 * the other colour named after the engine. */
static gboolean
names_look_swapped (TgWindow *self)
{
  TgMatch *match = self->clock->match;

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
suggest_swap (TgWindow *self)
{
  AdwToast *toast;

  if (g_object_get_data (G_OBJECT (self->game), SWAP_SUGGESTED) != NULL
      || !tg_game_can_swap_colours (self->game) || !names_look_swapped (self))
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
say_paused (TgWindow *self)
{
  const char *warning;
  AdwToast *toast;

  if (g_object_get_data (G_OBJECT (self->game), PAUSE_SAID) != NULL
      || tg_match_get_clock (self->clock->match) == NULL
      || !tg_match_get_clock_paused (self->clock->match)
      || tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return;
  g_object_set_data (G_OBJECT (self->game), PAUSE_SAID, GINT_TO_POINTER (TRUE));
  /* A recorded time that could not be used is said rather than dropped. */
  warning = tg_match_get_clock_warning (self->clock->match);
  toast = _tg_window_new_toast (warning != NULL
                                ? warning
                                : _("The clock goes on from the recorded times when you resume it"));
  adw_toast_set_button_label (toast, _("_Resume Clock"));
  adw_toast_set_action_name (toast, "win.pause-clock");
  adw_toast_set_timeout (toast, 10);
  _tg_window_show_toast (self, toast);
}

/* What the clock's state shows: the match's clock may change without
 * the game (an undone loss on time sets it back), so this follows the
 * match's "changed" as well as the game's. */
static void
show_clock_state (TgWindow *self)
{
  TgMatch *match = self->clock->match;
  gboolean timed, paused, swap;

  timed = tg_match_get_clock (match) != NULL
          && tg_game_get_phase (self->game) == TG_PHASE_PLAYING;
  paused = tg_match_get_clock_paused (match);
  swap = tg_game_can_swap_colours (self->game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.pause-clock", timed);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.swap-colours", swap);
  update_menu (self, paused, swap);
  update_cards (self);
  suggest_swap (self);
  say_paused (self);
}

void
_tg_window_update_clock (TgWindow *self)
{
  TgMatch *match = _tg_window_engine_get_match (self->engine);

  if (match != self->clock->match)
    {
      if (self->clock->match != NULL)
        g_signal_handlers_disconnect_by_data (self->clock->match, self);
      self->clock->match = match;
      if (match != NULL)
        {
          g_signal_connect_object (match, "clock-tick", G_CALLBACK (update_cards), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (match, "flag-fell", G_CALLBACK (flag_fell_cb), self,
                                   G_CONNECT_SWAPPED);
          g_signal_connect_object (match, "changed", G_CALLBACK (show_clock_state), self,
                                   G_CONNECT_SWAPPED);
        }
    }
  if (match != NULL)
    show_clock_state (self);
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
  self->clock = g_new0 (TgWindowClock, 1);
  self->clock->window = self;
  self->clock->menu_state = -1;
}

void
_tg_window_dispose_clock (TgWindow *self)
{
  if (self->clock == NULL)
    return;
  if (self->clock->match != NULL)
    g_signal_handlers_disconnect_by_data (self->clock->match, self);
  g_clear_pointer (&self->clock, g_free);
}
