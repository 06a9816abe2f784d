/* tg-score-dialog-private.h: what tests take from tg-score-dialog.c beside its
 * public header.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-score-dialog.h"

G_BEGIN_DECLS

TgGame        *tg_score_dialog_get_game (TgScoreDialog *self);

G_END_DECLS
