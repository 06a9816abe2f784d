/* tg-library-db.c: the library's tables in SQLite.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-db.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "tg-game.h"
#include "tg-sgf.h"

G_DEFINE_QUARK (tg-library-db-error-quark, tg_library_db_error)

struct _TgLibraryDb
{
  sqlite3    *handle;
  char       *path;
  GHashTable *statements;   /* SQL text (static) → sqlite3_stmt, kept */
};

/* Comments beyond this, in one game, are not searched: a book of
 * commentary must not make the index grow without end. */
#define MAX_COMMENT_BYTES 65536
/* How long a connection waits for another's write. */
#define BUSY_TIMEOUT_MS 30000

static const char schema[] =
  "CREATE TABLE files ("
  "  id INTEGER PRIMARY KEY,"
  "  path TEXT NOT NULL UNIQUE,"
  "  size INTEGER NOT NULL,"
  "  mtime INTEGER NOT NULL,"
  "  n_games INTEGER NOT NULL,"
  "  warning TEXT);"
  /* AUTOINCREMENT: ids never come back, so a reader holding games in
   * memory takes the new ones by id. */
  "CREATE TABLE games ("
  "  id INTEGER PRIMARY KEY AUTOINCREMENT,"
  "  file_id INTEGER NOT NULL,"
  "  number INTEGER NOT NULL,"
  "  black TEXT, white TEXT, black_rank TEXT, white_rank TEXT,"
  "  date TEXT, event TEXT, place TEXT, result TEXT, rules TEXT, name TEXT,"
  "  winner INTEGER NOT NULL,"
  "  komi REAL, handicap INTEGER, size INTEGER NOT NULL, moves INTEGER NOT NULL,"
  "  dyer TEXT NOT NULL, moves_hash INTEGER NOT NULL,"
  "  final BLOB);"
  "CREATE INDEX games_file ON games (file_id);"
  "CREATE INDEX games_dyer ON games (dyer);"
  "CREATE INDEX games_moves_hash ON games (moves_hash);"
  "CREATE INDEX games_date ON games (date);"
  "CREATE INDEX games_black ON games (black COLLATE NOCASE);"
  "CREATE INDEX games_white ON games (white COLLATE NOCASE);"
  "CREATE INDEX games_event ON games (event);"
  "CREATE INDEX games_result ON games (result);"
  "CREATE INDEX games_moves ON games (moves);"
  "CREATE INDEX games_winner_date ON games (winner, date);"
  "CREATE TABLE positions ("
  "  game_id INTEGER PRIMARY KEY,"
  "  size INTEGER NOT NULL,"
  "  winner INTEGER NOT NULL,"
  "  ever BLOB NOT NULL,"
  "  entries BLOB NOT NULL);"
  "CREATE VIRTUAL TABLE games_text USING fts5 ("
  "  players, event, place, name, comments,"
  "  tokenize = 'unicode61 remove_diacritics 2');";

static gboolean
set_sqlite_error (TgLibraryDb *db,
                  int          rc,
                  GError     **error)
{
  int code = TG_LIBRARY_DB_ERROR_FAILED;

  switch (rc & 0xff)
    {
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
      code = TG_LIBRARY_DB_ERROR_CORRUPT;
      break;
    case SQLITE_FULL:
      code = TG_LIBRARY_DB_ERROR_FULL;
      break;
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      code = TG_LIBRARY_DB_ERROR_BUSY;
      break;
    case SQLITE_IOERR:
      if (errno == ENOSPC)
        code = TG_LIBRARY_DB_ERROR_FULL;
      break;
    }
  if (code == TG_LIBRARY_DB_ERROR_FULL)
    g_set_error (error, TG_LIBRARY_DB_ERROR, code,
                 _("The disk holding the library (%s) is full"), db->path);
  else
    g_set_error (error, TG_LIBRARY_DB_ERROR, code, _("The library %s: %s"),
                 db->path, db->handle ? sqlite3_errmsg (db->handle) : sqlite3_errstr (rc));
  return FALSE;
}

static gboolean
exec (TgLibraryDb *db,
      const char  *sql,
      GError     **error)
{
  int rc = sqlite3_exec (db->handle, sql, NULL, NULL, NULL);

  return rc == SQLITE_OK || set_sqlite_error (db, rc, error);
}

