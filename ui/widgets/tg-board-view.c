/* tg-board-view.c
 *
 * Each layer of the scene is a texture the GPU composites, made from the
 * image the renderer keeps of it and made again only when the scene says
 * that layer changed: a comment redraws nothing, a markup edit the
 * markup alone, a stream of analysis the analysis alone.  Around the
 * board, its shadow; pointer motion only redraws the one or two small
 * cells of the ghost stone and the keyboard cursor.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-view-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tg-board-geometry.h"
#include "tg-board-renderer.h"
#include "tg-shadow.h"
#include "tg-snapshot-image.h"

/* Logical pixels kept around the board for its shadow (tg-shadow.c). */
#define SHADOW_PAD 6

/* The layers kept as textures: all but the pointer's. */
#define N_CACHED 7

/* The shadow's strips around the board: the top and bottom ones span the
 * corners, down to where the board's rounded corners leave the wood. */
enum
{
  SHADOW_TOP,
  SHADOW_BOTTOM,
  SHADOW_LEFT,
  SHADOW_RIGHT,
  N_SHADOWS
};

struct _TgBoardView
{
  GtkWidget        parent_instance;

  TgBoardScene    *scene;
  TgBoardRenderer *renderer;
  AdwStyleManager *style_manager;
  char            *font_family;

  /* The shadow for shadow_geometry. */
  TgBoardGeometry  shadow_geometry;
  GdkTexture      *shadow[N_SHADOWS];
  cairo_surface_t *shadow_surface[N_SHADOWS];  /* the image each texture keeps */
  graphene_rect_t  shadow_bounds[N_SHADOWS];
  gboolean         shadow_dark;
  /* The cached layers, bottom to top (by bit of TgBoardLayers): each
   * texture wraps the renderer's image layer_surface, until the renderer
   * hands out another. */
  cairo_surface_t *layer_surface[N_CACHED];
  GdkTexture      *layer[N_CACHED];
  graphene_rect_t  layer_bounds[N_CACHED];

  TgPoint          pressed;         /* under the primary button, or TG_PASS */
  GArray          *stroke;          /* TgPoint: the points crossed since */
  gboolean         keyboard;        /* the cursor keys were used since the last click */
};

