/* tg-board.c: a position and the mechanics of play (spec §2, §3); the
 * text forms of positions and points are in tg-board-text.c.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-private.h"

#include <string.h>

/* Groups are kept incrementally so that no move needs a flood fill: every
 * stone records its group's representative point, the stones of a group
 * form a ring through next[], and the representative holds the group's
 * size and pseudo-liberty count.  A pseudo-liberty is one (stone, empty
 * neighbour) pair, so a liberty shared by three stones counts three times;
 * the count is zero exactly when the group has no liberty, which is all
 * capture and suicide need, and it updates in O(1) per neighbour.  The
 * exact count is computed on request by tg_board_get_liberties. */
struct _TgBoard
{
  guint size;
  guint stride;
  guint n_cells;                     /* stride * stride */
  guint count[2];
  guint64 hash;
  guint8 color[TG_MAX_POINTS];
  guint16 group[TG_MAX_POINTS];      /* representative; a point without a stone is its own */
  guint16 next[TG_MAX_POINTS];       /* ring of the group's stones */
  guint16 libs[TG_MAX_POINTS];       /* pseudo-liberties, at the representative */
  guint16 n_stones[TG_MAX_POINTS];   /* group size, at the representative */
};

/* Zobrist keys come from a pure function (splitmix64's finaliser) rather
 * than a table, so there is no state to initialise.  A collision could
 * only make two different positions share a hash; that never changes a
 * ruling, because the history confirms every hash hit by comparing whole
 * boards (spec §4). */
static inline guint64
zobrist (TgPoint point,
         TgColor color)
{
  guint64 z = ((guint64) point * 3 + color) * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline gboolean
point_in_array (const TgBoard *board,
                TgPoint        point)
{
  return point >= 0 && (guint) point < board->n_cells;
}

static void
board_init (TgBoard *board,
            guint    size)
{
  guint stride = size + 2;
  guint n_cells = stride * stride;

  /* Only the cells of this size, as copy_cells () copies them; the rest
   * are never read.  Row by row: the border is the first and last rows
   * and the two cells either side of every other row, with no division
   * per cell. */
  memset (board, 0, G_STRUCT_OFFSET (TgBoard, color));
  memset (board->color, TG_EMPTY, n_cells);
  memset (board->next, 0, n_cells * sizeof (guint16));
  memset (board->libs, 0, n_cells * sizeof (guint16));
  memset (board->n_stones, 0, n_cells * sizeof (guint16));
  board->size = size;
  board->stride = stride;
  board->n_cells = n_cells;
  memset (board->color, TG_OFFBOARD, stride);
  for (guint y = 1; y <= size; y++)
    {
      board->color[y * stride] = TG_OFFBOARD;
      board->color[y * stride + size + 1] = TG_OFFBOARD;
    }
  memset (board->color + (size + 1) * stride, TG_OFFBOARD, stride);
  for (guint i = 0; i < board->n_cells; i++)
    board->group[i] = (guint16) i;
}

TgBoard *
tg_board_new (guint size)
{
  TgBoard *board;

  g_return_val_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE, NULL);

  board = g_new (TgBoard, 1);
  board_init (board, size);
  return board;
}

/* Only the cells of this size: a 9×9 copy moves a tenth of the struct. */
static void
copy_cells (TgBoard       *dest,
            const TgBoard *src)
{
  memcpy (dest, src, G_STRUCT_OFFSET (TgBoard, color));
  memcpy (dest->color, src->color, src->n_cells);
  memcpy (dest->group, src->group, src->n_cells * sizeof (guint16));
  memcpy (dest->next, src->next, src->n_cells * sizeof (guint16));
  memcpy (dest->libs, src->libs, src->n_cells * sizeof (guint16));
  memcpy (dest->n_stones, src->n_stones, src->n_cells * sizeof (guint16));
}

