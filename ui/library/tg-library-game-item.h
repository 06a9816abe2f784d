/* tg-library-game-item.h: a game of the library as a row of the list.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-library-db.h"

G_BEGIN_DECLS

#define TG_TYPE_LIBRARY_GAME_ITEM (tg_library_game_item_get_type ())
G_DECLARE_FINAL_TYPE (TgLibraryGameItem, tg_library_game_item, TG, LIBRARY_GAME_ITEM, GObject)

/* Takes @game. */
TgLibraryGameItem   *tg_library_game_item_new      (TgLibraryGame     *game);
const TgLibraryGame *tg_library_game_item_get_game (TgLibraryGameItem *self);

G_END_DECLS
