/* test-sgf-charset.c: turning SGF files of every charset into UTF-8 —
 * the corpus's encoding cases, text encoded at run time, broken bytes.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "tg-node-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"

static GPtrArray *
load_corpus (const char  *folder,
             const char  *name,
             GPtrArray  **warnings)
{
  g_autofree char *path = tg_test_corpus_path (folder, name, NULL);
  g_autoptr(GError) error = NULL;
  GPtrArray *roots;

  *warnings = g_ptr_array_new_with_free_func (g_free);
  roots = tg_test_load_file (path, *warnings, &error);
  g_assert_no_error (error);
  g_assert_nonnull (roots);
  return roots;
}

/* The sabaki files' text, decoded by hand with iconv(1). */
static void
test_charset_declared (void)
{
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GPtrArray) chinese = load_corpus ("sabaki", "chinese.sgf", &warnings);
  g_autoptr(GPtrArray) w2 = NULL, w3 = NULL;
  g_autoptr(GPtrArray) japanese = load_corpus ("sabaki", "japanese.sgf", &w2);
  g_autoptr(GPtrArray) korean = load_corpus ("sabaki", "korean.sgf", &w3);

  /* CA[GB2312] comes after PB, whose text it governs. */
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (chinese), "PB"), ==, "古力");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (chinese), "PW"), ==, "柯洁");
  g_assert_cmpstr (tg_node_get_value (tg_test_nth_node (tg_test_first_root (chinese), 2), "C"), ==, "围棋 is fun");
  g_assert_cmpuint (warnings->len, ==, 0);

  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (japanese), "PB"), ==, "井山 裕太");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (japanese), "PW"), ==, "山下 敬吾");
  g_assert_cmpstr (tg_node_get_value (tg_test_nth_node (tg_test_first_root (japanese), 2), "C"), ==, "囲碁 is fun");
  g_assert_cmpuint (w2->len, ==, 0);

  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (korean), "PB"), ==, "이세돌");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (korean), "PW"), ==, "박정환");
  g_assert_cmpstr (tg_node_get_value (tg_test_nth_node (tg_test_first_root (korean), 2), "C"), ==, "바둑 is fun");
  g_assert_cmpuint (w3->len, ==, 0);
}

static void
test_charset_bom (void)
{
  g_autoptr(GPtrArray) w1 = NULL, w2 = NULL;
  g_autoptr(GPtrArray) utf16 = load_corpus ("sabaki", "utf16le.sgf", &w1);
  g_autoptr(GPtrArray) utf8 = load_corpus ("sabaki", "utf8bom.sgf", &w2);

  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (utf16), "PW"), ==, "Go Seigen");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (utf16), "PB"), ==, "Kitani Minoru");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (utf8), "PW"), ==, "Go Seigen");
  /* 164 moves in each, the last one W[hf]. */
  g_assert_cmpuint (tg_node_count_tree (tg_test_first_root (utf16)), ==, 165);
  g_assert_cmpuint (tg_node_count_tree (tg_test_first_root (utf8)), ==, 165);
  g_assert_cmpstr (tg_node_get_value (tg_test_nth_node (tg_test_first_root (utf16), 164), "W"), ==, "hf");
  /* The same record in both files, apart from what CA says. */
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (utf16), "CA"), ==, "UTF16LE");
  tg_node_unset (tg_test_first_root (utf16), "CA");
  tg_node_unset (tg_test_first_root (utf8), "CA");
  g_assert_true (tg_node_tree_equal (tg_test_first_root (utf8), tg_test_first_root (utf16)));
  g_assert_cmpuint (w1->len, ==, 0);
  g_assert_cmpuint (w2->len, ==, 0);
}

static void
test_charset_detected (void)
{
  g_autoptr(GPtrArray) w1 = NULL, w2 = NULL, w3 = NULL;
  g_autoptr(GPtrArray) no_ca = load_corpus ("sabaki", "no-ca.sgf", &w1);
  g_autoptr(GPtrArray) kiin = load_corpus ("sabaki", "encoding_nihon-kiin.sgf", &w2);
  g_autoptr(GPtrArray) bad = load_corpus ("sabaki", "japanese_bad.sgf", &w3);

  g_assert_true (g_str_has_prefix (tg_node_get_value (tg_test_first_root (no_ca), "C"), "【第三型】 黑先"));
  g_assert_true (tg_test_has_warning (w1, "GB18030"));

  /* Shift_JIS with 0x5C ('\\') as the second byte of ソ, and no ';'. */
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (kiin), "PW"), ==, "党毅飛");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (kiin), "PB"), ==, "申眞ソ");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (kiin), "TE"), ==,
                   "第1回ソパルコサノル世界最高棋士決定戦第9戦");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (kiin), "RE"), ==, "257手完, 黒中押し勝ち");
  g_assert_true (tg_test_has_warning (w2, "Shift_JIS"));

  /* Already damaged (U+FFFD in UTF-8) though CA says MS_KANJI: read as
   * the UTF-8 it is, said so, not turned into worse mojibake. */
  g_assert_true (g_str_has_prefix (tg_node_get_value (tg_test_first_root (bad), "PB"), "\xef\xbf\xbd"));
  g_assert_true (tg_test_has_warning (w3, "MS_KANJI"));
}

