/* tg-replay-private.h: what the replay cache did, for its tests.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-replay.h"

G_BEGIN_DECLS

/* How many nodes the last tg_replay_position () played from the nearest
 * position kept above the one asked for. */
guint         _tg_replay_get_n_replayed (TgReplay *replay);
/* The depths between the positions the walk over the record kept. */
guint         _tg_replay_get_spacing    (TgReplay *replay);

G_END_DECLS
