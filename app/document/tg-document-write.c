/* tg-document-write.c: turning a TgDocument's games into text, a slice
 * at a time, and saving it to its file.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-document-private.h"

#include <string.h>

#include "tg-atomic-file.h"
#include "tg-sgf.h"

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
    g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_SAVING]);
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
  _tg_document_set_file (self, data->file);
  _tg_document_update_modified (self);
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
    g_object_notify_by_pspec (G_OBJECT (self), _tg_document_properties[PROP_SAVING]);
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
