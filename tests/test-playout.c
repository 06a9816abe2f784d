/* test-playout.c: seeded random games checked move by move against a
 * plain flood-fill reference of spec §3 and a list-of-boards reference of
 * spec §4; each finished game is then counted (spec §6, §7).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-private.h"
#include "tg-history-private.h"
#include "tg-score.h"

#include <string.h>

/* The reference position: one TgColor byte per point in reading order,
 * with flood fills for everything, the way one would do it by hand. */
typedef struct
{
  guint size;
  guint8 cells[TG_MAX_SIZE * TG_MAX_SIZE];
} Ref;

typedef struct
{
  guint8 cells[TG_MAX_SIZE * TG_MAX_SIZE];
  guint black;
  guint white;
  guint move_number;
} RefPosition;

/* Marks the group of stone @i in @mark with @label and returns its
 * number of liberties (each empty point once). */
static guint
ref_group (const Ref *ref,
           guint      i,
           guint     *mark,
           guint      label,
           guint     *n_stones)
{
  guint stack[TG_MAX_SIZE * TG_MAX_SIZE];
  guint lib_mark[TG_MAX_SIZE * TG_MAX_SIZE] = { 0 };
  guint n = ref->size;
  guint top = 0;
  guint libs = 0;
  guint8 color = ref->cells[i];

  *n_stones = 0;
  mark[i] = label;
  stack[top++] = i;
  while (top > 0)
    {
      guint s = stack[--top];
      guint x = s % n, y = s / n;
      guint nb[4];
      guint k = 0;

      (*n_stones)++;
      if (x > 0)
        nb[k++] = s - 1;
      if (x + 1 < n)
        nb[k++] = s + 1;
      if (y > 0)
        nb[k++] = s - n;
      if (y + 1 < n)
        nb[k++] = s + n;
      for (guint j = 0; j < k; j++)
        {
          guint t = nb[j];

          if (ref->cells[t] == TG_EMPTY && !lib_mark[t])
            {
              lib_mark[t] = 1;
              libs++;
            }
          else if (ref->cells[t] == color && mark[t] != label)
            {
              mark[t] = label;
              stack[top++] = t;
            }
        }
    }
  return libs;
}

static void
ref_remove_dead (Ref    *ref,
                 guint8  color)
{
  guint mark[TG_MAX_SIZE * TG_MAX_SIZE] = { 0 };
  guint n_points = ref->size * ref->size;
  guint label = 0;

  for (guint i = 0; i < n_points; i++)
    if (ref->cells[i] == color && mark[i] == 0)
      {
        guint n_stones;

        if (ref_group (ref, i, mark, ++label, &n_stones) == 0)
          for (guint j = 0; j < n_points; j++)
            if (mark[j] == label)
              ref->cells[j] = TG_EMPTY;
      }
}

/* Spec §3 literally: place, remove opposing groups without liberties,
 * then refuse the move if the mover's group has none. */
static TgMoveStatus
ref_play (Ref     *ref,
          TgColor  color,
          guint    i)
{
  guint mark[TG_MAX_SIZE * TG_MAX_SIZE] = { 0 };
  guint n_stones;
  Ref before = *ref;

  if (ref->cells[i] != TG_EMPTY)
    return TG_MOVE_OCCUPIED;
  ref->cells[i] = color;
  ref_remove_dead (ref, TG_OTHER (color));
  if (ref_group (ref, i, mark, 1, &n_stones) == 0)
    {
      *ref = before;
      return TG_MOVE_SUICIDE;
    }
  return TG_MOVE_OK;
}

static void
ref_store (const Ref   *ref,
           RefPosition *pos,
           guint        move_number)
{
  memcpy (pos->cells, ref->cells, sizeof pos->cells);
  pos->black = pos->white = 0;
  for (guint i = 0; i < ref->size * ref->size; i++)
    {
      pos->black += ref->cells[i] == TG_BLACK;
      pos->white += ref->cells[i] == TG_WHITE;
    }
  pos->move_number = move_number;
}

