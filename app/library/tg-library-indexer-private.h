/* tg-library-indexer-private.h: what tests take from tg-library-indexer.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-library-indexer.h"

G_BEGIN_DECLS

/* Forgets every file under @root (a folder the user no longer watches). */
gboolean tg_library_forget (TgLibraryDb           *db,
                            const char            *root,
                            GError               **error);

G_END_DECLS
