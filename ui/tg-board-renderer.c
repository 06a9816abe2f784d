/* tg-board-renderer.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-renderer.h"

#include <librsvg/rsvg.h>
#include <math.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "tengen-resources.h"
#include "tg-board-wood.h"
#include "tg-shadow.h"

typedef struct
{
  double r, g, b, a;
} Rgba;

#define HEX(rgb, alpha) \
  { ((rgb) >> 16 & 0xff) / 255.0, ((rgb) >> 8 & 0xff) / 255.0, ((rgb) & 0xff) / 255.0, (alpha) }

typedef struct
{
  Rgba     wood_top;      /* a diagonal gradient, lighter at the top left */
  Rgba     wood_bottom;
  Rgba     grain;         /* darkest grain; alpha 0: none */
  Rgba     rim;           /* hairline just inside the board edge */
  Rgba     line;
  Rgba     label;
  Rgba     mark;          /* superko square, shared points, on the board */
  Rgba     accent;        /* keyboard cursor, last move's number */
} Palette;

/* [theme][dark].  The dark variants sit in a #242424 window: darker,
 * less saturated wood so the board does not glare, lines that stay
 * legible on it. */
static const Palette palettes[2][2] = {
  [TG_BOARD_THEME_WOOD] = {
    { HEX (0xe9c687, 1), HEX (0xd7aa63, 1), HEX (0xa8773a, 0.16), HEX (0x6b4a1f, 0.30),
      HEX (0x2f2416, 1), HEX (0x4e3a22, 0.95), HEX (0x2f2416, 0.9), HEX (0x1c71d8, 1) },
    { HEX (0xb08a55, 1), HEX (0x977240, 1), HEX (0x5e4220, 0.16), HEX (0xe8c88f, 0.18),
      HEX (0x1d160d, 1), HEX (0x25190c, 0.92), HEX (0x1d160d, 0.9), HEX (0x99c1f1, 1) },
  },
  [TG_BOARD_THEME_PAPER] = {
    { HEX (0xfbfbfa, 1), HEX (0xf0efed, 1), HEX (0x000000, 0), HEX (0x000000, 0.12),
      HEX (0x241f31, 1), HEX (0x3d3846, 0.9), HEX (0x241f31, 0.9), HEX (0x1c71d8, 1) },
    { HEX (0xaeadaa, 1), HEX (0x9d9c99, 1), HEX (0x000000, 0), HEX (0xffffff, 0.15),
      HEX (0x161616, 1), HEX (0x1e1e1e, 0.92), HEX (0x161616, 0.9), HEX (0x1a5fb4, 1) },
  },
};

static const Rgba forbidden_red = HEX (0xc01c28, 0.9);
static const Rgba on_black = HEX (0xf6f5f4, 1);
static const Rgba on_white = HEX (0x241f31, 1);
static const Rgba accent_on_black = HEX (0x99c1f1, 1);
static const Rgba accent_on_white = HEX (0x1c71d8, 1);

struct _TgBoardRenderer
{
  gboolean         dark;
  char            *font_family;
  /* [BLACK - 1], [WHITE - 1]: read with the first stone drawn, as an
   * empty board needs neither. */
  RsvgHandle      *svg[2];
  gboolean         svg_loaded;

  /* Stones at one diameter: bare (ghosts, dead stones) and with their
   * drop shadow (shadow_pad pixels on each side). */
  int              stone_diameter;
  int              shadow_pad;
  cairo_surface_t *stone[2];
  cairo_surface_t *shadowed[2];

  /* The empty board for one layout, relative to its own top left. */
  TgBoardGeometry  board_layout;
  TgBoardTheme     board_theme;
  gboolean         board_dark;
  cairo_surface_t *board;
};

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
  bytes = g_resource_lookup_data (tengen_get_resource (), path, G_RESOURCE_LOOKUP_FLAGS_NONE,
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
    }
  self->stone_diameter = 0;
}

