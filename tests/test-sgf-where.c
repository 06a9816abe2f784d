/* test-sgf-where.c: what the reader says about hostile and odd input —
 * where in the file, with values made safe to show — and what it keeps:
 * moves that name no point, stray bytes, odd numbers, the AP it read.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "tg-sgf.h"
#include "tg-test-util.h"

static GPtrArray *
parse_bytes (const char  *data,
             gsize        length,
             GPtrArray  **warnings)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *roots;

  *warnings = g_ptr_array_new_with_free_func (g_free);
  roots = tg_sgf_parse (data, length, *warnings, &error);
  g_assert_no_error (error);
  return roots;
}

static void
assert_warning (GPtrArray  *warnings,
                const char *text)
{
  if (!tg_test_has_warning (warnings, text))
    {
      for (guint i = 0; i < warnings->len; i++)
        g_test_message ("warning: %s", (char *) warnings->pdata[i]);
      g_error ("no warning says “%s”", text);
    }
}

/* Each move or setup value a 9×9 board cannot hold is said with its
 * place, and written back as it was read. */
static void
test_unplaceable (void)
{
  static const char sgf[] =
    "(;GM[1]SZ[9]AB[aa:zz]\n"
    ";B[zz];W[jj];B[a];W[aaa]\n"
    ";B[AA];W[ab:cd]\n"
    ";B[aa]W[bb];W[cc][dd])";
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = parse_bytes (sgf, strlen (sgf), &warnings);
  g_autofree char *text = tg_sgf_write (roots);

  assert_warning (warnings, "line 1, column 15 (byte 14): AB[aa:zz] reaches off the 9×9 board");
  assert_warning (warnings, "line 2, column 3 (byte 24): B[zz] is off the 9×9 board");
  assert_warning (warnings, "line 2, column 9 (byte 30): W[jj] is off the 9×9 board");
  assert_warning (warnings, "line 2, column 15 (byte 36): B[a] is not a point");
  assert_warning (warnings, "line 2, column 20 (byte 41): W[aaa] is not a point");
  assert_warning (warnings, "line 3, column 3 (byte 49): B[AA] is off the 9×9 board");
  assert_warning (warnings, "line 3, column 9 (byte 55): W[ab:cd] is not a point");
  assert_warning (warnings, "line 4, column 8 (byte 70): a second move in one node (W[bb])");
  assert_warning (warnings, "line 4, column 18 (byte 80): a second move in one node (W[dd])");
  g_assert_cmpuint (warnings->len, ==, 9);

  g_assert_nonnull (strstr (text, "AB[aa:zz]"));
  g_assert_nonnull (strstr (text, ";B[zz]\n;W[jj]\n;B[a]\n;W[aaa]\n;B[AA]\n;W[ab:cd]\n"));
  g_assert_nonnull (strstr (text, ";B[aa]W[bb]\n;W[cc][dd])"));
}

/* A hostile file full of them gets ten messages and a count. */
static void
test_unplaceable_many (void)
{
  g_autoptr(GString) sgf = g_string_new ("(;SZ[5]");
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = NULL;

  for (guint i = 0; i < 1000; i++)
    g_string_append (sgf, i % 2 ? ";W[zz]" : ";B[zz]");
  g_string_append_c (sgf, ')');
  roots = parse_bytes (sgf->str, sgf->len, &warnings);
  g_assert_cmpuint (warnings->len, ==, 11);
  assert_warning (warnings, "990 more moves or setup values that cannot be played");
}

/* Lines end in "\n", "\r\n" or "\r"; a column is a character; bytes are
 * the file's, whatever was dropped or converted on the way. */
static void
test_locations (void)
{
  static const char crlf[] = "(;SZ[9]\r\nPB[柯洁]\r;W[zz])";
  /* "柯洁" in GB18030, then a NUL byte dropped before the move: columns
   * count the characters read. */
  static const char gb[] = "(;CA[GB2312]PB[\xbf\xc2\xbd\xe0]\n;B[dd]\0;W[zz])";
  static const char utf16[] = "\xff\xfe(\0;\0\n\0W\0[\0z\0z\0]\0)\0";
  static const char bom[] = "\xef\xbb\xbf(;\0C[\xff]B[zz])";
  g_autoptr(GPtrArray) w1 = NULL;
  g_autoptr(GPtrArray) w2 = NULL;
  g_autoptr(GPtrArray) w3 = NULL;
  g_autoptr(GPtrArray) w4 = NULL;
  g_autoptr(GPtrArray) r1 = parse_bytes (crlf, sizeof crlf - 1, &w1);
  g_autoptr(GPtrArray) r2 = parse_bytes (gb, sizeof gb - 1, &w2);
  g_autoptr(GPtrArray) r3 = parse_bytes (utf16, sizeof utf16 - 1, &w3);
  g_autoptr(GPtrArray) r4 = parse_bytes (bom, sizeof bom - 1, &w4);

  assert_warning (w1, "line 3, column 3 (byte 22): W[zz]");
  assert_warning (w2, "line 2, column 9 (byte 30): W[zz] is off the 19×19 board");
  assert_warning (w2, "1 NUL byte was removed");
  assert_warning (w3, "line 2, column 2 (byte 10): W[zz] is off the 19×19 board");
  /* After the byte-order mark and a NUL: "\xff" is byte 8, replaced by
   * three bytes of "�", and the move still where the file has it. */
  assert_warning (w4, "line 1, column 5 (byte 8): 1 byte that is not UTF-8 was replaced by “�”");
  assert_warning (w4, "line 1, column 8 (byte 11): B[zz] is off the 19×19 board");
}

