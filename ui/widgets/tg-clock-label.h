/* tg-clock-label.h: a clock's time, drawn in a box as wide as the widest
 * time ("0:00:00") in its font, so that a new second redraws the label
 * and nothing else: no resize, no layout of the window around it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TG_TYPE_CLOCK_LABEL (tg_clock_label_get_type ())
G_DECLARE_FINAL_TYPE (TgClockLabel, tg_clock_label, TG, CLOCK_LABEL, GtkWidget)

const char   *tg_clock_label_get_text  (TgClockLabel *self);
void          tg_clock_label_set_text  (TgClockLabel *self,
                                        const char   *text);

G_END_DECLS
