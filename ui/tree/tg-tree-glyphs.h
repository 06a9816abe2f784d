/* tg-tree-glyphs.h: the small pictures the tree panel is drawn with —
 * stones, marks and the diagonal step of a line — each drawn once per
 * cell size, scale and style into an image the panel then copies.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Each covers one cell, its centre on the node's; the diagonals cover
 * the square from one cell's centre to the next one's. */
typedef enum
{
  TG_TREE_GLYPH_BLACK,
  TG_TREE_GLYPH_WHITE,
  TG_TREE_GLYPH_BLACK_PASS,
  TG_TREE_GLYPH_WHITE_PASS,
  TG_TREE_GLYPH_SETUP,          /* stones set up, no move */
  TG_TREE_GLYPH_EMPTY,          /* neither move nor setup */
  TG_TREE_GLYPH_COMMENT,
  TG_TREE_GLYPH_MARKUP,
  TG_TREE_GLYPH_GOOD,           /* TE */
  TG_TREE_GLYPH_BAD,            /* BM */
  TG_TREE_GLYPH_DOUBTFUL,       /* DO */
  TG_TREE_GLYPH_INTERESTING,    /* IT */
  TG_TREE_GLYPH_HOTSPOT,        /* HO */
  TG_TREE_GLYPH_CURRENT,
  TG_TREE_GLYPH_COLLAPSED,
  TG_TREE_GLYPH_DIAGONAL,
  TG_TREE_GLYPH_TRAIL_DIAGONAL,
  TG_TREE_GLYPH_PATH_DIAGONAL,
  TG_TREE_N_GLYPHS
} TgTreeGlyph;

typedef struct _TgTreeGlyphs TgTreeGlyphs;

TgTreeGlyphs *tg_tree_glyphs_new            (int            cell,
                                             int            scale,
                                             gboolean       dark);
void          tg_tree_glyphs_free           (TgTreeGlyphs  *glyphs);
gboolean      tg_tree_glyphs_matches        (TgTreeGlyphs  *glyphs,
                                             int            cell,
                                             int            scale,
                                             gboolean       dark);
/* Paints @glyph with its top left corner at @x, @y (logical pixels,
 * whole device pixels); drawn on first use. */
void          tg_tree_glyphs_paint          (TgTreeGlyphs  *glyphs,
                                             cairo_t       *cr,
                                             TgTreeGlyph    glyph,
                                             double         x,
                                             double         y);
/* The lines between nodes, those of the path to the current node and
 * of the line walked on beyond it (the trail), with their widths in
 * logical pixels: whole pixels, so that a line down a cell's middle is
 * sharp.  The trail is as wide as the path. */
const GdkRGBA *tg_tree_glyphs_line_color    (TgTreeGlyphs  *glyphs);
const GdkRGBA *tg_tree_glyphs_trail_color   (TgTreeGlyphs  *glyphs);
const GdkRGBA *tg_tree_glyphs_path_color    (TgTreeGlyphs  *glyphs);
double        tg_tree_glyphs_line_width     (TgTreeGlyphs  *glyphs);
double        tg_tree_glyphs_path_width     (TgTreeGlyphs  *glyphs);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgTreeGlyphs, tg_tree_glyphs_free)

G_END_DECLS