static sqlite3_stmt *
prepare (TgLibraryDb *db,
         const char  *sql,
         GError     **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (db->handle, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      set_sqlite_error (db, rc, error);
      return NULL;
    }
  return stmt;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

static void
finalize_statement (gpointer stmt)
{
  sqlite3_finalize (stmt);
}

/* A statement run for every file or game, prepared once: @sql must be
 * a string that lives as long as the program.  Reset for use. */
static sqlite3_stmt *
cached (TgLibraryDb *db,
        const char  *sql,
        GError     **error)
{
  sqlite3_stmt *stmt = g_hash_table_lookup (db->statements, sql);

  if (stmt)
    {
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      return stmt;
    }
  if (sqlite3_prepare_v3 (db->handle, sql, -1, SQLITE_PREPARE_PERSISTENT, &stmt, NULL) != SQLITE_OK)
    {
      set_sqlite_error (db, sqlite3_errcode (db->handle), error);
      sqlite3_finalize (stmt);
      return NULL;
    }
  g_hash_table_insert (db->statements, (gpointer) sql, stmt);
  return stmt;
}

static void
close_handle (TgLibraryDb *db)
{
  g_hash_table_remove_all (db->statements);
  if (db->handle)
    sqlite3_close_v2 (db->handle);
  db->handle = NULL;
}

/* 0 for a new file, the version otherwise; FALSE when SQLite cannot read
 * it (not a database, damaged). */
typedef struct
{
  gint64 *ids;            /* sorted */
  guint   n_ids;
} Found;

static void
found_free (void *data)
{
  Found *found = data;

  g_free (found->ids);
  g_free (found);
}

static int
compare_ids (const void *a, const void *b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return x < y ? -1 : x > y;
}

/* tg_found (id, ids): whether @id is one of the bound ids. */
static void
found_function (sqlite3_context *context,
                int              argc,
                sqlite3_value  **argv)
{
  const Found *found = sqlite3_value_pointer (argv[1], "tg_found");
  gint64 id = sqlite3_value_int64 (argv[0]);

  sqlite3_result_int (context, found && bsearch (&id, found->ids, found->n_ids, sizeof (gint64), compare_ids));
}

/* A new file turns to WAL under an exclusive lock, and SQLite answers
 * "busy" at once rather than wait for it (waiting could deadlock two
 * connections): the indexer, the list and the warnings open the library
 * together, so the loser tries again while the other holds the file. */
static gboolean
use_wal (TgLibraryDb *db,
         GError     **error)
{
  gint64 deadline = g_get_monotonic_time () + BUSY_TIMEOUT_MS * G_TIME_SPAN_MILLISECOND;
  int rc;

  while ((rc = sqlite3_exec (db->handle, "PRAGMA journal_mode = WAL", NULL, NULL, NULL)) == SQLITE_BUSY
         && g_get_monotonic_time () < deadline)
    g_usleep (2 * G_TIME_SPAN_MILLISECOND);
  return rc == SQLITE_OK || set_sqlite_error (db, rc, error);
}

static gboolean
open_handle (TgLibraryDb *db,
             gboolean     check,
             int         *version,
             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  rc = sqlite3_open_v2 (db->path, &db->handle,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);
  if (rc != SQLITE_OK)
    return set_sqlite_error (db, rc, error);
  /* Another process indexing holds the write lock for one transaction
   * at a time; wait for it rather than fail. */
  sqlite3_busy_timeout (db->handle, BUSY_TIMEOUT_MS);
  sqlite3_create_function_v2 (db->handle, "tg_found", 2, SQLITE_UTF8 | SQLITE_DIRECTONLY, NULL,
                              found_function, NULL, NULL, NULL);
  /* A checkpoint, in the thread that commits, waits for the disk
   * twice: at SQLite's default of one every 1,000 pages, those waits
   * were a large part of the time indexing a big folder took. */
  if (!use_wal (db, error)
      || !exec (db, "PRAGMA synchronous = NORMAL; PRAGMA wal_autocheckpoint = 8192", error))
    return FALSE;
  stmt = prepare (db, "PRAGMA user_version", error);
  if (!stmt)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return set_sqlite_error (db, rc, error);
  *version = sqlite3_column_int (stmt, 0);
  g_clear_pointer (&stmt, sqlite3_finalize);
  /* Reading the schema reads the first pages: a file of garbage fails
   * here, a damaged one in the integrity check. */
  if (!exec (db, "SELECT count(*) FROM sqlite_master", error))
    return FALSE;
  if (check && *version > 0)
    {
      const char *result;

      stmt = prepare (db, "PRAGMA quick_check", error);
      if (!stmt)
        return FALSE;
      rc = sqlite3_step (stmt);
      if (rc != SQLITE_ROW)
        return set_sqlite_error (db, rc, error);
      result = (const char *) sqlite3_column_text (stmt, 0);
      if (g_strcmp0 (result, "ok") != 0)
        {
          g_set_error (error, TG_LIBRARY_DB_ERROR, TG_LIBRARY_DB_ERROR_CORRUPT,
                       _("The library %s is damaged: %s"), db->path, result);
          return FALSE;
        }
    }
  return TRUE;
}

static gboolean
move_aside (TgLibraryDb *db,
            const char  *suffix,
            GError     **error)
{
  g_autofree char *target = g_strconcat (db->path, suffix, NULL);

  for (guint n = 2; g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s%s-%u", db->path, suffix, n);
    }
  if (g_rename (db->path, target) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not move the library %s aside: %s"), db->path, g_strerror (saved));
      return FALSE;
    }
  /* Its journal belongs to it, not to the new database. */
  for (guint i = 0; i < 2; i++)
    {
      const char *journal = i == 0 ? "-wal" : "-shm";
      g_autofree char *from = g_strconcat (db->path, journal, NULL);
      g_autofree char *to = g_strconcat (target, journal, NULL);

      if (g_file_test (from, G_FILE_TEST_EXISTS))
        g_rename (from, to);
    }
  return TRUE;
}

TgLibraryDb *
tg_library_db_open (const char   *path,
                    gboolean      check,
                    char        **moved_aside,
                    GError      **error)
{
  g_autofree char *folder = g_path_get_dirname (path);
  TgLibraryDb *db = g_new0 (TgLibraryDb, 1);
  g_autoptr(GError) local = NULL;
  int version = 0;

  db->path = g_strdup (path);
  db->statements = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, finalize_statement);
  if (moved_aside)
    *moved_aside = NULL;
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved),
                   _("Could not make the folder %s: %s"), folder, g_strerror (saved));
      tg_library_db_close (db);
      return NULL;
    }
  if (!open_handle (db, check, &version, &local) || version > TG_LIBRARY_SCHEMA_VERSION)
    {
      gboolean damaged = local && g_error_matches (local, TG_LIBRARY_DB_ERROR,
                                                   TG_LIBRARY_DB_ERROR_CORRUPT);
      g_autofree char *why = NULL;

      if (local && !damaged)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          tg_library_db_close (db);
          return NULL;
        }
      close_handle (db);
      if (!move_aside (db, damaged ? ".damaged" : ".newer", error))
        {
          tg_library_db_close (db);
          return NULL;
        }
      why = damaged
            ? g_strdup_printf (_("The library was damaged (%s); it was moved aside and is being made again from your files."),
                               local->message)
            : g_strdup_printf (_("The library was written by a newer Tengen; it was moved aside to %s.newer and is being made again from your files."),
                               db->path);
      if (moved_aside)
        *moved_aside = g_steal_pointer (&why);
      g_clear_error (&local);
      version = 0;
      if (!open_handle (db, FALSE, &version, error))
        {
          tg_library_db_close (db);
          return NULL;
        }
    }
  if (version == 0)
    {
      g_autofree char *sql = g_strdup_printf ("%s PRAGMA user_version = %d;",
                                              schema, TG_LIBRARY_SCHEMA_VERSION);
      gboolean made;

      /* Two connections may both find the file new: the second waits
       * for the first's transaction, then finds the tables made.  The
       * version is read and the tables made in one transaction, so
       * none comes between. */
      if (!exec (db, "BEGIN IMMEDIATE", error))
        {
          tg_library_db_close (db);
          return NULL;
        }
      {
        g_autoptr(sqlite3_stmt) stmt = prepare (db, "PRAGMA user_version", error);
        int rc = stmt ? sqlite3_step (stmt) : SQLITE_ERROR;

        if (rc == SQLITE_ROW)
          version = sqlite3_column_int (stmt, 0);
        else if (stmt)
          set_sqlite_error (db, rc, error);
        g_clear_pointer (&stmt, sqlite3_finalize);
        made = rc == SQLITE_ROW && (version > 0 || exec (db, sql, error)) && exec (db, "COMMIT", error);
      }
      if (!made)
        {
          exec (db, "ROLLBACK", NULL);
          tg_library_db_close (db);
          return NULL;
        }
    }
  return db;
}

