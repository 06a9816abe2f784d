/* tg-engine-bar.h: the engines' bar under the player cards — who plays,
 * who is thinking or looking for a hint, a stopped engine with its
 * Restart, and the Hint and Pause buttons.
 *
 * Given the match and the game it plays in, it follows their own
 * "changed"; the window's actions (win.hint, win.engine-pause,
 * win.engine-restart) stay the window's.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TG_TYPE_ENGINE_BAR (tg_engine_bar_get_type ())
G_DECLARE_FINAL_TYPE (TgEngineBar, tg_engine_bar, TG, ENGINE_BAR, GtkWidget)

G_END_DECLS
