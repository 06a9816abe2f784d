/* tg-gnugo-analysis.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-gnugo-analysis.h"

#include <glib/gi18n.h>
#include <math.h>

static gboolean
parse_number (const char *token,
              double     *value)
{
  char *end;

  *value = g_ascii_strtod (token, &end);
  return end != token && *end == '\0' && isfinite (*value);
}

static GStrv
split_words (const char *answer)
{
  g_auto(GStrv) words = g_strsplit_set (answer, " \t\r\n", -1);
  GPtrArray *kept = g_ptr_array_new ();

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      g_ptr_array_add (kept, g_strdup (words[i]));
  g_ptr_array_add (kept, NULL);
  return (GStrv) g_ptr_array_free (kept, FALSE);
}

gboolean
tg_gnugo_parse_score (const char *answer,
                      double     *black_lead)
{
  g_auto(GStrv) words = NULL;
  double margin;

  g_return_val_if_fail (answer != NULL && black_lead != NULL, FALSE);

  words = split_words (answer);
  if (words[0] == NULL)
    return FALSE;
  /* "0" is a draw; otherwise the winner, "+" and the margin. */
  if (g_str_equal (words[0], "0"))
    {
      *black_lead = 0;
      return TRUE;
    }
  if ((words[0][0] != 'B' && words[0][0] != 'W') || words[0][1] != '+' ||
      !parse_number (words[0] + 2, &margin) || margin < 0)
    return FALSE;
  *black_lead = words[0][0] == 'B' ? margin : -margin;
  return TRUE;
}

gboolean
tg_gnugo_parse_top_moves (const char    *answer,
                          const TgBoard *board,
                          TgAnalysis    *analysis)
{
  g_auto(GStrv) words = NULL;
  guint n;

  g_return_val_if_fail (answer != NULL && board != NULL && analysis != NULL, FALSE);

  words = split_words (answer);
  n = g_strv_length (words);
  if (n % 2 != 0)
    return FALSE;
  for (guint i = 0; i < n; i += 2)
    {
      TgPoint point;
      double value;

      if (!tg_board_point_from_gtp (board, words[i], &point) ||
          !parse_number (words[i + 1], &value))
        return FALSE;
    }
  for (guint i = 0; i < n; i += 2)
    {
      TgPoint point;
      TgCandidate *candidate;

      tg_board_point_from_gtp (board, words[i], &point);
      candidate = tg_analysis_add_candidate (analysis, point);
      parse_number (words[i + 1], &candidate->value);
      candidate->order = i / 2;
    }
  return TRUE;
}

gboolean
tg_gnugo_parse_territory (const char *answer,
                          TgAnalysis *analysis)
{
  g_auto(GStrv) words = NULL;
  guint n = analysis->size * analysis->size;
  g_autofree float *grid = NULL;

  g_return_val_if_fail (answer != NULL && analysis != NULL, FALSE);

  words = split_words (answer);
  if (g_strv_length (words) != n)
    return FALSE;
  grid = g_new (float, n);
  for (guint i = 0; i < n; i++)
    {
      double value;

      if (!parse_number (words[i], &value))
        return FALSE;
      /* GNU Go counts White's territory positive. */
      grid[i] = -CLAMP (value, -1, 1);
    }
  g_free (analysis->ownership);
  analysis->ownership = g_steal_pointer (&grid);
  return TRUE;
}

gboolean
tg_gnugo_parse_dead (const char    *answer,
                     const TgBoard *board,
                     TgPointSet    *dead)
{
  g_auto(GStrv) words = NULL;

  g_return_val_if_fail (answer != NULL && board != NULL && dead != NULL, FALSE);

  words = split_words (answer);
  for (guint i = 0; words[i] != NULL; i++)
    {
      TgPoint point;

      if (!tg_board_point_from_gtp (board, words[i], &point) || point == TG_PASS ||
          tg_board_get (board, point) == TG_EMPTY)
        return FALSE;
      tg_point_set_add (dead, point);
    }
  return TRUE;
}

/* Asking */

