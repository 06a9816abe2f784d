/* tg-window-tools.c: the teacher's tools — a mode in which a click on the
 * board marks a point, labels it, draws an arrow or a line, dims it, or
 * sets up a stone, instead of playing there.  Each click is one step of
 * the game's undo; a second click on the same mark takes it off.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-window-private.h"

G_DEFINE_ENUM_TYPE (TgTool, tg_tool,
  G_DEFINE_ENUM_VALUE (TG_TOOL_PLAY, "play"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_TRIANGLE, "triangle"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_SQUARE, "square"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_CIRCLE, "circle"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_CROSS, "cross"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_SELECT, "select"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_LETTER, "letter"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_NUMBER, "number"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_TEXT, "text"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_ARROW, "arrow"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_LINE, "line"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_DIM, "dim"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_BLACK, "black"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_WHITE, "white"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_ERASE, "erase"),
  G_DEFINE_ENUM_VALUE (TG_TOOL_FIND, "find"))

/* What each tool writes, and what the tool bar says it does. */
static const struct
{
  const char *id;
  const char *hint;
} tools[] = {
  [TG_TOOL_PLAY] = { NULL, NULL },
  [TG_TOOL_TRIANGLE] = { "TR", N_("Triangle: click a point to mark it, again to take the mark off") },
  [TG_TOOL_SQUARE] = { "SQ", N_("Square: click a point to mark it, again to take the mark off") },
  [TG_TOOL_CIRCLE] = { "CR", N_("Circle: click a point to mark it, again to take the mark off") },
  [TG_TOOL_CROSS] = { "MA", N_("Cross: click a point to mark it, again to take the mark off") },
  [TG_TOOL_SELECT] = { "SL", N_("Selected points: click a point to select it, again to leave it") },
  [TG_TOOL_LETTER] = { "LB", N_("Letters: click a point for the next free letter, again to take it off") },
  [TG_TOOL_NUMBER] = { "LB", N_("Numbers: click a point for the next free number, again to take it off") },
  [TG_TOOL_TEXT] = { "LB", N_("Label: click a point to write a label of your own") },
  [TG_TOOL_ARROW] = { "AR", N_("Arrow: drag from where it starts to where it points, or click both") },
  [TG_TOOL_LINE] = { "LN", N_("Line: drag from one end to the other, or click both") },
  [TG_TOOL_DIM] = { "DD", N_("Dim: click a point to dim it, again to bring it back") },
  [TG_TOOL_BLACK] = { "AB", N_("Black stones: click or drag to set them up, a black stone again takes it off") },
  [TG_TOOL_WHITE] = { "AW", N_("White stones: click or drag to set them up, a white stone again takes it off") },
  [TG_TOOL_ERASE] = { "AE", N_("Remove stones: click or drag over the stones to take off") },
  [TG_TOOL_FIND] = { NULL, N_("Find a part of this position: drag a rectangle over it, or click two corners; Esc cancels") },
};

static void
show_hint (TgWindow   *self,
           const char *hint)
{
  g_autoptr(GString) text = g_string_new (hint);
  const char *last = strrchr (text->str, ' ');

  /* Wrapped, the last word does not stand alone on a line of its own
   * (the Letters hint left "off" so): a no-break space ties it to the
   * word before. */
  if (last != NULL)
    {
      gssize at = last - text->str;

      g_string_erase (text, at, 1);
      g_string_insert (text, at, "\u00a0");
    }
  gtk_label_set_text (self->tool_label, text->str);
}

void
_tg_window_set_tool (TgWindow *self,
                     TgTool    tool)
{
  self->tool = tool;
  self->tool_anchor = TG_PASS;
  tg_board_scene_set_selecting (self->scene, tool == TG_TOOL_FIND);
  tg_board_scene_set_click_plays (self->scene, tool == TG_TOOL_PLAY);
  gtk_revealer_set_reveal_child (self->tool_revealer,
                                 tool != TG_TOOL_PLAY || gtk_toggle_button_get_active (self->tools_button));
  show_hint (self, tools[tool].hint != NULL ? _(tools[tool].hint) : NULL);
}

static void
label_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   TgWindow         *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");
  TgNode *node = g_object_get_data (G_OBJECT (dialog), "node");
  TgPoint point = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "point"));

  if (!g_str_equal (response, "label") || node != tg_game_get_current (self->game))
    return;
  tg_game_set_label (self->game, node, point, gtk_editable_get_text (entry));
}

