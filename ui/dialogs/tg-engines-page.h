/* tg-engines-page.h: the Engines page of the preferences: the engine
 * profiles, their settings, and a Test that talks to each.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_ENGINES_PAGE (tg_engines_page_get_type ())
G_DECLARE_FINAL_TYPE (TgEnginesPage, tg_engines_page, TG, ENGINES_PAGE, AdwPreferencesPage)

G_END_DECLS
