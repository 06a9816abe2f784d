/* tg-sgf-charset.c: turning an SGF file's bytes into UTF-8 text.
 *
 * The charset comes from a byte-order mark, else from CA in the first
 * root node (found by a byte scan, since CA may follow the text it
 * governs), else from the bytes themselves (tg-sgf-detect.c).  The whole
 * file is converted before it is parsed because Shift_JIS, Big5 and GBK
 * use ']' and '\\' as second bytes of characters.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf-private.h"
#include "tg-sgf.h"

#include <glib/gi18n.h>
#include <string.h>

/* CA values as programs write them, with '-', '_' and spaces removed and
 * in upper case, mapped to the widest iconv charset of that family. */
static const struct
{
  const char *ca;
  const char *iconv;
} aliases[] = {
  { "UTF8", "UTF-8" },
  { "GB2312", "GB18030" }, { "GBK", "GB18030" }, { "GB18030", "GB18030" },
  { "EUCCN", "GB18030" }, { "CP936", "GB18030" }, { "XGBK", "GB18030" },
  { "GB231280", "GB18030" }, { "CSGB2312", "GB18030" },
  { "BIG5", "CP950" }, { "CP950", "CP950" }, { "BIG5HKSCS", "BIG5-HKSCS" },
  { "XXBIG5", "CP950" }, { "CNBIG5", "CP950" },
  { "SHIFTJIS", "CP932" }, { "SJIS", "CP932" }, { "MSKANJI", "CP932" },
  { "CP932", "CP932" }, { "WINDOWS31J", "CP932" }, { "XSJIS", "CP932" },
  { "CSSHIFTJIS", "CP932" },
  { "EUCKR", "CP949" }, { "KSC56011987", "CP949" }, { "KSC5601", "CP949" },
  { "CP949", "CP949" }, { "UHC", "CP949" }, { "CSEUCKR", "CP949" },
  { "ISO88591", "WINDOWS-1252" }, { "LATIN1", "WINDOWS-1252" },
  { "L1", "WINDOWS-1252" }, { "CP1252", "WINDOWS-1252" },
  { "WINDOWS1252", "WINDOWS-1252" }, { "ISO885911987", "WINDOWS-1252" },
};

