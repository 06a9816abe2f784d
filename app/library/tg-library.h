/* tg-library.h: the library as the app uses it — the folders it watches,
 * kept up to date in a worker (a rescan on start, then GFileMonitor),
 * queries and position searches in workers, results delivered in the
 * main context as they are found.  Nothing here ever blocks the caller.
 *
 * Signals:
 *   changed: games were added or removed (a commit of the indexer); the
 *     files read with trouble may have changed too.
 * Properties: updating, progress (0–1), message (what the user is told:
 *   a database moved aside, a full disk).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-library-db.h"

G_BEGIN_DECLS

#define TG_TYPE_LIBRARY (tg_library_get_type ())
G_DECLARE_FINAL_TYPE (TgLibrary, tg_library, TG, LIBRARY, GObject)

/* @path: the database; NULL for $XDG_DATA_HOME/tengen/library.db. */
TgLibrary    *tg_library_new            (const char    *path);
/* Folders and single files to index and watch; indexing starts. */
void          tg_library_set_roots      (TgLibrary     *self,
                                         const char * const *roots);
void          tg_library_cancel_update  (TgLibrary     *self);
gboolean      tg_library_get_updating   (TgLibrary     *self);
double        tg_library_get_progress   (TgLibrary     *self);
const char   *tg_library_get_message    (TgLibrary     *self);

/* The games @query finds (TgLibraryGame *) and how many there are in all
 * (for a first page only: a page after one is not counted again). */
void          tg_library_query_async    (TgLibrary            *self,
                                         const TgLibraryQuery *query,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
GPtrArray    *tg_library_query_finish   (TgLibrary            *self,
                                         GAsyncResult         *result,
                                         gint64               *total,
                                         GError              **error);

/* The files read with trouble, path → what went wrong (one a line), as
 * the database keeps them: also those read before this start. */
void          tg_library_warnings_async (TgLibrary            *self,
                                         GCancellable         *cancellable,
                                         GAsyncReadyCallback   callback,
                                         gpointer              user_data);
GHashTable   *tg_library_warnings_finish (TgLibrary           *self,
                                          GAsyncResult        *result,
                                          GError             **error);

/* Called in the main context with hits as they are found. */
typedef void (*TgLibraryFoundFunc) (TgLibrary          *self,
                                    const TgLibraryHit *hits,
                                    guint               n_hits,
                                    gpointer            user_data);

/* Cancel @cancellable to drop a search for a newer one: nothing more of
 * it is delivered after the cancellation, in the main context. */
void          tg_library_search_async   (TgLibrary              *self,
                                         const TgLibraryPattern *pattern,
                                         GCancellable           *cancellable,
                                         TgLibraryFoundFunc      found,
                                         gpointer                found_data,
                                         GAsyncReadyCallback     callback,
                                         gpointer                user_data);
/* @summary: cleared by the caller with tg_library_summary_clear (). */
gboolean      tg_library_search_finish  (TgLibrary              *self,
                                         GAsyncResult           *result,
                                         TgLibrarySummary       *summary,
                                         GError                **error);

G_END_DECLS
