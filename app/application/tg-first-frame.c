/* tg-first-frame.c
 *
 * Start-up is measured from outside: tests/bench/bench-render spawns the
 * app and a bare window alike and sets this report against the moment it
 * spawned them, on the same monotonic clock.  Both programs call this one
 * function, so that both report the very same event; TgApplication and
 * TgWindow know nothing of it.
 *
 * "document-shown" marks the first frame painted once a window shows a
 * record with a file — one given on the command line, which is read in
 * a worker thread after the first frame — with its game tree: the tree
 * follows the window's game at once and is laid out and drawn in the
 * next frame.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-first-frame.h"

#include "tg-window.h"

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  g_printerr ("first-frame %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, user_data);
}

/* A window has no frame clock before it is realized. */
static void
window_realized_cb (GtkWidget *window)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
}

static void
document_painted_cb (GdkFrameClock *clock,
                     gpointer       user_data)
{
  g_printerr ("document-shown %" G_GINT64_FORMAT "\n", g_get_monotonic_time ());
  g_signal_handlers_disconnect_by_func (clock, document_painted_cb, user_data);
}

static void
watch_document_frame (GtkWidget *window)
{
  g_signal_handlers_disconnect_by_func (window, watch_document_frame, NULL);
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint",
                    G_CALLBACK (document_painted_cb), NULL);
}

static void
window_game_cb (GtkWidget *window)
{
  if (tg_window_get_file (TG_WINDOW (window)) == NULL)
    return;
  g_signal_handlers_disconnect_by_func (window, window_game_cb, NULL);
  /* A small record may be read before the window is on screen. */
  if (gtk_widget_get_realized (window))
    watch_document_frame (window);
  else
    g_signal_connect (window, "realize", G_CALLBACK (watch_document_frame), NULL);
}

static void
window_added_cb (GtkApplication *application,
                 GtkWindow      *window)
{
  g_signal_connect (window, "realize", G_CALLBACK (window_realized_cb), NULL);
  if (TG_IS_WINDOW (window))
    g_signal_connect (window, "notify::game", G_CALLBACK (window_game_cb), NULL);
  g_signal_handlers_disconnect_by_func (application, window_added_cb, NULL);
}

void
tg_first_frame_report (GtkApplication *application)
{
  g_return_if_fail (GTK_IS_APPLICATION (application));

  if (g_getenv ("TENGEN_REPORT_FIRST_FRAME") != NULL)
    g_signal_connect (application, "window-added", G_CALLBACK (window_added_cb), NULL);
}
