/* tg-player-card.h: one player in the side panel: stone, name, rank,
 * clock, captures, and whether it is their turn.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-clock.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_PLAYER_CARD (tg_player_card_get_type ())
G_DECLARE_FINAL_TYPE (TgPlayerCard, tg_player_card, TG, PLAYER_CARD, GtkWidget)

/* The card follows @game on its own: the colour's name, rank, captures
 * and whether it is to move (nobody where play stopped). */
void          tg_player_card_set_game  (TgPlayerCard  *self,
                                        TgGame        *game);
/* While Black places free handicap stones, Black is to move whatever
 * the record says. */
void          tg_player_card_set_placing_handicap (TgPlayerCard *self,
                                                   gboolean      placing);

void          tg_player_card_set_color (TgPlayerCard  *self,
                                        TgColor        color);
/* NULL or "" shows the colour's name ("Black"). */
void          tg_player_card_set_name  (TgPlayerCard  *self,
                                        const char    *name);
void          tg_player_card_set_rank  (TgPlayerCard  *self,
                                        const char    *rank);
void          tg_player_card_set_captures (TgPlayerCard *self,
                                           guint         captures);
void          tg_player_card_set_to_move (TgPlayerCard *self,
                                          gboolean      to_move);
/* The player's clock, large, with the overtime ("3 × 30 s", "12 stones /
 * 4:10") and a word for its state (low time, time up, paused); NULL
 * @settings hides it.  Only labels change: the card keeps its size. */
void          tg_player_card_set_clock (TgPlayerCard          *self,
                                        const TgClockSettings *settings,
                                        const TgClockSide     *side,
                                        gboolean               running,
                                        gboolean               paused);

G_END_DECLS