static void
test_syntax_error_location (void)
{
  static const char sgf[] = "(;CA[Big5]PB[\xa4\xa4]\r\n;B[aa]\0;W[bb]%)";
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) roots = tg_sgf_parse (sgf, sizeof sgf - 1, warnings, &error);

  /* Read up to the slip, which is said where the file has it. */
  g_assert_no_error (error);
  assert_warning (warnings, "line 2, column 13 (byte 31): expected a property, ';', '(' or ')'");
}

/* One stray byte no longer turns a UTF-8 file into ISO-8859-1. */
static void
test_stray_bytes (void)
{
  static const char declared[] = "(;CA[UTF-8]PB[柯洁]C[a\xff\xfe" "b])";
  static const char detected[] = "(;PB[柯洁]PW[申真谞]C[\xff])";
  static const char gbk[] = "(;PB[\xbf\xc2\xbd\xe0]PW[\xc9\xea\xd5\xe6])";
  g_autoptr(GPtrArray) w1 = NULL;
  g_autoptr(GPtrArray) w2 = NULL;
  g_autoptr(GPtrArray) w3 = NULL;
  g_autoptr(GPtrArray) r1 = parse_bytes (declared, sizeof declared - 1, &w1);
  g_autoptr(GPtrArray) r2 = parse_bytes (detected, sizeof detected - 1, &w2);
  g_autoptr(GPtrArray) r3 = parse_bytes (gbk, sizeof gbk - 1, &w3);

  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (r1), "PB"), ==, "柯洁");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (r1), "C"), ==, "a�b");
  assert_warning (w1, "line 1, column 21 (byte 24): 2 bytes that are not UTF-8 were replaced");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (r2), "PW"), ==, "申真谞");
  assert_warning (w2, "No charset given: read as UTF-8");
  assert_warning (w2, "(byte 27): 1 byte that is not UTF-8");
  /* Text in another charset is still that charset. */
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (r3), "PB"), ==, "柯洁");
  assert_warning (w3, "assumed GB18030");
}

static void
test_mixed_case (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots =
    parse_bytes ("(;GaMe[1]\nSiZe[9])", 18, &warnings);

  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "SZ"), ==, "9");
  assert_warning (warnings, "line 1, column 3 (byte 2): the property “GaMe” was read as GM");
}

static void
test_collection_names_games (void)
{
  static const char sgf[] = "(;SZ[9];B[zz])\n(;SZ[5];W[ff])(;SZ[9:9]C[\xff])";
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = parse_bytes (sgf, sizeof sgf - 1, &warnings);

  assert_warning (warnings, "Game 1: line 1, column 10 (byte 9): B[zz]");
  assert_warning (warnings, "Game 2: line 2, column 10 (byte 24): W[ff]");
  assert_warning (warnings, "Game 3: SZ[9:9] read as SZ[9]");
  /* The charset is the file's, not one game's. */
  assert_warning (warnings, "No charset given");
  for (guint i = 0; i < warnings->len; i++)
    if (strstr (warnings->pdata[i], "No charset given") != NULL)
      g_assert_false (g_str_has_prefix (warnings->pdata[i], "Game"));
}

static void
test_quote (void)
{
  g_autofree char *escapes = tg_sgf_quote ("a\x1b]0;title\x07\n\xc2\x85\xe2\x80\xae" "b", G_MAXSIZE);
  g_autofree char *cut = tg_sgf_quote ("柯洁柯洁", 2);
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) roots = parse_bytes ("(;SZ[9];B[\x1b[2K])", 16, &warnings);

  g_assert_cmpstr (escapes, ==, "a\\x1b]0;title\\x07\\n\\u0085\\u202eb");
  g_assert_cmpstr (cut, ==, "柯洁…");
  assert_warning (warnings, "B[\\x1b[2K] is not a point");
}