TgBoard *
tg_board_copy (const TgBoard *board)
{
  TgBoard *copy;

  g_return_val_if_fail (board != NULL, NULL);

  /* The cells beyond this size are never read, so only the ones in use
   * are copied, as tg_board_copy_into does. */
  copy = g_new (TgBoard, 1);
  copy_cells (copy, board);
  return copy;
}

void
tg_board_copy_into (TgBoard       *dest,
                    const TgBoard *src)
{
  g_return_if_fail (dest != NULL && src != NULL);
  g_return_if_fail (dest->size == src->size);

  copy_cells (dest, src);
}

void
tg_board_free (TgBoard *board)
{
  g_free (board);
}

/* The state is the fields before the cells, then each cell array cut to
 * the board's cells, in struct order. */
#define STATE_HEADER G_STRUCT_OFFSET (TgBoard, color)
#define STATE_ARRAYS (sizeof (guint8) + 4 * sizeof (guint16))

gsize
tg_board_state_size (guint size)
{
  return STATE_HEADER + (gsize) (size + 2) * (size + 2) * STATE_ARRAYS;
}

void
tg_board_save_state (const TgBoard *board,
                     guint8        *state)
{
  gsize n = board->n_cells;

  memcpy (state, board, STATE_HEADER);
  state += STATE_HEADER;
  memcpy (state, board->color, n);
  state += n;
  memcpy (state, board->group, n * sizeof (guint16));
  state += n * sizeof (guint16);
  memcpy (state, board->next, n * sizeof (guint16));
  state += n * sizeof (guint16);
  memcpy (state, board->libs, n * sizeof (guint16));
  state += n * sizeof (guint16);
  memcpy (state, board->n_stones, n * sizeof (guint16));
}

void
tg_board_load_state (TgBoard      *board,
                     const guint8 *state)
{
  gsize n = board->n_cells;
  guint size;

  memcpy (&size, state + G_STRUCT_OFFSET (TgBoard, size), sizeof size);
  g_return_if_fail (size == board->size);

  memcpy (board, state, STATE_HEADER);
  state += STATE_HEADER;
  memcpy (board->color, state, n);
  state += n;
  memcpy (board->group, state, n * sizeof (guint16));
  state += n * sizeof (guint16);
  memcpy (board->next, state, n * sizeof (guint16));
  state += n * sizeof (guint16);
  memcpy (board->libs, state, n * sizeof (guint16));
  state += n * sizeof (guint16);
  memcpy (board->n_stones, state, n * sizeof (guint16));
}

guint
tg_board_get_size (const TgBoard *board)
{
  return board->size;
}

TgPoint
tg_board_point (const TgBoard *board,
                guint          x,
                guint          y)
{
  g_return_val_if_fail (x < board->size && y < board->size, TG_PASS);

  return (TgPoint) ((y + 1) * board->stride + x + 1);
}

guint
tg_board_point_x (const TgBoard *board,
                  TgPoint        point)
{
  return (guint) point % board->stride - 1;
}

guint
tg_board_point_y (const TgBoard *board,
                  TgPoint        point)
{
  return (guint) point / board->stride - 1;
}

gboolean
tg_board_is_on_board (const TgBoard *board,
                      TgPoint        point)
{
  return point_in_array (board, point) && board->color[point] != TG_OFFBOARD;
}

guint
tg_board_get_n_points (const TgBoard *board)
{
  return board->size * board->size;
}

TgPoint
tg_board_nth_point (const TgBoard *board,
                    guint          n)
{
  g_return_val_if_fail (n < board->size * board->size, TG_PASS);

  return (TgPoint) ((n / board->size + 1) * board->stride + n % board->size + 1);
}