typedef enum
{
  ASK_SCORE,
  ASK_CANDIDATES,
  ASK_DEAD,
  ASK_TERRITORY,
  ASK_UNDO,
  ASK_SCORE_BEFORE,
  ASK_REPLAY,
} Question;

typedef struct
{
  TgBoard    *board;
  TgAnalysis *analysis;
  guint       outstanding;
  guint       answered;
  gboolean    undone;    /* the move was taken back for the count before it */
  double      before;    /* that count, NAN until read */
  GError     *stopped;   /* the engine's own end, which ends everything */
} Asking;

typedef struct
{
  GTask    *task;
  Question  question;
  char     *command;
} Request;

static void
asking_free (gpointer data)
{
  Asking *asking = data;

  tg_board_free (asking->board);
  tg_analysis_unref (asking->analysis);
  g_clear_error (&asking->stopped);
  g_free (asking);
}

static gboolean
read_answer (Asking     *asking,
             Question    question,
             const char *answer)
{
  TgAnalysis *analysis = asking->analysis;

  switch (question)
    {
    case ASK_SCORE:
      return tg_gnugo_parse_score (answer, &analysis->score_static);
    case ASK_UNDO:
      asking->undone = TRUE;
      return TRUE;
    case ASK_SCORE_BEFORE:
      /* After a refused undo it would be the count after the move. */
      return asking->undone && tg_gnugo_parse_score (answer, &asking->before);
    case ASK_REPLAY:
      return TRUE;
    case ASK_CANDIDATES:
      return tg_gnugo_parse_top_moves (answer, asking->board, analysis);
    case ASK_DEAD:
      if (analysis->dead == NULL)
        analysis->dead = tg_point_set_new ();
      return tg_gnugo_parse_dead (answer, asking->board, analysis->dead);
    case ASK_TERRITORY:
      return tg_gnugo_parse_territory (answer, analysis);
    default:
      g_assert_not_reached ();
    }
}

/* Stones are their owner's, or the other side's when dead. */
static void
own_stones (Asking *asking)
{
  TgAnalysis *analysis = asking->analysis;
  const TgBoard *board = asking->board;
  guint size = analysis->size;

  for (guint y = 0; y < size; y++)
    for (guint x = 0; x < size; x++)
      {
        TgPoint point = tg_board_point (board, x, y);
        TgColor color = tg_board_get (board, point);
        gboolean dead = analysis->dead != NULL && tg_point_set_contains (analysis->dead, point);

        if (color == TG_BLACK || color == TG_WHITE)
          analysis->ownership[y * size + x] = (color == TG_BLACK) != dead ? 1 : -1;
      }
}

static void
finish_asking (GTask *task)
{
  Asking *asking = g_task_get_task_data (task);

  if (asking->stopped != NULL)
    {
      g_task_return_error (task, g_steal_pointer (&asking->stopped));
      return;
    }
  if (asking->answered == 0)
    {
      g_autoptr(GString) warnings = g_string_new (NULL);

      for (guint i = 0; i < asking->analysis->warnings->len; i++)
        g_string_append_printf (warnings, "%s%s", i > 0 ? "; " : "",
                                (const char *) asking->analysis->warnings->pdata[i]);
      g_task_return_new_error (task, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED,
                               _("The engine answered none of the analysis questions: %s"),
                               warnings->str);
      return;
    }
  if (asking->analysis->warnings->len == 0)
    g_clear_pointer (&asking->analysis->warnings, g_ptr_array_unref);
  /* The lead credits neither side with the tempo (see the header). */
  if (isfinite (asking->before))
    asking->analysis->score_lead = (asking->before + asking->analysis->score_static) / 2;
  else
    asking->analysis->score_lead = asking->analysis->score_static;
  if (asking->analysis->ownership != NULL)
    own_stones (asking);
  tg_analysis_finish (asking->analysis);
  g_task_return_pointer (task, tg_analysis_ref (asking->analysis),
                         (GDestroyNotify) tg_analysis_unref);
}

