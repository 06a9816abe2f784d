/* tg-estimate.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-estimate.h"
#include "tg-estimate-private.h"

#include <string.h>

/* xoshiro-style generators are overkill here; xorshift64* seeded through
 * splitmix64 passes the tests that matter for choosing moves, lives on the
 * stack and makes every estimate reproducible from its seed. */
typedef struct
{
  guint64 state;
} Rng;

static void
rng_init (Rng     *rng,
          guint64  seed)
{
  guint64 z = seed + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15);

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  z ^= z >> 31;
  rng->state = z != 0 ? z : 1;
}

/* Uniform in [0, n) by multiply-shift, without a division. */
static inline guint
rng_below (Rng   *rng,
           guint  n)
{
  guint64 x = rng->state;

  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  rng->state = x;
  return (guint) (((x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d)) >> 32) * n >> 32);
}

/* The empty points a playout may still use, with each one's index so
 * that any point can be taken out in O(1). */
typedef struct
{
  TgPoint points[TG_MAX_POINTS];
  gint16 index[TG_MAX_POINTS];
  guint n;
} MoveList;

static inline void
move_list_swap (MoveList *list,
                guint     i,
                guint     j)
{
  TgPoint t = list->points[i];

  list->points[i] = list->points[j];
  list->points[j] = t;
  list->index[list->points[i]] = (gint16) i;
  list->index[list->points[j]] = (gint16) j;
}

static inline void
move_list_remove (MoveList *list,
                  TgPoint   point)
{
  gint16 i = list->index[point];

  if (i < 0)
    return;
  move_list_swap (list, (guint) i, list->n - 1);
  list->index[point] = -1;
  list->n--;
}

static inline void
move_list_add (MoveList *list,
               TgPoint   point)
{
  list->points[list->n] = point;
  list->index[point] = (gint16) list->n++;
}

/* Everything the playouts share, built once per estimate. */
typedef struct
{
  Geometry g;
  TgBoard *start;                   /* pass-dead stones removed */
  TgBoard *work[2];
  GArray *captured;
  GArray *stones;
  MoveList list;
  /* +1 / −1 on the points of pass-alive territory, which no playout
   * touches: their owner is known, and random moves there could only
   * spoil eyes that are proved to be eyes. */
  gint8 fixed[TG_MAX_POINTS];
  TgPoint moves[TG_MAX_POINTS];     /* the empty points playouts may use */
  guint n_moves;
  /* The point the player to move may not retake a ko at, or TG_PASS.
   * Without it the capture replies below retake a ko back and forth
   * until the move limit, which then decides the group. */
  TgPoint ko;
} Playouts;

static inline gint
sign_of (TgColor color)
{
  return color == TG_BLACK ? 1 : color == TG_WHITE ? -1 : 0;
}

static void
playouts_init (Playouts       *po,
               const TgBoard  *board,
               const TgSafety *safety[2])
{
  geometry_init (&po->g, board);
  po->start = tg_board_copy (board);
  memset (po->fixed, 0, sizeof po->fixed);
  for (guint n = 0; n < po->g.n_points; n++)
    {
      TgPoint p = tg_board_nth_point (board, n);

      for (guint c = 0; c < 2; c++)
        if (safety[c][n] == TG_SAFETY_TERRITORY)
          {
            po->fixed[p] = (gint8) sign_of ((TgColor) (c + 1));
            if (tg_board_get (board, p) != TG_EMPTY)
              tg_board_set (po->start, p, TG_EMPTY);
          }
    }
  po->n_moves = 0;
  for (guint n = 0; n < po->g.n_points; n++)
    {
      TgPoint p = tg_board_nth_point (board, n);

      if (po->fixed[p] == 0 && tg_board_get (po->start, p) == TG_EMPTY)
        po->moves[po->n_moves++] = p;
    }
  po->work[0] = tg_board_copy (po->start);
  po->work[1] = tg_board_copy (po->start);
  po->captured = g_array_sized_new (FALSE, FALSE, sizeof (TgPoint), 64);
  po->stones = g_array_sized_new (FALSE, FALSE, sizeof (TgPoint), 64);
}

static void
playouts_clear (Playouts *po)
{
  tg_board_free (po->start);
  tg_board_free (po->work[0]);
  tg_board_free (po->work[1]);
  g_array_unref (po->captured);
  g_array_unref (po->stones);
}

