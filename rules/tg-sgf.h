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
  TG_SGF_ERROR_TOO_LARGE,     /* a file beyond any record's size (tg_sgf_load_file ()) */
} TgSgfError;

/* Parses a collection: returns the game trees' roots (TgNode *, owned by
 * the array).  A property given twice in one node, or a text given a
 * list, is made what FF[4] allows without losing a value (texts joined,
 * lists merged).  In a collection, a game of another kind (GM) or on a board
 * Tengen cannot show is kept as read with a warning; tg_game_check_root ()
 * tells them apart.  Text is converted to UTF-8 (CA, byte-order mark, or a
 * detected charset).  Each repair is appended to @warnings (char *,
 * translated, may be NULL) — "assumed GB18030", "missing '(' added"... */
/* What the board draws of a node's markup, which the reader warns of
 * when a record asks for more (it keeps all of it): the first
 * TG_SGF_DRAWN_LINES arrows (AR) and as many lines (LN), and the first
 * TG_SGF_DRAWN_LABEL characters of a label (LB).  Drawing more would
 * stall the window (1,000 arrows held a redraw of the markup layer for
 * 270 ms of processor time at 1,200 px); no diagram needs more. */
#define TG_SGF_DRAWN_LINES 300
#define TG_SGF_DRAWN_LABEL 100

GPtrArray    *tg_sgf_parse             (const char     *data,
                                        gsize           length,
                                        GPtrArray      *warnings,
                                        GError        **error);
GPtrArray    *tg_sgf_load_file         (GFile          *file,
                                        GPtrArray      *warnings,
                                        GCancellable   *cancellable,
                                        GError        **error);
/* The reader keeps a record's nodes as the file has them, so a record
 * only read and saved keeps its structure.  This changes it, for those
 * who ask (tengen-cli convert --normalize): handicap stones in a node of
 * their own after the root (Fox) are moved into the root, the node
 * dropped when nothing else is in it.  Each change is said in
 * @warnings. */
void          tg_sgf_normalize         (TgNode         *root,
                                        GPtrArray      *warnings);

/* FF[4], CA[UTF-8], AP[Tengen:version]; every other property as it was,
 * in its order; one node per line on the main line.
 *
 * AP: the file is Tengen's writing — its charset, its FF[4], its reading
 * of Fox's units — so AP names Tengen, as Sabaki and GoGui do on save,
 * and a reader keyed on AP (Fox's komi in hundredths) does not convert
 * again.  The programs that made the record are not forgotten: every
 * one AP names is written in OAP[...] (a private property every editor
 * keeps), after those an OAP read names already.  The node read keeps
 * its AP, so a record only read shows its own. */
char         *tg_sgf_write             (GPtrArray      *roots);
/* One game tree written a piece at a time, as tg_sgf_write () writes it:
 * each step writes up to @max_nodes more nodes, TRUE once the tree is
 * whole.  The tree must not change between steps (start again if it
 * does). */
typedef struct _TgSgfWriter TgSgfWriter;

TgSgfWriter  *tg_sgf_writer_new        (const TgNode   *root);
/* For a game Tengen could not take (tg_game_check_root ()): its root is
 * written as read, GM, FF and AP included; only CA says UTF-8. */
TgSgfWriter  *tg_sgf_writer_new_as_read (const TgNode  *root);
gboolean      tg_sgf_writer_step       (TgSgfWriter    *writer,
                                        guint           max_nodes);
/* The text written so far. */
GBytes       *tg_sgf_writer_free_to_bytes (TgSgfWriter *writer);
void          tg_sgf_writer_free       (TgSgfWriter    *writer);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgSgfWriter, tg_sgf_writer_free)

/* The line from @node on as an SGF game (SZ only in its root), for the
 * clipboard; and back: the lines a pasted text adds under a node of a
 * game of @size (TgNode *, each a tree of its own), the root's game
 * information left out.  A different board size is an error.  What the
 * reader repaired or dropped is appended to @warnings, as tg_sgf_parse ()
 * says it. */
char         *tg_sgf_write_variation   (const TgNode   *node,
                                        guint           size);
GPtrArray    *tg_sgf_parse_variations  (const char     *text,
                                        gsize           length,
                                        guint           size,
                                        GPtrArray      *warnings,
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
/* Why @text names no point of a @size board (a move's value, or with
 * @list a point-list value): TG_MOVE_OFF_BOARD for letters beyond it,
 * TG_MOVE_MALFORMED for text that is no point at all ("a", "ab:c"),
 * TG_MOVE_OK when it is one, a pass or an empty list. */
TgMoveStatus  tg_sgf_point_status      (const char     *text,
                                        guint           size,
                                        gboolean        list);
/* Expands a point-list value, compressed "aa:cc" included; appends
 * x + y * size to @indices.  FALSE for malformed text. */
gboolean      tg_sgf_expand_points     (const char     *text,
                                        guint           size,
                                        GArray         *indices);

typedef enum
{
  TG_SGF_NUMBER_OK,
  TG_SGF_NUMBER_COMMA,          /* "7,5": a decimal comma, read as 7.5 */
  TG_SGF_NUMBER_INVALID,        /* not [+-]digits[.digits]: hex, inf, nan, 1e3, words */
  TG_SGF_NUMBER_OUT_OF_RANGE,
} TgSgfNumber;

/* SGF's Real, strictly: optional sign, digits, optional decimal point
 * (or comma) and digits, surrounding white space allowed; at most 12
 * digits either side.  *@value is set unless TG_SGF_NUMBER_INVALID. */
TgSgfNumber   tg_sgf_parse_decimal     (const char     *text,
                                        double         *value);
/* KM as Tengen reads it for a @size board: a decimal number (Fox's
 * hundredths, whole numbers of 100 and more, divided, and doubled when
 * they are quarters of stones), within ±tg_rules_max_komi (@size).  *@komi is 0 — as
 * without KM — when @text is NULL or not such a number. */
TgSgfNumber   tg_sgf_read_komi         (const char     *text,
                                        guint           size,
                                        double         *komi);

/* @text (UTF-8) made safe to show on a terminal or in a message:
 * control characters (C0, DEL, C1, bidirectional overrides) escaped as
 * C writes them ("\n", "\x1b", "\u202e"), and cut after @max_chars
 * characters with "…" (G_MAXSIZE: never). */
char         *tg_sgf_quote             (const char     *text,
                                        gsize           max_chars);

G_END_DECLS
