/* tg-library-window.c: the library window.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-window.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "tg-library-board.h"
#include "tg-library-explorer.h"
#include "tg-library-game-item.h"
#include "tg-library.h"

/* Rows the list holds at once; the count says how many match. */
#define PAGE_ROWS 1000

enum
{
  COLUMN_BOARD,
  COLUMN_BLACK,
  COLUMN_WHITE,
  COLUMN_DATE,
  COLUMN_EVENT,
  COLUMN_RESULT,
  COLUMN_KOMI,
  COLUMN_HANDICAP,
  COLUMN_SIZE,
  COLUMN_MOVES,
  COLUMN_FILE,
  COLUMN_DUPLICATE,
  N_COLUMNS
};

struct _TgLibraryWindow
{
  AdwWindow          parent_instance;

  GtkSearchEntry    *search_entry;
  GtkMenuButton     *folders_button;
  GtkLabel          *no_folders_label;
  GtkWidget         *folders_scroller;
  GtkListBox        *folders_list;
  GtkDropDown       *result_dropdown;
  GtkDropDown       *sort_dropdown;
  GtkToggleButton   *descending_button;
  GtkEntry          *after_entry;
  GtkEntry          *before_entry;
  GtkDropDown       *handicap_dropdown;
  GtkDropDown       *size_dropdown;
  GtkRevealer       *progress_revealer;
  GtkProgressBar    *progress_bar;
  GtkLabel          *message_label;
  GtkColumnView     *games_view;
  GtkLabel          *count_label;
  GtkButton         *more_button;
  GtkMenuButton     *columns_button;
  GtkMenuButton     *warnings_button;
  GtkLabel          *warnings_label;
  TgLibraryBoard    *board;
  GtkLabel          *summary_label;

  TgLibrary         *library;
  GSettings         *settings;
  GListStore        *games;
  GCancellable      *query_cancellable;
  /* How many games the list's query finds; whether the list or its next
   * page is being asked for: Show More waits for the answer, or a page
   * would follow a list about to be replaced. */
  gint64             total;
  gboolean           asking;
  GCancellable      *search_cancellable;
  TgLibraryExplorer *explorer;
  /* The games of the last position search, in order, and the move of
   * each one's first hit; NULL: no position asked for. */
  GArray            *found_ids;
  GHashTable        *found_moves;
  GCancellable      *warnings_cancellable;
  /* The order the list is in: orders[order], reversed or not. */
  guint              order;
  gboolean           descending;
  GtkColumnViewColumn *columns[N_COLUMNS];
  /* columns.ID: whether each column is shown. */
  GSimpleActionGroup *column_actions;
  /* The column whose header the column view put first (see
   * probe_header). */
  guint              probed;
};

G_DEFINE_FINAL_TYPE (TgLibraryWindow, tg_library_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_OPEN_GAME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];


/* The orders of sort_dropdown, each with the column whose header
 * chooses it and what its two directions mean.  The database sorts every
 * game that matches, so the first page is the first of them all. */
static const struct
{
  TgLibrarySort sort;
  gboolean      descending;   /* at first */
  guint         column;
  const char   *ascending_name;
  const char   *descending_name;
} orders[] = {
  { TG_LIBRARY_SORT_DATE, TRUE, COLUMN_DATE, N_("Oldest first"), N_("Newest first") },
  { TG_LIBRARY_SORT_BLACK, FALSE, COLUMN_BLACK, N_("A to Z"), N_("Z to A") },
  { TG_LIBRARY_SORT_WHITE, FALSE, COLUMN_WHITE, N_("A to Z"), N_("Z to A") },
  { TG_LIBRARY_SORT_EVENT, FALSE, COLUMN_EVENT, N_("A to Z"), N_("Z to A") },
  { TG_LIBRARY_SORT_RESULT, FALSE, COLUMN_RESULT, N_("A to Z"), N_("Z to A") },
  { TG_LIBRARY_SORT_MOVES, TRUE, COLUMN_MOVES, N_("Shortest first"), N_("Longest first") },
  { TG_LIBRARY_SORT_FILE, FALSE, COLUMN_FILE, N_("A to Z"), N_("Z to A") },
};

static char *
column_text (const TgLibraryGame *g, guint column)
{
  switch (column)
    {
    case COLUMN_BLACK:
      return g->black_rank ? g_strdup_printf ("%s %s", g->black ?: "", g->black_rank) : g_strdup (g->black);
    case COLUMN_WHITE:
      return g->white_rank ? g_strdup_printf ("%s %s", g->white ?: "", g->white_rank) : g_strdup (g->white);
    case COLUMN_DATE: return g_strdup (g->date);
    case COLUMN_EVENT: return g_strdup (g->event);
    case COLUMN_RESULT: return g_strdup (g->result);
    case COLUMN_KOMI: return g_strdup_printf ("%g", g->komi);
    case COLUMN_HANDICAP: return g->handicap ? g_strdup_printf ("%u", g->handicap) : g_strdup ("");
    case COLUMN_SIZE: return g_strdup_printf ("%u", g->size);
    case COLUMN_MOVES: return g_strdup_printf ("%u", g->moves);
    case COLUMN_FILE: return g_path_get_basename (g->path);
    case COLUMN_DUPLICATE: return g_strdup (g->duplicate ? _("Duplicate") : "");
    default: return NULL;
    }
}

