/* tg-board-renderer.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-renderer-private.h"

#include <math.h>
#include <string.h>

#include "tengen-board-resources.h"
#include "tg-board-wood.h"
#include "tg-shadow.h"
#include "tg-text-record.h"

/* [theme][dark].  The dark variants sit in a #242424 window: darker,
 * less saturated wood so the board does not glare, lines that stay
 * legible on it. */
static const Palette palettes[3][2] = {
  [TG_BOARD_THEME_WOOD] = {
    { HEX (0xe9c687, 1), HEX (0xd7aa63, 1), HEX (0xa8773a, 0.16), HEX (0x6b4a1f, 0.30),
      HEX (0x2f2416, 1), HEX (0x4e3a22, 0.95), HEX (0x2f2416, 0.9), HEX (0x1c71d8, 1),
      HEX (0x1a5fb4, 1) },
    { HEX (0xb08a55, 1), HEX (0x977240, 1), HEX (0x5e4220, 0.16), HEX (0xe8c88f, 0.18),
      HEX (0x1d160d, 1), HEX (0x25190c, 0.92), HEX (0x1d160d, 0.9), HEX (0x99c1f1, 1),
      HEX (0x1c3f80, 1) },
  },
  [TG_BOARD_THEME_PAPER] = {
    { HEX (0xfbfbfa, 1), HEX (0xf0efed, 1), HEX (0x000000, 0), HEX (0x000000, 0.12),
      HEX (0x241f31, 1), HEX (0x3d3846, 0.9), HEX (0x241f31, 0.9), HEX (0x1c71d8, 1),
      HEX (0x1a5fb4, 1) },
    { HEX (0xaeadaa, 1), HEX (0x9d9c99, 1), HEX (0x000000, 0), HEX (0xffffff, 0.15),
      HEX (0x161616, 1), HEX (0x1e1e1e, 0.92), HEX (0x161616, 0.9), HEX (0x1a5fb4, 1),
      HEX (0x1c3f80, 1) },
  },
  /* Black ink on white paper whatever the desktop's style: a page. */
  [TG_BOARD_THEME_PRINT] = {
    { HEX (0xffffff, 1), HEX (0xffffff, 1), HEX (0x000000, 0), HEX (0x000000, 0),
      HEX (0x000000, 1), HEX (0x000000, 1), HEX (0x000000, 1), HEX (0x000000, 1),
      HEX (0x000000, 1) },
    { HEX (0xffffff, 1), HEX (0xffffff, 1), HEX (0x000000, 0), HEX (0x000000, 0),
      HEX (0x000000, 1), HEX (0x000000, 1), HEX (0x000000, 1), HEX (0x000000, 1),
      HEX (0x000000, 1) },
  },
};

const Rgba tg_board_on_black = HEX (0xf6f5f4, 1);
const Rgba tg_board_on_white = HEX (0x241f31, 1);

static RsvgHandle *
load_stone_svg (const char *name)
{
  g_autofree char *path = g_strdup_printf (RESOURCE_PREFIX "/stones/%s.svg", name);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  RsvgHandle *handle;
  gsize length;
  const guint8 *data;

  /* Looked up in our own resource rather than the global table, which
   * also keeps the resource linked into every program using this. */
  bytes = g_resource_lookup_data (tg_board_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                  &error);
  if (bytes == NULL)
    {
      g_warning ("Cannot load %s: %s", path, error->message);
      return NULL;
    }
  data = g_bytes_get_data (bytes, &length);
  handle = rsvg_handle_new_from_data (data, length, &error);
  if (handle == NULL)
    g_warning ("Cannot read %s: %s", path, error->message);
  return handle;
}

TgBoardRenderer *
tg_board_renderer_new (void)
{
  TgBoardRenderer *self = g_new0 (TgBoardRenderer, 1);

  self->font_family = g_strdup ("Sans");
  return self;
}

static void
clear_stones (TgBoardRenderer *self)
{
  for (guint i = 0; i < 2; i++)
    {
      g_clear_pointer (&self->stone[i], cairo_surface_destroy);
      g_clear_pointer (&self->shadowed[i], cairo_surface_destroy);
      g_clear_pointer (&self->print_stone[i], cairo_surface_destroy);
    }
  self->stone_diameter = 0;
  self->print_diameter = 0;
}

