/* test-sgf.c: the SGF reader's repairs and errors, the writer, saving.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-game.h"
#include "tg-node-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

static GPtrArray *
parse (const char  *sgf,
       GPtrArray  **warnings,
       GError     **error)
{
  *warnings = g_ptr_array_new_with_free_func (g_free);
  return tg_sgf_parse (sgf, strlen (sgf), *warnings, error);
}

static const char *
value_at (TgNode     *node,
          const char *id,
          guint       index)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  g_assert_nonnull (prop);
  g_assert_cmpuint (index, <, prop->n_values);
  return prop->values[index];
}

static TgNode *
root_of (GPtrArray *roots,
         guint      index)
{
  g_assert_nonnull (roots);
  g_assert_cmpuint (index, <, roots->len);
  return roots->pdata[index];
}

/* Nodes from @node down the first children, @node included. */
static guint
main_line_length (TgNode *node)
{
  guint n = 1;

  while (tg_node_get_n_children (node) > 0)
    {
      node = tg_node_get_child (node, 0);
      n++;
    }
  return n;
}

static GPtrArray *
load_corpus (const char  *folder,
             const char  *name,
             GPtrArray  **warnings)
{
  g_autofree char *path = tg_test_corpus_path (folder, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GPtrArray *roots;

  *warnings = g_ptr_array_new_with_free_func (g_free);
  roots = tg_sgf_load_file (file, *warnings, NULL, &error);
  g_assert_no_error (error);
  return roots;
}

static void
test_missing_paren (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse ("  ;FF[4]GM[1]SZ[9];B[ee];W[cc])\n", &warnings, &error);
  g_autoptr(GPtrArray) warnings2 = NULL;
  g_autoptr(GPtrArray) roots2 = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 1);
  g_assert_cmpuint (main_line_length (root_of (roots, 0)), ==, 3);
  g_assert_cmpstr (tg_node_get_value (root_of (roots, 0), "SZ"), ==, "9");
  g_assert_true (tg_test_has_warning (warnings, "Missing '('"));

  /* Neither parenthesis: the game runs to the end of the file. */
  roots2 = parse (";GM[1];B[aa];W[bb]", &warnings2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (main_line_length (root_of (roots2, 0)), ==, 3);
  g_assert_true (tg_test_has_warning (warnings2, "Missing '('"));
  g_assert_false (tg_test_has_warning (warnings2, "missing ')'"));
}

static void
test_missing_semicolon (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse ("(\r\nPB[Black]\r\nPW[White]\r\n;B[pd];W[dp])", &warnings, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (root_of (roots, 0), "PB"), ==, "Black");
  g_assert_cmpstr (tg_node_get_value (root_of (roots, 0), "PW"), ==, "White");
  g_assert_cmpuint (main_line_length (root_of (roots, 0)), ==, 3);
  g_assert_true (tg_test_has_warning (warnings, "Missing ';'"));
}

static void
test_unclosed (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse ("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd]", &warnings, &error);
  TgNode *b;

  g_assert_no_error (error);
  b = tg_node_get_child (root_of (roots, 0), 0);
  g_assert_cmpuint (tg_node_get_n_children (b), ==, 2);
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (b, 1), "W"), ==, "dd");
  g_assert_true (tg_test_has_warning (warnings, "2 missing ')'"));
}

static void
test_junk (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots =
    parse ("From: someone\n(;GM[1];B[aa]) -- ( junk) ;-) \n(;GM[1];W[bb])\ntrailer", &warnings, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 2);
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (root_of (roots, 1), 0), "W"), ==, "bb");
  g_assert_true (tg_test_has_warning (warnings, "outside the game"));
}

static void
test_values (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots =
    parse ("(;GM[1]C[a \\] b \\\\ c\\: d]GN[soft\\\nbreak]N[crlf\r\nline]"
           "AB[aa:cc][dd]\n  [ee]LB[aa:x\\:y];B[];W[tt])", &warnings, &error);
  TgNode *root;

  g_assert_no_error (error);
  root = root_of (roots, 0);
  g_assert_cmpstr (tg_node_get_value (root, "C"), ==, "a ] b \\ c: d");
  g_assert_cmpstr (tg_node_get_value (root, "GN"), ==, "softbreak");
  g_assert_cmpstr (tg_node_get_value (root, "N"), ==, "crlf\nline");
  /* Compressed point lists stay as written; values are kept in order. */
  g_assert_cmpstr (value_at (root, "AB", 0), ==, "aa:cc");
  g_assert_cmpstr (value_at (root, "AB", 2), ==, "ee");
  g_assert_cmpstr (tg_node_get_value (root, "LB"), ==, "aa:x:y");
  /* Both spellings of a pass are kept as read. */
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (root, 0), "B"), ==, "");
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (tg_node_get_child (root, 0), 0), "W"), ==, "tt");
  g_assert_cmpuint (warnings->len, ==, 0);
}

