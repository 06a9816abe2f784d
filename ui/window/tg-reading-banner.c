/* tg-window-reading.c: what the reader says about a record it opened —
 * the repairs it made and each move that breaks the rules, listed so
 * that a click goes to the move.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tg-rule-breaks.h"
#include "tg-sgf.h"
#include "tg-window-private.h"

/* The repairs listed in full; more are counted. */
#define MAX_WARNINGS 20

/* A listed move, found again when clicked: by the child index of each
 * node on the way from the root, not by a pointer into a record that an
 * engine might change while the dialog is up. */
typedef struct
{
  guint   game;
  GArray *path;         /* guint, root first */
} Place;

static void
place_free (Place *place)
{
  g_array_unref (place->path);
  g_free (place);
}

static Place *
place_new (guint         game,
           const TgNode *node)
{
  Place *place = g_new0 (Place, 1);

  place->game = game;
  place->path = g_array_new (FALSE, FALSE, sizeof (guint));
  for (; node->parent != NULL; node = node->parent)
    {
      guint index = (guint) tg_node_child_index (node);

      g_array_prepend_val (place->path, index);
    }
  return place;
}

/* "Main line", or where the line leaves it: "Variation 2 at move 40, 3 at
 * move 52" (the second move 40, then below it the third move 52). */
static char *
describe_variation (const TgNode *node)
{
  g_autoptr(GArray) forks = tg_node_get_forks (node);
  g_autoptr(GString) text = g_string_new (NULL);

  if (forks->len == 0)
    return g_strdup (_("Main line"));
  for (guint i = 0; i < forks->len; i++)
    {
      const TgFork *fork = &g_array_index (forks, TgFork, i);

      if (i == 0)
        /* Translators: the second of the moves played at move 40 of a
         * record, a variation: "Variation 2 at move 40" */
        g_string_append_printf (text, _("Variation %u at move %u"), fork->variation,
                                fork->move_number);
      else
        /* Translators: a further fork on the way to a variation, after
         * "Variation 2 at move 40": ", 3 at move 52" */
        g_string_append_printf (text, _(", %u at move %u"), fork->variation, fork->move_number);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* "Move 217: Black O2"; a move naming no point as the record has it. */
static char *
describe_move (TgGame       *game,
               const TgNode *node)
{
  const char *color = node->move_color == TG_BLACK ? _("Black") : _("White");
  g_autofree char *where = NULL;

  if (tg_node_is_pass (node))
    where = g_strdup (_("pass"));
  else if (node->move_point == TG_PASS)
    {
      const char *id = node->move_color == TG_BLACK ? "B" : "W";
      g_autofree char *quoted = tg_sgf_quote (tg_node_get_value (node, id) ?: "", 16);

      where = g_strdup_printf ("%s[%s]", id, quoted);
    }
  else
    where = tg_board_point_to_gtp (tg_game_get_board (game), node->move_point);
  /* Translators: "Move 217: Black O2", a move that breaks the rules */
  return g_strdup_printf (_("Move %u: %s %s"), node->move_number, color, where);
}

static void
row_activated_cb (GtkListBox    *list,
                  GtkListBoxRow *row,
                  TgWindow      *self)
{
  Place *place = g_object_get_data (G_OBJECT (row), "tg-place");
  GtkWidget *dialog = gtk_widget_get_ancestor (GTK_WIDGET (list), ADW_TYPE_MESSAGE_DIALOG);
  g_autoptr(TgGame) game = NULL;
  TgNode *node;

  if (place->game >= tg_document_get_n_games (self->document))
    return;
  game = g_list_model_get_item (tg_document_get_games (self->document), place->game);
  node = tg_game_get_root (game);
  for (guint i = 0; i < place->path->len && node != NULL; i++)
    {
      guint index = g_array_index (place->path, guint, i);

      node = index < tg_node_get_n_children (node) ? tg_node_get_child (node, index) : NULL;
    }
  gtk_window_destroy (GTK_WINDOW (dialog));
  /* Edited away since the list was made: nothing to go to. */
  if (node == NULL)
    return;
  tg_document_set_game_index (self->document, place->game);
  tg_game_set_current (game, node);
}

/* The moves that break the rules, one row each, or NULL for none. */
static GtkWidget *
rule_breaks_list (TgWindow *self)
{
  GListModel *games = tg_document_get_games (self->document);
  guint n_games = g_list_model_get_n_items (games);
  GtkWidget *list = gtk_list_box_new ();
  guint n_rows = 0;

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(TgGame) game = g_list_model_get_item (games, g);
      g_autoptr(GPtrArray) breaks = tg_rule_breaks_find (tg_game_get_root (game));

      for (guint i = 0; i < breaks->len; i++)
        {
          const TgNode *node = breaks->pdata[i];
          GtkWidget *row = adw_action_row_new ();
          g_autofree char *title = describe_move (game, node);
          g_autofree char *variation = describe_variation (node);
          g_autofree char *reason =
            tg_move_status_describe (node->move_status, node->repeats_move,
                                     tg_node_retakes_ko (node->parent, node->repeats_move));
          g_autofree char *subtitle = NULL;

          subtitle = n_games > 1
                     /* Translators: "Suicide · Game 2 · Main line": why a move
                      * breaks the rules, the game of a collection, the line */
                     ? g_strdup_printf (_("%s · Game %u · %s"), reason, g + 1, variation)
                     /* Translators: "Suicide · Main line" */
                     : g_strdup_printf (_("%s · %s"), reason, variation);
          adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     gtk_image_new_from_icon_name ("go-next-symbolic"));
          g_object_set_data_full (G_OBJECT (row), "tg-place", place_new (g, node),
                                  (GDestroyNotify) place_free);
          gtk_list_box_append (GTK_LIST_BOX (list), row);
          n_rows++;
        }
    }
  if (n_rows == 0)
    {
      g_object_ref_sink (list);
      g_object_unref (list);
      return NULL;
    }
  g_signal_connect_object (list, "row-activated", G_CALLBACK (row_activated_cb), self, 0);
  return list;
}

void
_tg_window_show_reading_details (TgWindow *self)
{
  g_autoptr(GString) body = g_string_new (NULL);
  GPtrArray *warnings = tg_document_get_warnings (self->document);
  guint shown = MIN (warnings->len, MAX_WARNINGS);
  GtkWidget *list = rule_breaks_list (self);
  GtkWidget *dialog;

  for (guint i = 0; i < shown; i++)
    g_string_append_printf (body, "• %s\n", (const char *) g_ptr_array_index (warnings, i));
  if (warnings->len > shown)
    g_string_append_printf (body, g_dngettext (GETTEXT_PACKAGE, "and %u more\n", "and %u more\n",
                                               warnings->len - shown),
                            warnings->len - shown);
  if (list != NULL)
    g_string_append (body, _("These moves break the rules. They are kept as the file records "
                             "them, and the board shows them as played. Click one to go there."));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reading the Game Record"),
                                   g_strchomp (body->str));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  if (list != NULL)
    {
      GtkWidget *scrolled = gtk_scrolled_window_new ();

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list);
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), scrolled);
    }
  gtk_window_present (GTK_WINDOW (dialog));
}
