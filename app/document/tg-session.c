/* tg-session.c
 *
 * A draft is one GVariant (a{sv}) in one file, written atomically, so a
 * crash at any moment leaves the previous draft or the new one: "sgf"
 * (ay) the collection, "title" (s), "file" (s, a URI, absent when
 * untitled), "time" (x), "move-number" (u), "game-index" (u), "games"
 * (aa{sv}, tg_game_save_session () of each game), "players" (as, "" for
 * a person), "clock" (the shown game's clock, tg_match_save_clock (); absent
 * without one), "owner" (s, the run that writes it).
 *
 * Each run has a state file, DIR/instances/ID.state (a{sv}): "clean"
 * (b, ended cleanly), "pid" (x), "start" (t, the process's start in
 * clock ticks since boot: a PID used again is another process), "boot"
 * (s, the kernel's boot id), "host" (s), "drafts" (as, those it keeps).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-session-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tg-atomic-file.h"

#define DEFAULT_INTERVAL_MS 3000

typedef struct
{
  guint64   version;
  TgNode   *current;
  gboolean  takebacks;
  GVariant *state;
} GameState;

static void
game_state_free (GameState *state)
{
  g_variant_unref (state->state);
  g_free (state);
}

/* tg_game_save_session (), from the last draft when the game has not
 * changed or moved since. */
static GVariant *
game_session (Tracked *tracked,
              TgGame  *game)
{
  GameState *state;

  /* Asking where a game not opened stands would work it out. */
  if (!tg_game_get_opened (game))
    return tg_game_save_session (game);
  state = g_hash_table_lookup (tracked->states, game);
  if (state == NULL)
    {
      state = g_new0 (GameState, 1);
      g_hash_table_insert (tracked->states, g_object_ref (game), state);
    }
  else if (state->version == tg_game_get_version (game)
           && state->current == tg_game_get_current (game)
           && state->takebacks == tg_game_get_takebacks (game))
    return state->state;
  g_clear_pointer (&state->state, g_variant_unref);
  state->state = g_variant_ref_sink (tg_game_save_session (game));
  state->version = tg_game_get_version (game);
  state->current = tg_game_get_current (game);
  state->takebacks = tg_game_get_takebacks (game);
  return state->state;
}

G_DEFINE_FINAL_TYPE (TgSession, tg_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_INTERVAL,
  PROP_PROTECTED,
  N_PROPS
};

/* The runs of sessions of this process that have started and not ended:
 * a session gone without an end is a run that crashed, even though its
 * process lives on (as in the tests). */
G_LOCK_DEFINE_STATIC (live_instances);
static GHashTable *live_instances;

void
_tg_session_set_live (TgSession *self,
                      gboolean   live)
{
  G_LOCK (live_instances);
  if (live_instances == NULL)
    live_instances = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  if (live)
    g_hash_table_add (live_instances, g_strdup (self->instance_id));
  else
    g_hash_table_remove (live_instances, self->instance_id);
  G_UNLOCK (live_instances);
}

gboolean
_tg_session_instance_is_live (const char *instance_id)
{
  gboolean live;

  G_LOCK (live_instances);
  live = live_instances != NULL && g_hash_table_contains (live_instances, instance_id);
  G_UNLOCK (live_instances);
  return live;
}

static GParamSpec *properties[N_PROPS];

void
tg_draft_free (TgDraft *draft)
{
  if (draft == NULL)
    return;
  g_free (draft->id);
  g_free (draft->title);
  g_clear_object (&draft->file);
  g_free (draft);
}

char *
_tg_session_draft_path (TgSession  *self,
                        const char *id)
{
  g_autofree char *name = g_strconcat (id, DRAFT_SUFFIX, NULL);

  return g_build_filename (self->drafts_dir, name, NULL);
}

/* The session state file ------------------------------------------------ */

/* The kernel's id of this boot, "" where it has none. */
const char *
_tg_session_boot_id (void)
{
  static char *boot_id;

  if (g_once_init_enter (&boot_id))
    {
      char *text = NULL;

      if (!g_file_get_contents ("/proc/sys/kernel/random/boot_id", &text, NULL, NULL))
        text = g_strdup ("");
      g_once_init_leave (&boot_id, g_strstrip (text));
    }
  return boot_id;
}

/* When process @pid started, in clock ticks since boot (field 22 of
 * /proc/PID/stat, after the name, which may hold spaces and
 * parentheses); 0 when it is not there. */
