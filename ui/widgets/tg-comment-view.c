/* tg-comment-view.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-comment-view.h"

#include <glib/gi18n.h>
#include <string.h>

/* Text is written this long after the last keystroke, and a run of
 * typing ends, as one undo step, after this long a pause. */
#define WRITE_DELAY_MS 300
#define RUN_PAUSE_MS 1500
/* A paragraph is laid out whole: a longer comment (a whole book pasted
 * into one, a record from a hostile source) is shown a part at a time,
 * each part a paragraph, and read only, so that it is kept as it is. */
#define PART_BYTES (32 * 1024)
#define NAME_BYTES 1024

struct _TgCommentView
{
  GtkWidget       parent_instance;

  GtkWidget      *box;
  GtkEntry       *name_entry;
  GtkMenuButton  *annotation_button;
  GtkTextView    *text_view;
  GtkWidget      *long_box;
  GtkLabel       *long_label;
  GtkWidget      *more_button;
  /* The judge menu's: each marks the shown node's judgement of its kind. */
  GSimpleAction  *judge_move;
  GSimpleAction  *judge_position;
  gsize           shown_bytes;    /* of a long comment, what the view holds */

  TgGame         *game;
  TgNode         *shown;          /* the node whose text is in the widgets */
  gboolean        updating;       /* the widgets are being filled from the game */
  /* Typed and not yet written: the node it was typed for, which of its
   * properties, and their text once the widgets show another node. */
  TgNode         *pending_node;
  gboolean        pending_comment;
  gboolean        pending_name;
  char           *left_comment;
  char           *left_name;
  guint           write_id;
  guint           pause_id;
  guint           flush_id;
};

G_DEFINE_FINAL_TYPE (TgCommentView, tg_comment_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const struct
{
  const char *id;
  const char *name;
} judgements[] = {
  { "TE", N_("Good Move") },
  { "BM", N_("Bad Move") },
  { "IT", N_("Interesting Move") },
  { "DO", N_("Doubtful Move") },
  { "GB", N_("Good for Black") },
  { "GW", N_("Good for White") },
  { "DM", N_("Even Position") },
  { "UC", N_("Unclear Position") },
};

static char *
buffer_text (TgCommentView *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static gboolean
in_record (TgCommentView *self,
           TgNode        *node)
{
  return self->game != NULL && node != NULL
         && tg_node_get_root (node) == tg_game_get_root (self->game);
}

static void
clear_pending (TgCommentView *self)
{
  self->pending_node = NULL;
  self->pending_comment = self->pending_name = FALSE;
  g_clear_pointer (&self->left_comment, g_free);
  g_clear_pointer (&self->left_name, g_free);
}

/* The widgets are about to show another node: what was typed for this
 * one is kept aside until it is written. */
static void
keep_pending (TgCommentView *self)
{
  if (self->pending_node == NULL || self->pending_node != self->shown)
    return;
  if (self->pending_comment && self->left_comment == NULL)
    self->left_comment = buffer_text (self);
  if (self->pending_name && self->left_name == NULL)
    self->left_name = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry)));
}

/* Writes what waits; a node no longer in the record (taken out since)
 * takes nothing. */
static void
write_pending (TgCommentView *self)
{
  TgNode *node = self->pending_node;
  gboolean on_view = node == self->shown && self->left_comment == NULL && self->left_name == NULL;

  g_clear_handle_id (&self->write_id, g_source_remove);
  if (in_record (self, node) && self->pending_comment)
    {
      g_autofree char *text = on_view ? buffer_text (self) : g_strdup (self->left_comment);

      tg_game_set_typed_value (self->game, node, "C", text);
    }
  if (in_record (self, node) && self->pending_name)
    tg_game_set_typed_value (self->game, node, "N",
                             on_view ? gtk_editable_get_text (GTK_EDITABLE (self->name_entry))
                                     : self->left_name);
  clear_pending (self);
}

static gboolean
write_cb (gpointer user_data)
{
  TgCommentView *self = user_data;

  self->write_id = 0;
  write_pending (self);
  return G_SOURCE_REMOVE;
}

static gboolean
pause_cb (gpointer user_data)
{
  TgCommentView *self = user_data;

  self->pause_id = 0;
  write_pending (self);
  if (self->game != NULL)
    tg_game_end_typing (self->game);
  return G_SOURCE_REMOVE;
}

void
tg_comment_view_flush (TgCommentView *self)
{
  g_return_if_fail (TG_IS_COMMENT_VIEW (self));

  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->flush_id, g_source_remove);
  write_pending (self);
  if (self->game != NULL)
    tg_game_end_typing (self->game);
}

