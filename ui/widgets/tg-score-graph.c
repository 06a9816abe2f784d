/* tg-score-graph.c
 *
 * The line runs from the root through its tip, the deepest node of the
 * line last shown while the current node stays on it, so that going back
 * along a variation keeps showing that variation.  It is worked out again
 * (a walk of the whole line, with each position's values) when first used
 * after the record changed or the current node left it; a jump along it
 * only finds the current position again, by its move number, so that a
 * jump costs the same on a line of 100,000 moves as on one of 100.  The
 * curve is drawn once into an image, again only when the values, the
 * size or the colours change; a jump draws the current move's mark over
 * it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-score-graph-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tg-analysis-record.h"
#include "tg-snapshot-image.h"

/* The lead's scale never shrinks below this many points. */
#define MIN_LEAD_RANGE 10.0
#define PAD_X 8.0
#define PAD_Y 6.0

typedef struct
{
  double lead;
  double winrate;
} Values;

struct _TgScoreGraph
{
  GtkWidget   parent_instance;

  TgGame     *game;
  gulong      changed_id;
  gulong      removed_id;
  gulong      inserted_id;
  gulong      node_changed_id;
  gulong      reordered_id;
  gulong      current_id;
  /* The game changed since the line was worked out; the record did. */
  gboolean    stale;
  gboolean    record_changed;
  gboolean    show_winrate;
  TgNode     *tip;
  GPtrArray  *line;       /* TgNode * */
  GArray     *values;     /* double, one a position: what is drawn */
  gboolean    winrate;    /* the values are winrates */
  gboolean    any_value;
  double      range;      /* value_range () of the values */
  guint       current;
  GHashTable *live;       /* TgNode * → Values * */

  /* The ground, the even line and the curve, as drawn for the values
   * and the size, scale and colours below; NULL: to be drawn. */
  cairo_surface_t *curve_image;
  GdkTexture      *curve_texture;
  int              curve_width;
  int              curve_height;
  int              curve_scale;
  gboolean         curve_dark;
  GdkRGBA          curve_fg;
};

