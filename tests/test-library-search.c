/* test-library-search.c: position search against a brute-force reference
 * that replays every line of every game through the rules (TgGame), tries
 * every image and place of the pattern after every node, and counts hits
 * and continuations as Kombilo does; and games turned on the board or
 * with colours swapped giving the same results.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "tg-game.h"
#include "tg-library-positions.h"
#include "tg-library-record.h"
#include "tg-sgf.h"
#include "tg-test-games.h"
#include "tg-test-util.h"

/* ---- the reference ---- */

/* Symmetry @t of a @w × @h box: transpose (bit 2) first, then mirror
 * left–right (bit 0) and top–bottom (bit 1) in the box that results. */
static void
ref_map (guint t, guint w, guint h, guint x, guint y, guint *ox, guint *oy)
{
  guint X = x, Y = y, W = w, H = h;

  if (t & 4)
    {
      X = y;
      Y = x;
      W = h;
      H = w;
    }
  if (t & 1)
    X = W - 1 - X;
  if (t & 2)
    Y = H - 1 - Y;
  *ox = X;
  *oy = Y;
}

typedef struct
{
  guint     w, h, left, right, top, bottom;
  char     *cells;
  guint     t;
  gboolean  swapped;
} RefImage;

static char
ref_swap (char c)
{
  const char *from = "XOxo", *to = "OXox";
  const char *p = strchr (from, c);

  return p && c ? to[p - from] : c;
}

static RefImage
ref_image (const TgLibraryPattern *p, guint t, gboolean swapped)
{
  RefImage im = { 0 };
  guint x0, y0, x1, y1;

  im.t = t;
  im.swapped = swapped;
  im.w = (t & 4) ? p->height : p->width;
  im.h = (t & 4) ? p->width : p->height;
  im.cells = g_malloc0 (p->width * p->height + 1);
  for (guint y = 0; y < p->height; y++)
    for (guint x = 0; x < p->width; x++)
      {
        guint u, v;
        char c = p->cells[x + y * p->width];

        ref_map (t, p->width, p->height, x, y, &u, &v);
        im.cells[u + v * im.w] = swapped ? ref_swap (c) : c;
      }
  /* Where the pattern's cells may lie, mapped on the board. */
  ref_map (t, p->size, p->size, p->left, p->top, &x0, &y0);
  ref_map (t, p->size, p->size, p->right + p->width - 1, p->bottom + p->height - 1, &x1, &y1);
  im.left = MIN (x0, x1);
  im.right = MAX (x0, x1) - (im.w - 1);
  im.top = MIN (y0, y1);
  im.bottom = MAX (y0, y1) - (im.h - 1);
  return im;
}

static gboolean
ref_same (const RefImage *a, const RefImage *b)
{
  return a->w == b->w && a->h == b->h && a->left == b->left && a->right == b->right
         && a->top == b->top && a->bottom == b->bottom && strcmp (a->cells, b->cells) == 0;
}

static GArray *
ref_images (const TgLibraryPattern *p)
{
  GArray *images = g_array_new (FALSE, FALSE, sizeof (RefImage));

  for (guint s = 0; s < (p->colours_as_drawn ? 1u : 2u); s++)
    for (guint t = 0; t < 8; t++)
      {
        RefImage im = ref_image (p, t, s);
        gboolean seen = FALSE;

        for (guint i = 0; i < images->len && !seen; i++)
          seen = ref_same (&im, &g_array_index (images, RefImage, i));
        if (seen)
          g_free (im.cells);
        else
          g_array_append_val (images, im);
      }
  return images;
}

static void
ref_images_free (GArray *images)
{
  for (guint i = 0; i < images->len; i++)
    g_free (g_array_index (images, RefImage, i).cells);
  g_array_unref (images);
}

static gboolean
ref_accepts (char c, TgColor color)
{
  switch (c)
    {
    case 'X': return color == TG_BLACK;
    case 'O': return color == TG_WHITE;
    case '.': return color == TG_EMPTY;
    case 'x': return color != TG_WHITE;
    case 'o': return color != TG_BLACK;
    default: return TRUE;
    }
}

