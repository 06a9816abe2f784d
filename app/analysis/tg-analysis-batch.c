/* tg-analysis-batch.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-batch-private.h"

#include <math.h>

#include "tg-analyser.h"
#include "tg-analysis-record.h"

/* Positions whose times give the pace: recent ones, since GNU Go answers
 * the opening from its book at once and the middle game in seconds each,
 * and enough of them that one slow position does not throw it. */
#define PACE_WINDOW 12

struct _TgAnalysisBatch
{
  GObject      parent_instance;

  TgGame      *game;
  GPtrArray   *line;       /* TgNode * of @game, NULL once taken out of it */
  gulong       removed_id;
  TgGame      *copy;
  GPtrArray   *copy_line;  /* the same positions in @copy */
  TgAnalyser  *analyser;
  GPtrArray   *results;    /* TgAnalysis * or NULL, one a position */
  GPtrArray   *errors;     /* char *: why a position has no analysis, or NULL */
  guint        visits;
  guint        next;
  gboolean     running;
  GArray      *seconds;    /* double: what each position answered took */
  gint64       asked;      /* when the position analysed now was asked */
};

G_DEFINE_FINAL_TYPE (TgAnalysisBatch, tg_analysis_batch, G_TYPE_OBJECT)

enum
{
  PROGRESS,
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
result_free (gpointer analysis)
{
  if (analysis != NULL)
    tg_analysis_unref (analysis);
}

static void
finish (TgAnalysisBatch *self,
        gboolean         cancelled,
        const char      *error)
{
  if (!self->running)
    return;
  self->running = FALSE;
  if (error != NULL && self->next < self->errors->len)
    self->errors->pdata[self->next] = g_strdup (error);
  tg_analyser_stop (self->analyser);
  tg_engine_process_stop (TG_ENGINE_PROCESS (tg_analyser_get_engine (self->analyser)));
  g_signal_emit (self, signals[FINISHED], 0, cancelled, error);
}

static void
ask_next (TgAnalysisBatch *self)
{
  if (self->next >= self->copy_line->len)
    {
      finish (self, FALSE, NULL);
      return;
    }
  tg_game_set_current (self->copy, self->copy_line->pdata[self->next]);
  self->asked = g_get_monotonic_time ();
  tg_analyser_analyse (self->analyser, self->visits, FALSE);
}

static void
on_done (TgAnalyser      *analyser,
         TgNode          *node,
         TgAnalysis      *analysis,
         const char      *error,
         TgAnalysisBatch *self)
{
  double seconds;

  if (!self->running || node != self->copy_line->pdata[self->next])
    return;
  /* The engine went: this position is not done, and no other will be. */
  if (analysis == NULL &&
      !tg_engine_process_get_running (TG_ENGINE_PROCESS (tg_analyser_get_engine (analyser))))
    {
      finish (self, FALSE, tg_analyser_get_failure (analyser) ?: error);
      return;
    }
  if (analysis != NULL)
    self->results->pdata[self->next] = tg_analysis_ref (analysis);
  else
    self->errors->pdata[self->next] = g_strdup (error);
  seconds = (double) (g_get_monotonic_time () - self->asked) / G_USEC_PER_SEC;
  g_array_append_val (self->seconds, seconds);
  self->next++;
  g_signal_emit (self, signals[PROGRESS], 0);
  /* A handler may have cancelled. */
  if (self->running)
    ask_next (self);
}

static void
on_failed (TgAnalyser      *analyser,
           const char      *message,
           TgAnalysisBatch *self)
{
  finish (self, FALSE, message);
}

/* A position taken out of the record is not stored: its node lives only
 * as long as the undo history keeps it. */
static void
on_node_removed (TgAnalysisBatch *self,
                 TgNode          *parent,
                 guint            position,
                 TgNode          *removed)
{
  for (guint i = 0; i < self->line->len; i++)
    if (tg_node_is_ancestor (removed, self->line->pdata[i]))
      self->line->pdata[i] = NULL;
}

/* The node at the same place in @copy as @node in its own tree. */
static TgNode *
same_node (TgNode *copy_root,
           TgNode *node)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint));
  TgNode *there = copy_root;

  for (; node->parent != NULL; node = node->parent)
    {
      guint index = tg_node_child_index (node);

      g_array_append_val (path, index);
    }
  for (guint i = path->len; i > 0; i--)
    there = tg_node_get_child (there, g_array_index (path, guint, i - 1));
  return there;
}

