/* tg-session-recover.c: the session's start and end, and the drafts
 * read back — listed at the start, recovered as a document, discarded.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-session-private.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tg-atomic-file.h"
#include "tg-sgf.h"

/* A draft file's bytes, mapped: only a regular file of a draft's size
 * is read, and opening never waits (a FIFO named like a draft). */
static GBytes *
map_regular_file (const char  *path,
                  goffset      max_size,
                  GError     **error)
{
  g_autoptr(GMappedFile) mapped = NULL;
  g_autofree char *display = g_filename_display_name (path);
  struct stat st;
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0);

  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("The draft “%s” cannot be read: %s"), display, g_strerror (saved_errno));
      return NULL;
    }
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      close (fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("The draft “%s” is not a file"), display);
      return NULL;
    }
  if (st.st_size == 0 || st.st_size > max_size)
    {
      g_autofree char *size = g_format_size (st.st_size);

      close (fd);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   st.st_size == 0 ? _("The draft “%s” is empty")
                                   : _("The draft “%s” is too large to be one (%s)"),
                   display, size);
      return NULL;
    }
  mapped = g_mapped_file_new_from_fd (fd, FALSE, error);
  close (fd);
  if (mapped == NULL)
    return NULL;
  return g_mapped_file_get_bytes (mapped);
}

/* An a{sv} from a file, in normal form: one from a damaged disk must not
 * be taken on trust. */
static GVariant *
read_dictionary (const char  *path,
                 goffset      max_size,
                 GError     **error)
{
  g_autoptr(GBytes) bytes = map_regular_file (path, max_size, error);
  g_autoptr(GVariant) variant = NULL;

  if (bytes == NULL)
    return NULL;
  variant = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT, bytes, FALSE));
  if (!g_variant_is_normal_form (variant))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The draft “%s” is damaged"), display);
      return NULL;
    }
  return g_steal_pointer (&variant);
}

