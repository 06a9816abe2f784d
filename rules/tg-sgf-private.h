/* tg-sgf-private.h: what the SGF reader's, root repair's, writer's and
 * charset files share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tg-node.h"

G_BEGIN_DECLS

/* Byte classes for the scanner: one table lookup per byte in the hot loops. */
enum
{
  TG_SGF_SPACE   = 1 << 0,   /* SGF white space */
  TG_SGF_UPPER   = 1 << 1,
  TG_SGF_LOWER   = 1 << 2,
  TG_SGF_VALUE   = 1 << 3,   /* ends the fast path inside [...]: ']' '\\' '\r' */
};

#define TG_SGF_LETTER (TG_SGF_UPPER | TG_SGF_LOWER)

extern const guint8 tg_sgf_class[256];

/* Offset of the first byte at or after @i that is not SGF white space. */
static inline gsize
tg_sgf_skip_space (const guchar *data,
                   gsize         length,
                   gsize         i)
{
  while (i < length && (tg_sgf_class[data[i]] & TG_SGF_SPACE))
    i++;
  return i;
}

typedef enum
{
  TG_SGF_START_NORMAL,         /* "(;" */
  TG_SGF_START_NO_SEMICOLON,   /* "(" then a property: Nihon Ki-in files */
  TG_SGF_START_NO_PAREN,       /* ";" then a property, no "(" before it */
} TgSgfStart;

/* Offset of the next game tree's opening byte at or after @from, or
 * @length when there is none.  @first allows the missing-'(' repair,
 * which only makes sense before the first game. */
gsize         tg_sgf_find_game         (const guchar  *data,
                                        gsize          length,
                                        gsize          from,
                                        gboolean       first,
                                        TgSgfStart    *start);

/* A place where a position in the decoded text and one in the bytes it
 * was decoded from are known to agree; up to the next anchor the two
 * advance together. */
typedef struct
{
  gsize text;
  gsize source;
} TgSgfAnchor;

/* The file's text as UTF-8: @text points into the caller's data (past a
 * byte-order mark) or into @owned.  The rest maps a position in @text
 * back to the file as the user has it, for messages (tg-sgf-where.c):
 * text → (@anchors: replaced bytes, NULs dropped after UTF-16) → decoded
 * → (re-converting @source from @source_charset, when set) → source →
 * (@nuls dropped) → file, plus @offset. */
typedef struct
{
  const char *text;
  gsize       length;
  char       *owned;
  gsize       offset;      /* bytes skipped before @text in the caller's data */
  char       *charset;     /* what the text was read as, for later CA checks */

  GArray     *nuls;        /* gsize: file offsets of dropped NUL bytes, ascending; or NULL */
  const char *source;
  gsize       source_length;
  char       *source_owned;
  char       *source_charset;
  GArray     *anchors;     /* TgSgfAnchor, ascending; or NULL */

  /* Messages come mostly in file order: each look-up goes on from the
   * last one's place. */
  gsize       line_pos;
  guint       line;
  guint       column;
  GIConv      replay;
  const char *replay_in;
  gsize       replay_decoded;
} TgSgfText;

gboolean      tg_sgf_text_decode       (TgSgfText     *text,
                                        const char    *data,
                                        gsize          length,
                                        GPtrArray     *warnings,
                                        GError       **error);
void          tg_sgf_text_clear        (TgSgfText     *text);
/* "line 3, column 14 (byte 52)": where @pos of the text is in the file
 * (tg-sgf-where.c). */
char         *tg_sgf_text_locate       (TgSgfText     *text,
                                        gsize          pos);

/* Converts with @charset, or with the narrower charset of its family
 * that maps the bytes the wide one lacks; *@used names the one that did.
 * NULL when neither can. */
char         *tg_sgf_convert           (const char    *data,
                                        gsize          length,
                                        const char    *charset,
                                        gsize         *out_length,
                                        const char   **used);
/* Picks a charset for text that is not UTF-8 and converts all of it
 * (never fails); @name is for messages, @iconv_name for iconv. */
char         *tg_sgf_detect            (const char    *data,
                                        gsize          length,
                                        gsize         *out_length,
                                        const char   **name,
                                        const char   **iconv_name);
gsize         tg_sgf_count_byte        (const char    *data,
                                        gsize          length,
                                        char           byte);

/* TRUE when @ca names the charset the text was read as. */
gboolean      tg_sgf_charset_matches   (const char    *ca,
                                        const char    *charset);

void          tg_sgf_warn              (GPtrArray     *warnings,
                                        const char    *format,
                                        ...) G_GNUC_PRINTF (2, 3);

/* What FF[4] allows a property (tg-sgf-repeat.c). */
typedef enum
{
  TG_SGF_TYPE_LIST,          /* a list, or a property FF[4] does not know */
  TG_SGF_TYPE_TEXT,          /* C, GC */
  TG_SGF_TYPE_SIMPLE_TEXT,   /* PB, RE, EV... */
  TG_SGF_TYPE_SINGLE,        /* one value that is no text: numbers, moves, colours */
} TgSgfValueType;

TgSgfValueType tg_sgf_value_type       (const char    *id);
/* Makes @prop of @node, just read with several values (given more than
 * once in the node when @repeated), what FF[4] allows without losing a
 * value: a text's values joined into one, with a line break for Text
 * and "; " for SimpleText; a list left merged; one value read twice
 * kept once.  Returns what was done, translated, or NULL when nothing
 * is worth saying. */
char         *tg_sgf_fold_values       (TgNode        *node,
                                        TgProp        *prop,
                                        gboolean       repeated);

/* The root of a game tree just read (tg-sgf-root.c). */
guint         tg_sgf_root_size         (const TgNode  *root);
/* FALSE and @error when the game cannot be read; repairs, each with a
 * warning, otherwise. */
gboolean      tg_sgf_check_root        (TgNode        *root,
                                        GPtrArray     *warnings,
                                        GError       **error);

G_END_DECLS