typedef struct
{
  const char *charset;
  const char *name;
  const char *sgf;
  const char *pb;
  const char *c;
} EncodedCase;

/* Real names and comments encoded at run time, with no CA for the
 * reader to go by. */
static const EncodedCase encoded_cases[] = {
  { "SHIFT_JIS", "Shift_JIS",
    "(;GM[1]FF[4]EV[第46期棋聖戦]PB[井山裕太]PW[一力遼]C[コミ6目半、白番中押し勝ち];B[pd])",
    "井山裕太", "コミ6目半、白番中押し勝ち" },
  { "EUC-KR", "EUC-KR",
    "(;GM[1]FF[4]EV[제46기 명인전]PB[신진서]PW[박정환]C[흑 불계승];B[pd])",
    "신진서", "흑 불계승" },
  { "GB18030", "GB18030",
    "(;GM[1]FF[4]EV[第25届三星杯]PB[柯洁]PW[党毅飞]C[黑中盘胜];B[pd])",
    "柯洁", "黑中盘胜" },
  { "BIG5", "Big5",
    "(;GM[1]FF[4]EV[第25屆三星盃]PB[柯潔]PW[黨毅飛]C[黑中盤勝];B[pd])",
    "柯潔", "黑中盤勝" },
  { "WINDOWS-1251", "1251",
    "(;GM[1]FF[4]PB[Илья Шикшин]PW[Александр Динерштейн]C[Чёрные победили];B[pd])",
    "Илья Шикшин", "Чёрные победили" },
  { "ISO-8859-1", "1252",
    "(;GM[1]FF[4]PB[Müller]PW[Gaëlle Dupré]C[Noir gagne, très bien joué];B[pd])",
    "Müller", "Noir gagne, très bien joué" },
  { "UTF-8", NULL,
    "(;GM[1]FF[4]PB[申真谞]PW[井山裕太]C[테스트 комментарий];B[pd])",
    "申真谞", "테스트 комментарий" },
};

static void
test_charset_encoded (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (encoded_cases); i++)
    {
      const EncodedCase *ec = &encoded_cases[i];
      gsize length;
      g_autofree char *bytes = g_convert (ec->sgf, -1, ec->charset, "UTF-8", NULL, &length, NULL);
      g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = NULL;

      g_assert_nonnull (bytes);
      roots = tg_sgf_parse (bytes, length, warnings, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "PB"), ==, ec->pb);
      g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "C"), ==, ec->c);
      if (ec->name != NULL)
        g_assert_true (tg_test_has_warning (warnings, ec->name));
      else
        g_assert_cmpuint (warnings->len, ==, 0);
    }
}

static void
test_charset_trail_backslash (void)
{
  /* ソ is 0x83 0x5C in Shift_JIS: its second byte, '\\', right before a
   * ']' must not hide the CA that follows. */
  const char *sgf = "(;PB[申眞ソ]CA[Shift_JIS]PW[党毅飛]C[ソ];B[pd])";
  gsize length;
  g_autofree char *bytes = g_convert (sgf, -1, "SHIFT_JIS", "UTF-8", NULL, &length, NULL);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = NULL;

  g_assert_nonnull (strstr (bytes, "\x83\\]"));
  roots = tg_sgf_parse (bytes, length, warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "PB"), ==, "申眞ソ");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "PW"), ==, "党毅飛");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "C"), ==, "ソ");
  g_assert_cmpuint (warnings->len, ==, 0);
}

static void
test_charset_declared_wins (void)
{
  /* Two Hangul syllables that are also valid GB18030: CA decides. */
  const char *sgf = "(;GM[1]FF[4]CA[EUC-KR]PB[신진서];B[pd])";
  gsize length;
  g_autofree char *bytes = g_convert (sgf, -1, "EUC-KR", "UTF-8", NULL, &length, NULL);
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse (bytes, length, warnings, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "PB"), ==, "신진서");
  g_assert_cmpuint (warnings->len, ==, 0);
}

#define BYTES(s) { s, sizeof s - 1 }

