/* tg-session-private.h: what the two parts of TgSession share —
 * tg-session.c (following documents, writing drafts, the session state
 * file) and tg-session-recover.c (the start and end, reading drafts).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-session.h"

G_BEGIN_DECLS

#define DRAFT_SUFFIX ".tengen-draft"
#define STATE_SUFFIX ".state"
/* A draft holds a record Tengen can open (at most 256 MB) and its
 * games' states: anything larger is not one. */
#define MAX_DRAFT_SIZE ((goffset) 512 * 1000 * 1000)

typedef struct
{
  TgSession  *session;
  TgDocument *document;
  char       *id;
  guint       timeout_id;
  gboolean    writing;        /* a draft on its way to disk */
  gboolean    dirty;          /* changed since that draft was taken */
  gboolean    on_disk;
  gboolean    removed;        /* no longer followed: delete once written */
  /* Each game's state as the last draft had it (TgGame * → GameState *):
   * working one out walks the game's line, and most games of a large
   * collection have not moved since. */
  GHashTable *states;
} Tracked;

struct _TgSession
{
  GObject    parent_instance;

  char      *dir;
  char      *drafts_dir;
  char      *instances_dir;  /* one state file a running or ended run */
  char      *instance_id;    /* this run's, the owner its drafts name */
  gboolean   unprotected;    /* a draft or the state could not be written */
  char      *unprotected_reason;
  guint      interval_ms;
  GPtrArray *tracked;        /* Tracked * */
  guint      in_flight;
  GPtrArray *flushes;        /* GTask *, waiting for in_flight to reach 0 */
  gboolean   state_writing;
  gboolean   state_dirty;
  gboolean   running;
};

char         *_tg_session_draft_path  (TgSession  *self,
                                       const char *id);
/* Makes the drafts folder, or closes it to others (0700). */
void          _tg_session_make_drafts_dir (TgSession *self);
/* The session state file's contents, and the file. */
GBytes       *_tg_session_state       (TgSession  *self);
GFile        *_tg_session_state_file  (TgSession  *self);
/* This run counts as running for tg_session_start () of this process
 * from its start to its end or finalization. */
void          _tg_session_set_live          (TgSession  *self,
                                             gboolean    live);
gboolean      _tg_session_instance_is_live  (const char *instance_id);
const char   *_tg_session_boot_id           (void);
guint64       _tg_session_process_start     (gint64      pid);
/* Off the caller's thread, one write at a time, the last state winning. */
void          _tg_session_write_state (TgSession  *self);
/* Follows @document, as the draft @id (NULL: a new one). */
Tracked      *_tg_session_track       (TgSession  *self,
                                       TgDocument *document,
                                       const char *id);

/* Writes the drafts that are due now, and calls back once every draft
 * written so far, and the session state, is on disk. */
void          tg_session_flush_async    (TgSession          *session,
                                         GCancellable       *cancellable,
                                         GAsyncReadyCallback callback,
                                         gpointer            user_data);
gboolean      tg_session_flush_finish   (TgSession     *session,
                                         GAsyncResult  *result,
                                         GError       **error);

G_END_DECLS
