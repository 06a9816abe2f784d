/* tg-move-panel.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-move-panel.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-result.h"
#include "tg-sgf.h"

struct _TgMovePanel
{
  GtkWidget     parent_instance;

  GtkWidget     *box;
  GtkLabel      *move_label;
  GtkLabel      *status_label;
  GtkLabel      *result_label;
  GtkWidget     *go_popover;
  GtkSpinButton *go_number;
  GtkLabel      *go_last_label;
  GtkWidget     *focus_after_go;   /* weak */

  TgGame       *game;
  GSignalGroup *game_signals;
  guint         handicap_wanted;
  guint         handicap_placed;
};

G_DEFINE_FINAL_TYPE (TgMovePanel, tg_move_panel, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
color_name (TgColor color)
{
  return color == TG_WHITE ? _("White") : _("Black");
}

static char *
format_move (TgGame *game,
             TgNode *node)
{
  g_autofree char *where = NULL;
  g_autofree char *reason = NULL;
  const char *mover = color_name (node->move_color);

  if (tg_node_is_pass (node))
    /* Translators: "White passed" */
    return g_strdup_printf (_("%s passed"), mover);
  if (node->move_point == TG_PASS)
    /* Names no point of the board: shown as the record has it, "B[zz]". */
    {
      const char *id = node->move_color == TG_BLACK ? "B" : "W";
      g_autofree char *quoted = tg_sgf_quote (tg_node_get_value (node, id) ?: "", 16);

      where = g_strdup_printf ("%s[%s]", id, quoted);
    }
  else
    where = tg_board_point_to_gtp (tg_game_get_board (game), node->move_point);
  reason = tg_move_status_describe (node->move_status, node->repeats_move,
                                    tg_node_retakes_ko (node->parent, node->repeats_move));
  if (reason != NULL)
    /* Translators: "Black played D4 (breaks the rules: Suicide)" */
    return g_strdup_printf (_("%s played %s (breaks the rules: %s)"), mover, where, reason);
  /* Translators: "Black played D4" */
  return g_strdup_printf (_("%s played %s"), mover, where);
}

static void
update (TgMovePanel *self)
{
  TgGame *game = self->game;
  TgPhase phase = tg_game_get_phase (game);
  gboolean at_end = tg_game_is_at_end_of_play (game);
  guint move_number = tg_game_get_move_number (game);
  TgNode *last = tg_game_get_last_move (game);
  TgNode *current = tg_game_get_current (game);
  g_autofree char *heading = NULL;
  g_autofree char *status = NULL;
  g_autofree char *result = NULL;

  if (self->handicap_wanted > 0)
    {
      heading = g_strdup (_("Handicap"));
      /* Translators: "Black places handicap stone 2 of 4" */
      status = g_strdup_printf (_("Black places handicap stone %u of %u"),
                                self->handicap_placed + 1, self->handicap_wanted);
    }
  else if (at_end && phase == TG_PHASE_FINISHED)
    {
      heading = tg_result_describe (tg_game_get_info (game, "RE"));
      status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "After %u move",
                                             "After %u moves", move_number),
                                move_number);
    }
  else if (at_end)
    {
      heading = g_strdup (_("Counting"));
      /* A finished record counted again need not end with passes. */
      if (tg_game_get_first_passer (game) != TG_EMPTY)
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "Both players passed after %u move",
                                               "Both players passed after %u moves",
                                               move_number),
                                  move_number);
      else
        status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "The position after %u move",
                                               "The position after %u moves",
                                               move_number),
                                  move_number);
    }
  else
    {
      if (move_number == 0)
        heading = g_strdup (_("Start"));
      else
        /* Translators: the move number shown in the side panel */
        heading = g_strdup_printf (_("Move %u"), move_number);

      if (last != NULL)
        status = format_move (game, last);
      else
        /* Translators: "Black to play" */
        status = g_strdup_printf (_("%s to play"), color_name (tg_game_get_to_move (game)));

      if (current->parent != NULL && tg_node_child_index (current) > 0)
        {
          char *with_variation = g_strdup_printf (_("%s · variation"), status);

          g_free (status);
          status = with_variation;
        }
      if (phase == TG_PHASE_FINISHED)
        {
          g_autofree char *text = tg_result_describe (tg_game_get_info (game, "RE"));

          /* Translators: "Result: White wins by resignation" */
          result = g_strdup_printf (_("Result: %s"), text);
        }
    }

  gtk_label_set_text (self->move_label, heading);
  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->result_label, result ? result : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_label), result != NULL);
}

