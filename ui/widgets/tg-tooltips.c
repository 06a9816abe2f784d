/* tg-tooltips.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-tooltips.h"

/* Wider than this, a tooltip wraps, as GTK's own do. */
#define MAX_WIDTH_CHARS 50

/* GtkWidget's own answer to "query-tooltip", with a label of ours in
 * place of the tooltip window's.  One label per widget, kept on it. */
static gboolean
query_tooltip (GtkWidget  *widget,
               int         x,
               int         y,
               gboolean    keyboard,
               GtkTooltip *tooltip)
{
  const char *markup = gtk_widget_get_tooltip_markup (widget);
  GtkLabel *label;

  if (markup == NULL)
    return FALSE;
  label = g_object_get_data (G_OBJECT (widget), "tg-tooltip-label");
  if (label == NULL)
    {
      label = GTK_LABEL (g_object_ref_sink (gtk_label_new (NULL)));
      gtk_label_set_wrap (label, TRUE);
      gtk_label_set_max_width_chars (label, MAX_WIDTH_CHARS);
      g_object_set_data_full (G_OBJECT (widget), "tg-tooltip-label", label, g_object_unref);
    }
  /* GTK keeps the text and the markup in step: the markup is set even
   * where only text was given, escaped. */
  gtk_label_set_markup (label, markup);
  gtk_tooltip_set_custom (tooltip, GTK_WIDGET (label));
  return TRUE;
}

void
tg_tooltips_install (void)
{
  static gsize installed = 0;
  gpointer widget_class;

  if (!g_once_init_enter (&installed))
    return;
  /* The signal exists once the class does. */
  widget_class = g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_override_class_handler ("query-tooltip", GTK_TYPE_WIDGET, G_CALLBACK (query_tooltip));
  g_type_class_unref (widget_class);
  g_once_init_leave (&installed, 1);
}
