/* tg-score.c: rule sets, area scoring and the result (spec §6, §7, §8).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-score.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* Fill-in counting (spec §7): the seed's bowls hold 180 stones each. */
#define TG_BOWL_STONES 180

double
tg_rules_default_komi (TgRuleSet rules,
                       guint     handicap)
{
  /* A handicap game already gives Black the advantage komi offsets;
   * half a point only prevents draws. */
  if (handicap >= 1)
    return 0.5;
  return rules == TG_RULES_CHINESE ? 7.5 : 6.5;
}

double
tg_rules_max_komi (guint size)
{
  return (double) size * size + 1;
}

const char *
tg_rules_to_sgf (TgRuleSet rules)
{
  return rules == TG_RULES_CHINESE ? "Chinese" : "WMSG";
}

gboolean
tg_rules_from_string (const char *text,
                      TgRuleSet  *rules)
{
  g_autofree char *stripped = NULL;
  TgRuleSet value;

  g_return_val_if_fail (rules != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (text));
  if (g_ascii_strcasecmp (stripped, "WMSG") == 0)
    value = TG_RULES_WMSG;
  else if (g_ascii_strcasecmp (stripped, "Chinese") == 0)
    value = TG_RULES_CHINESE;
  else
    return FALSE;
  *rules = value;
  return TRUE;
}

/* Point sets */

#define TG_POINT_SET_WORDS ((TG_MAX_POINTS + 63) / 64)

struct _TgPointSet
{
  guint64 bits[TG_POINT_SET_WORDS];
};

TgPointSet *
tg_point_set_new (void)
{
  return g_new0 (TgPointSet, 1);
}

TgPointSet *
tg_point_set_copy (const TgPointSet *set)
{
  g_return_val_if_fail (set != NULL, NULL);

  return g_memdup2 (set, sizeof *set);
}

void
tg_point_set_free (TgPointSet *set)
{
  g_free (set);
}

static gboolean
point_in_range (TgPoint point)
{
  return point >= 0 && point < TG_MAX_POINTS;
}

gboolean
tg_point_set_contains (const TgPointSet *set,
                       TgPoint           point)
{
  g_return_val_if_fail (set != NULL, FALSE);

  if (!point_in_range (point))
    return FALSE;
  return (set->bits[point / 64] >> (point % 64)) & 1;
}

void
tg_point_set_add (TgPointSet *set,
                  TgPoint     point)
{
  g_return_if_fail (set != NULL);
  g_return_if_fail (point_in_range (point));

  set->bits[point / 64] |= G_GUINT64_CONSTANT (1) << (point % 64);
}

void
tg_point_set_remove (TgPointSet *set,
                     TgPoint     point)
{
  g_return_if_fail (set != NULL);
  g_return_if_fail (point_in_range (point));

  set->bits[point / 64] &= ~(G_GUINT64_CONSTANT (1) << (point % 64));
}

void
tg_point_set_clear (TgPointSet *set)
{
  g_return_if_fail (set != NULL);

  memset (set->bits, 0, sizeof set->bits);
}

guint
tg_point_set_count (const TgPointSet *set)
{
  guint count = 0;

  g_return_val_if_fail (set != NULL, 0);

  for (guint i = 0; i < TG_POINT_SET_WORDS; i++)
    count += __builtin_popcountll (set->bits[i]);
  return count;
}

gboolean
tg_point_set_equal (const TgPointSet *a,
                    const TgPointSet *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return memcmp (a->bits, b->bits, sizeof a->bits) == 0;
}

void
tg_point_set_toggle_group (TgPointSet    *set,
                           const TgBoard *board,
                           TgPoint        point)
{
  g_autoptr(GArray) stones = NULL;
  gboolean dead;

  g_return_if_fail (set != NULL);
  g_return_if_fail (board != NULL);

  if (!tg_board_is_on_board (board, point) || tg_board_get (board, point) == TG_EMPTY)
    return;

  dead = !tg_point_set_contains (set, point);
  stones = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  tg_board_get_group (board, point, stones);
  for (guint i = 0; i < stones->len; i++)
    {
      TgPoint stone = g_array_index (stones, TgPoint, i);

      if (dead)
        tg_point_set_add (set, stone);
      else
        tg_point_set_remove (set, stone);
    }
}

/* Scoring */

/* The colour each point counts as once @dead are lifted off: living stones
 * keep theirs, every empty region takes the colour of the only stones it
 * touches, or TG_EMPTY when it touches both or none.  Indexed by TgPoint. */
