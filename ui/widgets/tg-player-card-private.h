/* tg-player-card-private.h: what tests take from tg-player-card.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-player-card.h"

G_BEGIN_DECLS

guint         tg_player_card_get_captures (TgPlayerCard *self);

/* What the clock shows, NULL when hidden; whether it shows low time. */
const char   *tg_player_card_get_clock_text (TgPlayerCard *self);
gboolean      tg_player_card_get_low_time   (TgPlayerCard *self);
const char   *tg_player_card_get_name  (TgPlayerCard  *self);
gboolean      tg_player_card_get_to_move (TgPlayerCard *self);

G_END_DECLS