void
tg_board_renderer_invalidate (TgBoardRenderer *self,
                              TgBoardLayers    layers)
{
  g_return_if_fail (self != NULL);

  if (layers & TG_BOARD_LAYER_BOARD)
    g_clear_pointer (&self->board, cairo_surface_destroy);
  for (guint i = 0; i < N_LAYERS; i++)
    if (layers & (1u << i))
      {
        g_clear_pointer (&self->layers[i].surface, cairo_surface_destroy);
        self->layers[i].valid = FALSE;
      }
}

void
tg_board_renderer_free (TgBoardRenderer *self)
{
  if (self == NULL)
    return;
  clear_stones (self);
  tg_board_renderer_invalidate (self, TG_BOARD_LAYERS_ALL);
  g_clear_object (&self->svg[0]);
  g_clear_object (&self->svg[1]);
  g_free (self->font_family);
  g_free (self);
}

void
tg_board_renderer_set_dark (TgBoardRenderer *self,
                            gboolean         dark)
{
  self->dark = !!dark;
}

gboolean
tg_board_renderer_get_dark (TgBoardRenderer *self)
{
  return self->dark;
}

void
tg_board_renderer_set_font_family (TgBoardRenderer *self,
                                   const char      *family)
{
  if (family == NULL || g_strcmp0 (family, self->font_family) == 0)
    return;
  g_free (self->font_family);
  self->font_family = g_strdup (family);
  tg_board_renderer_invalidate (self, TG_BOARD_LAYERS_ALL);
}

const Palette *
_tg_board_renderer_palette (TgBoardRenderer *self,
                            TgBoardScene    *scene)
{
  return &palettes[tg_board_scene_get_theme (scene)][self->dark];
}

void
_tg_board_set_rgba (cairo_t    *cr,
                    const Rgba *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
}

const Rgba *
_tg_board_ink_for (const Palette *palette,
                   TgColor        color)
{
  if (color == TG_BLACK)
    return &tg_board_on_black;
  if (color == TG_WHITE)
    return &tg_board_on_white;
  return &palette->line;
}

gboolean
_tg_board_point_center (const TgBoardGeometry *geometry,
                        const TgBoard         *board,
                        TgPoint                point,
                        double                *cx,
                        double                *cy)
{
  guint col = tg_board_point_x (board, point), row = tg_board_point_y (board, point);

  if (!tg_board_geometry_shows (geometry, col, row))
    return FALSE;
  tg_board_geometry_center_device (geometry, col, row, cx, cy);
  return TRUE;
}

/* Stones */