G_DEFINE_FINAL_TYPE (TgBoardView, tg_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SCENE,
  PROP_CURSOR_SHOWN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
invalidate (TgBoardView   *self,
            TgBoardLayers  layers)
{
  tg_board_renderer_invalidate (self->renderer, layers);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
clear_layers (TgBoardView *self)
{
  for (guint i = 0; i < N_SHADOWS; i++)
    g_clear_object (&self->shadow[i]);
  for (guint i = 0; i < N_CACHED; i++)
    {
      g_clear_object (&self->layer[i]);
      self->layer_surface[i] = NULL;
    }
}

/* The label is the point under the keyboard cursor; the description the
 * position and, when the point pointed at cannot take the next stone,
 * why.  Under the pointer that includes an occupied point, which the
 * tooltip leaves unexplained since a sighted player sees the stone; at
 * the cursor the label already names the stone. */
static void
update_accessible (TgBoardView *self)
{
  TgPoint cursor = tg_board_scene_get_cursor (self->scene);
  g_autofree char *label = tg_board_scene_describe_point (self->scene, cursor);
  g_autofree char *description = tg_board_scene_describe_position (self->scene);
  g_autofree char *reason = NULL;
  gboolean hovering;
  TgMoveStatus status = TG_MOVE_OK;
  TgPoint pointed;

  hovering = tg_board_scene_get_hover (self->scene, &pointed);
  if (!hovering)
    pointed = cursor;
  if (tg_board_scene_get_interactive (self->scene))
    status = tg_board_scene_check_point (self->scene, pointed, &reason);
  if (status != TG_MOVE_OK && reason != NULL && (hovering || status != TG_MOVE_OCCUPIED))
    {
      g_autofree char *position = g_steal_pointer (&description);
      g_autofree char *name = tg_board_point_to_gtp (tg_board_scene_get_board (self->scene), pointed);

      /* Translators: the board's description, and why the point pointed
       * at cannot be played: "9×9 board, move 2, Black to move. E5: Occupied" */
      description = g_strdup_printf (_("%s. %s: %s"), position, name, reason);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
on_scene_changed (TgBoardView *self,
                  guint        layers)
{
  invalidate (self, layers);
  /* What a screen reader says of a point: its stone, marks and markup,
   * and why the point under the pointer or the cursor cannot be played. */
  if (layers & (TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS | TG_BOARD_LAYER_MARKUP |
                TG_BOARD_LAYER_VARIATIONS | TG_BOARD_LAYER_POINTER))
    update_accessible (self);
}

static void
on_hover_changed (TgBoardView *self)
{
  gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
}

static void
on_dark_changed (TgBoardView *self)
{
  tg_board_renderer_set_dark (self->renderer, adw_style_manager_get_dark (self->style_manager));
  invalidate (self, TG_BOARD_LAYERS_ALL);
}

static gboolean
compute_geometry (TgBoardView     *self,
                  TgBoardGeometry *geometry)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TgBoardRegion region;

  tg_board_scene_get_region (self->scene, &region);
  return tg_board_geometry_compute_region (geometry, SHADOW_PAD, SHADOW_PAD,
                                           gtk_widget_get_width (widget) - 2 * SHADOW_PAD,
                                           gtk_widget_get_height (widget) - 2 * SHADOW_PAD,
                                           tg_board_scene_get_size (self->scene), &region,
                                           gtk_widget_get_scale_factor (widget),
                                           tg_board_scene_get_show_coordinates (self->scene));
}

/* The point under a widget position, or FALSE. */
static gboolean
point_at (TgBoardView *self,
          double       x,
          double       y,
          TgPoint     *point)
{
  TgBoardGeometry geometry;
  guint col, row;

  if (!compute_geometry (self, &geometry) ||
      !tg_board_geometry_point_at (&geometry, x, y, &col, &row))
    return FALSE;
  *point = tg_board_point (tg_board_scene_get_board (self->scene), col, row);
  return TRUE;
}

gboolean
tg_board_view_get_point_position (TgBoardView *self,
                                  TgPoint      point,
                                  double      *x,
                                  double      *y)
{
  const TgBoard *board;
  TgBoardGeometry geometry;

  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), FALSE);

  board = tg_board_scene_get_board (self->scene);
  if (point < 0 || point >= TG_MAX_POINTS || !tg_board_is_on_board (board, point) ||
      !compute_geometry (self, &geometry))
    return FALSE;
  tg_board_geometry_center (&geometry, tg_board_point_x (board, point),
                            tg_board_point_y (board, point), x, y);
  return TRUE;
}

/* Drawing */

static GdkTexture *
texture_for_surface (cairo_surface_t *surface)
{
  int height = cairo_image_surface_get_height (surface);
  int stride = cairo_image_surface_get_stride (surface);
  g_autoptr(GBytes) bytes = NULL;

  /* Cairo's ARGB32 is premultiplied BGRA in native order: GDK's default
   * memory format.  The texture borrows the pixels, keeping the surface
   * (tg_snapshot_append_image () paints either). */
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) height * stride,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, stride);
}

