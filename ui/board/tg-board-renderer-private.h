/* tg-board-renderer-private.h: what the renderer's files share —
 * tg-board-renderer.c (the board, the stones, the layer cache),
 * tg-board-renderer-marks.c (the marks of play, the pointer, the pen),
 * tg-board-renderer-markup.c (SGF markup, variation marks),
 * tg-board-renderer-analysis.c and tg-board-renderer-print.c (a book's
 * style).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <librsvg/rsvg.h>
#include <pango/pangocairo.h>

#include "tg-board-renderer.h"

G_BEGIN_DECLS

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
  Rgba     mark;          /* superko square, shared points, markup on the board */
  Rgba     accent;        /* keyboard cursor, last move's number */
  Rgba     variation;     /* variation letters: the accent's hue, dark enough to read */
} Palette;

/* Ink that reads on a black stone, on a white one. */
extern const Rgba tg_board_on_black;
extern const Rgba tg_board_on_white;

/* The layers the renderer keeps, by bit number of TgBoardLayers. */
#define N_LAYERS 8

typedef struct
{
  gboolean               valid;
  cairo_surface_t       *surface;   /* NULL: the layer draws nothing */
  cairo_rectangle_int_t  area;
} CachedLayer;

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
  /* The print style's stones at one diameter, for images: a PDF or an
   * SVG gets them as vectors. */
  int              print_diameter;
  cairo_surface_t *print_stone[2];

  /* The empty board for one layout, relative to its own top left. */
  TgBoardGeometry  board_layout;
  TgBoardTheme     board_theme;
  gboolean         board_dark;
  cairo_surface_t *board;

  /* The other layers, for one layout, theme and darkness. */
  CachedLayer      layers[N_LAYERS];
  TgBoardGeometry  layers_geometry;
  TgBoardTheme     layers_theme;
  gboolean         layers_dark;
};

/* tg-board-renderer.c */
const Palette *_tg_board_renderer_palette  (TgBoardRenderer       *self,
                                            TgBoardScene          *scene);
void         _tg_board_set_rgba            (cairo_t               *cr,
                                            const Rgba            *color);
/* A stone of @color centred on the point's centre, without shadow. */
void         _tg_board_renderer_ghost      (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgColor                color,
                                            double                 cx,
                                            double                 cy,
                                            double                 alpha);
/* The print style's stone: solid black, or white ringed in black. */
void         _tg_board_draw_print_stone    (cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgColor                color,
                                            double                 cx,
                                            double                 cy,
                                            double                 alpha);
/* A layout in the renderer's font at @pixel_size, tabular figures. */
PangoLayout *_tg_board_renderer_layout     (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            int                    pixel_size,
                                            PangoWeight            weight);
/* The ink of a digit in the layout's font, which text is centred on
 * vertically so that letters and numbers share a baseline and sit
 * optically in the middle. */
PangoRectangle _tg_board_digit_ink         (PangoLayout           *layout);
/* Shows the layout's text centred on (@cx, @cy): horizontally by its
 * advance, vertically by @digit, the layout's _tg_board_digit_ink (). */
void         _tg_board_show_centered       (cairo_t               *cr,
                                            PangoLayout           *layout,
                                            const PangoRectangle  *digit,
                                            double                 cx,
                                            double                 cy);
/* Wood as the board's at device rectangle (@x, @y, @width, @height)
 * clipped to the current path, which it consumes: what clears the lines
 * under a label. */
void         _tg_board_renderer_fill_wood  (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene,
                                            int                    x,
                                            int                    y,
                                            int                    width,
                                            int                    height);
/* The ink for markup at a point holding @color, on this board. */
const Rgba  *_tg_board_ink_for             (const Palette         *palette,
                                            TgColor                color);
/* Centre of board point @point in device pixels; FALSE when the layout
 * does not show it. */
gboolean     _tg_board_point_center        (const TgBoardGeometry *geometry,
                                            const TgBoard         *board,
                                            TgPoint                point,
                                            double                *cx,
                                            double                *cy);

/* tg-board-renderer-marks.c */
/* A point's owner as counting shows it: a small square of its colour. */
void         _tg_board_draw_area_square    (cairo_t               *cr,
                                            double                 cx,
                                            double                 cy,
                                            double                 half,
                                            TgColor                owner,
                                            int                    scale);
void         _tg_board_draw_marks          (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene);
void         _tg_board_draw_overlay        (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene);

/* The lines of the part shown and the coordinates around it. */
void         _tg_board_draw_grid           (cairo_t               *cr,
                                            const TgBoardGeometry *geometry);
/* The star points shown, @relative_radius of the spacing (at least
 * 1.5 px of the scale) beyond half a line. */
void         _tg_board_draw_star_points    (cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            const TgBoard         *board,
                                            double                 relative_radius);
void         _tg_board_draw_labels         (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            const Palette         *palette);

/* tg-board-renderer-print.c */
void         _tg_board_draw_print_board    (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene);
/* Whether @cr draws into a file of vectors (PDF, SVG, PostScript). */
gboolean     _tg_board_draws_vectors       (cairo_t               *cr);
void         _tg_board_renderer_ensure_print_stones (TgBoardRenderer       *self,
                                                     const TgBoardGeometry *geometry);

/* tg-board-renderer-markup.c */
void         _tg_board_draw_markup         (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene);
void         _tg_board_draw_variations     (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene);

/* tg-board-renderer-analysis.c */
void         _tg_board_draw_analysis       (TgBoardRenderer       *self,
                                            cairo_t               *cr,
                                            const TgBoardGeometry *geometry,
                                            TgBoardScene          *scene);

G_END_DECLS