static cairo_surface_t *
rasterise_stone (RsvgHandle *svg,
                 TgColor     color,
                 int         diameter,
                 int         pad)
{
  int side = diameter + 2 * pad;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cairo_t *cr = cairo_create (surface);
  RsvgRectangle viewport = { pad, pad, diameter, diameter };
  g_autoptr(GError) error = NULL;

  if (pad > 0)
    {
      /* A soft contact shadow, lit from the upper left like the SVGs. */
      double r = diameter / 2.0;
      double cx = pad + r + pad * 0.35;
      double cy = pad + r + pad * 0.5;
      double blur = pad * 0.9;
      cairo_pattern_t *shadow = cairo_pattern_create_radial (cx, cy, r - blur, cx, cy, r + blur);

      cairo_pattern_add_color_stop_rgba (shadow, 0, 0, 0, 0, 0.42);
      cairo_pattern_add_color_stop_rgba (shadow, 0.45, 0, 0, 0, 0.20);
      cairo_pattern_add_color_stop_rgba (shadow, 1, 0, 0, 0, 0);
      cairo_set_source (cr, shadow);
      cairo_arc (cr, cx, cy, r + blur, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_pattern_destroy (shadow);
    }

  if (svg == NULL || !rsvg_handle_render_document (svg, cr, &viewport, &error))
    {
      if (error != NULL)
        g_warning ("Cannot draw a stone: %s", error->message);
      cairo_set_source_rgb (cr, color == TG_BLACK ? 0.1 : 0.95, color == TG_BLACK ? 0.1 : 0.95,
                            color == TG_BLACK ? 0.1 : 0.93);
      cairo_arc (cr, pad + diameter / 2.0, pad + diameter / 2.0, diameter / 2.0, 0, 2 * G_PI);
      cairo_fill (cr);
    }

  cairo_destroy (cr);
  return surface;
}

/* The stone bitmaps at the geometry's diameter. */
static void
ensure_stones (TgBoardRenderer *self,
               int              diameter)
{
  if (self->stone_diameter == diameter)
    return;
  clear_stones (self);
  if (!self->svg_loaded)
    {
      self->svg[0] = load_stone_svg ("black");
      self->svg[1] = load_stone_svg ("white");
      self->svg_loaded = TRUE;
    }
  self->stone_diameter = diameter;
  self->shadow_pad = MAX (1, (int) ceil (diameter * 0.06));
  for (guint i = 0; i < 2; i++)
    {
      TgColor color = i + 1;

      self->stone[i] = rasterise_stone (self->svg[i], color, diameter, 0);
      self->shadowed[i] = rasterise_stone (self->svg[i], color, diameter, self->shadow_pad);
    }
}

/* An integer translation keeps pixman on its fast path and the bitmap
 * sharp. */
static void
blit (cairo_t         *cr,
      cairo_surface_t *surface,
      int              x,
      int              y,
      double           alpha)
{
  int w = cairo_image_surface_get_width (surface);
  int h = cairo_image_surface_get_height (surface);

  cairo_set_source_surface (cr, surface, x, y);
  if (alpha >= 1)
    {
      cairo_rectangle (cr, x, y, w, h);
      cairo_fill (cr);
    }
  else
    {
      cairo_save (cr);
      cairo_rectangle (cr, x, y, w, h);
      cairo_clip (cr);
      cairo_paint_with_alpha (cr, alpha);
      cairo_restore (cr);
    }
}

void
_tg_board_renderer_ghost (TgBoardRenderer       *self,
                          cairo_t               *cr,
                          const TgBoardGeometry *g,
                          TgColor                color,
                          double                 cx,
                          double                 cy,
                          double                 alpha)
{
  if (color != TG_BLACK && color != TG_WHITE)
    return;
  ensure_stones (self, g->stone_diameter);
  blit (cr, self->stone[color - 1], (int) (cx - g->stone_diameter / 2.0),
                  (int) (cy - g->stone_diameter / 2.0), alpha);
}

/* Text */

PangoLayout *
_tg_board_renderer_layout (TgBoardRenderer *self,
                           cairo_t         *cr,
                           int              pixel_size,
                           PangoWeight      weight)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (self->font_family);
  PangoAttrList *attrs = pango_attr_list_new ();

  pango_font_description_set_absolute_size (font, MAX (1, pixel_size) * PANGO_SCALE);
  pango_font_description_set_weight (font, weight);
  pango_layout_set_font_description (layout, font);
  /* Tabular figures: 11 and 18 as wide as each other. */
  pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
  pango_layout_set_attributes (layout, attrs);
  pango_attr_list_unref (attrs);
  pango_font_description_free (font);
  return layout;
}

