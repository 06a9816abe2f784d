/* tg-document.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-document-private.h"

#include <glib/gi18n.h>

#include "tg-rule-breaks.h"
#include "tg-sgf.h"

/* How long the main loop is held at a time while games become text. */
#define SLICE_US 4000

GParamSpec *_tg_document_properties[N_PROPS];

enum
{
  CHANGED,
  WARNINGS_ADDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (TgDocument, tg_document, G_TYPE_OBJECT)

static void
entry_free (Entry *entry)
{
  g_clear_object (&entry->game);
  tg_node_free (entry->root);
  g_clear_pointer (&entry->text, g_bytes_unref);
  g_free (entry);
}

void
_tg_document_update_modified (TgDocument *self)
{
  gboolean modified = self->forced_modified
                      || self->collection_version != self->saved_collection_version;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->games));

  for (guint i = 0; i < n && !modified; i++)
    {
      g_autoptr(TgGame) game = g_list_model_get_item (G_LIST_MODEL (self->games), i);

      modified = tg_game_get_modified (game);
    }
  if (modified == self->modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_MODIFIED]);
}

static void
game_changed_cb (TgDocument *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
watch_game (TgDocument *self,
            TgGame     *game)
{
  g_signal_connect_object (game, "notify::modified", G_CALLBACK (_tg_document_update_modified), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (game, "changed", G_CALLBACK (game_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
add_entry (TgDocument *self,
           TgGame     *game,
           TgNode     *root)
{
  Entry *entry = g_new0 (Entry, 1);

  entry->game = game;
  entry->root = root;
  g_ptr_array_add (self->entries, entry);
  if (game != NULL)
    {
      g_list_store_append (self->games, game);
      watch_game (self, game);
    }
}

static void
set_title_from_file (TgDocument *self)
{
  g_free (self->title);
  self->title = self->file != NULL ? g_file_get_basename (self->file)
                                   : g_strdup (_("Untitled Game"));
  g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_TITLE]);
}

static void
display_name_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(TgDocument) self = user_data;
  g_autoptr(GFileInfo) info = g_file_query_info_finish (G_FILE (source), result, NULL);

  if (info == NULL || !g_file_equal (G_FILE (source), self->file))
    return;
  g_free (self->title);
  self->title = g_strdup (g_file_info_get_display_name (info));
  g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_TITLE]);
}

/* The query may block on a slow mount, so it never runs on the
 * caller's thread. */
static void
query_display_name (TgDocument *self)
{
  g_cancellable_cancel (self->title_query);
  g_clear_object (&self->title_query);
  if (self->file == NULL)
    return;
  self->title_query = g_cancellable_new ();
  g_file_query_info_async (self->file, G_FILE_ATTRIBUTE_STANDARD_DISPLAY_NAME,
                           G_FILE_QUERY_INFO_NONE, G_PRIORITY_DEFAULT, self->title_query,
                           display_name_cb, g_object_ref (self));
}

/* The basename at once, the display name when GIO has it. */
void
_tg_document_set_file (TgDocument *self,
          GFile      *file)
{
  if (self->file != NULL && file != NULL && g_file_equal (self->file, file))
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_FILE]);
  set_title_from_file (self);
  query_display_name (self);
}

static void
tg_document_finalize (GObject *object)
{
  TgDocument *self = TG_DOCUMENT (object);

  g_cancellable_cancel (self->title_query);
  g_clear_object (&self->title_query);
  g_ptr_array_unref (self->entries);
  g_object_unref (self->games);
  g_clear_object (&self->file);
  g_free (self->title);
  g_ptr_array_unref (self->warnings);
  g_free (self->players[0]);
  g_free (self->players[1]);
  g_clear_pointer (&self->clock_state, g_variant_unref);

  G_OBJECT_CLASS (tg_document_parent_class)->finalize (object);
}