static void
test_lowercase_ids (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots =
    parse ("(;GaMe[1]FF[3]SiZe[9]extra[x]C[kept];AddBlack[aa][bb])", &warnings, &error);
  TgNode *root;

  g_assert_no_error (error);
  root = root_of (roots, 0);
  g_assert_cmpstr (tg_node_get_value (root, "GM"), ==, "1");
  g_assert_cmpstr (tg_node_get_value (root, "SZ"), ==, "9");
  g_assert_cmpstr (tg_node_get_value (root, "C"), ==, "kept");
  g_assert_cmpuint (tg_node_get_n_props (root), ==, 4);
  g_assert_cmpstr (value_at (tg_node_get_child (root, 0), "AB", 1), ==, "bb");
  g_assert_true (tg_test_has_warning (warnings, "extra"));
}

static void
test_duplicate_props (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse ("(;XX[1]YY[2]XX[3]YY[4])", &warnings, &error);
  TgNode *root;

  g_assert_no_error (error);
  root = root_of (roots, 0);
  g_assert_cmpuint (tg_node_get_n_props (root), ==, 2);
  g_assert_cmpstr (tg_node_get_prop_at (root, 0)->id, ==, "XX");
  g_assert_cmpstr (value_at (root, "XX", 1), ==, "3");
  g_assert_cmpstr (value_at (root, "YY", 1), ==, "4");
  g_assert_true (tg_test_has_warning (warnings, "XX given twice in one node: its values were merged"));
}

/* Whether @text, written SGF, gives a property twice in one node or a
 * list to a text: what FF[4] forbids and other readers cut short. */
static gboolean
written_as_ff4 (const char *text)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) again = parse (text, &warnings, &error);

  g_assert_no_error (error);
  return !tg_test_has_warning (warnings, "given twice") && !tg_test_has_warning (warnings, "several values");
}

/* GNU Go's and Fox's roots give C, PB, BR and AP twice: every value stays
 * and the file written is FF[4] again.  They were written C[...][...],
 * a list FF[4] forbids, whose second comment every other reader drops. */
static void
test_repeated_joined (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots =
    parse ("(;GM[1]SZ[9]C[Time GnuGo=4:39, Aya=13:52]C[AMD Opteron(tm) Processor 248]"
           "PB[Lee]PB[Cho]BR[9p]AB[aa]AW[bb]BR[9d]AB[cc]AP[GNU Go:3.8]AP[foxwq]KM[6.5]KM[6.5]"
           ";B[dd]TR[aa]CR[ee]TR[bb]GC[one][two]XX[1]XX[2])", &warnings, &error);
  g_autofree char *text = NULL;
  TgNode *root, *move;

  g_assert_no_error (error);
  root = root_of (roots, 0);
  move = tg_node_get_child (root, 0);

  /* A comment's parts a line apart, a name's with a separator. */
  g_assert_cmpuint (tg_test_count_values (root, "C"), ==, 1);
  g_assert_cmpstr (value_at (root, "C", 0), ==,
                   "Time GnuGo=4:39, Aya=13:52\nAMD Opteron(tm) Processor 248");
  g_assert_cmpuint (tg_test_count_values (root, "PB"), ==, 1);
  g_assert_cmpstr (value_at (root, "PB", 0), ==, "Lee; Cho");
  g_assert_cmpstr (value_at (root, "BR", 0), ==, "9p; 9d");
  g_assert_cmpuint (tg_test_count_values (move, "GC"), ==, 1);
  g_assert_cmpstr (value_at (move, "GC", 0), ==, "one\ntwo");
  /* Lists merged, in their order; one value given twice kept once. */
  g_assert_cmpuint (tg_test_count_values (root, "AB"), ==, 2);
  g_assert_cmpstr (value_at (root, "AB", 1), ==, "cc");
  g_assert_cmpuint (tg_test_count_values (move, "TR"), ==, 2);
  g_assert_cmpuint (tg_test_count_values (move, "XX"), ==, 2);
  g_assert_cmpuint (tg_test_count_values (root, "KM"), ==, 1);
  g_assert_cmpuint (tg_test_count_values (root, "AP"), ==, 2);

  /* Each said with what was done, and where. */
  g_assert_true (tg_test_has_warning (warnings, "line 1, column 42 (byte 41): C given twice in one "
                                                "node: the texts were joined into one, a line "
                                                "between them"));
  g_assert_true (tg_test_has_warning (warnings, "PB given twice in one node: the values were "
                                                "joined into one, “Lee; Cho”"));
  g_assert_true (tg_test_has_warning (warnings, "AB given twice in one node: its values were "
                                                "merged into one list"));
  g_assert_true (tg_test_has_warning (warnings, "AP given twice in one node: every program it "
                                                "names is kept"));
  g_assert_true (tg_test_has_warning (warnings, "KM[6.5] given twice in one node: read once"));
  g_assert_true (tg_test_has_warning (warnings, "GC with several values: joined into one text"));

  text = tg_sgf_write (roots);
  g_assert_nonnull (strstr (text, "C[Time GnuGo=4:39, Aya=13:52\nAMD Opteron(tm) Processor 248]"));
  g_assert_nonnull (strstr (text, "PB[Lee; Cho]"));
  g_assert_nonnull (strstr (text, "AB[aa][cc]"));
  g_assert_nonnull (strstr (text, "OAP[GNU Go:3.8][foxwq]"));
  g_assert_true (written_as_ff4 (text));
}