PangoRectangle
_tg_board_digit_ink (PangoLayout *layout)
{
  PangoRectangle ink;

  pango_layout_set_text (layout, "8", -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  return ink;
}

void
_tg_board_show_centered (cairo_t              *cr,
                         PangoLayout          *layout,
                         const PangoRectangle *digit,
                         double                cx,
                         double                cy)
{
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (cr, round (cx - logical.width / 2.0 - logical.x),
                 round (cy - (digit->y + digit->height / 2.0)));
  /* An SVG's numbers and labels are text, centred as here. */
  tg_text_record_show_layout (cr, layout, TG_TEXT_ANCHOR_MIDDLE);
}

/* The empty board */

void
_tg_board_draw_labels (TgBoardRenderer       *self,
                       cairo_t               *cr,
                       const TgBoardGeometry *g,
                       const Palette         *palette)
{
  static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  const TgBoardRegion *r = &g->region;
  PangoLayout *layout = _tg_board_renderer_layout (self, cr, g->label_size, PANGO_WEIGHT_NORMAL);
  PangoRectangle digit = _tg_board_digit_ink (layout);
  double near_side = g->board_x + g->label_inset;
  double far_side = g->board_x + g->board_width - g->label_inset;
  double near_top = g->board_y + g->label_inset;
  double far_bottom = g->board_y + g->board_height - g->label_inset;

  _tg_board_set_rgba (cr, &palette->label);
  for (guint i = r->col; i < r->col + r->cols; i++)
    {
      char letter[2] = { columns[i], '\0' };
      double cx, cy;

      tg_board_geometry_center_device (g, i, r->row, &cx, &cy);
      /* Each label is laid out once for both sides of the board. */
      pango_layout_set_text (layout, letter, -1);
      _tg_board_show_centered (cr, layout, &digit, cx, near_top);
      _tg_board_show_centered (cr, layout, &digit, cx, far_bottom);
    }
  for (guint i = r->row; i < r->row + r->rows; i++)
    {
      char number[4];
      double cx, cy;

      tg_board_geometry_center_device (g, r->col, i, &cx, &cy);
      g_snprintf (number, sizeof number, "%u", g->size - i);
      pango_layout_set_text (layout, number, -1);
      _tg_board_show_centered (cr, layout, &digit, near_side, cy);
      _tg_board_show_centered (cr, layout, &digit, far_side, cy);
    }
  g_object_unref (layout);
}

/* The grid as filled rectangles on whole pixels: no antialiasing can
 * blur them.  The outer lines grow outward only, so every line's centre
 * stays where the geometry says; where the board goes on beyond the part
 * shown, the lines run on past it. */
void
_tg_board_draw_grid (cairo_t               *cr,
                     const TgBoardGeometry *g)
{
  const TgBoardRegion *r = &g->region;
  int extra = g->edge_width - g->line_width;
  int last = (int) g->size - 1;
  gboolean top = r->row == 0, bottom = r->row + r->rows == g->size;
  gboolean left = r->col == 0, right = r->col + r->cols == g->size;
  int x0 = g->grid_x - (left ? extra : g->cut_length);
  int x1 = g->grid_x + (int) (r->cols - 1) * g->spacing + g->line_width +
           (right ? extra : g->cut_length);
  int y0 = g->grid_y - (top ? extra : g->cut_length);
  int y1 = g->grid_y + (int) (r->rows - 1) * g->spacing + g->line_width +
           (bottom ? extra : g->cut_length);

  for (guint i = 0; i < r->cols; i++)
    {
      int line = (int) (r->col + i);
      gboolean edge = line == 0 || line == last;

      cairo_rectangle (cr, g->grid_x + (int) i * g->spacing - (line == 0 ? extra : 0), y0,
                       edge ? g->edge_width : g->line_width, y1 - y0);
    }
  for (guint i = 0; i < r->rows; i++)
    {
      int line = (int) (r->row + i);
      gboolean edge = line == 0 || line == last;

      cairo_rectangle (cr, x0, g->grid_y + (int) i * g->spacing - (line == 0 ? extra : 0),
                       x1 - x0, edge ? g->edge_width : g->line_width);
    }
  cairo_fill (cr);
}

static void
paint_wood (cairo_surface_t *surface,
            int              x,
            int              y,
            int              width,
            int              height,
            const Palette   *palette)
{
  const Rgba *top = &palette->wood_top, *bottom = &palette->wood_bottom, *grain = &palette->grain;

  tg_board_wood_paint (surface, x, y, width, height, (double[3]) { top->r, top->g, top->b },
                       (double[3]) { bottom->r, bottom->g, bottom->b },
                       (double[3]) { grain->r, grain->g, grain->b }, grain->a);
}

/* Draws the empty board on @surface, of the board's size; @g is laid
 * out with the board at (0, 0). */
static void
paint_board (TgBoardRenderer       *self,
             cairo_surface_t       *surface,
             const TgBoardGeometry *g,
             TgBoardScene          *scene)
{
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  const TgBoard *board = tg_board_scene_get_board (scene);
  int width = g->board_width, height = g->board_height;
  cairo_t *cr;

  paint_wood (surface, 0, 0, width, height, palette);
  cr = cairo_create (surface);

  /* Round the corners off, and a hairline just inside the edge. */
  cairo_rectangle (cr, 0, 0, width, height);
  tg_shadow_rounded_rectangle (cr, 0, 0, width, height, g->corner_radius);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  tg_shadow_rounded_rectangle (cr, g->scale / 2.0, g->scale / 2.0, width - g->scale,
                               height - g->scale, MAX (0, g->corner_radius - g->scale / 2.0));
  cairo_set_line_width (cr, g->scale);
  _tg_board_set_rgba (cr, &palette->rim);
  cairo_stroke (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  _tg_board_set_rgba (cr, &palette->line);
  _tg_board_draw_grid (cr, g);

  _tg_board_draw_star_points (cr, g, board, 0.09);

  if (g->coordinates)
    _tg_board_draw_labels (self, cr, g, palette);
  cairo_destroy (cr);
}

void
_tg_board_draw_star_points (cairo_t               *cr,
                            const TgBoardGeometry *g,
                            const TgBoard         *board,
                            double                 relative_radius)
{
  g_autoptr(GArray) stars = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  double radius = MAX (1.5 * g->scale, g->spacing * relative_radius) + g->line_width / 2.0;

  tg_board_get_star_points (board, stars);
  for (guint i = 0; i < stars->len; i++)
    {
      double cx, cy;

      if (!_tg_board_point_center (g, board, g_array_index (stars, TgPoint, i), &cx, &cy))
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
    }
  cairo_fill (cr);
}

/* The layout @geometry's board has from its own top left. */
static TgBoardGeometry
board_layout (const TgBoardGeometry *geometry)
{
  TgBoardGeometry layout = *geometry;

  layout.grid_x -= layout.board_x;
  layout.grid_y -= layout.board_y;
  layout.board_x = layout.board_y = 0;
  return layout;
}

static void
ensure_board (TgBoardRenderer       *self,
              const TgBoardGeometry *geometry,
              TgBoardScene          *scene)
{
  TgBoardGeometry layout = board_layout (geometry);
  TgBoardTheme theme = tg_board_scene_get_theme (scene);

  if (self->board != NULL && tg_board_geometry_equal (&layout, &self->board_layout) &&
      theme == self->board_theme && self->dark == self->board_dark)
    return;

  g_clear_pointer (&self->board, cairo_surface_destroy);
  self->board_layout = layout;
  self->board_theme = theme;
  self->board_dark = self->dark;
  self->board = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, layout.board_width,
                                            layout.board_height);
  paint_board (self, self->board, &layout, scene);
}

void
_tg_board_renderer_fill_wood (TgBoardRenderer       *self,
                              cairo_t               *cr,
                              const TgBoardGeometry *g,
                              TgBoardScene          *scene,
                              int                    x,
                              int                    y,
                              int                    width,
                              int                    height)
{
  const Palette *palette = _tg_board_renderer_palette (self, scene);
  int left = MAX (x, g->board_x), top = MAX (y, g->board_y);
  int right = MIN (x + width, g->board_x + g->board_width);
  int bottom = MIN (y + height, g->board_y + g->board_height);
  cairo_surface_t *patch;

  if (tg_board_scene_get_theme (scene) == TG_BOARD_THEME_PRINT)
    {
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_fill (cr);
      return;
    }
  if (right <= left || bottom <= top)
    {
      cairo_new_path (cr);
      return;
    }
  /* The same wood, grain and all, as under the rest of the board. */
  patch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, right - left, bottom - top);
  paint_wood (patch, left - g->board_x, top - g->board_y, g->board_width, g->board_height,
              palette);
  cairo_set_source_surface (cr, patch, left, top);
  cairo_fill (cr);
  cairo_surface_destroy (patch);
}

