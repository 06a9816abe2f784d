/* tg-library-db-private.h: what tests take from tg-library-db.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-library-db.h"

G_BEGIN_DECLS

/* Files whose reading met trouble: path → warning text. */
GHashTable   *tg_library_db_get_warnings (TgLibraryDb *db,
                                          GError     **error);

G_END_DECLS
