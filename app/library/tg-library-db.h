/* tg-library-db.h: the library's SQLite database — files, games, their
 * text for searching, and their move lists for position search.
 *
 * The SGF files are the truth; the database can always be made again
 * from them.  WAL mode, so one process writes while others read; every
 * change is a transaction, so a crash or a full disk leaves the database
 * as the last commit left it.  A TgLibraryDb is one connection, used by
 * one thread at a time: open one for each thread.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-library-positions.h"
#include "tg-library-record.h"
#include "tg-node.h"

G_BEGIN_DECLS

#define TG_LIBRARY_DB_ERROR (tg_library_db_error_quark ())
GQuark tg_library_db_error_quark (void);

typedef enum
{
  TG_LIBRARY_DB_ERROR_FAILED,
  TG_LIBRARY_DB_ERROR_CORRUPT,
  TG_LIBRARY_DB_ERROR_FULL,
  TG_LIBRARY_DB_ERROR_BUSY,
} TgLibraryDbError;

/* The version of the tables this Tengen writes. */
#define TG_LIBRARY_SCHEMA_VERSION 1

typedef struct _TgLibraryDb TgLibraryDb;

/* Opens the database at @path, making it (and its folder) when missing.
 * One that is not a database, is damaged (@check: the full integrity
 * check, which reads every page) or was written by a newer Tengen is
 * moved aside — to PATH.damaged or PATH.newer, so nothing is lost — and
 * a new empty one made; *@moved_aside (may be NULL) then says so, for
 * the user, and the caller indexes the files again. */
TgLibraryDb  *tg_library_db_open        (const char   *path,
                                         gboolean      check,
                                         char        **moved_aside,
                                         GError      **error);
void          tg_library_db_close       (TgLibraryDb  *db);

/* BEGIN IMMEDIATE (waiting for another writer), COMMIT, ROLLBACK. */
gboolean      tg_library_db_begin       (TgLibraryDb  *db,
                                         GError      **error);
gboolean      tg_library_db_commit      (TgLibraryDb  *db,
                                         GError      **error);
void          tg_library_db_rollback    (TgLibraryDb  *db);
/* Brings the query planner's figures up to date, after indexing. */
gboolean      tg_library_db_analyze     (TgLibraryDb  *db,
                                         GError      **error);

/* What the database knows of a file: when it was indexed as it was. */
typedef struct
{
  gint64 size;
  gint64 mtime;   /* microseconds */
} TgLibraryStamp;

/* The files indexed under @folder (a path, no trailing '/'; NULL: all),
 * path → TgLibraryStamp. */
GHashTable   *tg_library_db_get_files   (TgLibraryDb  *db,
                                         const char   *folder,
                                         GError      **error);
/* Forgets @path and its games. */
gboolean      tg_library_db_remove_file (TgLibraryDb  *db,
                                         const char   *path,
                                         GError      **error);
/* The games of one file, read and turned into what the database keeps:
 * the costly part of indexing, done in any thread. */
typedef struct _TgLibraryFileData TgLibraryFileData;

/* Takes @roots (TgNode *, as read, may be NULL: the file could not be
 * read) and the warnings met reading it (char *, may be NULL). */
TgLibraryFileData *tg_library_file_data_new  (GPtrArray         *roots,
                                              GPtrArray         *warnings);
void          tg_library_file_data_free (TgLibraryFileData *data);
guint         tg_library_file_data_get_n_games (TgLibraryFileData *data);
/* The warnings, one a line, or NULL. */
const char   *tg_library_file_data_get_warning (TgLibraryFileData *data);

/* Adds @path with its games, in place of what the database held for
 * it.  The file's row is kept even when no game could be read, so that
 * its warning is shown and it is not read again until it changes. */
gboolean      tg_library_db_add_file    (TgLibraryDb          *db,
                                         const char           *path,
                                         const TgLibraryStamp *stamp,
                                         TgLibraryFileData    *data,
                                         GError              **error);

/* Files whose reading met trouble: path → warning text (one a line). */
GHashTable   *tg_library_db_get_warnings (TgLibraryDb  *db,
                                          GError      **error);

/* Brings @positions up to date: adds the games it lacks, drops those
 * gone. */
gboolean      tg_library_db_load_positions (TgLibraryDb        *db,
                                            TgLibraryPositions *positions,
                                            GError            **error);

/* A game as the list shows it. */
typedef struct
{
  gint64   id;
  char    *black, *white, *black_rank, *white_rank;
  char    *date, *event, *place, *result, *rules, *name;
  char    *path;            /* its file */
  guint    number;          /* its place in the file, from 0 */
  double   komi;
  guint    handicap, size, moves;
  TgColor  winner;
  gboolean duplicate;       /* another game has the same moves */
  GBytes  *final;           /* size × size bytes, TgColor, the main line's end */
} TgLibraryGame;

void          tg_library_game_free      (TgLibraryGame *game);

typedef enum
{
  TG_LIBRARY_SORT_DATE,
  TG_LIBRARY_SORT_BLACK,
  TG_LIBRARY_SORT_WHITE,
  TG_LIBRARY_SORT_EVENT,
  TG_LIBRARY_SORT_RESULT,
  TG_LIBRARY_SORT_MOVES,
  TG_LIBRARY_SORT_FILE,
} TgLibrarySort;

typedef struct
{
  const char   *text;        /* words over players, event, place, names, comments */
  const char   *player;      /* either player's name contains it */
  const char   *after;       /* dates from (YYYY, YYYY-MM or YYYY-MM-DD) */
  const char   *before;      /* dates up to */
  TgColor       winner;      /* TG_EMPTY: any; TG_OFFBOARD: no winner */
  int           handicap;    /* -1: any */
  guint         size;        /* 0: any */
  const char   *rules;       /* contains */
  const gint64 *ids;         /* only these (n_ids), as a position search found */
  guint         n_ids;
  TgLibrarySort sort;
  gboolean      descending;
  /* Keyset paging: the page starts after this game, the last of the
   * page before in the same order (0: at the first).  Reaching page 500
   * costs as little as the first: no OFFSET counts the rows skipped. */
  gint64        after_id;
  guint         limit;       /* 0: all */
} TgLibraryQuery;

/* TgLibraryGame *, in order. */
GPtrArray    *tg_library_db_query       (TgLibraryDb          *db,
                                         const TgLibraryQuery *query,
                                         GError              **error);
/* How many games the query finds (after_id and limit aside). */
gint64        tg_library_db_count       (TgLibraryDb          *db,
                                         const TgLibraryQuery *query,
                                         GError              **error);
/* One game, or NULL (gone). */
TgLibraryGame *tg_library_db_get_game   (TgLibraryDb  *db,
                                         gint64        id,
                                         GError      **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgLibraryGame, tg_library_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgLibraryFileData, tg_library_file_data_free)

G_END_DECLS