/* Numbers given twice with different values cannot be joined ("6.5; 7"
 * is no komi): the first is read, both kept, and that is said. */
static void
test_repeated_numbers (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse ("(;SZ[9]KM[6.5]KM[7])", &warnings, &error);
  TgNode *root;

  g_assert_no_error (error);
  root = root_of (roots, 0);
  g_assert_cmpstr (value_at (root, "KM", 0), ==, "6.5");
  g_assert_cmpstr (value_at (root, "KM", 1), ==, "7");
  g_assert_true (tg_test_has_warning (warnings, "KM given twice in one node with different "
                                                "values: the first, “6.5”, is used"));
}

/* A node giving C 100,000 times is joined once, not once a repeat:
 * quadratic, this would copy 10 GB. */
static void
test_repeated_many (void)
{
  const guint n = 100000;
  g_autoptr(GString) sgf = g_string_new ("(;");
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  const char *comment;

  for (guint i = 0; i < n; i++)
    g_string_append (sgf, "C[x]PB[y]");
  g_string_append_c (sgf, ')');
  roots = tg_sgf_parse (sgf->str, sgf->len, warnings, &error);
  g_assert_no_error (error);
  comment = value_at (root_of (roots, 0), "C", 0);
  g_assert_cmpuint (strlen (comment), ==, 2 * n - 1);
  g_assert_cmpuint (strlen (value_at (root_of (roots, 0), "PB", 0)), ==, 3 * n - 2);
  g_assert_cmpuint (tg_test_count_values (root_of (roots, 0), "C"), ==, 1);
}

static void
assert_error (const char *sgf,
              TgSgfError  code,
              const char *message)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse (sgf, &warnings, &error);

  g_assert_null (roots);
  g_assert_error (error, TG_SGF_ERROR, (gint) code);
  if (strstr (error->message, message) == NULL)
    g_error ("%s: “%s” does not contain “%s”", sgf, error->message, message);
}

/* @sgf opens, its game @game (1-based) read up to a slip that
 * @message names. */
static GPtrArray *
assert_slip (const char *sgf,
             guint       games,
             const char *message)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse (sgf, &warnings, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, games);
  if (!tg_test_has_warning (warnings, message))
    g_error ("%s: no warning “%s”", sgf, message);
  return g_steal_pointer (&roots);
}

static void
test_syntax_errors (void)
{
  g_autoptr(GPtrArray) never_closed = NULL;
  g_autoptr(GPtrArray) branch = NULL;

  /* Nothing whole before the slip: nothing to read. */
  assert_error ("(;C[never closed", TG_SGF_ERROR_SYNTAX,
                "line 1, column 17 (byte 16): expected ']'");
  assert_error ("(;B;W[ah])", TG_SGF_ERROR_SYNTAX, "line 1, column 4 (byte 3): expected '['");
  assert_error ("(;[ag])", TG_SGF_ERROR_SYNTAX, "line 1, column 3 (byte 2): expected");
  /* After a UTF-8 byte-order mark, bytes still count from the file's
   * start; the mark is no column. */
  assert_error ("\xef\xbb\xbf(;C[x", TG_SGF_ERROR_SYNTAX, "line 1, column 6 (byte 8): expected ']'");
  assert_error ("", TG_SGF_ERROR_EMPTY, "");
  assert_error ("no game in here (at all)", TG_SGF_ERROR_EMPTY, "");

  /* Otherwise what was read before the slip is kept, the slip said. */
  never_closed = assert_slip ("(;GM[1]C[never closed", 1,
                              "line 1, column 22 (byte 21): expected ']'. The game is read up to there.");
  g_assert_cmpuint (tg_node_get_n_props (root_of (never_closed, 0)), ==, 1);
  g_ptr_array_unref (assert_slip ("(;B[aa]%)", 1, "line 1, column 8 (byte 7): expected"));
  branch = assert_slip ("(;B[ag]())", 1, "line 1, column 9 (byte 8): expected ';'");
  g_assert_cmpstr (value_at (root_of (branch, 0), "B", 0), ==, "ag");
  g_ptr_array_unref (assert_slip ("(;B[ag](;W[ah]);W[bd])", 1,
                                  "line 1, column 16 (byte 15): expected '(' or ')'"));
  g_ptr_array_unref (assert_slip ("(;GM[1]) (;B[aa", 1,
                                  "Game 2: line 1, column 16 (byte 15): expected ']'. "
                                  "Nothing of the game could be read."));
}

/* One slip costs a collection only the rest of the game it is in: the
 * games before and after it are read whole. */