/* A label of the teacher's own words, asked for in a small dialog. */
static void
ask_label (TgWindow *self,
           TgPoint   point)
{
  TgNode *node = tg_game_get_current (self->game);
  const char *now = tg_game_get_label (self->game, node, point);
  g_autofree char *where = tg_board_point_to_gtp (tg_game_get_board (self->game), point);
  g_autofree char *heading = g_strdup_printf (_("Label for %s"), where);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);
  GtkWidget *entry = gtk_entry_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), now != NULL ? now : "");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Label"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "label", _("_Label"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "label",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "label");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_object_set_data (G_OBJECT (dialog), "node", node);
  g_object_set_data (G_OBJECT (dialog), "point", GINT_TO_POINTER (point));
  g_signal_connect_object (dialog, "response", G_CALLBACK (label_response_cb), self, 0);
  /* The words go straight in: left to itself the dialog focuses its
   * first button, and a space typed would press it. */
  gtk_window_set_focus (GTK_WINDOW (dialog), entry);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
set_up (TgWindow *self,
        TgPoint   point,
        TgColor   color)
{
  guint left;

  tg_game_set_setup_stone (self->game, tg_game_get_current (self->game), point, color);
  /* Spec §3: kept as set up, and said. */
  left = tg_game_count_dead_setup (self->game, tg_game_get_current (self->game));
  if (left > 0)
    {
      g_autofree char *message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "%u stone has no liberty: it stays until a move takes it",
                                                               "%u stones have no liberty: they stay until a move takes them",
                                                               left),
                                                  left);

      _tg_window_add_toast (self, message);
    }
}

/* The part of the board dragged or clicked corner to corner, @from to
 * @to, as the scene drew it: back to playing, and the library looks
 * for it.  Less than two points wide or high is no part: the mode stays,
 * its hint says again what to do. */
static void
find_span (TgWindow *self,
           TgPoint   from,
           TgPoint   to)
{
  TgPoint corners[2] = { from, to };
  TgBoardRegion region;

  tg_board_scene_set_select_anchor (self->scene, TG_PASS);
  if (!tg_board_scene_span (self->scene, corners, 2, &region))
    {
      show_hint (self, _(tools[TG_TOOL_FIND].hint));
      return;
    }
  g_object_set (self, "tool", TG_TOOL_PLAY, NULL);
  _tg_window_find_region (self, &region);
}

/* A click (or Enter on the cursor) in Find mode: the first corner, from
 * which the scene draws the rectangle to the pointer or the cursor, or
 * with it the second. */
static void
find_corner (TgWindow *self,
             TgPoint   point)
{
  g_autofree char *where = NULL;
  g_autofree char *hint = NULL;
  TgPoint anchor = tg_board_scene_get_select_anchor (self->scene);

  if (anchor != TG_PASS && anchor != point)
    {
      find_span (self, anchor, point);
      return;
    }
  where = tg_board_point_to_gtp (tg_game_get_board (self->game), point);
  hint = g_strdup_printf (_("From %s: click the opposite corner"), where);
  tg_board_scene_set_select_anchor (self->scene, point);
  show_hint (self, hint);
}

