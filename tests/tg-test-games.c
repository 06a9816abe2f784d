/* tg-test-games.c: made-up games for the library's tests and benchmark.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-games.h"

#include <string.h>

#include "tg-board.h"
#include "tg-sgf.h"

static void
append_point (GString       *s,
              const TgBoard *board,
              TgPoint        point)
{
  if (point == TG_PASS)
    return;
  g_string_append_c (s, 'a' + tg_board_point_x (board, point));
  g_string_append_c (s, 'a' + tg_board_point_y (board, point));
}

/* A random legal move for @color that fills no eye of its own, or
 * TG_PASS when there is none. */
static TgPoint
random_move (GRand   *rand,
             TgBoard *board,
             TgColor  color)
{
  guint n = tg_board_get_n_points (board);
  guint start = g_rand_int_range (rand, 0, n);

  for (guint k = 0; k < n; k++)
    {
      TgPoint p = tg_board_nth_point (board, (start + k) % n);

      if (tg_board_get (board, p) == TG_EMPTY && !tg_board_is_eye (board, p, color)
          && tg_board_check (board, color, p, NULL) == TG_MOVE_OK)
        return p;
    }
  return TG_PASS;
}

/* Plays up to @n moves from @board (changed), writing them to @s; each
 * node may, with @branch_odds in 1000, start a side line of its own. */
static void
play_line (GRand   *rand,
           TgBoard *board,
           TgColor  color,
           guint    n,
           guint   *n_variations,
           gboolean setup,
           GString *s)
{
  guint passes = 0;

  for (guint i = 0; i < n && passes < 2; i++)
    {
      TgPoint p;

      if (*n_variations > 0 && i > 0 && i + 4 < n && g_rand_int_range (rand, 0, 1000) < 40)
        {
          g_autoptr(TgBoard) side = tg_board_copy (board);

          (*n_variations)--;
          g_string_append (s, "(");
          play_line (rand, side, color, g_rand_int_range (rand, 3, 25), n_variations, FALSE, s);
          g_string_append (s, ")(");
          play_line (rand, board, color, n - i, n_variations, setup, s);
          g_string_append (s, ")");
          return;
        }
      p = random_move (rand, board, color);
      passes = p == TG_PASS ? passes + 1 : 0;
      g_string_append_printf (s, ";%s[", color == TG_BLACK ? "B" : "W");
      append_point (s, board, p);
      g_string_append (s, "]");
      if (p != TG_PASS)
        tg_board_play (board, color, p, NULL);
      /* Now and then a stone taken off by hand, as problem records do. */
      if (setup && g_rand_int_range (rand, 0, 1000) < 15)
        {
          TgPoint q = tg_board_nth_point (board, g_rand_int_range (rand, 0, tg_board_get_n_points (board)));

          if (tg_board_get (board, q) != TG_EMPTY)
            {
              g_string_append (s, "AE[");
              append_point (s, board, q);
              g_string_append (s, "]");
              tg_board_set (board, q, TG_EMPTY);
            }
        }
      color = TG_OTHER (color);
    }
}

char *
tg_test_random_game (GRand   *rand,
                     guint    size,
                     guint    max_moves,
                     guint    n_variations,
                     gboolean setup)
{
  g_autoptr(TgBoard) board = tg_board_new (size);
  GString *s = g_string_new (NULL);
  static const char * const results[] = { "B+R", "W+R", "B+3.5", "W+0.5", "0", "?" };
  TgColor first = TG_BLACK;

  g_string_append_printf (s, "(;GM[1]FF[4]SZ[%u]PB[Black %u]PW[White %u]RE[%s]",
                          size, g_rand_int_range (rand, 0, 50), g_rand_int_range (rand, 0, 50),
                          results[g_rand_int_range (rand, 0, G_N_ELEMENTS (results))]);
  if (setup && g_rand_boolean (rand))
    {
      guint n = g_rand_int_range (rand, 2, 5);

      g_string_append_printf (s, "HA[%u]AB[", n);
      append_point (s, board, tg_board_point (board, 2, 2));
      g_string_append (s, "]");
      tg_board_set (board, tg_board_point (board, 2, 2), TG_BLACK);
      for (guint i = 1; i < n; i++)
        {
          TgPoint p = tg_board_nth_point (board, g_rand_int_range (rand, 0, tg_board_get_n_points (board)));

          if (tg_board_get (board, p) != TG_EMPTY)
            continue;
          tg_board_set (board, p, TG_BLACK);
          g_string_append (s, "[");
          append_point (s, board, p);
          g_string_append (s, "]");
        }
      first = TG_WHITE;
    }
  play_line (rand, board, first, g_rand_int_range (rand, max_moves / 2, max_moves + 1),
             &n_variations, setup, s);
  g_string_append (s, ")\n");
  return g_string_free (s, FALSE);
}

static void
map_point (guint size, guint flip, guint *x, guint *y)
{
  guint last = size - 1;

  if (flip & 1)
    *x = last - *x;
  if (flip & 2)
    *y = last - *y;
  if (flip & 4)
    {
      guint t = *x;

      *x = *y;
      *y = t;
    }
}

