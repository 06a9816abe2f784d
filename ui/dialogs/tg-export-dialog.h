/* tg-export-dialog.h: Export Diagram — format, the moves shown and
 * numbered, a part of the board (a corner, or a rectangle dragged on the
 * board), coordinates, style and size, with a preview drawn as the file
 * will be.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-board-scene.h"

G_BEGIN_DECLS

#define TG_TYPE_EXPORT_DIALOG (tg_export_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TgExportDialog, tg_export_dialog, TG, EXPORT_DIALOG, AdwWindow)

/* For the line of @game through its current node, shown on @scene,
 * where a drag chooses a part of the board; the last move is the
 * current one. */
/* @folder: where the file chooser starts (the record's folder), or NULL. */
TgExportDialog *tg_export_dialog_new          (GtkWindow      *parent,
                                               TgGame         *game,
                                               TgBoardScene   *scene,
                                               GFile          *folder);

/* What Export writes, in a worker, to @path: the record as it is now,
 * whatever is done to the game meanwhile. */
void            tg_export_dialog_write_async  (TgExportDialog      *dialog,
                                               const char          *path,
                                               GAsyncReadyCallback  callback,
                                               gpointer             user_data);
gboolean        tg_export_dialog_write_finish (TgExportDialog      *dialog,
                                               GAsyncResult        *result,
                                               GError             **error);

G_END_DECLS
