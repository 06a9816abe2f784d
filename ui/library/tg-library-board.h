/* tg-library-board.h: the board a pattern is drawn on — stones put by
 * clicking (empty, black, white in turn), the region searched dragged out
 * with the right button or Shift, and the continuations found shown on it,
 * labelled by how often each was played and how often Black won.
 *
 * Signals:
 *   changed: the stones or the region changed (search again).
 *   continuation-activated (guint x, guint y): a labelled point clicked.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-library-positions.h"

G_BEGIN_DECLS

#define TG_TYPE_LIBRARY_BOARD (tg_library_board_get_type ())
G_DECLARE_FINAL_TYPE (TgLibraryBoard, tg_library_board, TG, LIBRARY_BOARD, GtkWidget)

guint         tg_library_board_get_size    (TgLibraryBoard *self);
/* size × size TgColor. */
const guint8 *tg_library_board_get_colors  (TgLibraryBoard *self);
void          tg_library_board_set_colors  (TgLibraryBoard *self,
                                            guint           size,
                                            const guint8   *colors);
void          tg_library_board_get_region  (TgLibraryBoard *self,
                                            guint          *x,
                                            guint          *y,
                                            guint          *width,
                                            guint          *height);
void          tg_library_board_set_region  (TgLibraryBoard *self,
                                            guint           x,
                                            guint           y,
                                            guint           width,
                                            guint           height);
/* What the last search found: labels on the region (NULL: none). */
void          tg_library_board_set_summary (TgLibraryBoard         *self,
                                            const TgLibrarySummary *summary);
/* The region's cells with continuations (guint), most played first: the
 * order of their labels, A, B, C… */
GArray       *tg_library_board_get_ranked  (TgLibraryBoard *self);
/* The colour most often played at @x, @y (board), TG_EMPTY: none. */
TgColor       tg_library_board_get_continuation (TgLibraryBoard *self,
                                                 guint           x,
                                                 guint           y);

G_END_DECLS