void
tg_board_get_colors (const TgBoard *board,
                     guint8        *colors)
{
  const guint8 *src = board->color + board->stride + 1;
  guint size = board->size;
  guint y = 0;

  /* The history stores a position per move, so rows are copied with one
   * fixed 32-byte copy each (no row exceeds 25 points), spilling into the
   * next row's place, which that row then overwrites; reads stay inside
   * the color array.  Rows too close to the end of @colors for the spill
   * are copied exactly. */
  G_STATIC_ASSERT (TG_MAX_SIZE <= 32);
  G_STATIC_ASSERT (TG_MAX_SIZE * TG_MAX_STRIDE + 1 + 32 <= TG_MAX_POINTS);
  for (; y * size + 32 <= size * size; y++)
    memcpy (colors + y * size, src + y * board->stride, 32);
  for (; y < size; y++)
    memcpy (colors + y * size, src + y * board->stride, size);
}

TgColor
tg_board_get (const TgBoard *board,
              TgPoint        point)
{
  if (!point_in_array (board, point))
    return TG_OFFBOARD;
  return board->color[point];
}

guint
tg_board_count (const TgBoard *board,
                TgColor        color)
{
  if (color == TG_BLACK || color == TG_WHITE)
    return board->count[color - 1];
  if (color == TG_EMPTY)
    return board->size * board->size - board->count[0] - board->count[1];
  return 0;
}

guint64
tg_board_get_hash (const TgBoard *board)
{
  return board->hash;
}

guint64
tg_board_compute_hash (const TgBoard *board)
{
  guint64 hash = 0;

  for (guint i = 0; i < board->n_cells; i++)
    if (board->color[i] == TG_BLACK || board->color[i] == TG_WHITE)
      hash ^= zobrist ((TgPoint) i, board->color[i]);
  return hash;
}

gboolean
tg_board_equal (const TgBoard *a,
                const TgBoard *b)
{
  return a->size == b->size
         && a->hash == b->hash
         && memcmp (a->color, b->color, a->n_cells) == 0;
}

static inline gboolean
is_stone (guint8 color)
{
  return color == TG_BLACK || color == TG_WHITE;
}

guint
tg_board_get_liberties (const TgBoard *board,
                        TgPoint        point)
{
  guint8 seen[TG_MAX_POINTS] = { 0 };
  guint libs = 0;
  TgPoint s;

  if (!point_in_array (board, point) || !is_stone (board->color[point]))
    return 0;

  s = point;
  do
    {
      const TgPoint nb[4] = { s - (TgPoint) board->stride, s - 1, s + 1, s + (TgPoint) board->stride };

      for (guint i = 0; i < 4; i++)
        if (board->color[nb[i]] == TG_EMPTY && !seen[nb[i]])
          {
            seen[nb[i]] = 1;
            libs++;
          }
      s = board->next[s];
    }
  while (s != point);
  return libs;
}

guint
tg_board_get_group (const TgBoard *board,
                    TgPoint        point,
                    GArray        *stones)
{
  guint n = 0;
  TgPoint s;

  if (!point_in_array (board, point) || !is_stone (board->color[point]))
    return 0;

  s = point;
  do
    {
      g_array_append_val (stones, s);
      n++;
      s = board->next[s];
    }
  while (s != point);
  return n;
}

gboolean
tg_board_same_group (const TgBoard *board,
                     TgPoint        a,
                     TgPoint        b)
{
  return point_in_array (board, a) && point_in_array (board, b)
         && is_stone (board->color[a]) && is_stone (board->color[b])
         && board->group[a] == board->group[b];
}

/* Joins group @b into group @a, relabelling the smaller of the two. */
static inline void
merge_groups (TgBoard *board,
              guint    a,
              guint    b)
{
  guint16 tmp;
  TgPoint s;

  if (board->n_stones[a] < board->n_stones[b])
    {
      guint t = a;
      a = b;
      b = t;
    }

  s = (TgPoint) b;
  do
    {
      board->group[s] = (guint16) a;
      s = board->next[s];
    }
  while (s != (TgPoint) b);

  board->libs[a] += board->libs[b];
  board->n_stones[a] += board->n_stones[b];
  tmp = board->next[a];
  board->next[a] = board->next[b];
  board->next[b] = tmp;
}

