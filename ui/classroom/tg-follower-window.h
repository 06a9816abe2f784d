/* tg-follower-window.h: a second window that follows a main window —
 * for a projector while the teacher works in the main one: the same
 * document, a size of its own, always the main window's game at its
 * current node, read only, and closed with it.
 *
 * It follows the model, never the other window's widgets: the scene
 * tracks the game's current node, and the leader's "game" property says
 * when the document shows another game.  The leader is any window with a
 * "game" property, so the classroom sits below the main window.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-presentation-view.h"

G_BEGIN_DECLS

#define TG_TYPE_FOLLOWER_WINDOW (tg_follower_window_get_type ())
G_DECLARE_FINAL_TYPE (TgFollowerWindow, tg_follower_window, TG, FOLLOWER_WINDOW, AdwWindow)

TgFollowerWindow   *tg_follower_window_new      (GtkWindow        *leader);

G_END_DECLS