void
tg_board_renderer_free (TgBoardRenderer *self)
{
  if (self == NULL)
    return;
  clear_stones (self);
  g_clear_pointer (&self->board, cairo_surface_destroy);
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
  g_clear_pointer (&self->board, cairo_surface_destroy);
}

static const Palette *
get_palette (TgBoardRenderer *self,
             TgBoardScene    *scene)
{
  return &palettes[tg_board_scene_get_theme (scene)][self->dark];
}

static void
set_rgba (cairo_t    *cr,
          const Rgba *c)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, c->a);
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

/* Copies @surface with its top left at whole pixel (@x, @y): an integer
 * translation keeps pixman on its fast path and the bitmap sharp. */
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

/* Text */

static PangoLayout *
create_layout (TgBoardRenderer *self,
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

/* The ink of a digit in the layout's font, which text is centred on
 * vertically so that letters and numbers share a baseline and sit
 * optically in the middle. */
static PangoRectangle
digit_ink (PangoLayout *layout)
{
  PangoRectangle ink;

  pango_layout_set_text (layout, "8", -1);
  pango_layout_get_pixel_extents (layout, &ink, NULL);
  return ink;
}

/* Shows the layout's text centred on (@cx, @cy): horizontally by its
 * advance, vertically by @digit, the layout's digit_ink (). */
static void
show_centered (cairo_t              *cr,
               PangoLayout          *layout,
               const PangoRectangle *digit,
               double                cx,
               double                cy)
{
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  cairo_move_to (cr, round (cx - logical.width / 2.0 - logical.x),
                 round (cy - (digit->y + digit->height / 2.0)));
  pango_cairo_show_layout (cr, layout);
}

/* The empty board */

static void
draw_labels (TgBoardRenderer       *self,
             cairo_t               *cr,
             const TgBoardGeometry *g,
             const Palette         *palette)
{
  static const char columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";
  PangoLayout *layout = create_layout (self, cr, g->label_size, PANGO_WEIGHT_NORMAL);
  PangoRectangle digit = digit_ink (layout);
  double near_side = g->board_x + g->label_inset;
  double far_side = g->board_x + g->board_side - g->label_inset;
  double near_top = g->board_y + g->label_inset;
  double far_bottom = g->board_y + g->board_side - g->label_inset;

  set_rgba (cr, &palette->label);
  for (guint i = 0; i < g->size; i++)
    {
      char letter[2] = { columns[i], '\0' };
      char number[4];
      double cx, cy;

      tg_board_geometry_center_device (g, i, i, &cx, &cy);
      g_snprintf (number, sizeof number, "%u", g->size - i);
      /* Each label is laid out once for both sides of the board. */
      pango_layout_set_text (layout, letter, -1);
      show_centered (cr, layout, &digit, cx, near_top);
      show_centered (cr, layout, &digit, cx, far_bottom);
      pango_layout_set_text (layout, number, -1);
      show_centered (cr, layout, &digit, near_side, cy);
      show_centered (cr, layout, &digit, far_side, cy);
    }
  g_object_unref (layout);
}

/* Draws the empty board on @surface, a square of the board's size; @g
 * is laid out with the board at (0, 0). */
static void
paint_board (TgBoardRenderer       *self,
             cairo_surface_t       *surface,
             const TgBoardGeometry *g,
             TgBoardScene          *scene)
{
  const Palette *palette = get_palette (self, scene);
  g_autoptr(GArray) stars = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  const TgBoard *board = tg_board_scene_get_board (scene);
  int side = g->board_side;
  int last = g->size - 1;
  int extra = g->edge_width - g->line_width;
  int x0 = g->grid_x - extra;
  int y0 = g->grid_y - extra;
  int length = last * g->spacing + g->line_width + 2 * extra;
  double star_radius;
  cairo_t *cr;

  tg_board_wood_paint (surface,
                       (double[3]) { palette->wood_top.r, palette->wood_top.g, palette->wood_top.b },
                       (double[3]) { palette->wood_bottom.r, palette->wood_bottom.g,
                                     palette->wood_bottom.b },
                       (double[3]) { palette->grain.r, palette->grain.g, palette->grain.b },
                       palette->grain.a);
  cr = cairo_create (surface);

  /* Round the corners off, and a hairline just inside the edge. */
  cairo_rectangle (cr, 0, 0, side, side);
  tg_shadow_rounded_rectangle (cr, 0, 0, side, side, g->corner_radius);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_fill (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  tg_shadow_rounded_rectangle (cr, g->scale / 2.0, g->scale / 2.0, side - g->scale, side - g->scale,
                     MAX (0, g->corner_radius - g->scale / 2.0));
  cairo_set_line_width (cr, g->scale);
  set_rgba (cr, &palette->rim);
  cairo_stroke (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);

  /* The grid as filled rectangles on whole pixels: no antialiasing can
   * blur them.  The outer lines grow outward only, so every line's centre
   * stays where the geometry says. */
  set_rgba (cr, &palette->line);
  for (int i = 0; i <= last; i++)
    {
      int offset = i * g->spacing;
      int width = (i == 0 || i == last) ? g->edge_width : g->line_width;
      int start = i == 0 ? -extra : 0;

      cairo_rectangle (cr, g->grid_x + offset + start, y0, width, length);
      cairo_rectangle (cr, x0, g->grid_y + offset + start, length, width);
    }
  cairo_fill (cr);

  star_radius = MAX (1.5 * g->scale, g->spacing * 0.09) + g->line_width / 2.0;
  tg_board_get_star_points (board, stars);
  for (guint i = 0; i < stars->len; i++)
    {
      TgPoint p = g_array_index (stars, TgPoint, i);
      double cx, cy;

      tg_board_geometry_center_device (g, tg_board_point_x (board, p), tg_board_point_y (board, p),
                                       &cx, &cy);
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx, cy, star_radius, 0, 2 * G_PI);
    }
  cairo_fill (cr);

  if (g->coordinates)
    draw_labels (self, cr, g, palette);
  cairo_destroy (cr);
}

static void
ensure_board (TgBoardRenderer       *self,
              const TgBoardGeometry *geometry,
              TgBoardScene          *scene)
{
  TgBoardGeometry layout = *geometry;
  TgBoardTheme theme = tg_board_scene_get_theme (scene);

  layout.grid_x -= layout.board_x;
  layout.grid_y -= layout.board_y;
  layout.board_x = layout.board_y = 0;
  if (self->board != NULL && tg_board_geometry_equal (&layout, &self->board_layout) &&
      theme == self->board_theme && self->dark == self->board_dark)
    return;

  g_clear_pointer (&self->board, cairo_surface_destroy);
  self->board_layout = layout;
  self->board_theme = theme;
  self->board_dark = self->dark;
  self->board = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, layout.board_side,
                                            layout.board_side);
  paint_board (self, self->board, &layout, scene);
}