gboolean
_tg_window_apply_tool (TgWindow *self,
                       TgPoint   point)
{
  TgNode *node = tg_game_get_current (self->game);

  switch (self->tool)
    {
    case TG_TOOL_PLAY:
      return FALSE;
    case TG_TOOL_TRIANGLE:
    case TG_TOOL_SQUARE:
    case TG_TOOL_CIRCLE:
    case TG_TOOL_CROSS:
    case TG_TOOL_SELECT:
    case TG_TOOL_DIM:
      tg_game_toggle_mark (self->game, node, tools[self->tool].id, point);
      break;
    case TG_TOOL_LETTER:
    case TG_TOOL_NUMBER:
      if (tg_game_get_label (self->game, node, point) != NULL)
        tg_game_set_label (self->game, node, point, NULL);
      else
        {
          g_autofree char *label = tg_game_next_label (self->game, node,
                                                       self->tool == TG_TOOL_NUMBER);

          tg_game_set_label (self->game, node, point, label);
        }
      break;
    case TG_TOOL_TEXT:
      ask_label (self, point);
      break;
    case TG_TOOL_ARROW:
    case TG_TOOL_LINE:
      if (self->tool_anchor == TG_PASS || self->tool_anchor == point)
        {
          g_autofree char *where = tg_board_point_to_gtp (tg_game_get_board (self->game), point);
          g_autofree char *hint = g_strdup_printf (self->tool == TG_TOOL_ARROW
                                                   ? _("Arrow from %s: click where it points")
                                                   : _("Line from %s: click its other end"),
                                                   where);

          self->tool_anchor = point;
          show_hint (self, hint);
          break;
        }
      tg_game_toggle_line (self->game, node, tools[self->tool].id, self->tool_anchor, point);
      self->tool_anchor = TG_PASS;
      show_hint (self, _(tools[self->tool].hint));
      break;
    case TG_TOOL_BLACK:
      set_up (self, point, TG_BLACK);
      break;
    case TG_TOOL_WHITE:
      set_up (self, point, TG_WHITE);
      break;
    case TG_TOOL_FIND:
      find_corner (self, point);
      break;
    case TG_TOOL_ERASE:
      set_up (self, point, TG_EMPTY);
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

/* A drag across the board: setup painted along it, or an arrow or a
 * line from its first point to its last, one step either way. */
static void
points_stroked_cb (TgWindow *self,
                   GArray   *points)
{
  TgPoint first = g_array_index (points, TgPoint, 0);
  TgPoint last = g_array_index (points, TgPoint, points->len - 1);
  TgNode *node = tg_game_get_current (self->game);
  TgColor color;

  switch (self->tool)
    {
    case TG_TOOL_ARROW:
    case TG_TOOL_LINE:
      tg_game_toggle_line (self->game, node, tools[self->tool].id, first, last);
      self->tool_anchor = TG_PASS;
      show_hint (self, _(tools[self->tool].hint));
      return;
    case TG_TOOL_BLACK:
    case TG_TOOL_WHITE:
    case TG_TOOL_ERASE:
      color = self->tool == TG_TOOL_BLACK ? TG_BLACK
              : self->tool == TG_TOOL_WHITE ? TG_WHITE : TG_EMPTY;
      tg_game_paint_setup (self->game, node, (const TgPoint *) points->data, points->len, color);
      return;
    case TG_TOOL_TRIANGLE:
    case TG_TOOL_SQUARE:
    case TG_TOOL_CIRCLE:
    case TG_TOOL_CROSS:
    case TG_TOOL_SELECT:
    case TG_TOOL_DIM:
      /* Marks along a stroke, in one step. */
      tg_game_begin_step (self->game);
      for (guint i = 0; i < points->len; i++)
        if (!tg_game_node_has_mark (self->game, node, tools[self->tool].id,
                                    g_array_index (points, TgPoint, i)))
          tg_game_toggle_mark (self->game, node, tools[self->tool].id,
                               g_array_index (points, TgPoint, i));
      tg_game_end_step (self->game);
      return;
    case TG_TOOL_FIND:
      /* The rectangle drawn while dragging: from where it began (or the
       * corner clicked before) to where it ended. */
      find_span (self, tg_board_scene_get_select_anchor (self->scene) != TG_PASS
                       ? tg_board_scene_get_select_anchor (self->scene) : first,
                 last);
      return;
    case TG_TOOL_PLAY:
    case TG_TOOL_LETTER:
    case TG_TOOL_NUMBER:
    case TG_TOOL_TEXT:
    default:
      /* Playing and labels take points one by one. */
      return;
    }
}

static void
setup_player_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  const char *player = g_variant_get_string (parameter, NULL);

  tg_game_set_player (self->game, tg_game_get_current (self->game),
                      g_str_equal (player, "B") ? TG_BLACK
                      : g_str_equal (player, "W") ? TG_WHITE : TG_EMPTY);
}

static void
clear_board_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  tg_game_clear_setup_board (self->game, tg_game_get_current (self->game));
}

static void
tools_toggled_cb (TgWindow *self)
{
  /* Closing the tool bar goes back to playing. */
  if (!gtk_toggle_button_get_active (self->tools_button) && self->tool != TG_TOOL_PLAY)
    g_object_set (self, "tool", TG_TOOL_PLAY, NULL);
  gtk_revealer_set_reveal_child (self->tool_revealer,
                                 gtk_toggle_button_get_active (self->tools_button)
                                 || self->tool != TG_TOOL_PLAY);
}

void
_tg_window_init_tools (TgWindow *self)
{
  self->tool_anchor = TG_PASS;
  g_signal_connect_object (self->tools_button, "toggled", G_CALLBACK (tools_toggled_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->scene, "points-stroked", G_CALLBACK (points_stroked_cb), self,
                           G_CONNECT_SWAPPED);
}

void
_tg_window_class_add_tools (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_property_action (widget_class, "win.tool", "tool");
  gtk_widget_class_install_action (widget_class, "win.setup-player", "s", setup_player_action);
  gtk_widget_class_install_action (widget_class, "win.clear-board", NULL, clear_board_action);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, tool_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, tool_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, tools_button);
}