guint64
_tg_session_process_start (gint64 pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%" G_GINT64_FORMAT "/stat", pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *name_end;

  if (!g_file_get_contents (path, &text, NULL, NULL)
      || (name_end = strrchr (text, ')')) == NULL)
    return 0;
  /* After the name: the state is field 3, the start field 22. */
  fields = g_strsplit (name_end + 2, " ", 21);
  if (g_strv_length (fields) < 21)
    return 0;
  return g_ascii_strtoull (fields[19], NULL, 10);
}

GBytes *
_tg_session_state (TgSession *self)
{
  GVariantBuilder drafts;
  g_autoptr(GVariant) state = NULL;

  g_variant_builder_init (&drafts, G_VARIANT_TYPE_STRING_ARRAY);
  for (guint i = 0; i < self->tracked->len; i++)
    {
      Tracked *tracked = g_ptr_array_index (self->tracked, i);

      if (tracked->on_disk)
        g_variant_builder_add (&drafts, "s", tracked->id);
    }
  state = g_variant_ref_sink (g_variant_new_parsed ("{'clean': <%b>, 'pid': <%x>, "
                                                    "'start': <%t>, 'boot': <%s>, "
                                                    "'host': <%s>, 'drafts': <%@as>}",
                                                    !self->running, (gint64) getpid (),
                                                    _tg_session_process_start (getpid ()),
                                                    _tg_session_boot_id (),
                                                    g_get_host_name (),
                                                    g_variant_builder_end (&drafts)));
  return g_variant_get_data_as_bytes (state);
}

GFile *
_tg_session_state_file (TgSession *self)
{
  g_autofree char *name = g_strconcat (self->instance_id, STATE_SUFFIX, NULL);
  g_autofree char *path = g_build_filename (self->instances_dir, name, NULL);

  return g_file_new_for_path (path);
}

/* A draft or the state file could not be written (@error), or could
 * again (NULL): notifies "protected" when that changes. */
static void
set_write_error (TgSession    *self,
                 const GError *error)
{
  gboolean unprotected = error != NULL;

  g_clear_pointer (&self->unprotected_reason, g_free);
  if (error != NULL)
    {
      /* Once in the log; the window tells the user. */
      if (!self->unprotected)
        g_debug ("Drafts cannot be written in %s: %s", self->dir, error->message);
      self->unprotected_reason = g_strdup (error->message);
    }
  if (unprotected == self->unprotected)
    return;
  self->unprotected = unprotected;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROTECTED]);
}

static void finish_flushes (TgSession *self);

static void
session_state_written_cb (GObject      *source,
                          GAsyncResult *result,
                          gpointer      user_data)
{
  g_autoptr(TgSession) self = user_data;
  g_autoptr(GError) error = NULL;

  /* Only a draft written says that the work is protected again. */
  if (!tg_atomic_file_replace_finish (G_FILE (source), result, &error))
    set_write_error (self, error);
  self->state_writing = FALSE;
  self->in_flight--;
  if (self->state_dirty)
    _tg_session_write_state (self);
  finish_flushes (self);
}

/* Off the caller's thread, one write at a time, the last state winning. */
void
_tg_session_write_state (TgSession *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;

  if (self->state_writing)
    {
      self->state_dirty = TRUE;
      return;
    }
  self->state_dirty = FALSE;
  self->state_writing = TRUE;
  self->in_flight++;
  g_mkdir_with_parents (self->instances_dir, 0700);
  file = _tg_session_state_file (self);
  bytes = _tg_session_state (self);
  tg_atomic_file_replace_async (file, bytes, NULL, session_state_written_cb,
                                g_object_ref (self));
}

/* Drafts ---------------------------------------------------------------- */