/* The final position, a few pixels a point. */
static void
draw_thumbnail (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  TgLibraryGameItem *item = g_object_get_data (G_OBJECT (area), "item");
  const TgLibraryGame *g = item ? tg_library_game_item_get_game (item) : NULL;
  const guint8 *colors;
  double step;

  if (!g || !g->final)
    return;
  colors = g_bytes_get_data (g->final, NULL);
  step = (double) MIN (width, height) / g->size;
  cairo_set_source_rgb (cr, 0.86, 0.70, 0.42);
  cairo_rectangle (cr, 0, 0, step * g->size, step * g->size);
  cairo_fill (cr);
  for (guint i = 0; i < g->size * g->size; i++)
    if (colors[i] != TG_EMPTY)
      {
        cairo_set_source_rgb (cr, colors[i] == TG_BLACK ? 0 : 1, colors[i] == TG_BLACK ? 0 : 1,
                              colors[i] == TG_BLACK ? 0 : 1);
        cairo_rectangle (cr, (i % g->size) * step, (i / g->size) * step, step, step);
        cairo_fill (cr);
      }
}

static void
setup_cell (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  guint column = GPOINTER_TO_UINT (data);

  if (column == COLUMN_BOARD)
    {
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 38);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 38);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_thumbnail, NULL, NULL);
      gtk_list_item_set_child (list_item, area);
    }
  else
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      /* Names, events and files may be long: cut short, but never below
       * a name's usual length; a date, a result or a number cut short
       * says nothing. */
      if (column == COLUMN_BLACK || column == COLUMN_WHITE || column == COLUMN_EVENT
          || column == COLUMN_FILE)
        {
          gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
          gtk_label_set_width_chars (GTK_LABEL (label), column == COLUMN_EVENT || column == COLUMN_FILE ? 10 : 12);
        }
      gtk_list_item_set_child (list_item, label);
    }
}

static void
bind_cell (GtkSignalListItemFactory *factory, GtkListItem *list_item, gpointer data)
{
  guint column = GPOINTER_TO_UINT (data);
  TgLibraryGameItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *child = gtk_list_item_get_child (list_item);

  if (column == COLUMN_BOARD)
    {
      g_object_set_data_full (G_OBJECT (child), "item", g_object_ref (item), g_object_unref);
      gtk_widget_queue_draw (child);
    }
  else
    {
      g_autofree char *text = column_text (tg_library_game_item_get_game (item), column);

      gtk_label_set_text (GTK_LABEL (child), text ? text : "");
    }
}

/* A header's sorter sorts nothing (the database does): GTK 4.8 cannot
 * say which header the column view sorts by, so header_sorted_cb asks
 * its sorter to compare the window with its list (any two objects), and
 * the first header's sorter says its column here. */
static int
probe_header (gconstpointer a, gconstpointer b, gpointer column)
{
  if (TG_IS_LIBRARY_WINDOW ((gpointer) a))
    TG_LIBRARY_WINDOW ((gpointer) a)->probed = GPOINTER_TO_UINT (column);
  return GTK_ORDERING_SMALLER;
}

/* Each column as the settings name it and as the menu of columns
 * shown says it. */
static const struct
{
  const char *id;
  const char *menu;
} column_names[N_COLUMNS] = {
  [COLUMN_BOARD] = { "board", N_("Final Position") },
  [COLUMN_BLACK] = { "black", N_("Black") },
  [COLUMN_WHITE] = { "white", N_("White") },
  [COLUMN_DATE] = { "date", N_("Date") },
  [COLUMN_EVENT] = { "event", N_("Event") },
  [COLUMN_RESULT] = { "result", N_("Result") },
  [COLUMN_KOMI] = { "komi", N_("Komi") },
  [COLUMN_HANDICAP] = { "handicap", N_("Handicap") },
  [COLUMN_SIZE] = { "size", N_("Board Size") },
  [COLUMN_MOVES] = { "moves", N_("Moves") },
  [COLUMN_FILE] = { "file", N_("File") },
  [COLUMN_DUPLICATE] = { "duplicate", N_("Duplicates") },
};

/* The columns the settings name are shown, and checked in the menu. */
static void
columns_changed (TgLibraryWindow *self)
{
  g_auto(GStrv) shown = g_settings_get_strv (self->settings, "library-columns");

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      gboolean visible = g_strv_contains ((const char * const *) shown, column_names[c].id);
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self->column_actions), column_names[c].id);

      gtk_column_view_column_set_visible (self->columns[c], visible);
      g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (visible));
    }
}

/* A column checked or unchecked in the menu: into the settings, which
 * show it. */
static void
column_toggled (GSimpleAction *action, GVariant *state, gpointer user_data)
{
  TgLibraryWindow *self = user_data;
  g_auto(GStrv) shown = g_settings_get_strv (self->settings, "library-columns");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) updated = NULL;
  const char *id = g_action_get_name (G_ACTION (action));

  /* In the list's order, whatever the order of the clicks. */
  for (guint c = 0; c < N_COLUMNS; c++)
    if (g_str_equal (column_names[c].id, id) ? g_variant_get_boolean (state)
                                             : g_strv_contains ((const char * const *) shown, column_names[c].id))
      g_strv_builder_add (builder, column_names[c].id);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "library-columns", (const char * const *) updated);
}

