/* tg-estimate-benson.c: unconditional life (Benson's algorithm), the
 * part of the estimate that is proof rather than statistics.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-estimate.h"
#include "tg-estimate-private.h"

#include <string.h>

guint
tg_estimate_label_sets (const Geometry *g,
                        const guint8   *kind,
                        gint16         *label,
                        TgPoint        *cells,
                        guint          *first)
{
  guint n_sets = 0;
  guint n = 0;

  for (guint i = 0; i < g->n_cells; i++)
    label[i] = -1;

  for (guint i = 0; i < g->n_cells; i++)
    {
      if (kind[i] == 0 || label[i] >= 0)
        continue;
      /* The cells array doubles as the flood's queue. */
      first[n_sets] = n;
      label[i] = (gint16) n_sets;
      cells[n++] = (TgPoint) i;
      for (guint top = first[n_sets]; top < n; top++)
        FOREACH_NEIGHBOUR (g, cells[top], nb,
          if (kind[nb] == kind[i] && label[nb] < 0)
            {
              label[nb] = (gint16) n_sets;
              cells[n++] = nb;
            });
      n_sets++;
    }
  first[n_sets] = n;
  return n_sets;
}

typedef struct
{
  guint16 region;
  guint16 chain;
  gboolean vital;
} Adjacency;

/* Benson's algorithm: start with every chain of @color alive and every
 * region (maximal connected set of points without @color's stones)
 * healthy; a region is vital to a chain when all its empty points are the
 * chain's liberties.  Repeatedly drop chains with fewer than two vital
 * healthy regions and regions bordering a dropped chain.  What remains
 * cannot be captured even if @color always passes. */
void
tg_estimate_pass_alive (const TgBoard *board,
                        TgColor        color,
                        TgSafety      *safety)
{
  Geometry g;
  guint8 is_chain[TG_MAX_POINTS];
  guint8 is_region[TG_MAX_POINTS];
  gint16 chain[TG_MAX_POINTS];
  gint16 region[TG_MAX_POINTS];
  TgPoint chain_cells[TG_MAX_POINTS];
  TgPoint region_cells[TG_MAX_POINTS];
  guint chain_first[TG_MAX_POINTS + 1];
  guint region_first[TG_MAX_POINTS + 1];
  gint pair_of_chain[TG_MAX_POINTS];
  g_autoptr(GArray) pairs = NULL;
  g_autofree gboolean *alive = NULL;
  g_autofree gboolean *healthy = NULL;
  g_autofree guint *n_vital = NULL;
  guint n_chains, n_regions;
  gboolean changed;

  g_return_if_fail (board != NULL && safety != NULL);
  g_return_if_fail (color == TG_BLACK || color == TG_WHITE);

  geometry_init (&g, board);
  for (guint i = 0; i < g.n_cells; i++)
    {
      TgColor c = tg_board_get (board, (TgPoint) i);

      is_chain[i] = c == color;
      is_region[i] = c != color && c != TG_OFFBOARD;
    }
  n_chains = tg_estimate_label_sets (&g, is_chain, chain, chain_cells, chain_first);
  n_regions = tg_estimate_label_sets (&g, is_region, region, region_cells, region_first);

  /* One entry per (region, bordering chain), counting the region's empty
   * points that are liberties of that chain. */
  pairs = g_array_new (FALSE, FALSE, sizeof (Adjacency));
  for (guint i = 0; i < n_chains; i++)
    pair_of_chain[i] = -1;
  for (guint r = 0; r < n_regions; r++)
    {
      guint start = pairs->len;
      guint n_empty = 0;
      g_autofree guint *count = NULL;

      for (guint k = region_first[r]; k < region_first[r + 1]; k++)
        FOREACH_NEIGHBOUR (&g, region_cells[k], nb,
          if (chain[nb] >= 0 && pair_of_chain[chain[nb]] < 0)
            {
              Adjacency a = { (guint16) r, (guint16) chain[nb], FALSE };

              pair_of_chain[chain[nb]] = (gint) pairs->len;
              g_array_append_val (pairs, a);
            });

      count = g_new0 (guint, pairs->len - start + 1);
      for (guint k = region_first[r]; k < region_first[r + 1]; k++)
        {
          TgPoint p = region_cells[k];
          gint seen[4];
          guint n_seen = 0;

          if (tg_board_get (board, p) != TG_EMPTY)
            continue;
          n_empty++;
          FOREACH_NEIGHBOUR (&g, p, nb,
            gboolean dup = FALSE;
            if (chain[nb] < 0)
              continue;
            for (guint s = 0; s < n_seen; s++)
              dup |= seen[s] == chain[nb];
            if (!dup)
              {
                seen[n_seen++] = chain[nb];
                count[pair_of_chain[chain[nb]] - (gint) start]++;
              });
        }

      for (guint k = start; k < pairs->len; k++)
        {
          Adjacency *a = &g_array_index (pairs, Adjacency, k);

          /* A region without an empty point (stones left without
           * liberties by setup) proves nothing. */
          a->vital = n_empty > 0 && count[k - start] == n_empty;
          pair_of_chain[a->chain] = -1;
        }
    }

  alive = g_new (gboolean, n_chains + 1);
  healthy = g_new (gboolean, n_regions + 1);
  n_vital = g_new (guint, n_chains + 1);
  for (guint i = 0; i < n_chains; i++)
    alive[i] = TRUE;
  for (guint r = 0; r < n_regions; r++)
    healthy[r] = TRUE;

  do
    {
      changed = FALSE;
      memset (n_vital, 0, sizeof (guint) * n_chains);
      for (guint k = 0; k < pairs->len; k++)
        {
          const Adjacency *a = &g_array_index (pairs, Adjacency, k);

          if (a->vital && healthy[a->region])
            n_vital[a->chain]++;
        }
      for (guint i = 0; i < n_chains; i++)
        if (alive[i] && n_vital[i] < 2)
          {
            alive[i] = FALSE;
            changed = TRUE;
          }
      for (guint k = 0; k < pairs->len; k++)
        {
          const Adjacency *a = &g_array_index (pairs, Adjacency, k);

          if (healthy[a->region] && !alive[a->chain])
            {
              healthy[a->region] = FALSE;
              changed = TRUE;
            }
        }
    }
  while (changed);

  for (guint i = 0; i < n_chains; i++)
    if (alive[i])
      for (guint k = chain_first[i]; k < chain_first[i + 1]; k++)
        safety[nth_of (&g, chain_cells[k])] = TG_SAFETY_ALIVE;

  for (guint k = 0; k < pairs->len; k++)
    {
      const Adjacency *a = &g_array_index (pairs, Adjacency, k);

      if (a->vital && healthy[a->region] && alive[a->chain])
        for (guint j = region_first[a->region]; j < region_first[a->region + 1]; j++)
          safety[nth_of (&g, region_cells[j])] = TG_SAFETY_TERRITORY;
    }
}