static void
test_slip_in_collection (void)
{
  g_autoptr(GPtrArray) roots =
    assert_slip ("(;GM[1]SZ[9];B[aa];W[bb])(;GM[1]SZ[9];B;W[cc])(;GM[1]SZ[9];B[dd])", 3,
                 "Game 2: line 1, column 40 (byte 39): expected '['. The game is read up to there.");
  TgNode *first = root_of (roots, 0);
  g_autoptr(GPtrArray) nested = NULL;

  g_assert_cmpuint (tg_node_count_tree (first), ==, 3);
  g_assert_cmpstr (value_at (tg_node_get_child (tg_node_get_child (first, 0), 0), "W", 0), ==, "bb");
  g_assert_cmpuint (tg_node_count_tree (root_of (roots, 1)), ==, 1);
  g_assert_cmpstr (value_at (root_of (roots, 1), "SZ", 0), ==, "9");
  g_assert_cmpuint (tg_node_count_tree (root_of (roots, 2)), ==, 2);
  g_assert_cmpstr (value_at (tg_node_get_child (root_of (roots, 2), 0), "B", 0), ==, "dd");

  /* The slip inside variations, with brackets and parentheses in the
   * values after it: the next game still starts where its '(' is. */
  nested = assert_slip ("(;SZ[9];B[aa](;W[bb]%;B[cc](;C[(x]))(;W[dd]))\n(;SZ[9];B[ee])", 2,
                        "Game 1: line 1, column 21 (byte 20): expected");
  g_assert_cmpuint (tg_node_count_tree (root_of (nested, 0)), ==, 3);
  g_assert_cmpstr (value_at (tg_node_get_child (root_of (nested, 1), 0), "B", 0), ==, "ee");
}

