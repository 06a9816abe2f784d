/* tg-test-util.h: shared helpers for the test programs.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "tg-game.h"

G_BEGIN_DECLS

/* The real-world corpus is shared data beside the repository
 * ($TG_CORPUS, else ../shared/corpus from the source tree), not part of
 * it: a clone alone must pass the suite.  A test program registers its
 * cases with tg_test_add_func () and the cases that read the corpus with
 * tg_test_add_corpus_func (); given --corpus it runs only the latter, as
 * a meson test of its own ("NAME-corpus"), which reports itself skipped,
 * with the reason, when the corpus is not there. */
void          tg_test_init_corpus      (int           *argc,
                                        char        ***argv);
void          tg_test_add_func         (const char    *path,
                                        GTestFunc      func);
void          tg_test_add_data_func    (const char    *path,
                                        gconstpointer  data,
                                        GTestDataFunc  func);
void          tg_test_add_corpus_func  (const char    *path,
                                        GTestFunc      func);
void          tg_test_add_corpus_data_func (const char    *path,
                                            gconstpointer  data,
                                            GTestDataFunc  func);
/* g_test_run (), or the skip when --corpus finds no corpus. */
int           tg_test_run              (void);
/* Path under the corpus; only a corpus case may ask. */
char         *tg_test_corpus_path      (const char *first_element,
                                        ...) G_GNUC_NULL_TERMINATED;

/* Every *.sgf under @folder of the corpus ("." for all of it), sorted;
 * and in @n_files (when not NULL) how many files of any kind it holds. */
GPtrArray    *tg_test_corpus_sgf_files (const char    *folder,
                                        guint         *n_files);

/* A board from an ASCII diagram, and a point by GTP name; each asserts success. */
TgBoard      *tg_test_board            (const char    *diagram);
TgPoint       tg_test_board_point      (const TgBoard *board,
                                        const char    *name);

/* SGF files and the trees read from them. */
GPtrArray    *tg_test_load_file        (const char    *path,
                                        GPtrArray     *warnings,
                                        GError       **error);
/* Whether one of @warnings contains @text. */
gboolean      tg_test_has_warning      (GPtrArray     *warnings,
                                        const char    *text);
/* The first of @roots; asserts there is one. */
TgNode       *tg_test_first_root       (GPtrArray     *roots);
/* The node @n steps down the first children from @node. */
TgNode       *tg_test_nth_node         (TgNode        *node,
                                        guint          n);
/* The last node down the first children from @node. */
TgNode       *tg_test_main_line_end    (TgNode        *node);

/* One 19×19 board, under the key @name, of the file at @path: the Sabaki
 * dead-stones test data (1 black, −1 white, 0 empty; rows are y).  NULL
 * with @error when the file or the board is not there. */
TgBoard      *tg_test_deadstones_board (const char    *path,
                                        const char    *name,
                                        GError       **error);

/* Game records for the tests of the game model.  Each asserts success. */
TgNode       *tg_test_parse_record     (const char    *sgf);
TgGame       *tg_test_game_from_root   (TgNode        *root);
TgGame       *tg_test_game_from_sgf    (const char    *sgf);
/* @relative_path under the corpus, e.g. "littlego/9x9/2-passes.sgf". */
TgGame       *tg_test_game_from_corpus (const char    *relative_path);
/* GTP name, or "pass". */
TgPoint       tg_test_point            (TgGame        *game,
                                        const char    *name);
/* Plays space-separated moves ("D4 Q16 pass"), each of which must be legal. */
void          tg_test_play             (TgGame        *game,
                                        const char    *moves);
void          tg_test_assert_board     (const TgBoard *board,
                                        const char    *diagram);
guint         tg_test_count_values     (TgNode        *node,
                                        const char    *id);
gboolean      tg_test_has_value        (TgNode        *node,
                                        const char    *id,
                                        const char    *value);

/* How often each of TgGame's notifications fired since tg_test_watch (). */
typedef struct
{
  guint changed;
  guint current;
  guint phase;
  guint modified;
} TgTestSignals;

void          tg_test_watch            (TgGame        *game,
                                        TgTestSignals *signals);

G_END_DECLS
