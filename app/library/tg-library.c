/* tg-library.c: the library's workers and what they tell the main context.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-library-indexer.h"

static void start_update (TgLibrary *self);

/* Changes the monitors report come in bursts (a folder copied in): the
 * rescan waits this long after the last. */
#define RESCAN_DELAY_MS 1500
/* Folders watched at most, so a huge tree does not exhaust inotify. */
#define MAX_MONITORS 2000

struct _TgLibrary
{
  GObject       parent_instance;

  char         *path;
  GStrv         roots;
  GPtrArray    *monitors;       /* GFileMonitor */
  guint         rescan_id;

  GCancellable *update_cancellable;
  gboolean      update_again;   /* asked while one was running */
  double        progress;
  char         *message;

  /* Workers open the database one at a time: one that finds it damaged
   * moves it aside and makes it again before the next looks, or the next
   * would move the new one aside too, from under the first. */
  GMutex              open_mutex;
  /* The games in memory for position search, used by one worker at a
   * time under @mutex. */
  GMutex              mutex;
  TgLibraryPositions *positions;
};

G_DEFINE_FINAL_TYPE (TgLibrary, tg_library, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_UPDATING,
  PROP_PROGRESS,
  PROP_MESSAGE,
  N_PROPS
};

enum
{
  SIGNAL_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
tg_library_dispose (GObject *object)
{
  TgLibrary *self = TG_LIBRARY (object);

  if (self->update_cancellable)
    g_cancellable_cancel (self->update_cancellable);
  g_clear_object (&self->update_cancellable);
  g_clear_handle_id (&self->rescan_id, g_source_remove);
  g_clear_pointer (&self->monitors, g_ptr_array_unref);
  G_OBJECT_CLASS (tg_library_parent_class)->dispose (object);
}

static void
tg_library_finalize (GObject *object)
{
  TgLibrary *self = TG_LIBRARY (object);

  g_free (self->path);
  g_strfreev (self->roots);
  g_free (self->message);
  g_clear_pointer (&self->positions, tg_library_positions_free);
  g_mutex_clear (&self->mutex);
  g_mutex_clear (&self->open_mutex);
  G_OBJECT_CLASS (tg_library_parent_class)->finalize (object);
}

static void
tg_library_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  TgLibrary *self = TG_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_UPDATING:
      g_value_set_boolean (value, tg_library_get_updating (self));
      break;
    case PROP_PROGRESS:
      g_value_set_double (value, self->progress);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_library_class_init (TgLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_library_dispose;
  object_class->finalize = tg_library_finalize;
  object_class->get_property = tg_library_get_property;

  properties[PROP_UPDATING] = g_param_spec_boolean ("updating", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROGRESS] = g_param_spec_double ("progress", NULL, NULL, 0, 1, 0,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MESSAGE] = g_param_spec_string ("message", NULL, NULL, NULL,
                                                  G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tg_library_init (TgLibrary *self)
{
  g_mutex_init (&self->mutex);
  g_mutex_init (&self->open_mutex);
  self->roots = g_new0 (char *, 1);
  self->monitors = g_ptr_array_new_with_free_func (g_object_unref);
}

TgLibrary *
tg_library_new (const char *path)
{
  TgLibrary *self = g_object_new (TG_TYPE_LIBRARY, NULL);

  self->path = path ? g_strdup (path)
                    : g_build_filename (g_get_user_data_dir (), "tengen", "library.db", NULL);
  return self;
}

gboolean
tg_library_get_updating (TgLibrary *self)
{
  return self->update_cancellable != NULL;
}

double
tg_library_get_progress (TgLibrary *self)
{
  return self->progress;
}

const char *
tg_library_get_message (TgLibrary *self)
{
  return self->message;
}

static void
set_message (TgLibrary *self, const char *message)
{
  if (g_strcmp0 (self->message, message) == 0)
    return;
  g_free (self->message);
  self->message = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

/* ---- indexing ---- */

typedef struct
{
  TgLibrary *self;
  double     progress;
  char      *text;        /* a message for the user, or NULL: progress */
  gboolean   committed;
} Report;

static void
report_free (gpointer data)
{
  Report *report = data;

  g_object_unref (report->self);
  g_free (report->text);
  g_free (report);
}

static gboolean
report_in_main (gpointer data)
{
  Report *report = data;
  TgLibrary *self = report->self;

  if (report->text)
    set_message (self, report->text);
  else
    {
      self->progress = report->progress;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
      if (report->committed)
        g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
  return G_SOURCE_REMOVE;
}

static void
report (TgLibrary *self, double progress, const char *text, gboolean committed)
{
  Report *r = g_new0 (Report, 1);

  r->self = g_object_ref (self);
  r->progress = progress;
  r->text = g_strdup (text);
  r->committed = committed;
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, report_in_main, r, report_free);
}

static void
index_progress (const TgLibraryProgress *progress,
                const char              *path,
                const char              *warning,
                gpointer                 user_data)
{
  TgLibrary *self = user_data;

  /* A file's warning is in the database with it: the next "changed"
   * brings it to whoever lists them. */
  if (!warning)
    report (self, progress->n_files ? (double) progress->n_done / progress->n_files : 0,
            NULL, progress->n_done > 0 || progress->n_removed > 0);
}

/* The library's database, opened in a worker.  Whichever worker opens
 * it first (the indexer, the list's query, the warnings) finds a
 * damaged or newer database and moves it aside: the user is told
 * whichever it was. */
static TgLibraryDb *
open_db (TgLibrary *self, gboolean check, GCancellable *cancellable, GError **error)
{
  g_autofree char *moved = NULL;
  TgLibraryDb *db = NULL;

  g_mutex_lock (&self->open_mutex);
  /* A worker whose window has gone does not open the file: a database
   * left for another to deal with (a newer Tengen's) stays untouched. */
  if (!g_cancellable_set_error_if_cancelled (cancellable, error))
    db = tg_library_db_open (self->path, check, &moved, error);
  g_mutex_unlock (&self->open_mutex);
  if (moved)
    report (self, 0, moved, FALSE);
  return db;
}

static void
index_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  TgLibrary *self = source;
  GStrv roots = task_data;
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  guint n_removed = 0;
  TgLibraryDb *db = open_db (self, TRUE, cancellable, &error);

  if (!db)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* A folder the user stopped watching takes its games along, first:
   * that is quick, and an indexing cancelled must not keep them. */
  if (!tg_library_forget_unwatched (db, (const char * const *) roots, &n_removed, &error))
    {
      tg_library_db_close (db);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  /* The list loses them now, not when the rest is read. */
  if (n_removed > 0)
    report (self, 0, NULL, TRUE);
  if (!tg_library_index (db, (const char * const *) roots, cancellable, index_progress, self,
                         &progress, &error))
    {
      tg_library_db_close (db);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  tg_library_db_close (db);
  g_task_return_boolean (task, TRUE);
}

static void watch_roots (TgLibrary *self);

static void
index_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  TgLibrary *self = TG_LIBRARY (source);
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    set_message (self, error->message);
  g_clear_object (&self->update_cancellable);
  self->progress = 1;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROGRESS]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UPDATING]);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  watch_roots (self);
  if (self->update_again)
    {
      self->update_again = FALSE;
      start_update (self);
    }
}

/* Indexes the roots again (a rescan by size and time). */
static void
start_update (TgLibrary *self)
{
  g_autoptr(GTask) task = NULL;

  if (self->update_cancellable)
    {
      self->update_again = TRUE;
      return;
    }
  self->update_cancellable = g_cancellable_new ();
  self->progress = 0;
  task = g_task_new (self, self->update_cancellable, index_done, NULL);
  g_task_set_task_data (task, g_strdupv (self->roots), (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, index_thread);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_UPDATING]);
}