static void
compute_owners (const TgBoard    *board,
                const TgPointSet *dead,
                TgColor          *owners)
{
  guint stride = tg_board_get_size (board) + 2;
  const int offsets[4] = { -1, 1, -(int) stride, (int) stride };
  guint n_points = tg_board_get_n_points (board);
  TgColor colors[TG_MAX_POINTS];
  gboolean seen[TG_MAX_POINTS] = { FALSE };
  TgPoint region[TG_MAX_POINTS];

  for (TgPoint p = 0; p < TG_MAX_POINTS; p++)
    colors[p] = TG_OFFBOARD;
  for (guint n = 0; n < n_points; n++)
    {
      TgPoint p = tg_board_nth_point (board, n);
      TgColor c = tg_board_get (board, p);

      if (c != TG_EMPTY && dead != NULL && tg_point_set_contains (dead, p))
        c = TG_EMPTY;
      colors[p] = c;
      owners[p] = c;
    }

  for (guint n = 0; n < n_points; n++)
    {
      TgPoint start = tg_board_nth_point (board, n);
      guint len = 0, top = 0;
      gboolean touches[3] = { FALSE };
      TgColor owner;

      if (colors[start] != TG_EMPTY || seen[start])
        continue;

      /* The region array doubles as the flood's work list: everything
       * before @top has been expanded. */
      region[len++] = start;
      seen[start] = TRUE;
      while (top < len)
        {
          TgPoint p = region[top++];

          for (guint i = 0; i < 4; i++)
            {
              TgPoint q = p + offsets[i];
              TgColor c = colors[q];

              if (c == TG_EMPTY && !seen[q])
                {
                  seen[q] = TRUE;
                  region[len++] = q;
                }
              else if (c == TG_BLACK || c == TG_WHITE)
                touches[c] = TRUE;
            }
        }

      if (touches[TG_BLACK] && !touches[TG_WHITE])
        owner = TG_BLACK;
      else if (touches[TG_WHITE] && !touches[TG_BLACK])
        owner = TG_WHITE;
      else
        owner = TG_EMPTY;
      for (guint i = 0; i < len; i++)
        owners[region[i]] = owner;
    }
}

void
tg_score_ownership (const TgBoard    *board,
                    const TgPointSet *dead,
                    TgColor          *owner)
{
  TgColor owners[TG_MAX_POINTS];
  guint n_points;

  g_return_if_fail (board != NULL);
  g_return_if_fail (owner != NULL);

  compute_owners (board, dead, owners);
  n_points = tg_board_get_n_points (board);
  for (guint n = 0; n < n_points; n++)
    owner[n] = owners[tg_board_nth_point (board, n)];
}

void
tg_score_compute (TgScore             *score,
                  const TgBoard       *board,
                  const TgPointSet    *dead,
                  const TgScoreParams *params)
{
  static const TgScoreParams no_params = { TG_RULES_WMSG, 0.0, 0, TG_EMPTY };
  TgColor owners[TG_MAX_POINTS];
  guint n_points;

  g_return_if_fail (score != NULL);
  g_return_if_fail (board != NULL);

  if (params == NULL)
    params = &no_params;

  memset (score, 0, sizeof *score);
  score->rules = params->rules;
  score->size = tg_board_get_size (board);
  /* Within the range every reader and option keeps to, so that no
   * margin or count of stones overflows what prints it. */
  score->komi = isfinite (params->komi)
                  ? CLAMP (params->komi, -tg_rules_max_komi (score->size),
                           tg_rules_max_komi (score->size))
                  : 0.0;
  score->handicap = params->handicap;

  compute_owners (board, dead, owners);
  n_points = tg_board_get_n_points (board);
  for (guint n = 0; n < n_points; n++)
    {
      TgPoint p = tg_board_nth_point (board, n);
      TgColor stone = tg_board_get (board, p);
      gboolean lifted = stone != TG_EMPTY && dead != NULL && tg_point_set_contains (dead, p);

      if (stone != TG_EMPTY && !lifted)
        score->stones[stone - 1]++;
      else
        {
          if (stone != TG_EMPTY)
            score->dead[stone - 1]++;
          if (owners[p] == TG_EMPTY)
            score->shared++;
          else
            score->territory[owners[p] - 1]++;
        }
    }

  for (guint i = 0; i < 2; i++)
    {
      score->area[i] = score->stones[i] + score->territory[i] + score->shared / 2.0;
      /* Captured and dead stones go back to their owner's bowl; what a
       * side cannot fill from its 180 is missing (negative). */
      score->fill_in_left[i] = TG_BOWL_STONES - (int) (score->stones[i] + score->territory[i]);
      score->placed[i] = params->placed[i];
      score->prisoners[i] = params->captures[i] + score->dead[1 - i];
    }

  /* Seed article 6: the one who did not pass first collected last; only
   * Black pays for it.  Handicap games have their own compensation. */
  if (params->rules == TG_RULES_WMSG && params->handicap < 2 &&
      (params->first_passer == TG_BLACK || params->first_passer == TG_WHITE))
    {
      score->last_collector = TG_OTHER (params->first_passer);
      score->adjustment = score->last_collector == TG_BLACK ? 1.0 : 0.0;
    }
  else
    score->last_collector = TG_EMPTY;

  score->handicap_compensation = params->handicap >= 2 ? params->handicap : 0.0;
  score->margin = score->area[0] - score->area[1] - score->komi
                  - score->adjustment - score->handicap_compensation;

  /* Territory counting as the Japanese count it: komi, but neither the
   * adjustment nor handicap points, which exist to match this count. */
  score->territory_margin = (double) score->territory[0] + score->prisoners[0]
                            - score->territory[1] - score->prisoners[1]
                            - score->komi;
}