/* The liberties of the group at @point, counting no further than two. */
static guint
group_liberties (const Geometry *g,
                 const TgBoard  *board,
                 TgPoint         point,
                 GArray         *stones,
                 TgPoint        *liberty)
{
  guint n_libs = 0;

  g_array_set_size (stones, 0);
  tg_board_get_group (board, point, stones);
  for (guint k = 0; k < stones->len; k++)
    FOREACH_NEIGHBOUR (g, g_array_index (stones, TgPoint, k), nb,
      if (tg_board_get (board, nb) == TG_EMPTY && (n_libs == 0 || nb != *liberty))
        {
          if (++n_libs == 2)
            return 2;
          *liberty = nb;
        });
  return n_libs;
}

/* Plays @color at @point unless it is illegal, fills the player's own eye
 * or is a self-atari of two or more stones.  The self-atari rule is what
 * keeps sekis standing: filling a shared liberty is exactly such a move.
 * A lone stone may still throw in, so that nakade and eye-stealing stay
 * possible. */
static gboolean
try_move (Playouts  *po,
          TgBoard  **cur,
          TgBoard  **scratch,
          MoveList  *list,
          TgColor    color,
          TgPoint    point)
{
  const Geometry *g = &po->g;
  guint n_empty = 0;
  gboolean has_friend = FALSE;

  if (list->index[point] < 0 || point == po->ko || tg_board_is_eye (*cur, point, color))
    return FALSE;
  FOREACH_NEIGHBOUR (g, point, nb,
    TgColor c = tg_board_get (*cur, nb);
    n_empty += c == TG_EMPTY;
    has_friend |= c == color);

  g_array_set_size (po->captured, 0);
  if (n_empty >= 2)
    {
      /* Two empty neighbours: legal and no self-atari, without a test. */
      tg_board_play (*cur, color, point, po->captured);
    }
  else
    {
      TgBoard *t;

      tg_board_copy_into (*scratch, *cur);
      if (tg_board_play (*scratch, color, point, po->captured) != TG_MOVE_OK)
        return FALSE;
      if (has_friend && tg_board_get_liberties (*scratch, point) < 2)
        return FALSE;
      t = *cur;
      *cur = *scratch;
      *scratch = t;
    }
  move_list_remove (list, point);
  for (guint j = 0; j < po->captured->len; j++)
    move_list_add (list, g_array_index (po->captured, TgPoint, j));
  po->ko = TG_PASS;
  if (po->captured->len == 1 && !has_friend && n_empty == 0)
    {
      TgPoint taken = g_array_index (po->captured, TgPoint, 0);
      TgPoint liberty;

      if (group_liberties (g, *cur, point, po->stones, &liberty) == 1 && liberty == taken)
        po->ko = taken;
    }
  return TRUE;
}

/* The replies even a weak player never misses: take a group the last
 * move left in atari, or save one's own group it put in atari by
 * extending to two liberties or more. */
static TgPoint
try_reply (Playouts  *po,
           TgBoard  **cur,
           TgBoard  **scratch,
           MoveList  *list,
           TgColor    color,
           TgPoint    last)
{
  const Geometry *g = &po->g;
  TgPoint liberty;

  if (group_liberties (g, *cur, last, po->stones, &liberty) == 1
      && try_move (po, cur, scratch, list, color, liberty))
    return liberty;

  FOREACH_NEIGHBOUR (g, last, nb,
    if (tg_board_get (*cur, nb) == color
        && group_liberties (g, *cur, nb, po->stones, &liberty) == 1
        && try_move (po, cur, scratch, list, color, liberty))
      return liberty);
  return TG_PASS;
}

/* One light playout from the start position until both sides pass: the
 * replies above, otherwise a uniformly random acceptable move.  No
 * superko: a ko fight simply runs into the move limit. */