static gboolean
ref_matches (const TgBoard *board, const RefImage *im, guint ax, guint ay)
{
  for (guint y = 0; y < im->h; y++)
    for (guint x = 0; x < im->w; x++)
      if (!ref_accepts (im->cells[x + y * im->w], tg_board_get (board, tg_board_point (board, ax + x, ay + y))))
        return FALSE;
  return TRUE;
}

/* The counted cell, colour and pattern-side winner of a continuation, as
 * Kombilo counts it; FALSE when the pattern wants the other colour. */
static gboolean
ref_count (const TgLibraryPattern *p, const RefImage *im, guint u, guint v, TgColor color,
           TgColor winner, guint *cell, TgColor *counted, gboolean *black_won)
{
  guint px = 0, py = 0, best = G_MAXUINT;
  TgColor c = im->swapped ? TG_OTHER (color) : color;
  gboolean flipped = im->swapped;
  TgColor want = p->next ? p->next : TG_BLACK;
  RefImage drawn = ref_image (p, 0, FALSE);

  /* Which cell of the drawn pattern the image put at (u, v). */
  for (guint y = 0; y < p->height; y++)
    for (guint x = 0; x < p->width; x++)
      {
        guint a, b;

        ref_map (im->t, p->width, p->height, x, y, &a, &b);
        if (a == u && b == v)
          {
            px = x;
            py = y;
          }
      }
  /* Colours as drawn: the pattern's Black is the game's Black, and a
   * continuation is counted for the colour that played it. */
  for (guint t = 0; t < 8 && c != want && !p->colours_as_drawn; t++)
    {
      RefImage sw = ref_image (p, t, TRUE);

      if (ref_same (&sw, &drawn))
        {
          guint qx, qy;

          ref_map (t, p->width, p->height, px, py, &qx, &qy);
          px = qx;
          py = qy;
          c = TG_OTHER (c);
          flipped = !flipped;
        }
      g_free (sw.cells);
    }
  if (p->next && c != p->next)
    {
      g_free (drawn.cells);
      return FALSE;
    }
  /* The pattern's own symmetries make one continuation of an orbit. */
  for (guint t = 0; t < 8; t++)
    {
      RefImage im2 = ref_image (p, t, FALSE);

      if (ref_same (&im2, &drawn))
        {
          guint qx, qy;

          ref_map (t, p->width, p->height, px, py, &qx, &qy);
          best = MIN (best, qx + qy * p->width);
        }
      g_free (im2.cells);
    }
  g_free (drawn.cells);
  *cell = best;
  *counted = c;
  *black_won = flipped ? winner == TG_WHITE : winner == TG_BLACK;
  return TRUE;
}

typedef struct
{
  GHashTable       *hits;       /* "cells x y node next" → count */
  TgLibrarySummary  summary;
  GHashTable       *games;      /* game number → TRUE */
} Outcome;

static void
outcome_init (Outcome *o, const TgLibraryPattern *p)
{
  o->hits = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  o->games = g_hash_table_new (g_direct_hash, g_direct_equal);
  memset (&o->summary, 0, sizeof o->summary);
  o->summary.n_cells = p->width * p->height;
  o->summary.continuations = g_new0 (TgLibraryContinuation, o->summary.n_cells);
}

static void
outcome_clear (Outcome *o)
{
  g_hash_table_unref (o->hits);
  g_hash_table_unref (o->games);
  tg_library_summary_clear (&o->summary);
}

static void
outcome_add (Outcome *o, gint64 game, guint width, const char *cells, guint x, guint y, guint node, int next)
{
  char *key = g_strdup_printf ("game %" G_GINT64_FORMAT ": %u:%s %u %u %u %d", game, width, cells, x, y, node, next);
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (o->hits, key));

  g_hash_table_insert (o->hits, key, GUINT_TO_POINTER (n + 1));
}

