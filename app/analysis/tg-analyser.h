/* tg-analyser.h: one GTP engine analysing positions of one game, one at a
 * time, whatever it speaks: a kata-analyze or lz-analyze stream, or GNU
 * Go's questions (tg-gnugo-analysis.h), found out from its list of
 * commands when it starts.
 *
 * It analyses the game's current node, keeping the engine in step
 * through a TgEnginePlayer.  Asking again (another node) ends what runs
 * and starts the new one once the engine has stopped; nothing waits on
 * the main loop.  GIO only.
 *
 * Signals:
 *   update (TgNode *node, TgAnalysis *analysis): a report on @node; a
 *     stream sends one every few tenths of a second, GNU Go one.
 *   done (TgNode *node, TgAnalysis *analysis, const char *error): the
 *     analysis of @node ended: its last report (or NULL; a line of the
 *     stream that could not be read is among its warnings) and why it
 *     failed (or NULL).  Not emitted for one stopped by a new request or
 *     tg_analyser_stop().
 *   failed (const char *message): the engine cannot analyse any more (it
 *     stopped, crashed, flooded, or knows no analysis command).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_ANALYSER (tg_analyser_get_type ())
G_DECLARE_FINAL_TYPE (TgAnalyser, tg_analyser, TG, ANALYSER, GObject)

/* @engine need not be started; @rules_commands as the engine's profile
 * gives them (tg_engine_profile_get_rules_commands), or NULL. */
TgAnalyser   *tg_analyser_new            (TgEngine              *engine,
                                          TgGame                *game,
                                          const char * const    *rules_commands,
                                          TgAnalysisPerspective  fallback);
/* How long a bounded analysis may take before it is interrupted and
 * ends with what came (a minute unless set). */
void          tg_analyser_set_timeout    (TgAnalyser            *analyser,
                                          guint                  timeout_ms);
TgEngine     *tg_analyser_get_engine     (TgAnalyser            *analyser);
/* Analyses the current node of the game: a stream until @max_visits (0:
 * until stopped; a bounded one ends after a minute with what came), with
 * the ownership map when @ownership. */
void          tg_analyser_analyse        (TgAnalyser            *analyser,
                                          guint                  max_visits,
                                          gboolean               ownership);
/* Ends the analysis running, if any; "done" is not emitted for it. */
void          tg_analyser_stop           (TgAnalyser            *analyser);
/* The reason given with "failed", or NULL while the engine can analyse. */
const char   *tg_analyser_get_failure    (TgAnalyser            *analyser);

G_END_DECLS
