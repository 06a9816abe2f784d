/* tg-locale.h: the locale and message catalogues of tengen and tengen-cli.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The user's locale, and Tengen's catalogue: from TENGEN_LOCALEDIR when
 * set, the build tree's <build>/po for an executable run from the build
 * tree, the installed locale directory otherwise. */
void          tg_locale_init           (void);

G_END_DECLS
