/* tg-board.h: a position and the mechanics of placing stones (spec §2, §3).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-types.h"

G_BEGIN_DECLS

typedef struct _TgBoard TgBoard;

TgBoard      *tg_board_new             (guint           size);
TgBoard      *tg_board_copy            (const TgBoard  *board);
/* Same size required; no allocation, for playout loops. */
void          tg_board_copy_into       (TgBoard        *dest,
                                        const TgBoard  *src);
void          tg_board_free            (TgBoard        *board);
/* The whole state of a board in the bytes its size needs (4 KB for
 * 19×19 rather than the struct's 6.6 KB), for keeping many positions in
 * one buffer: tg_board_state_size () bytes, no alignment required.
 * Loading needs a board of the same size and restores it exactly. */
gsize         tg_board_state_size      (guint           size);
void          tg_board_save_state      (const TgBoard  *board,
                                        guint8         *state);
void          tg_board_load_state      (TgBoard        *board,
                                        const guint8   *state);

guint         tg_board_get_size        (const TgBoard  *board);
/* x from the left, y from the top, both 0-based (SGF order). */
TgPoint       tg_board_point           (const TgBoard  *board,
                                        guint           x,
                                        guint           y);
guint         tg_board_point_x         (const TgBoard  *board,
                                        TgPoint         point);
guint         tg_board_point_y         (const TgBoard  *board,
                                        TgPoint         point);
gboolean      tg_board_is_on_board     (const TgBoard  *board,
                                        TgPoint         point);
/* Every on-board point, in reading order, for iteration. */
guint         tg_board_get_n_points    (const TgBoard  *board);
TgPoint       tg_board_nth_point       (const TgBoard  *board,
                                        guint           n);
/* Every on-board point's TgColor, one byte each in tg_board_nth_point
 * order, into @colors (tg_board_get_n_points bytes): the compact form the
 * history stores positions in. */
void          tg_board_get_colors      (const TgBoard  *board,
                                        guint8         *colors);

TgColor       tg_board_get             (const TgBoard  *board,
                                        TgPoint         point);
guint         tg_board_count           (const TgBoard  *board,
                                        TgColor         color);
guint64       tg_board_get_hash        (const TgBoard  *board);
gboolean      tg_board_equal           (const TgBoard  *a,
                                        const TgBoard  *b);

/* Group queries on the stone at @point (0 for an empty point). */
guint         tg_board_get_liberties   (const TgBoard  *board,
                                        TgPoint         point);
/* Appends the group's stones (TgPoint) to @stones; returns how many. */
guint         tg_board_get_group       (const TgBoard  *board,
                                        TgPoint         point,
                                        GArray         *stones);

/* Occupied / suicide / OK for @color at @point without changing the board;
 * when OK and @hash_after is non-NULL, the hash of the position after the
 * move and its captures, so superko can be checked before playing. */
TgMoveStatus  tg_board_check           (const TgBoard  *board,
                                        TgColor         color,
                                        TgPoint         point,
                                        guint64        *hash_after);
/* Places a stone, removes captured groups first (spec §3), refuses
 * occupied points and suicide (board unchanged).  Captured points are
 * appended to @captured when non-NULL.  TG_PASS is accepted and changes
 * nothing. */
TgMoveStatus  tg_board_play            (TgBoard        *board,
                                        TgColor         color,
                                        TgPoint         point,
                                        GArray         *captured);
/* Setup (SGF AB/AW/AE, handicap): puts or removes a stone with no capture
 * and no legality test.  Groups left without liberties stay on the board
 * until a move captures them, as SGF readers do. */
void          tg_board_set             (TgBoard        *board,
                                        TgPoint         point,
                                        TgColor         color);

/* An empty point whose neighbours are all @color (or the edge) and whose
 * diagonals are not controlled by the opponent: the eye test light
 * playouts use so that games end. */
gboolean      tg_board_is_eye          (const TgBoard  *board,
                                        TgPoint         point,
                                        TgColor         color);

/* Same notation; with @coordinates, GTP column letters and row numbers. */
char         *tg_board_to_diagram      (const TgBoard  *board,
                                        gboolean        coordinates);

/* GTP coordinates ("D4", columns A–Z without I, row 1 at the bottom);
 * "pass" for TG_PASS. */
char         *tg_board_point_to_gtp    (const TgBoard  *board,
                                        TgPoint         point);
/* Returns FALSE for text that names no point of this board. */
gboolean      tg_board_point_from_gtp  (const TgBoard  *board,
                                        const char     *text,
                                        TgPoint        *point);

/* Star points (spec §1): appends TgPoint values to @points. */
guint         tg_board_get_star_points (const TgBoard  *board,
                                        GArray         *points);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgBoard, tg_board_free)

G_END_DECLS