/* The stones: dead ones faded in counting. */
static void
draw_stones (TgBoardRenderer       *self,
             cairo_t               *cr,
             const TgBoardGeometry *g,
             TgBoardScene          *scene)
{
  const TgBoard *board = tg_board_scene_get_board (scene);
  const TgBoardRegion *r = &g->region;
  gboolean print = tg_board_scene_get_theme (scene) == TG_BOARD_THEME_PRINT;
  gboolean vectors = print && _tg_board_draws_vectors (cr);
  int d = g->stone_diameter;

  /* Reading order: each stone's shadow falls down and to the right, onto
   * stones drawn after it, never over one already drawn. */
  for (guint row = r->row; row < r->row + r->rows; row++)
    for (guint col = r->col; col < r->col + r->cols; col++)
      {
        TgPoint p = tg_board_point (board, col, row);
        TgColor color = tg_board_get (board, p);
        double cx, cy;
        int left, top;

        if (color != TG_BLACK && color != TG_WHITE)
          continue;
        if (print)
          {
            double alpha = tg_board_scene_get_marks (scene, p) & TG_BOARD_MARK_DEAD ? 0.38 : 1;

            tg_board_geometry_center_device (g, col, row, &cx, &cy);
            if (vectors)
              _tg_board_draw_print_stone (cr, g, color, cx, cy, alpha);
            else
              {
                _tg_board_renderer_ensure_print_stones (self, g);
                blit (cr, self->print_stone[color - 1], (int) (cx - d / 2.0),
                                (int) (cy - d / 2.0), alpha);
              }
            continue;
          }
        /* Rasterised for the first stone drawn, not before: the empty
         * board a session starts with needs none. */
        ensure_stones (self, d);
        tg_board_geometry_center_device (g, col, row, &cx, &cy);
        left = (int) (cx - d / 2.0);
        top = (int) (cy - d / 2.0);
        if (tg_board_scene_get_marks (scene, p) & TG_BOARD_MARK_DEAD)
          blit (cr, self->stone[color - 1], left, top, 0.38);
        else
          blit (cr, self->shadowed[color - 1], left - self->shadow_pad,
                          top - self->shadow_pad, 1);
      }
}