void
tg_sgf_warn (GPtrArray  *warnings,
             const char *format,
             ...)
{
  va_list args;

  if (warnings == NULL)
    return;
  va_start (args, format);
  g_ptr_array_add (warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

static char *
normalize_ca (const char *ca)
{
  GString *s = g_string_new (NULL);

  for (const char *p = ca; *p != '\0'; p++)
    if (*p != '-' && *p != '_' && !g_ascii_isspace (*p))
      g_string_append_c (s, g_ascii_toupper (*p));
  return g_string_free (s, FALSE);
}

/* The iconv name for a CA value: "UTF-16" for the UTF-16/32 family (only
 * a byte-order mark can make those readable), NULL when iconv does not
 * know it. */
static char *
resolve_ca (const char *ca)
{
  g_autofree char *key = normalize_ca (ca);
  GIConv probe;

  for (gsize i = 0; i < G_N_ELEMENTS (aliases); i++)
    if (strcmp (key, aliases[i].ca) == 0)
      return g_strdup (aliases[i].iconv);
  if (g_str_has_prefix (key, "UTF16") || g_str_has_prefix (key, "UTF32")
      || g_str_has_prefix (key, "UCS"))
    return g_strdup ("UTF-16");
  if (*key == '\0')
    return NULL;
  probe = g_iconv_open ("UTF-8", ca);
  if (probe == (GIConv) -1)
    return NULL;
  g_iconv_close (probe);
  return g_strdup (ca);
}

gboolean
tg_sgf_charset_matches (const char *ca,
                        const char *charset)
{
  g_autofree char *resolved = NULL;

  if (charset == NULL)
    return TRUE;
  resolved = resolve_ca (ca);
  return resolved != NULL && g_ascii_strcasecmp (resolved, charset) == 0;
}

/* Scans for valid UTF-8, eight ASCII bytes at a time. */
static gboolean
validate_utf8 (const guchar *p,
               gsize         n,
               gboolean     *has_high)
{
  gsize i = 0;

  *has_high = FALSE;
  while (i < n)
    {
      guchar c;

      if (i + 8 <= n)
        {
          guint64 word;

          memcpy (&word, p + i, 8);
          if ((word & G_GUINT64_CONSTANT (0x8080808080808080)) == 0)
            {
              i += 8;
              continue;
            }
        }
      c = p[i];
      if (c < 0x80)
        {
          i++;
          continue;
        }
      *has_high = TRUE;
      if (c < 0xC2 || c > 0xF4)
        return FALSE;
      if (c < 0xE0)
        {
          if (i + 1 >= n || (p[i + 1] & 0xC0) != 0x80)
            return FALSE;
          i += 2;
        }
      else if (c < 0xF0)
        {
          guchar lo = c == 0xE0 ? 0xA0 : 0x80;
          guchar hi = c == 0xED ? 0x9F : 0xBF;

          if (i + 2 >= n || p[i + 1] < lo || p[i + 1] > hi
              || (p[i + 2] & 0xC0) != 0x80)
            return FALSE;
          i += 3;
        }
      else
        {
          guchar lo = c == 0xF0 ? 0x90 : 0x80;
          guchar hi = c == 0xF4 ? 0x8F : 0xBF;

          if (i + 3 >= n || p[i + 1] < lo || p[i + 1] > hi
              || (p[i + 2] & 0xC0) != 0x80 || (p[i + 3] & 0xC0) != 0x80)
            return FALSE;
          i += 4;
        }
    }
  return TRUE;
}

/* Whether the letters in [start, end) name CA (lower-case ones, FF[3]
 * style, do not count). */
static gboolean
names_ca (const guchar *data,
          gsize         start,
          gsize         end)
{
  char id[3];
  guint n = 0;

  for (gsize k = start; k < end; k++)
    if (tg_sgf_class[data[k]] & TG_SGF_UPPER)
      {
        if (n == 2)
          return FALSE;
        id[n++] = data[k];
      }
  return n == 2 && id[0] == 'C' && id[1] == 'A';
}

static char *
ca_value (const guchar *data,
          gsize         start,
          gsize         end)
{
  return g_strstrip (g_strndup ((const char *) data + start, end - start));
}

/* The first "CA[...]" before the first move, found without following the
 * structure, which a '\\' that is the second byte of a character just
 * before a ']' leads astray. */
static char *
search_ca (const guchar *data,
           gsize         length,
           gsize         from)
{
  length = MIN (length, from + 65536);
  for (gsize i = from; i + 3 < length; i++)
    {
      if (data[i] == ';')
        {
          gsize j = tg_sgf_skip_space (data, length, i + 1);

          if (j < length && (data[j] == 'B' || data[j] == 'W')
              && tg_sgf_skip_space (data, length, j + 1) < length
              && data[tg_sgf_skip_space (data, length, j + 1)] == '[')
            return NULL;
        }
      else if (data[i] == 'C' && data[i + 1] == 'A' && data[i + 2] == '['
               && (i == 0 || !(tg_sgf_class[data[i - 1]] & TG_SGF_LETTER)))
        {
          const guchar *close = memchr (data + i + 3, ']', MIN (length - i - 3, 64));

          return close != NULL ? ca_value (data, i + 3, close - data) : NULL;
        }
    }
  return NULL;
}

/* CA of the first root node, from the raw bytes: every charset an SGF
 * file uses keeps ASCII bytes below 0x40 and letters outside multi-byte
 * characters' first bytes, so the property structure is visible. */
static char *
find_root_ca (const guchar *data,
              gsize         length)
{
  TgSgfStart start;
  gsize game = tg_sgf_find_game (data, length, 0, TRUE, &start);
  gboolean in_root = start != TG_SGF_START_NORMAL;
  gboolean ambiguous = FALSE;
  gsize i;

  if (game >= length)
    return NULL;
  for (i = tg_sgf_skip_space (data, length, game + 1); i < length;
       i = tg_sgf_skip_space (data, length, i))
    {
      gsize id_start = i;
      gboolean is_ca;

      if (data[i] == ';' && !in_root)
        {
          in_root = TRUE;
          i++;
          continue;
        }
      if (in_root && (data[i] == ';' || data[i] == '(' || data[i] == ')'))
        break;
      if (!in_root || !(tg_sgf_class[data[i]] & TG_SGF_LETTER))
        break;

      while (i < length && (tg_sgf_class[data[i]] & TG_SGF_LETTER))
        i++;
      is_ca = names_ca (data, id_start, i);
      i = tg_sgf_skip_space (data, length, i);
      if (i >= length || data[i] != '[')
        break;
      while (i < length && data[i] == '[')
        {
          gsize value = ++i;

          for (; i < length && data[i] != ']'; i++)
            if (data[i] == '\\')
              {
                /* '\\' after a byte that may start a character may be its
                 * second byte rather than an escape. */
                ambiguous |= i + 1 < length && data[i + 1] == ']' && data[i - 1] >= 0x80;
                i++;
              }
          if (i >= length)
            break;
          if (is_ca)
            return ca_value (data, value, i);
          i = tg_sgf_skip_space (data, length, i + 1);
        }
    }
  return ambiguous ? search_ca (data, length, game) : NULL;
}

/* Drops the NUL bytes of the text, which would cut C strings short,
 * noting where they were. */
static void
strip_nuls (TgSgfText *text,
            GPtrArray *warnings)
{
  gsize nuls = tg_sgf_count_byte (text->text, text->length, '\0');
  char *copy;
  gsize n = 0;

  if (nuls == 0)
    return;
  copy = g_malloc (text->length - nuls + 1);
  text->nuls = g_array_sized_new (FALSE, FALSE, sizeof (gsize), nuls);
  for (gsize i = 0; i < text->length; i++)
    {
      if (text->text[i] != '\0')
        copy[n++] = text->text[i];
      else
        g_array_append_val (text->nuls, i);
    }
  copy[n] = '\0';
  g_free (text->owned);
  text->owned = copy;
  text->text = copy;
  text->length = n;
  tg_sgf_warn (warnings, ngettext ("%lu NUL byte was removed",
                                   "%lu NUL bytes were removed", nuls),
               (gulong) nuls);
}

/* Puts @owned in place of the text, which becomes the source it was
 * converted from (with @from_charset; NULL: edited in place, anchors
 * say where). */
static void
take_text (TgSgfText  *text,
           char       *owned,
           gsize       length,
           const char *charset,
           const char *from_charset)
{
  g_free (text->source_owned);
  text->source_owned = text->owned;
  text->source = text->text;
  text->source_length = text->length;
  g_free (text->source_charset);
  text->source_charset = g_strdup (from_charset);
  text->owned = owned;
  text->text = owned;
  text->length = length;
  g_free (text->charset);
  text->charset = g_strdup (charset);
}

static void
add_anchor (TgSgfText *text,
            gsize      at,
            gsize      source)
{
  TgSgfAnchor anchor = { at, source };

  if (text->anchors == NULL)
    text->anchors = g_array_new (FALSE, FALSE, sizeof (TgSgfAnchor));
  g_array_append_val (text->anchors, anchor);
}

/* The length of the valid UTF-8 character at @p, or 0. */
static guint
utf8_char_length (const guchar *p,
                  gsize         n)
{
  guchar c = p[0];

  if (c < 0x80)
    return 1;
  if (c < 0xC2 || c > 0xF4)
    return 0;
  if (c < 0xE0)
    return n >= 2 && (p[1] & 0xC0) == 0x80 ? 2 : 0;
  if (c < 0xF0)
    {
      guchar lo = c == 0xE0 ? 0xA0 : 0x80;
      guchar hi = c == 0xED ? 0x9F : 0xBF;

      return n >= 3 && p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80 ? 3 : 0;
    }
  else
    {
      guchar lo = c == 0xF0 ? 0x90 : 0x80;
      guchar hi = c == 0xF4 ? 0x8F : 0xBF;

      return n >= 4 && p[1] >= lo && p[1] <= hi && (p[2] & 0xC0) == 0x80
             && (p[3] & 0xC0) == 0x80 ? 4 : 0;
    }
}

/* Whether text that is not valid UTF-8 still is UTF-8 with a few stray
 * bytes, not text in another charset: its multi-byte characters must
 * outweigh the runs of bytes that are none.  A legacy double-byte text
 * read as UTF-8 forms a valid three-byte character only by chance, once
 * in dozens of characters, and is invalid almost everywhere else. */
static gboolean
mostly_utf8 (const guchar *p,
             gsize         n)
{
  gsize evidence = 0, stray = 0;
  gboolean in_run = FALSE;

  for (gsize i = 0; i < n;)
    {
      guint k = utf8_char_length (p + i, n - i);

      if (k == 0)
        {
          stray += !in_run;
          in_run = TRUE;
          i++;
          continue;
        }
      in_run = FALSE;
      evidence += k >= 3 ? 2 : k == 2 ? 1 : 0;
      i += k;
    }
  return evidence >= 2 * stray;
}

/* How many runs of invalid bytes are named one by one. */
#define NAMED_REPAIRS 5

/* Replaces each run of bytes that are not UTF-8 by U+FFFD, and says
 * where. */
static void
repair_utf8 (TgSgfText *text,
             GPtrArray *warnings)
{
  const guchar *p = (const guchar *) text->text;
  gsize n = text->length;
  GString *out = g_string_sized_new (n + 16);
  gsize places[NAMED_REPAIRS];
  gsize run_lengths[NAMED_REPAIRS];
  guint runs = 0;
  gsize length;
  gsize copied = 0;

  for (gsize i = 0; i < n;)
    {
      gsize run = i;
      guint k = utf8_char_length (p + i, n - i);

      if (k > 0)
        {
          i += k;
          continue;
        }
      g_string_append_len (out, (const char *) p + copied, i - copied);
      while (i < n && utf8_char_length (p + i, n - i) == 0)
        i++;
      copied = i;
      if (runs < NAMED_REPAIRS)
        {
          places[runs] = out->len;
          run_lengths[runs] = i - run;
        }
      runs++;
      g_string_append (out, "\xef\xbf\xbd");
      add_anchor (text, out->len, i);
    }
  g_string_append_len (out, (const char *) p + copied, n - copied);
  length = out->len;
  take_text (text, g_string_free (out, FALSE), length, "UTF-8", NULL);

  for (guint r = 0; r < MIN (runs, NAMED_REPAIRS); r++)
    {
      g_autofree char *where = tg_sgf_text_locate (text, places[r]);

      tg_sgf_warn (warnings,
                   ngettext ("%s: %lu byte that is not UTF-8 was replaced by “�”",
                             "%s: %lu bytes that are not UTF-8 were replaced by “�”",
                             run_lengths[r]),
                   where, (gulong) run_lengths[r]);
    }
  if (runs > NAMED_REPAIRS)
    tg_sgf_warn (warnings,
                 ngettext ("%u more place with bytes that are not UTF-8 was repaired",
                           "%u more places with bytes that are not UTF-8 were repaired",
                           runs - NAMED_REPAIRS),
                 runs - NAMED_REPAIRS);
}

static gboolean
decode_utf16 (TgSgfText  *text,
              const char *charset,
              GPtrArray  *warnings,
              GError    **error)
{
  gsize out_length, nuls;
  char *out;

  out = g_convert (text->text, text->length & ~(gsize) 1, "UTF-8", charset, NULL,
                   &out_length, NULL);
  if (out == NULL)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_ENCODING,
                   _("The file is not valid %s text"), charset);
      return FALSE;
    }
  text->length &= ~(gsize) 1;
  take_text (text, out, out_length, "UTF-8", charset);
  nuls = tg_sgf_count_byte (out, out_length, '\0');
  if (nuls > 0)
    {
      /* U+0000 characters: dropped in place, so anchors (not the list of
       * NUL bytes of the file) say where. */
      gsize kept = 0;

      for (gsize i = 0; i < out_length; i++)
        {
          if (out[i] != '\0')
            out[kept++] = out[i];
          else
            add_anchor (text, kept, i + 1);
        }
      out[kept] = '\0';
      text->length = kept;
      tg_sgf_warn (warnings, ngettext ("%lu NUL byte was removed",
                                       "%lu NUL bytes were removed", nuls),
                   (gulong) nuls);
    }
  return TRUE;
}

