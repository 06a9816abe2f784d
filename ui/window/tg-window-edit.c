/* tg-window-edit.c: shaping the record — judgements of moves and
 * positions, taking out a line or the other variations, promoting a
 * variation or making a line the main one, and cut, copy and paste of
 * variations as SGF, between windows and with other programs.  Each is
 * one step of the game's undo.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-sgf.h"
#include "tg-window-private.h"

#define SGF_MIME_TYPE "application/x-go-sgf"

static const char * const move_judgements[] = { "TE", "BM", "IT", "DO" };
static const char * const position_judgements[] = { "GB", "GW", "DM", "UC" };

/* One judgement of a kind at a time: choosing one clears the others of
 * its kind, choosing it again clears it. */
static void
judge (TgWindow           *self,
       const char * const *kind,
       gsize               n_kind,
       const char         *chosen)
{
  TgNode *node = tg_game_get_current (self->game);
  gboolean again = chosen[0] != '\0' && tg_node_has_prop (node, chosen);

  tg_game_begin_step (self->game);
  for (gsize i = 0; i < n_kind; i++)
    if (!g_str_equal (kind[i], chosen) || again)
      tg_game_set_value (self->game, node, kind[i], NULL);
  if (chosen[0] != '\0' && !again)
    /* FF[4]: TE and BM take 1 (or 2 for very); DO and IT take none. */
    tg_game_set_value (self->game, node, chosen,
                       g_str_equal (chosen, "DO") || g_str_equal (chosen, "IT") ? "" : "1");
  tg_game_end_step (self->game);
}

static void
annotate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  const char *chosen = g_variant_get_string (parameter, NULL);
  gboolean move = g_str_equal (action_name, "win.annotate-move");
  const char * const *kind = move ? move_judgements : position_judgements;
  gsize n_kind = move ? G_N_ELEMENTS (move_judgements) : G_N_ELEMENTS (position_judgements);
  gboolean known = chosen[0] == '\0';

  for (gsize i = 0; i < n_kind; i++)
    known |= g_str_equal (kind[i], chosen);
  if (!known)
    return;
  judge (self, kind, n_kind, chosen);
}

/* Taking lines out ---------------------------------------------------- */

static void
delete_node_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgNode *node = tg_game_get_current (self->game);
  gsize n = tg_node_count_tree (node);
  g_autofree char *message = NULL;

  if (node->parent == NULL)
    return;
  tg_game_remove_subtree (self->game, node);
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%zu node taken out: Undo puts it back",
                                          "%zu nodes taken out: Undo puts them back", n),
                             n);
  _tg_window_add_toast (self, message);
}

static void
delete_other_variations_action (GtkWidget  *widget,
                                const char *action_name,
                                GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgNode *node = tg_game_get_current (self->game);
  TgNode *parent = node->parent;

  if (parent == NULL || tg_node_get_n_children (parent) < 2)
    return;
  tg_game_begin_step (self->game);
  for (guint i = tg_node_get_n_children (parent); i-- > 0;)
    if (tg_node_get_child (parent, i) != node)
      tg_game_remove_subtree (self->game, tg_node_get_child (parent, i));
  tg_game_end_step (self->game);
}

/* The line holding the current node at the nearest fork above it. */
static TgNode *
variation_start (TgNode *node)
{
  for (; node != NULL && node->parent != NULL; node = node->parent)
    if (tg_node_get_n_children (node->parent) > 1)
      return node;
  return NULL;
}

static void
move_variation_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgNode *start = variation_start (tg_game_get_current (self->game));
  gboolean up = g_str_equal (action_name, "win.promote-variation");
  int index;

  if (start == NULL)
    return;
  index = tg_node_child_index (start);
  if (up && index > 0)
    tg_game_move_child (self->game, start->parent, index, index - 1);
  else if (!up && (guint) index + 1 < tg_node_get_n_children (start->parent))
    tg_game_move_child (self->game, start->parent, index, index + 1);
}

static void
make_main_line_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  tg_game_begin_step (self->game);
  for (TgNode *node = tg_game_get_current (self->game); node->parent != NULL; node = node->parent)
    {
      int index = tg_node_child_index (node);

      if (index > 0)
        tg_game_move_child (self->game, node->parent, index, 0);
    }
  tg_game_end_step (self->game);
}

/* Cut, copy and paste ----------------------------------------------- */