void
tg_library_db_close (TgLibraryDb *db)
{
  if (!db)
    return;
  close_handle (db);
  g_hash_table_unref (db->statements);
  g_free (db->path);
  g_free (db);
}

gboolean
tg_library_db_begin (TgLibraryDb *db,
                     GError     **error)
{
  return exec (db, "BEGIN IMMEDIATE", error);
}

gboolean
tg_library_db_commit (TgLibraryDb *db,
                      GError     **error)
{
  return exec (db, "COMMIT", error);
}

gboolean
tg_library_db_analyze (TgLibraryDb *db,
                       GError     **error)
{
  return exec (db, "ANALYZE", error);
}

void
tg_library_db_rollback (TgLibraryDb *db)
{
  if (!sqlite3_get_autocommit (db->handle))
    exec (db, "ROLLBACK", NULL);
}

GHashTable *
tg_library_db_get_files (TgLibraryDb *db,
                         const char  *folder,
                         GError     **error)
{
  g_autoptr(GHashTable) files = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *bare = g_strdup (folder);
  g_autofree char *prefix = NULL;
  int rc;

  /* "/games/" names "/games": its files are "/games/…", not "/games//…". */
  for (gsize len = bare ? strlen (bare) : 0; len > 0 && bare[len - 1] == '/'; len--)
    bare[len - 1] = '\0';
  folder = bare;
  prefix = folder ? g_strconcat (folder, "/", NULL) : NULL;
  stmt = prepare (db, "SELECT path, size, mtime FROM files", error);
  if (!stmt)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *path = (const char *) sqlite3_column_text (stmt, 0);
      TgLibraryStamp *stamp;

      if (prefix && !g_str_has_prefix (path, prefix) && g_strcmp0 (path, folder) != 0)
        continue;
      stamp = g_new (TgLibraryStamp, 1);
      stamp->size = sqlite3_column_int64 (stmt, 1);
      stamp->mtime = sqlite3_column_int64 (stmt, 2);
      g_hash_table_insert (files, g_strdup (path), stamp);
    }
  if (rc != SQLITE_DONE)
    {
      set_sqlite_error (db, rc, error);
      return NULL;
    }
  return g_steal_pointer (&files);
}

static gboolean
step_done (TgLibraryDb  *db,
           sqlite3_stmt *stmt,
           GError      **error)
{
  int rc = sqlite3_step (stmt);

  return rc == SQLITE_DONE || rc == SQLITE_ROW || set_sqlite_error (db, rc, error);
}

gboolean
tg_library_db_remove_file (TgLibraryDb *db,
                           const char  *path,
                           GError     **error)
{
  static const char * const sql[] = {
    "DELETE FROM games_text WHERE rowid IN (SELECT id FROM games WHERE file_id = ?1)",
    "DELETE FROM positions WHERE game_id IN (SELECT id FROM games WHERE file_id = ?1)",
    "DELETE FROM games WHERE file_id = ?1",
    "DELETE FROM files WHERE id = ?1",
  };
  sqlite3_stmt *stmt = cached (db, "SELECT id FROM files WHERE path = ?1", error);
  gint64 file_id;
  int rc;

  if (!stmt)
    return FALSE;
  sqlite3_bind_text (stmt, 1, path, -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  /* A new file, the common case when indexing: nothing to remove. */
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc != SQLITE_ROW)
    return set_sqlite_error (db, rc, error);
  file_id = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  for (guint i = 0; i < G_N_ELEMENTS (sql); i++)
    {
      stmt = cached (db, sql[i], error);
      if (!stmt)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, file_id);
      if (!step_done (db, stmt, error))
        return FALSE;
    }
  return TRUE;
}

static void
bind_text_or_null (sqlite3_stmt *stmt,
                   int           column,
                   const char   *text)
{
  if (text && *text)
    sqlite3_bind_text (stmt, column, text, -1, SQLITE_TRANSIENT);
  else
    sqlite3_bind_null (stmt, column);
}

