/* tg-player-card.h: one player in the side panel: stone, name, rank,
 * clock, captures, and whether it is their turn.
 *
 * Given the game, it follows the game's "changed"; given the match, it
 * follows the match's clock ("clock-tick", "changed"), and with
 * clock-warnings it sounds the last seconds of its player's clock.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-game.h"
#include "tg-match.h"

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
void          tg_player_card_set_captures (TgPlayerCard *self,
                                           guint         captures);
void          tg_player_card_set_to_move (TgPlayerCard *self,
                                          gboolean      to_move);
/* The card shows its colour's clock of @match (none when the match's
 * game has no clock). */
void          tg_player_card_set_match (TgPlayerCard          *self,
                                        TgMatch               *match);

G_END_DECLS