cairo_surface_t *
tg_board_renderer_get_board (TgBoardRenderer       *self,
                             const TgBoardGeometry *geometry,
                             TgBoardScene          *scene)
{
  g_return_val_if_fail (self != NULL && geometry != NULL, NULL);
  g_return_val_if_fail (TG_IS_BOARD_SCENE (scene), NULL);

  if (geometry->size != tg_board_scene_get_size (scene))
    return NULL;
  ensure_board (self, geometry, scene);
  return self->board;
}

void
tg_board_renderer_draw_board (TgBoardRenderer       *self,
                              cairo_t               *cr,
                              const TgBoardGeometry *geometry,
                              TgBoardScene          *scene)
{
  g_return_if_fail (self != NULL && cr != NULL && geometry != NULL);
  g_return_if_fail (TG_IS_BOARD_SCENE (scene));

  if (geometry->size != tg_board_scene_get_size (scene))
    return;
  ensure_board (self, geometry, scene);
  blit (cr, self->board, geometry->board_x, geometry->board_y, 1);
}

/* Stones and their marks */

static void
draw_area_square (cairo_t    *cr,
                  double      cx,
                  double      cy,
                  double      half,
                  TgColor     owner,
                  int         scale)
{
  cairo_rectangle (cr, round (cx - half), round (cy - half), round (2 * half), round (2 * half));
  if (owner == TG_BLACK)
    cairo_set_source_rgb (cr, 0.08, 0.08, 0.09);
  else
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.97);
  cairo_fill_preserve (cr);
  /* A contrasting hairline keeps both colours visible on any board. */
  cairo_set_line_width (cr, scale);
  if (owner == TG_BLACK)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  else
    cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_stroke (cr);
}