/* The first date in DT (YYYY, YYYY-MM or YYYY-MM-DD), for sorting and
 * filtering; SGF allows lists ("2005-04-20,21") and free text. */
static char *
iso_date (const char *dt)
{
  const char *p = dt;

  if (!dt)
    return NULL;
  for (; *p; p++)
    if (g_ascii_isdigit (p[0]) && g_ascii_isdigit (p[1]) && g_ascii_isdigit (p[2])
        && g_ascii_isdigit (p[3]) && !g_ascii_isdigit (p[4]))
      {
        guint n = 4;

        if (p[4] == '-' && g_ascii_isdigit (p[5]) && g_ascii_isdigit (p[6]))
          {
            n = 7;
            if (p[7] == '-' && g_ascii_isdigit (p[8]) && g_ascii_isdigit (p[9]))
              n = 10;
          }
        return g_strndup (p, n);
      }
  return NULL;
}

static TgColor
winner_of (const char *result)
{
  if (!result)
    return TG_EMPTY;
  if (g_ascii_toupper (result[0]) == 'B' && result[1] == '+')
    return TG_BLACK;
  if (g_ascii_toupper (result[0]) == 'W' && result[1] == '+')
    return TG_WHITE;
  return TG_EMPTY;
}

/* Comments (C) and node names (N) of the whole tree, iteratively. */
static char *
collect_comments (const TgNode *root)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, (gpointer) root);
  while (stack->len > 0 && text->len < MAX_COMMENT_BYTES)
    {
      const TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      for (guint i = 0; i < node->n_props; i++)
        {
          const TgProp *prop = &node->props[i];

          if ((g_str_equal (prop->id, "C") || g_str_equal (prop->id, "N")) && prop->values[0][0])
            {
              if (text->len)
                g_string_append_c (text, '\n');
              g_string_append (text, prop->values[0]);
            }
        }
      for (guint c = node->n_children; c > 0; c--)
        g_ptr_array_add (stack, node->children[c - 1]);
    }
  return text->len ? g_strndup (text->str, MIN (text->len, MAX_COMMENT_BYTES)) : NULL;
}

static guint
root_size (const TgNode *root)
{
  const char *sz = tg_node_get_value (root, "SZ");
  guint64 size = 19;

  if (sz && !g_ascii_string_to_unsigned (sz, 10, TG_MIN_SIZE, TG_MAX_SIZE, &size, NULL))
    size = 19;
  return size;
}

/* The root's properties a game's rows hold, by column. */
enum { ROW_PB, ROW_PW, ROW_BR, ROW_WR, ROW_EV, ROW_PC, ROW_RE, ROW_RU, ROW_GN, N_ROW_TEXTS };
static const char * const row_ids[N_ROW_TEXTS] = { "PB", "PW", "BR", "WR", "EV", "PC", "RE", "RU", "GN" };

/* A game as the writer stores it, made where the file was read: the
 * parsed tree is freed by the thread that built it, and the one thread
 * that writes does nothing but write. */
typedef struct
{
  char            *texts[N_ROW_TEXTS];
  char            *date;
  char            *players;
  char            *comments;
  TgLibraryRecord *record;
  double           komi;
  guint            handicap;
  guint            number;      /* the root's place in the file */
} Row;

static void
row_clear (gpointer data)
{
  Row *row = data;

  for (guint i = 0; i < N_ROW_TEXTS; i++)
    g_free (row->texts[i]);
  g_free (row->date);
  g_free (row->players);
  g_free (row->comments);
  tg_library_record_free (row->record);
}

static void
row_init (Row          *row,
          const TgNode *root,
          guint         number)
{
  guint size = root_size (root);
  const char *ha = tg_node_get_value (root, "HA");
  guint64 handicap = 0;

  for (guint i = 0; i < N_ROW_TEXTS; i++)
    row->texts[i] = g_strdup (tg_node_get_value (root, row_ids[i]));
  row->date = iso_date (tg_node_get_value (root, "DT"));
  row->players = g_strjoin (" ", row->texts[ROW_PB] ?: "", row->texts[ROW_PW] ?: "", NULL);
  row->comments = collect_comments (root);
  row->record = tg_library_record_new (root, size);
  tg_sgf_read_komi (tg_node_get_value (root, "KM"), size, &row->komi);
  if (ha)
    g_ascii_string_to_unsigned (ha, 10, 0, 99, &handicap, NULL);
  row->handicap = handicap;
  row->number = number;
}

struct _TgLibraryFileData
{
  GArray *rows;           /* Row, the Go games only */
  char   *warning;
};

TgLibraryFileData *
tg_library_file_data_new (GPtrArray *roots,
                          GPtrArray *warnings)
{
  TgLibraryFileData *data = g_new0 (TgLibraryFileData, 1);
  g_autoptr(GString) warning = g_string_new (NULL);

  data->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (data->rows, row_clear);
  for (guint i = 0; warnings && i < warnings->len; i++)
    {
      if (warning->len)
        g_string_append_c (warning, '\n');
      g_string_append (warning, g_ptr_array_index (warnings, i));
    }
  for (guint i = 0; roots && i < roots->len; i++)
    {
      TgNode *root = g_ptr_array_index (roots, i);
      g_autoptr(GError) not_go = NULL;

      if (!tg_game_check_root (root, &not_go))
        {
          if (warning->len)
            g_string_append_c (warning, '\n');
          g_string_append_printf (warning, _("Game %u: %s"), i + 1, not_go->message);
          continue;
        }
      g_array_set_size (data->rows, data->rows->len + 1);
      row_init (&g_array_index (data->rows, Row, data->rows->len - 1), root, i);
    }
  if (roots)
    {
      /* Here, in the thread that parsed them. */
      for (guint i = 0; i < roots->len; i++)
        tg_node_free (g_ptr_array_index (roots, i));
      g_ptr_array_set_free_func (roots, NULL);
      g_ptr_array_unref (roots);
    }
  data->warning = warning->len ? g_strdup (warning->str) : NULL;
  return data;
}