static void
playout (Playouts *po,
         TgColor   color,
         Rng      *rng,
         gint     *sum)
{
  const Geometry *g = &po->g;
  MoveList *list = &po->list;
  TgBoard *cur = po->work[0];
  TgBoard *scratch = po->work[1];
  guint max_moves = 3 * g->n_points;
  guint passes = 0;
  TgPoint last = TG_PASS;

  for (guint i = 0; i < g->n_cells; i++)
    list->index[i] = -1;
  list->n = 0;
  for (guint i = 0; i < po->n_moves; i++)
    move_list_add (list, po->moves[i]);
  tg_board_copy_into (cur, po->start);
  po->ko = TG_PASS;

  for (guint m = 0; passes < 2 && m < max_moves; m++, color = TG_OTHER (color))
    {
      TgPoint played = TG_PASS;
      guint k;

      if (last != TG_PASS)
        played = try_reply (po, &cur, &scratch, list, color, last);
      k = played == TG_PASS ? list->n : 0;
      while (k > 0)
        {
          guint i = rng_below (rng, k);
          TgPoint p = list->points[i];

          /* Untried candidates stay in points[0, k). */
          move_list_swap (list, i, --k);
          if (try_move (po, &cur, &scratch, list, color, p))
            {
              played = p;
              break;
            }
        }
      if (played == TG_PASS)
        po->ko = TG_PASS;
      passes = played == TG_PASS ? passes + 1 : 0;
      last = played;
    }

  for (guint n = 0; n < g->n_points; n++)
    {
      TgPoint p = tg_board_nth_point (cur, n);
      TgColor c = tg_board_get (cur, p);

      if (po->fixed[p] != 0)
        sum[n] += po->fixed[p];
      else if (c != TG_EMPTY)
        sum[n] += sign_of (c);
      else
        {
          gboolean seen[4] = { FALSE, };

          FOREACH_NEIGHBOUR (g, p, nb, seen[tg_board_get (cur, nb)] = TRUE);
          if (seen[TG_BLACK] != seen[TG_WHITE])
            sum[n] += seen[TG_BLACK] ? 1 : -1;
        }
    }
}

static void
compute_safety (const TgBoard *board,
                TgSafety      *safety[2])
{
  for (guint c = 0; c < 2; c++)
    tg_estimate_pass_alive (board, (TgColor) (c + 1), safety[c]);
}

static void
run_playouts (const TgBoard  *board,
              const TgSafety *safety[2],
              TgColor         to_move,
              guint64         seed,
              guint           playouts,
              double         *ownership)
{
  Playouts po;
  Rng rng;
  g_autofree gint *sum = NULL;

  playouts_init (&po, board, safety);
  rng_init (&rng, seed);
  sum = g_new0 (gint, po.g.n_points);
  /* Alternating who starts keeps the tempo from tilting close fights. */
  for (guint i = 0; i < playouts; i++)
    playout (&po, i % 2 == 0 ? to_move : TG_OTHER (to_move), &rng, sum);
  for (guint n = 0; n < po.g.n_points; n++)
    ownership[n] = playouts > 0 ? (double) sum[n] / playouts : 0.0;
  playouts_clear (&po);
}

void
tg_estimate_ownership (const TgBoard *board,
                       TgColor        to_move,
                       guint64        seed,
                       guint          playouts,
                       double        *ownership)
{
  guint n_points;
  g_autofree TgSafety *black = NULL;
  g_autofree TgSafety *white = NULL;
  TgSafety *safety[2];

  g_return_if_fail (board != NULL && ownership != NULL);
  g_return_if_fail (to_move == TG_BLACK || to_move == TG_WHITE);

  n_points = tg_board_get_n_points (board);
  safety[0] = black = g_new0 (TgSafety, n_points);
  safety[1] = white = g_new0 (TgSafety, n_points);
  compute_safety (board, safety);
  run_playouts (board, (const TgSafety **) safety, to_move, seed, playouts, ownership);
}

/* Two distinct eye points next to the chain: alive whatever the
 * playouts say. */
static gboolean
has_two_eyes (const Geometry *g,
              const TgBoard  *board,
              const TgPoint  *stones,
              guint           n_stones,
              TgColor         color)
{
  TgPoint eyes[2];
  guint n_eyes = 0;

  for (guint k = 0; k < n_stones; k++)
    FOREACH_NEIGHBOUR (g, stones[k], nb,
      if ((n_eyes == 0 || eyes[0] != nb) && tg_board_is_eye (board, nb, color))
        {
          eyes[n_eyes++] = nb;
          if (n_eyes == 2)
            return TRUE;
        });
  return FALSE;
}

/* The thresholds below were tuned on the counted games of the AI corpus
 * against GNU Go's verdicts (build-aux/bench-estimate.sh).  Survival is
 * the mean ownership of a chain's stones from its owner's side; lean the
 * mean ownership of empty points around it, from the same side.
 *
 * A chain that survives at least this often is never made dead by a
 * lean: what keeps sekis and groups with open borders alive. */
