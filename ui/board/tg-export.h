/* tg-export.h: diagrams out of Tengen — PNG, SVG, PDF and Sensei's
 * Library text — drawn by the board's own renderer onto cairo image, SVG
 * and PDF surfaces.  No GTK: tengen-cli links it, and the app's export
 * dialog, clipboard and print use the same calls.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>

#include "tg-board-markup.h"
#include "tg-board-renderer.h"
#include "tg-board-scene.h"
#include "tg-figure.h"

G_BEGIN_DECLS

typedef enum
{
  TG_EXPORT_PNG = 0,
  TG_EXPORT_SVG,
  TG_EXPORT_PDF,
  TG_EXPORT_ASCII,   /* Sensei's Library text */
} TgExportFormat;

#define TG_EXPORT_ERROR (tg_export_error_quark ())
GQuark tg_export_error_quark (void);

typedef enum
{
  TG_EXPORT_ERROR_REGION,     /* not a region of this board */
  TG_EXPORT_ERROR_SIZE,       /* too small or too large an image */
  TG_EXPORT_ERROR_WRITE,      /* the file could not be written */
} TgExportError;

typedef struct
{
  TgExportFormat  format;
  TgBoardTheme    theme;         /* wood or paper: the board's; print: a book's */
  gboolean        coordinates;
  gboolean        has_region;
  TgBoardRegion   region;        /* with has_region: the part shown */
  int             size;          /* PNG and SVG: the board's longer side, in pixels */
  gboolean        notes;         /* PNG and SVG: the figure's notes under the board, as books
                                    print them ("12 at 5"); a PDF always has them */
  const char     *font_family;   /* NULL: the renderer's default */
} TgExportOptions;

/* Defaults: PNG, wood, no coordinates, the whole board, 760 pixels,
 * notes. */
void          tg_export_options_init     (TgExportOptions       *options);

/* Reads "A1:K10" (GTP points, either corner first) for a @size board;
 * FALSE with a message saying what is wrong otherwise. */
gboolean      tg_export_parse_region     (const char            *text,
                                          guint                  size,
                                          TgBoardRegion         *region,
                                          GError               **error);
/* "A1:K10". */
char         *tg_export_format_region    (const TgBoardRegion   *region,
                                          guint                  size);
/* The format OUT's extension names (.png, .svg, .pdf, .txt); FALSE for
 * another. */
gboolean      tg_export_format_from_path (const char            *path,
                                          TgExportFormat        *format);

/* A scene showing @figure (taken over) of @game, in @options' theme and
 * coordinates, with the stones, numbers and markup a diagram shows. */
TgBoardScene *tg_export_scene_new        (TgGame                *game,
                                          TgFigure              *figure,
                                          const TgExportOptions *options);

/* Draws the diagram of @scene into the @width × @height user-unit
 * rectangle at (@x, @y) of @cr, @density device pixels a unit (1 for an
 * image, 4 for a PDF in points).  @edge: the board fills the rectangle
 * edge to edge, as an image export sizes it, else the board's usual
 * margins. */
void          tg_export_draw_diagram     (TgBoardRenderer       *renderer,
                                          cairo_t               *cr,
                                          TgBoardScene          *scene,
                                          const TgExportOptions *options,
                                          double                 x,
                                          double                 y,
                                          double                 width,
                                          double                 height,
                                          double                 density,
                                          gboolean               edge);

/* The diagram as an image, with its notes when options->notes (for the
 * clipboard and PNG files). */
cairo_surface_t *tg_export_render_image  (TgBoardScene          *scene,
                                          const TgExportOptions *options,
                                          GError               **error);
/* @surface (ARGB32) as a PNG file, compressed for speed. */
gboolean      tg_export_write_png        (cairo_surface_t       *surface,
                                          const char            *path,
                                          GError               **error);
/* One diagram of @scene into @path as options->format says (PNG, SVG or
 * a one-page PDF with the title and notes under it; ASCII: Sensei's
 * text). */
gboolean      tg_export_write_diagram    (TgBoardScene          *scene,
                                          const TgExportOptions *options,
                                          const char            *path,
                                          GError               **error);

/* A copy of @game's record for a worker to draw while the game goes on
 * changing; @node's place in it (the child taken at each step from the
 * root) in @path. */
TgNode       *tg_export_copy_record      (TgGame                *game,
                                          TgNode                *node,
                                          GArray               **path);
/* In the worker: the game of @root (taken over), and the node @path
 * leads to in it; NULL and @error when it is not a record. */
TgGame       *tg_export_record_game      (TgNode                *root,
                                          GArray                *path,
                                          TgNode               **node,
                                          GError               **error);

/* Sensei's Library text of @figure: "$$B Moves 1–10", a row per line
 * ("$$ | . X O |"), the board's edges where the part shown reaches
 * them; the first ten numbered moves as 1…0 (numbered from the first
 * with "m"), later ones as plain stones, @markup's symbols and letters
 * (may be NULL), and the figure's notes after it. */
char         *tg_export_sensei_text      (const TgFigure        *figure,
                                          const TgBoardMarkup   *markup,
                                          const TgBoardRegion   *region,
                                          gboolean               coordinates);

G_END_DECLS
