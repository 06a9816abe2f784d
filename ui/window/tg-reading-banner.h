/* tg-reading-banner.h: the banner over the board that says what the
 * reader made of the document's record — the repairs it made and the
 * moves that break the rules — with Details, which lists them, a click
 * on a move going there.
 *
 * Given the document, it follows the document's own "warnings-added";
 * Dismiss hides it until the reader has more to say.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-document.h"

G_BEGIN_DECLS

#define TG_TYPE_READING_BANNER (tg_reading_banner_get_type ())
G_DECLARE_FINAL_TYPE (TgReadingBanner, tg_reading_banner, TG, READING_BANNER, GtkWidget)

void          tg_reading_banner_set_document (TgReadingBanner *self,
                                              TgDocument      *document);

G_END_DECLS