#define CLEARLY_ALIVE 0.9
/* A chain that survives less often than this is lost whatever its
 * surroundings say.  One that survives about half the playouts is in a
 * fight still open, which whoever moves there first wins: only a closed
 * enclosure's lean may make it dead. */
#define CLEARLY_LOST (-0.2)
/* An enclosure leaning at least this much to the opponent is the
 * opponent's territory, when it is closed: when no chain in it is
 * clearly alive and no opposing chain around it is clearly lost (lost
 * stones cut into a group make the points around it lean their way in
 * the playouts where they live on).  In an unfinished game one spans
 * half the board. */
#define ENCLOSURE_LEAN (-0.1)
/* Otherwise, in a closed enclosure, only the empty points within this
 * many steps of the chain count, and both the lean and the survival must
 * be clearer. */
#define LOCAL_STEPS 3
#define LOCAL_LEAN (-0.3)
#define LOCAL_SURVIVAL 0.5
/* The chains that the move making a seki joins must survive this often:
 * alive, if not as clearly as CLEARLY_ALIVE asks of a whole group. */
#define FILL_SURVIVAL 0.5

/* The chains of both colours, labelled as the board's groups are. */
typedef struct
{
  gint16 id[TG_MAX_POINTS];          /* chain of each cell, -1 if none */
  TgPoint cells[TG_MAX_POINTS];
  guint first[TG_MAX_POINTS + 1];
  guint n;
} Chains;

static void
chains_init (Chains         *chains,
             const Geometry *g,
             const TgBoard  *board)
{
  guint8 kind[TG_MAX_POINTS];

  for (guint i = 0; i < g->n_cells; i++)
    {
      TgColor c = tg_board_get (board, (TgPoint) i);

      kind[i] = c == TG_BLACK || c == TG_WHITE ? (guint8) c : 0;
    }
  chains->n = tg_estimate_label_sets (g, kind, chains->id, chains->cells, chains->first);
}

static inline guint
chain_size (const Chains *chains,
            guint         id)
{
  return chains->first[id + 1] - chains->first[id];
}

/* Whether @color's stone at @fill joins chains of @color, every one of
 * them alive: the move that makes a seki must not hand the opponent
 * another chain to capture. */
static gboolean
fill_joins_living (const Geometry *g,
                   const TgBoard  *board,
                   const Chains   *chains,
                   const double   *survival,
                   const gboolean *protected,
                   TgColor         color,
                   TgPoint         fill)
{
  gboolean joins = FALSE;

  FOREACH_NEIGHBOUR (g, fill, nb,
    gint16 id = chains->id[nb];
    if (tg_board_get (board, nb) != color)
      continue;
    if (!protected[id] && survival[id] < FILL_SURVIVAL)
      return FALSE;
    joins = TRUE);
  return joins;
}

/* Whether an opposing chain next to the enclosure (the @n cells in
 * @cells, marked @mark in @seen) has all its liberties inside it or in
 * its own eyes. */
static gboolean
borders_seki (const Geometry *g,
              const TgBoard  *board,
              const Chains   *chains,
              const gint16   *seen,
              gint16          mark,
              const TgPoint  *cells,
              guint           n)
{
  TgColor color = tg_board_get (board, cells[0]);
  TgColor other = TG_OTHER (color);

  for (guint k = 0; k < n; k++)
    {
      if (chains->id[cells[k]] >= 0)
        continue;
      FOREACH_NEIGHBOUR (g, cells[k], nb,
        gboolean outside = FALSE;
        gint16 id = chains->id[nb];
        if (tg_board_get (board, nb) != other)
          continue;
        for (guint j = chains->first[id]; j < chains->first[id + 1] && !outside; j++)
          FOREACH_NEIGHBOUR (g, chains->cells[j], lib,
            outside |= tg_board_get (board, lib) == TG_EMPTY && seen[lib] != mark
                       && !tg_board_is_eye (board, lib, other));
        if (!outside)
          return TRUE);
    }
  return FALSE;
}

/* The lean of the empty points within LOCAL_STEPS steps of chain @id,
 * walking through empty points only. */
