/* tg-estimate-seki.c: sekis without eyes, found by counting liberties.
 *
 * The playouts keep most sekis standing, since filling a shared liberty
 * is a self-atari they refuse.  What they cannot judge is a seki one move
 * away: a chain whose every liberty it shares with one opposing chain
 * that has a single liberty more.  The chain's owner, moving first,
 * fills that last outside liberty and the two stand in seki; the
 * opponent, moving first, fills a shared liberty and wins the race,
 * unless taking the chain leaves it one eye and nothing else.  Playouts
 * let either side move first, so the chain loses about half of them,
 * while the rules say who moves first: the player to move (spec §5.2).
 * A few moves are played out on copies of the board; nothing is read
 * deeper.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-estimate.h"
#include "tg-estimate-private.h"

#include <string.h>

enum
{
  MARK_NONE,
  MARK_LIBERTY,   /* a liberty of the chain examined */
  MARK_PARTNER,   /* a stone of the opposing chain examined */
  MARK_SEEN,      /* a stone of an opposing chain that is no partner */
};

/* Marks the empty points next to @stones with MARK_LIBERTY and stores
 * them in @liberties; returns how many. */
static guint
mark_liberties (const Geometry *g,
                const TgBoard  *board,
                const GArray   *stones,
                guint8         *mark,
                TgPoint        *liberties)
{
  guint n = 0;

  for (guint k = 0; k < stones->len; k++)
    FOREACH_NEIGHBOUR (g, g_array_index (stones, TgPoint, k), nb,
      if (tg_board_get (board, nb) == TG_EMPTY && mark[nb] == MARK_NONE)
        {
          mark[nb] = MARK_LIBERTY;
          liberties[n++] = nb;
        });
  return n;
}

/* Whether every one of the @n_liberties points touches a MARK_PARTNER
 * stone. */
static gboolean
all_shared (const Geometry *g,
            const guint8   *mark,
            const TgPoint  *liberties,
            guint           n_liberties)
{
  for (guint i = 0; i < n_liberties; i++)
    {
      gboolean shared = FALSE;

      FOREACH_NEIGHBOUR (g, liberties[i], nb, shared |= mark[nb] == MARK_PARTNER);
      if (!shared)
        return FALSE;
    }
  return TRUE;
}

/* Whether playing @color at @point on @board is a self-atari that
 * captures nothing, or illegal: a move neither side of a seki makes. */
static gboolean
approach_fails (const TgBoard *board,
                TgColor        color,
                TgPoint        point,
                TgBoard       *scratch,
                GArray        *captured)
{
  tg_board_copy_into (scratch, board);
  g_array_set_size (captured, 0);
  return tg_board_play (scratch, color, point, captured) != TG_MOVE_OK
         || (captured->len == 0 && tg_board_get_liberties (scratch, point) < 2);
}

/* Whether no opposing chain next to @stones is in atari: a seki's
 * chains gain no liberty by capturing. */
static gboolean
nothing_to_capture (const Geometry *g,
                    const TgBoard  *board,
                    const GArray   *stones)
{
  for (guint k = 0; k < stones->len; k++)
    {
      TgPoint p = g_array_index (stones, TgPoint, k);
      TgColor other = TG_OTHER (tg_board_get (board, p));

      FOREACH_NEIGHBOUR (g, p, nb,
        if (tg_board_get (board, nb) == other && tg_board_get_liberties (board, nb) < 2)
          return FALSE);
    }
  return TRUE;
}

/* Whether @chain and @partner stand in seki on @board after @color's
 * move at @fill (TG_PASS: none), which must itself be safe: legal,
 * capturing nothing, not a self-atari.  Neither side may fill any of the
 * @n_liberties shared liberties, which may join other chains with
 * liberties to spare (hence each is tried rather than counted), nor
 * capture a neighbour for more liberties. */
static gboolean
stands_in_seki (const Geometry *g,
                const TgBoard  *board,
                TgColor         color,
                TgPoint         fill,
                const TgPoint  *liberties,
                guint           n_liberties,
                const GArray   *chain,
                const GArray   *partner)
{
  g_autoptr(TgBoard) position = tg_board_copy (board);
  g_autoptr(TgBoard) scratch = tg_board_copy (board);
  g_autoptr(GArray) captured = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  if (fill != TG_PASS
      && (tg_board_play (position, color, fill, captured) != TG_MOVE_OK
          || captured->len > 0 || tg_board_get_liberties (position, fill) < 2))
    return FALSE;
  for (guint i = 0; i < n_liberties; i++)
    if (!approach_fails (position, color, liberties[i], scratch, captured)
        || !approach_fails (position, TG_OTHER (color), liberties[i], scratch, captured))
      return FALSE;
  return nothing_to_capture (g, position, chain) && nothing_to_capture (g, position, partner);
}

