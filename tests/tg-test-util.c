/* tg-test-util.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-util.h"

#include <gio/gio.h>
#include <string.h>

#include "tg-board-private.h"
#include "tg-sgf.h"

/* --corpus: this run is the program's corpus cases, and only those. */
static gboolean corpus_run;

static char *
corpus_dir (void)
{
  const char *env = g_getenv ("TG_CORPUS");

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  /* G_TEST_SRCDIR is tests/ of the checkout; the corpus sits beside it. */
  return g_test_build_filename (G_TEST_DIST, "..", "..", "shared", "corpus", NULL);
}

void
tg_test_init_corpus (int    *argc,
                     char ***argv)
{
  int kept = 1;

  for (int i = 1; i < *argc; i++)
    if (g_str_equal ((*argv)[i], "--corpus"))
      corpus_run = TRUE;
    else
      (*argv)[kept++] = (*argv)[i];
  (*argv)[kept] = NULL;
  *argc = kept;
}

void
tg_test_add_func (const char *path,
                  GTestFunc   func)
{
  if (!corpus_run)
    g_test_add_func (path, func);
}

void
tg_test_add_data_func (const char    *path,
                       gconstpointer  data,
                       GTestDataFunc  func)
{
  if (!corpus_run)
    g_test_add_data_func (path, data, func);
}

void
tg_test_add_corpus_func (const char *path,
                         GTestFunc   func)
{
  if (corpus_run)
    g_test_add_func (path, func);
}

void
tg_test_add_corpus_data_func (const char    *path,
                              gconstpointer  data,
                              GTestDataFunc  func)
{
  if (corpus_run)
    g_test_add_data_func (path, data, func);
}

int
tg_test_run (void)
{
  g_autofree char *dir = corpus_run ? corpus_dir () : NULL;

  if (corpus_run && !g_file_test (dir, G_FILE_TEST_IS_DIR))
    {
      /* TAP's whole-plan skip: meson reports the test as SKIP. */
      g_print ("1..0 # SKIP no corpus at %s (set TG_CORPUS, or put it at ../shared/corpus)\n",
               dir);
      return 0;
    }
  return g_test_run ();
}

char *
tg_test_corpus_path (const char *first_element,
                     ...)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (NULL);
  g_autofree char *dir = corpus_dir ();
  const char *element;
  va_list args;

  /* A case that reads the corpus and is not registered as one would fail
   * in a clone without it: fail here, with the corpus present too. */
  if (!corpus_run)
    g_error ("a case reads the corpus: register it with tg_test_add_corpus_func ()");
  g_ptr_array_add (parts, dir);
  va_start (args, first_element);
  for (element = first_element; element != NULL; element = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) element);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* Walked without recursion. */
GPtrArray *
tg_test_corpus_sgf_files (const char *folder,
                          guint      *n_files)
{
  GPtrArray *files = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) pending = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (pending, tg_test_corpus_path (folder, NULL));
  while (pending->len > 0)
    {
      g_autofree char *dir_path = g_ptr_array_steal_index (pending, pending->len - 1);
      g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
      const char *name;

      g_assert_nonnull (dir);
      while ((name = g_dir_read_name (dir)) != NULL)
        {
          char *path = g_build_filename (dir_path, name, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_DIR))
            {
              g_ptr_array_add (pending, path);
              continue;
            }
          if (n_files != NULL)
            (*n_files)++;
          if (g_str_has_suffix (name, ".sgf"))
            g_ptr_array_add (files, path);
          else
            g_free (path);
        }
    }
  g_ptr_array_sort (files, compare_paths);
  return files;
}

