/* tg-document.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-document.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-atomic-file.h"
#include "tg-sgf.h"

/* How long the main loop is held at a time while games become text. */
#define SLICE_US 4000

/* One game tree of the file: a game, or a root Tengen cannot show, kept
 * to be written back where it was. */
typedef struct
{
  TgGame *game;
  TgNode *root;
  /* The tree as text, kept while its game is at that version, so a save
   * or a draft writes only what changed. */
  GBytes *text;
  guint64 text_version;
} Entry;

struct _TgDocument
{
  GObject     parent_instance;

  GPtrArray  *entries;         /* Entry *, in the file's order */
  GListStore *games;           /* the entries' games, in that order */
  guint       game_index;
  GFile      *file;
  char       *title;
  GPtrArray  *warnings;
  guint       n_flagged;
  char       *players[2];
  GVariant   *clock_state;

  /* Adding or removing a game changes the file as much as an edit. */
  guint       collection_version;
  guint       saved_collection_version;
  gboolean    forced_modified;
  gboolean    modified;        /* as last notified */
  gint64      slice_us;
  guint       saving;
  GCancellable *title_query;
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_SAVING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
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

static void
update_modified (TgDocument *self)
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
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
  g_signal_connect_object (game, "notify::modified", G_CALLBACK (update_modified), self,
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
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
static void
set_file (TgDocument *self,
          GFile      *file)
{
  if (self->file != NULL && file != NULL && g_file_equal (self->file, file))
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
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

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SAVING] =
    g_param_spec_boolean ("saving", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After any change of any of its games (a step, a navigation): what
   * drafts follow. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
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
  update_modified (self);
  return self;
}

/* Loading --------------------------------------------------------------- */

/* Moves the rules flagged while replaying (move_status != OK), counted
 * without recursion: records can be thousands of nodes deep. */
static guint
count_flagged_moves (TgNode *root)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint n = 0;

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      if (node->move_color != TG_EMPTY && node->move_status != TG_MOVE_OK)
        n++;
      for (guint i = 0; i < tg_node_get_n_children (node); i++)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return n;
}

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
        TgGame *game = tg_game_new_from_root (root, NULL);

        self->n_flagged += count_flagged_moves (tg_game_get_root (game));
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
  update_modified (self);
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

void
tg_document_query_title (TgDocument *self)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));

  query_display_name (self);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  update_modified (self);
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
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  update_modified (self);
  g_signal_emit (self, signals[CHANGED], 0);
  return g_steal_pointer (&game);
}

GPtrArray *
tg_document_get_warnings (TgDocument *self)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  return self->warnings;
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

  set_file (self, file);
}

void
tg_document_set_modified (TgDocument *self,
                          gboolean    modified)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));

  self->forced_modified = modified != FALSE;
  update_modified (self);
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

/* Turning the games into text ---------------------------------------------
 *
 * A 20 MB collection takes about 300 ms to write out, far more than a
 * frame: the text is made on the main loop a slice at a time, each game's
 * tree as it stands when its turn comes (a game edited in the middle of
 * its own turn starts again), and kept per game until the game changes. */

#define NODES_PER_CHECK 64
/* A game edited that often while it is being written is written at once. */
#define MAX_RESTARTS 3

typedef struct
{
  TgGame      *game;          /* NULL: a tree Tengen cannot show */
  TgNode      *root;
  GBytes      *text;
  guint64      version;
  TgSgfWriter *writer;
  guint        restarts;
} Piece;

typedef struct
{
  TgDocument *document;
  GPtrArray  *pieces;         /* Piece * */
  guint       next;
  guint       collection_version;
  guint       source;
} Job;

static void
piece_free (Piece *piece)
{
  g_clear_object (&piece->game);
  g_clear_pointer (&piece->text, g_bytes_unref);
  tg_sgf_writer_free (piece->writer);
  g_free (piece);
}

static void
job_free (Job *job)
{
  g_clear_handle_id (&job->source, g_source_remove);
  g_object_unref (job->document);
  g_ptr_array_unref (job->pieces);
  g_free (job);
}

static Entry *
entry_of (TgDocument *self,
          Piece      *piece)
{
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);

      if (piece->game != NULL ? entry->game == piece->game : entry->root == piece->root)
        return entry;
    }
  return NULL;
}

static guint64
piece_version (Piece *piece)
{
  return piece->game != NULL ? tg_game_get_version (piece->game) : 0;
}

