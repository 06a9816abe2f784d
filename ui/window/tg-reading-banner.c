/* tg-reading-banner.c: what the reader says about a record it opened —
 * the repairs it made and each move that breaks the rules, listed so
 * that a click goes to the move.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tg-reading-banner.h"
#include "tg-rule-breaks.h"
#include "tg-sgf.h"

/* The repairs listed in full; more are counted. */
#define MAX_WARNINGS 20

struct _TgReadingBanner
{
  GtkWidget     parent_instance;

  GtkRevealer  *banner_revealer;
  GtkLabel     *banner_label;

  TgDocument   *document;
  GSignalGroup *document_signals;
};

G_DEFINE_FINAL_TYPE (TgReadingBanner, tg_reading_banner, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

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
row_activated_cb (GtkListBox      *list,
                  GtkListBoxRow   *row,
                  TgReadingBanner *self)
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
rule_breaks_list (TgReadingBanner *self)
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

static void
details_clicked_cb (TgReadingBanner *self)
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
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Reading the Game Record"),
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

static void
dismiss_clicked_cb (TgReadingBanner *self)
{
  gtk_revealer_set_reveal_child (self->banner_revealer, FALSE);
}

/* What the reader repaired and what breaks the rules, shown again each
 * time the reader has more to say (a paste read with slips). */
static void
update (TgReadingBanner *self)
{
  g_autoptr(GString) banner = g_string_new (NULL);
  GPtrArray *warnings = tg_document_get_warnings (self->document);
  guint n_pasted = tg_document_get_n_added_warnings (self->document);
  guint n_read = warnings->len - n_pasted;
  guint n_flagged = tg_document_get_n_flagged (self->document);

  if (n_read > 0)
    g_string_append_printf (banner,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The file was repaired while reading (%u problem).",
                                         "The file was repaired while reading (%u problems).",
                                         n_read),
                            n_read);
  if (n_pasted > 0)
    {
      if (banner->len > 0)
        g_string_append_c (banner, ' ');
      g_string_append_printf (banner,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "The pasted text was repaired (%u problem).",
                                           "The pasted text was repaired (%u problems).",
                                           n_pasted),
                              n_pasted);
    }
  if (n_flagged > 0)
    {
      if (banner->len > 0)
        g_string_append_c (banner, ' ');
      g_string_append_printf (banner,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%u move breaks the rules; it is kept as recorded.",
                                           "%u moves break the rules; they are kept as recorded.",
                                           n_flagged),
                              n_flagged);
    }
  gtk_label_set_text (self->banner_label, banner->str);
  gtk_revealer_set_reveal_child (self->banner_revealer, banner->len > 0);
}

void
tg_reading_banner_set_document (TgReadingBanner *self,
                                TgDocument      *document)
{
  g_return_if_fail (TG_IS_READING_BANNER (self));
  g_return_if_fail (document == NULL || TG_IS_DOCUMENT (document));

  if (!g_set_object (&self->document, document))
    return;
  g_signal_group_set_target (self->document_signals, document);
  if (document != NULL)
    update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

static void
tg_reading_banner_dispose (GObject *object)
{
  TgReadingBanner *self = TG_READING_BANNER (object);

  g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_READING_BANNER);

  G_OBJECT_CLASS (tg_reading_banner_parent_class)->dispose (object);
}

static void
tg_reading_banner_finalize (GObject *object)
{
  TgReadingBanner *self = TG_READING_BANNER (object);

  g_clear_object (&self->document_signals);

  G_OBJECT_CLASS (tg_reading_banner_parent_class)->finalize (object);
}

static void
tg_reading_banner_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TgReadingBanner *self = TG_READING_BANNER (object);

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
tg_reading_banner_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TgReadingBanner *self = TG_READING_BANNER (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      tg_reading_banner_set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_reading_banner_class_init (TgReadingBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_reading_banner_dispose;
  object_class->finalize = tg_reading_banner_finalize;
  object_class->get_property = tg_reading_banner_get_property;
  object_class->set_property = tg_reading_banner_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, TG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-reading-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TgReadingBanner, banner_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgReadingBanner, banner_label);
  gtk_widget_class_bind_template_callback (widget_class, details_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, dismiss_clicked_cb);
}

static void
tg_reading_banner_init (TgReadingBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->document_signals = g_signal_group_new (TG_TYPE_DOCUMENT);
  g_signal_group_connect_object (self->document_signals, "warnings-added", G_CALLBACK (update),
                                 self, G_CONNECT_SWAPPED);
}