void
tg_library_file_data_free (TgLibraryFileData *data)
{
  if (!data)
    return;
  g_array_unref (data->rows);
  g_free (data->warning);
  g_free (data);
}

guint
tg_library_file_data_get_n_games (TgLibraryFileData *data)
{
  return data->rows->len;
}

const char *
tg_library_file_data_get_warning (TgLibraryFileData *data)
{
  return data->warning;
}

static gboolean
add_game (TgLibraryDb  *db,
          sqlite3_stmt *game_stmt,
          sqlite3_stmt *position_stmt,
          sqlite3_stmt *text_stmt,
          gint64        file_id,
          const Row    *row,
          GError      **error)
{
  const TgLibraryRecord *record = row->record;
  guint size = record->size;
  int winner = winner_of (row->texts[ROW_RE]);
  guint8 ever[TG_LIBRARY_N_EVER * TG_LIBRARY_BITBOARD_WORDS * 8];
  guint n_words = (size * size + 63) / 64;
  gint64 id;

  sqlite3_reset (game_stmt);
  sqlite3_bind_int64 (game_stmt, 1, file_id);
  sqlite3_bind_int (game_stmt, 2, row->number);
  bind_text_or_null (game_stmt, 3, row->texts[ROW_PB]);
  bind_text_or_null (game_stmt, 4, row->texts[ROW_PW]);
  bind_text_or_null (game_stmt, 5, row->texts[ROW_BR]);
  bind_text_or_null (game_stmt, 6, row->texts[ROW_WR]);
  bind_text_or_null (game_stmt, 7, row->date);
  bind_text_or_null (game_stmt, 8, row->texts[ROW_EV]);
  bind_text_or_null (game_stmt, 9, row->texts[ROW_PC]);
  bind_text_or_null (game_stmt, 10, row->texts[ROW_RE]);
  bind_text_or_null (game_stmt, 11, row->texts[ROW_RU]);
  bind_text_or_null (game_stmt, 12, row->texts[ROW_GN]);
  sqlite3_bind_int (game_stmt, 13, winner);
  sqlite3_bind_double (game_stmt, 14, row->komi);
  sqlite3_bind_int (game_stmt, 15, row->handicap);
  sqlite3_bind_int (game_stmt, 16, size);
  sqlite3_bind_int (game_stmt, 17, record->n_moves);
  sqlite3_bind_text (game_stmt, 18, record->dyer, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (game_stmt, 19, (gint64) record->moves_hash);
  sqlite3_bind_blob (game_stmt, 20, record->final, size * size, SQLITE_TRANSIENT);
  if (!step_done (db, game_stmt, error))
    return FALSE;
  id = sqlite3_last_insert_rowid (db->handle);

  for (guint k = 0; k < TG_LIBRARY_N_EVER; k++)
    memcpy (ever + k * n_words * 8, record->ever[k], n_words * 8);
  sqlite3_reset (position_stmt);
  sqlite3_bind_int64 (position_stmt, 1, id);
  sqlite3_bind_int (position_stmt, 2, size);
  sqlite3_bind_int (position_stmt, 3, winner);
  sqlite3_bind_blob (position_stmt, 4, ever, TG_LIBRARY_N_EVER * n_words * 8, SQLITE_TRANSIENT);
  sqlite3_bind_blob (position_stmt, 5, record->entries->data,
                     record->entries->len * sizeof (guint16), SQLITE_TRANSIENT);
  if (!step_done (db, position_stmt, error))
    return FALSE;

  sqlite3_reset (text_stmt);
  sqlite3_bind_int64 (text_stmt, 1, id);
  bind_text_or_null (text_stmt, 2, row->players);
  bind_text_or_null (text_stmt, 3, row->texts[ROW_EV]);
  bind_text_or_null (text_stmt, 4, row->texts[ROW_PC]);
  bind_text_or_null (text_stmt, 5, row->texts[ROW_GN]);
  bind_text_or_null (text_stmt, 6, row->comments);
  return step_done (db, text_stmt, error);
}

gboolean
tg_library_db_add_file (TgLibraryDb          *db,
                        const char           *path,
                        const TgLibraryStamp *stamp,
                        TgLibraryFileData    *data,
                        GError              **error)
{
  sqlite3_stmt *file_stmt, *game_stmt, *position_stmt, *text_stmt;
  gint64 file_id;
  int rc;

  file_stmt = cached (db, "INSERT INTO files (path, size, mtime, n_games, warning) VALUES (?, ?, ?, ?, ?)", error);
  game_stmt = file_stmt ? cached (db,
    "INSERT INTO games (file_id, number, black, white, black_rank, white_rank, date, event, place,"
    " result, rules, name, winner, komi, handicap, size, moves, dyer, moves_hash, final)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error) : NULL;
  position_stmt = game_stmt ? cached (db,
    "INSERT INTO positions (game_id, size, winner, ever, entries) VALUES (?, ?, ?, ?, ?)", error) : NULL;
  text_stmt = position_stmt ? cached (db,
    "INSERT INTO games_text (rowid, players, event, place, name, comments) VALUES (?, ?, ?, ?, ?, ?)", error) : NULL;
  if (!text_stmt)
    return FALSE;
  sqlite3_bind_text (file_stmt, 1, path, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (file_stmt, 2, stamp->size);
  sqlite3_bind_int64 (file_stmt, 3, stamp->mtime);
  sqlite3_bind_int (file_stmt, 4, data->rows->len);
  bind_text_or_null (file_stmt, 5, data->warning);
  rc = sqlite3_step (file_stmt);
  /* Indexed before: its games go first.  Most files added are new, and
   * looking for each path before adding it cost a search of the paths. */
  if (rc == SQLITE_CONSTRAINT && sqlite3_extended_errcode (db->handle) == SQLITE_CONSTRAINT_UNIQUE)
    {
      sqlite3_reset (file_stmt);
      if (!tg_library_db_remove_file (db, path, error))
        return FALSE;
      rc = sqlite3_step (file_stmt);
    }
  if (rc != SQLITE_DONE)
    return set_sqlite_error (db, rc, error);
  file_id = sqlite3_last_insert_rowid (db->handle);
  for (guint i = 0; i < data->rows->len; i++)
    if (!add_game (db, game_stmt, position_stmt, text_stmt, file_id,
                   &g_array_index (data->rows, Row, i), error))
      return FALSE;
  return TRUE;
}

gboolean
tg_library_db_load_positions (TgLibraryDb        *db,
                              TgLibraryPositions *positions,
                              GError            **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 last = tg_library_positions_get_last_id (positions);
  guint64 ever[TG_LIBRARY_N_EVER][TG_LIBRARY_BITBOARD_WORDS];
  gint64 n_rows = 0;
  int rc;

  /* One read transaction: what is counted is what was loaded. */
  if (!exec (db, "BEGIN", error))
    return FALSE;
  stmt = prepare (db, "SELECT game_id, size, winner, ever, entries FROM positions WHERE game_id > ? ORDER BY game_id", error);
  if (!stmt)
    goto fail;
  sqlite3_bind_int64 (stmt, 1, last);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      guint size = sqlite3_column_int (stmt, 1);
      guint n_words = (size * size + 63) / 64;
      const guint8 *blob = sqlite3_column_blob (stmt, 3);
      int n_bytes = sqlite3_column_bytes (stmt, 3);

      if (size < TG_MIN_SIZE || size > TG_MAX_SIZE || n_bytes != (int) (TG_LIBRARY_N_EVER * n_words * 8))
        {
          g_set_error (error, TG_LIBRARY_DB_ERROR, TG_LIBRARY_DB_ERROR_CORRUPT,
                       _("The library %s is damaged: game %lld has no valid positions"),
                       db->path, (long long) sqlite3_column_int64 (stmt, 0));
          goto fail;
        }
      memset (ever, 0, sizeof ever);
      for (guint k = 0; k < TG_LIBRARY_N_EVER; k++)
        memcpy (ever[k], blob + k * n_words * 8, n_words * 8);
      tg_library_positions_add (positions, sqlite3_column_int64 (stmt, 0), size,
                                sqlite3_column_int (stmt, 2),
                                sqlite3_column_blob (stmt, 4),
                                sqlite3_column_bytes (stmt, 4) / sizeof (guint16),
                                (const guint64 (*)[TG_LIBRARY_BITBOARD_WORDS]) ever);
    }
  if (rc != SQLITE_DONE)
    {
      set_sqlite_error (db, rc, error);
      goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  /* Games another process removed since. */
  stmt = prepare (db, "SELECT count(*) FROM positions", error);
  if (!stmt || sqlite3_step (stmt) != SQLITE_ROW)
    goto fail;
  n_rows = sqlite3_column_int64 (stmt, 0);
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (n_rows != tg_library_positions_get_n_games (positions))
    {
      g_autoptr(GHashTable) present = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      g_autoptr(GArray) ids = tg_library_positions_get_ids (positions);

      stmt = prepare (db, "SELECT game_id FROM positions", error);
      if (!stmt)
        goto fail;
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 *id = g_new (gint64, 1);

          *id = sqlite3_column_int64 (stmt, 0);
          g_hash_table_add (present, id);
        }
      for (guint i = 0; i < ids->len; i++)
        if (!g_hash_table_contains (present, &g_array_index (ids, gint64, i)))
          tg_library_positions_remove (positions, g_array_index (ids, gint64, i));
    }
  exec (db, "COMMIT", NULL);
  return TRUE;

fail:
  exec (db, "ROLLBACK", NULL);
  return FALSE;
}

void
tg_library_game_free (TgLibraryGame *game)
{
  if (!game)
    return;
  g_free (game->black);
  g_free (game->white);
  g_free (game->black_rank);
  g_free (game->white_rank);
  g_free (game->date);
  g_free (game->event);
  g_free (game->place);
  g_free (game->result);
  g_free (game->rules);
  g_free (game->name);
  g_free (game->path);
  g_clear_pointer (&game->final, g_bytes_unref);
  g_free (game);
}

#define GAME_COLUMNS \
  "g.id, g.black, g.white, g.black_rank, g.white_rank, g.date, g.event, g.place, g.result," \
  " g.rules, g.name, f.path, g.number, g.komi, g.handicap, g.size, g.moves, g.winner, g.final," \
  " EXISTS (SELECT 1 FROM games d WHERE (d.moves_hash = g.moves_hash OR (d.dyer = g.dyer AND g.moves >= 71))" \
  "         AND d.id != g.id AND d.size = g.size)"

static char *
column_text (sqlite3_stmt *stmt, int i)
{
  return g_strdup ((const char *) sqlite3_column_text (stmt, i));
}

static TgLibraryGame *
read_game (sqlite3_stmt *stmt)
{
  TgLibraryGame *game = g_new0 (TgLibraryGame, 1);
  const void *final;

  game->id = sqlite3_column_int64 (stmt, 0);
  game->black = column_text (stmt, 1);
  game->white = column_text (stmt, 2);
  game->black_rank = column_text (stmt, 3);
  game->white_rank = column_text (stmt, 4);
  game->date = column_text (stmt, 5);
  game->event = column_text (stmt, 6);
  game->place = column_text (stmt, 7);
  game->result = column_text (stmt, 8);
  game->rules = column_text (stmt, 9);
  game->name = column_text (stmt, 10);
  game->path = column_text (stmt, 11);
  game->number = sqlite3_column_int (stmt, 12);
  game->komi = sqlite3_column_double (stmt, 13);
  game->handicap = sqlite3_column_int (stmt, 14);
  game->size = sqlite3_column_int (stmt, 15);
  game->moves = sqlite3_column_int (stmt, 16);
  game->winner = sqlite3_column_int (stmt, 17);
  final = sqlite3_column_blob (stmt, 18);
  if (final && sqlite3_column_bytes (stmt, 18) == (int) (game->size * game->size))
    game->final = g_bytes_new (final, game->size * game->size);
  game->duplicate = sqlite3_column_int (stmt, 19);
  return game;
}

/* FTS5 query text from what a person typed: each word a prefix, all
 * required, quotes doubled so nothing typed is read as syntax. */
static char *
fts_query (const char *text)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\n", -1);
  g_autoptr(GString) query = g_string_new (NULL);

  for (guint i = 0; words[i]; i++)
    {
      g_autofree char *quoted = NULL;
      g_auto(GStrv) parts = NULL;

      if (!*words[i])
        continue;
      parts = g_strsplit (words[i], "\"", -1);
      quoted = g_strjoinv ("\"\"", parts);
      if (query->len)
        g_string_append_c (query, ' ');
      g_string_append_printf (query, "\"%s\"*", quoted);
    }
  return query->len ? g_string_free (g_steal_pointer (&query), FALSE) : NULL;
}

static char *
like_pattern (const char *text)
{
  g_autoptr(GString) s = g_string_new ("%");

  for (const char *p = text; *p; p++)
    {
      if (*p == '%' || *p == '_' || *p == '\\')
        g_string_append_c (s, '\\');
      g_string_append_c (s, *p);
    }
  g_string_append_c (s, '%');
  return g_string_free (g_steal_pointer (&s), FALSE);
}

/* The WHERE clause of @query, and its parameters in order (char *, or
 * bound in order). */
static char *
where_clause (const TgLibraryQuery *query,
              GPtrArray            *params)
{
  g_autoptr(GString) where = g_string_new ("WHERE 1");
  g_autofree char *match = query->text ? fts_query (query->text) : NULL;

  if (match)
    {
      g_string_append (where, " AND g.id IN (SELECT rowid FROM games_text WHERE games_text MATCH ?)");
      g_ptr_array_add (params, g_steal_pointer (&match));
    }
  if (query->player && *query->player)
    {
      g_autofree char *words = fts_query (query->player);

      /* Through the text index's players column: words of a name. */
      if (words)
        {
          g_string_append (where, " AND g.id IN (SELECT rowid FROM games_text WHERE games_text MATCH ?)");
          g_ptr_array_add (params, g_strdup_printf ("players : (%s)", words));
        }
    }
  if (query->after && *query->after)
    {
      g_string_append (where, " AND g.date >= ?");
      g_ptr_array_add (params, g_strdup (query->after));
    }
  if (query->before && *query->before)
    {
      /* "2005" takes in 2005-12-31. */
      g_string_append (where, " AND g.date <= ?");
      g_ptr_array_add (params, g_strconcat (query->before, "\xff", NULL));
    }
  if (query->winner == TG_BLACK || query->winner == TG_WHITE)
    g_string_append_printf (where, " AND g.winner = %d", query->winner);
  else if (query->winner == TG_OFFBOARD)
    g_string_append (where, " AND g.winner = 0");
  if (query->handicap >= 0)
    g_string_append_printf (where, " AND g.handicap = %d", query->handicap);
  if (query->size > 0)
    g_string_append_printf (where, " AND g.size = %u", query->size);
  if (query->rules && *query->rules)
    {
      g_string_append (where, " AND g.rules LIKE ? ESCAPE '\\'");
      g_ptr_array_add (params, like_pattern (query->rules));
    }
  if (query->ids && query->n_ids == 0)
    g_string_append (where, " AND 0");
  else if (query->ids)
    /* The games a position search found, all of them, however many: a
     * sorted copy bound after the text parameters (bind_params ()). */
    g_string_append_printf (where, " AND tg_found (g.id, ?%u)", params->len + 1);
  return g_string_free (g_steal_pointer (&where), FALSE);
}

static void
bind_params (sqlite3_stmt         *stmt,
             GPtrArray            *params,
             const TgLibraryQuery *query)
{
  for (guint i = 0; i < params->len; i++)
    sqlite3_bind_text (stmt, i + 1, g_ptr_array_index (params, i), -1, SQLITE_TRANSIENT);
  if (query->ids && query->n_ids > 0)
    {
      Found *found = g_new (Found, 1);

      found->ids = g_memdup2 (query->ids, query->n_ids * sizeof (gint64));
      found->n_ids = query->n_ids;
      qsort (found->ids, found->n_ids, sizeof (gint64), compare_ids);
      sqlite3_bind_pointer (stmt, params->len + 1, found, "tg_found", found_free);
    }
}

static const char *
order_by (const TgLibraryQuery *query)
{
  static const char * const columns[] = {
    [TG_LIBRARY_SORT_DATE] = "g.date",
    [TG_LIBRARY_SORT_BLACK] = "g.black COLLATE NOCASE",
    [TG_LIBRARY_SORT_WHITE] = "g.white COLLATE NOCASE",
    [TG_LIBRARY_SORT_EVENT] = "g.event",
    [TG_LIBRARY_SORT_RESULT] = "g.result",
    [TG_LIBRARY_SORT_MOVES] = "g.moves",
    [TG_LIBRARY_SORT_FILE] = "f.path",
  };

  return columns[MIN ((guint) query->sort, G_N_ELEMENTS (columns) - 1)];
}

/* The sort key of the game @id, as the query orders by it (NULL too),
 * in *@key; FALSE with no error when the game is gone. */
static gboolean
page_key (TgLibraryDb          *db,
          const TgLibraryQuery *query,
          gint64                id,
          sqlite3_value       **key,
          GError              **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT %s FROM games g JOIN files f ON g.file_id = f.id"
                                          " WHERE g.id = ?", order_by (query));
  g_autoptr(sqlite3_stmt) stmt = prepare (db, sql, error);
  int rc;

  *key = NULL;
  if (!stmt)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    *key = sqlite3_value_dup (sqlite3_column_value (stmt, 0));
  else if (rc != SQLITE_DONE)
    set_sqlite_error (db, rc, error);
  return *key != NULL;
}

