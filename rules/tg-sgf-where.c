/* tg-sgf-where.c: what the reader's messages say about the file — where
 * in it a position of the decoded text is, and values made safe to show.
 *
 * Positions are worked out only for messages, so decoding keeps just
 * enough to retrace its steps: the NUL bytes it dropped, the bytes it
 * replaced, and the charset it converted from, which is converted again
 * up to the position asked for.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf-private.h"
#include "tg-sgf.h"

#include <errno.h>
#include <glib/gi18n.h>

/* The decoded position of @pos: the last anchor at or before it, then
 * one byte for one. */
static gsize
through_anchors (const TgSgfText *text,
                 gsize            pos)
{
  const TgSgfAnchor *anchors;
  guint low = 0, high;

  if (text->anchors == NULL || text->anchors->len == 0)
    return pos;
  anchors = (const TgSgfAnchor *) text->anchors->data;
  high = text->anchors->len;
  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (anchors[mid].text <= pos)
        low = mid + 1;
      else
        high = mid;
    }
  if (low == 0)
    return pos;
  return anchors[low - 1].source + (pos - anchors[low - 1].text);
}

/* The source position that converts to @decoded bytes of UTF-8: the
 * conversion is run again with room for exactly that much output, so it
 * stops on the character boundary.  Conversions were strict, so this
 * one cannot meet a byte it does not know. */
static gsize
through_charset (TgSgfText *text,
                 gsize      decoded)
{
  if (text->replay == NULL || decoded < text->replay_decoded)
    {
      if (text->replay != NULL)
        g_iconv_close (text->replay);
      text->replay = g_iconv_open ("UTF-8", text->source_charset);
      if (text->replay == (GIConv) -1)
        {
          text->replay = NULL;
          return decoded;
        }
      text->replay_in = text->source;
      text->replay_decoded = 0;
    }
  while (text->replay_decoded < decoded)
    {
      char buffer[4096];
      char *out = buffer;
      gsize room = MIN (sizeof buffer, decoded - text->replay_decoded);
      gsize out_left = room;
      char *in = (char *) text->replay_in;
      gsize in_left = text->source + text->source_length - text->replay_in;

      if (g_iconv (text->replay, &in, &in_left, &out, &out_left) == (gsize) -1 && errno != E2BIG)
        break;
      text->replay_in = in;
      text->replay_decoded += room - out_left;
      if (out_left == room)
        break;
    }
  return text->replay_in - text->source;
}

/* The file position of @source: each NUL dropped before it adds one. */
static gsize
through_nuls (const TgSgfText *text,
              gsize            source)
{
  const gsize *nuls;
  guint low = 0, high;

  if (text->nuls == NULL)
    return source;
  /* The k-th NUL (from 0) came before @source when it sat at or before
   * the k-th byte kept after it: nuls[k] - k <= source. */
  nuls = (const gsize *) text->nuls->data;
  high = text->nuls->len;
  while (low < high)
    {
      guint mid = low + (high - low) / 2;

      if (nuls[mid] - mid <= source)
        low = mid + 1;
      else
        high = mid;
    }
  return source + low;
}

/* Lines and columns as the user's editor counts them: "\r\n", "\n" and a
 * lone "\r" each end a line; a column is a character. */
static void
advance_lines (TgSgfText *text,
               gsize      pos)
{
  const guchar *data = (const guchar *) text->text;

  if (text->line == 0 || pos < text->line_pos)
    {
      text->line_pos = 0;
      text->line = 1;
      text->column = 1;
    }
  for (gsize i = text->line_pos; i < pos && i < text->length; i++)
    {
      guchar c = data[i];

      if (c == '\r' || (c == '\n' && (i == 0 || data[i - 1] != '\r')))
        {
          text->line++;
          text->column = 1;
        }
      else if (c != '\n' && (c & 0xC0) != 0x80)
        text->column++;
    }
  text->line_pos = pos;
}

char *
tg_sgf_text_locate (TgSgfText *text,
                    gsize      pos)
{
  gsize byte;

  pos = MIN (pos, text->length);
  advance_lines (text, pos);
  byte = through_anchors (text, pos);
  if (text->source_charset != NULL)
    byte = through_charset (text, byte);
  byte = through_nuls (text, byte) + text->offset;
  /* Translators: where a message points in the file: "line 3, column 14 (byte 52)" */
  return g_strdup_printf (_("line %u, column %u (byte %lu)"),
                          text->line, text->column, (gulong) byte);
}

static gboolean
needs_escape (gunichar c)
{
  return c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0x202A && c <= 0x202E)
         || (c >= 0x2066 && c <= 0x2069);
}

char *
tg_sgf_quote (const char *text,
              gsize       max_chars)
{
  GString *quoted;
  gsize n = 0;
  const char *p;

  g_return_val_if_fail (text != NULL, NULL);

  quoted = g_string_new (NULL);
  for (p = text; *p != '\0' && n < max_chars; n++)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);
      const char *next;

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8 after all: the byte, escaped. */
          g_string_append_printf (quoted, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      next = g_utf8_next_char (p);
      if (!needs_escape (c))
        g_string_append_len (quoted, p, next - p);
      else if (c == '\n')
        g_string_append (quoted, "\\n");
      else if (c == '\r')
        g_string_append (quoted, "\\r");
      else if (c == '\t')
        g_string_append (quoted, "\\t");
      else if (c < 0x80)
        g_string_append_printf (quoted, "\\x%02x", c);
      else
        g_string_append_printf (quoted, "\\u%04x", c);
      p = next;
    }
  if (*p != '\0')
    g_string_append (quoted, "…");
  return g_string_free (quoted, FALSE);
}
