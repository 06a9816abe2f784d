/* tg-sgf.h: reading and writing SGF FF[1]–FF[4] (spec §10).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-node.h"

G_BEGIN_DECLS

#define TG_SGF_ERROR (tg_sgf_error_quark ())
GQuark tg_sgf_error_quark (void);

typedef enum
{
  TG_SGF_ERROR_SYNTAX,        /* message names the byte offset and what was expected */
  TG_SGF_ERROR_NOT_GO,        /* GM other than 1 */
  TG_SGF_ERROR_UNSUPPORTED,   /* rectangular or too large a board */
  TG_SGF_ERROR_ENCODING,
  TG_SGF_ERROR_EMPTY,         /* no game at all */
} TgSgfError;

/* Parses a collection: returns the game trees' roots (TgNode *, owned by
 * the array).  In a collection, a game of another kind (GM) or on a board
 * Tengen cannot show is kept as read with a warning; tg_game_check_root ()
 * tells them apart.  Text is converted to UTF-8 (CA, byte-order mark, or a
 * detected charset).  Each repair is appended to @warnings (char *,
 * translated, may be NULL) — "assumed GB18030", "missing '(' added"... */
GPtrArray    *tg_sgf_parse             (const char     *data,
                                        gsize           length,
                                        GPtrArray      *warnings,
                                        GError        **error);
GPtrArray    *tg_sgf_load_file         (GFile          *file,
                                        GPtrArray      *warnings,
                                        GCancellable   *cancellable,
                                        GError        **error);

/* FF[4], CA[UTF-8], AP[Tengen:version]; every other property as it was,
 * in its order; one node per line on the main line. */
char         *tg_sgf_write             (GPtrArray      *roots);
/* One game tree written a piece at a time, as tg_sgf_write () writes it:
 * each step writes up to @max_nodes more nodes, TRUE once the tree is
 * whole.  The tree must not change between steps (start again if it
 * does). */
typedef struct _TgSgfWriter TgSgfWriter;

TgSgfWriter  *tg_sgf_writer_new        (const TgNode   *root);
gboolean      tg_sgf_writer_step       (TgSgfWriter    *writer,
                                        guint           max_nodes);
/* The text written so far. */
GBytes       *tg_sgf_writer_free_to_bytes (TgSgfWriter *writer);
void          tg_sgf_writer_free       (TgSgfWriter    *writer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgSgfWriter, tg_sgf_writer_free)

/* The line from @node on as an SGF game (SZ only in its root), for the
 * clipboard; and back: the lines a pasted text adds under a node of a
 * game of @size (TgNode *, each a tree of its own), the root's game
 * information left out.  A different board size is an error. */
char         *tg_sgf_write_variation   (const TgNode   *node,
                                        guint           size);
GPtrArray    *tg_sgf_parse_variations  (const char     *text,
                                        gsize           length,
                                        guint           size,
                                        GError        **error);

/* Atomic: see tg-atomic-file.h. */
gboolean      tg_sgf_save_file         (GPtrArray      *roots,
                                        GFile          *file,
                                        GCancellable   *cancellable,
                                        GError        **error);

/* SGF point text ("dd") ↔ board coordinates; "" and "tt" (size ≤ 19)
 * are passes (returns TRUE with *pass set). */
gboolean      tg_sgf_parse_point       (const char     *text,
                                        guint           size,
                                        guint          *x,
                                        guint          *y,
                                        gboolean       *pass);
char         *tg_sgf_format_point      (guint           x,
                                        guint           y);
/* Expands a point-list value, compressed "aa:cc" included; appends
 * x + y * size to @indices.  FALSE for malformed text. */
gboolean      tg_sgf_expand_points     (const char     *text,
                                        guint           size,
                                        GArray         *indices);

G_END_DECLS