TgAnalysisBatch *
tg_analysis_batch_new (TgEngine              *engine,
                       const char * const    *rules_commands,
                       TgAnalysisPerspective  fallback,
                       TgGame                *game,
                       GPtrArray             *line,
                       guint                  visits)
{
  TgAnalysisBatch *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (TG_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (TG_IS_GAME (game), NULL);
  g_return_val_if_fail (line != NULL && line->len > 0, NULL);

  self = g_object_new (TG_TYPE_ANALYSIS_BATCH, NULL);
  self->game = g_object_ref (game);
  self->line = g_ptr_array_copy (line, NULL, NULL);
  self->removed_id = g_signal_connect_swapped (game, "node-removed",
                                               G_CALLBACK (on_node_removed), self);
  self->visits = visits;
  /* A copy of a record the game already holds is a record it reads. */
  self->copy = tg_game_new_from_root (tg_node_copy_tree (tg_game_get_root (game)), &error);
  g_assert_no_error (error);
  self->copy_line = g_ptr_array_sized_new (line->len);
  for (guint i = 0; i < line->len; i++)
    g_ptr_array_add (self->copy_line, same_node (tg_game_get_root (self->copy),
                                                 line->pdata[i]));
  self->results = g_ptr_array_new_full (line->len, result_free);
  self->seconds = g_array_sized_new (FALSE, FALSE, sizeof (double), line->len);
  g_ptr_array_set_size (self->results, line->len);
  self->errors = g_ptr_array_new_full (line->len, g_free);
  g_ptr_array_set_size (self->errors, line->len);
  self->analyser = tg_analyser_new (engine, self->copy, rules_commands, fallback);
  g_signal_connect (self->analyser, "done", G_CALLBACK (on_done), self);
  g_signal_connect (self->analyser, "failed", G_CALLBACK (on_failed), self);
  return self;
}

void
tg_analysis_batch_set_timeout (TgAnalysisBatch *self,
                               guint            timeout_ms)
{
  g_return_if_fail (TG_IS_ANALYSIS_BATCH (self));

  tg_analyser_set_timeout (self->analyser, timeout_ms);
}

void
tg_analysis_batch_start (TgAnalysisBatch *self)
{
  g_return_if_fail (TG_IS_ANALYSIS_BATCH (self));

  if (self->running || self->next > 0)
    return;
  self->running = TRUE;
  ask_next (self);
}

void
tg_analysis_batch_cancel (TgAnalysisBatch *self)
{
  g_return_if_fail (TG_IS_ANALYSIS_BATCH (self));

  finish (self, TRUE, NULL);
}

gboolean
tg_analysis_batch_get_running (TgAnalysisBatch *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), FALSE);

  return self->running;
}

guint
tg_analysis_batch_get_n_positions (TgAnalysisBatch *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), 0);

  return self->line->len;
}

guint
tg_analysis_batch_get_n_done (TgAnalysisBatch *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), 0);

  return self->next;
}

TgNode *
tg_analysis_batch_get_node (TgAnalysisBatch *self,
                            guint            index)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), NULL);
  g_return_val_if_fail (index < self->line->len, NULL);

  return self->line->pdata[index];
}

TgAnalysis *
tg_analysis_batch_get_result (TgAnalysisBatch *self,
                              guint            index)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), NULL);
  g_return_val_if_fail (index < self->results->len, NULL);

  return self->results->pdata[index];
}

const char *
tg_analysis_batch_get_error (TgAnalysisBatch *self,
                             guint            index)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), NULL);
  g_return_val_if_fail (index < self->errors->len, NULL);

  return self->errors->pdata[index];
}

double
_tg_analysis_batch_seconds_left (const double *seconds,
                                 guint         n_done,
                                 guint         n_left,
                                 double        current)
{
  guint from = n_done > PACE_WINDOW ? n_done - PACE_WINDOW : 0;
  double sum = 0, pace;

  if (n_done == 0)
    return -1;
  if (n_left == 0)
    return 0;
  for (guint i = from; i < n_done; i++)
    sum += seconds[i];
  pace = sum / (n_done - from);
  /* A position taking longer than the pace slows it at once, rather than
   * once it is answered: the time left does not stand still meanwhile. */
  if (current > pace)
    pace = (sum + current) / (n_done - from + 1);
  return MAX (0, pace * n_left - MIN (current, pace));
}

double
tg_analysis_batch_get_seconds_left (TgAnalysisBatch *self)
{
  double current = 0;

  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), -1);

  if (self->running)
    current = (double) (g_get_monotonic_time () - self->asked) / G_USEC_PER_SEC;
  return _tg_analysis_batch_seconds_left ((const double *) self->seconds->data, self->seconds->len,
                                          self->line->len - self->next, current);
}

/* GNU Go's lead over a whole line.
 *
 * Its count credits the side that just moved with the move (see
 * tg-gnugo-analysis.h), so the counts of positions with the same side to
 * move are alike, and those with the other side to move alike: the lead
 * of a position is the mean of the two, interpolated there, which is the
 * mean of the counts before and after the move that led to it and of
 * those before and after the next.  Each count first gives way to the
 * middle one of itself and its two neighbours with the same side to move:
 * GNU Go often judges a group dead for one position and alive again the
 * next (Hosai–Go Seigen, move 29: 41 points apart), which is no move of
 * the game; a change that lasts passes whole.  Checked on six corpus
 * games (professional and AI, 57 to 331 moves): the lag-1
 * autocorrelation of the lead's changes goes from -0.82…-0.92 to
 * +0.61…+0.71, its median change from 6…18 points to under 1, and the
 * review's blunders of the Hosai game from 19 and 17 to none, the
 * leads of the last quarter keeping the winner's side.  Taking each
 * move's loss from GNU Go's preferred move instead (the count after it
 * against the count after the move played) left 5 to 8 blunders a
 * player in the Hosai and Master–Nie Weiping games: GNU Go's reading
 * errors weigh more than the players'.
 * A fixed correction could not follow the tempo either: 15 points in a
 * 19×19 opening, 1 in the endgame. */