/* UTF-16 without a byte-order mark shows as ASCII bytes alternating with
 * zeros; returns the charset or NULL. */
static const char *
sniff_utf16 (const guchar *data,
             gsize         length)
{
  if (length < 4)
    return NULL;
  if (data[0] != 0 && data[1] == 0 && data[2] != 0 && data[3] == 0)
    return "UTF-16LE";
  if (data[0] == 0 && data[1] != 0 && data[2] == 0 && data[3] != 0)
    return "UTF-16BE";
  return NULL;
}

gboolean
tg_sgf_text_decode (TgSgfText  *text,
                    const char *data,
                    gsize       length,
                    GPtrArray  *warnings,
                    GError    **error)
{
  const guchar *bytes = (const guchar *) data;
  const char *utf16;
  g_autofree char *ca = NULL;
  g_autofree char *ca_charset = NULL;
  const char *name = NULL, *iconv_name = NULL;
  gboolean has_high;
  gboolean valid;
  gsize out_length;
  char *out;

  memset (text, 0, sizeof *text);
  text->text = data;
  text->length = length;

  if (length >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF)
    {
      text->text = data + 3;
      text->length = length - 3;
      text->offset = 3;
      text->charset = g_strdup ("UTF-8");
      strip_nuls (text, warnings);
      if (!validate_utf8 ((const guchar *) text->text, text->length, &has_high))
        repair_utf8 (text, warnings);
      return TRUE;
    }
  if (length >= 2 && ((bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF)))
    {
      text->text = data + 2;
      text->length = length - 2;
      text->offset = 2;
      return decode_utf16 (text, bytes[0] == 0xFF ? "UTF-16LE" : "UTF-16BE", warnings, error);
    }
  utf16 = sniff_utf16 (bytes, length);
  if (utf16 != NULL)
    {
      tg_sgf_warn (warnings, _("The file has no byte-order mark: assumed %s"), utf16);
      return decode_utf16 (text, utf16, warnings, error);
    }

  strip_nuls (text, warnings);

  valid = validate_utf8 ((const guchar *) text->text, text->length, &has_high);
  ca = find_root_ca ((const guchar *) text->text, text->length);
  if (ca != NULL && !g_str_is_ascii (ca))
    {
      /* No charset has such a name; keep the messages readable. */
      char *escaped = g_strescape (ca, NULL);

      g_free (ca);
      ca = escaped;
    }
  if (ca != NULL)
    {
      /* Shown in messages: no control character, nothing too long. */
      char *quoted = tg_sgf_quote (ca, 20);

      g_free (ca);
      ca = quoted;
    }
  if (ca != NULL)
    {
      ca_charset = resolve_ca (ca);
      if (ca_charset == NULL)
        tg_sgf_warn (warnings, _("Unknown charset CA[%s] ignored"), ca);
    }
  if (!has_high)
    return TRUE;

  if (valid)
    {
      if (ca_charset != NULL && g_ascii_strcasecmp (ca_charset, "UTF-8") != 0)
        tg_sgf_warn (warnings, _("The text is UTF-8, not CA[%s]: read as UTF-8"), ca);
      text->charset = g_strdup ("UTF-8");
      return TRUE;
    }

  /* UTF-8 with stray bytes stays UTF-8, those bytes replaced where they
   * are: one bad byte must not turn every name into mojibake. */
  if (ca_charset != NULL && strcmp (ca_charset, "UTF-8") == 0)
    {
      text->charset = g_strdup ("UTF-8");
      repair_utf8 (text, warnings);
      return TRUE;
    }
  if (ca_charset != NULL && strcmp (ca_charset, "UTF-16") != 0)
    {
      out = tg_sgf_convert (text->text, text->length, ca_charset, &out_length, &iconv_name);
      if (out != NULL)
        {
          take_text (text, out, out_length, iconv_name, iconv_name);
          return TRUE;
        }
    }
  if (mostly_utf8 ((const guchar *) text->text, text->length))
    {
      if (ca_charset != NULL)
        tg_sgf_warn (warnings, _("The text is not valid CA[%s]: read as UTF-8"), ca);
      else
        tg_sgf_warn (warnings, _("No charset given: read as UTF-8"));
      text->charset = g_strdup ("UTF-8");
      repair_utf8 (text, warnings);
      return TRUE;
    }

  out = tg_sgf_detect (text->text, text->length, &out_length, &name, &iconv_name);
  if (ca_charset != NULL)
    tg_sgf_warn (warnings, _("The text is not valid CA[%s]: assumed %s"), ca, name);
  else
    tg_sgf_warn (warnings, _("No charset given: assumed %s"), name);
  take_text (text, out, out_length, iconv_name, iconv_name);
  return TRUE;
}

void
tg_sgf_text_clear (TgSgfText *text)
{
  g_clear_pointer (&text->owned, g_free);
  g_clear_pointer (&text->charset, g_free);
  g_clear_pointer (&text->source_owned, g_free);
  g_clear_pointer (&text->source_charset, g_free);
  g_clear_pointer (&text->nuls, g_array_unref);
  g_clear_pointer (&text->anchors, g_array_unref);
  if (text->replay != NULL)
    g_iconv_close (text->replay);
  text->replay = NULL;
}