static void
draw_layer (TgBoardRenderer       *self,
            cairo_t               *cr,
            const TgBoardGeometry *geometry,
            TgBoardScene          *scene,
            TgBoardLayers          layer)
{
  switch (layer)
    {
    case TG_BOARD_LAYER_BOARD:
      if (tg_board_scene_get_theme (scene) == TG_BOARD_THEME_PRINT)
        {
          _tg_board_draw_print_board (self, cr, geometry, scene);
          break;
        }
      ensure_board (self, geometry, scene);
      blit (cr, self->board, geometry->board_x, geometry->board_y, 1);
      break;
    case TG_BOARD_LAYER_STONES:
      draw_stones (self, cr, geometry, scene);
      break;
    case TG_BOARD_LAYER_MARKS:
      _tg_board_draw_marks (self, cr, geometry, scene);
      break;
    case TG_BOARD_LAYER_MARKUP:
      _tg_board_draw_markup (self, cr, geometry, scene);
      break;
    case TG_BOARD_LAYER_VARIATIONS:
      _tg_board_draw_variations (self, cr, geometry, scene);
      break;
    case TG_BOARD_LAYER_ANALYSIS:
      _tg_board_draw_analysis (self, cr, geometry, scene);
      break;
    case TG_BOARD_LAYER_OVERLAY:
      _tg_board_draw_overlay (self, cr, geometry, scene);
      break;
    default:
      g_return_if_reached ();
    }
}

static gboolean
fits (const TgBoardGeometry *geometry,
      TgBoardScene          *scene)
{
  return geometry->size == tg_board_scene_get_size (scene);
}