/* The earliest stored position equal to @ref, by brute force. */
static int
ref_find (const Ref *ref,
          GArray    *positions)
{
  RefPosition now;

  ref_store (ref, &now, 0);
  for (guint k = 0; k < positions->len; k++)
    {
      const RefPosition *pos = &g_array_index (positions, RefPosition, k);

      if (pos->black == now.black && pos->white == now.white
          && memcmp (pos->cells, now.cells, ref->size * ref->size) == 0)
        return (int) pos->move_number;
    }
  return -1;
}

/* Everything the board keeps incrementally, against the reference. */
static void
assert_consistent (const TgBoard *board,
                   const Ref     *ref)
{
  guint mark[TG_MAX_SIZE * TG_MAX_SIZE] = { 0 };
  guint n_points = ref->size * ref->size;
  guint counts[3] = { 0 };
  guint label = 0;
  g_autoptr(GArray) stones = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  g_assert_cmphex (tg_board_get_hash (board), ==, tg_board_compute_hash (board));
  for (guint i = 0; i < n_points; i++)
    {
      g_assert_cmpint (tg_board_get (board, tg_board_nth_point (board, i)), ==, ref->cells[i]);
      counts[ref->cells[i]]++;
    }
  g_assert_cmpuint (tg_board_count (board, TG_EMPTY), ==, counts[TG_EMPTY]);
  g_assert_cmpuint (tg_board_count (board, TG_BLACK), ==, counts[TG_BLACK]);
  g_assert_cmpuint (tg_board_count (board, TG_WHITE), ==, counts[TG_WHITE]);

  for (guint i = 0; i < n_points; i++)
    if (ref->cells[i] != TG_EMPTY && mark[i] == 0)
      {
        TgPoint first = tg_board_nth_point (board, i);
        guint n_stones;
        guint libs = ref_group (ref, i, mark, ++label, &n_stones);

        g_assert_cmpuint (libs, >, 0);
        g_assert_cmpuint (tg_board_get_liberties (board, first), ==, libs);
        g_array_set_size (stones, 0);
        g_assert_cmpuint (tg_board_get_group (board, first, stones), ==, n_stones);
        for (guint k = 0; k < stones->len; k++)
          {
            TgPoint s = g_array_index (stones, TgPoint, k);
            guint x = tg_board_point_x (board, s), y = tg_board_point_y (board, s);

            g_assert_cmpuint (mark[y * ref->size + x], ==, label);
            g_assert_true (tg_board_same_group (board, first, s));
          }
      }
}

/* Spec §6 and §7 on a finished game, as it stands and with one group
 * marked dead: areas fill the board, and area difference equals
 * territory-with-prisoners difference plus the difference in stones
 * placed. */
static void
assert_counts (const TgBoard       *board,
               const TgScoreParams *params,
               GRand               *rand)
{
  g_autoptr(TgPointSet) dead = tg_point_set_new ();
  guint n_points = tg_board_get_n_points (board);
  guint start = g_rand_int_range (rand, 0, n_points);
  double n2 = (double) n_points;

  for (guint k = 0; k < n_points; k++)
    {
      TgPoint p = tg_board_nth_point (board, (start + k) % n_points);

      if (tg_board_get (board, p) != TG_EMPTY)
        {
          tg_point_set_toggle_group (dead, board, p);
          break;
        }
    }

  for (guint pass = 0; pass < 2; pass++)
    {
      TgScore score;

      tg_score_compute (&score, board, pass == 0 ? NULL : dead, params);
      g_assert_cmpfloat (score.area[0] + score.area[1], ==, n2);
      g_assert_cmpfloat (score.area[0] - score.area[1] - params->komi, ==,
                         score.territory_margin
                         + ((double) params->placed[0] - (double) params->placed[1]));
    }
}

