/* tg-save-changes-dialog.h: one question for every document with unsaved
 * changes when the application quits, as GNOME apps ask it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_SAVE_CHANGES_DIALOG (tg_save_changes_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TgSaveChangesDialog, tg_save_changes_dialog, TG, SAVE_CHANGES_DIALOG,
                      AdwMessageDialog)

/* "Save Changes?" over @parent (may be NULL), listing @titles (the
 * documents, NULL-terminated), each with a check box, all checked.  Its
 * responses: "cancel", "discard" (all of them) and "save" (the checked
 * ones; the others are discarded). */
TgSaveChangesDialog *tg_save_changes_dialog_new         (GtkWindow           *parent,
                                                         const char * const  *titles);
/* Whether the document at @index of the titles is checked for saving. */
gboolean             tg_save_changes_dialog_get_chosen  (TgSaveChangesDialog *self,
                                                         guint                index);

G_END_DECLS