static void
draw_point_marks (TgBoardRenderer       *self,
                  cairo_t               *cr,
                  const TgBoardGeometry *g,
                  const Palette         *palette,
                  TgColor                color,
                  TgBoardMarks           marks,
                  double                 cx,
                  double                 cy)
{
  double d = g->stone_diameter;

  if ((marks & TG_BOARD_MARK_LAST_MOVE) && color != TG_EMPTY)
    {
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, d * 0.24, 0, 2 * G_PI);
      cairo_set_line_width (cr, MAX (1.5 * g->scale, d * 0.07));
      set_rgba (cr, color == TG_BLACK ? &on_black : &on_white);
      cairo_stroke (cr);
    }

  if (marks & TG_BOARD_MARK_FORBIDDEN)
    {
      double half = round (d * 0.2);

      cairo_rectangle (cr, cx - half, cy - half, 2 * half, 2 * half);
      cairo_set_line_width (cr, MAX (1.5 * g->scale, d * 0.06));
      set_rgba (cr, &palette->mark);
      cairo_stroke (cr);
    }

  if (marks & TG_BOARD_MARK_HINT)
    {
      double w = MAX (2.0 * g->scale, d * 0.09);

      /* A ring the size of a stone in the accent colour, on a light halo
       * that keeps it legible on dark wood and on paper alike. */
      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, d * 0.5 - w, 0, 2 * G_PI);
      cairo_set_line_width (cr, w + 2 * g->scale);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.7);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, w);
      set_rgba (cr, &palette->accent);
      cairo_stroke (cr);
    }

  if (marks & TG_BOARD_MARK_AREA_BLACK)
    draw_area_square (cr, cx, cy, d * 0.16, TG_BLACK, g->scale);
  else if (marks & TG_BOARD_MARK_AREA_WHITE)
    draw_area_square (cr, cx, cy, d * 0.16, TG_WHITE, g->scale);
  else if (marks & TG_BOARD_MARK_SHARED)
    {
      /* A hollow diamond: neither colour's square. */
      double r = d * 0.17;

      cairo_move_to (cr, cx, cy - r);
      cairo_line_to (cr, cx + r, cy);
      cairo_line_to (cr, cx, cy + r);
      cairo_line_to (cr, cx - r, cy);
      cairo_close_path (cr);
      /* Filled with wood, so a star point beneath does not fill it in. */
      set_rgba (cr, &palette->wood_top);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (1.0 * g->scale, d * 0.05));
      set_rgba (cr, &palette->mark);
      cairo_stroke (cr);
    }
}

static void
draw_move_number (cairo_t               *cr,
                  PangoLayout          **layouts,
                  const PangoRectangle  *digits_ink,
                  guint                  number,
                  gboolean               last,
                  TgColor                color,
                  double                 cx,
                  double                 cy)
{
  char text[12];
  guint digits;

  g_snprintf (text, sizeof text, "%u", number);
  digits = MIN (strlen (text), 4);
  if (last)
    set_rgba (cr, color == TG_BLACK ? &accent_on_black : &accent_on_white);
  else
    set_rgba (cr, color == TG_BLACK ? &on_black : &on_white);
  pango_layout_set_text (layouts[digits - 1], text, -1);
  show_centered (cr, layouts[digits - 1], &digits_ink[digits - 1], cx, cy);
}

