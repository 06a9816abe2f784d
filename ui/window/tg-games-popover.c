/* tg-games-popover.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-games-popover.h"

#include <glib/gi18n.h>

/* A filter is offered once the list is longer than a glance takes in. */
#define FILTER_FROM 8

struct _TgGamesPopover
{
  GtkPopover      parent_instance;

  GtkSearchEntry *search_entry;
  GtkListView    *list_view;
  GtkLabel       *empty_label;

  TgDocument     *document;
  GtkCustomFilter *filter;
  GtkFilterListModel *filtered;
};

G_DEFINE_FINAL_TYPE (TgGamesPopover, tg_games_popover, GTK_TYPE_POPOVER)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
info (TgGame     *game,
      const char *id)
{
  const char *value = tg_game_get_info (game, id);

  return value != NULL && value[0] != '\0' ? value : NULL;
}

static char *
players (TgGame *game)
{
  const char *black = info (game, "PB");
  const char *white = info (game, "PW");

  /* Translators: the players of a game in the Games list, "Lee Sedol – AlphaGo" */
  return g_strdup_printf (_("%s – %s"), black != NULL ? black : _("Black"),
                          white != NULL ? white : _("White"));
}

/* What tells a game apart besides its players: result, date, name. */
static char *
details (TgGame *game)
{
  const char *parts[] = { info (game, "RE"), info (game, "DT"),
                          info (game, "GN") != NULL ? info (game, "GN") : info (game, "EV") };
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    if (parts[i] != NULL)
      {
        if (text->len > 0)
          g_string_append (text, " · ");
        g_string_append (text, parts[i]);
      }
  if (text->len == 0)
    {
      guint moves = 0;

      for (TgNode *node = tg_game_get_root (game); tg_node_get_n_children (node) > 0;
           node = tg_node_get_child (node, 0))
        moves += tg_node_get_child (node, 0)->move_color != TG_EMPTY;
      g_string_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves", moves), moves);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
tg_games_popover_describe (TgGame *game)
{
  g_autofree char *who = players (game);
  g_autofree char *what = details (game);

  return g_strdup_printf ("%s · %s", who, what);
}

/* Rows ------------------------------------------------------------------ */

typedef struct
{
  GtkLabel  *number;
  GtkLabel  *title;
  GtkLabel  *subtitle;
  GtkImage  *shown;
  GtkButton *remove;
} Row;

static void
row_free (Row *row)
{
  g_free (row);
}

static void
setup_row_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              TgGamesPopover           *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  Row *row = g_new0 (Row, 1);

  row->number = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (row->number), "dim-label");
  gtk_widget_add_css_class (GTK_WIDGET (row->number), "numeric");
  gtk_label_set_width_chars (row->number, 3);
  gtk_label_set_xalign (row->number, 1);
  row->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (row->title, 0);
  gtk_label_set_ellipsize (row->title, PANGO_ELLIPSIZE_END);
  row->subtitle = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (row->subtitle, 0);
  gtk_label_set_ellipsize (row->subtitle, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (row->subtitle), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (row->subtitle), "dim-label");
  row->shown = GTK_IMAGE (gtk_image_new_from_icon_name ("object-select-symbolic"));
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->shown), _("The game shown"));
  row->remove = GTK_BUTTON (gtk_button_new_from_icon_name ("user-trash-symbolic"));
  gtk_widget_add_css_class (GTK_WIDGET (row->remove), "flat");
  gtk_widget_set_valign (GTK_WIDGET (row->remove), GTK_ALIGN_CENTER);

  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (row->title));
  gtk_box_append (GTK_BOX (texts), GTK_WIDGET (row->subtitle));
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->number));
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->shown));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (row->remove));
  g_object_set_data_full (G_OBJECT (box), "row", row, (GDestroyNotify) row_free);
  gtk_list_item_set_child (item, box);
}

