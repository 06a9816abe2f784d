/* tg-session-recover.c: the session's start and end, and the drafts
 * read back — listed at the start, recovered as a document, discarded.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-session-private.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-atomic-file.h"
#include "tg-sgf.h"

static GVariant *
read_draft (TgSession   *self,
            const char  *id,
            GError     **error)
{
  g_autofree char *path = _tg_session_draft_path (self, id);
  g_autoptr(GMappedFile) mapped = g_mapped_file_new (path, FALSE, error);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GVariant) draft = NULL;

  if (mapped == NULL)
    return NULL;
  bytes = g_mapped_file_get_bytes (mapped);
  draft = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT, bytes, FALSE));
  /* A draft from a damaged disk must not be taken on trust. */
  if (!g_variant_is_normal_form (draft))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The draft “%s” is damaged"), path);
      return NULL;
    }
  return g_steal_pointer (&draft);
}

static TgDraft *
draft_info (TgSession  *self,
            const char *id)
{
  g_autoptr(GVariant) contents = read_draft (self, id, NULL);
  TgDraft *draft;
  const char *uri = NULL;
  const char *title = NULL;

  if (contents == NULL)
    return NULL;
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

GPtrArray *
tg_session_start (TgSession *self,
                  gboolean  *crashed)
{
  GPtrArray *drafts = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_draft_free);
  g_autoptr(GFile) state_file = _tg_session_state_file (self);
  g_autoptr(GBytes) state = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  gboolean clean = TRUE;

  g_return_val_if_fail (TG_IS_SESSION (self), NULL);

  state = g_file_load_bytes (state_file, NULL, NULL, NULL);
  if (state != NULL)
    {
      g_autoptr(GVariant) variant =
        g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE_VARDICT, state, FALSE));

      if (!g_variant_is_normal_form (variant) || !g_variant_lookup (variant, "clean", "b", &clean))
        clean = FALSE;
    }
  if (crashed != NULL)
    *crashed = !clean;

  dir = g_dir_open (self->drafts_dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *id = NULL;
      TgDraft *draft;

      if (!g_str_has_suffix (name, DRAFT_SUFFIX))
        continue;
      id = g_strndup (name, strlen (name) - strlen (DRAFT_SUFFIX));
      draft = draft_info (self, id);
      if (draft != NULL)
        g_ptr_array_add (drafts, draft);
    }
  g_ptr_array_sort (drafts, newest_first);

  self->running = TRUE;
  _tg_session_make_drafts_dir (self);
  _tg_session_write_state (self);
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
  file = _tg_session_state_file (self);
  bytes = _tg_session_state (self);
  if (!tg_atomic_file_replace (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               NULL, &error))
    g_warning ("Could not record the end of the session in %s: %s", self->dir, error->message);
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

  contents = read_draft (self, id, error);
  if (contents == NULL)
    return NULL;
  sgf = g_variant_lookup_value (contents, "sgf", G_VARIANT_TYPE_BYTESTRING);
  if (sgf == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("The draft holds no game record"));
      return NULL;
    }
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
  return g_steal_pointer (&document);
}

void
tg_session_discard (TgSession  *self,
                    const char *id)
{
  g_autofree char *path = NULL;

  g_return_if_fail (TG_IS_SESSION (self));
  g_return_if_fail (id != NULL);

  path = _tg_session_draft_path (self, id);
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Could not delete the draft %s: %s", path, g_strerror (errno));
}