static double
local_lean (const Geometry *g,
            const TgBoard  *board,
            const double   *ownership,
            const Chains   *chains,
            guint           id)
{
  guint8 depth[TG_MAX_POINTS];
  TgPoint queue[TG_MAX_POINTS];
  TgColor color = tg_board_get (board, chains->cells[chains->first[id]]);
  guint n = 0, n_empty = 0;
  double lean = 0.0;

  memset (depth, 0xff, g->n_cells);
  for (guint k = chains->first[id]; k < chains->first[id + 1]; k++)
    {
      depth[chains->cells[k]] = 0;
      queue[n++] = chains->cells[k];
    }
  for (guint top = 0; top < n; top++)
    {
      TgPoint p = queue[top];

      if (depth[p] >= LOCAL_STEPS)
        continue;
      FOREACH_NEIGHBOUR (g, p, nb,
        if (depth[nb] == 0xff && tg_board_get (board, nb) == TG_EMPTY)
          {
            depth[nb] = depth[p] + 1;
            queue[n++] = nb;
            lean += ownership[nth_of (g, nb)];
            n_empty++;
          });
    }
  return n_empty > 0 ? lean * sign_of (color) / n_empty : 0.0;
}

/* Chains that are one group in the players' eyes: those of one colour
 * reachable from each other through empty points and their own stones,
 * an enclosure.  Random playouts let an invader live too often in a big
 * territory, but the empty points around it still lean clearly to the
 * owner: so a chain is a dead candidate when it clearly loses the
 * playouts, or when it is not clearly alive and its closed enclosure's
 * empty points lean to the opponent.  Dead stones are removed together, so the enclosure then
 * votes by stones, and its verdict applies to every chain in it that is
 * not protected. */
static void
settle_enclosures (const Geometry *g,
                   const TgBoard  *board,
                   const double   *ownership,
                   const Chains   *chains,
                   const double   *survival,
                   const gboolean *protected,
                   gboolean       *dead)
{
  gint16 seen[TG_MAX_POINTS];
  TgPoint queue[TG_MAX_POINTS];
  guint members[TG_MAX_POINTS];
  g_autofree gboolean *decided = g_new0 (gboolean, chains->n + 1);
  g_autofree gboolean *candidate = g_new0 (gboolean, chains->n + 1);

  for (guint i = 0; i < g->n_cells; i++)
    seen[i] = -1;
  for (guint id = 0; id < chains->n; id++)
    {
      TgPoint start = chains->cells[chains->first[id]];
      TgColor color = tg_board_get (board, start);
      guint n = 0, n_members = 0, n_empty = 0;
      guint stones = 0, dead_stones = 0;
      double lean = 0.0;
      gboolean all_shared = TRUE;
      gboolean closed, verdict;

      if (decided[id])
        continue;
      queue[n++] = start;
      seen[start] = (gint16) id;
      for (guint top = 0; top < n; top++)
        FOREACH_NEIGHBOUR (g, queue[top], nb,
          TgColor c = tg_board_get (board, nb);
          if (seen[nb] != (gint16) id && (c == color || c == TG_EMPTY))
            {
              seen[nb] = (gint16) id;
              queue[n++] = nb;
            });

      for (guint k = 0; k < n; k++)
        if (chains->id[queue[k]] < 0)
          {
            gboolean touches_other = FALSE;

            FOREACH_NEIGHBOUR (g, queue[k], nb,
              touches_other |= tg_board_get (board, nb) == TG_OTHER (color));
            all_shared &= touches_other;
            lean += ownership[nth_of (g, queue[k])];
            n_empty++;
          }
      lean = n_empty > 0 ? lean * sign_of (color) / n_empty : 0.0;
      closed = TRUE;
      for (guint k = 0; k < n; k++)
        FOREACH_NEIGHBOUR (g, queue[k], nb,
          gint16 other = chains->id[nb];
          if (tg_board_get (board, nb) == TG_OTHER (color))
            closed &= protected[other] || survival[other] >= CLEARLY_LOST);
      for (guint k = 0; k < n; k++)
        {
          gint16 other = chains->id[queue[k]];

          if (other >= 0 && (protected[other] || survival[other] >= CLEARLY_ALIVE))
            closed = FALSE;
        }
      /* In a seki the enclosure holds only shared liberties, and the
       * opposing group has no liberty elsewhere: the lean there says only
       * how often the surroundings collapsed in the playouts. */
      if (all_shared && borders_seki (g, board, chains, seen, (gint16) id, queue, n))
        lean = 0.0;

      for (guint k = 0; k < n; k++)
        {
          gint16 other = chains->id[queue[k]];
          guint size;

          if (other < 0 || decided[other])
            continue;
          decided[other] = TRUE;
          members[n_members++] = (guint) other;
          size = chain_size (chains, (guint) other);
          stones += size;
          if (protected[other])
            continue;
          if (survival[other] < CLEARLY_LOST
              || (closed && survival[other] < CLEARLY_ALIVE && lean <= ENCLOSURE_LEAN)
              || (closed && survival[other] < LOCAL_SURVIVAL
                  && local_lean (g, board, ownership, chains, (guint) other) <= LOCAL_LEAN))
            {
              candidate[other] = TRUE;
              dead_stones += size;
            }
        }
      /* In a closed enclosure the vote may spare a candidate or take
       * along the other chains; an open one (in an unfinished game, half
       * the board) is no unit, and each chain stands alone. */
      verdict = 2 * dead_stones > stones;
      for (guint k = 0; k < n_members; k++)
        dead[members[k]] = closed ? verdict : candidate[members[k]];
    }
}