static void
on_answer (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  Request *request = user_data;
  Asking *asking = g_task_get_task_data (request->task);
  g_autoptr(GError) error = NULL;
  g_autofree char *answer = tg_engine_send_finish (TG_ENGINE (source), result, &error);

  if (answer == NULL && !g_error_matches (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED))
    {
      if (asking->stopped == NULL)
        asking->stopped = g_steal_pointer (&error);
    }
  else if (answer == NULL)
    tg_analysis_add_warning (asking->analysis, _("GNU Go refused “%s”: %s"),
                             request->command, error->message);
  else if (read_answer (asking, request->question, answer))
    {
      if (request->question < ASK_UNDO)
        asking->answered++;
    }
  else
    {
      g_autofree char *quoted = tg_engine_quote (answer);

      tg_analysis_add_warning (asking->analysis, _("GNU Go’s answer to “%s” cannot be read: “%s”"),
                               request->command, quoted);
    }

  if (--asking->outstanding == 0)
    finish_asking (request->task);
  g_object_unref (request->task);
  g_free (request->command);
  g_free (request);
}

static void
ask (GTask      *task,
     Question    question,
     const char *command)
{
  Asking *asking = g_task_get_task_data (task);
  Request *request = g_new0 (Request, 1);

  request->task = g_object_ref (task);
  request->question = question;
  request->command = g_strdup (command);
  asking->outstanding++;
  tg_engine_send_async (g_task_get_source_object (task), command, TG_ENGINE_THINKING,
                        g_task_get_cancellable (task), on_answer, request);
}

void
tg_gnugo_analyse_async (TgEngine            *engine,
                        const TgBoard       *board,
                        TgColor              to_move,
                        TgColor              last_color,
                        TgPoint              last_point,
                        TgGnugoQuery         query,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  const char *color = to_move == TG_WHITE ? "white" : "black";
  Asking *asking;

  g_return_if_fail (TG_IS_ENGINE (engine));
  g_return_if_fail (board != NULL);
  g_return_if_fail (to_move == TG_BLACK || to_move == TG_WHITE);
  g_return_if_fail (query != 0);

  asking = g_new0 (Asking, 1);
  asking->board = tg_board_copy (board);
  asking->before = NAN;
  asking->analysis = tg_analysis_new (tg_board_get_size (board), to_move);
  /* Kept even when empty until the end, for the message when every
   * answer fails. */
  asking->analysis->warnings = g_ptr_array_new_with_free_func (g_free);
  task = g_task_new (engine, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_gnugo_analyse_async);
  g_task_set_task_data (task, asking, asking_free);

  /* Pipelined: GTP answers in order, and each reply fills its part. */
  if (query & TG_GNUGO_SCORE)
    ask (task, ASK_SCORE, "estimate_score");
  if (query & TG_GNUGO_CANDIDATES)
    {
      g_autofree char *command = g_strdup_printf ("top_moves_%s", color);

      ask (task, ASK_CANDIDATES, command);
    }
  if (query & (TG_GNUGO_DEAD | TG_GNUGO_OWNERSHIP))
    ask (task, ASK_DEAD, "final_status_list dead");
  if (query & (TG_GNUGO_OWNERSHIP | TG_GNUGO_TERRITORY))
    {
      g_autofree char *command = g_strdup_printf ("initial_influence %s territory_value", color);

      ask (task, ASK_TERRITORY, command);
    }
  /* Last, once the rest is answered of this position: GTP answers in
   * order, and the three are written at once, so the engine is back in
   * the position whatever the callbacks find (cancelled or not). */
  if ((query & TG_GNUGO_SCORE) && (last_color == TG_BLACK || last_color == TG_WHITE))
    {
      g_autofree char *vertex = tg_board_point_to_gtp (board, last_point);
      g_autofree char *replay = g_strdup_printf ("play %s %s",
                                                 last_color == TG_WHITE ? "white" : "black",
                                                 vertex);

      ask (task, ASK_UNDO, "undo");
      ask (task, ASK_SCORE_BEFORE, "estimate_score");
      ask (task, ASK_REPLAY, replay);
    }
}

TgAnalysis *
tg_gnugo_analyse_finish (TgEngine      *engine,
                         GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, engine), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