static void
test_board_errors (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;

  assert_error ("(;GM[1]FF[4]SZ[19:13];B[aa])", TG_SGF_ERROR_UNSUPPORTED,
                "rectangular boards are not supported");
  assert_error ("(;SZ[26])", TG_SGF_ERROR_UNSUPPORTED, "SZ[26]");
  assert_error ("(;SZ[1])", TG_SGF_ERROR_UNSUPPORTED, "SZ[1]");
  assert_error ("(;SZ[nine])", TG_SGF_ERROR_UNSUPPORTED, "SZ[nine]");
  assert_error ("(;GM[2]FF[4]SZ[8])", TG_SGF_ERROR_NOT_GO, "GM[2]");
  assert_error ("(;FF[5]GM[1])", TG_SGF_ERROR_UNSUPPORTED, "FF[5]");

  /* In a collection, another game's record or an odd board is kept as
   * read, and said. */
  roots = parse ("(;GM[1]) (;GM[4]SZ[15]) (;SZ[30])", &warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (roots->len, ==, 3);
  g_assert_true (tg_test_has_warning (warnings, "Game 2: This is not a Go record: GM[4]"));
  g_assert_true (tg_test_has_warning (warnings, "Game 3: SZ[30]"));
  g_assert_cmpstr (tg_node_get_value (roots->pdata[1], "GM"), ==, "4");
  g_clear_pointer (&roots, g_ptr_array_unref);
  g_clear_pointer (&warnings, g_ptr_array_unref);

  /* A square written the long way, and a record without GM, are Go. */
  roots = parse ("(;FF[4]SZ[25:25];B[yy])", &warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (root_of (roots, 0), "SZ"), ==, "25");
}

static void
test_handicap_node (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots =
    parse ("(;GM[1]SZ[19]HA[3];AB[pd][dp][dd];W[pp];B[dj])", &warnings, &error);
  TgNode *root;

  g_assert_no_error (error);
  root = root_of (roots, 0);
  /* Read as the file has them; a normalisation moves them. */
  g_assert_cmpuint (main_line_length (root), ==, 4);
  g_assert_false (tg_test_has_warning (warnings, "Handicap stones"));
  tg_sgf_normalize (root, warnings);
  g_assert_cmpstr (value_at (root, "AB", 0), ==, "pd");
  g_assert_cmpstr (value_at (root, "AB", 2), ==, "dd");
  /* The emptied node is gone: White's first move follows the root. */
  g_assert_cmpstr (tg_node_get_value (tg_node_get_child (root, 0), "W"), ==, "pp");
  g_assert_cmpuint (main_line_length (root), ==, 3);
  g_assert_true (tg_test_has_warning (warnings, "Handicap stones"));
}

static void
test_fox (void)
{
  g_autoptr(GPtrArray) w1 = NULL, w2 = NULL, w3 = NULL, w4 = NULL, w5 = NULL;
  g_autoptr(GPtrArray) komi = load_corpus ("sabaki", "pr16_fox_go_server_komi.sgf", &w1);
  g_autoptr(GPtrArray) japanese = load_corpus ("sabaki", "pr16_fox_go_server_japanese.sgf", &w2);
  g_autoptr(GPtrArray) nokomi = load_corpus ("sabaki", "pr16_fox_go_server_nokomi.sgf", &w3);
  g_autoptr(GPtrArray) handicap = load_corpus ("sabaki", "pr16_fox_go_server_handicap.sgf", &w4);
  g_autoptr(GPtrArray) other = load_corpus ("sabaki", "pr16_non_fox_game.sgf", &w5);
  TgNode *root;

  /* Chinese rules: KM[375] is 3¾ stones, 7.5 points; W+12.75 stones is
   * 25.5 points. */
  g_assert_cmpstr (tg_node_get_value (root_of (komi, 0), "KM"), ==, "7.5");
  g_assert_cmpstr (tg_node_get_value (root_of (komi, 0), "RE"), ==, "W+25.5");
  g_assert_true (tg_test_has_warning (w1, "KM[375]"));
  g_assert_true (tg_test_has_warning (w1, "RE[W+12.75]"));

  /* Japanese rules: KM[650] is 6.5 points; B+0.50 is already in points. */
  g_assert_cmpstr (tg_node_get_value (root_of (japanese, 0), "KM"), ==, "6.5");
  g_assert_cmpstr (tg_node_get_value (root_of (japanese, 0), "RE"), ==, "B+0.50");
  g_assert_true (tg_test_has_warning (w2, "KM[650]"));

  /* HA[1] with KM[0]: no komi, nothing to rescale. */
  g_assert_cmpstr (tg_node_get_value (root_of (nokomi, 0), "KM"), ==, "0");
  g_assert_false (tg_test_has_warning (w3, "KM["));

  /* HA[2]: the two stones of the second node stay there as read, White
   * to play after them; only a normalisation moves them into the root. */
  root = root_of (handicap, 0);
  g_assert_false (tg_node_has_prop (root, "AB"));
  g_assert_cmpuint (tg_node_get_prop (tg_test_nth_node (root, 1), "AB")->n_values, ==, 2);
  g_assert_false (tg_test_has_warning (w4, "Handicap"));
  {
    g_autoptr(TgNode) copy = tg_node_copy_tree (root);
    g_autoptr(TgGame) game = tg_game_new_from_root (tg_node_copy_tree (root), NULL);

    tg_game_set_current (game, tg_game_get_root (game));
    g_assert_cmpint (tg_game_get_to_move (game), ==, TG_BLACK);
    tg_game_set_current (game, tg_test_nth_node (tg_game_get_root (game), 1));
    g_assert_cmpint (tg_game_get_to_move (game), ==, TG_WHITE);

    tg_sgf_normalize (copy, w4);
    g_assert_cmpuint (tg_node_get_prop (copy, "AB")->n_values, ==, 2);
    g_assert_cmpstr (tg_node_get_prop (copy, "AB")->values[0], ==, "pd");
    g_assert_cmpstr (tg_node_get_prop (copy, "AB")->values[1], ==, "dp");
    g_assert_cmpstr (tg_node_get_value (tg_test_nth_node (copy, 1), "W"), ==, "dc");
    g_assert_true (tg_test_has_warning (w4, "Handicap"));
  }

  /* Not from Fox: KM[11] is eleven points, and nothing was repaired. */
  g_assert_cmpstr (tg_node_get_value (root_of (other, 0), "KM"), ==, "11");
  g_assert_cmpuint (w5->len, ==, 0);
}

/* Fox under Chinese rules writes results in stones; one is turned into
 * points only where that reading is certain: the doubled margin is one
 * an area count with the record's komi gives, and the margin as written
 * is not.  19×19 with komi 7.5 (KM[375], 3¾ stones): Black's margin is
 * 2 × area − 368.5, a whole number and a half. */
static void
test_fox_result (void)
{
  static const struct
  {
    const char *sgf;
    const char *result;     /* RE once read */
    const char *warning;    /* what the reader is told */
  } records[] = {
    /* W+12.75 stones is 25.5 points; 12.75 points no count gives. */
    { "(;AP[foxwq]SZ[19]RU[Chinese]KM[375]RE[W+12.75])", "W+25.5", "read as W+25.5" },
    /* 0.2 stones is 0.4 points: neither is a count's with komi 7.5. */
    { "(;AP[YuanYu]SZ[19]RU[Chinese]KM[375]RE[B+0.2])", "B+0.2", "RE[B+0.2] is no margin" },
    /* Komi 0 written where the game had some: 2.25 stones, 4.5 points,
     * and 2.25 points are all impossible without komi. */
    { "(;AP[YuanYu]SZ[19]RU[Chinese]KM[0]RE[W+2.25])", "W+2.25", "kept as written" },
    /* Already points: KM[7.50] is no Fox komi in hundredths. */
    { "(;AP[YuanYu]SZ[19]RU[Chinese]KM[7.50]RE[W+2.50])", "W+2.50", NULL },
    /* Komi 7 (KM[350]): B+3 is a count's in points and, doubled, in
     * stones; which one the record means cannot be known. */
    { "(;AP[foxwq]SZ[19]RU[Chinese]KM[350]RE[B+3])", "B+3", "may count points" },
    /* Not Chinese rules: Fox's Japanese results are points. */
    { "(;AP[foxwq]SZ[19]RU[Japanese]KM[650]RE[B+0.25])", "B+0.25", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autoptr(GPtrArray) warnings = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = parse (records[i].sgf, &warnings, &error);

      g_test_message ("%s", records[i].sgf);
      g_assert_no_error (error);
      g_assert_cmpstr (tg_node_get_value (root_of (roots, 0), "RE"), ==, records[i].result);
      if (records[i].warning != NULL)
        g_assert_true (tg_test_has_warning (warnings, records[i].warning));
      else
        g_assert_false (tg_test_has_warning (warnings, "RE["));
    }
}

/* Parses @sgf, writes it, parses that, and checks the two trees match
 * (the writer's FF/CA/AP/GM aside); returns the text written. */
static char *
round_trip (const char *sgf)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) warnings2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = parse (sgf, &warnings, &error);
  g_autoptr(GPtrArray) again = NULL;
  char *text;

  g_assert_no_error (error);
  text = tg_sgf_write (roots);
  again = parse (text, &warnings2, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (warnings2->len, ==, 0);
  g_assert_cmpuint (again->len, ==, roots->len);
  for (guint i = 0; i < roots->len; i++)
    {
      static const char * const owned[] = { "FF", "CA", "AP", "GM" };

      for (gsize k = 0; k < G_N_ELEMENTS (owned); k++)
        {
          tg_node_unset (roots->pdata[i], owned[k]);
          tg_node_unset (again->pdata[i], owned[k]);
        }
      g_assert_true (tg_node_tree_equal (roots->pdata[i], again->pdata[i]));
    }
  return text;
}

static void
test_write_layout (void)
{
  g_autofree char *text =
    round_trip ("(;GM[1]FF[3]SZ[9]C[a\\]\\\\b];B[ee](;W[cc];B[gg](;W[cg])(;W[gc]))(;W[gg]))"
                "(;PB[x];B[aa])");

  /* One node a line on the main line, variations indented by depth,
   * FF replaced where it stood, the missing CA and AP put in front. */
  g_assert_cmpstr (text, ==,
                   "(;CA[UTF-8]AP[Tengen:" PACKAGE_VERSION "]GM[1]FF[4]SZ[9]C[a\\]\\\\b]\n"
                   ";B[ee]\n"
                   "  (;W[cc]\n"
                   "  ;B[gg]\n"
                   "    (;W[cg])\n"
                   "    (;W[gc]))\n"
                   "  (;W[gg]))\n"
                   "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:" PACKAGE_VERSION "]PB[x]\n"
                   ";B[aa])\n");
}

static void
test_write_root_props (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots =
    parse ("(;AP[GNU Go:3.8]PB[b]CA[GB2312]AP[foxwq]FF[3]GM[1])", &warnings, &error);
  g_autofree char *text = NULL;

  g_assert_no_error (error);
  text = tg_sgf_write (roots);
  /* Both programs the record names stay, in OAP: Fox's AP[GNU Go:3.8]
   * and AP[foxwq] in one node lost "foxwq" when only the first was. */
  g_assert_cmpstr (text, ==,
                   "(;AP[Tengen:" PACKAGE_VERSION "]OAP[GNU Go:3.8][foxwq]PB[b]CA[UTF-8]FF[4]GM[1])\n");
}

static void
test_write_long_lines (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]SZ[19]AB");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  for (int i = 0; i < 19; i++)
    for (int j = 0; j < 19; j += 2)
      g_string_append_printf (sgf, "[%c%c]", 'a' + i, 'a' + j);
  g_string_append (sgf, "C[a comment that is longer than a line of text ought to be, "
                        "which the writer must keep in one piece])");
  text = round_trip (sgf->str);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "C["))
      g_assert_cmpuint (strlen (lines[i]), <=, 78);
  g_assert_cmpuint (g_strv_length (lines), >, 3);
}