/* Everything of a draft but its record, taken when the record is text. */
static GVariant *
draft_state (Tracked *tracked)
{
  TgDocument *document = tracked->document;
  GListModel *games = tg_document_get_games (document);
  GFile *file = tg_document_get_file (document);
  GVariantBuilder builder, sessions, players;

  g_variant_builder_init (&sessions, G_VARIANT_TYPE ("aa{sv}"));
  for (guint i = 0; i < g_list_model_get_n_items (games); i++)
    {
      g_autoptr(TgGame) game = g_list_model_get_item (games, i);

      g_variant_builder_add_value (&sessions, game_session (tracked, game));
    }
  g_variant_builder_init (&players, G_VARIANT_TYPE_STRING_ARRAY);
  for (TgColor color = TG_BLACK; color <= TG_WHITE; color++)
    {
      const char *player = tg_document_get_player (document, color);

      g_variant_builder_add (&players, "s", player != NULL ? player : "");
    }

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "title",
                         g_variant_new_string (tg_document_get_title (document)));
  if (file != NULL)
    g_variant_builder_add (&builder, "{sv}", "file", g_variant_new_take_string (g_file_get_uri (file)));
  g_variant_builder_add (&builder, "{sv}", "time", g_variant_new_int64 (g_get_real_time ()));
  g_variant_builder_add (&builder, "{sv}", "owner",
                         g_variant_new_string (tracked->session->instance_id));
  g_variant_builder_add (&builder, "{sv}", "move-number",
                         g_variant_new_uint32 (tg_game_get_move_number (tg_document_get_game (document))));
  g_variant_builder_add (&builder, "{sv}", "game-index",
                         g_variant_new_uint32 (tg_document_get_game_index (document)));
  g_variant_builder_add (&builder, "{sv}", "games", g_variant_builder_end (&sessions));
  g_variant_builder_add (&builder, "{sv}", "players", g_variant_builder_end (&players));
  if (tg_document_get_clock_state (document) != NULL)
    g_variant_builder_add (&builder, "{sv}", "clock", tg_document_get_clock_state (document));
  return g_variant_ref_sink (g_variant_builder_end (&builder));
}

static void schedule (Tracked *tracked);

static void
finish_flushes (TgSession *self)
{
  if (self->in_flight > 0)
    return;
  while (self->flushes->len > 0)
    {
      g_autoptr(GTask) task = g_ptr_array_steal_index (self->flushes, 0);

      g_task_return_boolean (task, TRUE);
    }
}

static void
delete_draft (Tracked *tracked)
{
  g_autofree char *path = _tg_session_draft_path (tracked->session, tracked->id);
  gboolean was_on_disk = tracked->on_disk;

  g_clear_handle_id (&tracked->timeout_id, g_source_remove);
  tracked->dirty = FALSE;
  tracked->on_disk = FALSE;
  /* A write on its way lands after this: it is deleted when it does. */
  if (tracked->writing)
    return;
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_debug ("Could not delete the draft %s: %s", path, g_strerror (errno));
  if (was_on_disk)
    _tg_session_write_state (tracked->session);
}

typedef struct
{
  GPtrArray *texts;     /* the record, a GBytes * a game */
  GVariant  *state;
  GFile     *file;
} DraftData;

static void
draft_data_free (DraftData *data)
{
  g_ptr_array_unref (data->texts);
  g_variant_unref (data->state);
  g_object_unref (data->file);
  g_free (data);
}

/* The record joined, the draft made and written: a draft of a large
 * collection is megabytes that the main thread never touches. */
static void
draft_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  DraftData *data = task_data;
  g_autoptr(GBytes) sgf = tg_document_join_texts (data->texts);
  g_autoptr(GVariant) contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  GVariantBuilder builder;
  GVariantIter iter;
  const char *key;
  GVariant *value;
  GError *error = NULL;

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_iter_init (&iter, data->state);
  while (g_variant_iter_next (&iter, "{&sv}", &key, &value))
    {
      g_variant_builder_add (&builder, "{sv}", key, value);
      g_variant_unref (value);
    }
  /* Bytes, not a string: a record is kept whatever its text holds. */
  g_variant_builder_add (&builder, "{sv}", "sgf",
                         g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, g_bytes_get_data (sgf, NULL),
                                                    g_bytes_get_size (sgf), 1));
  contents = g_variant_ref_sink (g_variant_builder_end (&builder));
  bytes = g_variant_get_data_as_bytes (contents);
  /* Unsaved work is its owner's only, as the saved file may not be. */
  if (tg_atomic_file_replace_private (data->file, g_bytes_get_data (bytes, NULL),
                                      g_bytes_get_size (bytes), NULL, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
draft_written_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  Tracked *tracked = user_data;
  TgSession *self = tracked->session;
  g_autoptr(GError) error = NULL;
  gboolean written = g_task_propagate_boolean (G_TASK (result), &error);

  tracked->writing = FALSE;
  self->in_flight--;
  /* The document itself is untouched; the next change tries again. */
  set_write_error (self, error);

  if (tracked->removed || !tg_document_get_modified (tracked->document))
    {
      tracked->on_disk = written || tracked->on_disk;
      delete_draft (tracked);
      if (tracked->removed)
        g_ptr_array_remove (self->tracked, tracked);
    }
  else
    {
      if (written && !tracked->on_disk)
        {
          tracked->on_disk = TRUE;
          _tg_session_write_state (self);
        }
      if (tracked->dirty)
        schedule (tracked);
    }
  finish_flushes (self);
  g_object_unref (self);
}

static void
draft_serialized_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  Tracked *tracked = user_data;
  TgSession *self = tracked->session;
  g_autofree char *path = _tg_session_draft_path (self, tracked->id);
  g_autoptr(GTask) task = g_task_new (self, NULL, draft_written_cb, tracked);
  DraftData *data = g_new0 (DraftData, 1);

  /* Serialising a document cannot fail without a cancellable. */
  data->texts = tg_document_serialize_finish (TG_DOCUMENT (source), result, NULL);
  data->state = g_variant_ref_sink (draft_state (tracked));
  data->file = g_file_new_for_path (path);
  g_task_set_task_data (task, data, (GDestroyNotify) draft_data_free);
  g_task_run_in_thread (task, draft_thread);
}