TgBoard *
tg_test_board (const char *diagram)
{
  g_autoptr(GError) error = NULL;
  TgBoard *board = tg_board_new_from_diagram (diagram, &error);

  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

TgPoint
tg_test_board_point (const TgBoard *board,
                     const char    *name)
{
  TgPoint point;

  g_assert_true (tg_board_point_from_gtp (board, name, &point));
  return point;
}

GPtrArray *
tg_test_load_file (const char  *path,
                   GPtrArray   *warnings,
                   GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return tg_sgf_load_file (file, warnings, NULL, error);
}

gboolean
tg_test_has_warning (GPtrArray  *warnings,
                     const char *text)
{
  for (guint i = 0; i < warnings->len; i++)
    if (strstr (warnings->pdata[i], text) != NULL)
      return TRUE;
  return FALSE;
}

TgNode *
tg_test_first_root (GPtrArray *roots)
{
  g_assert_cmpuint (roots->len, >, 0);
  return roots->pdata[0];
}

TgNode *
tg_test_nth_node (TgNode *node,
                  guint   n)
{
  for (guint i = 0; i < n; i++)
    node = tg_node_get_child (node, 0);
  return node;
}

TgNode *
tg_test_main_line_end (TgNode *node)
{
  while (tg_node_get_n_children (node) > 0)
    node = tg_node_get_child (node, 0);
  return node;
}

TgBoard *
tg_test_deadstones_board (const char  *path,
                          const char  *name,
                          GError     **error)
{
  g_autofree char *contents = NULL;
  g_autofree char *key = g_strdup_printf ("\"%s\"", name);
  g_autoptr(TgBoard) board = tg_board_new (19);
  const char *c;
  guint n = 0;

  if (!g_file_get_contents (path, &contents, NULL, error))
    return NULL;
  c = strstr (contents, key);
  if (c != NULL)
    c += strlen (key);
  for (; c != NULL && n < 361 && *c != '\0'; c++)
    if (*c == '-' || g_ascii_isdigit (*c))
      {
        char *end;
        gint64 v = g_ascii_strtoll (c, &end, 10);

        if (v != 0)
          tg_board_set (board, tg_board_nth_point (board, n), v > 0 ? TG_BLACK : TG_WHITE);
        n++;
        c = end - 1;
      }
  if (n != 361)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "%s: no 19×19 board “%s”", path, name);
      return NULL;
    }
  return g_steal_pointer (&board);
}

TgNode *
tg_test_parse_record (const char *sgf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse (sgf, strlen (sgf), NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, >=, 1);
  return g_ptr_array_steal_index (roots, 0);
}

TgGame *
tg_test_game_from_root (TgNode *root)
{
  g_autoptr(GError) error = NULL;
  TgGame *game = tg_game_new_from_root (root, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

TgGame *
tg_test_game_from_sgf (const char *sgf)
{
  return tg_test_game_from_root (tg_test_parse_record (sgf));
}

TgGame *
tg_test_game_from_corpus (const char *relative_path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = tg_test_corpus_path (relative_path, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) roots = tg_sgf_load_file (file, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, >=, 1);
  return tg_test_game_from_root (g_ptr_array_steal_index (roots, 0));
}

TgPoint
tg_test_point (TgGame     *game,
               const char *name)
{
  TgPoint point;

  if (g_strcmp0 (name, "pass") == 0)
    return TG_PASS;
  g_assert_true (tg_board_point_from_gtp (tg_game_get_board (game), name, &point));
  return point;
}

void
tg_test_play (TgGame     *game,
              const char *moves)
{
  g_auto(GStrv) names = g_strsplit (moves, " ", -1);

  for (guint i = 0; names[i] != NULL; i++)
    g_assert_cmpint (tg_game_play (game, tg_test_point (game, names[i]), NULL), ==, TG_MOVE_OK);
}

void
tg_test_assert_board (const TgBoard *board,
                      const char    *expected)
{
  g_autoptr(TgBoard) want = tg_board_new_from_diagram (expected, NULL);

  g_assert_nonnull (want);
  if (!tg_board_equal (board, want))
    {
      g_autofree char *got = tg_board_to_diagram (board, TRUE);

      g_test_message ("got:\n%s", got);
    }
  g_assert_true (tg_board_equal (board, want));
}

guint
tg_test_count_values (TgNode     *node,
                      const char *id)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  return prop == NULL ? 0 : prop->n_values;
}

gboolean
tg_test_has_value (TgNode     *node,
                   const char *id,
                   const char *value)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  if (prop == NULL)
    return FALSE;
  for (guint i = 0; i < prop->n_values; i++)
    if (g_str_equal (prop->values[i], value))
      return TRUE;
  return FALSE;
}

/* Connected swapped: the counter comes first, whatever follows. */
static void
count_signal (guint *counter)
{
  (*counter)++;
}

void
tg_test_watch (TgGame  *game,
               TgTestSignals *signals)
{
  memset (signals, 0, sizeof *signals);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (count_signal), &signals->changed);
  g_signal_connect_swapped (game, "notify::current-node", G_CALLBACK (count_signal),
                            &signals->current);
  g_signal_connect_swapped (game, "notify::phase", G_CALLBACK (count_signal), &signals->phase);
  g_signal_connect_swapped (game, "notify::modified", G_CALLBACK (count_signal),
                            &signals->modified);
}