static void
add_columns (TgLibraryWindow *self)
{
  const char *titles[N_COLUMNS] = {
    [COLUMN_BOARD] = "", [COLUMN_BLACK] = _("Black"), [COLUMN_WHITE] = _("White"),
    [COLUMN_DATE] = _("Date"), [COLUMN_EVENT] = _("Event"), [COLUMN_RESULT] = _("Result"),
    [COLUMN_KOMI] = _("Komi"), [COLUMN_HANDICAP] = _("Handicap"), [COLUMN_SIZE] = _("Size"),
    [COLUMN_MOVES] = _("Moves"), [COLUMN_FILE] = _("File"), [COLUMN_DUPLICATE] = "",
  };
  g_autoptr(GMenu) menu = g_menu_new ();
  GtkSingleSelection *selection;

  self->column_actions = g_simple_action_group_new ();
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      GSimpleAction *action = g_simple_action_new_stateful (column_names[c].id, NULL,
                                                            g_variant_new_boolean (TRUE));
      g_autofree char *detailed = g_strconcat ("columns.", column_names[c].id, NULL);

      g_signal_connect (action, "change-state", G_CALLBACK (column_toggled), self);
      g_action_map_add_action (G_ACTION_MAP (self->column_actions), G_ACTION (action));
      g_object_unref (action);
      g_menu_append (menu, _(column_names[c].menu), detailed);
    }
  gtk_widget_insert_action_group (GTK_WIDGET (self), "columns", G_ACTION_GROUP (self->column_actions));
  gtk_menu_button_set_menu_model (self->columns_button, G_MENU_MODEL (menu));

  for (guint c = 0; c < N_COLUMNS; c++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      GtkColumnViewColumn *column;

      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), GUINT_TO_POINTER (c));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), GUINT_TO_POINTER (c));
      column = gtk_column_view_column_new (titles[c], factory);
      gtk_column_view_column_set_resizable (column, c != COLUMN_BOARD);
      /* Names and events take the room left; the rest is as wide as
       * what it shows. */
      gtk_column_view_column_set_expand (column, c == COLUMN_BLACK || c == COLUMN_WHITE
                                                 || c == COLUMN_EVENT || c == COLUMN_FILE);
      /* A right click on a header chooses the columns too. */
      gtk_column_view_column_set_header_menu (column, G_MENU_MODEL (menu));
      for (guint o = 0; o < G_N_ELEMENTS (orders); o++)
        if (orders[o].column == c)
          {
            GtkSorter *sorter = GTK_SORTER (gtk_custom_sorter_new (probe_header, GUINT_TO_POINTER (c), NULL));

            gtk_column_view_column_set_sorter (column, sorter);
            g_object_unref (sorter);
          }
      gtk_column_view_append_column (self->games_view, column);
      self->columns[c] = column;
      g_object_unref (column);
    }
  /* The headers choose the order, the database sorts: a sort model
   * would order only the page held. */
  selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->games)));
  gtk_column_view_set_model (self->games_view, GTK_SELECTION_MODEL (selection));
  g_object_unref (selection);
  g_signal_connect_object (self->settings, "changed::library-columns", G_CALLBACK (columns_changed),
                           self, G_CONNECT_SWAPPED);
  columns_changed (self);
}

/* ---- the list ---- */

/* The workers hold the window weakly: a window closed goes at once, and
 * its dispose cancels what they do, rather than living on (and reading
 * the file) until the last of them answers. */
static gpointer
weak_self (TgLibraryWindow *self)
{
  GWeakRef *ref = g_new (GWeakRef, 1);

  g_weak_ref_init (ref, self);
  return ref;
}

/* The window a worker answers, or NULL when it has gone. */
static TgLibraryWindow *
take_self (gpointer data)
{
  GWeakRef *ref = data;
  TgLibraryWindow *self = g_weak_ref_get (ref);

  g_weak_ref_clear (ref);
  g_free (ref);
  return self;
}

/* The count under the list, and Show More while games are left: after
 * the first page and after each next one alike. */
static void
show_count (TgLibraryWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  g_autofree char *text = NULL;

  self->asking = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->more_button), (gint64) n < self->total);
  gtk_widget_set_sensitive (GTK_WIDGET (self->more_button), TRUE);
  text = (gint64) n < self->total
         ? g_strdup_printf (_("%u of %lld games"), n, (long long) self->total)
         : g_strdup_printf (ngettext ("%lld game", "%lld games", self->total), (long long) self->total);
  /* A library nobody has filled yet says how to fill it. */
  if (self->total == 0)
    {
      g_auto(GStrv) roots = g_settings_get_strv (self->settings, "library-folders");

      if (roots[0] == NULL)
        {
          g_free (text);
          text = g_strdup (_("No games yet: Folders ▸ Add Folder… reads every game in a folder of SGF files"));
        }
    }
  gtk_label_set_text (self->count_label, text);
}