/* The drafts folder, its owner's only: one an earlier version made 0755
 * (or the user opened up) is closed to others again; what its owner
 * may do is left as it is. */
void
_tg_session_make_drafts_dir (TgSession *self)
{
  struct stat st;

  g_mkdir_with_parents (self->drafts_dir, 0700);
  if (g_lstat (self->drafts_dir, &st) == 0 && S_ISDIR (st.st_mode)
      && st.st_uid == geteuid () && (st.st_mode & 077) != 0
      && g_chmod (self->drafts_dir, st.st_mode & 0700) != 0)
    g_debug ("The drafts folder %s stays open to others: %s", self->drafts_dir,
             g_strerror (errno));
}

static void
write_draft (Tracked *tracked)
{
  TgSession *self = tracked->session;

  g_clear_handle_id (&tracked->timeout_id, g_source_remove);
  _tg_session_make_drafts_dir (self);
  tracked->dirty = FALSE;
  tracked->writing = TRUE;
  self->in_flight++;
  /* The callbacks reach the session through the tracked document. */
  g_object_ref (self);
  tg_document_serialize_async (tracked->document, NULL, draft_serialized_cb, tracked);
}

static gboolean
draft_due_cb (gpointer user_data)
{
  Tracked *tracked = user_data;

  tracked->timeout_id = 0;
  write_draft (tracked);
  return G_SOURCE_REMOVE;
}

/* A throttle: the first change since the last draft starts the clock;
 * later changes ride along. */
static void
schedule (Tracked *tracked)
{
  tracked->dirty = TRUE;
  if (tracked->timeout_id != 0 || tracked->writing)
    return;
  tracked->timeout_id = g_timeout_add (tracked->session->interval_ms, draft_due_cb, tracked);
}

static void
document_changed_cb (Tracked *tracked)
{
  if (tg_document_get_modified (tracked->document))
    schedule (tracked);
  else
    delete_draft (tracked);
}

static void
tracked_free (Tracked *tracked)
{
  g_clear_handle_id (&tracked->timeout_id, g_source_remove);
  g_signal_handlers_disconnect_by_data (tracked->document, tracked);
  g_object_unref (tracked->document);
  g_hash_table_unref (tracked->states);
  g_free (tracked->id);
  g_free (tracked);
}

static Tracked *
find_tracked (TgSession  *self,
              TgDocument *document)
{
  for (guint i = 0; i < self->tracked->len; i++)
    {
      Tracked *tracked = g_ptr_array_index (self->tracked, i);

      if (tracked->document == document && !tracked->removed)
        return tracked;
    }
  return NULL;
}

Tracked *
_tg_session_track (TgSession  *self,
                   TgDocument *document,
                   const char *id)
{
  Tracked *tracked = g_new0 (Tracked, 1);

  tracked->session = self;
  tracked->document = g_object_ref (document);
  tracked->id = id != NULL ? g_strdup (id) : g_uuid_string_random ();
  /* Keyed by games the document holds; a game taken out only leaves a
   * state behind until the document is no longer followed. */
  tracked->states = g_hash_table_new_full (NULL, NULL, g_object_unref,
                                           (GDestroyNotify) game_state_free);
  g_ptr_array_add (self->tracked, tracked);
  g_signal_connect_swapped (document, "changed", G_CALLBACK (document_changed_cb), tracked);
  g_signal_connect_swapped (document, "notify::modified", G_CALLBACK (document_changed_cb),
                            tracked);
  return tracked;
}