static void
tally (TgLibrarySummary *s, TgColor winner_known, gboolean black_won, gboolean has_next,
       guint cell, TgColor color, gboolean colour_symmetric)
{
  s->n_hits++;
  /* A pattern equal to itself with colours swapped has no Black of its
   * own without a continuation to say who plays next. */
  if (winner_known != TG_EMPTY && (has_next || !colour_symmetric))
    {
      if (black_won)
        s->black_wins++;
      else
        s->white_wins++;
    }
  if (!has_next)
    return;
  if (color == TG_BLACK)
    {
      s->continuations[cell].black++;
      s->continuations[cell].black_wins_after_black += black_won;
    }
  else
    {
      s->continuations[cell].white++;
      s->continuations[cell].black_wins_after_white += black_won;
    }
}

/* Every node in depth-first order, numbered as the library numbers them. */
static void
number_nodes (TgNode *root, GHashTable *numbers, GPtrArray *leaves)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint n = 0;

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      g_hash_table_insert (numbers, node, GUINT_TO_POINTER (n++));
      if (node->n_children == 0)
        g_ptr_array_add (leaves, node);
      for (guint c = node->n_children; c > 0; c--)
        g_ptr_array_add (stack, node->children[c - 1]);
    }
}

static TgColor
winner_of (const TgNode *root)
{
  const char *re = tg_node_get_value (root, "RE");

  if (re && re[0] == 'B' && re[1] == '+')
    return TG_BLACK;
  if (re && re[0] == 'W' && re[1] == '+')
    return TG_WHITE;
  return TG_EMPTY;
}

static void
reference_search (GPtrArray *games, const TgLibraryPattern *p, Outcome *o)
{
  GArray *images = ref_images (p);
  RefImage drawn = ref_image (p, 0, FALSE);
  gboolean colour_symmetric = FALSE;

  for (guint t = 0; t < 8 && !p->colours_as_drawn; t++)
    {
      RefImage sw = ref_image (p, t, TRUE);

      colour_symmetric |= ref_same (&sw, &drawn);
      g_free (sw.cells);
    }
  g_free (drawn.cells);

  for (guint g = 0; g < games->len; g++)
    {
      TgGame *game = g_ptr_array_index (games, g);
      TgNode *root = tg_game_get_root (game);
      TgColor winner = winner_of (root);
      g_autoptr(GHashTable) numbers = g_hash_table_new (g_direct_hash, g_direct_equal);
      g_autoptr(GPtrArray) leaves = g_ptr_array_new ();
      /* Hits shared by lines are one: "image x y F C". */
      g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

      if (tg_game_get_size (game) != p->size)
        continue;
      number_nodes (root, numbers, leaves);
      for (guint l = 0; l < leaves->len; l++)
        {
          g_autoptr(GPtrArray) path = g_ptr_array_new ();
          g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_board_free);
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (guint));
          guint move = 0;

          for (TgNode *n = g_ptr_array_index (leaves, l); n; n = n->parent)
            g_ptr_array_insert (path, 0, n);
          for (guint i = 0; i < path->len; i++)
            {
              TgNode *n = g_ptr_array_index (path, i);

              if (n->move_color != TG_EMPTY)
                move++;
              g_array_append_val (moves, move);
              g_ptr_array_add (boards, tg_board_copy (tg_game_get_board_at (game, n)));
            }
          for (guint k = 0; k < images->len; k++)
            {
              const RefImage *im = &g_array_index (images, RefImage, k);

              for (guint ay = im->top; ay <= im->bottom; ay++)
                for (guint ax = im->left; ax <= im->right; ax++)
                  {
                    guint f = 0, c;
                    TgNode *fn, *cn = NULL;
                    g_autofree char *key = NULL;
                    guint cell = 0;
                    TgColor counted = TG_EMPTY;
                    gboolean black_won = im->swapped ? winner == TG_WHITE : winner == TG_BLACK;
                    int next = -1;

                    for (; f < path->len; f++)
                      {
                        guint m = g_array_index (moves, guint, f);

                        if (m >= p->first_move && m <= p->last_move
                            && ref_matches (g_ptr_array_index (boards, f), im, ax, ay))
                          break;
                      }
                    if (f == path->len)
                      continue;
                    fn = g_ptr_array_index (path, f);
                    for (c = f + 1; c < path->len && !cn; c++)
                      {
                        TgNode *n = g_ptr_array_index (path, c);
                        guint x, y;

                        if (!(n->move_color != TG_EMPTY && n->move_point != TG_PASS
                              && (n->move_status == TG_MOVE_OK || n->move_status == TG_MOVE_SUPERKO
                                  || n->move_status == TG_MOVE_TWO_MOVES)))
                          continue;
                        x = tg_board_point_x (g_ptr_array_index (boards, c), n->move_point);
                        y = tg_board_point_y (g_ptr_array_index (boards, c), n->move_point);
                        if (x >= ax && x < ax + im->w && y >= ay && y < ay + im->h)
                          cn = n;
                      }
                    key = g_strdup_printf ("%u %u %u %u %u", k, ax, ay,
                                           GPOINTER_TO_UINT (g_hash_table_lookup (numbers, fn)),
                                           GPOINTER_TO_UINT (g_hash_table_lookup (numbers, cn ? cn : g_ptr_array_index (leaves, l))) * 2 + (cn != NULL));
                    if (!g_hash_table_add (seen, g_steal_pointer (&key)))
                      continue;
                    if (cn)
                      {
                        guint x = tg_board_point_x (g_ptr_array_index (boards, 0), cn->move_point);
                        guint y = tg_board_point_y (g_ptr_array_index (boards, 0), cn->move_point);

                        if (!ref_count (p, im, x - ax, y - ay, cn->move_color, winner,
                                        &cell, &counted, &black_won))
                          continue;
                        next = x + y * p->size;
                      }
                    else if (p->next)
                      continue;
                    outcome_add (o, g + 1, im->w, im->cells, ax, ay,
                                 GPOINTER_TO_UINT (g_hash_table_lookup (numbers, fn)), next);
                    tally (&o->summary, winner, black_won, cn != NULL, cell, counted, colour_symmetric);
                    g_hash_table_add (o->games, GUINT_TO_POINTER (g + 1));
                  }
            }
        }
    }
  o->summary.n_games = g_hash_table_size (o->games);
  ref_images_free (images);
}