static void
query_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(TgLibraryWindow) self = take_self (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 total = 0;

  if (!self)
    return;
  games = tg_library_query_finish (TG_LIBRARY (source), result, &total, &error);
  if (!games)
    {
      /* Cancelled: the list was asked for again, whose answer is awaited. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_label_set_text (self->count_label, error->message);
          self->asking = FALSE;
        }
      return;
    }
  for (guint i = 0; i < games->len; i++)
    g_ptr_array_add (items, tg_library_game_item_new (g_steal_pointer (&games->pdata[i])));
  g_list_store_splice (self->games, 0, g_list_model_get_n_items (G_LIST_MODEL (self->games)),
                       items->pdata, items->len);
  self->total = total;
  show_count (self);
}

static const guint sizes[] = { 0, 19, 13, 9 };

/* A date filter as the database compares them: YYYY, YYYY-MM or
 * YYYY-MM-DD; an entry holding anything else is marked and left out. */
static const char *
date_filter (GtkEntry *entry,
             gboolean *bad)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  gboolean ok = !*text || g_regex_match_simple ("^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$", text, 0, 0);

  /* The form alone let 2018-13-45 through, applied as if it were a date:
   * the month and the day must be in the calendar too. */
  if (ok && *text)
    {
      gsize length = strlen (text);
      int month = length >= 7 ? atoi (text + 5) : 1;
      int day = length == 10 ? atoi (text + 8) : 1;

      ok = g_date_valid_dmy (day, month, MAX (atoi (text), 1));
    }

  if (ok)
    gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
  *bad |= !ok;
  return ok ? text : NULL;
}

/* The list's query as the filters and the order say; FALSE when a date
 * is written wrong. */
static gboolean
list_query (TgLibraryWindow *self,
            TgLibraryQuery  *query)
{
  guint result = gtk_drop_down_get_selected (self->result_dropdown);
  guint handicap;
  gboolean bad_date = FALSE;

  *query = (TgLibraryQuery) { .handicap = -1, .limit = PAGE_ROWS };

  query->text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  query->winner = result == 1 ? TG_BLACK : result == 2 ? TG_WHITE : TG_EMPTY;
  query->sort = orders[self->order].sort;
  query->descending = self->descending;
  query->after = date_filter (self->after_entry, &bad_date);
  query->before = date_filter (self->before_entry, &bad_date);
  handicap = gtk_drop_down_get_selected (self->handicap_dropdown);
  /* Any, none, then 2 to 9 stones. */
  query->handicap = handicap == 0 || handicap == GTK_INVALID_LIST_POSITION ? -1 : handicap == 1 ? 0 : (int) handicap;
  query->size = sizes[MIN (gtk_drop_down_get_selected (self->size_dropdown), G_N_ELEMENTS (sizes) - 1)];
  if (self->found_ids)
    {
      /* Every game found: the order chosen sorts them all, then the
       * page is cut. */
      query->ids = (const gint64 *) self->found_ids->data;
      query->n_ids = self->found_ids->len;
    }
  return !bad_date;
}

static void
refresh_games (TgLibraryWindow *self)
{
  TgLibraryQuery query;

  if (!list_query (self, &query))
    {
      g_cancellable_cancel (self->query_cancellable);
      self->asking = FALSE;
      gtk_label_set_text (self->count_label, _("Write dates as YYYY, YYYY-MM or YYYY-MM-DD"));
      return;
    }
  g_cancellable_cancel (self->query_cancellable);
  g_clear_object (&self->query_cancellable);
  self->query_cancellable = g_cancellable_new ();
  self->asking = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->more_button), FALSE);
  tg_library_query_async (self->library, &query, self->query_cancellable, query_done, weak_self (self));
}

static void
page_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(TgLibraryWindow) self = take_self (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  guint n;

  if (!self)
    return;
  games = tg_library_query_finish (TG_LIBRARY (source), result, NULL, &error);
  if (!games)
    {
      /* Cancelled: the list was asked for again, whose answer is awaited. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          gtk_label_set_text (self->count_label, error->message);
          self->asking = FALSE;
          gtk_widget_set_sensitive (GTK_WIDGET (self->more_button), TRUE);
        }
      return;
    }
  for (guint i = 0; i < games->len; i++)
    g_ptr_array_add (items, tg_library_game_item_new (g_steal_pointer (&games->pdata[i])));
  n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  g_list_store_splice (self->games, n, 0, items->pdata, items->len);
  n += items->len;
  /* None more (games gone meanwhile): the list ends here. */
  if (items->len == 0)
    self->total = n;
  show_count (self);
}

/* Show More: the next page, found after the list's last game (keyset
 * paging, as fast at page 500 as at the first). */
static void
more_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));
  g_autoptr(TgLibraryGameItem) last = NULL;
  TgLibraryQuery query;

  if (self->asking || n == 0 || (gint64) n >= self->total || !list_query (self, &query))
    return;
  last = g_list_model_get_item (G_LIST_MODEL (self->games), n - 1);
  query.after_id = tg_library_game_item_get_game (last)->id;
  self->asking = TRUE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->more_button), FALSE);
  tg_library_query_async (self->library, &query, self->query_cancellable, page_done, weak_self (self));
}

static void
search_changed_cb (TgLibraryWindow *self)
{
  refresh_games (self);
}

/* The order shown where it is chosen: the menu, the direction button
 * and the header's sort indicator. */
