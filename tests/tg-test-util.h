/* tg-test-util.h: shared helpers for the test programs.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Path under ../shared/corpus (TG_CORPUS in the test environment). */
char         *tg_test_corpus_path      (const char *first_element,
                                        ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
