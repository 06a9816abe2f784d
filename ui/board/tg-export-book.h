/* tg-export-book.h: a game as a Go book prints it — the game's
 * information on top, then each figure on a page of its own: its title
 * ("Moves 101–150"), the diagram, its notes ("112 at 105") and the
 * comments of its moves, which run on to the next page when they do not
 * fit.  Laid out for any page size (A4 for a PDF file, the page setup
 * when printing) and drawn onto any cairo context, in points; the text
 * is real text.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <pango/pangocairo.h>

#include "tg-export.h"

G_BEGIN_DECLS

typedef struct _TgExportBook TgExportBook;

/* A4, in points. */
#define TG_EXPORT_A4_WIDTH 595.276
#define TG_EXPORT_A4_HEIGHT 841.89

/* @figures (TgFigure, taken over) of @game, drawn as @options say (its
 * theme, coordinates and region; its size and format do not matter). */
TgExportBook *tg_export_book_new         (TgGame                *game,
                                          GPtrArray             *figures,
                                          const TgExportOptions *options);
void          tg_export_book_free        (TgExportBook          *book);

/* Lays the book out on pages of @width × @height points (margins
 * included), measuring text with @cr's fonts; returns the page count. */
guint         tg_export_book_layout      (TgExportBook          *book,
                                          cairo_t               *cr,
                                          double                 width,
                                          double                 height);
/* Draws page @page (from 0) of the last layout onto @cr, in points from
 * the page's top left. */
void          tg_export_book_draw_page   (TgExportBook          *book,
                                          cairo_t               *cr,
                                          guint                  page);
/* @notes (tg_figure_format_note_list ()) on lines as wide as @width in
 * @layout's font, broken between two notes only ("186 at 156" is never
 * split), as Pango markup: a book's notes and an image's. */
char         *tg_export_wrap_notes       (PangoLayout           *layout,
                                          char                 **notes,
                                          double                 width);
/* The whole book as an A4 PDF file. */
gboolean      tg_export_book_write_pdf   (TgExportBook          *book,
                                          const char            *path,
                                          GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgExportBook, tg_export_book_free)

G_END_DECLS
