/* tg-library-indexer.c: folders of SGF files into the database.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-indexer.h"

#include <dirent.h>
#include <errno.h>
#include <glib/gi18n.h>
#include <string.h>
#include <sys/stat.h>

#include "tg-sgf.h"

/* A transaction is committed after this long or this many files, so a
 * crash loses little and readers see progress. */
#define COMMIT_MICROSECONDS (250 * 1000)
#define COMMIT_FILES 2000
/* Files read ahead of the batch the writer is writing, at most. */
#define MAX_QUEUED 64

typedef struct
{
  char           *path;
  TgLibraryStamp  stamp;
  char           *warning;     /* found while listing: no need to read it */
} Found;

static void
found_clear (gpointer data)
{
  Found *found = data;

  g_free (found->path);
  g_free (found->warning);
}

/* Whether @path names a file the library reads (.sgf, any case). */
static gboolean
is_sgf_name (const char *path)
{
  gsize len = strlen (path);

  return len > 4 && g_ascii_strcasecmp (path + len - 4, ".sgf") == 0;
}

static gint64
mtime_of (const struct stat *st)
{
  return (gint64) st->st_mtim.tv_sec * G_USEC_PER_SEC + st->st_mtim.tv_nsec / 1000;
}

static void
add_found (GArray            *found,
           const char        *path,
           const struct stat *st,
           const char        *warning)
{
  Found f = { g_strdup (path), { st ? st->st_size : 0, st ? mtime_of (st) : 0 }, g_strdup (warning) };

  g_array_append_val (found, f);
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* Every SGF file under @root, iteratively; links are followed, and a link
 * back to a folder already listed is noted instead of listed again. */
static void
list_files (const char   *root,
            GArray       *found,
            GCancellable *cancellable)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) stack = g_ptr_array_new_with_free_func (g_free);
  struct stat st;

  if (stat (root, &st) != 0)
    return;
  if (!S_ISDIR (st.st_mode))
    {
      add_found (found, root, &st, NULL);
      return;
    }
  g_hash_table_add (seen, g_strdup_printf ("%lu:%lu", (gulong) st.st_dev, (gulong) st.st_ino));
  g_ptr_array_add (stack, g_strdup (root));
  while (stack->len > 0 && !g_cancellable_is_cancelled (cancellable))
    {
      g_autofree char *folder = g_ptr_array_steal_index (stack, stack->len - 1);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      DIR *dir = opendir (folder);
      struct dirent *entry;

      if (!dir)
        {
          int saved = errno;
          g_autofree char *warning = g_strdup_printf (_("This folder could not be read: %s"),
                                                      g_strerror (saved));

          add_found (found, folder, NULL, warning);
          continue;
        }
      while ((entry = readdir (dir)))
        if (entry->d_name[0] != '.')
          g_ptr_array_add (names, g_strdup (entry->d_name));
      closedir (dir);
      /* In name order, so a library is read the same way each time. */
      g_ptr_array_sort (names, compare_names);
      for (guint i = names->len; i > 0; i--)
        {
          g_autofree char *path = g_build_filename (folder, g_ptr_array_index (names, i - 1), NULL);

          if (stat (path, &st) != 0)
            {
              int saved = errno;
              struct stat link;

              /* A link to nowhere, or in a loop of links. */
              if (lstat (path, &link) == 0 && S_ISLNK (link.st_mode) && is_sgf_name (path))
                {
                  g_autofree char *warning = g_strdup_printf (_("This file could not be read: %s"),
                                                              g_strerror (saved));

                  add_found (found, path, &link, warning);
                }
              continue;
            }
          if (S_ISDIR (st.st_mode))
            {
              char *key = g_strdup_printf ("%lu:%lu", (gulong) st.st_dev, (gulong) st.st_ino);

              if (g_hash_table_add (seen, key))
                g_ptr_array_add (stack, g_steal_pointer (&path));
              else
                {
                  struct stat link;

                  if (lstat (path, &link) != 0)
                    link = st;
                  add_found (found, path, &link,
                             _("A link back to a folder already read; it was not read again"));
                }
            }
          else if (S_ISREG (st.st_mode) && is_sgf_name (path))
            add_found (found, path, &st, NULL);
        }
    }
}

typedef struct
{
  const Found        *found;
  TgLibraryFileData  *data;
} Result;

typedef struct
{
  GArray        *work;         /* Found, to read */
  gint           next;         /* atomically: the next to take */
  GCancellable  *cancellable;  /* the caller's, or a failed write */
  /* Under mutex.  A thread is woken only when another waits for it,
   * and the writer takes all the queue holds at once: a wake-up a file
   * cost more than reading the file while others' work shared the
   * cores. */
  GMutex         mutex;
  GCond          ready;        /* the writer waits for results */
  GCond          room;         /* readers wait for room in the queue */
  GQueue         results;      /* Result * */
  guint          n_running;
  gboolean       writer_waits;
  guint          n_readers_wait;
} Shared;

