/* tg-library-indexer.h: bringing the database up to date with folders of
 * SGF files — new and changed files read (by size and modification
 * time), vanished ones forgotten — in as many threads as there are
 * cores, written in transactions so that what was committed stays
 * usable whatever happens next.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-library-db.h"

G_BEGIN_DECLS

typedef struct
{
  guint       n_files;        /* to read */
  guint       n_done;
  guint       n_games;        /* added so far */
  guint       n_removed;      /* files forgotten */
  guint       n_unchanged;
  guint       n_warnings;     /* files read with trouble */
  const char *current;        /* the file just written, or NULL */
} TgLibraryProgress;

/* Called in the indexing thread, after each transaction and for each file
 * with a warning (@warning non-NULL). */
typedef void (*TgLibraryProgressFunc) (const TgLibraryProgress *progress,
                                       const char              *path,
                                       const char              *warning,
                                       gpointer                 user_data);

/* @roots: folders and single files (absolute paths).  FALSE when
 * cancelled or when the database failed (a full disk): what was
 * committed before stays. */
gboolean tg_library_index (TgLibraryDb           *db,
                           const char * const    *roots,
                           GCancellable          *cancellable,
                           TgLibraryProgressFunc  func,
                           gpointer               user_data,
                           TgLibraryProgress     *progress,
                           GError               **error);

/* Forgets every file that is under none of @roots (folders and files
 * the user no longer watches), with its games, in one transaction;
 * *@n_removed says how many files. */
gboolean tg_library_forget_unwatched (TgLibraryDb         *db,
                                      const char * const  *roots,
                                      guint               *n_removed,
                                      GError             **error);

G_END_DECLS
