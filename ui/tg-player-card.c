/* tg-player-card.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-player-card.h"

struct _TgPlayerCard
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkDrawingArea *stone;
  GtkLabel       *name_label;
  GtkLabel       *rank_label;
  GtkLabel       *captures_label;
  GtkWidget      *turn_label;

  TgColor         color;
  char           *name;
  guint           captures;
  gboolean        to_move;
};

enum
{
  PROP_0,
  PROP_COLOR,
  PROP_NAME,
  PROP_CAPTURES,
  PROP_TO_MOVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TgPlayerCard, tg_player_card, GTK_TYPE_WIDGET)

/* The same shading as the board's stones, small: a light from the upper
 * left, so the two cards read as the two bowls. */
static void
draw_stone (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TgPlayerCard *self = user_data;
  double r = MIN (width, height) / 2.0 - 1.0;
  double cx = width / 2.0;
  double cy = height / 2.0;
  cairo_pattern_t *pattern;

  pattern = cairo_pattern_create_radial (cx - r * 0.35, cy - r * 0.35, r * 0.1,
                                         cx, cy, r);
  if (self->color == TG_WHITE)
    {
      cairo_pattern_add_color_stop_rgb (pattern, 0.0, 1.0, 1.0, 1.0);
      cairo_pattern_add_color_stop_rgb (pattern, 1.0, 0.80, 0.80, 0.78);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (pattern, 0.0, 0.42, 0.42, 0.44);
      cairo_pattern_add_color_stop_rgb (pattern, 1.0, 0.04, 0.04, 0.05);
    }
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_set_source (cr, pattern);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pattern);
  cairo_set_line_width (cr, 1.0);
  cairo_set_source_rgba (cr, 0, 0, 0, self->color == TG_WHITE ? 0.35 : 0.6);
  cairo_stroke (cr);
}

static void
update_name (TgPlayerCard *self)
{
  const char *colour = self->color == TG_WHITE ? _("White") : _("Black");

  if (self->name != NULL && self->name[0] != '\0')
    {
      g_autofree char *description = NULL;

      gtk_label_set_text (self->name_label, self->name);
      /* Translators: the accessible description of a player card:
       * "Black: Lee Sedol" */
      description = g_strdup_printf (_("%s: %s"), colour, self->name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                      -1);
    }
  else
    {
      gtk_label_set_text (self->name_label, colour);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, colour,
                                      -1);
    }
}

static void
update_captures (TgPlayerCard *self)
{
  g_autofree char *text = NULL;

  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u capture", "%u captures",
                                       self->captures),
                          self->captures);
  gtk_label_set_text (self->captures_label, text);
}

GtkWidget *
tg_player_card_new (TgColor color)
{
  return g_object_new (TG_TYPE_PLAYER_CARD, "color", color, NULL);
}

TgColor
tg_player_card_get_color (TgPlayerCard *self)
{
  g_return_val_if_fail (TG_IS_PLAYER_CARD (self), TG_EMPTY);

  return self->color;
}

void
tg_player_card_set_color (TgPlayerCard *self,
                          TgColor       color)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  if (self->color == color)
    return;
  self->color = color;
  update_name (self);
  gtk_widget_queue_draw (GTK_WIDGET (self->stone));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOR]);
}

const char *
tg_player_card_get_name (TgPlayerCard *self)
{
  g_return_val_if_fail (TG_IS_PLAYER_CARD (self), NULL);

  return self->name;
}

void
tg_player_card_set_name (TgPlayerCard *self,
                         const char   *name)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));

  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  update_name (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

void
tg_player_card_set_rank (TgPlayerCard *self,
                         const char   *rank)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));

  gtk_label_set_text (self->rank_label, rank ? rank : "");
  gtk_widget_set_visible (GTK_WIDGET (self->rank_label), rank != NULL && rank[0] != '\0');
}

guint
tg_player_card_get_captures (TgPlayerCard *self)
{
  g_return_val_if_fail (TG_IS_PLAYER_CARD (self), 0);

  return self->captures;
}

void
tg_player_card_set_captures (TgPlayerCard *self,
                             guint         captures)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));

  if (self->captures == captures)
    return;
  self->captures = captures;
  update_captures (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAPTURES]);
}

gboolean
tg_player_card_get_to_move (TgPlayerCard *self)
{
  g_return_val_if_fail (TG_IS_PLAYER_CARD (self), FALSE);

  return self->to_move;
}

void
tg_player_card_set_to_move (TgPlayerCard *self,
                            gboolean      to_move)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));

  to_move = !!to_move;
  if (self->to_move == to_move)
    return;
  self->to_move = to_move;
  gtk_widget_set_visible (self->turn_label, to_move);
  if (to_move)
    gtk_widget_add_css_class (self->box, "tg-to-move");
  else
    gtk_widget_remove_css_class (self->box, "tg-to-move");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TO_MOVE]);
}

static void
tg_player_card_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TgPlayerCard *self = TG_PLAYER_CARD (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      g_value_set_uint (value, self->color);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_CAPTURES:
      g_value_set_uint (value, self->captures);
      break;
    case PROP_TO_MOVE:
      g_value_set_boolean (value, self->to_move);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_player_card_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TgPlayerCard *self = TG_PLAYER_CARD (object);

  switch (prop_id)
    {
    case PROP_COLOR:
      tg_player_card_set_color (self, g_value_get_uint (value));
      break;
    case PROP_NAME:
      tg_player_card_set_name (self, g_value_get_string (value));
      break;
    case PROP_CAPTURES:
      tg_player_card_set_captures (self, g_value_get_uint (value));
      break;
    case PROP_TO_MOVE:
      tg_player_card_set_to_move (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_player_card_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), TG_TYPE_PLAYER_CARD);

  G_OBJECT_CLASS (tg_player_card_parent_class)->dispose (object);
}

static void
tg_player_card_finalize (GObject *object)
{
  TgPlayerCard *self = TG_PLAYER_CARD (object);

  g_free (self->name);

  G_OBJECT_CLASS (tg_player_card_parent_class)->finalize (object);
}

static void
tg_player_card_class_init (TgPlayerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tg_player_card_get_property;
  object_class->set_property = tg_player_card_set_property;
  object_class->dispose = tg_player_card_dispose;
  object_class->finalize = tg_player_card_finalize;

  properties[PROP_COLOR] =
    g_param_spec_uint ("color", NULL, NULL, TG_BLACK, TG_WHITE, TG_BLACK,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAPTURES] =
    g_param_spec_uint ("captures", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TO_MOVE] =
    g_param_spec_boolean ("to-move", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, box);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, stone);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, rank_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, captures_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, turn_label);
  gtk_widget_class_set_css_name (widget_class, "playercard");
}

static void
tg_player_card_init (TgPlayerCard *self)
{
  self->color = TG_BLACK;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->stone, draw_stone, self, NULL);
  update_name (self);
  update_captures (self);
}