void
tg_move_panel_set_game (TgMovePanel *self,
                        TgGame      *game)
{
  g_return_if_fail (TG_IS_MOVE_PANEL (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  if (game != NULL)
    update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
tg_move_panel_set_handicap (TgMovePanel *self,
                            guint        wanted,
                            guint        placed)
{
  g_return_if_fail (TG_IS_MOVE_PANEL (self));

  self->handicap_wanted = wanted;
  self->handicap_placed = placed;
  if (self->game != NULL)
    update (self);
}

/* Go to Move ------------------------------------------------------------ */

/* The node of move @number on the current node's line: the first node
 * that has it, up the line or down its first children (the line the
 * tree and End follow).  Only the nodes between are walked. */
static TgNode *
node_of_move (TgNode *node,
              guint   number)
{
  while (node->parent != NULL && node->parent->move_number >= number)
    node = node->parent;
  while (node->move_number < number && tg_node_get_n_children (node) > 0)
    node = tg_node_get_child (node, 0);
  return node;
}

/* GTK 4.8's numeric spin button lets letters be typed and reads them as
 * 0: "php" went to the start.  Only digits go in; a bell for the rest. */
static void
go_number_insert_cb (GtkEditable *editable,
                     const char  *text,
                     int          length,
                     int         *position,
                     TgMovePanel *self)
{
  const char *end = text + (length < 0 ? strlen (text) : (gsize) length);

  for (const char *c = text; c < end; c++)
    if (!g_ascii_isdigit (*c))
      {
        g_signal_stop_emission_by_name (editable, "insert-text");
        gtk_widget_error_bell (GTK_WIDGET (self->go_number));
        return;
      }
}

static void
go_number_activate_cb (TgMovePanel *self)
{
  TgNode *node;

  if (self->game == NULL)
    return;
  /* What was typed counts, even before the spin button took it. */
  gtk_spin_button_update (self->go_number);
  node = node_of_move (tg_game_get_current (self->game),
                       (guint) gtk_spin_button_get_value_as_int (self->go_number));
  gtk_popover_popdown (GTK_POPOVER (self->go_popover));
  if (node != tg_game_get_current (self->game))
    tg_game_set_current (self->game, node);
}

/* Esc or Enter: the keys go back where they were going before. */
static void
go_popover_closed_cb (TgMovePanel *self)
{
  if (self->focus_after_go != NULL)
    {
      gtk_widget_grab_focus (self->focus_after_go);
      g_clear_weak_pointer (&self->focus_after_go);
    }
}

void
tg_move_panel_ask_move (TgMovePanel *self,
                        GtkWidget   *focus_after)
{
  TgNode *current, *last;
  g_autofree char *of = NULL;
  graphene_rect_t bounds;

  g_return_if_fail (TG_IS_MOVE_PANEL (self));
  g_return_if_fail (focus_after == NULL || GTK_IS_WIDGET (focus_after));

  if (self->game == NULL)
    return;
  current = tg_game_get_current (self->game);
  /* One walk to the line's end, as End goes: the range of the field. */
  last = tg_node_get_line_end (current);
  gtk_spin_button_set_range (self->go_number, 0, last->move_number);
  gtk_spin_button_set_value (self->go_number, current->move_number);
  /* Translators: after the move number field, "of 212" moves in the line */
  of = g_strdup_printf (_("of %u"), last->move_number);
  gtk_label_set_text (self->go_last_label, of);
  g_set_weak_pointer (&self->focus_after_go, focus_after);
  if (gtk_widget_compute_bounds (GTK_WIDGET (self->move_label), GTK_WIDGET (self), &bounds))
    gtk_popover_set_pointing_to (GTK_POPOVER (self->go_popover),
                                 &(GdkRectangle) { bounds.origin.x, bounds.origin.y,
                                                   MAX (1, bounds.size.width),
                                                   MAX (1, bounds.size.height) });
  gtk_popover_popup (GTK_POPOVER (self->go_popover));
  gtk_widget_grab_focus (GTK_WIDGET (self->go_number));
}

static void
tg_move_panel_dispose (GObject *object)
{
  TgMovePanel *self = TG_MOVE_PANEL (object);

  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game);
  g_clear_weak_pointer (&self->focus_after_go);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_MOVE_PANEL);

  G_OBJECT_CLASS (tg_move_panel_parent_class)->dispose (object);
}

static void
tg_move_panel_finalize (GObject *object)
{
  TgMovePanel *self = TG_MOVE_PANEL (object);

  g_clear_object (&self->game_signals);

  G_OBJECT_CLASS (tg_move_panel_parent_class)->finalize (object);
}

static void
tg_move_panel_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TgMovePanel *self = TG_MOVE_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_move_panel_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  TgMovePanel *self = TG_MOVE_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_move_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_move_panel_class_init (TgMovePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_move_panel_dispose;
  object_class->finalize = tg_move_panel_finalize;
  object_class->get_property = tg_move_panel_get_property;
  object_class->set_property = tg_move_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-move-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, box);
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, move_label);
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, status_label);
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, result_label);
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, go_popover);
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, go_number);
  gtk_widget_class_bind_template_child (widget_class, TgMovePanel, go_last_label);
  gtk_widget_class_bind_template_callback (widget_class, go_number_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, go_popover_closed_cb);
}

static void
tg_move_panel_init (TgMovePanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Once a step, a navigation or a change of phase is whole: the
   * heading reads the current node, the phase and the result. */
  self->game_signals = g_signal_group_new (TG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
  /* GTK 4.8's spin button has no "activate" of its own: its text has. */
  g_signal_connect_swapped (gtk_editable_get_delegate (GTK_EDITABLE (self->go_number)),
                            "activate", G_CALLBACK (go_number_activate_cb), self);
  g_signal_connect (gtk_editable_get_delegate (GTK_EDITABLE (self->go_number)),
                    "insert-text", G_CALLBACK (go_number_insert_cb), self);
}