/* The rows after (key ?@k, id ?@i) in the order: ORDER BY puts NULL
 * keys first going up, last going down.  A key not NULL bounds the
 * key's index range (>= / <=), the id only breaks ties. */
static char *
after_clause (const TgLibraryQuery *query,
              gboolean              null_key,
              guint                 k,
              guint                 i)
{
  const char *key = order_by (query);

  if (!query->descending)
    return null_key
           ? g_strdup_printf (" AND (%s IS NOT NULL OR g.id > ?%u)", key, i)
           : g_strdup_printf (" AND %s >= ?%u AND (%s > ?%u OR g.id > ?%u)", key, k, key, k, i);
  return null_key
         ? g_strdup_printf (" AND %s IS NULL AND g.id < ?%u", key, i)
         : g_strdup_printf (" AND (%s IS NULL OR %s <= ?%u AND (%s < ?%u OR g.id < ?%u))",
                            key, key, k, key, k, i);
}

GPtrArray *
tg_library_db_query (TgLibraryDb          *db,
                     const TgLibraryQuery *query,
                     GError              **error)
{
  g_autoptr(GPtrArray) params = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *where = where_clause (query, params);
  g_autofree char *after = NULL;
  g_autofree char *sql = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_library_game_free);
  sqlite3_value *key = NULL;
  /* After the text parameters and the ids' (bind_params ()). */
  guint k = params->len + 2, i = params->len + 3;
  int rc;

  if (query->after_id != 0)
    {
      if (!page_key (db, query, query->after_id, &key, error))
        /* The game the page follows is gone: no page after it. */
        return error && *error ? NULL : g_steal_pointer (&games);
      after = after_clause (query, sqlite3_value_type (key) == SQLITE_NULL, k, i);
    }
  /* The page's ids first, from the indexes alone; the columns, the file
   * and the duplicate test only for the rows shown. */
  sql = g_strdup_printf ("SELECT " GAME_COLUMNS " FROM"
                         " (SELECT g.id AS id, %s AS key FROM games g%s %s%s ORDER BY key %s, g.id %s LIMIT %d) p"
                         " JOIN games g ON g.id = p.id JOIN files f ON g.file_id = f.id"
                         " ORDER BY p.key %s, g.id %s",
                         order_by (query),
                         query->sort == TG_LIBRARY_SORT_FILE ? " JOIN files f ON g.file_id = f.id" : "",
                         where, after ? after : "",
                         query->descending ? "DESC" : "ASC", query->descending ? "DESC" : "ASC",
                         query->limit ? (int) query->limit : -1,
                         query->descending ? "DESC" : "ASC", query->descending ? "DESC" : "ASC");
  stmt = prepare (db, sql, error);
  if (!stmt)
    {
      sqlite3_value_free (key);
      return NULL;
    }
  bind_params (stmt, params, query);
  if (key)
    {
      sqlite3_bind_value (stmt, k, key);
      sqlite3_bind_int64 (stmt, i, query->after_id);
      sqlite3_value_free (key);
    }
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (games, read_game (stmt));
  if (rc != SQLITE_DONE)
    {
      set_sqlite_error (db, rc, error);
      return NULL;
    }
  return g_steal_pointer (&games);
}