/* Whole or fractional points without trailing zeros: "1.5", "12". */
static char *
format_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char *end;

  g_ascii_formatd (buffer, sizeof buffer, "%.2f", value);
  end = buffer + strlen (buffer);
  while (end > buffer && end[-1] == '0')
    *--end = '\0';
  if (end > buffer && end[-1] == '.')
    *--end = '\0';
  return g_strdup (buffer);
}

static gboolean
is_draw (double margin)
{
  return fabs (margin) < 1e-9;
}

char *
tg_score_format_points (const TgScore *score)
{
  g_autofree char *number = NULL;

  g_return_val_if_fail (score != NULL, NULL);

  if (is_draw (score->margin))
    return g_strdup ("0");
  number = format_number (fabs (score->margin));
  return g_strdup_printf ("%c+%s", score->margin > 0 ? 'B' : 'W', number);
}

char *
tg_format_quarters (double value)
{
  static const char *const fractions[4] = { "", "¼", "½", "¾" };
  gint64 quarters = llround (value * 4);
  const char *sign = quarters < 0 ? "-" : "";
  guint64 magnitude = quarters < 0 ? -(guint64) quarters : (guint64) quarters;
  guint64 whole = magnitude / 4;
  guint fraction = magnitude % 4;

  if (whole == 0 && fraction != 0)
    return g_strdup_printf ("%s%s", sign, fractions[fraction]);
  return g_strdup_printf ("%s%" G_GUINT64_FORMAT "%s", sign, whole, fractions[fraction]);
}

char *
tg_score_format_stones (const TgScore *score)
{
  g_autofree char *have = NULL;
  g_autofree char *needed = NULL;
  g_autofree char *by = NULL;
  double half, need, margin;
  gulong plural;

  g_return_val_if_fail (score != NULL, NULL);

  /* The Chinese count states Black's stones against half the board plus
   * half of everything Black owes White, a stone being two points. */
  half = score->size * score->size / 2.0;
  need = half + (score->komi + score->adjustment + score->handicap_compensation) / 2.0;
  margin = score->area[0] - need;
  have = tg_format_quarters (score->area[0]);
  needed = tg_format_quarters (need);
  by = tg_format_quarters (fabs (margin));
  plural = (gulong) ceil (fabs (margin) - 1e-9);

  if (is_draw (margin))
    return g_strdup_printf (_("Black %s stones, %s needed: a draw"), have, needed);
  if (margin > 0)
    return g_strdup_printf (ngettext ("Black %s stones, %s needed: Black wins by %s stone",
                                      "Black %s stones, %s needed: Black wins by %s stones",
                                      plural),
                            have, needed, by);
  return g_strdup_printf (ngettext ("Black %s stones, %s needed: White wins by %s stone",
                                    "Black %s stones, %s needed: White wins by %s stones",
                                    plural),
                          have, needed, by);
}

/* The plural form for a count of points that may be fractional: a
 * fraction reads as a plural ("0.5 points", "1 point", "1.5 points"). */
