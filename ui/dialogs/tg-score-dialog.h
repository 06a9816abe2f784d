/* tg-score-dialog.h: the final score, shown when a game ends.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_SCORE_DIALOG (tg_score_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TgScoreDialog, tg_score_dialog, TG, SCORE_DIALOG, AdwWindow)

/* A modal window over @parent (may be NULL) with @game's result: the
 * winner and margin, the area count side by side (spec §6) and in
 * stones, and in an expander the other counting methods (spec §7).
 * Resignation and time show the reason instead of a count.  A record
 * whose result the board's count does not show gives the result as the
 * record's and the count as the board's.
 *
 * Its buttons act on @parent: Save Game activates win.save, New Game
 * app.new-game, Mark Dead Stones (offered when that count can be made
 * again) win.recount; all close the dialog first, as Close does.  The figures
 * are labels named in the template (black_area, margin_value...), for
 * the tests and for screen readers, which hear each with its row. */
TgScoreDialog *tg_score_dialog_new      (GtkWindow     *parent,
                                         TgGame        *game);

G_END_DECLS