static void
sync_font (TgBoardView *self)
{
  const PangoFontDescription *font;
  const char *family;

  font = pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  family = font != NULL ? pango_font_description_get_family (font) : NULL;
  if (family == NULL || g_strcmp0 (family, self->font_family) == 0)
    return;
  g_free (self->font_family);
  self->font_family = g_strdup (family);
  tg_board_renderer_set_font_family (self->renderer, family);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The shadow in strips, so that no texture as large as the board holds
 * little but transparent pixels. */
static void
draw_shadow (TgBoardView           *self,
             const TgBoardGeometry *g)
{
  /* Lit from above, darker on a dark window. */
  TgShadow shadow = { 0, 1, 0, 5, self->shadow_dark ? 0.45 : 0.20 };
  int pad = SHADOW_PAD * g->scale;
  int width = g->board_width, height = g->board_height;
  int r = g->corner_radius;
  /* Each strip's rectangle, device pixels from the board's top left. */
  const cairo_rectangle_int_t strips[N_SHADOWS] = {
    [SHADOW_TOP] = { -pad, -pad, width + 2 * pad, pad + r },
    [SHADOW_BOTTOM] = { -pad, height - r, width + 2 * pad, pad + r },
    [SHADOW_LEFT] = { -pad, r, pad, height - 2 * r },
    [SHADOW_RIGHT] = { width, r, pad, height - 2 * r },
  };

  for (guint i = 0; i < N_SHADOWS; i++)
    {
      const cairo_rectangle_int_t *strip = &strips[i];
      cairo_surface_t *surface;

      if (strip->width <= 0 || strip->height <= 0)
        continue;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, strip->width, strip->height);
      tg_shadow_paint (surface, -strip->x, -strip->y, width, height, r, g->scale, &shadow, 1);
      self->shadow[i] = texture_for_surface (surface);
      self->shadow_surface[i] = surface;
      self->shadow_bounds[i] = GRAPHENE_RECT_INIT ((g->board_x + strip->x) / (double) g->scale,
                                                   (g->board_y + strip->y) / (double) g->scale,
                                                   strip->width / (double) g->scale,
                                                   strip->height / (double) g->scale);
      cairo_surface_destroy (surface);
    }
}

static void
ensure_layers (TgBoardView           *self,
               const TgBoardGeometry *g)
{
  gboolean dark = tg_board_renderer_get_dark (self->renderer);

  sync_font (self);
  if (!tg_board_geometry_equal (g, &self->shadow_geometry) || dark != self->shadow_dark ||
      self->shadow[SHADOW_TOP] == NULL)
    {
      for (guint i = 0; i < N_SHADOWS; i++)
        g_clear_object (&self->shadow[i]);
      self->shadow_geometry = *g;
      self->shadow_dark = dark;
      draw_shadow (self, g);
    }

  /* The renderer draws a layer again only once it changed. */
  for (guint i = 0; i < N_CACHED; i++)
    {
      cairo_rectangle_int_t area;
      cairo_surface_t *surface = tg_board_renderer_get_layer (self->renderer, g, self->scene,
                                                              1u << i, &area);

      if (surface == self->layer_surface[i])
        continue;
      g_clear_object (&self->layer[i]);
      self->layer_surface[i] = surface;
      if (surface == NULL)
        continue;
      self->layer[i] = texture_for_surface (surface);
      self->layer_bounds[i] = GRAPHENE_RECT_INIT (area.x / (double) g->scale,
                                                  area.y / (double) g->scale,
                                                  area.width / (double) g->scale,
                                                  area.height / (double) g->scale);
    }
}

static gboolean
cursor_visible (TgBoardView *self)
{
  return gtk_widget_has_focus (GTK_WIDGET (self)) && self->keyboard;
}

static void
set_keyboard (TgBoardView *self,
              gboolean     keyboard)
{
  if (self->keyboard == keyboard)
    return;
  self->keyboard = keyboard;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURSOR_SHOWN]);
}

static void
snapshot_cell (TgBoardView           *self,
               GtkSnapshot           *snapshot,
               const TgBoardGeometry *g,
               TgPoint                point,
               gboolean               show_cursor)
{
  const TgBoard *board = tg_board_scene_get_board (self->scene);
  double x, y, side;
  cairo_t *cr;

  tg_board_geometry_cell (g, tg_board_point_x (board, point), tg_board_point_y (board, point),
                          &x, &y, &side);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x, y, side, side));
  /* The renderer works in device pixels. */
  cairo_scale (cr, 1.0 / g->scale, 1.0 / g->scale);
  tg_board_renderer_draw_pointer (self->renderer, cr, g, self->scene, show_cursor);
  cairo_destroy (cr);
}

