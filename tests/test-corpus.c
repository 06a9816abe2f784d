/* test-corpus.c: the SGF reader and writer over the real files in the
 * shared corpus, sgfmill's expected outcomes for its parser cases, and
 * Little Go's illegal games as TgGame flags them.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "tg-node-private.h"
#include "tg-game.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

/* The row of @folder ("games/ai") in the table of the corpus's README:
 * "| `games/ai/` | what | files | source |".  The sizes the sweeps expect
 * are the corpus's own, not copies of them here. */
static char **
readme_row (const char *folder)
{
  g_autofree char *path = tg_test_corpus_path ("README.md", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *start = g_strdup_printf ("| `%s/` |", folder);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  lines = g_strsplit (contents, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], start))
      return g_strsplit (lines[i], "|", -1);
  g_error ("%s has no row for %s", path, folder);
}

/* "1,032" as 1032; asserts it is a count. */
static guint64
readme_number (const char *text)
{
  g_autoptr(GString) digits = g_string_new (NULL);
  guint64 n;

  for (const char *c = text; *c != '\0' && *c != ' '; c++)
    if (*c != ',')
      g_string_append_c (digits, *c);
  g_assert_true (g_ascii_string_to_unsigned (digits->str, 10, 1, G_MAXUINT64, &n, NULL));
  return n;
}

/* The files column of @folder's row. */
static guint
readme_files (const char *folder)
{
  g_auto(GStrv) cells = readme_row (folder);

  g_assert_cmpuint (g_strv_length (cells), >=, 5);
  return readme_number (g_strstrip (cells[3]));
}

static void
strip_writer_props (TgNode *root)
{
  static const char * const owned[] = { "FF", "CA", "AP", "GM", "OAP" };

  for (gsize i = 0; i < G_N_ELEMENTS (owned); i++)
    tg_node_unset (root, owned[i]);
}

/* Write, read back: the same trees apart from what the writer owns, and
 * writing again gives the same text. */
static void
assert_round_trip (GPtrArray  *roots,
                   const char *label)
{
  g_autofree char *text = tg_sgf_write (roots);
  g_autofree char *text2 = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) again = tg_sgf_parse (text, strlen (text), warnings, &error);

  if (again == NULL)
    g_error ("%s: the written text does not parse: %s", label, error->message);
  /* Moves and setup that name no point, and a collection's games of
   * another kind, are written back as read, and said again; nothing
   * else needs a repair. */
  for (guint i = 0; i < warnings->len; i++)
    if (strstr (warnings->pdata[i], "kept in the record") == NULL
        && strstr (warnings->pdata[i], "kept in the file as it is") == NULL)
      g_error ("%s: the written text needs a repair: %s", label, (char *) warnings->pdata[i]);
  g_assert_cmpuint (again->len, ==, roots->len);
  text2 = tg_sgf_write (again);
  g_assert_cmpstr (text, ==, text2);
  for (guint i = 0; i < roots->len; i++)
    {
      g_autoptr(TgNode) a = tg_node_copy_tree (roots->pdata[i]);
      g_autoptr(TgNode) b = tg_node_copy_tree (again->pdata[i]);

      strip_writer_props (a);
      strip_writer_props (b);
      if (!tg_node_tree_equal (a, b))
        g_error ("%s: game %u differs after a round trip", label, i + 1);
    }
}

typedef struct
{
  const char *suffix;
  TgSgfError  code;
} ExpectedError;

/* Files of the corpus that are not Go records at all.  Everything else,
 * the "Illegal games" included, loads: illegal moves are TgGame's to
 * flag, never the reader's to refuse. */
static const ExpectedError corpus_errors[] = {
  { "Illegal games/not-an-sgf-file.sgf", TG_SGF_ERROR_EMPTY },
  /* SGFC's file of every error it reports ("illegal_chars" followed by
   * no '[') loads: its games are read up to their slips. */
};

static void
sweep (const char *folder)
{
  guint n_files = 0;
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files (folder, &n_files);
  guint loaded = 0;

  g_assert_cmpuint (n_files, ==, readme_files (folder));
  g_assert_cmpuint (files->len, >, 0);
  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = tg_test_load_file (path, NULL, &error);
      const ExpectedError *expected = NULL;

      for (gsize k = 0; k < G_N_ELEMENTS (corpus_errors); k++)
        if (g_str_has_suffix (path, corpus_errors[k].suffix))
          expected = &corpus_errors[k];

      if (expected != NULL)
        {
          g_assert_null (roots);
          g_assert_error (error, TG_SGF_ERROR, (gint) expected->code);
          continue;
        }
      if (roots == NULL)
        g_error ("%s: %s", path, error->message);
      g_assert_cmpuint (tg_node_count_tree (tg_test_first_root (roots)), >=, 1);
      assert_round_trip (roots, path);
      loaded++;
    }
  g_test_message ("%s: %u files loaded and written back", folder, loaded);
}

