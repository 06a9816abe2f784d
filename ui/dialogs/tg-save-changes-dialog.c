/* tg-save-changes-dialog.c: one question for every document with unsaved
 * changes, each listed with a check box.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-save-changes-dialog.h"

struct _TgSaveChangesDialog
{
  AdwMessageDialog parent_instance;

  GtkListBox *list;
  GPtrArray  *checks;   /* GtkCheckButton, one a title, in order */
};

G_DEFINE_FINAL_TYPE (TgSaveChangesDialog, tg_save_changes_dialog, ADW_TYPE_MESSAGE_DIALOG)

/* Nothing checked, Save saves nothing: it says what it does. */
static void
check_toggled_cb (TgSaveChangesDialog *self)
{
  gboolean any = FALSE;

  for (guint i = 0; i < self->checks->len; i++)
    any |= gtk_check_button_get_active (g_ptr_array_index (self->checks, i));
  adw_message_dialog_set_response_label (ADW_MESSAGE_DIALOG (self), "save",
                                         any ? _("_Save") : _("_Close Without Saving"));
}

static void
tg_save_changes_dialog_dispose (GObject *object)
{
  TgSaveChangesDialog *self = TG_SAVE_CHANGES_DIALOG (object);

  g_clear_pointer (&self->checks, g_ptr_array_unref);

  G_OBJECT_CLASS (tg_save_changes_dialog_parent_class)->dispose (object);
}

static void
tg_save_changes_dialog_class_init (TgSaveChangesDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_save_changes_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-save-changes-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TgSaveChangesDialog, list);
}

static void
tg_save_changes_dialog_init (TgSaveChangesDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->checks = g_ptr_array_new ();
}

TgSaveChangesDialog *
tg_save_changes_dialog_new (GtkWindow          *parent,
                            const char * const *titles)
{
  TgSaveChangesDialog *self;
  guint n;

  g_return_val_if_fail (titles != NULL, NULL);

  self = g_object_new (TG_TYPE_SAVE_CHANGES_DIALOG, "transient-for", parent, NULL);
  n = g_strv_length ((char **) titles);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (self),
                                  ngettext ("%u game has unsaved changes. Changes which are not saved will be permanently lost.",
                                            "%u games have unsaved changes. Changes which are not saved will be permanently lost.",
                                            n),
                                  n);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *check = gtk_check_button_new ();

      /* A file's name is no markup. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), titles[i]);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), TRUE);
      gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      titles[i], -1);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_signal_connect_object (check, "toggled", G_CALLBACK (check_toggled_cb), self,
                               G_CONNECT_SWAPPED);
      g_ptr_array_add (self->checks, check);
      gtk_list_box_append (self->list, row);
    }
  return self;
}

gboolean
tg_save_changes_dialog_get_chosen (TgSaveChangesDialog *self,
                                   guint                index)
{
  g_return_val_if_fail (TG_IS_SAVE_CHANGES_DIALOG (self), FALSE);
  g_return_val_if_fail (index < self->checks->len, FALSE);

  return gtk_check_button_get_active (g_ptr_array_index (self->checks, index));
}