gboolean
tg_board_renderer_has_stones (TgBoardScene *scene)
{
  const TgBoard *board;
  guint n;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (scene), FALSE);

  /* As draw_stones: a point is drawn for its stone or its marks. */
  board = tg_board_scene_get_board (scene);
  n = tg_board_get_n_points (board);
  for (guint i = 0; i < n; i++)
    {
      TgPoint p = tg_board_nth_point (board, i);

      if (tg_board_get (board, p) != TG_EMPTY ||
          tg_board_scene_get_marks (scene, p) != TG_BOARD_MARK_NONE)
        return TRUE;
    }
  return FALSE;
}

void
tg_board_renderer_draw_stones (TgBoardRenderer       *self,
                               cairo_t               *cr,
                               const TgBoardGeometry *geometry,
                               TgBoardScene          *scene)
{
  const TgBoardGeometry *g = geometry;
  const Palette *palette;
  const TgBoard *board;
  gboolean numbers;
  /* Font size for 1, 2, 3 and 4 digits, in stone diameters. */
  static const double digit_sizes[4] = { 0.46, 0.46, 0.36, 0.29 };
  PangoLayout *layouts[4] = { NULL };
  PangoRectangle digits_ink[4];
  guint n;
  int d;

  g_return_if_fail (self != NULL && cr != NULL && geometry != NULL);
  g_return_if_fail (TG_IS_BOARD_SCENE (scene));

  board = tg_board_scene_get_board (scene);
  if (g->size != tg_board_get_size (board))
    return;
  palette = get_palette (self, scene);
  d = g->stone_diameter;
  n = tg_board_get_n_points (board);

  /* Reading order: each stone's shadow falls down and to the right, onto
   * stones drawn after it, never over one already drawn. */
  for (guint i = 0; i < n; i++)
    {
      TgPoint p = tg_board_nth_point (board, i);
      TgColor color = tg_board_get (board, p);
      double cx, cy;
      int left, top;

      if (color != TG_BLACK && color != TG_WHITE)
        continue;
      /* Rasterised for the first stone drawn, not before: the empty
       * board a session starts with needs none. */
      ensure_stones (self, d);
      tg_board_geometry_center_device (g, i % g->size, i / g->size, &cx, &cy);
      left = (int) (cx - d / 2.0);
      top = (int) (cy - d / 2.0);
      if (tg_board_scene_get_marks (scene, p) & TG_BOARD_MARK_DEAD)
        blit (cr, self->stone[color - 1], left, top, 0.38);
      else
        blit (cr, self->shadowed[color - 1], left - self->shadow_pad, top - self->shadow_pad, 1);
    }

  numbers = tg_board_scene_get_show_move_numbers (scene);
  if (numbers)
    for (guint k = 0; k < G_N_ELEMENTS (layouts); k++)
      {
        layouts[k] = create_layout (self, cr, (int) round (d * digit_sizes[k]),
                                    PANGO_WEIGHT_MEDIUM);
        digits_ink[k] = digit_ink (layouts[k]);
      }

  for (guint i = 0; i < n; i++)
    {
      TgPoint p = tg_board_nth_point (board, i);
      TgColor color = tg_board_get (board, p);
      TgBoardMarks marks = tg_board_scene_get_marks (scene, p);
      guint number = numbers ? tg_board_scene_get_move_number (scene, p) : 0;
      double cx, cy;

      if (marks == TG_BOARD_MARK_NONE && number == 0)
        continue;
      tg_board_geometry_center_device (g, i % g->size, i / g->size, &cx, &cy);
      if (number > 0 && color != TG_EMPTY && !(marks & TG_BOARD_MARK_DEAD))
        {
          /* The number replaces the ring: the last one is told by colour. */
          draw_move_number (cr, layouts, digits_ink, number, marks & TG_BOARD_MARK_LAST_MOVE,
                            color, cx, cy);
          marks &= ~TG_BOARD_MARK_LAST_MOVE;
        }
      draw_point_marks (self, cr, g, palette, color, marks, cx, cy);
    }

  for (guint k = 0; k < G_N_ELEMENTS (layouts); k++)
    g_clear_object (&layouts[k]);
}