static void
test_sweep_sabaki (void)
{
  sweep ("sabaki");
}

static void
test_sweep_littlego (void)
{
  sweep ("littlego");
}

static void
test_sweep_games (void)
{
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files ("games", NULL);
  g_auto(GStrv) row = readme_row ("games/ai");
  const char *what = g_strstrip (row[2]);
  const char *moves_said = g_strrstr (what, ", ");
  guint64 moves = 0;

  /* The records and the moves, as the corpus README counts them
   * ("…, 219,918 moves"). */
  g_assert_cmpuint (files->len, ==, readme_files ("games/ai"));
  g_assert_nonnull (moves_said);
  g_assert_true (g_str_has_suffix (what, " moves"));
  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = tg_test_load_file (files->pdata[i], NULL, &error);

      if (roots == NULL)
        g_error ("%s: %s", (char *) files->pdata[i], error->message);
      for (TgNode *node = tg_test_first_root (roots); node != NULL;
           node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
        {
          const char *move = tg_node_get_value (node, "B") ?: tg_node_get_value (node, "W");

          /* The README counts stones played: "tt" is a pass on 19×19. */
          if (move != NULL && *move != '\0' && strcmp (move, "tt") != 0)
            moves++;
        }
      assert_round_trip (roots, files->pdata[i]);
    }
  g_assert_cmpuint (moves, ==, readme_number (moves_said + 2));
}

static void
test_truncated (void)
{
  g_autofree char *path = tg_test_corpus_path ("games", "ai",
                                               "2018_Tencent_World_AI_WEIQI_Competition_F_1_Golaxy_vs_FineArt.sgf",
                                               NULL);
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  const char *date, *last_move;
  gsize length, cut;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));

  /* Cut inside DT's value: the root is read up to its last whole
   * property, and the reader names the end and the missing ']'. */
  date = strstr (contents, "DT[");
  g_assert_nonnull (date);
  cut = date - contents + 6;
  roots = tg_sgf_parse (contents, cut, warnings, &error);
  g_assert_no_error (error);
  g_assert_nonnull (tg_node_get_value (tg_test_first_root (roots), "GN"));
  g_assert_null (tg_node_get_value (tg_test_first_root (roots), "DT"));
  {
    guint line = 1;
    gsize line_start = 0;

    /* Line ends are "\n", and the cut's line is ASCII up to it. */
    for (gsize i = 0; i < cut; i++)
      if (contents[i] == '\n')
        {
          line++;
          line_start = i + 1;
        }
    expected = g_strdup_printf ("line %u, column %" G_GSIZE_FORMAT " (byte %" G_GSIZE_FORMAT
                                "): expected ']'", line, cut - line_start + 1, cut);
  }
  g_assert_true (tg_test_has_warning (warnings, expected));
  g_clear_pointer (&roots, g_ptr_array_unref);
  g_ptr_array_set_size (warnings, 0);

  /* Cut after a whole move: loads, with the missing ')' reported. */
  last_move = g_strrstr (contents, ";W[");
  g_assert_nonnull (last_move);
  roots = tg_sgf_parse (contents, last_move - contents, warnings, &error);
  g_assert_no_error (error);
  g_assert_true (tg_test_has_warning (warnings, "missing ')'"));
}

/* Nodes begun in @text: its ';' outside values, counted without the
 * reader. */
static guint
count_node_starts (const char *text,
                   gsize       length)
{
  guint nodes = 0;

  for (gsize i = 0; i < length; i++)
    if (text[i] == '[')
      {
        for (i++; i < length && text[i] != ']'; i++)
          if (text[i] == '\\')
            i++;
      }
    else if (text[i] == ';')
      nodes++;
  return nodes;
}

/* @a's first @n_props properties are @b's; with @ids_only, by their
 * identifiers alone; with @cut, the last one's values may be the first
 * of @b's. */