void
tg_library_cancel_update (TgLibrary *self)
{
  self->update_again = FALSE;
  if (self->update_cancellable)
    g_cancellable_cancel (self->update_cancellable);
}

static gboolean
rescan_cb (gpointer user_data)
{
  TgLibrary *self = user_data;

  self->rescan_id = 0;
  start_update (self);
  return G_SOURCE_REMOVE;
}

static void
monitor_changed (GFileMonitor *monitor, GFile *file, GFile *other, GFileMonitorEvent event,
                 gpointer user_data)
{
  TgLibrary *self = user_data;

  if (event == G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT || event == G_FILE_MONITOR_EVENT_ATTRIBUTE_CHANGED)
    return;
  g_clear_handle_id (&self->rescan_id, g_source_remove);
  self->rescan_id = g_timeout_add (RESCAN_DELAY_MS, rescan_cb, self);
}

/* Every folder under the roots, for GFileMonitor watches one folder. */
static void
watch_roots (TgLibrary *self)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_set_size (self->monitors, 0);
  for (guint i = 0; self->roots[i]; i++)
    g_ptr_array_add (stack, g_strdup (self->roots[i]));
  while (stack->len > 0 && self->monitors->len < MAX_MONITORS)
    {
      g_autofree char *path = g_ptr_array_steal_index (stack, stack->len - 1);
      g_autoptr(GFile) file = g_file_new_for_path (path);
      GFileMonitor *monitor;
      GDir *dir;
      const char *name;

      monitor = g_file_test (path, G_FILE_TEST_IS_DIR)
                ? g_file_monitor_directory (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL)
                : g_file_monitor_file (file, G_FILE_MONITOR_NONE, NULL, NULL);
      if (monitor)
        {
          g_signal_connect_object (monitor, "changed", G_CALLBACK (monitor_changed), self, 0);
          g_ptr_array_add (self->monitors, monitor);
        }
      dir = g_dir_open (path, 0, NULL);
      while (dir && (name = g_dir_read_name (dir)))
        {
          char *sub = g_build_filename (path, name, NULL);

          if (name[0] != '.' && g_file_test (sub, G_FILE_TEST_IS_DIR)
              && !g_file_test (sub, G_FILE_TEST_IS_SYMLINK))
            g_ptr_array_add (stack, sub);
          else
            g_free (sub);
        }
      if (dir)
        g_dir_close (dir);
    }
}

