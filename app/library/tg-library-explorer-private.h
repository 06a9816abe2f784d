/* tg-library-explorer-private.h: what tests take from tg-library-explorer.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-library-explorer.h"

G_BEGIN_DECLS

guint              tg_library_explorer_get_depth  (TgLibraryExplorer *explorer);

G_END_DECLS
