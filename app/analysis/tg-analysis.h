/* tg-analysis.h: what an engine thinks of a position, and reading it
 * from kata-analyze and lz-analyze.
 *
 * One data model for every source (kata-analyze and lz-analyze, streamed
 * by tg-analysis-stream.h, GNU Go's commands in tg-gnugo-analysis.h,
 * KataGo's JSON analysis engine in tg-analysis-engine.h).  Every value is Black's: a winrate is Black's
 * chance, a score lead Black's lead in points, ownership +1 for Black;
 * NAN where the engine gave none.  GIO only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-board.h"
#include "tg-engine.h"
#include "tg-score.h"

G_BEGIN_DECLS

/* Whose values an engine reports: KataGo's reportAnalysisWinratesAs
 * (SIDETOMOVE by default over GTP), Leela Zero always the side to move. */
typedef enum
{
  TG_ANALYSIS_SIDE_TO_MOVE,
  TG_ANALYSIS_BLACK,
  TG_ANALYSIS_WHITE,
} TgAnalysisPerspective;

typedef enum
{
  TG_ANALYSIS_KATAGO,   /* kata-analyze: winrate, prior, lcb in 0–1 */
  TG_ANALYSIS_LEELA,    /* lz-analyze: the same times 10,000 */
} TgAnalysisFormat;

typedef enum
{
  TG_ANALYSIS_OWNERSHIP       = 1 << 0,
  TG_ANALYSIS_OWNERSHIP_STDEV = 1 << 1,
  TG_ANALYSIS_PV_VISITS       = 1 << 2,
} TgAnalysisFlags;

typedef struct
{
  TgPoint  point;        /* TG_PASS for a pass */
  guint    visits;       /* 0 when not given */
  double   winrate;      /* Black's, 0–1 */
  double   score_lead;   /* Black's, points */
  double   score_stdev;
  double   prior;        /* the policy, 0–1 */
  double   lcb;          /* Black's side of the winrate's bound */
  double   value;        /* GNU Go's value of the move, in its points */
  int      order;        /* 0 the best; -1 when not given */
  GArray  *pv;           /* TgPoint, starting with @point */
  GArray  *pv_visits;    /* guint per move of @pv, or NULL */
} TgCandidate;

typedef struct
{
  guint       size;
  TgColor     to_move;
  GArray     *candidates;       /* TgCandidate, best first */
  guint       visits;           /* the root's, or the candidates' sum */
  double      winrate;          /* Black's, 0–1 */
  double      score_lead;       /* Black's, points */
  double      score_stdev;
  /* GNU Go's count of the position as it stands, Black's: it credits the
   * side that just moved with its move, so it swings with the side to
   * move (see tg-gnugo-analysis.h); NAN from other engines. */
  double      score_static;
  /* size × size values in reading order (x from the left, y from the
   * top: index y * size + x), +1 Black's, -1 White's; NULL when none. */
  float      *ownership;
  float      *ownership_stdev;
  TgPointSet *dead;             /* stones the engine thinks dead, or NULL */
  GPtrArray  *warnings;         /* char *: what could not be read; NULL */
} TgAnalysis;

#define TG_TYPE_ANALYSIS (tg_analysis_get_type ())
GType         tg_analysis_get_type     (void) G_GNUC_CONST;
TgAnalysis   *tg_analysis_new          (guint             size,
                                        TgColor           to_move);
TgAnalysis   *tg_analysis_ref          (TgAnalysis       *analysis);
void          tg_analysis_unref        (TgAnalysis       *analysis);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgAnalysis, tg_analysis_unref)

/* A candidate with every value unknown and @point as its variation. */
TgCandidate  *tg_analysis_add_candidate (TgAnalysis      *analysis,
                                         TgPoint          point);
/* The first candidate, or NULL. */
const TgCandidate *tg_analysis_get_best (const TgAnalysis *analysis);
/* Records something the engine said that could not be used. */
void          tg_analysis_add_warning  (TgAnalysis       *analysis,
                                        const char       *format,
                                        ...) G_GNUC_PRINTF (2, 3);
/* Puts the candidates in the engine's order (visits where it gave none)
 * and takes the root's values from the best where the engine gave none. */
void          tg_analysis_finish       (TgAnalysis       *analysis);


/* Reads one line of kata-analyze or lz-analyze output for @board, where
 * @to_move was analysed.  Fields may come in any order, unknown ones are
 * skipped, numbers may be integers or not; candidates that cannot be
 * read are left out and listed in the warnings.  NULL with
 * TG_ENGINE_ERROR_PROTOCOL for a line that holds no analysis at all. */
TgAnalysis   *tg_analysis_parse_line   (const char            *line,
                                        const TgBoard         *board,
                                        TgColor                to_move,
                                        TgAnalysisFormat       format,
                                        TgAnalysisPerspective  perspective,
                                        GError               **error);

/* The analysis command an engine knows, from its list_commands answer:
 * kata-analyze before lz-analyze.  FALSE when it has neither. */
gboolean      tg_analysis_format_from_commands (const char       *list_commands,
                                                TgAnalysisFormat *format);

/* The answer to kata-get-param reportAnalysisWinratesAs, or to the
 * config setting's values ("BLACK", "w", "SIDETOMOVE"...); FALSE for
 * anything else. */
gboolean      tg_analysis_perspective_from_string (const char            *text,
                                                   TgAnalysisPerspective *perspective);

G_END_DECLS