void
tg_session_add (TgSession  *self,
                TgDocument *document)
{
  Tracked *tracked;

  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (TG_IS_DOCUMENT (document));

  if (find_tracked (self, document) != NULL)
    return;
  tracked = _tg_session_track (self, document, NULL);
  if (tg_document_get_modified (document))
    schedule (tracked);
}

void
tg_session_remove (TgSession  *self,
                   TgDocument *document)
{
  Tracked *tracked;

  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (TG_IS_DOCUMENT (document));

  tracked = find_tracked (self, document);
  if (tracked == NULL)
    return;
  tracked->removed = TRUE;
  g_signal_handlers_disconnect_by_data (document, tracked);
  delete_draft (tracked);
  if (!tracked->writing)
    g_ptr_array_remove (self->tracked, tracked);
}

void
tg_session_flush_async (TgSession          *self,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  GTask *task;

  g_return_if_fail (TG_IS_SESSION (self));

  for (guint i = 0; i < self->tracked->len; i++)
    {
      Tracked *tracked = g_ptr_array_index (self->tracked, i);

      if (tracked->timeout_id != 0)
        write_draft (tracked);
    }
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_session_flush_async);
  g_ptr_array_add (self->flushes, task);
  finish_flushes (self);
}

gboolean
tg_session_flush_finish (TgSession     *self,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* The object ------------------------------------------------------------ */

static void
tg_session_finalize (GObject *object)
{
  TgSession *self = TG_SESSION (object);

  if (self->running)
    _tg_session_set_live (self, FALSE);
  g_ptr_array_unref (self->tracked);
  g_ptr_array_unref (self->flushes);
  g_free (self->dir);
  g_free (self->drafts_dir);
  g_free (self->instances_dir);
  g_free (self->instance_id);
  g_free (self->unprotected_reason);

  G_OBJECT_CLASS (tg_session_parent_class)->finalize (object);
}

static void
tg_session_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TgSession *self = TG_SESSION (object);

  switch (prop_id)
    {
    case PROP_INTERVAL:
      g_value_set_uint (value, self->interval_ms);
      break;
    case PROP_PROTECTED:
      g_value_set_boolean (value, !self->unprotected);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_session_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  TgSession *self = TG_SESSION (object);

  switch (prop_id)
    {
    case PROP_INTERVAL:
      tg_session_set_interval (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_session_class_init (TgSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tg_session_finalize;
  object_class->get_property = tg_session_get_property;
  object_class->set_property = tg_session_set_property;

  /* The longest a change waits for its draft, in milliseconds. */
  properties[PROP_INTERVAL] =
    g_param_spec_uint ("interval", NULL, NULL, 1, G_MAXUINT, DEFAULT_INTERVAL_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Whether the last draft or state file was written: FALSE while
   * unsaved work would be lost in a crash. */
  properties[PROP_PROTECTED] =
    g_param_spec_boolean ("protected", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tg_session_init (TgSession *self)
{
  self->interval_ms = DEFAULT_INTERVAL_MS;
  self->tracked = g_ptr_array_new_with_free_func ((GDestroyNotify) tracked_free);
  self->flushes = g_ptr_array_new_with_free_func (g_object_unref);
}

TgSession *
tg_session_new (const char *dir)
{
  TgSession *self;

  g_return_val_if_fail (dir != NULL, NULL);

  self = g_object_new (TG_TYPE_SESSION, NULL);
  self->dir = g_strdup (dir);
  self->drafts_dir = g_build_filename (dir, "drafts", NULL);
  self->instances_dir = g_build_filename (dir, "instances", NULL);
  self->instance_id = g_uuid_string_random ();
  return self;
}

gboolean
tg_session_get_protected (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), FALSE);

  return !self->unprotected;
}

const char *
tg_session_get_unprotected_reason (TgSession *self)
{
  g_return_val_if_fail (TG_IS_SESSION (self), NULL);

  return self->unprotected_reason;
}

void
tg_session_set_interval (TgSession *self,
                         guint      interval_ms)
{
  g_return_if_fail (TG_IS_SESSION (self));

  interval_ms = MAX (interval_ms, 1);
  if (interval_ms == self->interval_ms)
    return;
  self->interval_ms = interval_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERVAL]);
}
