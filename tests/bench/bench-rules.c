/* bench-rules.c: light random playouts on 19×19 with full legality and
 * positional superko, as an engine's playout loop would run them.
 *
 * Usage: bench-rules [PLAYOUTS [SEED]]
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-history-private.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define SIZE 19

/* xorshift64*: the bench's own generator, so the figure measures the
 * rules core rather than GRand's locking and call overhead. */
static inline guint64
next_random (guint64 *state)
{
  *state ^= *state >> 12;
  *state ^= *state << 25;
  *state ^= *state >> 27;
  return *state * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
}

/* A strong engine's move choice: a random point, then forward to the
 * first legal point that is not the mover's own eye; pass when none. */
static TgPoint
choose_move (const TgBoard   *board,
             const TgHistory *history,
             const TgPoint   *points,
             guint            n_points,
             TgColor          color,
             guint64         *rng,
             guint64         *superko_refusals)
{
  guint start = (guint) ((next_random (rng) >> 32) * n_points >> 32);

  for (guint i = 0; i < n_points; i++)
    {
      guint k = start + i;
      TgPoint p = points[k < n_points ? k : k - n_points];

      if (tg_board_get (board, p) != TG_EMPTY || tg_board_is_eye (board, p, color))
        continue;
      switch (tg_rules_check_move (board, history, color, p, NULL))
        {
        case TG_MOVE_OK:
          return p;
        case TG_MOVE_SUPERKO:
          (*superko_refusals)++;
          break;
        default:
          break;
        }
    }
  return TG_PASS;
}

int
main (int   argc,
      char *argv[])
{
  guint n_playouts = argc > 1 ? (guint) strtoul (argv[1], NULL, 10) : 20000;
  guint64 rng = argc > 2 ? strtoull (argv[2], NULL, 10) : 20260101;
  g_autoptr(TgBoard) empty = tg_board_new (SIZE);
  g_autoptr(TgBoard) board = tg_board_new (SIZE);
  g_autoptr(TgHistory) history = tg_history_new (SIZE);
  TgPoint points[SIZE * SIZE];
  guint n_points = tg_board_get_n_points (board);
  guint max_moves = 3 * n_points;
  guint64 total_moves = 0;
  guint64 superko_refusals = 0;
  struct timespec cpu_start, cpu_end;
  gint64 start, elapsed;
  double seconds, cpu_seconds;

  if (n_playouts == 0 || rng == 0)
    {
      fprintf (stderr, "usage: bench-rules [PLAYOUTS [SEED]] (both positive)\n");
      return 1;
    }
  for (guint i = 0; i < n_points; i++)
    points[i] = tg_board_nth_point (board, i);

  start = g_get_monotonic_time ();
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu_start);
  for (guint game = 0; game < n_playouts; game++)
    {
      TgColor color = TG_BLACK;
      guint passes = 0;
      guint moves = 0;

      tg_board_copy_into (board, empty);
      tg_history_clear (history);
      tg_history_push (history, board, 0);
      while (passes < 2 && moves < max_moves)
        {
          TgPoint p = choose_move (board, history, points, n_points, color,
                                   &rng, &superko_refusals);

          if (p == TG_PASS)
            passes++;
          else
            {
              passes = 0;
              tg_board_play (board, color, p, NULL);
            }
          tg_history_push (history, board, ++moves);
          color = TG_OTHER (color);
        }
      total_moves += moves;
    }
  elapsed = g_get_monotonic_time () - start;
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu_end);
  seconds = elapsed / 1e6;
  /* CPU time as well: on a busy machine wall time counts other work. */
  cpu_seconds = (cpu_end.tv_sec - cpu_start.tv_sec) + (cpu_end.tv_nsec - cpu_start.tv_nsec) / 1e9;

  printf ("bench-rules: %u random playouts on %ux%u, full legality + positional superko\n",
          n_playouts, SIZE, SIZE);
  printf ("  moves/second:        %.0f\n", total_moves / seconds);
  printf ("  moves/CPU-second:    %.0f\n", total_moves / cpu_seconds);
  printf ("  playouts/second:     %.0f\n", n_playouts / seconds);
  printf ("  average game length: %.1f moves\n", (double) total_moves / n_playouts);
  printf ("  superko refusals:    %" G_GUINT64_FORMAT "\n", superko_refusals);
  printf ("  elapsed:             %.2f s\n", seconds);
  return 0;
}
