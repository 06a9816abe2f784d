/* tg-bench-util.c: what every benchmark measures with.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-bench-util.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

double
tg_bench_cpu_seconds (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

int
tg_bench_compare_doubles (gconstpointer a,
                          gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
tg_bench_median (double *values,
                 guint   n)
{
  if (n == 0)
    return NAN;
  qsort (values, n, sizeof *values, tg_bench_compare_doubles);
  return values[n / 2];
}