static void
test_charset_odd_bytes (void)
{
  /* Short, undecidable, or broken input must never crash or abort. */
  static const struct
  {
    const char *data;
    gsize       length;
  } inputs[] = {
    BYTES ("(;C[\x81\x40])"),
    BYTES ("(;C[\xff\xfe\xfd])"),
    BYTES ("(;C[\xa3])"),
    BYTES ("(;CA[UTF-8]C[\xc3])"),
    BYTES ("(;CA[ISO-8859-3]C[\xa1\xa2\xa3])"),
    BYTES ("(;C[a\0b])"),
    BYTES ("\xfe\xff\x00(\x00;\x00"),
    BYTES ("\xff\xfe(\x00;\x00" "C\x00[\x00\x00\xd8]\x00)\x00"),
    BYTES ("(\x00;\x00" "C\x00[\x00\xe9\x00]\x00)\x00"),
  };

  for (gsize i = 0; i < G_N_ELEMENTS (inputs); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) roots = tg_sgf_parse (inputs[i].data, inputs[i].length, NULL, &error);
      const char *comment;

      g_assert_true ((roots == NULL) != (error == NULL));
      if (roots == NULL)
        continue;
      comment = tg_node_get_value (tg_test_first_root (roots), "C");
      g_assert_true (comment == NULL || g_utf8_validate (comment, -1, NULL));
    }
}

static void
test_charset_latin1 (void)
{
  static const char sgf[] = "(;FF[4]C[\xa3]GM[1]SZ[19])";
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse (sgf, sizeof sgf - 1, warnings, &error);
  g_autoptr(GPtrArray) roots2 = NULL;
  static const char sgf2[] = "(;FF[4]C[\xa3]CA[ISO-8859-1]GM[1]SZ[19])";

  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "C"), ==, "£");
  g_assert_true (tg_test_has_warning (warnings, "1252"));

  g_ptr_array_set_size (warnings, 0);
  roots2 = tg_sgf_parse (sgf2, sizeof sgf2 - 1, warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots2), "C"), ==, "£");
  g_assert_cmpuint (warnings->len, ==, 0);
}

static void
test_charset_nul (void)
{
  static const char utf16[] = "\xff\xfe(\x00;\x00" "C\x00[\x00" "a\x00\x00\x00" "b\x00]\x00)\x00";
  static const char bytes[] = "(;C[a\0b]PB[\xe9])";
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse (utf16, sizeof utf16 - 1, warnings, &error);
  g_autoptr(GPtrArray) roots2 = NULL;

  /* A NUL would cut the value short without a word: removed, and said. */
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots), "C"), ==, "ab");
  g_assert_true (tg_test_has_warning (warnings, "NUL"));

  g_ptr_array_set_size (warnings, 0);
  roots2 = tg_sgf_parse (bytes, sizeof bytes - 1, warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots2), "C"), ==, "ab");
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots2), "PB"), ==, "é");
  g_assert_true (tg_test_has_warning (warnings, "NUL"));
}

static void
test_charset_utf16_broken (void)
{
  /* A lone high surrogate: no text to read, and the error says so. */
  static const char broken[] = "\xff\xfe(\x00;\x00" "C\x00[\x00\x00\xd8]\x00)\x00";
  /* No byte-order mark, but the zeros give UTF-16LE away. */
  static const char bare[] = "(\x00;\x00" "C\x00[\x00\xe9\x00]\x00)\x00";
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse (broken, sizeof broken - 1, warnings, &error);
  g_autoptr(GPtrArray) roots2 = NULL;

  g_assert_null (roots);
  g_assert_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING);
  g_clear_error (&error);

  roots2 = tg_sgf_parse (bare, sizeof bare - 1, warnings, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tg_node_get_value (tg_test_first_root (roots2), "C"), ==, "é");
  g_assert_true (tg_test_has_warning (warnings, "UTF-16LE"));
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_corpus_func ("/sgf-charset/declared", test_charset_declared);
  tg_test_add_corpus_func ("/sgf-charset/bom", test_charset_bom);
  tg_test_add_corpus_func ("/sgf-charset/detected", test_charset_detected);
  tg_test_add_func ("/sgf-charset/encoded", test_charset_encoded);
  tg_test_add_func ("/sgf-charset/declared-wins", test_charset_declared_wins);
  tg_test_add_func ("/sgf-charset/trail-backslash", test_charset_trail_backslash);
  tg_test_add_func ("/sgf-charset/latin1", test_charset_latin1);
  tg_test_add_func ("/sgf-charset/odd-bytes", test_charset_odd_bytes);
  tg_test_add_func ("/sgf-charset/nul", test_charset_nul);
  tg_test_add_func ("/sgf-charset/utf16", test_charset_utf16_broken);

  return tg_test_run ();
}