/* How many liberties the MARK_PARTNER chain @partner has that are not
 * marked, counting no further than two; @outside receives the first. */
static guint
outside_liberties (const Geometry *g,
                   const TgBoard  *board,
                   const guint8   *mark,
                   const GArray   *partner,
                   TgPoint        *outside)
{
  guint n = 0;

  for (guint k = 0; k < partner->len; k++)
    FOREACH_NEIGHBOUR (g, g_array_index (partner, TgPoint, k), lib,
      if (tg_board_get (board, lib) == TG_EMPTY && mark[lib] == MARK_NONE
          && (n == 0 || lib != *outside))
        {
          if (++n == 2)
            return 2;
          *outside = lib;
        });
  return n;
}

/* Whether @color, whose chain shares the @n_liberties liberties with an
 * opposing chain that has no others, and has one more at @outside, wins
 * the race moving first: it fills a shared liberty, the opponent fills
 * @outside, and it captures at the last shared liberty with liberties to
 * spare.  With three shared liberties or more it cannot: the opponent
 * fills @outside and the seki stands.  Capturing a single stone may
 * leave the captor with one eye and nothing else, which is why the
 * capture is played out. */
static gboolean
race_wins (const TgBoard *board,
           TgColor        color,
           TgPoint        outside,
           const TgPoint *liberties,
           guint          n_liberties)
{
  g_autoptr(TgBoard) position = NULL;
  g_autoptr(GArray) captured = NULL;

  if (n_liberties != 2)
    return FALSE;
  position = tg_board_copy (board);
  captured = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  for (guint first = 0; first < 2; first++)
    {
      TgPoint last = liberties[1 - first];

      tg_board_copy_into (position, board);
      if (tg_board_play (position, color, liberties[first], NULL) == TG_MOVE_OK
          && tg_board_play (position, TG_OTHER (color), outside, NULL) == TG_MOVE_OK
          && tg_board_get (position, liberties[first]) == color)
        {
          g_array_set_size (captured, 0);
          if (tg_board_play (position, color, last, captured) == TG_MOVE_OK
              && captured->len > 0 && tg_board_get_liberties (position, last) >= 2)
            return TRUE;
        }
    }
  return FALSE;
}

gboolean
tg_estimate_in_seki (const TgBoard *board,
                     TgPoint        stone,
                     TgColor        to_move,
                     TgPoint       *partner,
                     TgPoint       *fill)
{
  Geometry g;
  guint8 mark[TG_MAX_POINTS];
  TgPoint liberties[TG_MAX_POINTS];
  TgPoint candidates[4];
  TgColor color = tg_board_get (board, stone);
  g_autoptr(GArray) chain = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  g_autoptr(GArray) other = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint n_liberties, n_candidates = 0;

  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, FALSE);

  geometry_init (&g, board);
  memset (mark, MARK_NONE, g.n_cells);
  tg_board_get_group (board, stone, chain);
  n_liberties = mark_liberties (&g, board, chain, mark, liberties);
  if (n_liberties < 2)
    return FALSE;

  /* The partner touches every liberty, so the first one's opposing
   * neighbours are the only candidates. */
  FOREACH_NEIGHBOUR (&g, liberties[0], nb,
    if (tg_board_get (board, nb) == TG_OTHER (color))
      candidates[n_candidates++] = nb);
  for (guint c = 0; c < n_candidates; c++)
    {
      TgPoint outside = TG_PASS;
      guint n_outside;

      if (mark[candidates[c]] != MARK_NONE)
        continue;
      g_array_set_size (other, 0);
      tg_board_get_group (board, candidates[c], other);
      for (guint k = 0; k < other->len; k++)
        mark[g_array_index (other, TgPoint, k)] = MARK_PARTNER;
      if (all_shared (&g, mark, liberties, n_liberties))
        {
          /* No liberty outside is a seki already; one is a seki once the
           * chain's owner fills it, unless the partner, moving first,
           * wins the race instead. */
          n_outside = outside_liberties (&g, board, mark, other, &outside);
          if ((n_outside == 0
               || (n_outside == 1
                   && (color == to_move
                       || !race_wins (board, TG_OTHER (color), outside, liberties, n_liberties))))
              && stands_in_seki (&g, board, color, outside, liberties, n_liberties, chain, other))
            {
              if (partner != NULL)
                *partner = candidates[c];
              if (fill != NULL)
                *fill = outside;
              return TRUE;
            }
        }
      for (guint k = 0; k < other->len; k++)
        mark[g_array_index (other, TgPoint, k)] = MARK_SEEN;
    }
  return FALSE;
}