static gboolean
same_props (const TgNode *a,
            const TgNode *b,
            guint         n_props,
            gboolean      ids_only,
            gboolean      cut)
{
  for (guint i = 0; i < n_props; i++)
    {
      const TgProp *x = tg_node_get_prop_at (a, i), *y = tg_node_get_prop_at (b, i);

      if (strcmp (x->id, y->id) != 0)
        return FALSE;
      if (ids_only)
        continue;
      if (cut && i + 1 == n_props ? x->n_values > y->n_values : x->n_values != y->n_values)
        return FALSE;
      for (guint j = 0; j < x->n_values; j++)
        if (strcmp (x->values[j], y->values[j]) != 0)
          return FALSE;
    }
  return TRUE;
}

/* Real records cut at every hundredth of their length: each cut after
 * the root's first whole property opens, its main line the record's up
 * to the cut — every node whole but the last, which keeps its whole
 * values — with the end said; only the node begun last may be
 * missing. */
static void
test_truncated_everywhere (void)
{
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files ("games", NULL);
  g_autoptr(GPtrArray) more = tg_test_corpus_sgf_files ("littlego", NULL);
  guint cuts = 0, opened = 0;

  g_ptr_array_extend (files, more, (GCopyFunc) (void (*) (void)) g_strdup, NULL);
  for (guint f = 0; f < files->len; f += f < 1032 ? 10 : 1)
    {
      g_autofree char *contents = NULL;
      g_autoptr(GPtrArray) whole = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (files->pdata[f], &contents, &length, NULL));
      whole = tg_sgf_parse (contents, length, NULL, NULL);
      if (whole == NULL || whole->len != 1 || !g_utf8_validate (contents, length, NULL))
        continue;
      for (guint k = 1; k < 100; k++)
        {
          gsize cut = length * k / 100;
          const char *first = memchr (contents, ';', cut);
          g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
          g_autoptr(GError) error = NULL;
          g_autoptr(GPtrArray) roots = NULL;
          guint begun = count_node_starts (contents, cut);
          gsize read;
          const TgNode *a, *b;

          /* Not a whole property yet: nothing to read. */
          if (first == NULL || memchr (first, ']', cut - (first - contents)) == NULL)
            continue;
          cuts++;
          roots = tg_sgf_parse (contents, cut, warnings, &error);
          if (roots == NULL)
            {
              g_test_message ("%s cut at %u%%: %s", (char *) files->pdata[f], k, error->message);
              continue;
            }
          opened++;
          read = tg_node_count_tree (roots->pdata[0]);
          /* Cut short, it says so. */
          if (read < tg_node_count_tree (whole->pdata[0]))
            g_assert_cmpuint (warnings->len, >, 0);
          if (read != begun && read + 1 != begun)
            g_error ("%s cut at %u%%: %" G_GSIZE_FORMAT " nodes read of %u begun",
                     (char *) files->pdata[f], k, read, begun);
          for (a = roots->pdata[0], b = whole->pdata[0]; a != NULL && b != NULL;
               a = tg_node_get_n_children (a) > 0 ? tg_node_get_child (a, 0) : NULL,
               b = tg_node_get_n_children (b) > 0 ? tg_node_get_child (b, 0) : NULL)
            {
              gboolean last = tg_node_get_n_children (a) == 0;

              if ((last ? tg_node_get_n_props (a) > tg_node_get_n_props (b)
                        : tg_node_get_n_props (a) != tg_node_get_n_props (b))
                  /* A root cut short is repaired from what it holds (Fox's
                   * komi without RU, say): its properties, not their values. */
                  || !same_props (a, b, tg_node_get_n_props (a),
                                  last && a == roots->pdata[0], last))
                g_error ("%s cut at %u%%: a node differs from the record's",
                         (char *) files->pdata[f], k);
            }
          g_assert_null (a);
        }
    }
  g_test_message ("%u of %u cuts opened", opened, cuts);
  g_assert_cmpuint (cuts, >, 10000);
  g_assert_cmpuint (opened, ==, cuts);
}

typedef struct
{
  const char *suffix;
  const char *reason;
} StructureChange;

/* The corpus's records whose nodes, as read, are not the file's — each a
 * repair of broken syntax, never a normalisation. */