static GVariant *
read_draft (TgSession   *self,
            const char  *id,
            GError     **error)
{
  g_autofree char *path = _tg_session_draft_path (self, id);
  g_autoptr(GVariant) draft = read_dictionary (path, MAX_DRAFT_SIZE, error);
  g_autoptr(GVariant) sgf = NULL;
  gint64 time;

  if (draft == NULL)
    return NULL;
  /* An empty dictionary is in normal form too: a draft has its record
   * and its time. */
  sgf = g_variant_lookup_value (draft, "sgf", G_VARIANT_TYPE_BYTESTRING);
  if (sgf == NULL || g_variant_get_size (sgf) == 0
      || !g_variant_lookup (draft, "time", "x", &time))
    {
      g_autofree char *display = g_filename_display_name (path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The draft “%s” holds no game record"), display);
      return NULL;
    }
  return g_steal_pointer (&draft);
}

static TgDraft *
draft_info (const char *id,
            GVariant   *contents)
{
  TgDraft *draft;
  const char *uri = NULL;
  const char *title = NULL;

  draft = g_new0 (TgDraft, 1);
  draft->id = g_strdup (id);
  if (g_variant_lookup (contents, "file", "&s", &uri))
    draft->file = g_file_new_for_uri (uri);
  g_variant_lookup (contents, "title", "&s", &title);
  draft->title = g_strdup (title != NULL ? title : _("Untitled Game"));
  g_variant_lookup (contents, "time", "x", &draft->time);
  g_variant_lookup (contents, "move-number", "u", &draft->move_number);
  return draft;
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const TgDraft *x = *(TgDraft **) a;
  const TgDraft *y = *(TgDraft **) b;

  return (x->time < y->time) - (x->time > y->time);
}

/* Whether the run a state file describes is still going: in this
 * process, a session started and not ended or gone; elsewhere on this
 * machine and boot, the same process (its PID and start time), not
 * one that took the number later.  A run on another machine sharing the
 * folder is not this one's to judge, and counts as going; one from an
 * earlier boot of this machine is over. */
static gboolean
run_is_going (const char *instance_id,
              GVariant   *state)
{
  const char *boot = "", *host = "";
  gboolean clean = FALSE;
  gint64 pid = 0;
  guint64 start = 0;

  g_variant_lookup (state, "clean", "b", &clean);
  if (clean)
    return FALSE;
  g_variant_lookup (state, "pid", "x", &pid);
  g_variant_lookup (state, "start", "t", &start);
  g_variant_lookup (state, "boot", "&s", &boot);
  g_variant_lookup (state, "host", "&s", &host);
  if (!g_str_equal (boot, _tg_session_boot_id ()) || boot[0] == '\0')
    return !g_str_equal (host, g_get_host_name ());
  if (pid == getpid ())
    return _tg_session_instance_is_live (instance_id);
  return pid > 0 && start != 0 && _tg_session_process_start (pid) == start;
}

typedef struct
{
  GHashTable *going;    /* instance ids of runs still going */
  GHashTable *kept;     /* draft ids those runs list as theirs */
  GPtrArray  *ended;    /* state file paths of runs that are over */
  gboolean    crashed;  /* one of those ended without a clean end */
} Runs;

static void
runs_clear (Runs *runs)
{
  g_clear_pointer (&runs->going, g_hash_table_unref);
  g_clear_pointer (&runs->kept, g_hash_table_unref);
  g_clear_pointer (&runs->ended, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Runs, runs_clear)

/* Every other run's state file, read. */
static void
read_runs (TgSession *self,
           Runs      *runs)
{
  g_autoptr(GDir) dir = g_dir_open (self->instances_dir, 0, NULL);
  const char *name;

  runs->going = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  runs->kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  runs->ended = g_ptr_array_new_with_free_func (g_free);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *instance_id = NULL;
      g_autoptr(GVariant) state = NULL;
      g_autofree const char **drafts = NULL;
      gboolean clean = FALSE;

      if (!g_str_has_suffix (name, STATE_SUFFIX))
        continue;
      instance_id = g_strndup (name, strlen (name) - strlen (STATE_SUFFIX));
      if (g_str_equal (instance_id, self->instance_id))
        continue;
      path = g_build_filename (self->instances_dir, name, NULL);
      /* A state file lists draft ids: a megabyte is thousands of them. */
      state = read_dictionary (path, 1024 * 1024, NULL);
      if (state == NULL || !run_is_going (instance_id, state))
        {
          if (state == NULL || !g_variant_lookup (state, "clean", "b", &clean) || !clean)
            runs->crashed = TRUE;
          g_ptr_array_add (runs->ended, g_steal_pointer (&path));
          continue;
        }
      if (g_variant_lookup (state, "drafts", "^a&s", &drafts))
        for (guint i = 0; drafts[i] != NULL; i++)
          g_hash_table_add (runs->kept, g_strdup (drafts[i]));
      g_hash_table_add (runs->going, g_steal_pointer (&instance_id));
    }
}

/* Whether a run still going keeps the draft @id (@contents, read). */
static gboolean
kept_by_a_run (Runs       *runs,
               const char *id,
               GVariant   *contents)
{
  const char *owner = NULL;

  if (g_hash_table_contains (runs->kept, id))
    return TRUE;
  return g_variant_lookup (contents, "owner", "&s", &owner)
         && g_hash_table_contains (runs->going, owner);
}

/* Whether the draft @id is another running Tengen's, now. */
static gboolean
kept_elsewhere (TgSession  *self,
                const char *id)
{
  g_auto(Runs) runs = { NULL, };
  g_autoptr(GVariant) contents = read_draft (self, id, NULL);
  const char *owner = NULL;

  if (contents != NULL && g_variant_lookup (contents, "owner", "&s", &owner)
      && g_str_equal (owner, self->instance_id))
    return FALSE;
  read_runs (self, &runs);
  if (g_hash_table_contains (runs.kept, id))
    return TRUE;
  return contents != NULL && kept_by_a_run (&runs, id, contents);
}

/* Moves a draft that cannot be read out of the drafts folder, so that
 * it is said once and never offered, but kept for whoever wants to look. */
static char *
set_aside (TgSession  *self,
           const char *name,
           GError     *error)
{
  g_autofree char *damaged_dir = g_build_filename (self->dir, "damaged", NULL);
  g_autofree char *from = g_build_filename (self->drafts_dir, name, NULL);
  g_autofree char *to = g_build_filename (damaged_dir, name, NULL);
  g_autofree char *display = g_filename_display_name (damaged_dir);

  g_mkdir_with_parents (damaged_dir, 0700);
  if (g_rename (from, to) != 0)
    {
      /* Said at every start until it can be moved: better than lost. */
      g_debug ("Could not set the draft %s aside: %s", from, g_strerror (errno));
      return g_strdup (error->message);
    }
  /* Translators: the first part says what is wrong with the draft. */
  return g_strdup_printf (_("%s. It was moved to “%s”."), error->message, display);
}

GPtrArray *
tg_session_start (TgSession *self,
                  gboolean  *crashed,
                  GStrv     *set_aside_out)
{
  GPtrArray *drafts = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_draft_free);
  g_autoptr(GStrvBuilder) aside = g_strv_builder_new ();
  g_auto(Runs) runs = { NULL, };
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_return_val_if_fail (TG_IS_SESSION (self), NULL);

  read_runs (self, &runs);
  if (crashed != NULL)
    *crashed = runs.crashed;

  dir = g_dir_open (self->drafts_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      g_autoptr(GVariant) contents = NULL;
      g_autoptr(GError) error = NULL;

      if (!g_str_has_suffix (name, DRAFT_SUFFIX))
        continue;
      id = g_strndup (name, strlen (name) - strlen (DRAFT_SUFFIX));
      /* Listed by a run still going: not even read (it may be writing). */
      if (g_hash_table_contains (runs.kept, id))
        continue;
      contents = read_draft (self, id, &error);
      if (contents == NULL)
        {
          g_autofree char *said = set_aside (self, name, error);

          g_strv_builder_add (aside, said);
        }
      else if (!kept_by_a_run (&runs, id, contents))
        g_ptr_array_add (drafts, draft_info (id, contents));
    }
  g_ptr_array_sort (drafts, newest_first);

  /* Their drafts are offered now, and will be again while they are
   * there (an owner no run's file names has ended). */
  for (guint i = 0; i < runs.ended->len; i++)
    g_unlink (g_ptr_array_index (runs.ended, i));

  self->running = TRUE;
  _tg_session_set_live (self, TRUE);
  _tg_session_make_drafts_dir (self);
  _tg_session_write_state (self);
  if (set_aside_out != NULL)
    *set_aside_out = g_strv_builder_end (aside);
  return drafts;
}

