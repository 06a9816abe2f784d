/* tg-player-card.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-player-card-private.h"

#include <adwaita.h>

#include "tg-clock-label.h"
#include "tg-shadow.h"
#include "tg-snapshot-image.h"

/* Adwaita's .card: its corners and its shadows, which the card paints
 * itself so that the first frame holds no blurred shadow for the
 * renderer to compile a blur for (style.css takes them off a box of
 * class tg-painted-shadow).  High contrast, whose first shadow is a line
 * of the text colour, keeps the stylesheet's. */
#define CARD_RADIUS 12
static const TgShadow card_shadows[] = {
  { 0, 0, 1, 0, 0.03 },
  { 0, 1, 1, 3, 0.07 },
  { 0, 2, 2, 6, 0.03 },
};

struct _TgPlayerCard
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkDrawingArea *stone;
  GtkLabel       *name_label;
  GtkLabel       *captures_label;
  GtkWidget      *turn_label;
  GtkWidget      *clock_box;
  TgClockLabel   *time_label;
  GtkLabel       *overtime_label;
  GtkLabel       *clock_state_label;

  /* The shadow, for shadow_width × shadow_height at shadow_scale. */
  GdkTexture     *shadow;
  graphene_rect_t shadow_bounds;
  cairo_surface_t *shadow_image;   /* the whole image the texture crops */
  graphene_point_t shadow_origin;  /* where the image's top left goes */
  int             shadow_width;
  int             shadow_height;
  int             shadow_scale;

  /* The game followed (NULL: the setters alone), and whether Black is
   * placing free handicap stones, which the window knows. */
  TgGame         *game;
  GSignalGroup   *game_signals;
  gboolean        placing;
  /* The match whose clock the card shows (NULL: no clock), whether the
   * last seconds are sounded, and the whole seconds last sounded, so
   * that each sounds once. */
  TgMatch        *match;
  GSignalGroup   *match_signals;
  gboolean        clock_warnings;
  gint64          warned;

  TgColor         color;
  char           *name;
  char           *rank;
  guint           captures;
  gboolean        to_move;
  gboolean        low_time;
};

enum
{
  PROP_0,
  PROP_COLOR,
  PROP_NAME,
  PROP_CAPTURES,
  PROP_TO_MOVE,
  PROP_GAME,
  PROP_MATCH,
  PROP_CLOCK_WARNINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (TgPlayerCard, tg_player_card, GTK_TYPE_WIDGET)

static void follow_game (TgPlayerCard *self);
static void follow_clock (TgPlayerCard *self);

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
  gboolean named = self->name != NULL && self->name[0] != '\0';
  const char *shown = named ? self->name : colour;
  g_autofree char *description = NULL;

  if (self->rank != NULL && self->rank[0] != '\0')
    {
      g_autofree char *markup = NULL;

      /* The rank in the name's text, dimmed, so the two wrap as one line
       * of words (see the template). */
      markup = g_markup_printf_escaped ("%s <span weight=\"normal\" alpha=\"55%%\">%s</span>",
                                        shown, self->rank);
      gtk_label_set_markup (self->name_label, markup);
      /* Translators: the accessible description of a player card with a
       * rank: "Black: Lee Sedol, 9p" */
      description = g_strdup_printf (_("%s: %s, %s"), colour, shown, self->rank);
    }
  else
    {
      gtk_label_set_text (self->name_label, shown);
      /* Translators: the accessible description of a player card:
       * "Black: Lee Sedol" */
      description = named ? g_strdup_printf (_("%s: %s"), colour, shown)
                          : g_strdup (colour);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                  -1);
}

