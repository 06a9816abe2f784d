/* tg-preferences-window.c: the app's preferences, bound to GSettings.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-engines-page.h"
#include "tg-preferences-window.h"

struct _TgPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *theme_row;
  AdwComboRow *variations_row;
  AdwComboRow *open_at_row;
  GtkSwitch *coordinates_switch;
  GtkSwitch *move_numbers_switch;
  GtkSwitch *hover_switch;
  GtkSwitch *sounds_switch;
  GtkSwitch *clock_warnings_switch;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (TgPreferencesWindow, tg_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The rows of the combo rows' lists, in the schema's spelling. */
static const char * const themes[] = { "wood", "plain", NULL };
static const char * const variation_marks[] = { "auto", "letters", "ghosts", "none", NULL };
static const char * const open_at[] = { "start", "end", NULL };

/* @user_data: one of the lists above. */
static gboolean
choice_get_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char * const *choices = user_data;
  const char *choice = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choice, choices[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
choice_set_mapping (const GValue       *value,
                    const GVariantType *expected_type,
                    gpointer            user_data)
{
  const char * const *choices = user_data;
  guint selected = g_value_get_uint (value);

  if (selected >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[selected]);
}

static void
tg_preferences_window_finalize (GObject *object)
{
  TgPreferencesWindow *self = TG_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_preferences_window_parent_class)->finalize (object);
}

static void
tg_preferences_window_class_init (TgPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tg_preferences_window_finalize;

  g_type_ensure (TG_TYPE_ENGINES_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, variations_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, open_at_row);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, move_numbers_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, hover_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, sounds_switch);
  gtk_widget_class_bind_template_child (widget_class, TgPreferencesWindow, clock_warnings_switch);
}

static void
tg_preferences_window_init (TgPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "show-coordinates",
                   self->coordinates_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-move-numbers",
                   self->move_numbers_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-hover",
                   self->hover_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "sounds",
                   self->sounds_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "clock-warnings",
                   self->clock_warnings_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (self->settings, "board-theme",
                                self->theme_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping, (gpointer) themes, NULL);
  g_settings_bind_with_mapping (self->settings, "variation-marks",
                                self->variations_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping,
                                (gpointer) variation_marks, NULL);
  g_settings_bind_with_mapping (self->settings, "open-at",
                                self->open_at_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping, (gpointer) open_at, NULL);
}

TgPreferencesWindow *
tg_preferences_window_new (GtkWindow *parent)
{
  return g_object_new (TG_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       NULL);
}
