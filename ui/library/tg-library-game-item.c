/* tg-library-game-item.c: a game of the library as a row of the list.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-game-item.h"

struct _TgLibraryGameItem
{
  GObject        parent_instance;
  TgLibraryGame *game;
};

G_DEFINE_FINAL_TYPE (TgLibraryGameItem, tg_library_game_item, G_TYPE_OBJECT)

static void
tg_library_game_item_finalize (GObject *object)
{
  tg_library_game_free (TG_LIBRARY_GAME_ITEM (object)->game);
  G_OBJECT_CLASS (tg_library_game_item_parent_class)->finalize (object);
}

static void
tg_library_game_item_class_init (TgLibraryGameItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tg_library_game_item_finalize;
}

static void
tg_library_game_item_init (TgLibraryGameItem *self)
{
}

TgLibraryGameItem *
tg_library_game_item_new (TgLibraryGame *game)
{
  TgLibraryGameItem *self = g_object_new (TG_TYPE_LIBRARY_GAME_ITEM, NULL);

  self->game = game;
  return self;
}

const TgLibraryGame *
tg_library_game_item_get_game (TgLibraryGameItem *self)
{
  return self->game;
}