static const StructureChange structure_changes[] = {
  { "sgfmill/008_parser_structure.sgf", "a first node without its ';' (Nihon Ki-in), added" },
  { "sabaki/encoding_nihon-kiin.sgf", "a first node without its ';' (Nihon Ki-in), added" },
  { "Illegal games/encoding-detection-fails.sgf", "a first node without its ';', added" },
  { "sgfmill/022_parser_structure.sgf", "a slip: read up to it" },
  { "sgfmill/034_parser_tree_structure.sgf", "a slip: read up to it" },
  { "sgfmill/035_parser_tree_structure.sgf", "a slip: read up to it" },
  { "sgfmill/036_parser_tree_structure.sgf", "a slip: read up to it" },
  { "sgfc/test.sgf", "slips: each game read up to its own" },
  { "sgfmill/047_parse_sgf_collection.sgf", "a ';' in text outside the games, ignored" },
  { "sgfmill/048_parse_sgf_collection.sgf", "a ';' in text outside the games, ignored" },
};

static gsize
count_nodes (GPtrArray *roots)
{
  gsize nodes = 0;

  for (guint i = 0; i < roots->len; i++)
    nodes += tg_node_count_tree (roots->pdata[i]);
  return nodes;
}

/* A record only read and saved keeps its nodes: over the corpus, the
 * nodes read are the nodes the file begins (its ';' outside values),
 * but for the repairs listed above, and the saved file has the nodes
 * read. */
static void
test_structure_kept (void)
{
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files (".", NULL);
  guint records = 0;

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autofree char *contents = NULL;
      g_autofree char *text = NULL;
      g_autoptr(GPtrArray) roots = NULL;
      g_autoptr(GPtrArray) again = NULL;
      gsize length, begun, read;
      const char *reason = NULL;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      roots = tg_test_load_file (path, NULL, NULL);
      if (roots == NULL)
        continue;
      records++;
      for (gsize k = 0; k < G_N_ELEMENTS (structure_changes); k++)
        if (g_str_has_suffix (path, structure_changes[k].suffix))
          reason = structure_changes[k].reason;
      text = tg_sgf_write (roots);
      again = tg_sgf_parse (text, strlen (text), NULL, NULL);
      g_assert_nonnull (again);
      read = count_nodes (roots);
      g_assert_cmpuint (count_nodes (again), ==, read);
      /* UTF-16 files count their ';' in the text they decode to. */
      begun = g_str_has_suffix (path, "utf16le.sgf") ? read : count_node_starts (contents, length);
      if (begun == read && reason == NULL)
        continue;
      if (reason == NULL)
        g_error ("%s: %" G_GSIZE_FORMAT " nodes, %" G_GSIZE_FORMAT " read", path, begun, read);
      if (begun == read)
        g_error ("%s: no longer changed (%s)", path, reason);
      g_test_message ("%s: %" G_GSIZE_FORMAT " → %" G_GSIZE_FORMAT " nodes: %s", path, begun, read,
                      reason);
    }
  g_test_message ("%u records", records);
  g_assert_cmpuint (records, >, 1100);
}

