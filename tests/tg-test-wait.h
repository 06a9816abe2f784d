/* tg-test-wait.h: the tests' waits on the main loop.  Each runs the
 * default main context until what it waits for has happened, never for a
 * set time, and fails after a minute: an engine that never answers fails
 * its test instead of hanging the suite.  GLib only, for every test.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef gboolean (*TgTestCondition) (gconstpointer data);

/* Until *@flag is TRUE. */
void      tg_test_wait_flag       (const gboolean  *flag);
/* Until @done (@data) is TRUE.  A condition that no event of the main
 * loop makes true (a file another process writes) is looked at every few
 * milliseconds. */
void      tg_test_wait_until      (TgTestCondition  done,
                                   gconstpointer    data);
/* Runs the main loop until nothing is pending. */
void      tg_test_run_idle        (void);
/* Until the file at @path holds @text; returns its contents. */
char     *tg_test_wait_file_holds (const char      *path,
                                   const char      *text);

G_END_DECLS
