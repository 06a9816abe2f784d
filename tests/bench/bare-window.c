/* bare-window.c: the yardstick for Tengen's start-up in bench-render.
 *
 * The least a libadwaita app can be: an AdwApplication that presents an
 * empty AdwApplicationWindow of the size given, started the way the
 * benchmark starts tengen, so that what the platform costs (GTK, the
 * display, the renderer, fonts, theme) cancels out of the ratio.  It
 * reports its first frame through the function tengen uses
 * (app/application/tg-first-frame.c).
 *
 * Usage: bare-window [WIDTH HEIGHT]
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <stdlib.h>

#include "tg-first-frame.h"

typedef struct
{
  int width;
  int height;
} Size;

static void
activate_cb (GApplication *app,
             const Size   *size)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  gtk_window_present (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(AdwApplication) app = NULL;
  Size size = { 1100, 800 };

  if (argc == 3)
    {
      size.width = atoi (argv[1]);
      size.height = atoi (argv[2]);
    }
  app = adw_application_new ("io.github.tengen.BareWindow", G_APPLICATION_DEFAULT_FLAGS);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), &size);
  tg_first_frame_report (GTK_APPLICATION (app));
  return g_application_run (G_APPLICATION (app), 1, argv);
}
