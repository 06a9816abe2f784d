/* tg-window-games.c: the games of the window's collection — showing one,
 * adding one, and taking one out with a toast that puts it back.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-window-private.h"

static void
show_game_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  guint index = g_variant_get_uint32 (parameter);

  if (index < tg_document_get_n_games (self->document))
    tg_document_set_game_index (self->document, index);
}

static void
add_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  g_autoptr(TgGame) game = _tg_window_create_default_game (self->settings);

  tg_document_insert_game (self->document, tg_document_get_n_games (self->document), game);
  /* Translators: a toast once a game is added to the file's collection */
  _tg_window_add_toast (self, _("A new game was added to this file"));
}

static void
forget_removed (TgWindow *self)
{
  g_clear_object (&self->removed_game);
  if (self->removed_toast != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->removed_toast, self);
      g_clear_object (&self->removed_toast);
    }
}

static void
removed_toast_dismissed_cb (TgWindow *self)
{
  forget_removed (self);
  _tg_window_update_games (self);
}

static void
remove_game_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  guint index = g_variant_get_uint32 (parameter);
  g_autofree char *title = NULL;
  TgGame *game;

  if (index >= tg_document_get_n_games (self->document) || tg_document_get_n_games (self->document) < 2)
    return;
  if (self->removed_toast != NULL)
    _tg_window_dismiss_toast (self, self->removed_toast);
  forget_removed (self);
  game = tg_document_remove_game (self->document, index);
  self->removed_game = game;
  self->removed_index = index;

  /* Translators: a toast once a game is taken out of the file's collection */
  title = g_strdup_printf (_("Game %u was removed"), index + 1);
  self->removed_toast = g_object_ref (_tg_window_new_toast (title));
  adw_toast_set_button_label (self->removed_toast, _("_Undo"));
  adw_toast_set_action_name (self->removed_toast, "win.restore-game");
  adw_toast_set_timeout (self->removed_toast, 10);
  g_signal_connect_swapped (self->removed_toast, "dismissed",
                            G_CALLBACK (removed_toast_dismissed_cb), self);
  _tg_window_show_toast (self, g_object_ref (self->removed_toast));
  _tg_window_update_games (self);
}

static void
restore_game_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  if (self->removed_game == NULL)
    return;
  tg_document_insert_game (self->document, self->removed_index, self->removed_game);
  if (self->removed_toast != NULL)
    _tg_window_dismiss_toast (self, self->removed_toast);
  forget_removed (self);
  _tg_window_update_games (self);
}

void
_tg_window_update_games (TgWindow *self)
{
  /* A file of one game needs no list in the header; the main menu adds
   * a second one. */
  gtk_widget_set_visible (GTK_WIDGET (self->games_button),
                          tg_document_get_n_games (self->document) > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.remove-game",
                                 tg_document_get_n_games (self->document) > 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.restore-game", self->removed_game != NULL);
}

void
_tg_window_dispose_games (TgWindow *self)
{
  forget_removed (self);
}

void
_tg_window_class_add_games (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.show-game", "u", show_game_action);
  gtk_widget_class_install_action (widget_class, "win.add-game", NULL, add_game_action);
  gtk_widget_class_install_action (widget_class, "win.remove-game", "u", remove_game_action);
  gtk_widget_class_install_action (widget_class, "win.restore-game", NULL, restore_game_action);
}