static void
typed (TgCommentView *self,
       gboolean       comment)
{
  if (self->updating || self->game == NULL || self->shown == NULL)
    return;
  /* A change of node in between writes the other node's text first. */
  if (self->pending_node != NULL && self->pending_node != self->shown)
    {
      g_clear_handle_id (&self->flush_id, g_source_remove);
      write_pending (self);
    }
  self->pending_node = self->shown;
  if (comment)
    self->pending_comment = TRUE;
  else
    self->pending_name = TRUE;
  g_clear_handle_id (&self->write_id, g_source_remove);
  self->write_id = g_timeout_add (WRITE_DELAY_MS, write_cb, self);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  self->pause_id = g_timeout_add (RUN_PAUSE_MS, pause_cb, self);
}

static void
comment_changed_cb (TgCommentView *self)
{
  typed (self, TRUE);
}

static void
name_changed_cb (TgCommentView *self)
{
  typed (self, FALSE);
}

static void
update_judgement (TgCommentView *self)
{
  g_autoptr(GString) label = g_string_new (NULL);
  /* The first four judge the move, the others the position. */
  const char *move = "", *position = "";

  for (guint i = 0; self->shown != NULL && i < G_N_ELEMENTS (judgements); i++)
    if (tg_node_has_prop (self->shown, judgements[i].id))
      {
        if (label->len > 0)
          g_string_append (label, " · ");
        g_string_append (label, _(judgements[i].name));
        *(i < 4 ? &move : &position) = judgements[i].id;
      }
  g_simple_action_set_state (self->judge_move, g_variant_new_string (move));
  g_simple_action_set_state (self->judge_position, g_variant_new_string (position));
  const char *text = label->len > 0 ? label->str : _("Judge…");

  /* GtkMenuButton builds a new label (and arrow) for every label set,
   * whose styles then run their transitions for a few hundred ms of
   * frames: most jumps leave the judgement as it was. */
  if (g_strcmp0 (gtk_menu_button_get_label (self->annotation_button), text) != 0)
    gtk_menu_button_set_label (self->annotation_button, text);
}

/* Fills the widgets from the node on view. */
/* The end of the part of @text that starts at @from: PART_BYTES on, at
 * a character's start. */
static gsize
part_end (const char *text,
          gsize       length,
          gsize       from)
{
  const char *end;

  if (length - from <= PART_BYTES)
    return length;
  end = g_utf8_find_prev_char (text, text + from + PART_BYTES + 1);
  return end != NULL && end > text + from ? (gsize) (end - text) : from + PART_BYTES;
}

static void
update_long (TgCommentView *self,
             gsize          length)
{
  g_autofree char *size = g_format_size (length);
  g_autofree char *text = NULL;

  text = g_strdup_printf (_("This comment is %s long: it is kept as it is, and shown a part at a time"),
                          size);
  gtk_label_set_text (self->long_label, text);
  gtk_widget_set_visible (self->more_button, self->shown_bytes < length);
}

static void
more_clicked_cb (TgCommentView *self)
{
  const char *comment = self->shown != NULL ? tg_node_get_value (self->shown, "C") : NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->text_view);
  gsize length, end;
  GtkTextIter at;

  if (comment == NULL)
    return;
  length = strlen (comment);
  end = part_end (comment, length, self->shown_bytes);
  self->updating = TRUE;
  gtk_text_buffer_get_end_iter (buffer, &at);
  gtk_text_buffer_insert (buffer, &at, "\n", 1);
  gtk_text_buffer_insert (buffer, &at, comment + self->shown_bytes, end - self->shown_bytes);
  self->updating = FALSE;
  self->shown_bytes = end;
  update_long (self, length);
}

static void
show_node (TgCommentView *self)
{
  TgNode *node = self->game != NULL ? tg_game_get_current (self->game) : NULL;
  const char *comment = node != NULL ? tg_node_get_value (node, "C") : NULL;
  const char *name = node != NULL ? tg_node_get_value (node, "N") : NULL;
  gsize length = comment != NULL ? strlen (comment) : 0;
  gboolean long_comment = length > PART_BYTES;

  self->shown = node;
  self->updating = TRUE;
  self->shown_bytes = long_comment ? part_end (comment, length, 0) : length;
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->text_view),
                            comment != NULL ? comment : "", self->shown_bytes);
  gtk_text_view_set_editable (self->text_view, !long_comment);
  gtk_widget_set_visible (self->long_box, long_comment);
  if (long_comment)
    update_long (self, length);
  /* A name is a line: one longer than any name is shown by its start. */
  if (name != NULL && strlen (name) > NAME_BYTES)
    {
      /* Cut where a character starts. */
      g_autofree char *start = g_strndup (name, g_utf8_find_prev_char (name, name + NAME_BYTES + 1)
                                                - name);

      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), start);
      gtk_editable_set_editable (GTK_EDITABLE (self->name_entry), FALSE);
    }
  else
    {
      gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name != NULL ? name : "");
      gtk_editable_set_editable (GTK_EDITABLE (self->name_entry), TRUE);
    }
  self->updating = FALSE;
  update_judgement (self);
  gtk_widget_set_sensitive (self->box, node != NULL);
}