static void
copy_variation (TgWindow *self)
{
  g_autofree char *text = tg_sgf_write_variation (tg_game_get_current (self->game),
                                                  tg_game_get_size (self->game));
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  GdkContentProvider *providers[2];
  g_autoptr(GdkContentProvider) union_provider = NULL;

  /* As SGF for Go programs, as text for everything else. */
  providers[0] = gdk_content_provider_new_for_bytes (SGF_MIME_TYPE, bytes);
  providers[1] = gdk_content_provider_new_typed (G_TYPE_STRING, text);
  union_provider = gdk_content_provider_new_union (providers, G_N_ELEMENTS (providers));
  gdk_clipboard_set_content (gtk_widget_get_clipboard (GTK_WIDGET (self)), union_provider);
}

static void
copy_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgNode *node = tg_game_get_current (self->game);

  if (node->parent == NULL)
    return;
  copy_variation (self);
  if (g_str_equal (action_name, "win.cut-variation"))
    tg_game_remove_subtree (self->game, node);
}

void
_tg_window_paste_text (TgWindow   *self,
                       const char *text,
                       gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) lines = tg_sgf_parse_variations (text, length,
                                                        tg_game_get_size (self->game), warnings,
                                                        &error);
  TgNode *at = tg_game_get_current (self->game);
  TgNode *first = NULL;

  if (lines == NULL)
    {
      _tg_window_show_error (self, _("Could Not Paste"), error->message);
      return;
    }
  tg_game_begin_step (self->game);
  for (guint i = 0; i < lines->len; i++)
    {
      TgNode *line = lines->pdata[i];

      lines->pdata[i] = NULL;
      tg_game_insert_subtree (self->game, at, -1, line);
      if (first == NULL)
        first = line;
    }
  if (first != NULL)
    tg_game_set_current (self->game, first);
  tg_game_end_step (self->game);
  /* What the reader repaired or left out is said as a file's repairs
   * are: the banner and its Details. */
  for (guint i = 0; i < warnings->len; i++)
    {
      char *said = g_strdup_printf (_("Pasted text: %s"), (char *) warnings->pdata[i]);

      g_free (warnings->pdata[i]);
      warnings->pdata[i] = said;
    }
  tg_document_add_warnings (self->document, warnings);
}

static void
pasted_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(TgWindow) self = user_data;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text == NULL || self->game == NULL)
    return;
  _tg_window_paste_text (self, text, strlen (text));
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, pasted_cb,
                                 g_object_ref (self));
}

void
_tg_window_update_edit (TgWindow *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  TgNode *node = tg_game_get_current (self->game);
  gboolean has_parent = node->parent != NULL;
  TgNode *start = variation_start (node);
  int index = start != NULL ? tg_node_child_index (start) : -1;
  gboolean on_main_line = TRUE;

  for (TgNode *n = node; n->parent != NULL; n = n->parent)
    on_main_line &= tg_node_child_index (n) == 0;
  gtk_widget_action_set_enabled (widget, "win.delete-node", has_parent);
  gtk_widget_action_set_enabled (widget, "win.delete-other-variations",
                                 has_parent && tg_node_get_n_children (node->parent) > 1);
  gtk_widget_action_set_enabled (widget, "win.promote-variation", index > 0);
  gtk_widget_action_set_enabled (widget, "win.demote-variation",
                                 start != NULL
                                 && (guint) index + 1 < tg_node_get_n_children (start->parent));
  gtk_widget_action_set_enabled (widget, "win.make-main-line", !on_main_line);
  gtk_widget_action_set_enabled (widget, "win.copy-variation", has_parent);
  gtk_widget_action_set_enabled (widget, "win.cut-variation", has_parent);
}

void
_tg_window_class_add_edit_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.annotate-move", "s", annotate_action);
  gtk_widget_class_install_action (widget_class, "win.annotate-position", "s", annotate_action);
  gtk_widget_class_install_action (widget_class, "win.delete-node", NULL, delete_node_action);
  gtk_widget_class_install_action (widget_class, "win.delete-other-variations", NULL,
                                   delete_other_variations_action);
  gtk_widget_class_install_action (widget_class, "win.promote-variation", NULL,
                                   move_variation_action);
  gtk_widget_class_install_action (widget_class, "win.demote-variation", NULL,
                                   move_variation_action);
  gtk_widget_class_install_action (widget_class, "win.make-main-line", NULL,
                                   make_main_line_action);
  gtk_widget_class_install_action (widget_class, "win.copy-variation", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.cut-variation", NULL, copy_action);
  gtk_widget_class_install_action (widget_class, "win.paste-variation", NULL, paste_action);
}