/* The region being selected, drawn over its own cells only. */
static void
snapshot_selection (TgBoardView           *self,
                    GtkSnapshot           *snapshot,
                    const TgBoardGeometry *g)
{
  TgBoardRegion region;
  double x0, y0, x1, y1, side;
  cairo_t *cr;

  if (!tg_board_scene_get_selection (self->scene, &region))
    return;
  tg_board_geometry_cell (g, region.col, region.row, &x0, &y0, &side);
  tg_board_geometry_cell (g, region.col + region.cols - 1, region.row + region.rows - 1,
                          &x1, &y1, &side);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 + side - x0, y1 + side - y0));
  /* The renderer works in device pixels. */
  cairo_scale (cr, 1.0 / g->scale, 1.0 / g->scale);
  tg_board_renderer_draw_selection (self->renderer, cr, g, self->scene);
  cairo_destroy (cr);
}

static void
tg_board_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TgBoardView *self = TG_BOARD_VIEW (widget);
  TgBoardGeometry g;
  gboolean show_cursor;
  TgPoint hover, cursor;

  if (!compute_geometry (self, &g))
    return;
  ensure_layers (self, &g);

  for (guint i = 0; i < N_SHADOWS; i++)
    if (self->shadow[i] != NULL)
      tg_snapshot_append_image (widget, snapshot, self->shadow[i], self->shadow_surface[i],
                                self->shadow_bounds[i].origin.x, self->shadow_bounds[i].origin.y,
                                g.scale, &self->shadow_bounds[i]);
  for (guint i = 0; i < N_CACHED; i++)
    if (self->layer[i] != NULL)
      tg_snapshot_append_image (widget, snapshot, self->layer[i], self->layer_surface[i],
                                self->layer_bounds[i].origin.x, self->layer_bounds[i].origin.y,
                                g.scale, &self->layer_bounds[i]);

  snapshot_selection (self, snapshot, &g);
  show_cursor = cursor_visible (self);
  cursor = tg_board_scene_get_cursor (self->scene);
  if (tg_board_scene_get_hover_status (self->scene, NULL, NULL) &&
      tg_board_scene_get_hover (self->scene, &hover))
    snapshot_cell (self, snapshot, &g, hover, show_cursor && hover == cursor);
  else
    hover = TG_PASS;
  if (show_cursor && hover != cursor)
    snapshot_cell (self, snapshot, &g, cursor, TRUE);
}

static void
tg_board_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  *minimum = 160;
  *natural = 600;
}

/* Input */

static void
on_motion (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TgBoardView              *self)
{
  TgPoint point;

  if (point_at (self, x, y, &point))
    {
      tg_board_scene_set_hover (self->scene, point);
      /* With the button down, each new point joins the stroke. */
      if (self->pressed != TG_PASS
          && point != g_array_index (self->stroke, TgPoint, self->stroke->len - 1))
        {
          gboolean seen = FALSE;

          for (guint i = 0; i < self->stroke->len && !seen; i++)
            seen = g_array_index (self->stroke, TgPoint, i) == point;
          if (!seen)
            g_array_append_val (self->stroke, point);
        }
    }
  else
    tg_board_scene_clear_hover (self->scene);
}

static void
on_leave (GtkEventControllerMotion *controller,
          TgBoardView              *self)
{
  tg_board_scene_clear_hover (self->scene);
}

static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TgBoardView     *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  set_keyboard (self, FALSE);
  if (!point_at (self, x, y, &self->pressed))
    self->pressed = TG_PASS;
  g_array_set_size (self->stroke, 0);
  if (self->pressed != TG_PASS)
    g_array_append_val (self->stroke, self->pressed);
  /* Selecting, a press starts the rectangle, unless a first corner was
   * clicked already. */
  if (self->pressed != TG_PASS
      && (tg_board_scene_get_selecting (self->scene) || tg_board_scene_get_drag_selects (self->scene))
      && tg_board_scene_get_select_anchor (self->scene) == TG_PASS)
    tg_board_scene_set_select_anchor (self->scene, self->pressed);
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             TgBoardView     *self)
{
  TgPoint point;

  /* A drag's rectangle goes with the button; Find mode keeps its first
   * corner for a second click. */
  if (!tg_board_scene_get_selecting (self->scene))
    tg_board_scene_set_select_anchor (self->scene, TG_PASS);
  /* Across points, a stroke; otherwise as a button: the press and the
   * release must be on the same point, so a slip can be taken back by
   * dragging away. */
  if (self->pressed != TG_PASS && self->stroke->len > 1 && point_at (self, x, y, &point))
    {
      self->pressed = TG_PASS;
      tg_board_scene_stroke (self->scene, self->stroke);
      return;
    }
  if (self->pressed == TG_PASS || !point_at (self, x, y, &point) || point != self->pressed)
    return;
  self->pressed = TG_PASS;
  tg_board_scene_set_cursor (self->scene, point);
  tg_board_scene_activate (self->scene, point);
}