static void
test_numbers (void)
{
  static const struct
  {
    const char  *text;
    TgSgfNumber  status;
    double       value;
  } cases[] = {
    { "6.5", TG_SGF_NUMBER_OK, 6.5 }, { " -7 ", TG_SGF_NUMBER_OK, -7 },
    { "+0.5", TG_SGF_NUMBER_OK, 0.5 }, { "7,5", TG_SGF_NUMBER_COMMA, 7.5 },
    { "0x10", TG_SGF_NUMBER_INVALID, 0 }, { "inf", TG_SGF_NUMBER_INVALID, 0 },
    { "nan", TG_SGF_NUMBER_INVALID, 0 }, { "1e309", TG_SGF_NUMBER_INVALID, 0 },
    { "1e3", TG_SGF_NUMBER_INVALID, 0 }, { "7.", TG_SGF_NUMBER_INVALID, 0 },
    { ".5", TG_SGF_NUMBER_INVALID, 0 }, { "7.5.1", TG_SGF_NUMBER_INVALID, 0 },
    { "1234567890123", TG_SGF_NUMBER_INVALID, 0 }, { "", TG_SGF_NUMBER_INVALID, 0 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double value = 0;

      g_test_message ("%s", cases[i].text);
      g_assert_cmpint (tg_sgf_parse_decimal (cases[i].text, &value), ==, cases[i].status);
      if (cases[i].status != TG_SGF_NUMBER_INVALID)
        g_assert_cmpfloat (value, ==, cases[i].value);
    }
}

/* ±(N² + 1): 82 on 9×9, 362 on 19×19; Fox's whole hundredths divided. */
static void
test_komi (void)
{
  double komi;
  g_autoptr(GPtrArray) w1 = NULL;
  g_autoptr(GPtrArray) w2 = NULL;
  g_autoptr(GPtrArray) w3 = NULL;
  g_autoptr(GPtrArray) r1 = parse_bytes ("(;SZ[9]KM[82.5])", 16, &w1);
  g_autoptr(GPtrArray) r2 = parse_bytes ("(;KM[1e308])", 12, &w2);
  g_autoptr(GPtrArray) r3 = parse_bytes ("(;KM[7,5])", 10, &w3);

  g_assert_cmpint (tg_sgf_read_komi ("82", 9, &komi), ==, TG_SGF_NUMBER_OK);
  g_assert_cmpfloat (komi, ==, 82);
  g_assert_cmpint (tg_sgf_read_komi ("-82.5", 9, &komi), ==, TG_SGF_NUMBER_OUT_OF_RANGE);
  g_assert_cmpfloat (komi, ==, 0);
  g_assert_cmpint (tg_sgf_read_komi ("375", 19, &komi), ==, TG_SGF_NUMBER_OK);
  g_assert_cmpfloat (komi, ==, 7.5);
  g_assert_cmpint (tg_sgf_read_komi ("150.0", 19, &komi), ==, TG_SGF_NUMBER_OK);
  g_assert_cmpfloat (komi, ==, 150);
  g_assert_cmpint (tg_sgf_read_komi ("0x10", 19, &komi), ==, TG_SGF_NUMBER_INVALID);
  g_assert_cmpfloat (komi, ==, 0);

  assert_warning (w1, "KM[82.5] is beyond the ±82 a 9×9 board allows");
  assert_warning (w2, "KM[1e308] is not a decimal number");
  assert_warning (w3, "KM[7,5] has a decimal comma: read as 7.5");
}

/* AP names Tengen, who wrote the file; the programs that made the
 * record stay in OAP, the one saved there first, then the one the record
 * was saved with elsewhere since. */
static void
test_application (void)
{
  g_autoptr(GPtrArray) w1 = NULL;
  g_autoptr(GPtrArray) w2 = NULL;
  g_autoptr(GPtrArray) w3 = NULL;
  g_autoptr(GPtrArray) fox = parse_bytes ("(;AP[foxwq]RU[Chinese]KM[375]RE[B+2.75])", 40, &w1);
  g_autofree char *text = tg_sgf_write (fox);
  g_autoptr(GPtrArray) again = parse_bytes (text, strlen (text), &w2);
  g_autofree char *text2 = tg_sgf_write (again);
  g_autoptr(GPtrArray) other = parse_bytes ("(;AP[Sabaki:0.52]OAP[foxwq])", 28, &w3);
  g_autofree char *text3 = tg_sgf_write (other);

  /* Read only, the record keeps its own. */
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (fox), "AP"), ==, "foxwq");
  g_assert_cmpstr (text, ==,
                   "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:" PACKAGE_VERSION "]OAP[foxwq]RU[Chinese]"
                   "KM[7.5]RE[B+5.5])\n");
  /* Read again, nothing is Fox's to convert twice. */
  g_assert_cmpuint (w2->len, ==, 0);
  g_assert_cmpstr (text2, ==, text);
  g_assert_cmpstr (text3, ==,
                   "(;GM[1]FF[4]CA[UTF-8]AP[Tengen:" PACKAGE_VERSION "]OAP[foxwq][Sabaki:0.52])\n");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sgf-where/unplaceable", test_unplaceable);
  g_test_add_func ("/sgf-where/unplaceable-many", test_unplaceable_many);
  g_test_add_func ("/sgf-where/locations", test_locations);
  g_test_add_func ("/sgf-where/syntax-error", test_syntax_error_location);
  g_test_add_func ("/sgf-where/stray-bytes", test_stray_bytes);
  g_test_add_func ("/sgf-where/mixed-case", test_mixed_case);
  g_test_add_func ("/sgf-where/collection", test_collection_names_games);
  g_test_add_func ("/sgf-where/quote", test_quote);
  g_test_add_func ("/sgf-where/numbers", test_numbers);
  g_test_add_func ("/sgf-where/komi", test_komi);
  g_test_add_func ("/sgf-where/application", test_application);
  return g_test_run ();
}
