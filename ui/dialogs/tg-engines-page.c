/* tg-engines-page.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-profile.h"
#include "tg-engines-page.h"

struct _TgEnginesPage
{
  AdwPreferencesPage parent_instance;

  AdwPreferencesGroup *engines_group;
  AdwPreferencesGroup *test_group;
  AdwActionRow        *result_row;
  GtkStack            *result_icon;
  GtkSpinner          *result_spinner;
  GtkExpander         *log_expander;
  GtkTextView         *log_view;
  GtkSpinButton       *level_spin;
  AdwEntryRow         *katago_model_row;
  AdwEntryRow         *katago_config_row;

  GSettings           *settings;
  GPtrArray           *rows;         /* the engines group's rows, to rebuild */

  /* The Test running or last run. */
  TgEngine            *engine;
  GCancellable        *cancellable;
  char                *result;
};

G_DEFINE_FINAL_TYPE (TgEnginesPage, tg_engines_page, ADW_TYPE_PREFERENCES_PAGE)

/* Test */

/* One line of the log, marked as the engine's own log marks it: "> "
 * sent, "< " received, "! " its stderr, and "$ " the command run. */
static void
append_log (TgEnginesPage *self,
            const char    *prefix,
            const char    *line)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->log_view);
  GtkTextIter end;

  gtk_text_buffer_get_end_iter (buffer, &end);
  gtk_text_buffer_insert (buffer, &end, prefix, -1);
  gtk_text_buffer_insert (buffer, &end, line, -1);
  gtk_text_buffer_insert (buffer, &end, "\n", 1);
}

static void
on_log (TgEngine      *engine,
        int            kind,
        const char    *line,
        TgEnginesPage *self)
{
  static const char *prefixes[] = { "> ", "< ", "! " };

  append_log (self, prefixes[CLAMP (kind, TG_ENGINE_LOG_SENT, TG_ENGINE_LOG_STDERR)], line);
}

static void
stop_test (TgEnginesPage *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->engine, self);
      tg_engine_process_stop (TG_ENGINE_PROCESS (self->engine));
      g_clear_object (&self->engine);
    }
}

/* @state names the icon: "running", "ok" or "failed". */
static void
show_result (TgEnginesPage *self,
             const char    *state,
             gboolean       running,
             const char    *text)
{
  gtk_stack_set_visible_child_name (self->result_icon, state);
  gtk_spinner_set_spinning (self->result_spinner, running);
  adw_action_row_set_subtitle (self->result_row, text);
}

static void
on_tested (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  TgEnginesPage *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *summary = tg_engine_profile_test_finish (TG_ENGINE (source), result, &error);

  /* The answer of a Test that another one replaced. */
  if (TG_ENGINE (source) != self->engine)
    {
      g_object_unref (self);
      return;
    }
  g_free (self->result);
  self->result = summary != NULL ? g_strdup (summary) : g_strdup (error->message);
  show_result (self, summary != NULL ? "ok" : "failed", FALSE, self->result);
  if (error != NULL)
    gtk_expander_set_expanded (self->log_expander, TRUE);
  stop_test (self);
  g_object_unref (self);
}

/* Starts the Test of the profile @id; the result shows on the page when
 * the engine has answered. */
static void
test_profile (TgEnginesPage *self,
              const char    *id)
{
  g_autoptr(TgEngineProfile) profile = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  g_return_if_fail (TG_IS_ENGINES_PAGE (self));

  stop_test (self);
  g_clear_pointer (&self->result, g_free);
  profile = tg_engine_profile_find (self->settings, id);
  if (profile == NULL)
    return;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->result_row), profile->name);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->log_view), "", 0);
  gtk_widget_set_visible (GTK_WIDGET (self->test_group), TRUE);

  line = tg_engine_profile_get_command_line (profile, self->settings, TG_RULES_WMSG);
  if (line != NULL)
    append_log (self, "$ ", line);
  self->engine = tg_engine_profile_create_engine (profile, self->settings, TG_RULES_WMSG, &error);
  if (self->engine != NULL)
    {
      g_signal_connect (self->engine, "log", G_CALLBACK (on_log), self);
      tg_engine_process_start (TG_ENGINE_PROCESS (self->engine), &error);
    }
  if (error != NULL)
    {
      self->result = g_strdup (error->message);
      show_result (self, "failed", FALSE, self->result);
      stop_test (self);
      return;
    }
  show_result (self, "running", TRUE, _("Asking its name, version and commands…"));
  self->cancellable = g_cancellable_new ();
  tg_engine_profile_test_async (self->engine, self->cancellable, on_tested, g_object_ref (self));
}

