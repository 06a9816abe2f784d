/* tg-cli-analyze.h: what tengen-cli analyze's parts share: a position
 * analysed, and the output of all of them (tg-cli-analyze-output.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"
#include "tg-cli.h"

G_BEGIN_DECLS

/* The start or the position after a move: the last node of the main line
 * at its move number, and what the engine thought, or why it could not;
 * @score_lead is Black's lead as the window stores it
 * (tg_analysis_batch_get_lead), NAN without one. */
typedef struct
{
  TgNode     *node;
  TgAnalysis *analysis;
  double      score_lead;
  char       *error;
} TgCliPosition;

void          tg_cli_position_free      (gpointer       position);

/* One line a position, or a JSON array of one object a position
 * (TgCliPosition * in @positions). */
void          tg_cli_analyze_print_text (GOutputStream *out,
                                         TgGame        *game,
                                         GPtrArray     *positions);
void          tg_cli_analyze_print_json (GOutputStream *out,
                                         TgGame        *game,
                                         GPtrArray     *positions);
/* Writes each position's lead and winrate on its node in one step, then @game's
 * record followed by @other_roots (TgNode *, the file's other games). */
gboolean      tg_cli_analyze_save       (TgGame        *game,
                                         GPtrArray     *positions,
                                         GPtrArray     *other_roots,
                                         const char    *path,
                                         GError       **error);

G_END_DECLS
