/* tg-tree-glyphs.c
 *
 * Cairo draws each picture once, antialiased at the device scale; a
 * frame then copies it where it goes, which costs a small fraction of
 * drawing it again.  The colours are GNOME's palette, darker lines and
 * an outlined black stone on the dark style.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-tree-glyphs.h"

struct _TgTreeGlyphs
{
  int         cell;
  int         scale;
  gboolean    dark;
  GdkRGBA     line;
  GdkRGBA     trail;
  GdkRGBA     path;
  cairo_surface_t *images[TG_TREE_N_GLYPHS];
};

typedef struct
{
  double r, g, b;
} Rgb;

#define HEX(x) { ((x) >> 16 & 0xff) / 255.0, ((x) >> 8 & 0xff) / 255.0, ((x) & 0xff) / 255.0 }

static const Rgb black_stone = HEX (0x241f31);
static const Rgb white_stone = HEX (0xf6f5f4);
static const Rgb stone_edge = HEX (0x5e5c64);
static const Rgb dark_stone_edge = HEX (0x9a9996);
static const Rgb good = HEX (0x26a269);
static const Rgb bad = HEX (0xe01b24);
static const Rgb doubtful = HEX (0xe66100);
static const Rgb interesting = HEX (0x1c71d8);
static const Rgb hotspot = HEX (0xf5c211);
static const Rgb accent = HEX (0x3584e4);
static const Rgb dark_accent = HEX (0x78aeed);
static const Rgb comment = HEX (0xc64600);
static const Rgb dark_comment = HEX (0xffa348);
static const Rgb markup = HEX (0x813d9c);
static const Rgb dark_markup = HEX (0xdc8add);

/* The stone's radius in cells: room around it for a ring and a halo. */
#define STONE 0.30

TgTreeGlyphs *
tg_tree_glyphs_new (int      cell,
                    int      scale,
                    gboolean dark)
{
  TgTreeGlyphs *self = g_new0 (TgTreeGlyphs, 1);

  self->cell = cell;
  self->scale = MAX (scale, 1);
  self->dark = dark;
  self->line = dark ? (GdkRGBA) { 0.47, 0.46, 0.48, 1 } : (GdkRGBA) { 0.60, 0.60, 0.59, 1 };
  self->path = dark ? (GdkRGBA) { dark_accent.r, dark_accent.g, dark_accent.b, 1 }
                    : (GdkRGBA) { accent.r, accent.g, accent.b, 1 };
  self->trail = self->path;
  self->trail.alpha = 0.35;
  return self;
}

void
tg_tree_glyphs_free (TgTreeGlyphs *self)
{
  if (self == NULL)
    return;
  for (guint i = 0; i < TG_TREE_N_GLYPHS; i++)
    g_clear_pointer (&self->images[i], cairo_surface_destroy);
  g_free (self);
}

gboolean
tg_tree_glyphs_matches (TgTreeGlyphs *self,
                        int           cell,
                        int           scale,
                        gboolean      dark)
{
  return self != NULL && self->cell == cell && self->scale == MAX (scale, 1)
         && self->dark == (dark != FALSE);
}

const GdkRGBA *
tg_tree_glyphs_line_color (TgTreeGlyphs *self)
{
  return &self->line;
}

const GdkRGBA *
tg_tree_glyphs_trail_color (TgTreeGlyphs *self)
{
  return &self->trail;
}

const GdkRGBA *
tg_tree_glyphs_path_color (TgTreeGlyphs *self)
{
  return &self->path;
}

double
tg_tree_glyphs_line_width (TgTreeGlyphs *self)
{
  return MAX (1, self->cell / 13);
}

double
tg_tree_glyphs_path_width (TgTreeGlyphs *self)
{
  return 2 * tg_tree_glyphs_line_width (self);
}

static void
set_rgb (cairo_t   *cr,
         const Rgb *rgb)
{
  cairo_set_source_rgb (cr, rgb->r, rgb->g, rgb->b);
}

static void
circle (cairo_t *cr,
        double   c,
        double   radius)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, c, c, radius, 0, 2 * G_PI);
}

