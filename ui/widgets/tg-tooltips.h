/* tg-tooltips.h: tooltips whose words stay whole, in every script.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on, a widget's tooltip text is shown by a label that is as
 * wide as the text, up to 50 average characters, and wraps only past
 * that.  GTK 4.8 wraps a tooltip at as many average character widths as
 * it has characters (gtktooltipwindow.c, update_label_width); a Chinese
 * or Japanese character is about two of them wide, so "メインメニュー"
 * broke after "メインメ".  Handlers of "query-tooltip" that answer
 * first keep their own tooltips.  Safe to call more than once. */
void          tg_tooltips_install      (void);

G_END_DECLS