/* ---- the library ---- */

typedef struct
{
  const TgLibraryPattern *pattern;
  Outcome                *outcome;
  gint64                  last_game;
  guint                   last_move;
} Collect;

static void
collect (const TgLibraryHit *hits, guint n_hits, gpointer user_data)
{
  Collect *c = user_data;

  for (guint i = 0; i < n_hits; i++)
    {
      const TgLibraryHit *h = &hits[i];
      const TgLibraryImage *im = &c->pattern->images[h->image];
      g_autofree char *cells = g_strndup (im->cells, im->width * im->height);

      /* In the order of the games, each game's hits by move. */
      g_assert_cmpint (h->game, >=, c->last_game);
      if (h->game == c->last_game)
        g_assert_cmpuint (h->move, >=, c->last_move);
      c->last_game = h->game;
      c->last_move = h->move;
      outcome_add (c->outcome, h->game, im->width, cells, h->x, h->y, h->node, h->cell >= 0 ? h->next_point : -1);
    }
}

static TgLibraryPositions *
positions_of (GPtrArray *roots)
{
  TgLibraryPositions *positions = tg_library_positions_new ();

  for (guint i = 0; i < roots->len; i++)
    {
      const TgNode *root = g_ptr_array_index (roots, i);
      const char *sz = tg_node_get_value (root, "SZ");
      guint size = sz ? atoi (sz) : 19;
      g_autoptr(TgLibraryRecord) record = tg_library_record_new (root, size);

      tg_library_positions_add (positions, i + 1, size, winner_of (root),
                                (const guint16 *) record->entries->data, record->entries->len,
                                (const guint64 (*)[TG_LIBRARY_BITBOARD_WORDS]) record->ever);
    }
  return positions;
}

static void
library_search (TgLibraryPositions *positions, const TgLibraryPattern *p, Outcome *o)
{
  Collect c = { p, o, 0, 0 };
  TgLibrarySummary summary;

  g_assert_true (tg_library_positions_search (positions, p, NULL, collect, &c, &summary));
  tg_library_summary_clear (&o->summary);
  o->summary = summary;
}

