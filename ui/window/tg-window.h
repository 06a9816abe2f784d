/* tg-window.h: the main window, a shell that shows a document: the game
 * shown, its board and its panel.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-document.h"
#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_WINDOW (tg_window_get_type ())
G_DECLARE_FINAL_TYPE (TgWindow, tg_window, TG, WINDOW, AdwApplicationWindow)

/* A window with a new game from the settings' defaults. */
TgWindow     *tg_window_new            (GtkApplication *application);

/* The document shown, and the game of it shown: the window follows the
 * document to whichever of its games it shows.  Setting asks nothing:
 * callers that replace a document with changes ask first. */
TgDocument   *tg_window_get_document   (TgWindow       *self);
void          tg_window_set_document   (TgWindow       *self,
                                        TgDocument     *document);
TgGame       *tg_window_get_game       (TgWindow       *self);
/* The document's file, or NULL. */
GFile        *tg_window_get_file       (TgWindow       *self);
/* No file, no move and no change: an opened record may take its place. */
gboolean      tg_window_is_pristine    (TgWindow       *self);
/* Whether closing would lose changes (what was just typed included). */
gboolean      tg_window_has_unsaved_changes (TgWindow  *self);
/* Closes without asking: the question was asked for many windows at
 * once (quitting), and the answer was to discard this one's changes. */
void          tg_window_close_discarding (TgWindow     *self);

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
/* Saves the document to its file, or to one chosen first (@choose, or
 * no file yet); to @file, which becomes its file, with _to_file.  The
 * window stays responsive while the bytes are written; a failure is told
 * in a dialog and leaves the document modified.  _finish: TRUE once
 * written. */
void          tg_window_save_async     (TgWindow           *self,
                                        gboolean            choose,
                                        GAsyncReadyCallback callback,
                                        gpointer            user_data);
gboolean      tg_window_save_finish    (TgWindow           *self,
                                        GAsyncResult       *result);

G_END_DECLS