static void
show_order (TgLibraryWindow *self)
{
  gtk_drop_down_set_selected (self->sort_dropdown, self->order);
  gtk_toggle_button_set_active (self->descending_button, self->descending);
  gtk_button_set_icon_name (GTK_BUTTON (self->descending_button),
                            self->descending ? "view-sort-descending-symbolic"
                                             : "view-sort-ascending-symbolic");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->descending_button),
                               _(self->descending ? orders[self->order].descending_name
                                                  : orders[self->order].ascending_name));
  /* GTK 4.8 leaves the arrow on the header sorted by before unless the
   * order is cleared first. */
  gtk_column_view_sort_by_column (self->games_view, NULL, GTK_SORT_ASCENDING);
  gtk_column_view_sort_by_column (self->games_view, self->columns[orders[self->order].column],
                                  self->descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
}

static void
set_order (TgLibraryWindow *self, guint order, gboolean descending)
{
  /* Each place that shows the order says so when it is set. */
  if (order == self->order && descending == self->descending)
    return;
  self->order = order;
  self->descending = descending;
  show_order (self);
  refresh_games (self);
}

/* A key from the menu, in its usual direction. */
static void
order_chosen_cb (TgLibraryWindow *self)
{
  guint order = gtk_drop_down_get_selected (self->sort_dropdown);

  if (order < G_N_ELEMENTS (orders) && order != self->order)
    set_order (self, order, orders[order].descending);
}

static void
direction_toggled_cb (TgLibraryWindow *self)
{
  set_order (self, self->order, gtk_toggle_button_get_active (self->descending_button));
}

/* A header clicked: its column, ascending, or the other way when it
 * was already first. */
static void
header_sorted_cb (TgLibraryWindow *self)
{
  GtkSorter *sorter = gtk_column_view_get_sorter (self->games_view);
  GtkOrdering ordering;

  /* The headers go after the list, when the window is disposed. */
  if (self->games == NULL)
    return;
  self->probed = N_COLUMNS;
  ordering = gtk_sorter_compare (sorter, self, self->games);
  for (guint o = 0; o < G_N_ELEMENTS (orders); o++)
    if (ordering != GTK_ORDERING_EQUAL && orders[o].column == self->probed)
      {
        set_order (self, o, ordering == GTK_ORDERING_LARGER);
        return;
      }
}

static void
game_activated_cb (TgLibraryWindow *self, guint position)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (self->games_view));
  g_autoptr(TgLibraryGameItem) item = g_list_model_get_item (model, position);
  const TgLibraryGame *g = tg_library_game_item_get_game (item);
  gint64 id = g->id;
  guint move = self->found_moves
               ? GPOINTER_TO_UINT (g_hash_table_lookup (self->found_moves, &id)) : 0;

  g_signal_emit (self, signals[SIGNAL_OPEN_GAME], 0, g->path, g->number, move);
}

/* ---- position search ---- */

/* The counts and the games Black won after each lettered continuation. */
static void
show_summary (TgLibraryWindow *self, const TgLibrarySummary *summary)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GArray) cells = tg_library_board_get_ranked (self->board);
  guint decided = summary->black_wins + summary->white_wins;
  g_autofree char *hits = NULL;
  g_autofree char *games = NULL;

  if (summary->n_hits == 0)
    {
      gtk_label_set_text (self->summary_label, _("The position appears in no game."));
      return;
    }
  hits = g_strdup_printf (ngettext ("%u hit", "%u hits", summary->n_hits), summary->n_hits);
  games = g_strdup_printf (ngettext ("%u game", "%u games", summary->n_games), summary->n_games);
  /* TRANSLATORS: "12 hits in 10 games; Black won 55% of those decided." */
  g_string_append_printf (text, _("%s in %s; Black won %u%% of those decided."), hits, games,
                          decided ? 100 * summary->black_wins / decided : 0);
  for (guint i = 0; i < cells->len && i < 12; i++)
    {
      const TgLibraryContinuation *c = &summary->continuations[g_array_index (cells, guint, i)];

      g_string_append_printf (text, "\n%c  ", 'A' + i);
      if (c->black)
        g_string_append_printf (text, _("Black %u, Black won %u%%"), c->black,
                                100 * c->black_wins_after_black / c->black);
      if (c->black && c->white)
        g_string_append (text, " · ");
      if (c->white)
        g_string_append_printf (text, _("White %u, Black won %u%%"), c->white,
                                100 * c->black_wins_after_white / c->white);
    }
  gtk_label_set_text (self->summary_label, text->str);
}

static void
found_cb (TgLibrary *library, const TgLibraryHit *hits, guint n_hits, gpointer user_data)
{
  TgLibraryWindow *self = user_data;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n_hits; i++)
    {
      gint64 *id;

      if (g_hash_table_contains (self->found_moves, &hits[i].game))
        continue;
      id = g_new (gint64, 1);
      *id = hits[i].game;
      g_hash_table_insert (self->found_moves, id, GUINT_TO_POINTER (hits[i].move));
      g_array_append_val (self->found_ids, hits[i].game);
    }
  text = g_strdup_printf (ngettext ("Searching… %u game so far", "Searching… %u games so far",
                                    self->found_ids->len),
                          self->found_ids->len);
  gtk_label_set_text (self->summary_label, text);
}