static void
write_points (GString    *s,
              const char *id,
              const TgProp *prop,
              guint       size,
              guint       flip,
              gboolean    list)
{
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

  g_string_append (s, id);
  for (guint v = 0; v < prop->n_values; v++)
    {
      guint x, y;
      gboolean pass;

      if (!list)
        {
          if (tg_sgf_parse_point (prop->values[v], size, &x, &y, &pass) && !pass)
            {
              map_point (size, flip, &x, &y);
              g_string_append_printf (s, "[%c%c]", 'a' + x, 'a' + y);
            }
          else
            g_string_append (s, "[]");
          continue;
        }
      g_array_set_size (indices, 0);
      tg_sgf_expand_points (prop->values[v], size, indices);
      for (guint k = 0; k < indices->len; k++)
        {
          guint i = g_array_index (indices, guint, k);

          x = i % size;
          y = i / size;
          map_point (size, flip, &x, &y);
          g_string_append_printf (s, "[%c%c]", 'a' + x, 'a' + y);
        }
      if (indices->len == 0)
        g_string_append (s, "[]");
    }
}

static void
write_node (GString      *s,
            const TgNode *node,
            guint         size,
            guint         flip,
            gboolean      swap)
{
  g_string_append_c (s, ';');
  for (guint i = 0; i < node->n_props; i++)
    {
      const TgProp *prop = &node->props[i];
      const char *id = prop->id;

      if (g_str_equal (id, "B") || g_str_equal (id, "W"))
        write_points (s, swap ? (id[0] == 'B' ? "W" : "B") : id, prop, size, flip, FALSE);
      else if (g_str_equal (id, "AB") || g_str_equal (id, "AW") || g_str_equal (id, "AE"))
        write_points (s, swap && id[1] != 'E' ? (id[1] == 'B' ? "AW" : "AB") : id, prop, size, flip, TRUE);
      else if (node->parent == NULL)
        {
          g_autofree char *value = g_strdup (prop->values[0]);
          const char *out_id = id;

          if (swap && (g_str_equal (id, "PB") || g_str_equal (id, "PW")))
            out_id = id[1] == 'B' ? "PW" : "PB";
          else if (swap && (g_str_equal (id, "BR") || g_str_equal (id, "WR")))
            out_id = id[0] == 'B' ? "WR" : "BR";
          else if (swap && g_str_equal (id, "RE") && (value[0] == 'B' || value[0] == 'W'))
            value[0] = value[0] == 'B' ? 'W' : 'B';
          if (strchr (value, ']') || strchr (value, '\\'))
            continue;
          g_string_append_printf (s, "%s[%s]", out_id, value);
        }
    }
}

char *
tg_test_transform_game (const TgNode *root,
                        guint         size,
                        guint         flip,
                        gboolean      swap)
{
  GString *s = g_string_new ("(");
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  /* Iteratively: OPEN and CLOSE on the stack are a variation's
   * parentheses. */
  static const char open_mark, close_mark;
  gconstpointer OPEN = &open_mark, CLOSE = &close_mark;

  g_ptr_array_add (stack, (gpointer) root);
  while (stack->len > 0)
    {
      gconstpointer top = g_ptr_array_steal_index (stack, stack->len - 1);
      const TgNode *node = top;

      if (top == OPEN || top == CLOSE)
        {
          g_string_append_c (s, top == OPEN ? '(' : ')');
          continue;
        }
      write_node (s, node, size, flip, swap);
      if (node->n_children == 1)
        g_ptr_array_add (stack, node->children[0]);
      else
        for (guint c = node->n_children; c > 0; c--)
          {
            g_ptr_array_add (stack, (gpointer) CLOSE);
            g_ptr_array_add (stack, node->children[c - 1]);
            g_ptr_array_add (stack, (gpointer) OPEN);
          }
    }
  g_string_append (s, ")\n");
  return g_string_free (s, FALSE);
}

char *
tg_test_play_out (GRand        *rand,
                  const TgNode *root,
                  guint         size,
                  guint         flip,
                  gboolean      swap,
                  guint         opening,
                  guint         total)
{
  g_autoptr(TgBoard) board = tg_board_new (size);
  GString *s = g_string_new (NULL);
  TgColor color = TG_BLACK;
  guint n = 0, passes = 0;

  g_string_append_printf (s, "(;GM[1]FF[4]SZ[%u]PB[Playout %u]PW[Playout %u]EV[Played out]RE[%s]",
                          size, g_rand_int_range (rand, 0, 500), g_rand_int_range (rand, 0, 500),
                          g_rand_boolean (rand) ? "B+R" : "W+R");
  /* The opening of a real game, turned and coloured as asked. */
  for (const TgNode *node = root; node && n < opening; node = node->n_children ? node->children[0] : NULL)
    {
      const char *b = tg_node_get_value (node, "B"), *w = tg_node_get_value (node, "W");
      guint x, y;
      gboolean pass;
      TgColor c = b ? TG_BLACK : TG_WHITE;

      if ((!b && !w) || !tg_sgf_parse_point (b ? b : w, size, &x, &y, &pass) || pass)
        continue;
      map_point (size, flip, &x, &y);
      if (swap)
        c = TG_OTHER (c);
      if (tg_board_play (board, c, tg_board_point (board, x, y), NULL) != TG_MOVE_OK)
        break;
      g_string_append_printf (s, ";%s[%c%c]", c == TG_BLACK ? "B" : "W", 'a' + x, 'a' + y);
      color = TG_OTHER (c);
      n++;
    }
  for (; n < total && passes < 2; n++)
    {
      TgPoint p = random_move (rand, board, color);

      passes = p == TG_PASS ? passes + 1 : 0;
      g_string_append_printf (s, ";%s[", color == TG_BLACK ? "B" : "W");
      append_point (s, board, p);
      g_string_append (s, "]");
      if (p != TG_PASS)
        tg_board_play (board, color, p, NULL);
      color = TG_OTHER (color);
    }
  g_string_append (s, ")\n");
  return g_string_free (s, FALSE);
}