G_DEFINE_FINAL_TYPE (TgScoreGraph, tg_score_graph, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_WINRATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The largest lead shown, and at least MIN_LEAD_RANGE. */
static double
value_range (TgScoreGraph *self)
{
  double range = MIN_LEAD_RANGE;

  for (guint i = 0; i < self->values->len; i++)
    {
      double v = g_array_index (self->values, double, i);

      if (isfinite (v))
        range = MAX (range, fabs (v));
    }
  return range;
}

static void
forget_curve (TgScoreGraph *self)
{
  g_clear_object (&self->curve_texture);
  g_clear_pointer (&self->curve_image, cairo_surface_destroy);
}

static void
read_values (TgScoreGraph *self)
{
  gboolean any_winrate = FALSE, any_lead = FALSE;
  g_autoptr(GArray) leads = g_array_sized_new (FALSE, FALSE, sizeof (double), self->line->len);
  g_autoptr(GArray) winrates = g_array_sized_new (FALSE, FALSE, sizeof (double),
                                                  self->line->len);

  for (guint i = 0; i < self->line->len; i++)
    {
      TgNode *node = self->line->pdata[i];
      Values *live = g_hash_table_lookup (self->live, node);
      double lead, winrate;

      tg_analysis_record_read (node, &lead, &winrate);
      if (live != NULL)
        {
          /* What the engine says now is newer than what was stored. */
          if (!isnan (live->lead))
            lead = live->lead;
          if (!isnan (live->winrate))
            winrate = live->winrate;
        }
      any_winrate |= !isnan (winrate);
      any_lead |= !isnan (lead);
      g_array_append_val (leads, lead);
      g_array_append_val (winrates, winrate);
    }
  /* A record with winrates only (Sabaki's older SBKV) shows those. */
  self->winrate = any_winrate && (self->show_winrate || !any_lead);
  self->any_value = any_winrate || any_lead;
  g_clear_pointer (&self->values, g_array_unref);
  self->values = g_array_ref (self->winrate ? winrates : leads);
  self->range = value_range (self);
  forget_curve (self);
}

/* Where @node is on the line, if it is, found by its move number (a
 * replay's annotation): a position is the last node before a move, so
 * the line holds one position a move number, and a node is on the line
 * when it is that position or above it with no move between.  A walk of
 * the nodes between two moves at most, however long the line. */
static gboolean
find_on_line (TgScoreGraph *self,
              TgNode       *node,
              guint        *index)
{
  guint first;
  TgNode *n;

  if (self->line->len == 0)
    return FALSE;
  first = ((TgNode *) self->line->pdata[0])->move_number;
  if (node->move_number < first || node->move_number - first >= self->line->len)
    return FALSE;
  for (n = self->line->pdata[node->move_number - first]; n != node; n = n->parent)
    if (n->move_color != TG_EMPTY || n->parent == NULL)
      return FALSE;
  *index = node->move_number - first;
  return TRUE;
}

/* Whether @below is further down the line than @node, both on it. */
static gboolean
is_below (TgNode *below,
          TgNode *node)
{
  if (below->move_number != node->move_number)
    return below->move_number > node->move_number;
  /* Between the same two moves: @node is above, or @below is. */
  for (TgNode *n = below; n != node; n = n->parent)
    if (n->move_color != TG_EMPTY || n->parent == NULL)
      return FALSE;
  return below != node;
}

static void
compute_line (TgScoreGraph *self)
{
  TgNode *current;

  g_clear_pointer (&self->line, g_ptr_array_unref);
  if (self->game == NULL)
    {
      self->line = g_ptr_array_new ();
      g_clear_pointer (&self->values, g_array_unref);
      self->values = g_array_new (FALSE, FALSE, sizeof (double));
      self->range = MIN_LEAD_RANGE;
      forget_curve (self);
      self->any_value = FALSE;
      self->current = 0;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  current = tg_game_get_current (self->game);
  if (self->tip == NULL || tg_node_get_root (self->tip) != tg_game_get_root (self->game) ||
      !tg_node_is_ancestor (current, self->tip))
    self->tip = current;
  self->line = tg_analysis_record_line (self->game, self->tip);
  /* The line goes through the current node. */
  if (!find_on_line (self, current, &self->current))
    {
      g_warn_if_reached ();
      self->current = 0;
    }
  read_values (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* After a jump that changed nothing in the record: FALSE when the
 * current node left the line, which must then be worked out again. */
static gboolean
follow_current (TgScoreGraph *self)
{
  TgNode *current = tg_game_get_current (self->game);

  if (self->tip == NULL || !find_on_line (self, current, &self->current))
    return FALSE;
  /* Further down the line it shows, which then ends there. */
  if (!is_below (self->tip, current))
    self->tip = current;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* Worked out when next used, so that whoever reads the graph in the
 * same "changed" sees the line as it is now. */
static void
ensure_line (TgScoreGraph *self)
{
  if (!self->stale)
    return;
  self->stale = FALSE;
  if (self->record_changed || self->game == NULL || !follow_current (self))
    compute_line (self);
  self->record_changed = FALSE;
}

static void
on_changed (TgScoreGraph *self)
{
  self->stale = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Said before "changed", so that a view reading the graph in its own
 * "changed" handler, whichever runs first, sees the line as it is. */
static void
on_record_changed (TgScoreGraph *self)
{
  self->stale = TRUE;
  self->record_changed = TRUE;
}

/* The tip goes with its branch (while its nodes are still alive): once
 * the redo history forgets them, they are freed. */
static void
on_node_removed (TgScoreGraph *self,
                 TgNode       *parent,
                 guint         position,
                 TgNode       *node)
{
  if (self->tip != NULL && tg_node_is_ancestor (node, self->tip))
    self->tip = NULL;
  self->stale = TRUE;
  self->record_changed = TRUE;
}

static void
disconnect_game (TgScoreGraph *self)
{
  g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_signal_handler (&self->removed_id, self->game);
  g_clear_signal_handler (&self->inserted_id, self->game);
  g_clear_signal_handler (&self->node_changed_id, self->game);
  g_clear_signal_handler (&self->reordered_id, self->game);
  g_clear_signal_handler (&self->current_id, self->game);
}

void
tg_score_graph_set_game (TgScoreGraph *self,
                         TgGame       *game)
{
  g_return_if_fail (TG_IS_SCORE_GRAPH (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    disconnect_game (self);
  g_set_object (&self->game, game);
  g_hash_table_remove_all (self->live);
  self->tip = NULL;
  if (game != NULL)
    {
      self->changed_id = g_signal_connect_swapped (game, "changed", G_CALLBACK (on_changed), self);
      self->removed_id = g_signal_connect_swapped (game, "node-removed",
                                                   G_CALLBACK (on_node_removed), self);
      self->inserted_id = g_signal_connect_swapped (game, "node-inserted",
                                                    G_CALLBACK (on_record_changed), self);
      self->node_changed_id = g_signal_connect_swapped (game, "node-changed",
                                                        G_CALLBACK (on_record_changed), self);
      self->reordered_id = g_signal_connect_swapped (game, "children-reordered",
                                                     G_CALLBACK (on_record_changed), self);
      self->current_id = g_signal_connect_swapped (game, "notify::current-node",
                                                   G_CALLBACK (on_changed), self);
    }
  self->stale = FALSE;
  self->record_changed = FALSE;
  compute_line (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
tg_score_graph_set_show_winrate (TgScoreGraph *self,
                                 gboolean      show)
{
  g_return_if_fail (TG_IS_SCORE_GRAPH (self));

  show = !!show;
  if (self->show_winrate == show)
    return;
  self->show_winrate = show;
  ensure_line (self);
  read_values (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_WINRATE]);
}

void
tg_score_graph_set_live (TgScoreGraph *self,
                         TgNode       *node,
                         double        score_lead,
                         double        winrate)
{
  Values *values;

  g_return_if_fail (TG_IS_SCORE_GRAPH (self));
  g_return_if_fail (node != NULL);

  values = g_new (Values, 1);
  values->lead = score_lead;
  values->winrate = winrate;
  g_hash_table_replace (self->live, node, values);
  ensure_line (self);
  if (g_ptr_array_find (self->line, node, NULL))
    {
      read_values (self);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

void
tg_score_graph_clear_live (TgScoreGraph *self)
{
  g_return_if_fail (TG_IS_SCORE_GRAPH (self));

  g_hash_table_remove_all (self->live);
  ensure_line (self);
  read_values (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GPtrArray *
tg_score_graph_get_line (TgScoreGraph *self)
{
  g_return_val_if_fail (TG_IS_SCORE_GRAPH (self), NULL);

  ensure_line (self);
  return self->line;
}

guint
tg_score_graph_get_n_positions (TgScoreGraph *self)
{
  g_return_val_if_fail (TG_IS_SCORE_GRAPH (self), 0);

  ensure_line (self);
  return self->line->len;
}

double
tg_score_graph_get_value (TgScoreGraph *self,
                          guint         index)
{
  g_return_val_if_fail (TG_IS_SCORE_GRAPH (self), NAN);

  ensure_line (self);
  g_return_val_if_fail (index < self->values->len, NAN);

  return g_array_index (self->values, double, index);
}

gboolean
tg_score_graph_has_values (TgScoreGraph *self)
{
  g_return_val_if_fail (TG_IS_SCORE_GRAPH (self), FALSE);

  ensure_line (self);
  return self->any_value;
}

guint
tg_score_graph_get_current (TgScoreGraph *self)
{
  g_return_val_if_fail (TG_IS_SCORE_GRAPH (self), 0);

  ensure_line (self);
  return self->current;
}

static double
x_of (TgScoreGraph *self,
      guint         index,
      double        width)
{
  guint last = MAX (self->line->len, 2) - 1;

  return PAD_X + (width - 2 * PAD_X) * index / last;
}

guint
tg_score_graph_index_at (TgScoreGraph *self,
                         double        x)
{
  double width = gtk_widget_get_width (GTK_WIDGET (self));
  guint last;
  double t;

  g_return_val_if_fail (TG_IS_SCORE_GRAPH (self), 0);

  ensure_line (self);
  if (self->line->len == 0)
    return 0;
  last = self->line->len - 1;
  t = width > 2 * PAD_X ? (x - PAD_X) / (width - 2 * PAD_X) : 0;
  return (guint) CLAMP (lround (t * last), 0, (long) last);
}

/* Drawing */

/* -1 to 1, Black's side up. */
static double
normalised (TgScoreGraph *self,
            double        value,
            double        range)
{
  if (self->winrate)
    return CLAMP (value * 2 - 1, -1, 1);
  return CLAMP (value / range, -1, 1);
}

static void
draw_curve (TgScoreGraph *self,
            cairo_t      *cr,
            double        width,
            double        height,
            gboolean      dark)
{
  double mid = height / 2, half = height / 2 - PAD_Y;
  double range = self->range;
  gboolean open = FALSE;
  double first_x = 0, last_x = 0;

  /* The area between the curve and the even line, in Black's colour
   * where Black leads and White's where White does: each run of known
   * values on its own. */
  for (int pass = 0; pass < 2; pass++)
    {
      cairo_save (cr);
      cairo_rectangle (cr, 0, pass == 0 ? 0 : mid, width, mid);
      cairo_clip (cr);
      for (guint i = 0; i <= self->values->len; i++)
        {
          double v = i < self->values->len ? g_array_index (self->values, double, i) : NAN;
          double x = i < self->values->len ? x_of (self, i, width) : 0;

          if (!isfinite (v))
            {
              if (open)
                {
                  cairo_line_to (cr, last_x, mid);
                  cairo_line_to (cr, first_x, mid);
                  cairo_close_path (cr);
                }
              open = FALSE;
              continue;
            }
          if (!open)
            {
              cairo_move_to (cr, x, mid);
              first_x = x;
              open = TRUE;
            }
          cairo_line_to (cr, x, mid - normalised (self, v, range) * half);
          last_x = x;
        }
      if (pass == 0)
        cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, dark ? 0.9 : 0.75);
      else
        cairo_set_source_rgba (cr, 1, 1, 1, dark ? 0.8 : 0.95);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  /* The curve itself. */
  open = FALSE;
  for (guint i = 0; i < self->values->len; i++)
    {
      double v = g_array_index (self->values, double, i);
      double x = x_of (self, i, width), y;

      if (!isfinite (v))
        {
          open = FALSE;
          continue;
        }
      y = mid - normalised (self, v, range) * half;
      if (open)
        cairo_line_to (cr, x, y);
      else
        cairo_move_to (cr, x, y);
      open = TRUE;
    }
  cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
  cairo_set_line_width (cr, 1.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

/* The ground, the even line and the curve, into curve_image. */
static void
draw_curve_image (TgScoreGraph  *self,
                  int            width,
                  int            height,
                  int            scale,
                  gboolean       dark,
                  const GdkRGBA *fg)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                         height * scale);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;

  cairo_scale (cr, scale, scale);
  /* A ground between the stones' colours, so that both leads show. */
  cairo_set_source_rgba (cr, 0.5, 0.5, 0.5, dark ? 0.45 : 0.3);
  cairo_rectangle (cr, PAD_X / 2, PAD_Y / 2, width - PAD_X, height - PAD_Y);
  cairo_fill (cr);

  /* The even line. */
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.3);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, PAD_X, round (height / 2.0) + 0.5);
  cairo_line_to (cr, width - PAD_X, round (height / 2.0) + 0.5);
  cairo_stroke (cr);

  draw_curve (self, cr, width, height, dark);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is GDK's default memory format; the texture borrows
   * the pixels, keeping the surface. */
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height * scale,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));
  self->curve_texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT,
                                                bytes, cairo_image_surface_get_stride (surface));
  self->curve_image = surface;
  self->curve_width = width;
  self->curve_height = height;
  self->curve_scale = scale;
  self->curve_dark = dark;
  self->curve_fg = *fg;
}

static void
tg_score_graph_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TgScoreGraph *self = TG_SCORE_GRAPH (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  GdkRGBA fg;
  cairo_t *cr;
  double x;

  if (width <= 2 * PAD_X || height <= 2 * PAD_Y)
    return;
  ensure_line (self);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  if (self->curve_image != NULL
      && (width != self->curve_width || height != self->curve_height
          || scale != self->curve_scale || dark != self->curve_dark
          || !gdk_rgba_equal (&fg, &self->curve_fg)))
    forget_curve (self);
  if (self->curve_image == NULL)
    draw_curve_image (self, width, height, scale, dark, &fg);
  tg_snapshot_append_image (widget, snapshot, self->curve_texture, self->curve_image, 0, 0, scale,
                            &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The current move, and its value as a dot. */
  if (self->line->len > 0)
    {
      double v = g_array_index (self->values, double, self->current);
      double range = self->range;

      x = round (x_of (self, self->current, width)) + 0.5;
      cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x - 4, 0, 8, height));
      cairo_set_source_rgba (cr, 0.88, 0.11, 0.14, 0.9);
      cairo_set_line_width (cr, 2);
      cairo_move_to (cr, x, PAD_Y / 2);
      cairo_line_to (cr, x, height - PAD_Y / 2);
      cairo_stroke (cr);
      if (isfinite (v))
        {
          cairo_arc (cr, x, height / 2.0 - normalised (self, v, range) * (height / 2.0 - PAD_Y), 3.5,
                     0, 2 * G_PI);
          cairo_fill (cr);
        }
      cairo_destroy (cr);
    }
}

static void
go_to_x (TgScoreGraph *self,
         double        x)
{
  TgNode *node;

  ensure_line (self);
  if (self->game == NULL || self->line->len == 0)
    return;
  node = self->line->pdata[tg_score_graph_index_at (self, x)];
  if (node != tg_game_get_current (self->game))
    tg_game_set_current (self->game, node);
}

static void
on_drag_begin (GtkGestureDrag *gesture,
               double          x,
               double          y,
               TgScoreGraph   *self)
{
  go_to_x (self, x);
}

static void
on_drag_update (GtkGestureDrag *gesture,
                double          dx,
                double          dy,
                TgScoreGraph   *self)
{
  double x, y;

  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  go_to_x (self, x + dx);
}

static void
tg_score_graph_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 60 : 48;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 400 : 80;
}

static void
tg_score_graph_dispose (GObject *object)
{
  TgScoreGraph *self = TG_SCORE_GRAPH (object);

  if (self->game != NULL)
    disconnect_game (self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tg_score_graph_parent_class)->dispose (object);
}

static void
tg_score_graph_finalize (GObject *object)
{
  TgScoreGraph *self = TG_SCORE_GRAPH (object);

  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->values, g_array_unref);
  g_hash_table_unref (self->live);
  forget_curve (self);
  G_OBJECT_CLASS (tg_score_graph_parent_class)->finalize (object);
}

static void
tg_score_graph_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TgScoreGraph *self = TG_SCORE_GRAPH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_WINRATE:
      g_value_set_boolean (value, self->show_winrate);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_score_graph_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TgScoreGraph *self = TG_SCORE_GRAPH (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_score_graph_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_WINRATE:
      tg_score_graph_set_show_winrate (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_score_graph_class_init (TgScoreGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_score_graph_dispose;
  object_class->finalize = tg_score_graph_finalize;
  object_class->get_property = tg_score_graph_get_property;
  object_class->set_property = tg_score_graph_set_property;
  widget_class->snapshot = tg_score_graph_snapshot;
  widget_class->measure = tg_score_graph_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_WINRATE] =
    g_param_spec_boolean ("show-winrate", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "tg-score-graph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tg_score_graph_init (TgScoreGraph *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->live = g_hash_table_new_full (NULL, NULL, NULL, g_free);
  self->line = g_ptr_array_new ();
  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  self->range = MIN_LEAD_RANGE;
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Score Graph"), -1);
}

GdkTexture *
_tg_score_graph_get_curve (TgScoreGraph *self)
{
  return self->curve_texture;
}