static void
draw_stone (TgTreeGlyphs *self,
            cairo_t      *cr,
            double        c,
            double        r,
            gboolean      white,
            gboolean      pass)
{
  double edge = MAX (1.0, self->cell / 24.0);

  circle (cr, c, r);
  set_rgb (cr, white ? &white_stone : &black_stone);
  cairo_fill_preserve (cr);
  if (white || self->dark)
    {
      cairo_set_line_width (cr, edge);
      set_rgb (cr, white ? &stone_edge : &dark_stone_edge);
      cairo_stroke (cr);
    }
  cairo_new_path (cr);
  if (pass)
    {
      /* A ring in the other colour: the mover's turn, no stone played. */
      circle (cr, c, r * 0.5);
      cairo_set_line_width (cr, r * 0.25);
      set_rgb (cr, white ? &black_stone : &white_stone);
      cairo_stroke (cr);
    }
}

/* Stones set up: a square, half black and half white. */
static void
draw_setup (TgTreeGlyphs *self,
            cairo_t      *cr,
            double        c,
            double        r)
{
  double side = r * 1.7;
  double x = c - side / 2;

  cairo_rectangle (cr, x, x, side / 2, side);
  set_rgb (cr, &black_stone);
  cairo_fill (cr);
  cairo_rectangle (cr, c, x, side / 2, side);
  set_rgb (cr, &white_stone);
  cairo_fill (cr);
  cairo_rectangle (cr, x, x, side, side);
  cairo_set_line_width (cr, MAX (1.0, self->cell / 24.0));
  set_rgb (cr, self->dark ? &dark_stone_edge : &stone_edge);
  cairo_stroke (cr);
}

static void
draw_ring (cairo_t   *cr,
           double     c,
           double     radius,
           double     width,
           const Rgb *rgb)
{
  circle (cr, c, radius);
  cairo_set_line_width (cr, width);
  set_rgb (cr, rgb);
  cairo_stroke (cr);
}