static gboolean
on_query_tooltip (GtkWidget   *widget,
                  int          x,
                  int          y,
                  gboolean     keyboard,
                  GtkTooltip  *tooltip,
                  TgBoardView *self)
{
  const TgBoard *board = tg_board_scene_get_board (self->scene);
  g_autofree char *reason = NULL;
  TgBoardGeometry g;
  TgPoint point;
  double cx, cy, side;

  if (keyboard)
    point = tg_board_scene_get_cursor (self->scene);
  else if (!point_at (self, x, y, &point))
    return FALSE;

  /* Only the rules' reasons are worth a tooltip; an occupied point is
   * plain to see. */
  if (!tg_board_scene_get_interactive (self->scene) || tg_board_get (board, point) != TG_EMPTY ||
      tg_board_scene_check_point (self->scene, point, &reason) == TG_MOVE_OK)
    return FALSE;

  gtk_tooltip_set_text (tooltip, reason);
  if (compute_geometry (self, &g))
    {
      tg_board_geometry_cell (&g, tg_board_point_x (board, point), tg_board_point_y (board, point),
                              &cx, &cy, &side);
      gtk_tooltip_set_tip_area (tooltip, &(GdkRectangle) { (int) cx, (int) cy, (int) side,
                                                           (int) side });
    }
  return TRUE;
}

/* The arrows by columns and rows (ii).  Once the cursor is shown they
 * move it.  Before (after a click), Left and Right are not the board's:
 * they step through the game, as everywhere but in a text field or the
 * tree; Up and Down show the cursor where it is. */
static gboolean
move_cursor (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  TgBoardView *self = TG_BOARD_VIEW (widget);
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  if (!self->keyboard)
    {
      if (dy == 0)
        return FALSE;
      set_keyboard (self, TRUE);
      return TRUE;
    }
  tg_board_scene_move_cursor (self->scene, dx, dy);
  gtk_widget_queue_draw (widget);
  return TRUE;
}

/* Enter and Space: a click on the cursor's point, once the cursor is
 * shown; before, they show it, so that no stone lands unseen. */
static gboolean
activate_cursor (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  TgBoardView *self = TG_BOARD_VIEW (widget);

  if (!self->keyboard)
    {
      set_keyboard (self, TRUE);
      return TRUE;
    }
  tg_board_scene_activate (self->scene, tg_board_scene_get_cursor (self->scene));
  gtk_widget_queue_draw (widget);
  return TRUE;
}

/* board.move-cursor (ii) and board.activate-cursor: what the keys do
 * once the cursor is shown, and show it. */
static void
move_cursor_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  set_keyboard (TG_BOARD_VIEW (widget), TRUE);
  move_cursor (widget, parameter, NULL);
}

static void
activate_cursor_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  set_keyboard (TG_BOARD_VIEW (widget), TRUE);
  activate_cursor (widget, NULL, NULL);
}

static void
on_focus_changed (TgBoardView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tg_board_view_get_cursor_shown (TgBoardView *self)
{
  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), FALSE);

  return self->keyboard;
}

/* Scene */

TgBoardScene *
tg_board_view_get_scene (TgBoardView *self)
{
  g_return_val_if_fail (TG_IS_BOARD_VIEW (self), NULL);

  return self->scene;
}