TgPointSet *
tg_estimate_dead (const TgBoard   *board,
                  TgColor          to_move,
                  guint64          seed,
                  guint            playouts,
                  TgEstimateStats *stats)
{
  Geometry g;
  g_autofree TgSafety *black = NULL;
  g_autofree TgSafety *white = NULL;
  g_autofree double *ownership = NULL;
  g_autofree Chains *chains = NULL;
  g_autofree gboolean *protected = NULL;
  g_autofree gboolean *dead = NULL;
  g_autofree gboolean *pass_dead = NULL;
  g_autofree double *survival = NULL;
  TgSafety *safety[2];
  TgEstimateStats st = { 0, };
  TgPointSet *set;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (to_move == TG_BLACK || to_move == TG_WHITE, NULL);

  if (playouts == 0)
    playouts = TG_ESTIMATE_DEFAULT_PLAYOUTS;
  geometry_init (&g, board);
  safety[0] = black = g_new0 (TgSafety, g.n_points);
  safety[1] = white = g_new0 (TgSafety, g.n_points);
  ownership = g_new0 (double, g.n_points);
  compute_safety (board, safety);
  run_playouts (board, (const TgSafety **) safety, to_move, seed, playouts, ownership);
  st.playouts = playouts;

  chains = g_new (Chains, 1);
  chains_init (chains, &g, board);
  protected = g_new0 (gboolean, chains->n + 1);
  dead = g_new0 (gboolean, chains->n + 1);
  pass_dead = g_new0 (gboolean, chains->n + 1);
  survival = g_new0 (double, chains->n + 1);
  for (guint id = 0; id < chains->n; id++)
    {
      const TgPoint *stones = chains->cells + chains->first[id];
      guint n_stones = chain_size (chains, id);
      TgColor color = tg_board_get (board, stones[0]);
      guint first = nth_of (&g, stones[0]);
      double mean = 0.0;

      for (guint k = 0; k < n_stones; k++)
        mean += ownership[nth_of (&g, stones[k])];
      survival[id] = mean * sign_of (color) / n_stones;

      protected[id] = safety[color - 1][first] == TG_SAFETY_ALIVE
                      || has_two_eyes (&g, board, stones, n_stones, color);
      pass_dead[id] = safety[2 - color][first] == TG_SAFETY_TERRITORY;
      if (safety[color - 1][first] == TG_SAFETY_ALIVE)
        st.pass_alive += n_stones;
    }

  /* Sekis the playouts cannot settle: both chains stand. */
  for (guint id = 0; id < chains->n; id++)
    {
      TgPoint stone = chains->cells[chains->first[id]];
      TgPoint partner, fill;

      if (!protected[id]
          && tg_estimate_in_seki (board, stone, to_move, &partner, &fill)
          && (fill == TG_PASS
              || fill_joins_living (&g, board, chains, survival, protected,
                                    tg_board_get (board, stone), fill)))
        protected[id] = protected[chains->id[partner]] = TRUE;
    }

  settle_enclosures (&g, board, ownership, chains, survival, protected, dead);

  set = tg_point_set_new ();
  for (guint id = 0; id < chains->n; id++)
    {
      const TgPoint *stones = chains->cells + chains->first[id];
      guint n_stones = chain_size (chains, id);

      if (pass_dead[id])
        st.pass_dead += n_stones;
      if (!dead[id] && !pass_dead[id])
        continue;
      st.dead += n_stones;
      for (guint k = 0; k < n_stones; k++)
        tg_point_set_add (set, stones[k]);
    }
  if (stats != NULL)
    *stats = st;
  return set;
}
