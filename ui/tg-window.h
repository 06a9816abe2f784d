/* tg-window.h: the main window: one game record, its board and its panel.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_WINDOW (tg_window_get_type ())
G_DECLARE_FINAL_TYPE (TgWindow, tg_window, TG, WINDOW, AdwApplicationWindow)

/* A window with a new game from the settings' defaults. */
TgWindow     *tg_window_new            (GtkApplication *application);

TgGame       *tg_window_get_game       (TgWindow       *self);
/* The file the record was read from or last saved to, or NULL. */
GFile        *tg_window_get_file       (TgWindow       *self);
/* Shows @game (a new reference is taken) as @file's record, or as an
 * unsaved one when @file is NULL.  Asks nothing: callers that replace a
 * record with changes ask first. */
void          tg_window_set_game       (TgWindow       *self,
                                        TgGame         *game,
                                        GFile          *file);
/* No file, no move and no change: an opened record may take its place. */
gboolean      tg_window_is_pristine    (TgWindow       *self);

/* Reads @file in a worker thread and shows its first game at move @move
 * of the main line (-1: the end), after asking about unsaved changes.
 * FALSE with @error when the file cannot be read, or G_IO_ERROR_CANCELLED
 * when the user kept the current game; the current game is then
 * untouched either way. */
void          tg_window_load_file_async  (TgWindow           *self,
                                          GFile              *file,
                                          int                 move,
                                          GCancellable       *cancellable,
                                          GAsyncReadyCallback callback,
                                          gpointer            user_data);
gboolean      tg_window_load_file_finish (TgWindow           *self,
                                          GAsyncResult       *result,
                                          GError            **error);
/* The same, reporting a failure in a dialog. */
void          tg_window_open_file      (TgWindow       *self,
                                        GFile          *file,
                                        int             move);
/* Asks for a file to open. */
void          tg_window_choose_file    (TgWindow       *self);
/* Shows the New Game dialog; the chosen game replaces this one. */
void          tg_window_new_game       (TgWindow       *self);
/* Writes the record (and the other games of its collection) to @file,
 * which becomes the window's file.  On failure the game stays modified. */
gboolean      tg_window_save_to_file   (TgWindow       *self,
                                        GFile          *file,
                                        GError        **error);

G_END_DECLS