void
tg_library_set_roots (TgLibrary          *self,
                      const char * const *roots)
{
  g_strfreev (self->roots);
  self->roots = g_strdupv ((GStrv) roots);
  start_update (self);
}

/* ---- queries ---- */

typedef struct
{
  TgLibraryQuery query;
  GStrv          strings;     /* what the query's pointers point into */
  gint64         total;
} QueryData;

static void
query_data_free (gpointer data)
{
  QueryData *q = data;

  g_strfreev (q->strings);
  g_free ((gpointer) q->query.ids);
  g_free (q);
}

static void
query_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  TgLibrary *self = source;
  QueryData *q = task_data;
  g_autoptr(GError) error = NULL;
  TgLibraryDb *db = open_db (self, FALSE, cancellable, &error);
  GPtrArray *games;

  if (!db)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  games = tg_library_db_query (db, &q->query, &error);
  /* A page after the first: the count is the first's. */
  q->total = !games ? -1 : q->query.after_id ? 0 : tg_library_db_count (db, &q->query, &error);
  tg_library_db_close (db);
  if (!games || q->total < 0)
    {
      g_clear_pointer (&games, g_ptr_array_unref);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_pointer (task, games, (GDestroyNotify) g_ptr_array_unref);
}

void
tg_library_query_async (TgLibrary            *self,
                        const TgLibraryQuery *query,
                        GCancellable         *cancellable,
                        GAsyncReadyCallback   callback,
                        gpointer              user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  QueryData *q = g_new0 (QueryData, 1);
  const char *texts[] = { query->text, query->player, query->after, query->before, query->rules };

  q->query = *query;
  q->strings = g_new0 (char *, G_N_ELEMENTS (texts) + 1);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    q->strings[i] = g_strdup (texts[i] ? texts[i] : "");
  q->query.text = q->strings[0];
  q->query.player = q->strings[1];
  q->query.after = q->strings[2];
  q->query.before = q->strings[3];
  q->query.rules = q->strings[4];
  q->query.ids = query->ids ? g_memdup2 (query->ids, query->n_ids * sizeof (gint64)) : NULL;
  g_task_set_task_data (task, q, query_data_free);
  g_task_run_in_thread (task, query_thread);
}

