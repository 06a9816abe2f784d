/* tg-comment-view.h: the current node's comment (C) and name (N), edited
 * in place, and its annotations (TE, BM, GB...) from a menu.
 *
 * Typing writes to the game a moment after each pause in typing, as one
 * undo step per run (tg_game_set_typed_value); what is waiting is written
 * when the editor loses the focus, before the current node changes hands
 * and on tg_comment_view_flush () (before a save).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_COMMENT_VIEW (tg_comment_view_get_type ())
G_DECLARE_FINAL_TYPE (TgCommentView, tg_comment_view, TG, COMMENT_VIEW, GtkWidget)

void          tg_comment_view_set_game  (TgCommentView *self,
                                         TgGame        *game);
/* Writes what was typed and not yet written, and ends the run. */
void          tg_comment_view_flush     (TgCommentView *self);

G_END_DECLS