static char *
describe (const TgLibraryPattern *p)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "size %u, %u×%u at %u–%u × %u–%u, colours %s, next %d, moves %u–%u:\n",
                          p->size, p->width, p->height, p->left, p->right, p->top, p->bottom,
                          p->colours_as_drawn ? "as drawn" : "both", p->next, p->first_move,
                          p->last_move);
  for (guint y = 0; y < p->height; y++)
    g_string_append_printf (s, "  %.*s\n", p->width, p->cells + y * p->width);
  return g_string_free (s, FALSE);
}

static void
assert_same (const TgLibraryPattern *p, Outcome *expected, Outcome *got)
{
  g_autofree char *what = describe (p);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, expected->hits);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (g_hash_table_lookup (got->hits, key) != value)
      g_error ("%sthe reference finds hit “%s” %u times, the library %u times", what,
               (char *) key, GPOINTER_TO_UINT (value),
               GPOINTER_TO_UINT (g_hash_table_lookup (got->hits, key)));
  g_hash_table_iter_init (&iter, got->hits);
  while (g_hash_table_iter_next (&iter, &key, &value))
    if (!g_hash_table_contains (expected->hits, key))
      g_error ("%sthe library finds hit “%s”, the reference does not", what, (char *) key);
  g_assert_cmpuint (got->summary.n_hits, ==, expected->summary.n_hits);
  g_assert_cmpuint (got->summary.n_games, ==, expected->summary.n_games);
  g_assert_cmpuint (got->summary.black_wins, ==, expected->summary.black_wins);
  g_assert_cmpuint (got->summary.white_wins, ==, expected->summary.white_wins);
  for (guint i = 0; i < expected->summary.n_cells; i++)
    {
      const TgLibraryContinuation *a = &expected->summary.continuations[i];
      const TgLibraryContinuation *b = &got->summary.continuations[i];

      if (memcmp (a, b, sizeof *a) != 0)
        g_error ("%scell %u: the reference counts B %u (%u) W %u (%u), the library B %u (%u) W %u (%u)",
                 what, i, a->black, a->black_wins_after_black, a->white, a->black_wins_after_white,
                 b->black, b->black_wins_after_black, b->white, b->black_wins_after_white);
    }
}

/* A pattern cut from a position of one of the games, some points made
 * wildcards, with random options. */
static TgLibraryPattern *
random_pattern (GRand *rand, GPtrArray *games, guint size)
{
  for (;;)
    {
      TgGame *game = g_ptr_array_index (games, g_rand_int_range (rand, 0, games->len));
      TgNode *node = tg_game_get_root (game);
      guint depth = g_rand_int_range (rand, 0, 160);
      const TgBoard *board;
      gboolean whole = g_rand_int_range (rand, 0, 10) == 0;
      guint w = whole ? size : (guint) g_rand_int_range (rand, 2, MIN (size, 8) + 1);
      guint h = whole ? size : (guint) g_rand_int_range (rand, 2, MIN (size, 8) + 1);
      guint x = g_rand_int_range (rand, 0, (gint32) (size - w + 1));
      guint y = g_rand_int_range (rand, 0, (gint32) (size - h + 1));
      g_autofree char *cells = g_malloc (w * h);
      TgLibraryPattern *p;

      if (tg_game_get_size (game) != size)
        continue;
      /* Patterns drawn in a corner or on an edge are common: snap some. */
      if (g_rand_int_range (rand, 0, 3) == 0)
        x = g_rand_boolean (rand) ? 0 : size - w;
      if (g_rand_int_range (rand, 0, 3) == 0)
        y = g_rand_boolean (rand) ? 0 : size - h;
      for (guint d = 0; d < depth && node->n_children > 0; d++)
        node = node->children[g_rand_int_range (rand, 0, node->n_children)];
      board = tg_game_get_board_at (game, node);
      for (guint j = 0; j < h; j++)
        for (guint i = 0; i < w; i++)
          {
            TgColor c = tg_board_get (board, tg_board_point (board, x + i, y + j));
            guint r = g_rand_int_range (rand, 0, 100);

            if (r < 12)
              cells[i + j * w] = '*';
            else if (r < 18)
              cells[i + j * w] = c == TG_WHITE ? 'o' : 'x';
            else if (r < 21)
              cells[i + j * w] = c == TG_BLACK ? 'x' : 'o';
            else
              cells[i + j * w] = ".XO"[c];
          }
      p = tg_library_pattern_new_region (size, x, y, w, h, cells, NULL);
      g_assert_nonnull (p);
      p->colours_as_drawn = g_rand_int_range (rand, 0, 5) == 0;
      if (g_rand_int_range (rand, 0, 5) == 0)
        p->next = g_rand_boolean (rand) ? TG_BLACK : TG_WHITE;
      if (g_rand_int_range (rand, 0, 5) == 0)
        {
          p->first_move = g_rand_int_range (rand, 0, 30);
          p->last_move = p->first_move + g_rand_int_range (rand, 0, 80);
        }
      tg_library_pattern_prepare (p);
      return p;
    }
}