/* The text of @piece from the cache, if it is current. */
static gboolean
take_cached (TgDocument *self,
             Piece      *piece)
{
  Entry *entry = entry_of (self, piece);

  if (entry == NULL || entry->text == NULL || entry->text_version != piece_version (piece))
    return FALSE;
  piece->text = g_bytes_ref (entry->text);
  piece->version = entry->text_version;
  return TRUE;
}

static void
piece_done (TgDocument *self,
            Piece      *piece)
{
  Entry *entry = entry_of (self, piece);

  piece->text = tg_sgf_writer_free_to_bytes (g_steal_pointer (&piece->writer));
  if (entry != NULL)
    {
      g_clear_pointer (&entry->text, g_bytes_unref);
      entry->text = g_bytes_ref (piece->text);
      entry->text_version = piece->version;
    }
}

/* Writes until the slice's time is up; TRUE once every piece is text. */
static gboolean
job_run (Job    *job,
         gint64  deadline)
{
  TgDocument *self = job->document;

  while (job->next < job->pieces->len)
    {
      Piece *piece = g_ptr_array_index (job->pieces, job->next);
      TgNode *root = piece->game != NULL ? tg_game_get_root (piece->game) : piece->root;

      if (piece->writer == NULL && take_cached (self, piece))
        {
          job->next++;
          continue;
        }
      if (piece->writer != NULL && piece->version != piece_version (piece))
        {
          g_clear_pointer (&piece->writer, tg_sgf_writer_free);
          piece->restarts++;
        }
      if (piece->writer == NULL)
        {
          piece->writer = piece->game != NULL ? tg_sgf_writer_new (root)
                                              : tg_sgf_writer_new_as_read (root);
          piece->version = piece_version (piece);
        }
      if (piece->restarts >= MAX_RESTARTS)
        tg_sgf_writer_step (piece->writer, G_MAXUINT);
      while (!tg_sgf_writer_step (piece->writer, NODES_PER_CHECK))
        if (self->slice_us > 0 && g_get_monotonic_time () >= deadline)
          return FALSE;
      piece_done (self, piece);
      job->next++;
      if (g_get_monotonic_time () >= deadline)
        return job->next == job->pieces->len;
    }
  return TRUE;
}

static void
job_return (GTask *task)
{
  Job *job = g_task_get_task_data (task);
  GPtrArray *texts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  for (guint i = 0; i < job->pieces->len; i++)
    g_ptr_array_add (texts, g_bytes_ref (((Piece *) job->pieces->pdata[i])->text));
  g_task_return_pointer (task, texts, (GDestroyNotify) g_ptr_array_unref);
}

static gboolean
job_slice_cb (gpointer user_data)
{
  GTask *task = user_data;
  Job *job = g_task_get_task_data (task);

  if (g_task_return_error_if_cancelled (task))
    {
      job->source = 0;
      return G_SOURCE_REMOVE;
    }
  if (!job_run (job, g_get_monotonic_time () + job->document->slice_us))
    return G_SOURCE_CONTINUE;
  job->source = 0;
  job_return (task);
  return G_SOURCE_REMOVE;
}

void
tg_document_serialize_async (TgDocument         *self,
                             GCancellable       *cancellable,
                             GAsyncReadyCallback callback,
                             gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (TG_IS_DOCUMENT (self));

  job = g_new0 (Job, 1);
  job->document = g_object_ref (self);
  job->pieces = g_ptr_array_new_with_free_func ((GDestroyNotify) piece_free);
  job->collection_version = self->collection_version;
  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      Piece *piece = g_new0 (Piece, 1);

      piece->game = entry->game != NULL ? g_object_ref (entry->game) : NULL;
      piece->root = entry->root;
      g_ptr_array_add (job->pieces, piece);
    }
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_document_serialize_async);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);

  /* The first slice now: a record of a usual size is text before this
   * returns, as it stands when it was asked for. */
  if (job_run (job, g_get_monotonic_time () + self->slice_us))
    {
      job_return (task);
      return;
    }
  job->source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, job_slice_cb, g_object_ref (task),
                                 g_object_unref);
}

void
tg_document_set_slice_time (TgDocument *self,
                            gint64      slice_us)
{
  g_return_if_fail (TG_IS_DOCUMENT (self));

  self->slice_us = MAX (slice_us, 0);
}

