/* tg-accessible.h: the names screen readers hear, mended in one place
 * for every widget of the application.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on, every widget realized in this process is named as a
 * person would say it: a button or check button with a mnemonic label
 * by its text ("Pass", not GTK 4.8's "_Pass Pass"), an expander by its
 * label, a search entry by its placeholder, a scroll bar by its
 * orientation; a closed revealer and a label with no text are left out
 * of the accessible tree rather than read as "GtkLabel".  Names follow
 * later changes of label.  Widgets are named when they or a widget
 * above them is realized.  Safe to call more than once. */
void          tg_accessible_install    (void);

/* @label without its mnemonic marks: "_Pass" → "Pass", "Save __As" →
 * "Save _As", "停一手(_P)" → "停一手". */
char         *tg_accessible_strip_mnemonic (const char *label);

G_END_DECLS
