/* tg-clock-label.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-clock-label.h"

/* The widest a clock shows: hours, then tenths under 10 s are narrower. */
#define WIDEST "0:00:00"

struct _TgClockLabel
{
  GtkWidget    parent_instance;

  char        *text;
  PangoLayout *layout;   /* of @text, in the widget's font */
  int          width;    /* of WIDEST, 0: to measure again */
  int          height;
  int          baseline;
};

G_DEFINE_FINAL_TYPE (TgClockLabel, tg_clock_label, GTK_TYPE_WIDGET)

static void
ensure_layout (TgClockLabel *self)
{
  if (self->layout == NULL)
    self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->text);
  if (self->width == 0)
    {
      g_autoptr(PangoLayout) widest = gtk_widget_create_pango_layout (GTK_WIDGET (self), WIDEST);
      PangoRectangle logical;

      pango_layout_get_pixel_extents (widest, NULL, &logical);
      self->width = logical.width;
      self->height = logical.height;
      self->baseline = PANGO_PIXELS (pango_layout_get_baseline (widest));
    }
}

static void
tg_clock_label_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  TgClockLabel *self = TG_CLOCK_LABEL (widget);

  ensure_layout (self);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = self->width;
  else
    {
      *minimum = *natural = self->height;
      *minimum_baseline = *natural_baseline = self->baseline;
    }
}

static void
tg_clock_label_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TgClockLabel *self = TG_CLOCK_LABEL (widget);
  GdkRGBA color;
  PangoRectangle logical;

  ensure_layout (self);
  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  pango_layout_get_pixel_extents (self->layout, NULL, &logical);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (0, (gtk_widget_get_height (widget) - logical.height) / 2.0f));
  gtk_snapshot_append_layout (snapshot, self->layout, &color);
  gtk_snapshot_restore (snapshot);
}

static void
tg_clock_label_css_changed (GtkWidget         *widget,
                            GtkCssStyleChange *change)
{
  TgClockLabel *self = TG_CLOCK_LABEL (widget);

  GTK_WIDGET_CLASS (tg_clock_label_parent_class)->css_changed (widget, change);
  /* A class that changes the font (a theme, the text size) measures
   * again; one that changes the colour only redraws. */
  g_clear_object (&self->layout);
  self->width = 0;
  gtk_widget_queue_resize (widget);
}

const char *
tg_clock_label_get_text (TgClockLabel *self)
{
  g_return_val_if_fail (TG_IS_CLOCK_LABEL (self), NULL);

  return self->text;
}

void
tg_clock_label_set_text (TgClockLabel *self,
                         const char   *text)
{
  g_return_if_fail (TG_IS_CLOCK_LABEL (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text != NULL ? text : "");
  if (self->layout != NULL)
    pango_layout_set_text (self->layout, self->text, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->text,
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
tg_clock_label_finalize (GObject *object)
{
  TgClockLabel *self = TG_CLOCK_LABEL (object);

  g_clear_object (&self->layout);
  g_free (self->text);
  G_OBJECT_CLASS (tg_clock_label_parent_class)->finalize (object);
}

static void
tg_clock_label_class_init (TgClockLabelClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tg_clock_label_finalize;
  widget_class->measure = tg_clock_label_measure;
  widget_class->snapshot = tg_clock_label_snapshot;
  widget_class->css_changed = tg_clock_label_css_changed;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
  gtk_widget_class_set_css_name (widget_class, "label");
}

static void
tg_clock_label_init (TgClockLabel *self)
{
  self->text = g_strdup ("");
}