static gulong
points_plural (double points)
{
  double magnitude = fabs (points);

  return magnitude == floor (magnitude) ? (gulong) magnitude : (gulong) ceil (magnitude) + 1;
}

char *
tg_score_describe_adjustment (const TgScore *score)
{
  g_return_val_if_fail (score != NULL, NULL);

  if (score->rules == TG_RULES_CHINESE)
    return g_strdup (_("The Chinese rules give nothing for the last move before the passes"));
  if (score->handicap >= 2)
    return g_strdup (_("A handicap game gives nothing for the last move before the passes"));
  if (score->last_collector == TG_BLACK)
    return g_strdup (_("Black made the last move before the passes: Black gives 1 point (WMSG rules, article 6)"));
  if (score->last_collector == TG_WHITE)
    return g_strdup (_("White made the last move before the passes: no adjustment"));
  return g_strdup (_("Play did not end with two passes: nothing for the last move"));
}

char *
tg_score_describe_owed (const TgScore *score)
{
  g_autofree char *komi = NULL;

  g_return_val_if_fail (score != NULL, NULL);

  komi = format_number (score->komi);
  if (score->handicap_compensation > 0)
    /* Translators: "White receives a komi of 0.5 points and 1 point for
     * each of Black’s 4 handicap stones" */
    return g_strdup_printf (ngettext ("White receives a komi of %s point and 1 point for each of Black’s %u handicap stones",
                                      "White receives a komi of %s points and 1 point for each of Black’s %u handicap stones",
                                      points_plural (score->komi)),
                            komi, score->handicap);
  if (score->adjustment > 0)
    /* Translators: the last-collector adjustment (spec §6) in plain words */
    return g_strdup_printf (ngettext ("White receives a komi of %s point for moving second, and 1 more because Black made the last move before the passes",
                                      "White receives a komi of %s points for moving second, and 1 more because Black made the last move before the passes",
                                      points_plural (score->komi)),
                            komi);
  return g_strdup_printf (ngettext ("White receives a komi of %s point for moving second",
                                    "White receives a komi of %s points for moving second",
                                    points_plural (score->komi)),
                          komi);
}

/* Handicap */

gboolean
tg_handicap_fixed_points (const TgBoard *board,
                          guint          stones,
                          GArray        *points)
{
  guint size, d, far, mid;
  /* The standard order (spec §8), as (x, y) choices: 0 near edge, 1 middle,
   * 2 far edge.  Even counts skip the centre; odd counts from 5 add it. */
  static const guint order[8][2] = {
    { 2, 0 }, { 0, 2 },  /* upper right, lower left */
    { 2, 2 }, { 0, 0 },  /* lower right, upper left */
    { 0, 1 }, { 2, 1 },  /* left and right sides */
    { 1, 0 }, { 1, 2 },  /* top and bottom sides */
  };
  guint n_edge;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (points != NULL, FALSE);

  size = tg_board_get_size (board);
  if (stones < 2 || stones > 9 || size < 7)
    return FALSE;
  /* Centre and sides need a middle line; on 7×7 they would touch the
   * corner stones, so there (as in GTP) four is the most. */
  if (stones >= 5 && (size % 2 == 0 || size < 9))
    return FALSE;

  d = size >= 13 ? 3 : 2;
  far = size - 1 - d;
  mid = size / 2;
  n_edge = stones >= 5 && stones % 2 == 1 ? stones - 1 : stones;
  for (guint i = 0; i < n_edge; i++)
    {
      const guint coords[3] = { d, mid, far };
      TgPoint p = tg_board_point (board, coords[order[i][0]], coords[order[i][1]]);

      g_array_append_val (points, p);
    }
  if (n_edge != stones)
    {
      TgPoint p = tg_board_point (board, mid, mid);

      g_array_append_val (points, p);
    }
  return TRUE;
}

/* Nigiri */

gboolean
tg_nigiri (gboolean      guess_odd,
           TgRandomFunc  random_func,
           gpointer      user_data,
           guint        *handful)
{
  guint stones;

  /* The caller brings the randomness, so the rules core keeps no state of
   * its own (GLib's global generator included) and tests can inject it. */
  g_return_val_if_fail (random_func != NULL, FALSE);

  stones = CLAMP (random_func (user_data), 1, 30);
  if (handful != NULL)
    *handful = stones;
  return (stones % 2 == 1) == (guess_odd != FALSE);
}
