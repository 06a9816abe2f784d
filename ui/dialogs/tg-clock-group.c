/* tg-clock-group.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-clock-group.h"

#define MINUTE (60 * TG_CLOCK_SECOND)

/* The preset row's items: the rules' tournament setting first of the
 * timed ones, as a timed game under WMSG 2008 starts with it (spec §9). */
static const TgClockPreset presets[] = {
  TG_CLOCK_PRESET_NONE,
  TG_CLOCK_PRESET_TOURNAMENT,
  TG_CLOCK_PRESET_CASUAL,
  TG_CLOCK_PRESET_BLITZ,
  TG_CLOCK_PRESET_FISCHER_BLITZ,
};
#define CUSTOM G_N_ELEMENTS (presets)

/* The system row's items. */
static const TgClockSystem systems[] = {
  TG_CLOCK_ABSOLUTE, TG_CLOCK_BYO_YOMI, TG_CLOCK_CANADIAN, TG_CLOCK_FISCHER,
};

struct _TgClockGroup
{
  AdwPreferencesGroup parent_instance;

  AdwComboRow   *preset_row;
  AdwComboRow   *system_row;
  GtkWidget     *main_row;
  GtkSpinButton *main_spin;
  GtkWidget     *periods_row;
  GtkSpinButton *periods_spin;
  GtkWidget     *stones_row;
  GtkSpinButton *stones_spin;
  GtkWidget     *period_row;
  GtkSpinButton *period_spin;
  GtkWidget     *increment_row;
  GtkSpinButton *increment_spin;
  GtkWidget     *cap_row;
  GtkSpinButton *cap_spin;
  AdwActionRow  *error_row;
};

G_DEFINE_FINAL_TYPE (TgClockGroup, tg_clock_group, ADW_TYPE_PREFERENCES_GROUP)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gint64
spin_time (GtkSpinButton *spin,
           gint64         unit)
{
  return (gint64) gtk_spin_button_get_value_as_int (spin) * unit;
}

static void
custom_settings (TgClockGroup    *self,
                 TgClockSettings *settings)
{
  guint system = adw_combo_row_get_selected (self->system_row);

  *settings = (TgClockSettings) {
    .system = systems[MIN (system, G_N_ELEMENTS (systems) - 1)],
    .main_time = spin_time (self->main_spin, MINUTE),
    .periods = gtk_spin_button_get_value_as_int (self->periods_spin),
    .stones = gtk_spin_button_get_value_as_int (self->stones_spin),
    .period_time = spin_time (self->period_spin, TG_CLOCK_SECOND),
    .increment = spin_time (self->increment_spin, TG_CLOCK_SECOND),
    .cap = spin_time (self->cap_spin, MINUTE),
  };
}

gboolean
tg_clock_group_get_settings (TgClockGroup     *self,
                             TgClockSettings  *settings,
                             GError          **error)
{
  guint selected;

  g_return_val_if_fail (TG_IS_CLOCK_GROUP (self), FALSE);
  g_return_val_if_fail (settings != NULL, FALSE);

  selected = adw_combo_row_get_selected (self->preset_row);
  if (selected < CUSTOM)
    {
      tg_clock_preset_get (presets[selected], settings);
      return TRUE;
    }
  custom_settings (self, settings);
  return tg_clock_settings_check (settings, error);
}

/* Only the rows of the custom clock's system show, and what is wrong
 * with its values. */
static void
update_rows (TgClockGroup *self)
{
  gboolean custom = adw_combo_row_get_selected (self->preset_row) == CUSTOM;
  TgClockSettings settings;
  g_autoptr(GError) error = NULL;
  TgClockSystem system;

  custom_settings (self, &settings);
  system = settings.system;
  gtk_widget_set_visible (GTK_WIDGET (self->system_row), custom);
  gtk_widget_set_visible (self->main_row, custom);
  gtk_widget_set_visible (self->periods_row, custom && system == TG_CLOCK_BYO_YOMI);
  gtk_widget_set_visible (self->stones_row, custom && system == TG_CLOCK_CANADIAN);
  gtk_widget_set_visible (self->period_row, custom && (system == TG_CLOCK_BYO_YOMI ||
                                                       system == TG_CLOCK_CANADIAN));
  gtk_widget_set_visible (self->increment_row, custom && system == TG_CLOCK_FISCHER);
  gtk_widget_set_visible (self->cap_row, custom && system == TG_CLOCK_FISCHER);
  if (custom && !tg_clock_settings_check (&settings, &error))
    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->error_row), error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_row), error != NULL);
}

