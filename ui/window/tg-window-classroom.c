/* tg-window-classroom.c: the window in the classroom — presentation
 * (win.presentation, F11: full screen, the window's content swapped for
 * a TgPresentationView of the same game), problem mode
 * (win.solve-problems: a TgProblemView of the document), and windows
 * that follow this one (win.new-follower, win.follower-on-second-screen).
 *
 * A mode's page replaces the window's content and gives it back when
 * the mode ends; the record itself is shown by both as it is, and
 * neither writes into it but on the teacher's explicit "Keep Marks".
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-follower-window.h"
#include "tg-presentation-view.h"
#include "tg-problem-view.h"
#include "tg-window-private.h"

/* The mode's page stands in for the window's own content. */
static void
show_page (TgWindow  *self,
           GtkWidget *page)
{
  AdwApplicationWindow *window = ADW_APPLICATION_WINDOW (self);

  self->window_content = g_object_ref (adw_application_window_get_content (window));
  adw_application_window_set_content (window, page);
  self->mode_page = page;
  gtk_widget_grab_focus (page);
}

static void
leave_mode (TgWindow *self)
{
  if (self->mode_page == NULL)
    return;
  if (TG_IS_PRESENTATION_VIEW (self->mode_page) && !self->was_fullscreen)
    gtk_window_unfullscreen (GTK_WINDOW (self));
  self->mode_page = NULL;
  /* The page goes, and with it the lesson's marks. */
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), self->window_content);
  g_clear_object (&self->window_content);
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

gboolean
_tg_window_get_presenting (TgWindow *self)
{
  return self->mode_page != NULL && TG_IS_PRESENTATION_VIEW (self->mode_page);
}

gboolean
_tg_window_get_solving (TgWindow *self)
{
  return self->mode_page != NULL && TG_IS_PROBLEM_VIEW (self->mode_page);
}

GtkWidget *
_tg_window_get_mode_page (TgWindow *self)
{
  return self->mode_page;
}

static void
presentation_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  GtkWidget *page;

  if (_tg_window_get_presenting (self))
    {
      leave_mode (self);
      return;
    }
  leave_mode (self);
  page = tg_presentation_view_new (FALSE);
  g_object_bind_property (self, "game", page, "game", G_BINDING_SYNC_CREATE);
  self->was_fullscreen = gtk_window_is_fullscreen (GTK_WINDOW (self));
  show_page (self, page);
  gtk_window_fullscreen (GTK_WINDOW (self));
}

static void
solve_problems_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  if (_tg_window_get_solving (self))
    {
      leave_mode (self);
      return;
    }
  leave_mode (self);
  show_page (self, tg_problem_view_new (self->document));
}

static TgFollowerWindow *
new_follower (TgWindow *self)
{
  TgFollowerWindow *follower = tg_follower_window_new (GTK_WINDOW (self));

  gtk_window_present (GTK_WINDOW (follower));
  return follower;
}

static void
new_follower_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  new_follower (TG_WINDOW (widget));
}

/* Full screen on a monitor other than this window's, when there is one. */
static void
second_screen_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  GdkDisplay *display = gtk_widget_get_display (widget);
  GListModel *monitors = gdk_display_get_monitors (display);
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = native != NULL ? gtk_native_get_surface (native) : NULL;
  GdkMonitor *mine = surface != NULL ? gdk_display_get_monitor_at_surface (display, surface) : NULL;
  TgFollowerWindow *follower = new_follower (self);

  for (guint i = 0; i < g_list_model_get_n_items (monitors); i++)
    {
      g_autoptr(GdkMonitor) monitor = g_list_model_get_item (monitors, i);

      if (monitor != mine)
        {
          gtk_window_fullscreen_on_monitor (GTK_WINDOW (follower), monitor);
          return;
        }
    }
  _tg_window_add_toast (self, _("Only one screen is connected: the follower opened as a window"));
}

/* A mode shows the document it began with. */
static void
document_cb (TgWindow *self)
{
  if (_tg_window_get_solving (self) &&
      tg_problem_view_get_document (TG_PROBLEM_VIEW (self->mode_page)) != self->document)
    leave_mode (self);
}

void
_tg_window_class_add_classroom (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.presentation", NULL, presentation_action);
  gtk_widget_class_install_action (widget_class, "win.solve-problems", NULL,
                                   solve_problems_action);
  gtk_widget_class_install_action (widget_class, "win.new-follower", NULL, new_follower_action);
  gtk_widget_class_install_action (widget_class, "win.follower-on-second-screen", NULL,
                                   second_screen_action);
}

void
_tg_window_init_classroom (TgWindow *self)
{
  g_signal_connect (self, "notify::document", G_CALLBACK (document_cb), NULL);
}

void
_tg_window_dispose_classroom (TgWindow *self)
{
  /* The template's widgets are disposed in their place. */
  if (self->mode_page != NULL)
    {
      self->mode_page = NULL;
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (self), self->window_content);
      g_clear_object (&self->window_content);
    }
}