/* Adding and editing custom engines */

typedef struct
{
  TgEnginesPage *page;
  char          *id;             /* NULL: a new engine */
  AdwEntryRow   *name_row;
  AdwEntryRow   *command_row;
} EditData;

static void
edit_data_free (EditData *data)
{
  g_object_unref (data->page);
  g_free (data->id);
  g_free (data);
}

static void
edit_changed_cb (AdwMessageDialog *dialog)
{
  EditData *data = g_object_get_data (G_OBJECT (dialog), "edit-data");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (data->name_row))));
  const char *command = gtk_editable_get_text (GTK_EDITABLE (data->command_row));
  g_auto(GStrv) argv = NULL;

  adw_message_dialog_set_response_enabled (dialog, "save",
                                           name[0] != '\0'
                                           && g_shell_parse_argv (command, NULL, &argv, NULL));
}

static void
edit_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  EditData         *data)
{
  TgEnginesPage *self = data->page;
  const char *name = gtk_editable_get_text (GTK_EDITABLE (data->name_row));
  const char *command = gtk_editable_get_text (GTK_EDITABLE (data->command_row));
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  if (!g_str_equal (response, "save"))
    return;
  if (data->id != NULL)
    tg_engine_profile_update_custom (self->settings, data->id, name, command, &error);
  else
    id = tg_engine_profile_add_custom (self->settings, name, command, &error);
  if (error != NULL)
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      /* A toast's title is markup; the message quotes what was typed. */
      g_autofree char *escaped = g_markup_escape_text (error->message, -1);

      if (ADW_IS_PREFERENCES_WINDOW (root))
        adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (root), adw_toast_new (escaped));
    }
}

