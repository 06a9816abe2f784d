/* tg-bench-records.h: records the benchmarks write themselves, so that
 * they need no corpus.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-node.h"

G_BEGIN_DECLS

/* A 19×19 record of @length random legal moves (a pass when none is
 * found quickly) in one line, the same for the same @length; @comment
 * goes on the root. */
TgNode       *tg_bench_random_line     (guint          length,
                                        const char    *comment);
/* A 19×19 record of @length passes, as issue reports' "40,000 passes"
 * are: the longest line for the fewest bytes. */
TgNode       *tg_bench_passes_line     (guint          length,
                                        const char    *comment);
/* Writes @root (taken) as @name in @dir; the file's path. */
char         *tg_bench_write_record    (const char    *dir,
                                        const char    *name,
                                        TgNode        *root);

G_END_DECLS