static TgLibraryFileData *
read_file (const Found *found)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  GPtrArray *roots = NULL;

  if (found->warning)
    {
      g_ptr_array_add (warnings, g_strdup (found->warning));
      return tg_library_file_data_new (NULL, warnings);
    }
  if (!g_file_get_contents (found->path, &contents, &length, &error))
    {
      g_ptr_array_add (warnings, g_strdup_printf (_("This file could not be read: %s"), error->message));
      return tg_library_file_data_new (NULL, warnings);
    }
  roots = tg_sgf_parse (contents, length, warnings, &error);
  if (!roots)
    g_ptr_array_add (warnings, g_strdup (error->message));
  return tg_library_file_data_new (roots, warnings);
}

static gpointer
reader_thread (gpointer user_data)
{
  Shared *shared = user_data;

  for (;;)
    {
      gint i = g_atomic_int_add (&shared->next, 1);
      Result *result;

      if (i >= (gint) shared->work->len || g_cancellable_is_cancelled (shared->cancellable))
        break;
      result = g_new0 (Result, 1);
      result->found = &g_array_index (shared->work, Found, i);
      result->data = read_file (result->found);
      g_mutex_lock (&shared->mutex);
      g_queue_push_tail (&shared->results, result);
      if (shared->writer_waits)
        g_cond_signal (&shared->ready);
      while (shared->results.length >= MAX_QUEUED && !g_cancellable_is_cancelled (shared->cancellable))
        {
          shared->n_readers_wait++;
          g_cond_wait (&shared->room, &shared->mutex);
          shared->n_readers_wait--;
        }
      g_mutex_unlock (&shared->mutex);
    }
  g_mutex_lock (&shared->mutex);
  shared->n_running--;
  g_cond_signal (&shared->ready);
  g_mutex_unlock (&shared->mutex);
  return NULL;
}

static void
result_free (gpointer data)
{
  Result *result = data;

  tg_library_file_data_free (result->data);
  g_free (result);
}

static void
wake_readers (GCancellable *cancellable,
              gpointer      user_data)
{
  Shared *shared = user_data;

  g_cancellable_cancel (shared->cancellable);
  g_mutex_lock (&shared->mutex);
  g_cond_broadcast (&shared->room);
  g_cond_signal (&shared->ready);
  g_mutex_unlock (&shared->mutex);
}

static gboolean
remove_vanished (TgLibraryDb       *db,
                 const char        *root,
                 GArray            *found,
                 GArray            *work,
                 TgLibraryProgress *progress,
                 GError           **error)
{
  g_autoptr(GHashTable) known = tg_library_db_get_files (db, root, error);
  g_autoptr(GHashTable) present = g_hash_table_new (g_str_hash, g_str_equal);
  GHashTableIter iter;
  gpointer key;

  if (!known)
    return FALSE;
  for (guint i = 0; i < found->len; i++)
    {
      Found *f = &g_array_index (found, Found, i);
      TgLibraryStamp *stamp = g_hash_table_lookup (known, f->path);

      g_hash_table_add (present, f->path);
      if (stamp && stamp->size == f->stamp.size && stamp->mtime == f->stamp.mtime && !f->warning)
        {
          progress->n_unchanged++;
          continue;
        }
      g_array_append_val (work, *f);
      /* The work list owns it now. */
      memset (f, 0, sizeof *f);
    }
  if (!tg_library_db_begin (db, error))
    return FALSE;
  g_hash_table_iter_init (&iter, known);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (present, key))
      {
        if (!tg_library_db_remove_file (db, key, error))
          {
            tg_library_db_rollback (db);
            return FALSE;
          }
        progress->n_removed++;
      }
  return tg_library_db_commit (db, error);
}

