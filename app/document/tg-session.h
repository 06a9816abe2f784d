/* tg-session.h: drafts of the open documents and their recovery after a
 * crash, as GNOME Text Editor's session does it.
 *
 * Each modified document gets a draft in DIR/drafts/ (DIR is
 * $XDG_STATE_HOME/tengen for the app): ID.sgf, the collection as text,
 * and ID.state, what the record does not say (the game shown, each
 * game's current node and course of play, the players, the file it
 * belongs to).  Drafts are written at most once per interval while
 * changes come (a throttle: the first change starts the clock, later
 * ones do not push it back), atomically and in a worker thread, and
 * deleted once the document is saved, undone back to its file, or
 * closed.  A state file a run (DIR/instances/) says which process
 * keeps which drafts and whether it ended cleanly: a draft of a run
 * still going, in this process or another Tengen on this machine and
 * boot, is never offered or deleted by another.
 *
 * GIO only.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-document.h"

G_BEGIN_DECLS

/* A draft an earlier run left. */
typedef struct
{
  char   *id;
  char   *title;        /* the document's title when the draft was written */
  GFile  *file;         /* the file it belongs to, or NULL: untitled */
  gint64  time;         /* when it was written, µs since the epoch */
  guint   move_number;  /* of the game shown */
} TgDraft;

void          tg_draft_free             (TgDraft       *draft);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgDraft, tg_draft_free)

#define TG_TYPE_SESSION (tg_session_get_type ())
G_DECLARE_FINAL_TYPE (TgSession, tg_session, TG, SESSION, GObject)

TgSession    *tg_session_new            (const char    *dir);
/* FALSE while the last draft or state file could not be written: a
 * crash would lose the unsaved work; the reason, translated. */
gboolean      tg_session_get_protected  (TgSession     *session);
const char   *tg_session_get_unprotected_reason (TgSession *session);
/* The longest a change waits for its draft, in milliseconds. */
void          tg_session_set_interval   (TgSession     *session,
                                         guint          interval_ms);

/* The drafts of runs that have ended (TgDraft *, newest first), and
 * whether one of them ended without a clean shutdown; drafts of runs
 * still going are left to them.  A draft that cannot be read (not a
 * regular file, empty, too large, damaged) is moved to DIR/damaged/ and
 * said in @set_aside (may be NULL; a translated sentence each).  Marks
 * this run as running. */
GPtrArray    *tg_session_start          (TgSession     *session,
                                         gboolean      *crashed,
                                         GStrv         *set_aside);
/* Records a clean shutdown: drafts still there are of documents left
 * modified on purpose, none, as closing asks first. */
void          tg_session_end            (TgSession     *session);

/* Follows @document, writing its drafts while it is modified. */
void          tg_session_add            (TgSession     *session,
                                         TgDocument    *document);
/* Stops following @document and deletes its draft (saved or discarded). */
void          tg_session_remove         (TgSession     *session,
                                         TgDocument    *document);

/* The document of a draft, as it was: its games, the game shown, each
 * game's node and course of play, its players and file, marked
 * modified.  It keeps writing to the same draft, and is followed.
 * A draft another running Tengen keeps is refused. */
TgDocument   *tg_session_recover        (TgSession     *session,
                                         const char    *id,
                                         GError       **error);
/* Deletes the draft, unless another running Tengen keeps it. */
void          tg_session_discard        (TgSession     *session,
                                         const char    *id);

G_END_DECLS
