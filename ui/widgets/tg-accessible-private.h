/* tg-accessible-private.h: which GTK the mending is for, for the tests.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-accessible.h"

G_BEGIN_DECLS

/* Whether GTK @major.@minor names widgets as tg-accessible.c mends
 * them (before 4.10). */
gboolean      _tg_accessible_needed    (guint major,
                                        guint minor);

G_END_DECLS