static void
search_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(TgLibraryWindow) self = take_self (user_data);
  g_autoptr(GError) error = NULL;
  TgLibrarySummary summary;

  if (!self)
    return;
  if (!tg_library_search_finish (TG_LIBRARY (source), result, &summary, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        gtk_label_set_text (self->summary_label, error->message);
      return;
    }
  tg_library_explorer_set_summary (self->explorer, &summary);
  tg_library_board_set_summary (self->board, &summary);
  show_summary (self, &summary);
  tg_library_summary_clear (&summary);
  refresh_games (self);
}

static void
search (TgLibraryWindow *self)
{
  guint size = tg_library_board_get_size (self->board);
  const guint8 *colors = tg_library_board_get_colors (self->board);
  g_autoptr(TgLibraryPattern) pattern = NULL;
  g_autofree char *cells = NULL;
  guint x, y, w, h;

  tg_library_board_get_region (self->board, &x, &y, &w, &h);
  cells = g_malloc (w * h);
  for (guint j = 0; j < h; j++)
    for (guint i = 0; i < w; i++)
      cells[i + j * w] = ".XO"[colors[x + i + (y + j) * size]];
  pattern = tg_library_pattern_new_region (size, x, y, w, h, cells, NULL);
  if (!pattern)
    return;
  /* A new pattern: the old search says nothing more. */
  g_cancellable_cancel (self->search_cancellable);
  g_clear_object (&self->search_cancellable);
  self->search_cancellable = g_cancellable_new ();
  if (!self->found_ids)
    self->found_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_set_size (self->found_ids, 0);
  g_hash_table_remove_all (self->found_moves);
  tg_library_board_set_summary (self->board, NULL);
  gtk_label_set_text (self->summary_label, _("Searching…"));
  tg_library_search_async (self->library, pattern, self->search_cancellable, found_cb, self,
                           search_done, weak_self (self));
}

static void
restart_explorer (TgLibraryWindow *self)
{
  guint x, y, w, h;

  tg_library_board_get_region (self->board, &x, &y, &w, &h);
  g_clear_pointer (&self->explorer, tg_library_explorer_free);
  self->explorer = tg_library_explorer_new (tg_library_board_get_size (self->board),
                                            tg_library_board_get_colors (self->board), x, y, w, h);
}

static void
board_changed_cb (TgLibraryWindow *self)
{
  restart_explorer (self);
  search (self);
}

static void
continuation_activated_cb (TgLibraryWindow *self, guint x, guint y)
{
  TgColor color = tg_library_board_get_continuation (self->board, x, y);

  tg_library_explorer_play (self->explorer, x, y, color);
  tg_library_board_set_colors (self->board, tg_library_board_get_size (self->board),
                               tg_library_explorer_get_colors (self->explorer));
  search (self);
}

void
tg_library_window_find_position (TgLibraryWindow *self,
                                 guint            size,
                                 const guint8    *colors,
                                 guint            x,
                                 guint            y,
                                 guint            width,
                                 guint            height)
{
  tg_library_board_set_colors (self->board, size, colors);
  tg_library_board_set_region (self->board, x, y, width, height);
  restart_explorer (self);
  search (self);
}

/* ---- actions ---- */

static void
back_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);

  if (!tg_library_explorer_back (self->explorer))
    return;
  tg_library_board_set_colors (self->board, tg_library_board_get_size (self->board),
                               tg_library_explorer_get_colors (self->explorer));
  search (self);
}

static void
clear_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);
  guint8 empty[TG_MAX_SIZE * TG_MAX_SIZE] = { 0 };
  guint size = tg_library_board_get_size (self->board);

  g_cancellable_cancel (self->search_cancellable);
  tg_library_board_set_colors (self->board, size, empty);
  tg_library_board_set_region (self->board, 0, 0, size, size);
  restart_explorer (self);
  /* No position asked for: every game again. */
  g_clear_pointer (&self->found_ids, g_array_unref);
  g_hash_table_remove_all (self->found_moves);
  refresh_games (self);
}

static void
save_tree_response (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  TgLibraryWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *sgf = tg_library_explorer_to_sgf (self->explorer);
      g_autoptr(GError) error = NULL;

      /* Replaced whole or not at all. */
      if (!g_file_replace_contents (file, sgf, strlen (sgf), NULL, TRUE, G_FILE_CREATE_NONE,
                                    NULL, NULL, &error))
        gtk_label_set_text (self->summary_label, error->message);
    }
  g_object_unref (dialog);
}

static void
save_tree_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Save the Explored Tree"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));

  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("library-tree.sgf"));
  g_signal_connect (chooser, "response", G_CALLBACK (save_tree_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- the folders read ---- */

/* The folders and files read, as the settings hold them: the list shows
 * them and the library reads them, whoever changed them. */
static void
roots_changed (TgLibraryWindow *self)
{
  g_auto(GStrv) roots = g_settings_get_strv (self->settings, "library-folders");
  GtkWidget *row;

  /* GTK 4.8 has no gtk_list_box_remove_all. */
  while ((row = gtk_widget_get_first_child (GTK_WIDGET (self->folders_list))))
    gtk_list_box_remove (self->folders_list, row);
  for (guint i = 0; roots[i]; i++)
    {
      g_autofree char *name = g_filename_display_basename (roots[i]);
      g_autofree char *display = g_filename_display_name (roots[i]);
      g_autofree char *remove = g_strdup_printf (_("Remove %s"), name);
      GtkWidget *button = gtk_button_new_from_icon_name ("list-remove-symbolic");

      row = adw_action_row_new ();
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), display);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name (g_file_test (roots[i], G_FILE_TEST_IS_DIR)
                                                               ? "folder-symbolic"
                                                               : "text-x-generic-symbolic"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, _("Stop reading it, and take its games out of the library"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, remove, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "library.remove-folder");
      gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_string (roots[i]));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      gtk_list_box_append (self->folders_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->no_folders_label), roots[0] == NULL);
  gtk_widget_set_visible (self->folders_scroller, roots[0] != NULL);
  tg_library_set_roots (self->library, (const char * const *) roots);
}