/* A small mark at a corner of the stone. */
static void
draw_badge (TgTreeGlyphs *self,
            cairo_t      *cr,
            TgTreeGlyph   glyph,
            double        c,
            double        r)
{
  double size = self->cell * 0.1;
  double x = c + r * 0.9, y;

  switch (glyph)
    {
    case TG_TREE_GLYPH_COMMENT:
      y = c - r * 0.9;
      cairo_arc (cr, x, y, size, 0, 2 * G_PI);
      set_rgb (cr, self->dark ? &dark_comment : &comment);
      cairo_fill (cr);
      break;
    case TG_TREE_GLYPH_MARKUP:
      y = c + r * 0.9;
      cairo_move_to (cr, x, y - size * 1.3);
      cairo_line_to (cr, x + size * 1.2, y + size * 0.9);
      cairo_line_to (cr, x - size * 1.2, y + size * 0.9);
      cairo_close_path (cr);
      set_rgb (cr, self->dark ? &dark_markup : &markup);
      cairo_fill (cr);
      break;
    case TG_TREE_GLYPH_COLLAPSED:
      /* A plus on a disc: there is more below. */
      x = c + r * 0.8;
      y = c + r * 0.8;
      cairo_arc (cr, x, y, size * 2, 0, 2 * G_PI);
      set_rgb (cr, self->dark ? &dark_accent : &accent);
      cairo_fill (cr);
      cairo_move_to (cr, x - size * 1.2, y);
      cairo_line_to (cr, x + size * 1.2, y);
      cairo_move_to (cr, x, y - size * 1.2);
      cairo_line_to (cr, x, y + size * 1.2);
      cairo_set_line_width (cr, MAX (1.0, size * 0.7));
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_stroke (cr);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
draw_glyph (TgTreeGlyphs *self,
            cairo_t      *cr,
            TgTreeGlyph   glyph)
{
  double cell = self->cell;
  double c = cell / 2, r = cell * STONE;

  switch (glyph)
    {
    case TG_TREE_GLYPH_BLACK:
    case TG_TREE_GLYPH_WHITE:
    case TG_TREE_GLYPH_BLACK_PASS:
    case TG_TREE_GLYPH_WHITE_PASS:
      draw_stone (self, cr, c, r,
                  glyph == TG_TREE_GLYPH_WHITE || glyph == TG_TREE_GLYPH_WHITE_PASS,
                  glyph == TG_TREE_GLYPH_BLACK_PASS || glyph == TG_TREE_GLYPH_WHITE_PASS);
      break;
    case TG_TREE_GLYPH_SETUP:
      draw_setup (self, cr, c, r);
      break;
    case TG_TREE_GLYPH_EMPTY:
      draw_ring (cr, c, r * 0.6, MAX (1.0, cell / 18.0),
                 self->dark ? &dark_stone_edge : &stone_edge);
      break;
    case TG_TREE_GLYPH_COMMENT:
    case TG_TREE_GLYPH_MARKUP:
    case TG_TREE_GLYPH_COLLAPSED:
      draw_badge (self, cr, glyph, c, r);
      break;
    case TG_TREE_GLYPH_GOOD:
      draw_ring (cr, c, r + cell * 0.07, cell * 0.08, &good);
      break;
    case TG_TREE_GLYPH_BAD:
      draw_ring (cr, c, r + cell * 0.07, cell * 0.08, &bad);
      break;
    case TG_TREE_GLYPH_DOUBTFUL:
      draw_ring (cr, c, r + cell * 0.07, cell * 0.08, &doubtful);
      break;
    case TG_TREE_GLYPH_INTERESTING:
      draw_ring (cr, c, r + cell * 0.07, cell * 0.08, &interesting);
      break;
    case TG_TREE_GLYPH_HOTSPOT:
      {
        /* A soft halo behind the stone. */
        cairo_pattern_t *halo = cairo_pattern_create_radial (c, c, r, c, c, cell * 0.5);

        cairo_pattern_add_color_stop_rgba (halo, 0, hotspot.r, hotspot.g, hotspot.b, 0.9);
        cairo_pattern_add_color_stop_rgba (halo, 1, hotspot.r, hotspot.g, hotspot.b, 0);
        cairo_set_source (cr, halo);
        cairo_paint (cr);
        cairo_pattern_destroy (halo);
      }
      break;
    case TG_TREE_GLYPH_CURRENT:
      draw_ring (cr, c, r + cell * 0.12, cell * 0.07, self->dark ? &dark_accent : &accent);
      break;
    case TG_TREE_GLYPH_DIAGONAL:
    case TG_TREE_GLYPH_TRAIL_DIAGONAL:
    case TG_TREE_GLYPH_PATH_DIAGONAL:
      cairo_move_to (cr, 0, 0);
      cairo_line_to (cr, cell, cell);
      cairo_set_line_width (cr, glyph == TG_TREE_GLYPH_DIAGONAL
                                ? tg_tree_glyphs_line_width (self) : tg_tree_glyphs_path_width (self));
      gdk_cairo_set_source_rgba (cr, glyph == TG_TREE_GLYPH_DIAGONAL ? &self->line
                                     : glyph == TG_TREE_GLYPH_TRAIL_DIAGONAL ? &self->trail
                                     : &self->path);
      cairo_stroke (cr);
      break;
    default:
      g_assert_not_reached ();
    }
}

void
tg_tree_glyphs_paint (TgTreeGlyphs *self,
                      cairo_t      *cr,
                      TgTreeGlyph   glyph,
                      double        x,
                      double        y)
{
  cairo_surface_t *image;

  g_return_if_fail (glyph < TG_TREE_N_GLYPHS);

  image = self->images[glyph];
  if (image == NULL)
    {
      int side = self->cell * self->scale;
      cairo_t *draw;

      image = self->images[glyph] = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
      cairo_surface_set_device_scale (image, self->scale, self->scale);
      draw = cairo_create (image);
      draw_glyph (self, draw, glyph);
      cairo_destroy (draw);
    }
  cairo_set_source_surface (cr, image, x, y);
  cairo_paint (cr);
}
