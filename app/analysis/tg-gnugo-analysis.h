/* tg-gnugo-analysis.h: analysis from GNU Go, which has no analysis
 * stream but answers questions (checked against GNU Go 3.8):
 *
 *   top_moves_black, top_moves_white
 *       "D7 35.00 E7 21.12 …": its best moves for that colour and their
 *       values, in its points (empty when it would pass);
 *   estimate_score
 *       "W+10.4 (upper bound: 10.4, lower: 10.4)", the bounds as White's
 *       margin; territory counting, its own dead stones removed;
 *   initial_influence COLOR territory_value
 *       one row per line from the top, one value per point from the
 *       left: about +1 for White's territory, -1 for Black's, ±2 where a
 *       dead stone lies in it, 0 on living stones (COLOR to move);
 *   final_status_list dead
 *       the dead stones, "A9 B9".
 *
 * estimate_score is a count of the position as it stands: the side that
 * has just moved holds the ground its move took, and the other side has
 * not answered yet.  So it swings with the side to move, about 15 points
 * on an empty 19×19 board (0, then 15.7 after one stone, then 0 again),
 * and its lag-1 autocorrelation of changes over a game is -0.8 to -0.9.
 * The lead reported (score_lead) takes the mean of the counts before and
 * after the move that led to the position (asking for the one before
 * with undo, estimate_score, and the move again): each credits a
 * different side with the tempo, so the mean credits neither, whatever
 * the tempo is worth at that stage of the game, which a fixed correction
 * could not follow (15 points in a 19×19 opening, 1 in the endgame).
 * The count itself is kept (score_static) for Analyse Whole Game, which
 * has every position's and combines them further (tg-analysis-batch.h).
 *
 * The territory map answers best for "whose is this point": the other
 * influence maps (influence_regions, …) are coarser or say nothing of
 * territory.  Stones take their owner's colour, or the other one when
 * dead, so the map reads like KataGo's ownership.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"

G_BEGIN_DECLS

typedef enum
{
  TG_GNUGO_CANDIDATES = 1 << 0,   /* top_moves_COLOR */
  TG_GNUGO_SCORE      = 1 << 1,   /* estimate_score */
  TG_GNUGO_OWNERSHIP  = 1 << 2,   /* initial_influence, final_status_list */
  TG_GNUGO_DEAD       = 1 << 3,   /* final_status_list dead */
  /* The territory map alone, stones taking their own colour: for live
   * analysis, since final_status_list reads life and death and takes up
   * to a minute in a 19×19 middle game. */
  TG_GNUGO_TERRITORY  = 1 << 4,   /* initial_influence */
} TgGnugoQuery;

/* Asks GNU Go (already in the position of @board, @to_move to play) what
 * @query names and fills one TgAnalysis.  @last_color played @last_point
 * to reach the position (TG_EMPTY when no move did: the start, setup),
 * which the score's count before the move takes back and plays again.  A question the engine refuses
 * or answers in a way that cannot be read becomes a warning; the
 * analysis fails only when no answer could be used, or the engine
 * stopped. */
void          tg_gnugo_analyse_async   (TgEngine            *engine,
                                        const TgBoard       *board,
                                        TgColor              to_move,
                                        TgColor              last_color,
                                        TgPoint              last_point,
                                        TgGnugoQuery         query,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data);
TgAnalysis   *tg_gnugo_analyse_finish  (TgEngine            *engine,
                                        GAsyncResult        *result,
                                        GError             **error);

/* The readers of the answers above, for the tests. */
gboolean      tg_gnugo_parse_score     (const char          *answer,
                                        double              *black_lead);
gboolean      tg_gnugo_parse_top_moves (const char          *answer,
                                        const TgBoard       *board,
                                        TgAnalysis          *analysis);
/* Into @analysis->ownership, as Black's. */
gboolean      tg_gnugo_parse_territory (const char          *answer,
                                        TgAnalysis          *analysis);
gboolean      tg_gnugo_parse_dead      (const char          *answer,
                                        const TgBoard       *board,
                                        TgPointSet          *dead);

G_END_DECLS
