/* tg-follower-window.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-follower-window-private.h"

#include <glib/gi18n.h>

struct _TgFollowerWindow
{
  AdwWindow           parent_instance;

  GtkWindow          *leader;    /* weak: the follower closes with it */
  TgPresentationView *view;
};

G_DEFINE_FINAL_TYPE (TgFollowerWindow, tg_follower_window, ADW_TYPE_WINDOW)

static void
leader_gone_cb (gpointer  user_data,
                GObject  *where_the_leader_was)
{
  TgFollowerWindow *self = user_data;

  self->leader = NULL;
  gtk_window_destroy (GTK_WINDOW (self));
}

TgFollowerWindow *
tg_follower_window_new (GtkWindow *leader)
{
  TgFollowerWindow *self;

  g_return_val_if_fail (GTK_IS_WINDOW (leader), NULL);
  g_return_val_if_fail (g_object_class_find_property (G_OBJECT_GET_CLASS (leader), "game") != NULL,
                        NULL);

  self = g_object_new (TG_TYPE_FOLLOWER_WINDOW,
                       "application", gtk_window_get_application (leader),
                       NULL);
  self->leader = leader;
  g_object_weak_ref (G_OBJECT (leader), leader_gone_cb, self);
  /* Closing the leader closes its follower, whether or not the leader
   * is freed at once. */
  g_signal_connect_object (leader, "destroy", G_CALLBACK (gtk_window_destroy), self,
                           G_CONNECT_SWAPPED);
  g_object_bind_property (leader, "game", self->view, "game", G_BINDING_SYNC_CREATE);
  return self;
}

GtkWindow *
tg_follower_window_get_leader (TgFollowerWindow *self)
{
  g_return_val_if_fail (TG_IS_FOLLOWER_WINDOW (self), NULL);

  return self->leader;
}

TgPresentationView *
tg_follower_window_get_view (TgFollowerWindow *self)
{
  g_return_val_if_fail (TG_IS_FOLLOWER_WINDOW (self), NULL);

  return self->view;
}

static void
tg_follower_window_dispose (GObject *object)
{
  TgFollowerWindow *self = TG_FOLLOWER_WINDOW (object);

  if (self->leader != NULL)
    {
      g_object_weak_unref (G_OBJECT (self->leader), leader_gone_cb, self);
      self->leader = NULL;
    }

  G_OBJECT_CLASS (tg_follower_window_parent_class)->dispose (object);
}

static void
tg_follower_window_class_init (TgFollowerWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_follower_window_dispose;
}

static void
tg_follower_window_init (TgFollowerWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();

  /* A title bar to move and close it by, gone on a full screen. */
  gtk_widget_add_css_class (header, "flat");
  g_object_bind_property (self, "fullscreened", header, "visible",
                          G_BINDING_SYNC_CREATE | G_BINDING_INVERT_BOOLEAN);
  gtk_box_append (GTK_BOX (box), header);
  self->view = TG_PRESENTATION_VIEW (tg_presentation_view_new (TRUE));
  gtk_widget_set_vexpand (GTK_WIDGET (self->view), TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->view));
  adw_window_set_content (ADW_WINDOW (self), box);
  /* Translators: the title of the window that follows the main one */
  gtk_window_set_title (GTK_WINDOW (self), _("Tengen — Follower"));
  gtk_window_set_default_size (GTK_WINDOW (self), 1024, 720);
}
