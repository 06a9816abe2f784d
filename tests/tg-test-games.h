/* tg-test-games.h: games made up for the library's tests and benchmark —
 * random games played by the rules, with captures, handicap stones and
 * variations, and games turned on the board or with colours swapped.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tg-node.h"

G_BEGIN_DECLS

/* An SGF game of up to @max_moves random legal moves (no own eye
 * filled), with @n_variations side lines and, when @setup, handicap
 * stones and a stone taken off by AE on the way.  The same @rand state
 * gives the same game. */
char *tg_test_random_game    (GRand        *rand,
                              guint         size,
                              guint         max_moves,
                              guint         n_variations,
                              gboolean      setup);
/* @root's tree as SGF with every point mapped by symmetry @flip (bit 0:
 * mirror left–right, bit 1: top–bottom, bit 2: then transpose) and, with
 * @swap, Black and White exchanged (moves, setup, players, result).  Only
 * the moves, setup and game information are kept. */
char *tg_test_transform_game (const TgNode *root,
                              guint         size,
                              guint         flip,
                              gboolean      swap);

/* A game that opens with the first @opening moves of @root's main line
 * (mapped by @flip and @swap as tg_test_transform_game () maps them),
 * then goes on with random moves up to @total moves. */
char *tg_test_play_out       (GRand        *rand,
                              const TgNode *root,
                              guint         size,
                              guint         flip,
                              gboolean      swap,
                              guint         opening,
                              guint         total);

G_END_DECLS