static void
set_rank (TgPlayerCard *self,
          const char   *rank)
{
  if (g_strcmp0 (self->rank, rank) == 0)
    return;
  g_free (self->rank);
  self->rank = g_strdup (rank);
  update_name (self);
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

/* Low time: the last seconds that count — under 10 s of sudden death or
 * of a period, or the last byo-yomi period. */
#define LOW_TIME (10 * TG_CLOCK_SECOND)

static gboolean
is_low_time (const TgClockSettings *settings,
             const TgClockSide     *side)
{
  gboolean overtime = settings->system == TG_CLOCK_BYO_YOMI || settings->system == TG_CLOCK_CANADIAN;

  if (side->flagged)
    return TRUE;
  if (overtime && !side->in_overtime)
    return FALSE;
  return tg_clock_side_countdown (side) <= LOW_TIME
         || (settings->system == TG_CLOCK_BYO_YOMI && side->periods_left == 1);
}

/* A label's text, set only when it changes, so that a second's tick
 * costs one label's redraw. */
static void
set_text (GtkLabel   *label,
          const char *text)
{
  if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
    gtk_label_set_text (label, text);
}

static void
set_class (GtkWidget  *widget,
           const char *name,
           gboolean    on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

/* The clock, large, with the overtime ("3 × 30 s", "12 stones / 4:10")
 * and a word for its state (low time, time up, paused); NULL @settings
 * hides it.  Only labels change: the card keeps its size. */
static void
show_clock (TgPlayerCard          *self,
            const TgClockSettings *settings,
            const TgClockSide     *side,
            gboolean               running,
            gboolean               paused)
{
  g_autofree char *time = NULL;
  g_autofree char *overtime = NULL;
  const char *state = NULL;

  if (settings == NULL || settings->system == TG_CLOCK_NONE)
    {
      gtk_widget_set_visible (self->clock_box, FALSE);
      self->low_time = FALSE;
      return;
    }
  g_return_if_fail (side != NULL);

  time = tg_clock_format_time (tg_clock_side_countdown (side));
  overtime = tg_clock_format_overtime (settings, side);
  self->low_time = is_low_time (settings, side);
  if (side->flagged)
    state = _("Time is up");
  else if (running && paused)
    state = _("Clock paused");
  else if (self->low_time)
    state = _("Low time");
  tg_clock_label_set_text (self->time_label, time);
  set_text (self->overtime_label, overtime != NULL ? overtime : "");
  gtk_widget_set_visible (GTK_WIDGET (self->overtime_label), overtime != NULL);
  set_text (self->clock_state_label, state != NULL ? state : "");
  gtk_widget_set_visible (GTK_WIDGET (self->clock_state_label), state != NULL);
  set_class (GTK_WIDGET (self->time_label), "tg-low-time", self->low_time);
  set_class (GTK_WIDGET (self->clock_state_label), "tg-low-time", self->low_time);
  /* A running clock is brighter than a waiting one. */
  set_class (GTK_WIDGET (self->time_label), "dim-label", !running);
  gtk_widget_set_visible (self->clock_box, TRUE);
}

/* Low time is sounded each second from here down, when asked for. */
#define WARNING_TIME (10 * TG_CLOCK_SECOND)

static void
sound_warning (TgPlayerCard      *self,
               const TgClock     *clock,
               const TgClockSide *side)
{
  const TgClockSettings *settings = tg_clock_get_settings (clock);
  gboolean overtime = settings->system == TG_CLOCK_BYO_YOMI || settings->system == TG_CLOCK_CANADIAN;
  gint64 left = tg_clock_side_countdown (side);
  gint64 seconds = (left + TG_CLOCK_SECOND - 1) / TG_CLOCK_SECOND;

  if (tg_clock_is_paused (clock) || side->flagged || left > WARNING_TIME
      || (overtime && !side->in_overtime) || seconds == self->warned)
    return;
  self->warned = seconds;
  if (self->clock_warnings)
    gdk_display_beep (gtk_widget_get_display (GTK_WIDGET (self)));
}

/* The player's clock as the match has it: each tick, each change of the
 * match (a pause, an undone loss on time) and each step of the game. */
static void
follow_clock (TgPlayerCard *self)
{
  const TgClock *clock = self->match != NULL ? tg_match_get_clock (self->match) : NULL;
  TgClockSide side;

  if (clock == NULL)
    {
      show_clock (self, NULL, NULL, FALSE, FALSE);
      return;
    }
  tg_match_get_clock_side (self->match, self->color, &side);
  show_clock (self, tg_clock_get_settings (clock), &side,
              tg_clock_get_running (clock) == self->color, tg_clock_is_paused (clock));
  if (tg_clock_get_running (clock) == self->color)
    sound_warning (self, clock, &side);
}

void
tg_player_card_set_match (TgPlayerCard *self,
                          TgMatch      *match)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));
  g_return_if_fail (match == NULL || TG_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  g_signal_group_set_target (self->match_signals, match);
  follow_clock (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

const char *
tg_player_card_get_clock_text (TgPlayerCard *self)
{
  g_return_val_if_fail (TG_IS_PLAYER_CARD (self), NULL);

  return gtk_widget_get_visible (self->clock_box) ? tg_clock_label_get_text (self->time_label) : NULL;
}

gboolean
tg_player_card_get_low_time (TgPlayerCard *self)
{
  g_return_val_if_fail (TG_IS_PLAYER_CARD (self), FALSE);

  return self->low_time;
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
  if (self->game != NULL)
    follow_game (self);
  follow_clock (self);
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

/* The player's part of the game: once a step, a navigation or a change
 * of phase is whole ("changed"). */
static void
follow_game (TgPlayerCard *self)
{
  TgGame *game = self->game;
  gboolean black = self->color == TG_BLACK;
  TgColor to_move;

  if (tg_game_is_at_end_of_play (game))
    to_move = TG_EMPTY;
  else if (self->placing)
    to_move = TG_BLACK;
  else
    to_move = tg_game_get_to_move (game);
  tg_player_card_set_name (self, tg_game_get_info (game, black ? "PB" : "PW"));
  set_rank (self, tg_game_get_info (game, black ? "BR" : "WR"));
  tg_player_card_set_captures (self, tg_game_get_captures (game, self->color));
  tg_player_card_set_to_move (self, to_move == self->color);
  follow_clock (self);
}

void
tg_player_card_set_game (TgPlayerCard *self,
                         TgGame       *game)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  if (game != NULL)
    follow_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
tg_player_card_set_placing_handicap (TgPlayerCard *self,
                                     gboolean      placing)
{
  g_return_if_fail (TG_IS_PLAYER_CARD (self));

  self->placing = placing;
  if (self->game != NULL)
    follow_game (self);
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
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    case PROP_CLOCK_WARNINGS:
      g_value_set_boolean (value, self->clock_warnings);
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
    case PROP_GAME:
      tg_player_card_set_game (self, g_value_get_object (value));
      break;
    case PROP_MATCH:
      tg_player_card_set_match (self, g_value_get_object (value));
      break;
    case PROP_CLOCK_WARNINGS:
      self->clock_warnings = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The card's shadow at @scale, cropped to the pixels it darkens, and
 * where it goes in @bounds: its faint outer edge would otherwise cross
 * the side panel's edge and make the renderer clip it. */
static GdkTexture *
render_shadow (int               width,
               int               height,
               int               scale,
               graphene_rect_t  *bounds,
               cairo_surface_t **image,
               graphene_point_t *origin)
{
  cairo_surface_t *surface;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) cropped = NULL;
  int left, top, right, bottom;
  int x0 = G_MAXINT, y0 = G_MAXINT, x1 = -1, y1 = -1;
  const guint8 *data;
  int stride;

  tg_shadow_get_extents (card_shadows, G_N_ELEMENTS (card_shadows), scale,
                         &left, &top, &right, &bottom);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale + left + right,
                                        height * scale + top + bottom);
  tg_shadow_paint (surface, left, top, width * scale, height * scale, CARD_RADIUS * scale, scale,
                   card_shadows, G_N_ELEMENTS (card_shadows));
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < cairo_image_surface_get_height (surface); y++)
    for (int x = 0; x < cairo_image_surface_get_width (surface); x++)
      if (((const guint32 *) (data + (gsize) y * stride))[x] != 0)
        {
          x0 = MIN (x0, x);
          x1 = MAX (x1, x);
          y0 = MIN (y0, y);
          y1 = MAX (y1, y);
        }
  if (x1 < 0)
    {
      cairo_surface_destroy (surface);
      return NULL;
    }

  /* Cairo's ARGB32 is premultiplied BGRA in native order: GDK's default
   * memory format.  The texture borrows the pixels, keeping the surface. */
  bytes = g_bytes_new_with_free_func (data, (gsize) cairo_image_surface_get_height (surface) * stride,
                                      (GDestroyNotify) cairo_surface_destroy, surface);
  cropped = g_bytes_new_from_bytes (bytes, (gsize) y0 * stride + (gsize) x0 * 4,
                                    (gsize) (y1 - y0) * stride + (gsize) (x1 - x0 + 1) * 4);
  *bounds = GRAPHENE_RECT_INIT ((x0 - left) / (double) scale, (y0 - top) / (double) scale,
                                (x1 - x0 + 1) / (double) scale, (y1 - y0 + 1) / (double) scale);
  /* Kept alive by the texture. */
  *image = surface;
  *origin = GRAPHENE_POINT_INIT (-left / (double) scale, -top / (double) scale);
  return gdk_memory_texture_new (x1 - x0 + 1, y1 - y0 + 1, GDK_MEMORY_DEFAULT, cropped, stride);
}

static void
tg_player_card_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TgPlayerCard *self = TG_PLAYER_CARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);

  if (gtk_widget_has_css_class (self->box, "tg-painted-shadow"))
    {
      if (self->shadow_width != width || self->shadow_height != height ||
          self->shadow_scale != scale)
        {
          g_clear_object (&self->shadow);
          self->shadow = render_shadow (width, height, scale, &self->shadow_bounds,
                                        &self->shadow_image, &self->shadow_origin);
          self->shadow_width = width;
          self->shadow_height = height;
          self->shadow_scale = scale;
        }
      if (self->shadow != NULL)
        tg_snapshot_append_image (widget, snapshot, self->shadow, self->shadow_image,
                                  self->shadow_origin.x, self->shadow_origin.y, scale,
                                  &self->shadow_bounds);
    }
  gtk_widget_snapshot_child (widget, self->box, snapshot);
}