/* The counts of the window (see _tg_analysis_batch_gnugo_lead) are
 * numbered from -3 to 3 around the position: COUNT (w, i). */
#define COUNT(window, i) ((window)[(i) + 3])

/* The count at @i of the window, unless it stands alone against both
 * neighbours with the same side to move (two positions away on either
 * side): GNU Go then changed its mind about a group for one position
 * and back, which the game did not do.  A change that lasts passes as
 * it is. */
static double
steady_count (const double *window,
              int           i)
{
  double here = COUNT (window, i);
  double before = COUNT (window, i - 2), after = COUNT (window, i + 2);

  if (!isfinite (before) || !isfinite (after))
    return here;
  return MAX (MIN (before, after), MIN (here, MAX (before, after)));
}

/* The mean of the counts before and after the move to @i: each credits
 * a different side with the tempo, so the mean neither. */
static double
move_lead (const double *window,
           int           i)
{
  double here = steady_count (window, i);
  double before = steady_count (window, i - 1);

  return isfinite (before) ? (here + before) / 2 : here;
}

double
_tg_analysis_batch_gnugo_lead (const double counts[7])
{
  /* The position between the move that led to it and the next one. */
  double here = move_lead (counts, 0);
  double next = move_lead (counts, 1);

  return isfinite (next) ? (here + next) / 2 : here;
}

double
tg_analysis_batch_get_lead (TgAnalysisBatch *self,
                            guint            index)
{
  TgAnalysis *analysis;
  double window[7];

  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), NAN);
  g_return_val_if_fail (index < self->results->len, NAN);

  analysis = self->results->pdata[index];
  if (analysis == NULL)
    return NAN;
  /* KataGo's and Leela Zero's leads count the move to come already. */
  if (!isfinite (analysis->score_static))
    return analysis->score_lead;
  for (int i = -3; i <= 3; i++)
    {
      gint64 at = (gint64) index + i;
      TgAnalysis *there = at >= 0 && at < self->next ? self->results->pdata[at] : NULL;

      COUNT (window, i) = there != NULL ? there->score_static : NAN;
    }
  return _tg_analysis_batch_gnugo_lead (window);
}

guint
tg_analysis_batch_store (TgAnalysisBatch *self)
{
  guint stored = 0;

  g_return_val_if_fail (TG_IS_ANALYSIS_BATCH (self), 0);

  tg_game_begin_step (self->game);
  for (guint i = 0; i < self->line->len; i++)
    {
      TgNode *node = self->line->pdata[i];
      TgAnalysis *analysis = self->results->pdata[i];
      g_autoptr(TgAnalysis) kept = NULL;

      if (analysis == NULL || node == NULL)
        continue;
      kept = tg_analysis_new (analysis->size, analysis->to_move);
      kept->score_lead = tg_analysis_batch_get_lead (self, i);
      kept->winrate = analysis->winrate;
      tg_analysis_record_store (self->game, node, kept);
      stored++;
    }
  tg_game_end_step (self->game);
  return stored;
}

static void
tg_analysis_batch_dispose (GObject *object)
{
  TgAnalysisBatch *self = TG_ANALYSIS_BATCH (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->removed_id, self->game);
  if (self->analyser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->analyser, self);
      tg_analyser_stop (self->analyser);
      tg_engine_process_stop (TG_ENGINE_PROCESS (tg_analyser_get_engine (self->analyser)));
    }
  g_clear_object (&self->analyser);
  G_OBJECT_CLASS (tg_analysis_batch_parent_class)->dispose (object);
}

static void
tg_analysis_batch_finalize (GObject *object)
{
  TgAnalysisBatch *self = TG_ANALYSIS_BATCH (object);

  g_ptr_array_unref (self->results);
  g_ptr_array_unref (self->errors);
  g_array_unref (self->seconds);
  g_ptr_array_unref (self->copy_line);
  g_ptr_array_unref (self->line);
  g_clear_object (&self->copy);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (tg_analysis_batch_parent_class)->finalize (object);
}

static void
tg_analysis_batch_class_init (TgAnalysisBatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_analysis_batch_dispose;
  object_class->finalize = tg_analysis_batch_finalize;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                    G_TYPE_BOOLEAN, G_TYPE_STRING);
}

static void
tg_analysis_batch_init (TgAnalysisBatch *self)
{
}