static void
tg_document_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TgDocument *self = TG_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, tg_document_get_game (self));
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case PROP_SAVING:
      g_value_set_boolean (value, self->saving > 0);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_document_class_init (TgDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tg_document_finalize;
  object_class->get_property = tg_document_get_property;

  _tg_document_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_document_properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_document_properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_document_properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_document_properties[PROP_SAVING] =
    g_param_spec_boolean ("saving", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, _tg_document_properties);

  /* After any change of any of its games (a step, a navigation): what
   * drafts follow. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /* After tg_document_add_warnings (): the warnings have grown. */
  signals[WARNINGS_ADDED] =
    g_signal_new ("warnings-added", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
tg_document_init (TgDocument *self)
{
  self->entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  self->games = g_list_store_new (TG_TYPE_GAME);
  self->warnings = g_ptr_array_new_with_free_func (g_free);
  self->title = g_strdup (_("Untitled Game"));
  self->slice_us = SLICE_US;
}

TgDocument *
tg_document_new (TgGame *game)
{
  TgDocument *self;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_DOCUMENT, NULL);
  add_entry (self, g_object_ref (game), NULL);
  _tg_document_update_modified (self);
  return self;
}

/* Loading --------------------------------------------------------------- */

static gboolean
add_roots (TgDocument  *self,
           GPtrArray   *roots,
           GError     **error)
{
  g_autoptr(GError) first_error = NULL;

  for (guint i = 0; i < roots->len; i++)
    {
      TgNode *root = roots->pdata[i];
      g_autoptr(GError) local = NULL;

      roots->pdata[i] = NULL;
      /* The reader has said why it keeps such a game. */
      if (!tg_game_check_root (root, &local))
        {
          if (first_error == NULL)
            first_error = g_steal_pointer (&local);
          add_entry (self, NULL, root);
          continue;
        }
      {
        /* The first game is shown when the load is done, so its replay
         * is made here, off the main thread; the others make theirs when
         * shown, as most games of a large collection never are. */
        TgGame *game = tg_document_get_n_games (self) == 0
                       ? tg_game_new_from_root (root, NULL)
                       : tg_game_new_from_root_lazily (root, NULL);
        g_autoptr(GPtrArray) breaks = tg_rule_breaks_find (tg_game_get_root (game));

        self->n_flagged += breaks->len;
        add_entry (self, game, NULL);
      }
    }
  g_ptr_array_set_size (roots, 0);
  if (tg_document_get_n_games (self) == 0)
    {
      g_propagate_error (error, g_steal_pointer (&first_error));
      return FALSE;
    }
  return TRUE;
}

TgDocument *
tg_document_new_from_roots (GPtrArray  *roots,
                            GFile      *file,
                            GError    **error)
{
  g_autoptr(TgDocument) self = g_object_new (TG_TYPE_DOCUMENT, NULL);

  g_return_val_if_fail (roots != NULL, NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  if (!add_roots (self, roots, error))
    return NULL;
  /* No display-name query yet: this may be a worker thread. */
  g_set_object (&self->file, file);
  set_title_from_file (self);
  _tg_document_update_modified (self);
  return g_steal_pointer (&self);
}

TgDocument *
tg_document_load (GFile         *file,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) roots = NULL;
  TgDocument *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  roots = tg_sgf_load_file (file, warnings, cancellable, error);
  if (roots == NULL)
    return NULL;
  self = tg_document_new_from_roots (roots, file, error);
  /* The reader's repairs first, then what the games could not take. */
  if (self != NULL)
    {
      g_ptr_array_extend_and_steal (warnings, g_steal_pointer (&self->warnings));
      self->warnings = g_steal_pointer (&warnings);
    }
  return self;
}

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  GError *error = NULL;
  TgDocument *document = tg_document_load (task_data, cancellable, &error);

  if (document == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, document, g_object_unref);
}

void
tg_document_load_async (GFile              *file,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_document_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_thread);
}

TgDocument *
tg_document_load_finish (GAsyncResult  *result,
                         GError       **error)
{
  TgDocument *self;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  self = g_task_propagate_pointer (G_TASK (result), error);
  /* Made in the worker thread: the display-name query starts here, in
   * the caller's context. */
  if (self != NULL)
    query_display_name (self);
  return self;
}

/* The collection -------------------------------------------------------- */

GFile *
tg_document_get_file (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  return self->file;
}

const char *
tg_document_get_title (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  return self->title;
}

GListModel *
tg_document_get_games (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  return G_LIST_MODEL (self->games);
}

guint
tg_document_get_n_games (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), 0);

  return g_list_model_get_n_items (G_LIST_MODEL (self->games));
}

