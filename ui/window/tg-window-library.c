/* tg-window-library.c: the main window's way into the library — open it,
 * find the position on the board there, or a part of it dragged out,
 * open a game it names.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-window-private.h"

#include "tg-library-window.h"

static void
open_game_cb (TgLibraryWindow *library, const char *path, guint number, guint move, TgWindow *self)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  /* A collection opens at the game found, not its first. */
  _tg_window_open_game (self, file, number, move);
  gtk_window_present (GTK_WINDOW (self));
}

static TgLibraryWindow *
show_library (TgWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));
  TgLibraryWindow *library = tg_library_window_get_default (application);

  /* The last main window to ask is the one a game opens in. */
  g_signal_handlers_disconnect_matched (library, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, open_game_cb, NULL);
  g_signal_connect_object (library, "open-game", G_CALLBACK (open_game_cb), self, 0);
  gtk_window_present (GTK_WINDOW (library));
  return library;
}

static void
library_action (GtkWidget *widget, const char *name, GVariant *param)
{
  show_library (TG_WINDOW (widget));
}

void
_tg_window_find_region (TgWindow            *self,
                        const TgBoardRegion *region)
{
  const TgBoard *board = tg_game_get_board (tg_window_get_game (self));
  guint size = tg_board_get_size (board);
  g_autofree guint8 *colors = g_malloc (size * size);

  /* The whole position goes, the region says what of it counts: its
   * stones and its empty points; the rest of the board may be anything. */
  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      colors[x + y * size] = tg_board_get (board, tg_board_point (board, x, y));
  tg_library_window_find_position (show_library (self), size, colors,
                                   region->col, region->row, region->cols, region->rows);
}

static void
find_position_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgWindow *self = TG_WINDOW (widget);
  guint size = tg_game_get_size (tg_window_get_game (self));

  _tg_window_find_region (self, &(TgBoardRegion) { 0, 0, size, size });
}

/* The part is dragged on the board (tg-window-tools.c). */
static void
find_region_action (GtkWidget *widget, const char *name, GVariant *param)
{
  g_object_set (widget, "tool", TG_TOOL_FIND, NULL);
}

void
_tg_window_class_add_library (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.library", NULL, library_action);
  gtk_widget_class_install_action (widget_class, "win.find-position", NULL, find_position_action);
  gtk_widget_class_install_action (widget_class, "win.find-region", NULL, find_region_action);
}