static void
read_games (const char *sgf, GPtrArray *roots, GPtrArray *games)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) a = tg_sgf_parse (sgf, strlen (sgf), NULL, &error);
  g_autoptr(GPtrArray) b = tg_sgf_parse (sgf, strlen (sgf), NULL, NULL);

  if (!a)
    g_error ("%s: %s", error->message, sgf);
  g_assert_nonnull (b);
  for (guint i = 0; i < a->len; i++)
    {
      g_ptr_array_add (roots, g_steal_pointer (&a->pdata[i]));
      g_ptr_array_add (games, tg_test_game_from_root (g_steal_pointer (&b->pdata[i])));
    }
}

static void
make_games (GRand *rand, guint size, guint n, guint max_moves, GPtrArray *roots, GPtrArray *games)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *sgf = tg_test_random_game (rand, size, max_moves, g_rand_int_range (rand, 0, 6),
                                                  g_rand_int_range (rand, 0, 3) == 0);

      read_games (sgf, roots, games);
    }
}

static void
compare_patterns (GPtrArray *roots, GPtrArray *games, guint size, guint n_patterns, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(TgLibraryPositions) positions = positions_of (roots);
  guint with_hits = 0;

  for (guint i = 0; i < n_patterns; i++)
    {
      g_autoptr(TgLibraryPattern) p = random_pattern (rand, games, size);
      Outcome expected, got;

      outcome_init (&expected, p);
      outcome_init (&got, p);
      reference_search (games, p, &expected);
      library_search (positions, p, &got);
      assert_same (p, &expected, &got);
      with_hits += expected.summary.n_hits > 0;
      outcome_clear (&expected);
      outcome_clear (&got);
    }
  /* Patterns cut from the games' own positions mostly appear. */
  g_assert_cmpuint (with_hits, >=, n_patterns / 2);
}

static void
test_agrees_small_boards (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (24);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);

  /* Crowded 9×9 games: many captures inside patterns, and variations. */
  make_games (rand, 9, 24, 120, roots, games);
  compare_patterns (roots, games, 9, 80, 1);
  make_games (rand, 13, 8, 150, roots, games);
  compare_patterns (roots, games, 13, 30, 2);
}

/* Full boards of games made here: their sparse regions give empty and
 * colour-symmetric patterns, drawn with colours as drawn too. */
static void
test_agrees_full_boards_made (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);

  make_games (rand, 19, 6, 220, roots, games);
  compare_patterns (roots, games, 19, 40, 3);
}

/* Full boards: games made here and real games of the corpus. */
static void
test_agrees_full_boards (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (19);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *folder = tg_test_corpus_path ("games", "ai", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);

  g_assert_nonnull (dir);
  make_games (rand, 19, 6, 220, roots, games);
  for (guint n = 0; n < 12;)
    {
      const char *name = g_dir_read_name (dir);
      g_autofree char *path = NULL;
      g_autofree char *text = NULL;

      g_assert_nonnull (name);
      path = g_build_filename (folder, name, NULL);
      if (g_file_get_contents (path, &text, NULL, NULL))
        {
          read_games (text, roots, games);
          n++;
        }
    }
  compare_patterns (roots, games, 19, 40, 3);
}

/* Games of one line are answered from when each point first took a
 * stone: stones set up together at the root, a pattern wanting one of
 * them and not another, and a region filled in the same node it would
 * hold, agree with the reference too. */