/* A new stone beside @n: an empty @n is one of its pseudo-liberties; a
 * stone at @n loses one.  Whether @n holds a stone goes either way at
 * random, so rather than branch on it the count at @n's group loses 0
 * or 1: any point has a group entry, and taking 0 changes nothing. */
static inline guint
touch_neighbour (TgBoard *board,
                 TgPoint  n)
{
  guint8 c = board->color[n];

  board->libs[board->group[n]] -= is_stone (c);
  return c == TG_EMPTY;
}

static inline void
join_neighbour (TgBoard *board,
                TgColor  color,
                TgPoint  point,
                TgPoint  n)
{
  if (board->color[n] == color && board->group[n] != board->group[point])
    merge_groups (board, board->group[n], board->group[point]);
}

/* Puts a stone on an empty point and joins it to its friendly neighbours,
 * without looking at captures: the second half of a move, and setup.
 * Inlined into the move, which otherwise pays a call for it. */
G_ALWAYS_INLINE static inline void
place_stone (TgBoard *board,
             TgColor  color,
             TgPoint  point)
{
  guint libs = 0;

  board->color[point] = (guint8) color;
  board->count[color - 1]++;
  board->hash ^= zobrist (point, color);
  board->group[point] = (guint16) point;
  board->next[point] = (guint16) point;
  board->n_stones[point] = 1;

  libs = touch_neighbour (board, point - (TgPoint) board->stride)
         + touch_neighbour (board, point - 1)
         + touch_neighbour (board, point + 1)
         + touch_neighbour (board, point + (TgPoint) board->stride);
  board->libs[point] = (guint16) libs;

  join_neighbour (board, color, point, point - (TgPoint) board->stride);
  join_neighbour (board, color, point, point - 1);
  join_neighbour (board, color, point, point + 1);
  join_neighbour (board, color, point, point + (TgPoint) board->stride);
}

static void
remove_group (TgBoard *board,
              guint    group,
              GArray  *captured)
{
  TgColor color = board->color[group];
  guint n_removed = 0;
  TgPoint s = (TgPoint) group;

  do
    {
      const TgPoint nb[4] = { s - (TgPoint) board->stride, s - 1, s + 1, s + (TgPoint) board->stride };
      TgPoint next = board->next[s];

      board->color[s] = TG_EMPTY;
      board->group[s] = (guint16) s;
      board->hash ^= zobrist (s, color);
      /* Stones of the group not yet emptied share its id and are skipped;
       * each other neighbouring stone regains one pseudo-liberty. */
      for (guint i = 0; i < 4; i++)
        if (is_stone (board->color[nb[i]]) && board->group[nb[i]] != group)
          board->libs[board->group[nb[i]]]++;
      if (captured != NULL)
        g_array_append_val (captured, s);
      n_removed++;
      s = next;
    }
  while (s != (TgPoint) group);

  board->count[color - 1] -= n_removed;
}

static guint64
group_hash (const TgBoard *board,
            guint          group)
{
  TgColor color = board->color[group];
  guint64 hash = 0;
  TgPoint s = (TgPoint) group;

  do
    {
      hash ^= zobrist (s, color);
      s = board->next[s];
    }
  while (s != (TgPoint) group);
  return hash;
}

/* The stone fills one pseudo-liberty of a neighbouring group for each
 * side it touches; a group left with none is captured (opponent) or dead
 * (own).  A point without a stone is its own group, so comparing ids
 * counts the sides each group touches.  Fills @captured with the
 * distinct groups the move takes. */
