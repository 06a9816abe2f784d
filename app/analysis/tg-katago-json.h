/* tg-katago-json.h: KataGo's analysis engine JSON — the query for a
 * position of a game, and its answer read into a TgAnalysis.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "tg-analysis.h"
#include "tg-game.h"

G_BEGIN_DECLS

/* The query (one line of JSON once generated) for the position at @node
 * of @game: the stones of the last node on its line that sets any up,
 * the moves since, komi, area rules with positional superko and no
 * suicide, @max_visits (0: the engine's setting), what @flags ask, a
 * report during the search every few seconds, and the values reported
 * as Black's whatever the config file says. */
JsonNode     *tg_katago_json_build_query  (TgGame           *game,
                                           TgNode           *node,
                                           const char       *id,
                                           guint             max_visits,
                                           TgAnalysisFlags   flags);
/* Whose turn it is at @node, as TgGame reckons it for its current node. */
TgColor       tg_katago_json_to_move      (TgGame           *game,
                                           TgNode           *node);
/* Reads one answer to such a query, for @board with @to_move to play.
 * Every value is type-checked; candidates that cannot be read are left
 * out and counted in the warnings.  NULL with TG_ENGINE_ERROR_PROTOCOL
 * when it holds no analysis. */
TgAnalysis   *tg_katago_json_parse_answer (JsonObject       *answer,
                                           const TgBoard    *board,
                                           TgColor           to_move,
                                           GError          **error);

/* A member of an answer if it is a string, or TRUE; NULL or FALSE for
 * anything else, missing or of another type. */
const char   *tg_katago_json_get_string   (JsonObject       *object,
                                           const char       *name);
gboolean      tg_katago_json_get_true     (JsonObject       *object,
                                           const char       *name);

G_END_DECLS