static TgGame *
load_game (const char *folder,
           const char *name)
{
  g_autofree char *path = tg_test_corpus_path ("littlego", folder, name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_test_load_file (path, NULL, &error);
  TgGame *game;

  g_assert_no_error (error);
  game = tg_game_new_from_root (g_ptr_array_steal_index (roots, 0), &error);
  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

typedef struct
{
  const char   *file;
  guint         move_number;
  const char   *id;           /* the move as the file has it */
  const char   *point;
  TgMoveStatus  status;
  int           repeats[2];   /* superko: the moves whose position recurs */
} IllegalGame;

/* Where the files' illegal moves are, found by replaying them by hand:
 * move 16 of illegal-move.sgf is White on hd, where Black played move 15;
 * in suicide.sgf White's aa has no liberty once Black holds ab and ba;
 * positional-superko.sgf ends by retaking a ko, back to the position after
 * move 20; in situational-superko.sgf White's ba (move 24) recreates the
 * position after move 20, which Black's pass (move 21) left unchanged. */
static const IllegalGame illegal_games[] = {
  { "illegal-move.sgf", 16, "W", "hd", TG_MOVE_OCCUPIED, { -1, -1 } },
  { "suicide.sgf", 4, "W", "aa", TG_MOVE_SUICIDE, { -1, -1 } },
  { "positional-superko.sgf", 23, "B", "eg", TG_MOVE_SUPERKO, { 20, 20 } },
  { "situational-superko.sgf", 24, "W", "ba", TG_MOVE_SUPERKO, { 20, 21 } },
};

static void
test_illegal_games (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (illegal_games); i++)
    {
      const IllegalGame *ig = &illegal_games[i];
      g_autoptr(TgGame) game = load_game ("Illegal games", ig->file);
      TgNode *flagged = NULL;
      guint n_flagged = 0;

      /* Kept and flagged, never refused: the whole record is there. */
      for (TgNode *node = tg_game_get_root (game); node != NULL;
           node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
        if (node->move_status != TG_MOVE_OK)
          {
            flagged = flagged != NULL ? flagged : node;
            n_flagged++;
          }
      if (n_flagged != 1)
        g_error ("%s: %u flagged moves on the main line, expected 1", ig->file, n_flagged);
      g_assert_cmpuint (flagged->move_number, ==, ig->move_number);
      g_assert_cmpint (flagged->move_status, ==, ig->status);
      g_assert_cmpstr (tg_node_get_value (flagged, ig->id), ==, ig->point);
      if (ig->status == TG_MOVE_SUPERKO)
        {
          g_assert_cmpint (flagged->repeats_move, >=, ig->repeats[0]);
          g_assert_cmpint (flagged->repeats_move, <=, ig->repeats[1]);
        }
    }
}

static void
test_superko_next_move (void)
{
  g_autoptr(TgGame) game = load_game ("7x7", "play-b-b7-for-superko.sgf");
  const TgBoard *board;
  int repeats = -1;

  for (TgNode *node = tg_game_get_root (game); node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    g_assert_cmpint (node->move_status, ==, TG_MOVE_OK);

  /* As the name says: after the last move, Black at b7 (SGF "ba") would
   * bring back the position after move 59, which White's pass (60) kept. */
  tg_game_go_last (game);
  g_assert_cmpuint (tg_game_get_move_number (game), ==, 62);
  g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
  board = tg_game_get_board (game);
  g_assert_cmpint (tg_game_check_move (game, tg_board_point (board, 1, 0), &repeats), ==,
                   TG_MOVE_SUPERKO);
  g_assert_cmpint (repeats, >=, 59);
  g_assert_cmpint (repeats, <=, 60);
}

/* Every record the reader loads is a game TgGame accepts. */
static void
test_littlego_games (void)
{
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files ("littlego", NULL);

  for (guint i = 0; i < files->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = tg_test_load_file (files->pdata[i], NULL, &error);
      g_autoptr(TgGame) game = NULL;
      guint first = 0;

      if (roots == NULL)
        continue;
      /* A collection's games of another kind are kept, not played. */
      while (first + 1 < roots->len && !tg_game_check_root (roots->pdata[first], NULL))
        first++;
      game = tg_game_new_from_root (g_ptr_array_steal_index (roots, first), &error);
      if (game == NULL)
        g_error ("%s: %s", (char *) files->pdata[i], error->message);
    }
}

/* A cursor over the Python literals of sgfmill's MANIFEST.tsv. */
typedef struct
{
  const char *p;
} Cursor;

static void
skip_blanks (Cursor *c)
{
  while (*c->p == ' ')
    c->p++;
}

static void
expect_char (Cursor *c,
             char    ch)
{
  skip_blanks (c);
  if (*c->p != ch)
    g_error ("manifest: expected '%c' at “%s”", ch, c->p);
  c->p++;
}

static gboolean
next_is (Cursor *c,
         char    ch)
{
  skip_blanks (c);
  return *c->p == ch;
}

static guint
read_number (Cursor *c)
{
  char *end;
  guint64 n;

  skip_blanks (c);
  n = g_ascii_strtoull (c->p, &end, 10);
  g_assert_true (end != c->p);
  c->p = end;
  return (guint) n;
}

/* 'text' or b'bytes', with Python's escapes. */
static char *
read_quoted (Cursor *c)
{
  GString *s = g_string_new (NULL);

  skip_blanks (c);
  if (*c->p == 'b')
    c->p++;
  expect_char (c, '\'');
  while (*c->p != '\'')
    {
      g_assert_true (*c->p != '\0');
      if (*c->p == '\\')
        {
          c->p++;
          switch (*c->p)
            {
            case 'n': g_string_append_c (s, '\n'); break;
            case 't': g_string_append_c (s, '\t'); break;
            case 'r': g_string_append_c (s, '\r'); break;
            case 'x':
              g_string_append_c (s, (char) g_ascii_xdigit_value (c->p[1]) * 16
                                       + g_ascii_xdigit_value (c->p[2]));
              c->p += 2;
              break;
            default: g_string_append_c (s, *c->p); break;
            }
        }
      else
        g_string_append_c (s, *c->p);
      c->p++;
    }
  c->p++;
  return g_string_free (s, FALSE);
}

/* sgfmill keeps values raw; the reader removes escapes and soft breaks. */
static char *
sgf_unescape (const char *raw)
{
  GString *s = g_string_new (NULL);

  for (const char *p = raw; *p != '\0'; p++)
    {
      if (*p == '\\' && p[1] == '\n')
        p++;
      else if (*p == '\\' && p[1] != '\0')
        g_string_append_c (s, *++p);
      else if (*p == '\r' && p[1] == '\n')
        continue;
      else
        g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

typedef struct
{
  guint      seq;
  GPtrArray *children;   /* Shape * */
} Shape;

static void
shape_free (Shape *shape)
{
  g_ptr_array_unref (shape->children);
  g_free (shape);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Shape, shape_free)

static Shape *
shape_new (guint seq)
{
  Shape *shape = g_new0 (Shape, 1);

  shape->seq = seq;
  shape->children = g_ptr_array_new_with_free_func ((GDestroyNotify) shape_free);
  return shape;
}

/* "(seq, [subtrees])"; a lone subtree continues its parent's sequence,
 * since a node's only child and a one-variation fork are the same tree. */
static Shape *
read_shape (Cursor *c)
{
  Shape *shape;

  expect_char (c, '(');
  shape = shape_new (read_number (c));
  expect_char (c, ',');
  expect_char (c, '[');
  while (!next_is (c, ']'))
    {
      g_ptr_array_add (shape->children, read_shape (c));
      if (next_is (c, ','))
        c->p++;
    }
  expect_char (c, ']');
  expect_char (c, ')');
  if (shape->children->len == 1)
    {
      Shape *only = g_ptr_array_steal_index (shape->children, 0);

      shape->seq += only->seq;
      g_ptr_array_unref (shape->children);
      shape->children = g_steal_pointer (&only->children);
      only->children = g_ptr_array_new ();
      shape_free (only);
    }
  return shape;
}

static Shape *
shape_of (TgNode *node)
{
  Shape *shape = shape_new (1);

  while (tg_node_get_n_children (node) == 1)
    {
      node = tg_node_get_child (node, 0);
      shape->seq++;
    }
  for (guint i = 0; i < tg_node_get_n_children (node); i++)
    g_ptr_array_add (shape->children, shape_of (tg_node_get_child (node, i)));
  return shape;
}

static gboolean
shape_equal (Shape *a,
             Shape *b)
{
  if (a->seq != b->seq || a->children->len != b->children->len)
    return FALSE;
  for (guint i = 0; i < a->children->len; i++)
    if (!shape_equal (a->children->pdata[i], b->children->pdata[i]))
      return FALSE;
  return TRUE;
}

/* props=[{'ID': [b'value', ...], ...}, ...]: the main sequence's nodes. */
static void
check_props (Cursor *c,
             TgNode *root)
{
  TgNode *node = root;

  expect_char (c, '[');
  while (next_is (c, '{'))
    {
      guint n_props = 0;

      g_assert_nonnull (node);
      c->p++;
      while (!next_is (c, '}'))
        {
          g_autofree char *id = read_quoted (c);
          const TgProp *prop = tg_node_get_prop (node, id);
          guint n_values = 0;

          g_assert_nonnull (prop);
          g_assert_cmpstr (tg_node_get_prop_at (node, n_props)->id, ==, id);
          expect_char (c, ':');
          expect_char (c, '[');
          while (!next_is (c, ']'))
            {
              g_autofree char *raw = read_quoted (c);
              g_autofree char *value = sgf_unescape (raw);

              g_assert_cmpuint (n_values, <, prop->n_values);
              g_assert_cmpstr (prop->values[n_values], ==, value);
              n_values++;
              if (next_is (c, ','))
                c->p++;
            }
          c->p++;
          g_assert_cmpuint (n_values, ==, prop->n_values);
          n_props++;
          if (next_is (c, ','))
            c->p++;
        }
      c->p++;
      g_assert_cmpuint (n_props, ==, tg_node_get_n_props (node));
      node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL;
      if (next_is (c, ','))
        c->p++;
    }
  expect_char (c, ']');
}

static void
check_ok (const char *file,
          const char *expected,
          GPtrArray  *roots)
{
  const char *detail;
  Cursor c;

  if ((detail = strstr (expected, "shapetree(main_seq_len, children)=")) != NULL)
    {
      g_autoptr(Shape) want = NULL;
      g_autoptr(Shape) have = shape_of (tg_test_first_root (roots));

      c.p = detail + strlen ("shapetree(main_seq_len, children)=");
      want = read_shape (&c);
      if (!shape_equal (want, have))
        g_error ("%s: the tree's shape is not %s", file, expected);
    }
  else if ((detail = strstr (expected, "shape(main_seq_len, children)=")) != NULL)
    {
      g_autoptr(Shape) have = shape_of (tg_test_first_root (roots));
      guint seq, children;

      c.p = detail + strlen ("shape(main_seq_len, children)=");
      expect_char (&c, '(');
      seq = read_number (&c);
      expect_char (&c, ',');
      children = read_number (&c);
      /* One variation continues the sequence it hangs from. */
      if (children == 1)
        g_assert_cmpuint (have->seq, >, seq);
      else
        {
          g_assert_cmpuint (have->seq, ==, seq);
          g_assert_cmpuint (have->children->len, ==, children);
        }
    }
  else if ((detail = strstr (expected, "props=")) != NULL)
    {
      c.p = detail + strlen ("props=");
      check_props (&c, tg_test_first_root (roots));
    }
  else if ((detail = strstr (expected, "collection: ")) != NULL)
    {
      guint games;
      const char *seqs;

      c.p = detail + strlen ("collection: ");
      games = read_number (&c);
      g_assert_cmpuint (roots->len, ==, games);
      seqs = strstr (expected, "seq");
      g_assert_nonnull (seqs);
      c.p = seqs + strcspn (seqs, "0123456789");
      for (guint i = 0; i < games; i++)
        {
          g_autoptr(Shape) have = shape_of (roots->pdata[i]);

          g_assert_cmpuint (have->seq, >=, read_number (&c));
          if (next_is (&c, ','))
            c.p++;
        }
    }
}

typedef struct
{
  const char *message;   /* sgfmill's error */
  const char *warning;   /* the repair Tengen makes instead */
} Lenient;

/* Where Tengen repairs what sgfmill refuses (the spec asks for it). */
static const Lenient lenient[] = {
  { "unexpected end of SGF data", "missing ')'" },
  { "unknown encoding", "Unknown charset" },
};

static void
check_error (const char *file,
             const char *expected,
             GPtrArray  *roots,
             GPtrArray  *warnings,
             GError     *error)
{
  TgSgfError code = TG_SGF_ERROR_SYNTAX;

  /* "(B[ag])": a game whose first node lacks its ';', as Nihon Ki-in
   * writes them. */
  if (g_str_has_prefix (file, "008_"))
    {
      g_assert_no_error (error);
      g_assert_true (tg_test_has_warning (warnings, "Missing ';'"));
      return;
    }
  for (gsize i = 0; i < G_N_ELEMENTS (lenient); i++)
    if (strstr (expected, lenient[i].message) != NULL)
      {
        if (roots == NULL)
          g_error ("%s: %s", file, error->message);
        if (!tg_test_has_warning (warnings, lenient[i].warning))
          g_error ("%s: no warning “%s”", file, lenient[i].warning);
        return;
      }

  if (strstr (expected, "no SGF data found") != NULL)
    code = TG_SGF_ERROR_EMPTY;
  else if (strstr (expected, "SZ") != NULL || strstr (expected, "size") != NULL)
    code = TG_SGF_ERROR_UNSUPPORTED;
  /* A slip after something whole: read up to it, and said. */
  if (roots != NULL && code == TG_SGF_ERROR_SYNTAX
      && tg_test_has_warning (warnings, "The game is read up to there"))
    return;
  if (roots != NULL)
    g_error ("%s loads, expected %s", file, expected);
  g_assert_error (error, TG_SGF_ERROR, (gint) code);
}

static void
test_sgfmill_manifest (void)
{
  g_autofree char *manifest_path = tg_test_corpus_path ("sgfmill", "MANIFEST.tsv", NULL);
  g_autofree char *manifest = NULL;
  g_auto(GStrv) lines = NULL;
  guint checked = 0;

  g_assert_true (g_file_get_contents (manifest_path, &manifest, NULL, NULL));
  lines = g_strsplit (manifest, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", 3);
      g_autofree char *path = NULL;
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = NULL;

      if (g_strv_length (fields) < 2)
        continue;
      path = tg_test_corpus_path ("sgfmill", fields[0], NULL);
      roots = tg_test_load_file (path, warnings, &error);
      if (g_str_has_prefix (fields[1], "OK"))
        {
          if (roots == NULL)
            g_error ("%s: %s", fields[0], error->message);
          check_ok (fields[0], fields[1], roots);
        }
      else
        {
          g_assert_true (g_str_has_prefix (fields[1], "ERROR"));
          check_error (fields[0], fields[1], roots, warnings, error);
        }
      if (roots != NULL)
        assert_round_trip (roots, fields[0]);
      checked++;
    }
  g_assert_cmpuint (checked, ==, 83);
}

typedef struct
{
  const char *file;
  const char *result;
} FoxResult;

/* Every Fox record of games/ai under Chinese rules with a counted
 * result, and that result once read.  Area scoring with komi 7.5 on
 * 19×19 gives Black 2 × area − 368.5, a margin of n + ½: the AlphaGo
 * records (KM[7.50], already points) keep W+0.5 and W+2.5, which
 * doubled would be impossible.  Fox's stones are doubled only where
 * that reading is certain; with KM[375] B+0.2 is a count's neither as
 * points nor doubled, and with KM[0] (the komi not written) quarters of
 * a stone are no count's either way: kept as written. */
static const FoxResult fox_results[] = {
  { "2018_Tencent_World_AI_WEIQI_Competition_S_1-3_ELFOpenGo_vs_Golaxy.sgf", "B+0.2" },
  { "AlphaGo_2.0_AG_vs_AG_-_G55_-_English.sgf", "W+0.5" },
  { "AlphaGo_AG_vs_AG_-_G1_-_English.sgf", "W+2.50" },
  { "Jin_Mao_Ce_Shi_2018.10.08_VS_010001476_.sgf", "W+2.25" },
  { "Jin_Mao_Ce_Shi_2018.10.08_VS_03_010001546_.sgf", "B+2.25" },
  { "Jin_Mao_Ce_Shi_2018.10.08_clinic_VS_010001102_.sgf", "W+1.25" },
};

static gboolean
is_fox_counted (TgNode *root)
{
  const char *ap = tg_node_get_value (root, "AP");
  const char *ru = tg_node_get_value (root, "RU");
  const char *re = tg_node_get_value (root, "RE");
  g_autofree char *lower = ap != NULL ? g_ascii_strdown (ap, -1) : NULL;

  return lower != NULL && (strstr (lower, "foxwq") != NULL || strstr (lower, "yuanyu") != NULL)
         && ru != NULL && g_ascii_strcasecmp (ru, "Chinese") == 0
         && re != NULL && (re[0] == 'B' || re[0] == 'W') && re[1] == '+'
         && g_ascii_isdigit (re[2]);
}

static void
test_fox_results (void)
{
  g_autoptr(GPtrArray) files = tg_test_corpus_sgf_files ("games/ai", NULL);
  guint found = 0;

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = files->pdata[i];
      g_autoptr(GPtrArray) roots = tg_test_load_file (path, NULL, NULL);
      g_autofree char *name = g_path_get_basename (path);
      const FoxResult *expected = NULL;
      TgNode *root;

      g_assert_nonnull (roots);
      root = tg_test_first_root (roots);
      if (!is_fox_counted (root))
        continue;
      for (gsize k = 0; k < G_N_ELEMENTS (fox_results); k++)
        if (strcmp (fox_results[k].file, name) == 0)
          expected = &fox_results[k];
      if (expected == NULL)
        g_error ("%s: a Fox record with a counted result this test does not know", name);
      g_assert_cmpstr (tg_node_get_value (root, "RE"), ==, expected->result);
      found++;
    }
  g_assert_cmpuint (found, ==, G_N_ELEMENTS (fox_results));
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_corpus_func ("/corpus/sweep/sabaki", test_sweep_sabaki);
  tg_test_add_corpus_func ("/corpus/sweep/littlego", test_sweep_littlego);
  tg_test_add_corpus_func ("/corpus/sweep/games", test_sweep_games);
  tg_test_add_corpus_func ("/corpus/sgfmill-manifest", test_sgfmill_manifest);
  tg_test_add_corpus_func ("/corpus/truncated", test_truncated);
  tg_test_add_corpus_func ("/corpus/truncated-everywhere", test_truncated_everywhere);
  tg_test_add_corpus_func ("/corpus/structure-kept", test_structure_kept);
  tg_test_add_corpus_func ("/corpus/game/illegal-moves", test_illegal_games);
  tg_test_add_corpus_func ("/corpus/game/superko-next-move", test_superko_next_move);
  tg_test_add_corpus_func ("/corpus/game/littlego", test_littlego_games);
  tg_test_add_corpus_func ("/corpus/fox-results", test_fox_results);

  return tg_test_run ();
}