static TgMoveStatus
check_full (const TgBoard *board,
            TgColor        color,
            TgPoint        point,
            guint         *captured,
            guint         *n_captured)
{
  const TgPoint s = (TgPoint) board->stride;
  const TgColor other = TG_OTHER (color);
  const guint8 c0 = board->color[point - s], c1 = board->color[point - 1];
  const guint8 c2 = board->color[point + 1], c3 = board->color[point + s];
  const guint g0 = board->group[point - s], g1 = board->group[point - 1];
  const guint g2 = board->group[point + 1], g3 = board->group[point + s];
  const guint a0 = 1 + (g1 == g0) + (g2 == g0) + (g3 == g0);
  const guint a1 = 1 + (g0 == g1) + (g2 == g1) + (g3 == g1);
  const guint a2 = 1 + (g0 == g2) + (g1 == g2) + (g3 == g2);
  const guint a3 = 1 + (g0 == g3) + (g1 == g3) + (g2 == g3);
  gboolean liberty = c0 == TG_EMPTY || c1 == TG_EMPTY || c2 == TG_EMPTY || c3 == TG_EMPTY;
  guint n = 0;

  liberty |= c0 == color && board->libs[g0] > a0;
  liberty |= c1 == color && board->libs[g1] > a1;
  liberty |= c2 == color && board->libs[g2] > a2;
  liberty |= c3 == color && board->libs[g3] > a3;
  if (c0 == other && board->libs[g0] == a0)
    captured[n++] = g0;
  if (c1 == other && board->libs[g1] == a1 && g1 != g0)
    captured[n++] = g1;
  if (c2 == other && board->libs[g2] == a2 && g2 != g0 && g2 != g1)
    captured[n++] = g2;
  if (c3 == other && board->libs[g3] == a3 && g3 != g0 && g3 != g1 && g3 != g2)
    captured[n++] = g3;

  *n_captured = n;
  return liberty || n > 0 ? TG_MOVE_OK : TG_MOVE_SUICIDE;
}

/* Legality alone: an empty neighbour settles it at once.  The four tests
 * are one branch, nearly always taken, not four that each go either way. */
static inline TgMoveStatus
check_fast (const TgBoard *board,
            TgColor        color,
            TgPoint        point)
{
  const TgPoint s = (TgPoint) board->stride;
  guint captured[4];
  guint n_captured;

  if ((board->color[point - s] == TG_EMPTY) | (board->color[point - 1] == TG_EMPTY)
      | (board->color[point + 1] == TG_EMPTY) | (board->color[point + s] == TG_EMPTY))
    return TG_MOVE_OK;
  return check_full (board, color, point, captured, &n_captured);
}

TgMoveStatus
tg_board_check (const TgBoard *board,
                TgColor        color,
                TgPoint        point,
                guint64       *hash_after)
{
  guint captured[4];
  guint n_captured;
  guint64 hash;

  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, TG_MOVE_OCCUPIED);

  if (point == TG_PASS)
    {
      if (hash_after != NULL)
        *hash_after = board->hash;
      return TG_MOVE_OK;
    }
  if (!point_in_array (board, point) || board->color[point] != TG_EMPTY)
    return TG_MOVE_OCCUPIED;
  if (hash_after == NULL)
    return check_fast (board, color, point);
  if (check_full (board, color, point, captured, &n_captured) != TG_MOVE_OK)
    return TG_MOVE_SUICIDE;

  hash = board->hash ^ zobrist (point, color);
  for (guint i = 0; i < n_captured; i++)
    hash ^= group_hash (board, captured[i]);
  *hash_after = hash;
  return TG_MOVE_OK;
}

TgMoveStatus
tg_board_play (TgBoard *board,
               TgColor  color,
               TgPoint  point,
               GArray  *captured)
{
  const TgPoint s = (TgPoint) board->stride;
  TgColor other = TG_OTHER (color);
  TgMoveStatus status;

  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, TG_MOVE_OCCUPIED);

  if (point == TG_PASS)
    return TG_MOVE_OK;
  if (!point_in_array (board, point) || board->color[point] != TG_EMPTY)
    return TG_MOVE_OCCUPIED;
  status = check_fast (board, color, point);
  if (status != TG_MOVE_OK)
    return status;

  place_stone (board, color, point);
  if (board->color[point - s] == other && board->libs[board->group[point - s]] == 0)
    remove_group (board, board->group[point - s], captured);
  if (board->color[point - 1] == other && board->libs[board->group[point - 1]] == 0)
    remove_group (board, board->group[point - 1], captured);
  if (board->color[point + 1] == other && board->libs[board->group[point + 1]] == 0)
    remove_group (board, board->group[point + 1], captured);
  if (board->color[point + s] == other && board->libs[board->group[point + s]] == 0)
    remove_group (board, board->group[point + s], captured);
  return TG_MOVE_OK;
}

