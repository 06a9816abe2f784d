/* tg-analysis-record.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-record.h"

#include <math.h>
#include <string.h>

/* NAN unless @id holds a whole number as text. */
static double
read_number (const TgNode *node,
             const char   *id)
{
  const char *text = tg_node_get_value (node, id);
  char *end = NULL;
  double value;

  if (text == NULL)
    return NAN;
  while (g_ascii_isspace (*text))
    text++;
  value = g_ascii_strtod (text, &end);
  if (end == text)
    return NAN;
  while (g_ascii_isspace (*end))
    end++;
  return *end == '\0' && isfinite (value) ? value : NAN;
}

gboolean
tg_analysis_record_read (const TgNode *node,
                         double       *score_lead,
                         double       *winrate)
{
  double lead = read_number (node, "SBKS");
  double chance = read_number (node, "SBKV");

  g_return_val_if_fail (node != NULL, FALSE);

  if (isnan (lead))
    lead = read_number (node, "V");
  if (!isnan (chance))
    chance = CLAMP (chance / 100.0, 0.0, 1.0);
  if (score_lead != NULL)
    *score_lead = lead;
  if (winrate != NULL)
    *winrate = chance;
  return !isnan (lead) || !isnan (chance);
}

/* Two decimals at most, as Sabaki writes them: "57.3", "-2". */
static void
set_number (TgGame     *game,
            TgNode     *node,
            const char *id,
            double      value)
{
  char text[G_ASCII_DTOSTR_BUF_SIZE];
  char *end;

  g_ascii_formatd (text, sizeof text, "%.2f", value);
  end = text + strlen (text);
  while (end[-1] == '0')
    *--end = '\0';
  if (end[-1] == '.')
    *--end = '\0';
  tg_game_set_value (game, node, id, g_str_equal (text, "-0") ? "0" : text);
}

void
tg_analysis_record_store (TgGame           *game,
                          TgNode           *node,
                          const TgAnalysis *analysis)
{
  g_return_if_fail (TG_IS_GAME (game));
  g_return_if_fail (node != NULL && analysis != NULL);

  tg_game_begin_step (game);
  if (isfinite (analysis->score_lead))
    {
      set_number (game, node, "V", analysis->score_lead);
      set_number (game, node, "SBKS", analysis->score_lead);
    }
  if (isfinite (analysis->winrate))
    set_number (game, node, "SBKV", analysis->winrate * 100);
  tg_game_end_step (game);
}

GPtrArray *
tg_analysis_record_line (TgGame *game,
                         TgNode *through)
{
  GPtrArray *line = g_ptr_array_new ();
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  TgNode *node;

  g_return_val_if_fail (TG_IS_GAME (game), line);

  /* From the root to @through, then along first children. */
  for (node = through; node != NULL; node = node->parent)
    g_ptr_array_add (path, node);
  if (path->len == 0)
    g_ptr_array_add (path, tg_game_get_root (game));
  for (node = path->pdata[path->len - 1]; node != NULL;)
    {
      TgNode *next;

      if (path->len > 1)
        {
          g_ptr_array_remove_index (path, path->len - 1);
          next = path->pdata[path->len - 1];
        }
      else
        next = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL;
      if (next == NULL || next->move_color != TG_EMPTY)
        g_ptr_array_add (line, node);
      node = next;
    }
  return line;
}

int
tg_analysis_loss_size (double points)
{
  if (!(points >= TG_LOSS_INACCURACY_POINTS))
    return -1;
  if (points >= TG_LOSS_BLUNDER_POINTS)
    return TG_LOSS_BLUNDER;
  if (points >= TG_LOSS_MISTAKE_POINTS)
    return TG_LOSS_MISTAKE;
  return TG_LOSS_INACCURACY;
}

static int
compare_losses (gconstpointer a,
                gconstpointer b)
{
  const TgAnalysisLoss *x = a, *y = b;

  if (x->points_lost != y->points_lost)
    return x->points_lost > y->points_lost ? -1 : 1;
  return (int) x->move_number - (int) y->move_number;
}

/* The move that led to @position: the last node with a move on its way
 * from the previous position. */
static TgNode *
move_of (TgNode *position)
{
  for (TgNode *node = position; node != NULL; node = node->parent)
    if (node->move_color != TG_EMPTY)
      return node;
  return NULL;
}

/* Moves on either side of one whose gains give its tempo. */
#define TEMPO_WINDOW 10

typedef struct
{
  TgNode *position;
  TgNode *move;
  double  gain;      /* for the mover: its lead after less before */
} Step;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* What the moves around @index gain, as a median: a static count such as
 * GNU Go's estimate_score credits the side that just moved with the
 * move's worth, so its moves "gain" that much when played well; a lead
 * that counts the move to come (KataGo's) has its median gain at or
 * below zero, and no tempo. */
static double
tempo_at (GArray *steps,
          guint   index)
{
  guint from = index > TEMPO_WINDOW ? index - TEMPO_WINDOW : 0;
  guint to = MIN (steps->len, index + TEMPO_WINDOW + 1);
  g_autofree double *gains = g_new (double, to - from);

  for (guint i = from; i < to; i++)
    gains[i - from] = g_array_index (steps, Step, i).gain;
  qsort (gains, to - from, sizeof (double), compare_doubles);
  return MAX (0, gains[(to - from) / 2]);
}

TgAnalysisReview *
tg_analysis_review_new (GPtrArray *line)
{
  TgAnalysisReview *review = g_new0 (TgAnalysisReview, 1);
  g_autoptr(GArray) steps = g_array_new (FALSE, FALSE, sizeof (Step));
  double before = NAN;

  g_return_val_if_fail (line != NULL, review);

  review->losses = g_array_new (FALSE, FALSE, sizeof (TgAnalysisLoss));
  for (guint i = 0; i < line->len; i++)
    {
      TgNode *position = line->pdata[i];
      TgNode *move = i > 0 ? move_of (position) : NULL;
      double after;

      tg_analysis_record_read (position, &after, NULL);
      if (!isnan (after))
        review->n_valued++;
      if (move != NULL && !isnan (before) && !isnan (after))
        {
          /* Leads are Black's: White gains what Black loses. */
          Step step = { position, move, move->move_color == TG_WHITE ? before - after
                                                                      : after - before };

          g_array_append_val (steps, step);
        }
      before = after;
    }

  for (guint i = 0; i < steps->len; i++)
    {
      const Step *step = &g_array_index (steps, Step, i);
      TgAnalysisPlayerReview *player = &review->players[step->move->move_color == TG_WHITE];
      double lost = tempo_at (steps, i) - step->gain;
      int size = tg_analysis_loss_size (lost);

      player->n_moves++;
      player->total_lost += MAX (lost, 0);
      if (size >= 0)
        {
          TgAnalysisLoss loss = { step->position, step->position->move_number,
                                  step->move->move_color, step->move->move_point, lost };

          player->counts[size]++;
          g_array_append_val (review->losses, loss);
        }
    }
  g_array_sort (review->losses, compare_losses);
  return review;
}

void
tg_analysis_review_free (TgAnalysisReview *review)
{
  if (review == NULL)
    return;
  g_array_unref (review->losses);
  g_free (review);
}
