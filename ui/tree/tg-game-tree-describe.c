/* tg-game-tree-describe.c: what the tree panel says of a node — to a
 * screen reader, of the current node, as the panel's accessible
 * description, and in a node's tooltip with the start of its comment.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-game-tree-private.h"

static const char *
color_name (TgColor color)
{
  return color == TG_WHITE ? _("White") : _("Black");
}

static void
add_part (GString    *text,
          const char *part)
{
  /* Translators: what separates the parts of a node's description,
   * "Move 37, White D4, 2 variations, comment" */
  g_string_append (text, _(", "));
  g_string_append (text, part);
}

char *
tg_game_tree_describe_node (TgGameTree *self,
                            TgNode     *node)
{
  GString *text = g_string_new (NULL);
  TgTreeMarks marks;

  g_return_val_if_fail (TG_IS_GAME_TREE (self), NULL);
  g_return_val_if_fail (self->game != NULL && node != NULL, NULL);

  if (node->move_color != TG_EMPTY && node->move_point == TG_PASS)
    /* Translators: "Move 38, Black passes" */
    g_string_printf (text, _("Move %u, %s passes"), node->move_number,
                     color_name (node->move_color));
  else if (node->move_color != TG_EMPTY)
    {
      g_autofree char *where = tg_board_point_to_gtp (tg_game_get_board (self->game),
                                                      node->move_point);

      /* Translators: "Move 37, White D4" */
      g_string_printf (text, _("Move %u, %s %s"), node->move_number,
                       color_name (node->move_color), where);
    }
  else if (node->parent == NULL)
    g_string_assign (text, _("Start of the game"));
  else if (_tg_game_tree_has_setup (node) && node->move_number == 0)
    g_string_assign (text, _("Setup"));
  else if (_tg_game_tree_has_setup (node))
    /* Translators: a node that sets up stones, "Setup after move 12" */
    g_string_printf (text, _("Setup after move %u"), node->move_number);
  else if (node->move_number == 0)
    g_string_assign (text, _("Node before the first move"));
  else
    /* Translators: a node with no move and no setup, "Node after move 12" */
    g_string_printf (text, _("Node after move %u"), node->move_number);

  if (node->n_children >= 2)
    {
      g_autofree char *part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u variation",
                                                            "%u variations", node->n_children),
                                               node->n_children);

      add_part (text, part);
    }
  if (node->parent != NULL && node->parent->n_children >= 2)
    {
      /* Translators: where a node stands among its siblings, "variation 2 of 3" */
      g_autofree char *part = g_strdup_printf (_("variation %d of %u"),
                                               tg_node_child_index (node) + 1,
                                               node->parent->n_children);

      add_part (text, part);
    }
  _tg_game_tree_read_marks (node, &marks);
  if (marks.annotation == TG_TREE_GLYPH_GOOD)
    add_part (text, _("good move"));
  else if (marks.annotation == TG_TREE_GLYPH_BAD)
    add_part (text, _("bad move"));
  else if (marks.annotation == TG_TREE_GLYPH_DOUBTFUL)
    add_part (text, _("doubtful move"));
  else if (marks.annotation == TG_TREE_GLYPH_INTERESTING)
    add_part (text, _("interesting move"));
  if (marks.hotspot)
    add_part (text, _("hotspot"));
  if (marks.comment)
    add_part (text, _("comment"));
  if (marks.markup)
    add_part (text, _("markup"));
  if (node->n_children > 0 && tg_tree_layout_get_collapsed (self->layout, node))
    add_part (text, _("collapsed"));
  return g_string_free (text, FALSE);
}

void
_tg_game_tree_update_description (TgGameTree *self)
{
  g_autofree char *description = NULL;
  TgNode *current;

  if (self->game == NULL)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  current = tg_game_get_current (self->game);
  description = tg_game_tree_describe_node (self, current);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tree.collapse",
                                 current->n_children > 0
                                 && !tg_tree_layout_get_collapsed (self->layout, current));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tree.expand",
                                 tg_tree_layout_get_collapsed (self->layout, current));
}

/* How much of a comment a tooltip shows. */
#define COMMENT_START 120

gboolean
_tg_game_tree_query_tooltip (TgGameTree *self,
                             int         x,
                             int         y,
                             gboolean    keyboard,
                             GtkTooltip *tooltip)
{
  TgNode *node = keyboard ? NULL : _tg_game_tree_node_at_point (self, x, y);
  g_autofree char *text = NULL;
  const char *comment;

  if (node == NULL)
    return FALSE;
  text = tg_game_tree_describe_node (self, node);
  comment = tg_node_get_value (node, "C");
  if (comment != NULL && comment[0] != '\0')
    {
      g_autofree char *start = g_utf8_substring (comment, 0, COMMENT_START);
      g_autofree char *tip = NULL;

      g_strstrip (start);
      tip = g_strdup_printf ("%s\n%s%s", text, start,
                             g_utf8_strlen (comment, -1) > COMMENT_START ? "…" : "");
      gtk_tooltip_set_text (tooltip, tip);
    }
  else
    gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