/* Recomputes every group after a stone left the board in setup, since
 * that may split a group; setup is rare enough for a full pass. */
static void
rebuild_groups (TgBoard *board)
{
  guint8 colors[TG_MAX_POINTS];

  memcpy (colors, board->color, board->n_cells);
  board->count[0] = board->count[1] = 0;
  board->hash = 0;
  for (guint i = 0; i < board->n_cells; i++)
    if (is_stone (board->color[i]))
      {
        board->color[i] = TG_EMPTY;
        board->group[i] = (guint16) i;
      }
  for (guint i = 0; i < board->n_cells; i++)
    if (is_stone (colors[i]))
      place_stone (board, colors[i], (TgPoint) i);
}

void
tg_board_set (TgBoard *board,
              TgPoint  point,
              TgColor  color)
{
  g_return_if_fail (tg_board_is_on_board (board, point));
  g_return_if_fail (color == TG_EMPTY || color == TG_BLACK || color == TG_WHITE);

  if (board->color[point] == color)
    return;
  if (board->color[point] == TG_EMPTY)
    {
      place_stone (board, color, point);
      return;
    }
  board->color[point] = (guint8) color;
  rebuild_groups (board);
}

static inline gboolean
own_or_edge (guint8  c,
             TgColor color)
{
  return c == color || c == TG_OFFBOARD;
}

gboolean
tg_board_is_eye (const TgBoard *board,
                 TgPoint        point,
                 TgColor        color)
{
  const TgPoint s = (TgPoint) board->stride;
  const TgPoint diagonals[4] = { point - s - 1, point - s + 1, point + s - 1, point + s + 1 };
  TgColor other = TG_OTHER (color);
  guint n_other = 0;
  guint n_edge = 0;

  if (!point_in_array (board, point) || board->color[point] != TG_EMPTY)
    return FALSE;
  if (!own_or_edge (board->color[point - s], color)
      || !own_or_edge (board->color[point - 1], color)
      || !own_or_edge (board->color[point + 1], color)
      || !own_or_edge (board->color[point + s], color))
    return FALSE;

  for (guint i = 0; i < 4; i++)
    {
      guint8 c = board->color[diagonals[i]];

      n_other += c == other;
      n_edge += c == TG_OFFBOARD;
    }
  /* In the middle one opposing diagonal leaves a true eye; on the edge or
   * in the corner there is no diagonal to spare. */
  return n_other + (n_edge > 0) < 2;
}

guint
tg_board_get_star_points (const TgBoard *board,
                          GArray        *points)
{
  guint size = board->size;
  guint lines[3];
  guint near;
  guint n = 0;

  /* Spec §1: none below 7; the 3rd line below 13, the 4th from 13; the
   * centre on odd sizes; the sides on odd sizes above 13 (the spec lists
   * 13×13 as D4 K4 G7 D10 K10, without sides). */
  if (size < 7)
    return 0;
  near = size < 13 ? 2 : 3;
  lines[0] = near;
  lines[1] = size / 2;
  lines[2] = size - 1 - near;
  for (guint j = 0; j < 3; j++)
    for (guint i = 0; i < 3; i++)
      {
        guint on_middle = (i == 1) + (j == 1);

        if (on_middle == 0 || (size % 2 == 1 && (on_middle == 2 || size > 13)))
          {
            TgPoint p = tg_board_point (board, lines[i], lines[j]);

            g_array_append_val (points, p);
            n++;
          }
      }
  return n;
}
