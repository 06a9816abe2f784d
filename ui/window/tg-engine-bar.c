/* tg-engine-bar.c: what the engines of the match are doing, under the
 * player cards.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-bar.h"
#include "tg-match.h"

struct _TgEngineBar
{
  GtkWidget     parent_instance;

  GtkWidget    *bar;
  GtkWidget    *spinner;
  GtkWidget    *warning_icon;
  GtkLabel     *engine_status;
  GtkWidget    *restart_button;

  /* Whose turn it is and whether an engine thinks follow the game's
   * current node as well as the match, so the bar follows both. */
  TgMatch      *match;
  GSignalGroup *match_signals;
  TgGame       *game;
  GSignalGroup *game_signals;
};

G_DEFINE_FINAL_TYPE (TgEngineBar, tg_engine_bar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static TgColor
failed_color (TgMatch *match)
{
  if (tg_match_get_failure (match, TG_BLACK) != NULL)
    return TG_BLACK;
  if (tg_match_get_failure (match, TG_WHITE) != NULL)
    return TG_WHITE;
  return TG_EMPTY;
}

static char *
describe_players (TgMatch *match)
{
  const char *black = tg_match_get_engine_name (match, TG_BLACK);
  const char *white = tg_match_get_engine_name (match, TG_WHITE);

  if (black != NULL
      && tg_match_get_engine (match, TG_BLACK) == tg_match_get_engine (match, TG_WHITE))
    /* Translators: "GNU Go plays both colours" */
    return g_strdup_printf (_("%s plays both colours"), black);
  if (black != NULL && white != NULL)
    /* Translators: "GNU Go plays Black, Pachi plays White" */
    return g_strdup_printf (_("%s plays Black, %s plays White"), black, white);
  if (black != NULL)
    return g_strdup_printf (_("%s plays Black"), black);
  return g_strdup_printf (_("%s plays White"), white);
}

static void
update (TgEngineBar *self)
{
  TgMatch *match = self->match;
  TgColor turn, failed;
  gboolean any, thinking, hint_pending;
  g_autofree char *text = NULL;
  const char *tooltip = NULL;

  if (match == NULL)
    {
      gtk_widget_set_visible (self->bar, FALSE);
      return;
    }
  turn = tg_match_get_engine_turn (match);
  failed = failed_color (match);
  any = tg_match_get_engine (match, TG_BLACK) != NULL
        || tg_match_get_engine (match, TG_WHITE) != NULL;
  thinking = tg_match_get_thinking (match);
  hint_pending = tg_match_get_hint_pending (match);

  if (failed != TG_EMPTY)
    {
      /* Translators: "GNU Go stopped" */
      text = g_strdup_printf (_("%s stopped"), tg_match_get_engine_name (match, failed));
      tooltip = tg_match_get_failure (match, failed);
    }
  else if (hint_pending)
    text = g_strdup (_("Looking for a hint…"));
  else if (thinking)
    /* Translators: "GNU Go is thinking…" */
    text = g_strdup_printf (_("%s is thinking…"), tg_match_get_engine_name (match, turn));
  else if (tg_match_get_paused (match) && any)
    text = g_strdup (_("Paused"));
  else if (any)
    text = describe_players (match);

  gtk_widget_set_visible (self->bar, any);
  gtk_label_set_text (self->engine_status, text != NULL ? text : "");
  /* The game changes with every jump in the record, the failure hardly
   * ever: a tooltip set asks GTK for the pointer (round trips to the X
   * server) and queries the tooltip of whatever is under it, which then
   * shows up with no move of the pointer, over the game tree just
   * clicked for instance. */
  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (self->engine_status)), tooltip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (self->engine_status), tooltip);
  gtk_widget_set_visible (self->warning_icon, failed != TG_EMPTY);
  gtk_widget_set_visible (self->restart_button, failed != TG_EMPTY);
  gtk_widget_set_visible (self->spinner, failed == TG_EMPTY && (hint_pending || thinking));
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), gtk_widget_get_visible (self->spinner));
}

static void
set_match (TgEngineBar *self,
           TgMatch     *match)
{
  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

static void
set_game (TgEngineBar *self,
          TgGame      *game)
{
  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
tg_engine_bar_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TgEngineBar *self = TG_ENGINE_BAR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_engine_bar_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TgEngineBar *self = TG_ENGINE_BAR (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    case PROP_MATCH:
      set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_engine_bar_dispose (GObject *object)
{
  TgEngineBar *self = TG_ENGINE_BAR (object);

  g_signal_group_set_target (self->match_signals, NULL);
  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->match);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_ENGINE_BAR);

  G_OBJECT_CLASS (tg_engine_bar_parent_class)->dispose (object);
}

static void
tg_engine_bar_finalize (GObject *object)
{
  TgEngineBar *self = TG_ENGINE_BAR (object);

  g_object_unref (self->match_signals);
  g_object_unref (self->game_signals);

  G_OBJECT_CLASS (tg_engine_bar_parent_class)->finalize (object);
}

static void
tg_engine_bar_class_init (TgEngineBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_engine_bar_dispose;
  object_class->finalize = tg_engine_bar_finalize;
  object_class->get_property = tg_engine_bar_get_property;
  object_class->set_property = tg_engine_bar_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-engine-bar.ui");
  gtk_widget_class_bind_template_child (widget_class, TgEngineBar, bar);
  gtk_widget_class_bind_template_child (widget_class, TgEngineBar, spinner);
  gtk_widget_class_bind_template_child (widget_class, TgEngineBar, warning_icon);
  gtk_widget_class_bind_template_child (widget_class, TgEngineBar, engine_status);
  gtk_widget_class_bind_template_child (widget_class, TgEngineBar, restart_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tg_engine_bar_init (TgEngineBar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->match_signals = g_signal_group_new (TG_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  self->game_signals = g_signal_group_new (TG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
}