static gboolean
flush_in_idle_cb (gpointer user_data)
{
  TgCommentView *self = user_data;

  self->flush_id = 0;
  write_pending (self);
  return G_SOURCE_REMOVE;
}

static void
current_node_cb (TgCommentView *self)
{
  /* What was typed belongs to the node left; it is written once the
   * game is done saying it moved, not inside its notification. */
  if (self->pending_node != NULL)
    {
      keep_pending (self);
      if (self->flush_id == 0)
        self->flush_id = g_idle_add (flush_in_idle_cb, self);
    }
  show_node (self);
}

static void
node_changed_cb (TgCommentView *self,
                 TgNode        *node,
                 const char    *id)
{
  /* The game's own text wins over the widgets' only when nothing typed
   * is waiting for that node (an undo, another view's edit). */
  if (node != tg_game_get_current (self->game) || self->pending_node == node)
    return;
  show_node (self);
}

static void
node_removed_cb (TgCommentView *self,
                 TgNode        *parent,
                 guint          position,
                 TgNode        *node)
{
  TgNode *pending = self->pending_node;

  /* Text typed for a node the user took out goes with it. */
  if (tg_node_is_ancestor (node, pending))
    clear_pending (self);
}

static void
focus_leave_cb (TgCommentView *self)
{
  tg_comment_view_flush (self);
}

void
tg_comment_view_set_game (TgCommentView *self,
                          TgGame        *game)
{
  g_return_if_fail (TG_IS_COMMENT_VIEW (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    {
      tg_comment_view_flush (self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "notify::current-node", G_CALLBACK (current_node_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "node-changed", G_CALLBACK (node_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (game, "node-removed", G_CALLBACK (node_removed_cb), self,
                               G_CONNECT_SWAPPED);
    }
  show_node (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* A choice in the judge menu is the window's, which judges the node;
 * the mark follows the node as the game says it changed. */
static void
judge_activate_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   TgCommentView *self)
{
  gtk_widget_activate_action_variant (GTK_WIDGET (self),
                                      action == self->judge_move ? "win.annotate-move"
                                                                 : "win.annotate-position",
                                      parameter);
}

static GSimpleAction *
add_judge_action (TgCommentView      *self,
                  GSimpleActionGroup *group,
                  const char         *name)
{
  GSimpleAction *action = g_simple_action_new_stateful (name, G_VARIANT_TYPE_STRING,
                                                        g_variant_new_string (""));

  g_signal_connect (action, "activate", G_CALLBACK (judge_activate_cb), self);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (action));
  return action;
}

static void
tg_comment_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TgCommentView *self = TG_COMMENT_VIEW (object);

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
tg_comment_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TgCommentView *self = TG_COMMENT_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_comment_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_comment_view_dispose (GObject *object)
{
  TgCommentView *self = TG_COMMENT_VIEW (object);

  if (self->game != NULL)
    {
      tg_comment_view_flush (self);
      g_signal_handlers_disconnect_by_data (self->game, self);
    }
  g_clear_handle_id (&self->write_id, g_source_remove);
  g_clear_handle_id (&self->pause_id, g_source_remove);
  g_clear_handle_id (&self->flush_id, g_source_remove);
  clear_pending (self);
  g_clear_object (&self->game);
  g_clear_object (&self->judge_move);
  g_clear_object (&self->judge_position);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_COMMENT_VIEW);

  G_OBJECT_CLASS (tg_comment_view_parent_class)->dispose (object);
}

static void
tg_comment_view_class_init (TgCommentViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_comment_view_dispose;
  object_class->get_property = tg_comment_view_get_property;
  object_class->set_property = tg_comment_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-comment-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, box);
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, name_entry);
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, annotation_button);
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, text_view);
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, long_box);
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, long_label);
  gtk_widget_class_bind_template_child (widget_class, TgCommentView, more_button);
  gtk_widget_class_bind_template_callback (widget_class, more_clicked_cb);
}

static void
tg_comment_view_init (TgCommentView *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  g_autoptr(GSimpleActionGroup) judge = g_simple_action_group_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->judge_move = add_judge_action (self, judge, "move");
  self->judge_position = add_judge_action (self, judge, "position");
  gtk_widget_insert_action_group (GTK_WIDGET (self), "judge", G_ACTION_GROUP (judge));
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->text_view), "changed",
                            G_CALLBACK (comment_changed_cb), self);
  g_signal_connect_swapped (self->name_entry, "changed", G_CALLBACK (name_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  update_judgement (self);
}
