/* tg-document.h: a file's games as the user works on them — the
 * collection, the game shown, the file and its name, what the reader
 * repaired, whether anything is unsaved, and saving.
 *
 * GIO only: the window shows a document, a presentation or a follower
 * window can show the same one, and drafts (TgSession) are written from
 * it.  Saving turns the games into text on the caller's thread (fast)
 * and writes the bytes out atomically in a worker thread, so editing
 * goes on while a save runs; a game changed meanwhile stays modified.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-game.h"

G_BEGIN_DECLS

#define TG_TYPE_DOCUMENT (tg_document_get_type ())
G_DECLARE_FINAL_TYPE (TgDocument, tg_document, TG, DOCUMENT, GObject)

/* An untitled document holding @game. */
TgDocument   *tg_document_new              (TgGame             *game);
/* Reads @file in a worker thread.  Games Tengen cannot show (a board
 * size it lacks) are kept as read and written back in their place, with
 * a warning; a file with no game to show is an error. */
void          tg_document_load_async       (GFile              *file,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
TgDocument   *tg_document_load_finish      (GAsyncResult       *result,
                                            GError            **error);
TgDocument   *tg_document_load             (GFile              *file,
                                            GCancellable       *cancellable,
                                            GError            **error);
/* The games of @roots (taken; the array is left empty), saved to @file
 * (NULL: untitled).  Any thread; then tg_document_query_title () in the
 * thread that shows it looks up the file's display name. */
TgDocument   *tg_document_new_from_roots   (GPtrArray          *roots,
                                            GFile              *file,
                                            GError            **error);

GFile        *tg_document_get_file         (TgDocument         *document);
/* The file's display name, or "Untitled Game". */
const char   *tg_document_get_title        (TgDocument         *document);

/* The games (TgGame), in the file's order. */
GListModel   *tg_document_get_games        (TgDocument         *document);
guint         tg_document_get_n_games      (TgDocument         *document);
/* The game shown. */
TgGame       *tg_document_get_game         (TgDocument         *document);
guint         tg_document_get_game_index   (TgDocument         *document);
void          tg_document_set_game_index   (TgDocument         *document,
                                            guint               index);
/* Adds @game to the collection at @position (clamped), and shows it. */
void          tg_document_insert_game      (TgDocument         *document,
                                            guint               position,
                                            TgGame             *game);
/* Takes the game at @position out of the collection (not the last one);
 * returns it so that the caller can offer to put it back. */
TgGame       *tg_document_remove_game      (TgDocument         *document,
                                            guint               position);

/* The reader's repairs (char *, translated), and the moves the rules
 * flagged in all the games. */
GPtrArray    *tg_document_get_warnings     (TgDocument         *document);
guint         tg_document_get_n_flagged    (TgDocument         *document);
/* What a reader repaired or dropped in text taken in after the file was
 * read (a paste), said as the file's own repairs are; emits
 * "warnings-added". */
void          tg_document_add_warnings     (TgDocument         *document,
                                            GPtrArray          *warnings);
/* How many of the warnings tg_document_add_warnings () added: the last
 * ones, which the banner heads as text taken in, not the file's. */
guint         tg_document_get_n_added_warnings (TgDocument     *document);

/* Unsaved changes in any game or in the collection.  TRUE marks the
 * document modified until it is saved (a recovered draft). */
gboolean      tg_document_get_modified     (TgDocument         *document);
void          tg_document_set_modified     (TgDocument         *document,
                                            gboolean            modified);

/* Who plays each colour: an engine profile's id, or NULL for a person.
 * Kept for drafts; the window's players follow it. */
const char   *tg_document_get_player       (TgDocument         *document,
                                            TgColor             color);
void          tg_document_set_player       (TgDocument         *document,
                                            TgColor             color,
                                            const char         *profile_id);

/* The clock of the game shown as it stands (tg_match_save_clock), kept
 * for drafts so that a recovered game goes on with the time its player
 * had; NULL: none.  A floating @state is taken. */
GVariant     *tg_document_get_clock_state  (TgDocument         *document);
void          tg_document_set_clock_state  (TgDocument         *document,
                                            GVariant           *state);

/* The same without holding the caller's thread for more than a few
 * milliseconds at a time: each game's tree (GBytes *, in the file's
 * order) as it stands when its turn comes; a game's text is kept until
 * it changes.  tg_document_join_texts () makes one text of them in any
 * thread. */
void          tg_document_serialize_async  (TgDocument         *document,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
GPtrArray    *tg_document_serialize_finish (TgDocument         *document,
                                            GAsyncResult       *result,
                                            GError            **error);
GBytes       *tg_document_join_texts       (GPtrArray          *texts);
/* Saves to @file (NULL: the document's own), which becomes the
 * document's file.  On failure the document stays modified and the file
 * on disk is untouched. */
void          tg_document_save_async       (TgDocument         *document,
                                            GFile              *file,
                                            GCancellable       *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);
gboolean      tg_document_save_finish      (TgDocument         *document,
                                            GAsyncResult       *result,
                                            GError            **error);

G_END_DECLS
