/* tg-test-window.h: shared helpers for the in-process UI tests, which
 * drive a real TgApplication and its windows on the test display.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-window.h"

G_BEGIN_DECLS

/* Runs the main loop until nothing is pending. */
void              tg_test_run_idle         (void);

/* The button the user sees for @action (e.g. "win.pass"), found as a user
 * would: by what it does, wherever the template puts it; or NULL. */
GtkWidget        *tg_test_find_button      (GtkWidget  *widget,
                                            const char *action);
/* Whether @window's button for @action is sensitive; asserts it exists. */
gboolean          tg_test_button_sensitive (TgWindow   *window,
                                            const char *action);

/* A log writer for g_log_set_writer_func (): GtkApplication warns once
 * when it finds no session bus, which the test environment does not
 * have; that warning alone is let through without aborting, every other
 * one stays fatal. */
GLogWriterOutput  tg_test_log_writer       (GLogLevelFlags   log_level,
                                            const GLogField *fields,
                                            gsize            n_fields,
                                            gpointer         user_data);

G_END_DECLS
