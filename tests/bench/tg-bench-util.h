/* tg-bench-util.h: what every benchmark measures with.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Processor time of all the process's threads, in seconds: beside the
 * wall clock it tells what the shared machine's load added. */
double tg_bench_cpu_seconds      (void);

/* For qsort () and g_array_sort () over doubles, smallest first. */
int    tg_bench_compare_doubles  (gconstpointer a,
                                  gconstpointer b);

/* The median of @n values, which it sorts in place; NAN for none. */
double tg_bench_median           (double       *values,
                                  guint         n);

G_END_DECLS