TgGame *
tg_document_get_game (TgDocument *self)
{
  TgGame *game;

  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  /* The store keeps a reference for as long as the game is in it. */
  game = g_list_model_get_item (G_LIST_MODEL (self->games), self->game_index);
  g_object_unref (game);
  return game;
}

guint
tg_document_get_game_index (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), 0);

  return self->game_index;
}

void
tg_document_set_game_index (TgDocument *self,
                            guint       index)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));
  g_return_if_fail (index < tg_document_get_n_games (self));

  if (index == self->game_index)
    return;
  self->game_index = index;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_GAME]);
}

/* Where the @position-th game's entry is, or the end. */
static guint
entry_of_game (TgDocument *self,
               guint       position)
{
  guint seen = 0;

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (entry->game != NULL && seen++ == position)
        return i;
    }
  return self->entries->len;
}

void
tg_document_insert_game (TgDocument *self,
                         guint       position,
                         TgGame     *game)
{
  Entry *entry;

  g_return_if_fail (TG_IS_DOCUMENT (self));
  g_return_if_fail (TG_IS_GAME (game));

  position = MIN (position, tg_document_get_n_games (self));
  entry = g_new0 (Entry, 1);
  entry->game = g_object_ref (game);
  g_ptr_array_insert (self->entries, (int) entry_of_game (self, position), entry);
  g_list_store_insert (self->games, position, game);
  watch_game (self, game);
  self->collection_version++;
  self->game_index = position;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_GAME]);
  _tg_document_update_modified (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

TgGame *
tg_document_remove_game (TgDocument *self,
                         guint       position)
{
  g_autoptr(TgGame) game = NULL;
  gboolean shown;

  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (position < tg_document_get_n_games (self), NULL);
  g_return_val_if_fail (tg_document_get_n_games (self) > 1, NULL);

  game = g_list_model_get_item (G_LIST_MODEL (self->games), position);
  g_signal_handlers_disconnect_by_data (game, self);
  g_ptr_array_remove_index (self->entries, entry_of_game (self, position));
  shown = position == self->game_index;
  if (position < self->game_index || self->game_index == tg_document_get_n_games (self) - 1)
    self->game_index--;
  g_list_store_remove (self->games, position);
  self->collection_version++;
  if (shown)
    g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_GAME]);
  _tg_document_update_modified (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return g_steal_pointer (&game);
}

GPtrArray *
tg_document_get_warnings (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  return self->warnings;
}

void
tg_document_add_warnings (TgDocument *self,
                          GPtrArray  *warnings)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));
  g_return_if_fail (warnings != NULL);

  if (warnings->len == 0)
    return;
  for (guint i = 0; i < warnings->len; i++)
    g_ptr_array_add (self->warnings, g_strdup (g_ptr_array_index (warnings, i)));
  self->n_added_warnings += warnings->len;
  g_signal_emit (self, signals[WARNINGS_ADDED], 0);
}

guint
tg_document_get_n_added_warnings (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), 0);

  return self->n_added_warnings;
}

guint
tg_document_get_n_flagged (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), 0);

  return self->n_flagged;
}

gboolean
tg_document_get_modified (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), FALSE);

  return self->modified;
}

void
tg_document_set_file (TgDocument *self,
                      GFile      *file)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  _tg_document_set_file (self, file);
}

void
tg_document_set_modified (TgDocument *self,
                          gboolean    modified)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));

  self->forced_modified = modified != FALSE;
  _tg_document_update_modified (self);
}

gboolean
tg_document_get_saving (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), FALSE);

  return self->saving > 0;
}

const char *
tg_document_get_player (TgDocument *self,
                        TgColor     color)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, NULL);

  return self->players[color - 1];
}

void
tg_document_set_player (TgDocument *self,
                        TgColor     color,
                        const char *profile_id)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  g_free (self->players[color - 1]);
  self->players[color - 1] = g_strdup (profile_id);
}

GVariant *
tg_document_get_clock_state (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  return self->clock_state;
}

void
tg_document_set_clock_state (TgDocument *self,
                             GVariant   *state)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));

  if (state != NULL)
    g_variant_ref_sink (state);
  g_clear_pointer (&self->clock_state, g_variant_unref);
  self->clock_state = state;
}