gint64
tg_library_db_count (TgLibraryDb          *db,
                     const TgLibraryQuery *query,
                     GError              **error)
{
  g_autoptr(GPtrArray) params = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *where = where_clause (query, params);
  g_autofree char *sql = g_strdup_printf ("SELECT count(*) FROM games g %s", where);
  g_autoptr(sqlite3_stmt) stmt = prepare (db, sql, error);
  int rc;

  if (!stmt)
    return -1;
  bind_params (stmt, params, query);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      set_sqlite_error (db, rc, error);
      return -1;
    }
  return sqlite3_column_int64 (stmt, 0);
}

TgLibraryGame *
tg_library_db_get_game (TgLibraryDb *db,
                        gint64       id,
                        GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = prepare (db, "SELECT " GAME_COLUMNS
                                          " FROM games g JOIN files f ON g.file_id = f.id WHERE g.id = ?", error);
  int rc;

  if (!stmt)
    return NULL;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return read_game (stmt);
  if (rc != SQLITE_DONE)
    set_sqlite_error (db, rc, error);
  return NULL;
}

GHashTable *
tg_library_db_get_warnings (TgLibraryDb *db,
                            GError     **error)
{
  g_autoptr(GHashTable) warnings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr(sqlite3_stmt) stmt = prepare (db, "SELECT path, warning FROM files WHERE warning IS NOT NULL ORDER BY path", error);
  int rc;

  if (!stmt)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_hash_table_insert (warnings, column_text (stmt, 0), column_text (stmt, 1));
  if (rc != SQLITE_DONE)
    {
      set_sqlite_error (db, rc, error);
      return NULL;
    }
  return g_steal_pointer (&warnings);
}