static void
bind_row_cb (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             TgGamesPopover           *self)
{
  Row *row = g_object_get_data (G_OBJECT (gtk_list_item_get_child (item)), "row");
  TgGame *game = gtk_list_item_get_item (item);
  GListModel *games = tg_document_get_games (self->document);
  g_autofree char *number = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *remove = NULL;
  guint index = 0;

  g_list_store_find (G_LIST_STORE (games), game, &index);
  number = g_strdup_printf ("%u", index + 1);
  title = players (game);
  subtitle = details (game);
  gtk_label_set_text (row->number, number);
  gtk_label_set_text (row->title, title);
  gtk_label_set_text (row->subtitle, subtitle);
  gtk_widget_set_visible (GTK_WIDGET (row->shown), index == tg_document_get_game_index (self->document));
  /* The target first: the action takes one. */
  gtk_actionable_set_action_target (GTK_ACTIONABLE (row->remove), "u", index);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row->remove), "win.remove-game");
  /* Translators: the remove button of a row in the Games list */
  remove = g_strdup_printf (_("Remove Game %u"), index + 1);
  gtk_widget_set_tooltip_text (GTK_WIDGET (row->remove), remove);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->remove), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  remove, -1);
  gtk_widget_set_visible (GTK_WIDGET (row->remove), g_list_model_get_n_items (games) > 1);
}

/* The list -------------------------------------------------------------- */

static gboolean
matches (gpointer item,
         gpointer user_data)
{
  TgGamesPopover *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *text = NULL;
  g_autofree char *folded = NULL;
  g_autofree char *wanted = NULL;

  if (search[0] == '\0')
    return TRUE;
  text = tg_games_popover_describe (item);
  folded = g_utf8_casefold (text, -1);
  wanted = g_utf8_casefold (search, -1);
  return strstr (folded, wanted) != NULL;
}

static void
update_empty (TgGamesPopover *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label),
                          self->filtered != NULL
                          && g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0);
}

static void
search_changed_cb (TgGamesPopover *self)
{
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_empty (self);
}

static void
row_activated_cb (TgGamesPopover *self,
                  guint           position)
{
  g_autoptr(TgGame) game = g_list_model_get_item (G_LIST_MODEL (self->filtered), position);
  guint index;

  if (game != NULL
      && g_list_store_find (G_LIST_STORE (tg_document_get_games (self->document)), game, &index))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.show-game", "u", index);
  gtk_popover_popdown (GTK_POPOVER (self));
}

/* Each opening shows the games as they are now: names and results may
 * have changed since. */
static void
rebuild (TgGamesPopover *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  if (self->document == NULL)
    return;
  self->filtered = gtk_filter_list_model_new (g_object_ref (tg_document_get_games (self->document)),
                                              GTK_FILTER (g_object_ref (self->filter)));
  selection = gtk_no_selection_new (G_LIST_MODEL (self->filtered));
  gtk_list_view_set_model (self->list_view, GTK_SELECTION_MODEL (selection));
  gtk_widget_set_visible (GTK_WIDGET (self->search_entry),
                          tg_document_get_n_games (self->document) > FILTER_FROM);
  update_empty (self);
}

static void
tg_games_popover_show (GtkWidget *widget)
{
  TgGamesPopover *self = TG_GAMES_POPOVER (widget);

  rebuild (self);
  GTK_WIDGET_CLASS (tg_games_popover_parent_class)->show (widget);
}

void
tg_games_popover_set_document (TgGamesPopover *self,
                               TgDocument     *document)
{
  g_return_if_fail (TG_IS_GAMES_POPOVER (self));
  g_return_if_fail (document == NULL || TG_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

static void
tg_games_popover_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TgGamesPopover *self = TG_GAMES_POPOVER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_games_popover_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TgGamesPopover *self = TG_GAMES_POPOVER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      tg_games_popover_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_games_popover_dispose (GObject *object)
{
  TgGamesPopover *self = TG_GAMES_POPOVER (object);

  if (self->list_view != NULL)
    gtk_list_view_set_model (self->list_view, NULL);
  g_clear_object (&self->document);
  g_clear_object (&self->filter);
  self->filtered = NULL;
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_GAMES_POPOVER);

  G_OBJECT_CLASS (tg_games_popover_parent_class)->dispose (object);
}

static void
tg_games_popover_class_init (TgGamesPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_games_popover_dispose;
  object_class->get_property = tg_games_popover_get_property;
  object_class->set_property = tg_games_popover_set_property;
  widget_class->show = tg_games_popover_show;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, TG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-games-popover.ui");
  gtk_widget_class_bind_template_child (widget_class, TgGamesPopover, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGamesPopover, list_view);
  gtk_widget_class_bind_template_child (widget_class, TgGamesPopover, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
tg_games_popover_init (TgGamesPopover *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->filter = gtk_custom_filter_new (matches, self, NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row_cb), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row_cb), self);
  gtk_list_view_set_factory (self->list_view, factory);
  g_object_unref (factory);
}
