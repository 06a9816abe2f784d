/* tg-follower-window-private.h: what tests take from tg-follower-window.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-follower-window.h"

G_BEGIN_DECLS

GtkWindow          *tg_follower_window_get_leader (TgFollowerWindow *self);
TgPresentationView *tg_follower_window_get_view (TgFollowerWindow *self);

G_END_DECLS