static void
play_games (guint size,
            guint n_games,
            guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TgBoard) board = tg_board_new (size);
  g_autoptr(TgHistory) history = tg_history_new (size);
  g_autoptr(GArray) positions = g_array_new (FALSE, FALSE, sizeof (RefPosition));
  g_autoptr(GArray) captured = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint n_points = size * size;
  guint64 superko_seen = 0;
  guint64 captures_seen = 0;

  for (guint game = 0; game < n_games; game++)
    {
      g_autoptr(TgBoard) empty = tg_board_new (size);
      Ref ref = { .size = size };
      TgScoreParams params = { .rules = TG_RULES_CHINESE, .komi = 7.5,
                               .first_passer = TG_EMPTY };
      TgColor color = TG_BLACK;
      guint passes = 0;
      guint move = 0;

      tg_board_copy_into (board, empty);
      tg_history_clear (history);
      g_array_set_size (positions, 1);
      ref_store (&ref, &g_array_index (positions, RefPosition, 0), 0);
      tg_history_push (history, board, 0);

      while (passes < 2 && move < 3 * n_points)
        {
          guint start = g_rand_int_range (rand, 0, n_points);
          TgPoint chosen = TG_PASS;
          /* An occasional pass mid-game: passes change no position. */
          gboolean pass = g_rand_int_range (rand, 0, 100) == 0;
          Ref next = ref;

          for (guint k = 0; k < n_points && !pass; k++)
            {
              guint i = (start + k) % n_points;
              TgPoint p = tg_board_nth_point (board, i);
              TgMoveStatus expected, status;
              int expected_repeat = -1, repeat = -2;

              if (tg_board_is_eye (board, p, color))
                continue;
              next = ref;
              expected = ref_play (&next, color, i);
              if (expected == TG_MOVE_OK)
                {
                  expected_repeat = ref_find (&next, positions);
                  if (expected_repeat >= 0)
                    expected = TG_MOVE_SUPERKO;
                }
              status = tg_rules_check_move (board, history, color, p, &repeat);
              g_assert_cmpint (status, ==, expected);
              g_assert_cmpint (repeat, ==, expected_repeat);
              superko_seen += status == TG_MOVE_SUPERKO;
              if (status == TG_MOVE_OK)
                {
                  chosen = p;
                  break;
                }
            }

          if (chosen == TG_PASS)
            {
              if (passes++ == 0)
                params.first_passer = color;
              next = ref;
            }
          else
            {
              guint n_before = tg_board_count (board, TG_OTHER (color));

              passes = 0;
              g_array_set_size (captured, 0);
              g_assert_cmpint (tg_board_play (board, color, chosen, captured), ==, TG_MOVE_OK);
              g_assert_cmpuint (captured->len, ==, n_before - tg_board_count (board, TG_OTHER (color)));
              for (guint k = 0; k < captured->len; k++)
                g_assert_cmpint (tg_board_get (board, g_array_index (captured, TgPoint, k)), ==, TG_EMPTY);
              captures_seen += captured->len;
              params.captures[color - 1] += captured->len;
              params.placed[color - 1]++;
            }
          ref = next;
          move++;
          g_array_set_size (positions, positions->len + 1);
          ref_store (&ref, &g_array_index (positions, RefPosition, positions->len - 1), move);
          tg_history_push (history, board, move);
          g_assert_cmpint (tg_history_find (history, board), ==, ref_find (&ref, positions));
          assert_consistent (board, &ref);
          color = TG_OTHER (color);
        }
      assert_counts (board, &params, rand);
    }

  /* The games must have exercised what they check. */
  g_assert_cmpuint (captures_seen, >, 0);
  g_assert_cmpuint (superko_seen, >, 0);
  g_test_message ("%ux%u: %u games, %" G_GUINT64_FORMAT " captured stones, %"
                  G_GUINT64_FORMAT " superko refusals", size, size, n_games,
                  captures_seen, superko_seen);
}

static void
test_playout (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  guint n_games = size == 5 ? 3000 : size == 9 ? 2000 : size == 13 ? 500 : 200;

  play_games (size, n_games, 1000 + size);
}

int
main (int   argc,
      char *argv[])
{
  static const guint sizes[] = { 5, 9, 13, 19 };

  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/playout/%ux%u", sizes[i], sizes[i]);

      g_test_add_data_func (path, GUINT_TO_POINTER (sizes[i]), test_playout);
    }

  return g_test_run ();
}