static void
edit_engine (TgEnginesPage         *self,
             const TgEngineProfile *profile)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *dialog;
  GtkWidget *list = gtk_list_box_new ();
  EditData *data = g_new0 (EditData, 1);

  data->page = g_object_ref (self);
  data->id = profile != NULL ? g_strdup (profile->id) : NULL;
  data->name_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  data->command_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (data->name_row), _("Name"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (data->command_row), _("Command Line"));
  if (profile != NULL)
    {
      gtk_editable_set_text (GTK_EDITABLE (data->name_row), profile->name);
      gtk_editable_set_text (GTK_EDITABLE (data->command_row), profile->command);
    }
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (data->name_row));
  gtk_list_box_append (GTK_LIST_BOX (list), GTK_WIDGET (data->command_row));

  dialog = adw_message_dialog_new (GTK_WINDOW (root),
                                   profile != NULL ? _("Edit Engine") : _("Add Engine"),
                                   _("Any program that speaks GTP on its standard input and output, "
                                     "such as “gnugo --mode gtp” or “ssh host katago gtp”."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "save", profile != NULL ? _("_Save") : _("_Add"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "edit-data", data, (GDestroyNotify) edit_data_free);
  g_signal_connect_swapped (data->name_row, "changed", G_CALLBACK (edit_changed_cb), dialog);
  g_signal_connect_swapped (data->command_row, "changed", G_CALLBACK (edit_changed_cb), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (edit_response_cb), data);
  edit_changed_cb (ADW_MESSAGE_DIALOG (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Rows */

static void
test_clicked_cb (GtkButton     *button,
                 TgEnginesPage *self)
{
  test_profile (self, g_object_get_data (G_OBJECT (button), "profile-id"));
}

static void
edit_clicked_cb (GtkButton     *button,
                 TgEnginesPage *self)
{
  g_autoptr(TgEngineProfile) profile =
    tg_engine_profile_find (self->settings, g_object_get_data (G_OBJECT (button), "profile-id"));

  if (profile != NULL)
    edit_engine (self, profile);
}

static void
remove_clicked_cb (GtkButton     *button,
                   TgEnginesPage *self)
{
  tg_engine_profile_remove_custom (self->settings, g_object_get_data (G_OBJECT (button), "profile-id"));
}

static GtkWidget *
row_button (TgEnginesPage         *self,
            const TgEngineProfile *profile,
            const char            *icon,
            const char            *label,
            const char            *tooltip,
            GCallback              callback)
{
  GtkWidget *button = icon != NULL ? gtk_button_new_from_icon_name (icon)
                                   : gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  if (icon != NULL)
    gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "profile-id", g_strdup (profile->id), g_free);
  g_signal_connect (button, "clicked", callback, self);
  return button;
}

static void
rebuild_rows (TgEnginesPage *self)
{
  g_autoptr(GPtrArray) profiles = tg_engine_profile_list (self->settings);

  for (guint i = 0; i < self->rows->len; i++)
    adw_preferences_group_remove (self->engines_group, self->rows->pdata[i]);
  g_ptr_array_set_size (self->rows, 0);

  for (guint i = 0; i < profiles->len; i++)
    {
      TgEngineProfile *profile = profiles->pdata[i];
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *reason = NULL;
      g_autofree char *line = NULL;
      GtkWidget *test;
      gboolean available = tg_engine_profile_is_available (profile, self->settings, &reason);

      /* Names and command lines are the user's or an engine's text. */
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), profile->name);
      if (available)
        {
          line = tg_engine_profile_get_command_line (profile, self->settings, TG_RULES_WMSG);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), line);
        }
      else
        adw_action_row_set_subtitle (ADW_ACTION_ROW (row), reason);
      adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);

      if (profile->kind == TG_ENGINE_KIND_CUSTOM)
        {
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     row_button (self, profile, "document-edit-symbolic", NULL,
                                                 _("Edit"), G_CALLBACK (edit_clicked_cb)));
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     row_button (self, profile, "user-trash-symbolic", NULL,
                                                 _("Remove"), G_CALLBACK (remove_clicked_cb)));
        }
      test = row_button (self, profile, NULL, _("_Test"),
                         _("Start the engine and ask what it can do"), G_CALLBACK (test_clicked_cb));
      gtk_widget_set_sensitive (test, available);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), test);

      adw_preferences_group_add (self->engines_group, row);
      g_ptr_array_add (self->rows, row);
    }
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  edit_engine (TG_ENGINES_PAGE (widget), NULL);
}

static void
tg_engines_page_dispose (GObject *object)
{
  TgEnginesPage *self = TG_ENGINES_PAGE (object);

  stop_test (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_ENGINES_PAGE);
  G_OBJECT_CLASS (tg_engines_page_parent_class)->dispose (object);
}

static void
tg_engines_page_finalize (GObject *object)
{
  TgEnginesPage *self = TG_ENGINES_PAGE (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_free (self->result);
  G_OBJECT_CLASS (tg_engines_page_parent_class)->finalize (object);
}

static void
tg_engines_page_class_init (TgEnginesPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_engines_page_dispose;
  object_class->finalize = tg_engines_page_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-engines-page.ui");
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, engines_group);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, test_group);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, result_row);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, result_icon);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, result_spinner);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, log_expander);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, log_view);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, level_spin);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, katago_model_row);
  gtk_widget_class_bind_template_child (widget_class, TgEnginesPage, katago_config_row);

  gtk_widget_class_install_action (widget_class, "engines.add", NULL, add_action);
}

static void
tg_engines_page_init (TgEnginesPage *self)
{
  static const char * const watched[] = { "changed::engines", "changed::gnugo-level",
                                          "changed::katago-model", "changed::katago-config" };

  gtk_widget_init_template (GTK_WIDGET (self));

  self->rows = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "gnugo-level", self->level_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "katago-model", self->katago_model_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "katago-config", self->katago_config_row, "text",
                   G_SETTINGS_BIND_DEFAULT);
  /* The rows show each command line as it would run. */
  for (guint i = 0; i < G_N_ELEMENTS (watched); i++)
    g_signal_connect_swapped (self->settings, watched[i], G_CALLBACK (rebuild_rows), self);
  rebuild_rows (self);
}
