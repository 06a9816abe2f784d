/* tg-library-window.h: the library window — the games of the folders the
 * user watches, found by what is written and by position, with the
 * continuations of a pattern on its board to walk a joseki tree.
 *
 * Signals:
 *   open-game (const char *path, guint number, guint move): the user
 *     asked to see game @number of the file at @path at @move.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_LIBRARY_WINDOW (tg_library_window_get_type ())
G_DECLARE_FINAL_TYPE (TgLibraryWindow, tg_library_window, TG, LIBRARY_WINDOW, AdwWindow)

/* The application's library window, made the first time. */
TgLibraryWindow *tg_library_window_get_default   (GtkApplication  *application);
/* Searches for @colors (size × size TgColor) in the region @x, @y,
 * @width × @height: "Find This Position". */
void             tg_library_window_find_position (TgLibraryWindow *self,
                                                  guint            size,
                                                  const guint8    *colors,
                                                  guint            x,
                                                  guint            y,
                                                  guint            width,
                                                  guint            height);

G_END_DECLS
