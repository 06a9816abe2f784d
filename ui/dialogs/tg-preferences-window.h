/* tg-preferences-window.h: the app's preferences, bound to GSettings.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_PREFERENCES_WINDOW (tg_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (TgPreferencesWindow, tg_preferences_window, TG, PREFERENCES_WINDOW, AdwPreferencesWindow)

/* Every change is written to the settings at once; there is nothing to
 * apply or cancel. */
TgPreferencesWindow *tg_preferences_window_new (GtkWindow *parent);

G_END_DECLS