static void
test_million_nested (void)
{
  const guint n = 1000000;
  g_autoptr(GString) sgf = g_string_sized_new (n * 9 + 16);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  TgNode *deepest;

  /* Each move in a variation of its own, nested a million deep. */
  g_string_append (sgf, "(;GM[1]SZ[19]");
  for (guint i = 0; i < n; i++)
    g_string_append (sgf, i % 2 == 0 ? "(;B[aa]" : "(;W[bb]");
  for (guint i = 0; i <= n; i++)
    g_string_append_c (sgf, ')');

  roots = tg_sgf_parse (sgf->str, sgf->len, warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_cmpuint (main_line_length (root_of (roots, 0)), ==, n + 1);
  deepest = root_of (roots, 0);
  while (tg_node_get_n_children (deepest) > 0)
    deepest = tg_node_get_child (deepest, 0);
  g_assert_cmpstr (tg_node_get_value (deepest, "W"), ==, "bb");

  text = tg_sgf_write (roots);
  /* Indentation is capped: the text stays proportional to the record. */
  g_assert_cmpuint (strlen (text), <, sgf->len * 2);
  again = tg_sgf_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  tg_node_unset (root_of (roots, 0), "FF");
  tg_node_unset (root_of (roots, 0), "CA");
  tg_node_unset (root_of (roots, 0), "AP");
  tg_node_unset (root_of (again, 0), "FF");
  tg_node_unset (root_of (again, 0), "CA");
  tg_node_unset (root_of (again, 0), "AP");
  g_assert_true (tg_node_tree_equal (roots->pdata[0], again->pdata[0]));
}

static void
test_wide_and_unclosed_deep (void)
{
  const guint n = 200000;
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]");
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;

  for (guint i = 0; i < n; i++)
    g_string_append (sgf, "(;B[aa])");
  for (guint i = 0; i < n; i++)
    g_string_append (sgf, "(;W[bb]");
  roots = tg_sgf_parse (sgf->str, sgf->len, warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tg_node_get_n_children (root_of (roots, 0)), ==, n + 1);
  g_assert_cmpuint (tg_node_count_tree (root_of (roots, 0)), ==, 2 * n + 1);
  g_assert_true (tg_test_has_warning (warnings, "200001 missing ')'"));
}

