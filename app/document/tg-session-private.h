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
/* Off the caller's thread, one write at a time, the last state winning. */
void          _tg_session_write_state (TgSession  *self);
/* Follows @document, as the draft @id (NULL: a new one). */
Tracked      *_tg_session_track       (TgSession  *self,
                                       TgDocument *document,
                                       const char *id);

G_END_DECLS
