/* tg-test-window.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-window.h"

void
tg_test_run_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

GtkWidget *
tg_test_find_button (GtkWidget  *widget,
                     const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = tg_test_find_button (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
tg_test_button_sensitive (TgWindow   *window,
                          const char *action)
{
  GtkWidget *button = tg_test_find_button (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

GLogWriterOutput
tg_test_log_writer (GLogLevelFlags   log_level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0
        && g_str_has_prefix (fields[i].value, "Unable to acquire session bus"))
      return g_log_writer_standard_streams (log_level & ~G_LOG_FLAG_FATAL, fields, n_fields,
                                            user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}