GPtrArray *
tg_library_query_finish (TgLibrary     *self,
                         GAsyncResult  *result,
                         gint64        *total,
                         GError       **error)
{
  QueryData *q = g_task_get_task_data (G_TASK (result));

  if (total)
    *total = q->total;
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---- warnings ---- */

static void
warnings_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  TgLibrary *self = source;
  g_autoptr(GError) error = NULL;
  TgLibraryDb *db = open_db (self, FALSE, cancellable, &error);
  GHashTable *warnings = db ? tg_library_db_get_warnings (db, &error) : NULL;

  tg_library_db_close (db);
  if (!warnings)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, warnings, (GDestroyNotify) g_hash_table_unref);
}

void
tg_library_warnings_async (TgLibrary           *self,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

  g_task_run_in_thread (task, warnings_thread);
}

GHashTable *
tg_library_warnings_finish (TgLibrary     *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* ---- position search ---- */

typedef struct
{
  TgLibraryPattern  *pattern;
  TgLibraryFoundFunc found;
  gpointer           found_data;
  TgLibrarySummary   summary;
  GTask             *task;        /* not a reference: lives while it runs */
} SearchData;

static void
search_data_free (gpointer data)
{
  SearchData *s = data;

  tg_library_pattern_free (s->pattern);
  tg_library_summary_clear (&s->summary);
  g_free (s);
}

typedef struct
{
  GTask        *task;
  TgLibraryHit *hits;
  guint         n_hits;
} Found;

static void
found_free (gpointer data)
{
  Found *f = data;

  g_object_unref (f->task);
  g_free (f->hits);
  g_free (f);
}

static gboolean
found_in_main (gpointer data)
{
  Found *f = data;
  SearchData *s = g_task_get_task_data (f->task);

  /* A newer search took over: say nothing of this one. */
  if (!g_cancellable_is_cancelled (g_task_get_cancellable (f->task)) && s->found)
    s->found (g_task_get_source_object (f->task), f->hits, f->n_hits, s->found_data);
  return G_SOURCE_REMOVE;
}

static void
deliver (const TgLibraryHit *hits, guint n_hits, gpointer user_data)
{
  SearchData *s = user_data;
  Found *f = g_new0 (Found, 1);

  f->task = g_object_ref (s->task);
  f->hits = g_memdup2 (hits, n_hits * sizeof *hits);
  f->n_hits = n_hits;
  g_main_context_invoke_full (g_task_get_context (s->task), G_PRIORITY_DEFAULT, found_in_main, f, found_free);
}

static void
search_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  TgLibrary *self = source;
  SearchData *s = task_data;
  g_autoptr(GError) error = NULL;
  TgLibraryDb *db;
  gboolean ok;

  s->task = task;
  g_mutex_lock (&self->mutex);
  if (g_cancellable_set_error_if_cancelled (cancellable, &error))
    {
      g_mutex_unlock (&self->mutex);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (!self->positions)
    self->positions = tg_library_positions_new ();
  /* Take in what the indexer (this process's or another's) committed. */
  db = open_db (self, FALSE, cancellable, &error);
  if (!db || !tg_library_db_load_positions (db, self->positions, &error))
    {
      tg_library_db_close (db);
      g_mutex_unlock (&self->mutex);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  tg_library_db_close (db);
  ok = tg_library_positions_search (self->positions, s->pattern, cancellable, deliver, s, &s->summary);
  g_mutex_unlock (&self->mutex);
  if (!ok && g_cancellable_set_error_if_cancelled (cancellable, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

void
tg_library_search_async (TgLibrary              *self,
                         const TgLibraryPattern *pattern,
                         GCancellable           *cancellable,
                         TgLibraryFoundFunc      found,
                         gpointer                found_data,
                         GAsyncReadyCallback     callback,
                         gpointer                user_data)
{
  g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);
  SearchData *s = g_new0 (SearchData, 1);

  s->pattern = tg_library_pattern_copy (pattern);
  s->found = found;
  s->found_data = found_data;
  g_task_set_task_data (task, s, search_data_free);
  /* Hits arrive before the end only if the end waits for them. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, search_thread);
}

gboolean
tg_library_search_finish (TgLibrary         *self,
                          GAsyncResult      *result,
                          TgLibrarySummary  *summary,
                          GError           **error)
{
  SearchData *s = g_task_get_task_data (G_TASK (result));

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  *summary = s->summary;
  memset (&s->summary, 0, sizeof s->summary);
  return TRUE;
}