static void
high_contrast_changed_cb (TgPlayerCard *self)
{
  if (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    gtk_widget_remove_css_class (self->box, "tg-painted-shadow");
  else
    gtk_widget_add_css_class (self->box, "tg-painted-shadow");
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tg_player_card_dispose (GObject *object)
{
  TgPlayerCard *self = TG_PLAYER_CARD (object);

  g_signal_group_set_target (self->game_signals, NULL);
  g_signal_group_set_target (self->match_signals, NULL);
  g_clear_object (&self->game);
  g_clear_object (&self->match);
  g_clear_object (&self->shadow);
  gtk_widget_dispose_template (GTK_WIDGET (object), TG_TYPE_PLAYER_CARD);

  G_OBJECT_CLASS (tg_player_card_parent_class)->dispose (object);
}

static void
tg_player_card_finalize (GObject *object)
{
  TgPlayerCard *self = TG_PLAYER_CARD (object);

  g_free (self->rank);
  g_free (self->name);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->match_signals);

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
  widget_class->snapshot = tg_player_card_snapshot;

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
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TG_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CLOCK_WARNINGS] =
    g_param_spec_boolean ("clock-warnings", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (TG_TYPE_CLOCK_LABEL);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, box);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, stone);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, captures_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, turn_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, clock_box);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, time_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, overtime_label);
  gtk_widget_class_bind_template_child (widget_class, TgPlayerCard, clock_state_label);
  gtk_widget_class_set_css_name (widget_class, "playercard");
}

static void
tg_player_card_init (TgPlayerCard *self)
{
  self->color = TG_BLACK;
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (self->stone, draw_stone, self, NULL);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (high_contrast_changed_cb), self, G_CONNECT_SWAPPED);
  high_contrast_changed_cb (self);
  update_name (self);
  update_captures (self);

  self->game_signals = g_signal_group_new (TG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (follow_game), self,
                                 G_CONNECT_SWAPPED);
  self->match_signals = g_signal_group_new (TG_TYPE_MATCH);
  g_signal_group_connect_object (self->match_signals, "clock-tick", G_CALLBACK (follow_clock),
                                 self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->match_signals, "changed", G_CALLBACK (follow_clock), self,
                                 G_CONNECT_SWAPPED);
}