static void
test_agrees_setup_at_root (void)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  static const char * const patterns[] = {
    "where corner\nsize 9\n....\n....\n..X.\n....\n",
    "where corner\nsize 9\n.....\n.....\n..X..\n.....\n....*\n",
    "where corner\nsize 9\n*****\n*****\n**X**\n*****\n****.\n",
    "where side\nsize 9\n.....\n.X...\n.....\n",
    "where center\nsize 9\nX.\n.O\n",
    "where center\nsize 9\nx.\n.o\n",
  };

  read_games ("(;GM[1]SZ[9]HA[2]RE[B+R]AB[cc][gg];W[gc];B[cg];W[ee];B[ef])", roots, games);
  read_games ("(;GM[1]SZ[9]RE[W+R]AB[cc]AW[dd];B[gg];W[cg];B[gc])", roots, games);
  read_games ("(;GM[1]SZ[9]RE[B+R];B[cc];W[dd];B[gg];W[ff];B[gc];W[cg])", roots, games);
  for (guint i = 0; i < G_N_ELEMENTS (patterns); i++)
    {
      g_autoptr(TgLibraryPattern) p = tg_library_pattern_parse (patterns[i], NULL);
      g_autoptr(TgLibraryPositions) positions = positions_of (roots);
      Outcome expected, got;

      g_assert_nonnull (p);
      outcome_init (&expected, p);
      outcome_init (&got, p);
      reference_search (games, p, &expected);
      library_search (positions, p, &got);
      assert_same (p, &expected, &got);
      outcome_clear (&expected);
      outcome_clear (&got);
    }
}

/* Hits and continuations are the same whichever way a game is turned on
 * the board and whichever colour plays it. */
static void
test_symmetric_copies (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (16);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(TgLibraryPositions) original = NULL;

  make_games (rand, 13, 10, 140, roots, games);
  original = positions_of (roots);
  for (guint i = 0; i < 12; i++)
    {
      g_autoptr(TgLibraryPattern) p = random_pattern (rand, games, 13);
      Outcome base;

      p->colours_as_drawn = FALSE;
      p->first_move = 0;
      p->last_move = G_MAXUINT;
      tg_library_pattern_prepare (p);
      outcome_init (&base, p);
      library_search (original, p, &base);
      for (guint v = 1; v < 16; v++)
        {
          g_autoptr(GPtrArray) copies = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
          g_autoptr(TgLibraryPositions) turned = NULL;
          Outcome got;

          for (guint g = 0; g < roots->len; g++)
            {
              g_autofree char *sgf = tg_test_transform_game (g_ptr_array_index (roots, g), 13, v & 7, v >= 8);
              g_autoptr(GPtrArray) read = tg_sgf_parse (sgf, strlen (sgf), NULL, NULL);

              g_assert_nonnull (read);
              g_ptr_array_add (copies, g_steal_pointer (&read->pdata[0]));
            }
          turned = positions_of (copies);
          outcome_init (&got, p);
          library_search (turned, p, &got);
          g_assert_cmpuint (got.summary.n_hits, ==, base.summary.n_hits);
          g_assert_cmpuint (got.summary.n_games, ==, base.summary.n_games);
          g_assert_cmpuint (got.summary.black_wins, ==, base.summary.black_wins);
          g_assert_cmpmem (got.summary.continuations, got.summary.n_cells * sizeof (TgLibraryContinuation),
                           base.summary.continuations, base.summary.n_cells * sizeof (TgLibraryContinuation));
          outcome_clear (&got);
        }
      outcome_clear (&base);
    }
}

int
main (int argc, char **argv)
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);
  tg_test_add_func ("/library-search/agrees/small-boards", test_agrees_small_boards);
  tg_test_add_func ("/library-search/agrees/full-boards-made", test_agrees_full_boards_made);
  tg_test_add_corpus_func ("/library-search/agrees/full-boards", test_agrees_full_boards);
  tg_test_add_func ("/library-search/symmetric-copies", test_symmetric_copies);
  tg_test_add_func ("/library-search/agrees/setup-at-root", test_agrees_setup_at_root);
  return tg_test_run ();
}