static void
add_root (TgLibraryWindow *self, GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_auto(GStrv) roots = g_settings_get_strv (self->settings, "library-folders");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) updated = NULL;

  if (!path || g_strv_contains ((const char * const *) roots, path))
    return;
  g_strv_builder_addv (builder, (const char **) roots);
  g_strv_builder_add (builder, path);
  updated = g_strv_builder_end (builder);
  g_settings_set_strv (self->settings, "library-folders", (const char * const *) updated);
}

static void
add_root_response (GtkNativeDialog *dialog, int response, gpointer user_data)
{
  TgLibraryWindow *self = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      add_root (self, file);
    }
  g_object_unref (dialog);
}

static void
add_folder_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Add a Folder of Games"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Add"), _("_Cancel"));

  gtk_popover_popdown (gtk_menu_button_get_popover (self->folders_button));
  g_signal_connect (chooser, "response", G_CALLBACK (add_root_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
add_file_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);
  GtkFileChooserNative *chooser =
    gtk_file_chooser_native_new (_("Add a File of Games"), GTK_WINDOW (self),
                                 GTK_FILE_CHOOSER_ACTION_OPEN, _("_Add"), _("_Cancel"));
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("SGF files"));
  gtk_file_filter_add_suffix (filter, "sgf");
  gtk_file_filter_add_suffix (filter, "SGF");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_popover_popdown (gtk_menu_button_get_popover (self->folders_button));
  g_signal_connect (chooser, "response", G_CALLBACK (add_root_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
remove_response (AdwMessageDialog *dialog, const char *response, gpointer user_data)
{
  TgLibraryWindow *self = user_data;
  const char *path = g_object_get_data (G_OBJECT (dialog), "path");
  g_auto(GStrv) roots = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  g_auto(GStrv) updated = NULL;

  if (g_strcmp0 (response, "remove") != 0)
    return;
  roots = g_settings_get_strv (self->settings, "library-folders");
  builder = g_strv_builder_new ();
  for (guint i = 0; roots[i]; i++)
    if (!g_str_equal (roots[i], path))
      g_strv_builder_add (builder, roots[i]);
  updated = g_strv_builder_end (builder);
  /* The library forgets its games as it reads the roots left. */
  g_settings_set_strv (self->settings, "library-folders", (const char * const *) updated);
}

/* Games leave the library, to be read again only by adding the folder
 * again: that is asked first. */
static void
remove_folder_action (GtkWidget *widget, const char *name, GVariant *param)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);
  const char *path = g_variant_get_string (param, NULL);
  g_autofree char *display = g_filename_display_basename (path);
  GtkWidget *dialog;

  gtk_popover_popdown (gtk_menu_button_get_popover (self->folders_button));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), NULL, NULL);
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Remove “%s”?"), display);
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("Its games leave the library, and it is no longer followed. "
                                 "The files themselves stay as they are."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "remove", _("_Remove"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "remove",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "path", g_strdup (path), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
cancel_action (GtkWidget *widget, const char *name, GVariant *param)
{
  tg_library_cancel_update (TG_LIBRARY_WINDOW (widget)->library);
}

/* ---- what the library says ---- */

static void
updating_changed (TgLibraryWindow *self)
{
  gtk_revealer_set_reveal_child (self->progress_revealer, tg_library_get_updating (self->library));
  gtk_progress_bar_set_fraction (self->progress_bar, tg_library_get_progress (self->library));
}

/* A position searched while the folders were being read found only the
 * games read by then: once reading ends, it is searched again. */
static void
update_finished (TgLibraryWindow *self)
{
  if (!tg_library_get_updating (self->library) && self->found_ids != NULL)
    search (self);
}

static void
message_changed (TgLibraryWindow *self)
{
  const char *message = tg_library_get_message (self->library);

  gtk_label_set_text (self->message_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
}

static int
compare_paths (const void *a, const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static void
warnings_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(TgLibraryWindow) self = take_self (user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) warnings = tg_library_warnings_finish (TG_LIBRARY (source), result, &error);
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree gpointer *paths = NULL;
  guint n = 0;

  if (!self)
    return;
  if (!warnings)
    {
      /* The library's message says what went wrong with the database. */
      return;
    }
  paths = g_hash_table_get_keys_as_array (warnings, &n);
  qsort (paths, n, sizeof *paths, compare_paths);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *display = g_filename_display_name (paths[i]);

      g_string_append_printf (text, "%s%s: %s", text->len ? "\n\n" : "", display,
                              (const char *) g_hash_table_lookup (warnings, paths[i]));
    }
  gtk_label_set_text (self->warnings_label, text->str);
  gtk_widget_set_visible (GTK_WIDGET (self->warnings_button), n > 0);
}

static void
copy_warnings_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), gtk_label_get_text (self->warnings_label));
}