static void
test_many_props (void)
{
  const guint n = 26 * 26 * 26;
  g_autoptr(GString) sgf = g_string_new ("(;");
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  TgNode *root;

  /* 17,576 distinct identifiers in one node, then each once more. */
  for (guint round = 0; round < 2; round++)
    for (guint i = 0; i < n; i++)
      g_string_append_printf (sgf, "%c%c%c[%u]", 'A' + i / 676, 'A' + i / 26 % 26, 'A' + i % 26,
                              round);
  g_string_append_c (sgf, ')');
  roots = tg_sgf_parse (sgf->str, sgf->len, warnings, &error);
  g_assert_no_error (error);
  root = root_of (roots, 0);
  g_assert_cmpuint (tg_node_get_n_props (root), ==, n);
  g_assert_cmpstr (tg_node_get_prop_at (root, n - 1)->id, ==, "ZZZ");
  g_assert_cmpstr (value_at (root, "ZZZ", 1), ==, "1");
  g_assert_cmpstr (value_at (root, "AAA", 0), ==, "0");
  g_assert_true (tg_test_has_warning (warnings, "given twice in one node"));
}

static gboolean
dir_has_only (const char *path,
              const char *name)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *entry;
  guint n = 0;
  gboolean found = FALSE;

  g_assert_nonnull (dir);
  while ((entry = g_dir_read_name (dir)) != NULL)
    {
      n++;
      found |= g_strcmp0 (entry, name) == 0;
    }
  return n == (name != NULL ? 1 : 0) && (name == NULL || found);
}

