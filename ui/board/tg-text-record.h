/* tg-text-record.h: text a cairo context records instead of drawing.
 *
 * cairo's SVG surface writes text as glyph outlines, which nobody can
 * select, search or read aloud.  An SVG export attaches a record to its
 * context; every piece of text the board and its notes draw goes through
 * tg_text_record_show_layout (), which on such a context writes an SVG
 * <text> element where the glyphs would have gone, and on any other
 * draws the glyphs as pango_cairo_show_layout () does.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

G_BEGIN_DECLS

typedef enum
{
  TG_TEXT_ANCHOR_START,    /* each line from its left end, as laid out */
  TG_TEXT_ANCHOR_MIDDLE,   /* each line about its middle, whatever font a reader has */
} TgTextAnchor;

/* From now on text shown on @cr goes into @elements (SVG <text>
 * elements, in @cr's device units) rather than onto its surface. */
void          tg_text_record_attach      (cairo_t      *cr,
                                          GString      *elements);
/* @layout at @cr's current point, in its source colour, as
 * pango_cairo_show_layout () places it; recorded when @cr records. */
void          tg_text_record_show_layout (cairo_t      *cr,
                                          PangoLayout  *layout,
                                          TgTextAnchor  anchor);
/* @svg, a whole document, with @elements before its closing tag. */
void          tg_text_record_insert      (GString      *svg,
                                          const GString *elements);

G_END_DECLS
