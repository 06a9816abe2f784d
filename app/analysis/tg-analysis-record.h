/* tg-analysis-record.h: an engine's analysis kept in the record, and the
 * review of a line that is read back from it.
 *
 * Each analysed position stores Black's score lead as FF[4]'s V
 * ("estimated score", positive for Black) and as Sabaki's SBKS, and
 * Black's winrate as Sabaki's SBKV (percent): Tengen writes all three
 * and reads SBKS or V for the lead and SBKV for the winrate, so records
 * analysed by Sabaki show their graph too.  GIO only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"
#include "tg-game.h"

G_BEGIN_DECLS

/* What @node stores: Black's lead in points and Black's winrate (0–1),
 * NAN for what it lacks.  FALSE when it stores neither. */
gboolean      tg_analysis_record_read   (const TgNode     *node,
                                         double           *score_lead,
                                         double           *winrate);
/* Writes @analysis's root values on @node through the edit layer (into
 * the caller's step, if any); a value the engine did not give is left
 * as it was. */
void          tg_analysis_record_store  (TgGame           *game,
                                         TgNode           *node,
                                         const TgAnalysis *analysis);

/* The positions of a line, as TgNode *: the root and the position after
 * each move (the last node of each move number, so that setup or a
 * comment after a move counts).  The line runs from the root through
 * @through (NULL: the main line) and on along first children. */
GPtrArray    *tg_analysis_record_line   (TgGame           *game,
                                         TgNode           *through);

/* Sizes of a loss, in points, from small to big. */
typedef enum
{
  TG_LOSS_INACCURACY,   /* 2 to 5 points */
  TG_LOSS_MISTAKE,      /* 5 to 10 */
  TG_LOSS_BLUNDER,      /* 10 or more */
  TG_N_LOSSES,
} TgLossSize;

#define TG_LOSS_INACCURACY_POINTS 2.0
#define TG_LOSS_MISTAKE_POINTS    5.0
#define TG_LOSS_BLUNDER_POINTS    10.0

typedef struct
{
  TgNode  *node;          /* the position after the move */
  guint    move_number;
  TgColor  color;
  TgPoint  point;         /* TG_PASS for a pass */
  /* For the mover: its lead before less after, plus the tempo where the
   * leads are a static count (see tg_analysis_review_new). */
  double   points_lost;
} TgAnalysisLoss;

typedef struct
{
  guint    n_moves;       /* moves with a lead stored before and after */
  double   total_lost;    /* the sum of the losses (gains count as 0) */
  guint    counts[TG_N_LOSSES];
} TgAnalysisPlayerReview;

typedef struct
{
  GArray                 *losses;    /* TgAnalysisLoss of 2 points or more, biggest first */
  TgAnalysisPlayerReview  players[2];  /* Black's, White's */
  guint                   n_valued;  /* positions of the line with a stored lead */
} TgAnalysisReview;

/* Reviews the positions of @line (from tg_analysis_record_line) by the
 * leads stored on them.  A static count (GNU Go's estimate_score) gives
 * the side that just moved the worth of its move, so leads swing back and
 * forth by it: each move's loss is measured against the median gain of
 * the moves around it (ten on either side), which is no correction at all
 * for a lead that counts the move to come (KataGo's), whose moves gain
 * nothing on the whole, nor for GNU Go's as Tengen now stores it
 * (tg-analysis-batch.h); it is for records analysed before. */
TgAnalysisReview *tg_analysis_review_new  (GPtrArray        *line);
void              tg_analysis_review_free (TgAnalysisReview *review);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgAnalysisReview, tg_analysis_review_free)

/* The size of a loss of @points, or -1 below an inaccuracy. */
int               tg_analysis_loss_size   (double            points);

G_END_DECLS