static void
test_save (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tengen-sgf-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.sgf", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) nowhere = g_file_new_for_path (missing);
  g_autoptr(GFile) directory = g_file_new_for_path (dir);
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GPtrArray) loaded = NULL;
  g_autofree char *contents = NULL;

  g_assert_no_error (error);
  roots = parse ("(;GM[1]SZ[9]PB[Ünïcödé 黑];B[ee];W[])", &warnings, &error);
  g_assert_no_error (error);

  /* Over an existing file. */
  g_assert_true (g_file_set_contents (path, "old contents", -1, NULL));
  g_assert_true (tg_sgf_save_file (roots, file, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (dir_has_only (dir, "game.sgf"));
  loaded = tg_sgf_load_file (file, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (root_of (loaded, 0), "PB"), ==, "Ünïcödé 黑");
  g_assert_cmpstr (tg_node_get_value (root_of (loaded, 0), "CA"), ==, "UTF-8");

  /* Into a directory that does not exist: an error, nothing left behind. */
  g_assert_false (tg_sgf_save_file (roots, nowhere, NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (error->message);
  g_clear_error (&error);
  g_assert_true (dir_has_only (dir, "game.sgf"));

  /* Over a directory: refused, and the directory is untouched. */
  g_assert_false (tg_sgf_save_file (roots, directory, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_true (g_str_has_prefix (contents, "(;FF[4]CA[UTF-8]AP[Tengen:" PACKAGE_VERSION "]GM[1]SZ[9]"));

  /* Loading what is not there names the problem. */
  g_clear_pointer (&loaded, g_ptr_array_unref);
  loaded = tg_sgf_load_file (nowhere, NULL, NULL, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A 300 MB file (sparse: no disk is used) is refused by its size before
 * it is read; it was read whole, and every one of its nodes made. */
static void
test_load_too_large (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("tengen-sgf-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "huge.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GFileOutputStream) stream = NULL;

  g_assert_no_error (error);
  stream = g_file_create (file, G_FILE_CREATE_NONE, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_output_stream_write_all (G_OUTPUT_STREAM (stream), "(;GM[1];B[aa]", 13,
                                            NULL, NULL, &error));
  g_assert_true (g_seekable_truncate (G_SEEKABLE (stream), 300 * 1000 * 1000, NULL, &error));
  g_assert_true (g_output_stream_close (G_OUTPUT_STREAM (stream), NULL, &error));

  roots = tg_sgf_load_file (file, NULL, NULL, &error);
  g_assert_null (roots);
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE);
  g_assert_cmpstr (error->message, ==,
                   "The file holds more than 256.0\302\240MB, more than a game record can: it was "
                   "not read");

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Written a few nodes at a time, a tree comes out as written at once. */
static void
test_write_in_pieces (void)
{
  static const char * const files[] = {
    "teaching/pachi_joseki_33.sgf", "teaching/glift_commentary_hosai-go-seigen-1943.sgf",
    "littlego/sgfc/ff4_ex.sgf",
  };

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = tg_test_corpus_path (files[f], NULL);
      g_autoptr(GPtrArray) roots = tg_test_load_file (path, NULL, NULL);
      g_autofree char *whole = tg_sgf_write (roots);
      g_autoptr(GString) pieces = g_string_new (NULL);

      for (guint i = 0; i < roots->len; i++)
        {
          TgSgfWriter *writer = tg_sgf_writer_new (roots->pdata[i]);
          g_autoptr(GBytes) text = NULL;
          guint steps = 0;

          while (!tg_sgf_writer_step (writer, 1 + steps % 7))
            steps++;
          text = tg_sgf_writer_free_to_bytes (writer);
          g_string_append_len (pieces, g_bytes_get_data (text, NULL), g_bytes_get_size (text));
          g_assert_cmpuint (steps, >, 1);
        }
      g_assert_cmpstr (pieces->str, ==, whole);
    }
}

/* Arrows, lines and label text past what the board draws are read and
 * kept, and said where they are; under the limits nothing is said. */
static void
test_drawn_limits (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;SZ[19];B[jj]AR");
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;
  TgNode *node;

  for (guint i = 0; i < TG_SGF_DRAWN_LINES + 1; i++)
    g_string_append_printf (sgf, "[%c%c:ss]", 'a' + i % 18, 'a' + i / 18 % 18);
  g_string_append (sgf, "LN[aa:bb]LB[cc:");
  for (guint i = 0; i < TG_SGF_DRAWN_LABEL + 50; i++)
    g_string_append (sgf, "好");
  g_string_append (sgf, "][dd:short];W[kk]AR[aa:bb])");
  roots = parse (sgf->str, &warnings, &error);
  g_assert_no_error (error);
  node = tg_node_get_child (roots->pdata[0], 0);
  g_assert_cmpuint (tg_node_get_prop (node, "AR")->n_values, ==, TG_SGF_DRAWN_LINES + 1);
  g_assert_cmpuint (warnings->len, ==, 2);
  {
    g_autofree char *arrows = g_strdup_printf ("%u arrows (AR) in one node", TG_SGF_DRAWN_LINES + 1);

    g_assert_true (tg_test_has_warning (warnings, arrows));
  }
  g_assert_true (tg_test_has_warning (warnings, "a label (LB) of 150 characters"));
}

/* Markup naming no point of the board is kept and said where it is, as
 * moves are; what the board can draw is not. */
static void
test_undrawn_markup (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;

  roots = parse ("(;GM[1]SZ[9]CR[zz]TR[aa][aa:cc]LB[jj:A][aa:B][:C]AR[aa:zz][aa:bb]LN[ab]"
                 "SQ[tt];B[ee])",
                 &warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (roots->pdata[0], "CR"), ==, "zz");
  g_assert_cmpuint (warnings->len, ==, 6);
  g_assert_true (tg_test_has_warning (warnings, "CR[zz] reaches off the 9×9 board"));
  g_assert_true (tg_test_has_warning (warnings, "LB[jj:A] reaches off the 9×9 board"));
  g_assert_true (tg_test_has_warning (warnings, "LB[:C] names no point"));
  g_assert_true (tg_test_has_warning (warnings, "AR[aa:zz] reaches off the 9×9 board"));
  g_assert_true (tg_test_has_warning (warnings, "LN[ab] names no point"));
  g_assert_true (tg_test_has_warning (warnings, "SQ[tt] reaches off the 9×9 board"));
  g_assert_true (tg_test_has_warning (warnings, "kept in the record, not drawn"));
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_corpus_func ("/sgf/write/in-pieces", test_write_in_pieces);
  tg_test_add_func ("/sgf/repair/missing-paren", test_missing_paren);
  tg_test_add_func ("/sgf/repair/missing-semicolon", test_missing_semicolon);
  tg_test_add_func ("/sgf/repair/unclosed", test_unclosed);
  tg_test_add_func ("/sgf/repair/junk", test_junk);
  tg_test_add_func ("/sgf/repair/lowercase-ids", test_lowercase_ids);
  tg_test_add_func ("/sgf/repair/duplicate-props", test_duplicate_props);
  tg_test_add_func ("/sgf/repeat/joined", test_repeated_joined);
  tg_test_add_func ("/sgf/repeat/numbers", test_repeated_numbers);
  tg_test_add_func ("/sgf/repeat/many", test_repeated_many);
  tg_test_add_func ("/sgf/repair/handicap-node", test_handicap_node);
  tg_test_add_corpus_func ("/sgf/repair/fox", test_fox);
  tg_test_add_func ("/sgf/repair/fox-result", test_fox_result);
  tg_test_add_func ("/sgf/read/values", test_values);
  tg_test_add_func ("/sgf/errors/syntax", test_syntax_errors);
  tg_test_add_func ("/sgf/errors/slip-in-collection", test_slip_in_collection);
  tg_test_add_func ("/sgf/errors/board", test_board_errors);
  tg_test_add_func ("/sgf/write/layout", test_write_layout);
  tg_test_add_func ("/sgf/write/root-props", test_write_root_props);
  tg_test_add_func ("/sgf/write/long-lines", test_write_long_lines);
  tg_test_add_func ("/sgf/deep/million-nested", test_million_nested);
  tg_test_add_func ("/sgf/deep/wide-and-unclosed", test_wide_and_unclosed_deep);
  tg_test_add_func ("/sgf/deep/many-props", test_many_props);
  tg_test_add_func ("/sgf/save", test_save);
  tg_test_add_func ("/sgf/load/too-large", test_load_too_large);
  tg_test_add_func ("/sgf/drawn-limits", test_drawn_limits);
  tg_test_add_func ("/sgf/undrawn-markup", test_undrawn_markup);

  return tg_test_run ();
}