void
tg_session_end (TgSession *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  g_return_if_fail (TG_IS_SESSION (self));

  /* Synchronously: the process is about to go. */
  self->running = FALSE;
  _tg_session_set_live (self, FALSE);
  file = _tg_session_state_file (self);
  bytes = _tg_session_state (self);
  if (!tg_atomic_file_replace (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               NULL, &error))
    g_debug ("Could not record the end of the session in %s: %s", self->dir, error->message);
}

TgDocument *
tg_session_recover (TgSession   *self,
                    const char  *id,
                    GError     **error)
{
  g_autoptr(GVariant) contents = NULL;
  g_autoptr(GVariant) sessions = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(TgDocument) document = NULL;
  g_autofree const char **players = NULL;
  g_autoptr(GVariant) sgf = NULL;
  g_autoptr(GVariant) clock = NULL;
  const char *uri = NULL;
  guint32 game_index = 0;
  Tracked *tracked;

  g_return_val_if_fail (TG_IS_SESSION (self), NULL);
  g_return_val_if_fail (id != NULL, NULL);

  if (kept_elsewhere (self, id))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                   _("Another Tengen that is running keeps this draft"));
      return NULL;
    }
  contents = read_draft (self, id, error);
  if (contents == NULL)
    return NULL;
  sgf = g_variant_lookup_value (contents, "sgf", G_VARIANT_TYPE_BYTESTRING);
  roots = tg_sgf_parse (g_variant_get_data (sgf), g_variant_get_size (sgf), NULL, error);
  if (roots == NULL)
    return NULL;
  if (g_variant_lookup (contents, "file", "&s", &uri))
    file = g_file_new_for_uri (uri);
  document = tg_document_new_from_roots (roots, file, error);
  if (document == NULL)
    return NULL;

  sessions = g_variant_lookup_value (contents, "games", G_VARIANT_TYPE ("aa{sv}"));
  for (guint i = 0; sessions != NULL && i < g_variant_n_children (sessions)
                    && i < tg_document_get_n_games (document); i++)
    {
      g_autoptr(TgGame) game = g_list_model_get_item (tg_document_get_games (document), i);
      g_autoptr(GVariant) state = g_variant_get_child_value (sessions, i);
      g_autoptr(GError) local = NULL;

      /* The record is what matters; a state that does not fit it leaves
       * the game at the end of its main line. */
      if (!tg_game_restore_session (game, state, &local))
        g_ptr_array_add (tg_document_get_warnings (document),
                         g_strdup_printf (_("Game %u: %s"), i + 1, local->message));
    }
  if (g_variant_lookup (contents, "game-index", "u", &game_index)
      && game_index < tg_document_get_n_games (document))
    tg_document_set_game_index (document, game_index);
  if (g_variant_lookup (contents, "players", "^a&s", &players))
    for (guint i = 0; players[i] != NULL && i < 2; i++)
      if (players[i][0] != '\0')
        tg_document_set_player (document, TG_BLACK + i, players[i]);
  clock = g_variant_lookup_value (contents, "clock", NULL);
  tg_document_set_clock_state (document, clock);
  tg_document_set_modified (document, TRUE);

  tracked = _tg_session_track (self, document, id);
  tracked->on_disk = TRUE;
  /* This run's now: another starting does not offer it. */
  _tg_session_write_state (self);
  return g_steal_pointer (&document);
}

void
tg_session_discard (TgSession  *self,
                    const char *id)
{
  g_autofree char *path = NULL;

  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (id != NULL);

  if (kept_elsewhere (self, id))
    return;
  path = _tg_session_draft_path (self, id);
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_debug ("Could not delete the draft %s: %s", path, g_strerror (errno));
}