static void
preset_changed_cb (TgClockGroup *self)
{
  update_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
value_changed_cb (TgClockGroup *self)
{
  update_rows (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
tg_clock_group_set_settings (TgClockGroup          *self,
                             const TgClockSettings *settings)
{
  g_return_if_fail (TG_IS_CLOCK_GROUP (self));
  g_return_if_fail (settings != NULL);

  for (guint i = 0; i < CUSTOM; i++)
    {
      TgClockSettings preset;

      tg_clock_preset_get (presets[i], &preset);
      if (tg_clock_settings_equal (&preset, settings))
        {
          adw_combo_row_set_selected (self->preset_row, i);
          return;
        }
    }
  for (guint i = 0; i < G_N_ELEMENTS (systems); i++)
    if (systems[i] == settings->system)
      adw_combo_row_set_selected (self->system_row, i);
  gtk_spin_button_set_value (self->main_spin, (double) (settings->main_time / MINUTE));
  if (settings->periods > 0)
    gtk_spin_button_set_value (self->periods_spin, settings->periods);
  if (settings->stones > 0)
    gtk_spin_button_set_value (self->stones_spin, settings->stones);
  if (settings->period_time > 0)
    gtk_spin_button_set_value (self->period_spin, (double) (settings->period_time / TG_CLOCK_SECOND));
  if (settings->increment > 0)
    gtk_spin_button_set_value (self->increment_spin, (double) (settings->increment / TG_CLOCK_SECOND));
  gtk_spin_button_set_value (self->cap_spin, (double) (settings->cap / MINUTE));
  adw_combo_row_set_selected (self->preset_row, CUSTOM);
  update_rows (self);
}

/* The presets' popover shows each item whole: libadwaita's own items
 * stop at 20 characters ("Tournament — 60 min …").  An item wraps when
 * the popover has no room, and the chosen one has its check mark. */
static void
preset_item_setup (GtkSignalListItemFactory *factory,
                   GtkListItem              *item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 44);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), gtk_image_new_from_icon_name ("object-select-symbolic"));
  gtk_list_item_set_child (item, box);
}

static void
preset_item_mark (AdwComboRow *row,
                  GParamSpec  *pspec,
                  GtkListItem *item)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check, gtk_list_item_get_position (item)
                                 == adw_combo_row_get_selected (row) ? 1 : 0);
}

static void
preset_item_bind (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  TgClockGroup             *self)
{
  GtkWidget *label = gtk_widget_get_first_child (gtk_list_item_get_child (item));

  gtk_label_set_text (GTK_LABEL (label),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
  g_signal_connect (self->preset_row, "notify::selected", G_CALLBACK (preset_item_mark), item);
  preset_item_mark (self->preset_row, NULL, item);
}

static void
preset_item_unbind (GtkSignalListItemFactory *factory,
                    GtkListItem              *item,
                    TgClockGroup             *self)
{
  g_signal_handlers_disconnect_by_func (self->preset_row, preset_item_mark, item);
}

static void
tg_clock_group_class_init (TgClockGroupClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-clock-group.ui");
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, preset_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, system_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, main_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, main_spin);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, periods_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, periods_spin);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, stones_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, stones_spin);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, period_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, period_spin);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, increment_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, increment_spin);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, cap_row);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, cap_spin);
  gtk_widget_class_bind_template_child (widget_class, TgClockGroup, error_row);
  gtk_widget_class_bind_template_callback (widget_class, preset_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, value_changed_cb);
}

static void
tg_clock_group_init (TgClockGroup *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;
  TgClockSettings tournament;

  for (guint i = 0; i < CUSTOM; i++)
    {
      TgClockSettings settings;
      g_autofree char *description = NULL;
      g_autofree char *item = NULL;

      tg_clock_preset_get (presets[i], &settings);
      description = tg_clock_settings_describe (&settings);
      /* Translators: a clock preset and its values: "Tournament — 60 min
       * + 3 × 30 s byo-yomi" */
      item = presets[i] == TG_CLOCK_PRESET_NONE
             ? g_strdup (tg_clock_preset_name (presets[i]))
             : g_strdup_printf (_("%s — %s"), tg_clock_preset_name (presets[i]), description);
      gtk_string_list_append (model, item);
    }
  gtk_string_list_append (model, C_("clock preset", "Custom"));

  gtk_widget_init_template (GTK_WIDGET (self));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (preset_item_setup), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (preset_item_bind), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (preset_item_unbind), self);
  adw_combo_row_set_list_factory (self->preset_row, factory);
  adw_combo_row_set_model (self->preset_row, G_LIST_MODEL (model));
  /* Custom starts from the rules' tournament clock. */
  tg_clock_preset_get (TG_CLOCK_PRESET_TOURNAMENT, &tournament);
  adw_combo_row_set_selected (self->system_row, 1);
  gtk_spin_button_set_value (self->main_spin, (double) (tournament.main_time / MINUTE));
  gtk_spin_button_set_value (self->periods_spin, tournament.periods);
  gtk_spin_button_set_value (self->period_spin, (double) (tournament.period_time / TG_CLOCK_SECOND));
  gtk_spin_button_set_value (self->stones_spin, 25);
  gtk_spin_button_set_value (self->increment_spin, 10);
  adw_combo_row_set_selected (self->preset_row, 0);
  update_rows (self);
}