/* Overlay */

static void
draw_forbidden (cairo_t               *cr,
                const TgBoardGeometry *g,
                double                 cx,
                double                 cy)
{
  double r = g->stone_diameter * 0.3;
  double w = MAX (2.0 * g->scale, g->stone_diameter * 0.08);
  double a = r * G_SQRT2 / 2;

  /* A "no entry" sign, ring and slash, on a light halo that keeps it
   * legible on dark wood, a stone or the superko square. */
  cairo_new_path (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  cairo_move_to (cr, cx - a, cy - a);
  cairo_line_to (cr, cx + a, cy + a);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, w + 2 * g->scale);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, w);
  set_rgba (cr, &forbidden_red);
  cairo_stroke (cr);
}

static void
draw_cursor (cairo_t               *cr,
             const TgBoardGeometry *g,
             const Palette         *palette,
             double                 cx,
             double                 cy)
{
  double w = 2.0 * g->scale;
  double half = g->spacing / 2.0 - g->scale;

  /* Inside the cell, so it never touches the neighbours' cells. */
  tg_shadow_rounded_rectangle (cr, round (cx - half) + w / 2, round (cy - half) + w / 2,
                     round (2 * half) - w, round (2 * half) - w, g->spacing * 0.18);
  cairo_set_line_width (cr, w);
  set_rgba (cr, &palette->accent);
  cairo_stroke (cr);
}

void
tg_board_renderer_draw_overlay (TgBoardRenderer       *self,
                                cairo_t               *cr,
                                const TgBoardGeometry *geometry,
                                TgBoardScene          *scene,
                                gboolean               show_cursor)
{
  const TgBoardGeometry *g = geometry;
  const TgBoard *board;
  TgMoveStatus status;
  TgPoint point;
  double cx, cy;

  g_return_if_fail (self != NULL && cr != NULL && geometry != NULL);
  g_return_if_fail (TG_IS_BOARD_SCENE (scene));

  board = tg_board_scene_get_board (scene);
  if (g->size != tg_board_get_size (board))
    return;

  if (tg_board_scene_get_hover_status (scene, &status, NULL) &&
      tg_board_scene_get_hover (scene, &point))
    {
      TgGame *game = tg_board_scene_get_game (scene);
      TgColor to_move = game != NULL ? tg_game_get_to_move (game) : TG_BLACK;

      tg_board_geometry_center_device (g, tg_board_point_x (board, point),
                                       tg_board_point_y (board, point), &cx, &cy);
      /* The ghost of the stone to be played; fainter, and struck
       * through, where the rules refuse it. */
      if (to_move == TG_BLACK || to_move == TG_WHITE)
        {
          ensure_stones (self, g->stone_diameter);
          blit (cr, self->stone[to_move - 1], (int) (cx - g->stone_diameter / 2.0),
                (int) (cy - g->stone_diameter / 2.0), status == TG_MOVE_OK ? 0.5 : 0.3);
        }
      if (status != TG_MOVE_OK)
        draw_forbidden (cr, g, cx, cy);
    }

  if (show_cursor)
    {
      point = tg_board_scene_get_cursor (scene);
      tg_board_geometry_center_device (g, tg_board_point_x (board, point),
                                       tg_board_point_y (board, point), &cx, &cy);
      draw_cursor (cr, g, get_palette (self, scene), cx, cy);
    }
}

void
tg_board_renderer_draw (TgBoardRenderer       *self,
                        cairo_t               *cr,
                        const TgBoardGeometry *geometry,
                        TgBoardScene          *scene,
                        gboolean               show_cursor)
{
  tg_board_renderer_draw_board (self, cr, geometry, scene);
  tg_board_renderer_draw_stones (self, cr, geometry, scene);
  tg_board_renderer_draw_overlay (self, cr, geometry, scene, show_cursor);
}