/* The files read with trouble, as the database has them: those of
 * folders removed go, those of files read before this start stay. */
static void
library_changed (TgLibraryWindow *self)
{
  refresh_games (self);
  g_cancellable_cancel (self->warnings_cancellable);
  g_clear_object (&self->warnings_cancellable);
  self->warnings_cancellable = g_cancellable_new ();
  tg_library_warnings_async (self->library, self->warnings_cancellable, warnings_done, weak_self (self));
}

static void
tg_library_window_dispose (GObject *object)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (object);

  g_cancellable_cancel (self->query_cancellable);
  g_cancellable_cancel (self->search_cancellable);
  g_clear_object (&self->query_cancellable);
  g_clear_object (&self->search_cancellable);
  g_cancellable_cancel (self->warnings_cancellable);
  g_clear_object (&self->warnings_cancellable);
  if (self->library)
    {
      /* The reading goes with the window, not on in the background. */
      tg_library_cancel_update (self->library);
      g_signal_handlers_disconnect_by_data (self->library, self);
    }
  g_clear_object (&self->library);
  g_clear_object (&self->settings);
  g_clear_object (&self->games);
  g_clear_object (&self->column_actions);
  G_OBJECT_CLASS (tg_library_window_parent_class)->dispose (object);
}

static void
tg_library_window_finalize (GObject *object)
{
  TgLibraryWindow *self = TG_LIBRARY_WINDOW (object);

  g_clear_pointer (&self->explorer, tg_library_explorer_free);
  g_clear_pointer (&self->found_ids, g_array_unref);
  g_clear_pointer (&self->found_moves, g_hash_table_unref);
  G_OBJECT_CLASS (tg_library_window_parent_class)->finalize (object);
}

static void
tg_library_window_class_init (TgLibraryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_library_window_dispose;
  object_class->finalize = tg_library_window_finalize;
  signals[SIGNAL_OPEN_GAME] = g_signal_new ("open-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                            0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                            G_TYPE_STRING, G_TYPE_UINT, G_TYPE_UINT);
  g_type_ensure (TG_TYPE_LIBRARY_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-library-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, search_entry);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, folders_list);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, folders_scroller);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, no_folders_label);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, folders_button);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, result_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, sort_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, descending_button);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, after_entry);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, before_entry);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, handicap_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, more_button);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, games_view);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, count_label);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, columns_button);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, warnings_button);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, warnings_label);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, board);
  gtk_widget_class_bind_template_child (widget_class, TgLibraryWindow, summary_label);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, order_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, direction_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, board_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, continuation_activated_cb);
  gtk_widget_class_install_action (widget_class, "library.add-folder", NULL, add_folder_action);
  gtk_widget_class_install_action (widget_class, "library.add-file", NULL, add_file_action);
  gtk_widget_class_install_action (widget_class, "library.remove-folder", "s", remove_folder_action);
  gtk_widget_class_install_action (widget_class, "library.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "library.more", NULL, more_action);
  gtk_widget_class_install_action (widget_class, "library.copy-warnings", NULL, copy_warnings_action);
  gtk_widget_class_install_action (widget_class, "library.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "library.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "library.save-tree", NULL, save_tree_action);
}

static void
tg_library_window_init (TgLibraryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->games = g_list_store_new (TG_TYPE_LIBRARY_GAME_ITEM);
  self->found_moves = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->settings = g_settings_new (APP_ID);
  self->library = tg_library_new (NULL);
  add_columns (self);
  self->descending = orders[0].descending;
  show_order (self);
  g_signal_connect_object (gtk_column_view_get_sorter (self->games_view), "changed",
                           G_CALLBACK (header_sorted_cb), self, G_CONNECT_SWAPPED);
  restart_explorer (self);
  g_signal_connect_swapped (self->library, "notify::updating", G_CALLBACK (updating_changed), self);
  g_signal_connect_swapped (self->library, "notify::progress", G_CALLBACK (updating_changed), self);
  g_signal_connect_swapped (self->library, "notify::updating", G_CALLBACK (update_finished), self);
  g_signal_connect_swapped (self->library, "notify::message", G_CALLBACK (message_changed), self);
  g_signal_connect_swapped (self->library, "changed", G_CALLBACK (library_changed), self);
  g_signal_connect_object (self->settings, "changed::library-folders", G_CALLBACK (roots_changed),
                           self, G_CONNECT_SWAPPED);
  /* A rescan on every start: what changed while Tengen was closed. */
  roots_changed (self);
  library_changed (self);
}

static void
forget_window (GtkApplication *application)
{
  g_object_set_data (G_OBJECT (application), "tg-library-window", NULL);
}

TgLibraryWindow *
tg_library_window_get_default (GtkApplication *application)
{
  TgLibraryWindow *self = g_object_get_data (G_OBJECT (application), "tg-library-window");

  if (!self)
    {
      self = g_object_new (TG_TYPE_LIBRARY_WINDOW, "application", application,
                           "hide-on-close", TRUE, NULL);
      g_object_set_data (G_OBJECT (application), "tg-library-window", self);
      g_signal_connect_swapped (self, "destroy", G_CALLBACK (forget_window), application);
    }
  return self;
}