gboolean
tg_library_index (TgLibraryDb           *db,
                  const char * const    *roots,
                  GCancellable          *cancellable,
                  TgLibraryProgressFunc  func,
                  gpointer               user_data,
                  TgLibraryProgress     *progress,
                  GError               **error)
{
  g_autoptr(GArray) work = g_array_new (FALSE, TRUE, sizeof (Found));
  g_autoptr(GPtrArray) threads = g_ptr_array_new ();
  Shared shared = { 0 };
  GQueue batch = G_QUEUE_INIT;   /* taken from shared.results */
  gboolean ok = TRUE, in_transaction = FALSE;
  guint n_threads = MAX (1, g_get_num_processors ());
  guint since_commit = 0;
  gint64 last_commit = g_get_monotonic_time ();
  gulong cancel_id;

  memset (progress, 0, sizeof *progress);
  g_array_set_clear_func (work, found_clear);
  for (guint r = 0; roots[r]; r++)
    {
      g_autoptr(GArray) found = g_array_new (FALSE, TRUE, sizeof (Found));

      g_array_set_clear_func (found, found_clear);
      list_files (roots[r], found, cancellable);
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      if (!remove_vanished (db, roots[r], found, work, progress, error))
        return FALSE;
    }
  progress->n_files = work->len;
  if (func)
    func (progress, NULL, NULL, user_data);
  if (work->len == 0)
    return TRUE;

  shared.work = work;
  shared.cancellable = g_cancellable_new ();
  g_mutex_init (&shared.mutex);
  g_cond_init (&shared.ready);
  g_cond_init (&shared.room);
  shared.n_running = n_threads;
  cancel_id = cancellable ? g_cancellable_connect (cancellable, G_CALLBACK (wake_readers), &shared, NULL) : 0;
  for (guint t = 0; t < n_threads; t++)
    g_ptr_array_add (threads, g_thread_new ("tengen-library-reader", reader_thread, &shared));

  for (;;)
    {
      Result *result;
      const char *warning;

      if (batch.length == 0)
        {
          g_mutex_lock (&shared.mutex);
          while (shared.results.length == 0 && shared.n_running > 0)
            {
              shared.writer_waits = TRUE;
              g_cond_wait (&shared.ready, &shared.mutex);
              shared.writer_waits = FALSE;
            }
          batch = shared.results;
          g_queue_init (&shared.results);
          if (shared.n_readers_wait > 0)
            g_cond_broadcast (&shared.room);
          g_mutex_unlock (&shared.mutex);
        }
      result = g_queue_pop_head (&batch);
      if (!result)
        break;
      if (!ok || g_cancellable_is_cancelled (shared.cancellable))
        {
          result_free (result);
          continue;
        }
      if (!in_transaction)
        {
          ok = tg_library_db_begin (db, error);
          in_transaction = ok;
        }
      ok = ok && tg_library_db_add_file (db, result->found->path, &result->found->stamp,
                                      result->data, error);
      if (!ok)
        {
          /* This transaction's files are lost; what came before stays. */
          tg_library_db_rollback (db);
          in_transaction = FALSE;
          g_cancellable_cancel (shared.cancellable);
          result_free (result);
          continue;
        }
      progress->n_done++;
      progress->n_games += tg_library_file_data_get_n_games (result->data);
      warning = tg_library_file_data_get_warning (result->data);
      if (warning)
        {
          progress->n_warnings++;
          if (func)
            func (progress, result->found->path, warning, user_data);
        }
      since_commit++;
      if (since_commit >= COMMIT_FILES || g_get_monotonic_time () - last_commit > COMMIT_MICROSECONDS
          || progress->n_done == work->len)
        {
          ok = tg_library_db_commit (db, error);
          in_transaction = FALSE;
          since_commit = 0;
          last_commit = g_get_monotonic_time ();
          if (!ok)
            {
              tg_library_db_rollback (db);
              g_cancellable_cancel (shared.cancellable);
            }
          else if (func)
            {
              progress->current = result->found->path;
              func (progress, NULL, NULL, user_data);
              progress->current = NULL;
            }
        }
      result_free (result);
    }
  for (guint t = 0; t < threads->len; t++)
    g_thread_join (g_ptr_array_index (threads, t));
  if (cancellable)
    g_cancellable_disconnect (cancellable, cancel_id);
  g_queue_clear_full (&shared.results, result_free);
  g_mutex_clear (&shared.mutex);
  g_cond_clear (&shared.ready);
  g_cond_clear (&shared.room);
  g_object_unref (shared.cancellable);
  /* Cancelled: what was read is kept. */
  if (in_transaction)
    ok = tg_library_db_commit (db, ok ? error : NULL) && ok;
  /* The query planner's figures, so it knows a result or a size filter
   * keeps many games and walks the sorted column instead. */
  if (ok && progress->n_done > 0)
    ok = tg_library_db_analyze (db, error);
  if (ok && g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  return ok;
}

/* Whether @path is @root or under it. */
static gboolean
is_under (const char *path,
          const char *root)
{
  gsize len = strlen (root);

  /* "/games/" and "/games" name the same folder. */
  while (len > 0 && root[len - 1] == '/')
    len--;
  return strncmp (path, root, len) == 0 && (path[len] == '\0' || path[len] == '/');
}

gboolean
tg_library_forget_unwatched (TgLibraryDb         *db,
                             const char * const  *roots,
                             guint               *n_removed,
                             GError             **error)
{
  g_autoptr(GHashTable) known = tg_library_db_get_files (db, NULL, error);
  g_autoptr(GPtrArray) gone = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer key;

  *n_removed = 0;
  if (!known)
    return FALSE;
  g_hash_table_iter_init (&iter, known);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      guint r;

      for (r = 0; roots[r] && !is_under (key, roots[r]); r++)
        ;
      if (!roots[r])
        g_ptr_array_add (gone, key);
    }
  /* Most starts forget nothing: no transaction, no writer's lock. */
  if (gone->len == 0)
    return TRUE;
  if (!tg_library_db_begin (db, error))
    return FALSE;
  for (guint i = 0; i < gone->len; i++)
    if (!tg_library_db_remove_file (db, gone->pdata[i], error))
      {
        tg_library_db_rollback (db);
        return FALSE;
      }
  if (!tg_library_db_commit (db, error))
    return FALSE;
  *n_removed = gone->len;
  return TRUE;
}