void
tg_board_view_set_scene (TgBoardView  *self,
                         TgBoardScene *scene)
{
  g_return_if_fail (TG_IS_BOARD_VIEW (self));
  g_return_if_fail (scene == NULL || TG_IS_BOARD_SCENE (scene));

  if (scene != NULL && scene == self->scene)
    return;

  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_data (self->scene, self);
  g_clear_object (&self->scene);
  self->scene = scene != NULL ? g_object_ref (scene) : tg_board_scene_new (NULL);
  g_signal_connect_object (self->scene, "changed", G_CALLBACK (on_scene_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scene, "notify::hover", G_CALLBACK (on_hover_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scene, "notify::cursor", G_CALLBACK (update_accessible), self,
                           G_CONNECT_SWAPPED);

  invalidate (self, TG_BOARD_LAYERS_ALL);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENE]);
}

static void
tg_board_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      g_value_set_object (value, self->scene);
      break;
    case PROP_CURSOR_SHOWN:
      g_value_set_boolean (value, tg_board_view_get_cursor_shown (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      tg_board_view_set_scene (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_view_dispose (GObject *object)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_data (self->scene, self);
  g_clear_object (&self->scene);
  clear_layers (self);

  G_OBJECT_CLASS (tg_board_view_parent_class)->dispose (object);
}

static void
tg_board_view_finalize (GObject *object)
{
  TgBoardView *self = TG_BOARD_VIEW (object);

  g_clear_pointer (&self->renderer, tg_board_renderer_free);
  g_array_unref (self->stroke);
  g_free (self->font_family);

  G_OBJECT_CLASS (tg_board_view_parent_class)->finalize (object);
}

static void
add_move_binding (GtkWidgetClass *widget_class,
                  guint           key,
                  guint           keypad_key,
                  int             dx,
                  int             dy)
{
  gtk_widget_class_add_binding (widget_class, key, 0, move_cursor, "(ii)", dx, dy);
  gtk_widget_class_add_binding (widget_class, keypad_key, 0, move_cursor, "(ii)", dx, dy);
}

static void
tg_board_view_class_init (TgBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tg_board_view_get_property;
  object_class->set_property = tg_board_view_set_property;
  object_class->dispose = tg_board_view_dispose;
  object_class->finalize = tg_board_view_finalize;

  widget_class->snapshot = tg_board_view_snapshot;
  widget_class->measure = tg_board_view_measure;

  /* Whether the arrows move the board's cursor: from the moment the
   * keyboard reaches or uses the board until the next click. */
  properties[PROP_CURSOR_SHOWN] =
    g_param_spec_boolean ("cursor-shown", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SCENE] =
    g_param_spec_object ("scene", NULL, NULL, TG_TYPE_BOARD_SCENE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "board.move-cursor", "(ii)", move_cursor_action);
  gtk_widget_class_install_action (widget_class, "board.activate-cursor", NULL,
                                   activate_cursor_action);
  add_move_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_move_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_move_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_move_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_cursor, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_cursor, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_cursor, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Space, 0, activate_cursor, NULL);

  gtk_widget_class_set_css_name (widget_class, "board");
  /* A grid of points the arrow keys walk; its label speaks the point
   * under the cursor, its description the position. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
tg_board_view_init (TgBoardView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkEventController *motion, *focus;
  GtkGesture *click;

  self->pressed = TG_PASS;
  self->stroke = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  self->renderer = tg_board_renderer_new ();

  self->style_manager = adw_style_manager_get_default ();
  tg_board_renderer_set_dark (self->renderer, adw_style_manager_get_dark (self->style_manager));
  g_signal_connect_object (self->style_manager, "notify::dark", G_CALLBACK (on_dark_changed), self,
                           G_CONNECT_SWAPPED);

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), self);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "enter", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  focus = gtk_event_controller_focus_new ();
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (widget, focus);

  tg_board_view_set_scene (self, NULL);
}

GtkWidget *
tg_board_view_new (TgBoardScene *scene)
{
  GtkWidget *view;

  g_return_val_if_fail (scene == NULL || TG_IS_BOARD_SCENE (scene), NULL);

  view = g_object_new (TG_TYPE_BOARD_VIEW, NULL);
  if (scene != NULL)
    tg_board_view_set_scene (TG_BOARD_VIEW (view), scene);
  return view;
}