void
tg_board_renderer_draw (TgBoardRenderer       *self,
                        cairo_t               *cr,
                        const TgBoardGeometry *geometry,
                        TgBoardScene          *scene,
                        TgBoardLayers          layers)
{
  g_return_if_fail (self != NULL && cr != NULL && geometry != NULL);
  g_return_if_fail (TG_IS_BOARD_SCENE (scene));

  if (!fits (geometry, scene))
    return;
  cairo_save (cr);
  cairo_rectangle (cr, geometry->board_x, geometry->board_y, geometry->board_width,
                   geometry->board_height);
  cairo_clip (cr);
  for (guint i = 0; i < N_LAYERS; i++)
    {
      TgBoardLayers layer = 1u << i;

      if ((layers & layer) && layer != TG_BOARD_LAYER_POINTER)
        draw_layer (self, cr, geometry, scene, layer);
    }
  cairo_restore (cr);
}

/* The layer drawn once into a recording, and then into an image of no
 * more than the recording's ink: most layers cover a few points. */
static void
render_layer (TgBoardRenderer       *self,
              const TgBoardGeometry *g,
              TgBoardScene          *scene,
              TgBoardLayers          layer,
              CachedLayer           *cached)
{
  cairo_rectangle_t bounds = { g->board_x, g->board_y, g->board_width, g->board_height };
  cairo_surface_t *recording = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA,
                                                               &bounds);
  cairo_t *cr = cairo_create (recording);
  double x, y, width, height;
  int left, top, right, bottom;

  draw_layer (self, cr, g, scene, layer);
  cairo_destroy (cr);
  cairo_recording_surface_ink_extents (recording, &x, &y, &width, &height);

  cached->valid = TRUE;
  cached->surface = NULL;
  left = MAX (g->board_x, (int) floor (x));
  top = MAX (g->board_y, (int) floor (y));
  right = MIN (g->board_x + g->board_width, (int) ceil (x + width));
  bottom = MIN (g->board_y + g->board_height, (int) ceil (y + height));
  if (width > 0 && height > 0 && right > left && bottom > top)
    {
      cached->area = (cairo_rectangle_int_t) { left, top, right - left, bottom - top };
      cached->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, right - left,
                                                    bottom - top);
      cr = cairo_create (cached->surface);
      cairo_set_source_surface (cr, recording, -left, -top);
      cairo_paint (cr);
      cairo_destroy (cr);
      cairo_surface_flush (cached->surface);
    }
  cairo_surface_destroy (recording);
}

cairo_surface_t *
tg_board_renderer_get_layer (TgBoardRenderer       *self,
                             const TgBoardGeometry *geometry,
                             TgBoardScene          *scene,
                             TgBoardLayers          layer,
                             cairo_rectangle_int_t *area)
{
  TgBoardTheme theme;
  CachedLayer *cached;
  guint index;

  g_return_val_if_fail (self != NULL && geometry != NULL && area != NULL, NULL);
  g_return_val_if_fail (TG_IS_BOARD_SCENE (scene), NULL);
  g_return_val_if_fail (layer != 0 && (layer & (layer - 1)) == 0 &&
                        layer != TG_BOARD_LAYER_POINTER && layer <= TG_BOARD_LAYER_OVERLAY,
                        NULL);

  if (!fits (geometry, scene))
    return NULL;
  if (layer == TG_BOARD_LAYER_BOARD)
    {
      /* The renderer keeps the board until its layout, theme, darkness or
       * font changes. */
      ensure_board (self, geometry, scene);
      *area = (cairo_rectangle_int_t) { geometry->board_x, geometry->board_y,
                                        geometry->board_width, geometry->board_height };
      return self->board;
    }

  theme = tg_board_scene_get_theme (scene);
  if (!tg_board_geometry_equal (geometry, &self->layers_geometry) ||
      theme != self->layers_theme || self->dark != self->layers_dark)
    {
      tg_board_renderer_invalidate (self, TG_BOARD_LAYERS_ALL & ~TG_BOARD_LAYER_BOARD);
      self->layers_geometry = *geometry;
      self->layers_theme = theme;
      self->layers_dark = self->dark;
    }
  index = (guint) g_bit_nth_lsf (layer, -1);
  cached = &self->layers[index];
  if (!cached->valid)
    render_layer (self, geometry, scene, layer, cached);
  *area = cached->area;
  return cached->surface;
}
