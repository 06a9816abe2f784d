/* tg-analysis-label.h: what the number on a candidate move says, in
 * words as well: a score lead or a win rate where the engine gives one
 * (KataGo, Leela Zero), and GNU Go's value of the move where it gives
 * that — what the move gains in its own points, which is no lead: on the
 * empty board all its opening moves are worth 74 or 75.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"

G_BEGIN_DECLS

typedef enum
{
  TG_CANDIDATE_SHOWS_VISITS,    /* no value: the visits alone, if any */
  TG_CANDIDATE_SHOWS_WINRATE,   /* the mover's win rate after the move */
  TG_CANDIDATE_SHOWS_LEAD,      /* the mover's score lead after the move */
  TG_CANDIDATE_SHOWS_VALUE,     /* the engine's value of the move, in points */
} TgCandidateShows;

/* What the candidates of @analysis show: the win rate when @winrate asks
 * for it and the engine gives one, else the score lead, else whichever
 * there is, judged on the best candidate. */
TgCandidateShows tg_candidate_shows        (const TgAnalysis *analysis,
                                            gboolean          winrate);
/* The text on candidate @index: "54%", "+2.5" or "74 pt", and its visits
 * on a second line when the engine counts them ("54%\n1.2k"); "" when
 * there is nothing to show. */
char            *tg_candidate_text         (const TgAnalysis *analysis,
                                            guint             index,
                                            TgCandidateShows  shows);
/* The same for a screen reader: "candidate move, score lead for White
 * after it 2.5 points, 1,200 visits". */
char            *tg_candidate_describe     (const TgAnalysis *analysis,
                                            guint             index,
                                            TgCandidateShows  shows);
/* Its colour, 1 for the best down to 0 for one worse by a span (15% of
 * win rate, 8 points of lead or of value) or more: candidates equally
 * good look alike, and so do all of them where nothing tells them apart. */
double           tg_candidate_quality      (const TgAnalysis *analysis,
                                            guint             index,
                                            TgCandidateShows  shows);
/* The legend: what the numbers on the board are, the visits below them
 * when @visits. */
const char      *tg_candidate_legend       (TgCandidateShows  shows,
                                            gboolean          visits);

G_END_DECLS