GPtrArray *
tg_document_serialize_finish (TgDocument    *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

GBytes *
tg_document_join_texts (GPtrArray *texts)
{
  gsize length = 0;
  guint8 *data, *at;

  g_return_val_if_fail (texts != NULL, NULL);

  for (guint i = 0; i < texts->len; i++)
    length += g_bytes_get_size (texts->pdata[i]);
  at = data = g_malloc (length + 1);
  for (guint i = 0; i < texts->len; i++)
    {
      gsize size;
      const void *piece = g_bytes_get_data (texts->pdata[i], &size);

      if (size > 0)
        memcpy (at, piece, size);
      at += size;
    }
  /* A NUL past the end, so the text can be read as a string in place. */
  *at = '\0';
  return g_bytes_new_take (data, length);
}

GBytes *
tg_document_serialize (TgDocument *self)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  g_return_val_if_fail (TG_IS_DOCUMENT (self), NULL);

  for (guint i = 0; i < self->entries->len; i++)
    {
      Entry *entry = g_ptr_array_index (self->entries, i);
      Piece piece = { entry->game, entry->root, NULL, 0, NULL, 0 };

      if (!take_cached (self, &piece))
        {
          piece.version = piece_version (&piece);
          piece.writer = entry->game != NULL ? tg_sgf_writer_new (tg_game_get_root (entry->game))
                                             : tg_sgf_writer_new_as_read (entry->root);
          tg_sgf_writer_step (piece.writer, G_MAXUINT);
          piece_done (self, &piece);
        }
      g_ptr_array_add (texts, piece.text);
    }
  return tg_document_join_texts (texts);
}

/* Saving ---------------------------------------------------------------- */

/* What was written: each game's version when it was turned into text. */
typedef struct
{
  GFile     *file;
  GPtrArray *texts;      /* GBytes *, joined and written in a worker */
  GPtrArray *games;
  GArray    *versions;   /* guint64 */
  guint      collection_version;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_object_unref (data->file);
  g_clear_pointer (&data->texts, g_ptr_array_unref);
  g_ptr_array_unref (data->games);
  g_array_unref (data->versions);
  g_free (data);
}

static void
end_saving (TgDocument *self)
{
  if (--self->saving == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
}

static void
save_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  SaveData *data = task_data;
  g_autoptr(GBytes) bytes = tg_document_join_texts (data->texts);
  GError *error = NULL;

  if (tg_atomic_file_replace (data->file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                              cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
written_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  TgDocument *self = TG_DOCUMENT (source);
  GTask *outer = user_data;
  SaveData *data = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  end_saving (self);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      g_task_return_error (outer, error);
      g_object_unref (outer);
      return;
    }
  for (guint i = 0; i < data->games->len; i++)
    tg_game_mark_saved (data->games->pdata[i], g_array_index (data->versions, guint64, i));
  self->saved_collection_version = data->collection_version;
  self->forced_modified = FALSE;
  set_file (self, data->file);
  update_modified (self);
  g_task_return_boolean (outer, TRUE);
  g_object_unref (outer);
}

static void
serialized_for_save_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  TgDocument *self = TG_DOCUMENT (source);
  GTask *outer = user_data;
  SaveData *data = g_task_get_task_data (outer);
  Job *job = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;
  GTask *writer;

  data->texts = tg_document_serialize_finish (self, result, &error);
  if (data->texts == NULL)
    {
      end_saving (self);
      g_task_return_error (outer, error);
      g_object_unref (outer);
      return;
    }
  data->collection_version = job->collection_version;
  for (guint i = 0; i < job->pieces->len; i++)
    {
      Piece *piece = job->pieces->pdata[i];

      if (piece->game == NULL)
        continue;
      g_ptr_array_add (data->games, g_object_ref (piece->game));
      g_array_append_val (data->versions, piece->version);
    }
  /* The outer task keeps the data; the writer borrows it. */
  writer = g_task_new (self, g_task_get_cancellable (outer), written_cb, outer);
  g_task_set_task_data (writer, data, NULL);
  g_task_run_in_thread (writer, save_thread);
  g_object_unref (writer);
}

void
tg_document_save_async (TgDocument         *self,
                        GFile              *file,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  GTask *task;
  SaveData *data;

  g_return_if_fail (TG_IS_DOCUMENT (self));
  g_return_if_fail (file != NULL || self->file != NULL);

  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file != NULL ? file : self->file);
  data->games = g_ptr_array_new_with_free_func (g_object_unref);
  data->versions = g_array_new (FALSE, FALSE, sizeof (guint64));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_document_save_async);
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);
  if (self->saving++ == 0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SAVING]);
  tg_document_serialize_async (self, cancellable, serialized_for_save_cb, task);
}

gboolean
tg_document_save_finish (TgDocument    *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
