/* tg-analyser.c
 *
 * One analysis at a time: a new request cancels the one running and
 * starts once its callback has come, so that a reader stepping through
 * a record never piles GNU Go's questions (seconds each on 19×19) up in
 * the engine's queue.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analyser-private.h"

#include <glib/gi18n.h>

#include "tg-analysis-stream.h"
#include "tg-engine-player.h"
#include "tg-engine-profile.h"
#include "tg-gnugo-analysis.h"

/* Centiseconds between a stream's reports: the board repaints at most
 * once a frame whatever comes. */
#define INTERVAL_CS 20
/* Reports without a new visit before a bounded search counts as done
 * (an engine that stopped at its own limit but keeps the stream open). */
#define STALLED_UPDATES 20
/* How long a bounded analysis may take before it ends with what came,
 * unless set otherwise. */
#define TIMEOUT_MS 60000

typedef enum
{
  PROBE_NONE,
  PROBE_RUNNING,
  PROBE_READY,
  PROBE_FAILED,
} Probe;

typedef enum
{
  MODE_STREAM,
  MODE_GNUGO,
} Mode;

typedef struct
{
  TgAnalyser   *self;
  TgNode       *node;
  GCancellable *cancellable;
  guint         max_visits;
  guint         last_visits;
  guint         stalls;
  guint         deadline;
  gboolean      interrupted;
  gboolean      stale;          /* stopped or replaced: its results go nowhere */
  TgAnalysis   *latest;
  char         *unreadable;     /* the first line of the stream that could not be read */
} Run;

struct _TgAnalyser
{
  GObject                parent_instance;

  TgEngine              *engine;
  TgGame                *game;
  TgEnginePlayer        *player;
  TgAnalysisPerspective  fallback;
  gboolean               own_rules_commands;
  Probe                  probe;
  Mode                   mode;
  TgAnalysisFormat       format;
  TgAnalysisPerspective  perspective;
  char                  *failure;
  char                  *refused;
  guint                  timeout_ms;

  Run                   *run;
  gboolean               want;
  guint                  want_visits;
  gboolean               want_ownership;
};

G_DEFINE_FINAL_TYPE (TgAnalyser, tg_analyser, G_TYPE_OBJECT)

enum
{
  UPDATE,
  DONE,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void maybe_start (TgAnalyser *self);

static void
fail (TgAnalyser *self,
      const char *message)
{
  if (self->probe == PROBE_FAILED)
    return;
  self->probe = PROBE_FAILED;
  self->want = FALSE;
  self->failure = g_strdup (message);
  g_signal_emit (self, signals[FAILED], 0, message);
}

static void
on_stopped (TgEngine   *engine,
            const char *reason,
            TgAnalyser *self)
{
  fail (self, reason);
}

static void
on_player_failed (TgEnginePlayer *player,
                  const char     *message,
                  TgAnalyser     *self)
{
  g_free (self->refused);
  self->refused = g_strdup (message);
}

/* Runs */

static void
run_free (Run *run)
{
  g_clear_handle_id (&run->deadline, g_source_remove);
  g_clear_object (&run->cancellable);
  g_clear_pointer (&run->latest, tg_analysis_unref);
  g_free (run->unreadable);
  g_object_unref (run->self);
  g_free (run);
}

static void
end_run (Run *run)
{
  run->stale = TRUE;
  g_clear_handle_id (&run->deadline, g_source_remove);
  g_cancellable_cancel (run->cancellable);
}

static void
interrupt (Run *run)
{
  if (run->interrupted)
    return;
  run->interrupted = TRUE;
  tg_engine_interrupt (run->self->engine);
}

/* The time-out, then as long again for the stream to end after the
 * interruption: an engine that goes on is stopped. */
static gboolean
on_deadline (gpointer user_data)
{
  Run *run = user_data;
  TgAnalyser *self = run->self;

  if (!run->interrupted)
    {
      interrupt (run);
      return G_SOURCE_CONTINUE;
    }
  run->deadline = 0;
  fail (self, _("The engine did not stop its analysis when asked"));
  tg_engine_process_stop (TG_ENGINE_PROCESS (self->engine));
  return G_SOURCE_REMOVE;
}

/* The run's callback came: it says how it ended, unless replaced, and
 * the next one starts. */
static void
finish_run (Run          *run,
            TgAnalysis   *analysis,
            const GError *error)
{
  TgAnalyser *self = g_object_ref (run->self);

  if (self->run == run)
    self->run = NULL;
  if (!run->stale)
    {
      g_autofree char *message = NULL;

      if (self->refused != NULL)
        /* The engine is not in this position: what it said is of another. */
        message = g_steal_pointer (&self->refused);
      else if (error != NULL && !(run->interrupted && analysis != NULL))
        message = g_strdup (error->message);
      else if (analysis == NULL)
        message = g_strdup (_("The engine gave no analysis"));
      else if (run->unreadable != NULL)
        tg_analysis_add_warning (analysis, "%s", run->unreadable);
      g_signal_emit (self, signals[DONE], 0, run->node, message == NULL ? analysis : NULL,
                     message);
    }
  run_free (run);
  maybe_start (self);
  g_object_unref (self);
}

static void
on_update (TgAnalysis   *analysis,
           const GError *error,
           gpointer      user_data)
{
  Run *run = user_data;

  if (run->stale)
    return;
  /* A line that cannot be read leaves the last good report standing, and
   * is said with the last one. */
  if (analysis == NULL)
    {
      if (run->unreadable == NULL)
        run->unreadable = g_strdup (error->message);
      return;
    }
  g_clear_pointer (&run->latest, tg_analysis_unref);
  run->latest = tg_analysis_ref (analysis);
  run->stalls = analysis->visits > run->last_visits ? 0 : run->stalls + 1;
  run->last_visits = analysis->visits;
  g_signal_emit (run->self, signals[UPDATE], 0, run->node, analysis);
  if (run->max_visits > 0 && (analysis->visits >= run->max_visits ||
                              run->stalls >= STALLED_UPDATES))
    interrupt (run);
}

static void
on_stream_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Run *run = user_data;
  g_autoptr(GError) error = NULL;

  tg_analysis_stream_finish (TG_ENGINE (source), result, &error);
  finish_run (run, run->latest, error);
}

static void
on_gnugo_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Run *run = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TgAnalysis) analysis = tg_gnugo_analyse_finish (TG_ENGINE (source), result, &error);

  if (analysis != NULL && !run->stale)
    g_signal_emit (run->self, signals[UPDATE], 0, run->node, analysis);
  finish_run (run, analysis, error);
}

static void
start_run (TgAnalyser *self)
{
  Run *run = g_new0 (Run, 1);
  const TgBoard *board;
  TgColor to_move;

  run->self = g_object_ref (self);
  run->node = tg_game_get_current (self->game);
  run->cancellable = g_cancellable_new ();
  run->max_visits = self->want_visits;
  self->want = FALSE;
  self->run = run;
  g_clear_pointer (&self->refused, g_free);

  tg_engine_player_sync (self->player);
  board = tg_game_get_board (self->game);
  to_move = tg_game_get_to_move (self->game);
  if (self->mode == MODE_GNUGO)
    {
      TgGnugoQuery query = TG_GNUGO_CANDIDATES | TG_GNUGO_SCORE;

      if (self->want_ownership)
        query |= TG_GNUGO_TERRITORY;
      tg_gnugo_analyse_async (self->engine, board, to_move, run->node->move_color,
                              run->node->move_point, query, run->cancellable,
                              on_gnugo_done, run);
      return;
    }
  tg_analysis_stream_async (self->engine, board, to_move, self->format, self->perspective,
                            self->want_ownership ? TG_ANALYSIS_OWNERSHIP : 0, INTERVAL_CS,
                            on_update, run, NULL, run->cancellable, on_stream_done, run);
  if (run->max_visits > 0)
    run->deadline = g_timeout_add (self->timeout_ms, on_deadline, run);
}

static void
maybe_start (TgAnalyser *self)
{
  if (self->probe == PROBE_READY && self->want && self->run == NULL)
    start_run (self);
}

/* Finding out what the engine speaks */

static void
on_perspective (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TgAnalyser) self = user_data;

  self->perspective = tg_analysis_detect_perspective_finish (TG_ENGINE (source), result, NULL);
  if (self->probe != PROBE_RUNNING)
    return;
  self->probe = PROBE_READY;
  maybe_start (self);
}

static gboolean
knows (GStrv       commands,
       const char *name)
{
  return g_strv_contains ((const char * const *) commands, name);
}

static void
on_commands (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(TgAnalyser) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *list = tg_engine_send_finish (TG_ENGINE (source), result, &error);
  g_auto(GStrv) commands = NULL;

  if (self->probe != PROBE_RUNNING)
    return;
  if (list == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The engine does not answer: %s"),
                                                  error->message);

      fail (self, message);
      return;
    }
  commands = g_strsplit (list, "\n", -1);
  for (guint i = 0; commands[i] != NULL; i++)
    g_strstrip (commands[i]);

  if (tg_analysis_format_from_commands (list, &self->format))
    {
      self->mode = MODE_STREAM;
      if (self->format == TG_ANALYSIS_KATAGO && !self->own_rules_commands)
        {
          const TgEngineProfile katago = { .kind = TG_ENGINE_KIND_KATAGO };

          tg_engine_player_set_rules_commands (self->player,
                                               tg_engine_profile_get_rules_commands (&katago));
        }
      tg_analysis_detect_perspective_async (self->engine, self->fallback, NULL, on_perspective,
                                            g_object_ref (self));
      return;
    }
  if (knows (commands, "estimate_score") && knows (commands, "top_moves_black") &&
      knows (commands, "top_moves_white"))
    {
      self->mode = MODE_GNUGO;
      self->probe = PROBE_READY;
      maybe_start (self);
      return;
    }
  fail (self, _("The engine has no analysis commands (kata-analyze, lz-analyze, or GNU Go’s "
                "estimate_score and top_moves)"));
}

static void
probe (TgAnalyser *self)
{
  g_autoptr(GError) error = NULL;

  self->probe = PROBE_RUNNING;
  if (!tg_engine_process_get_running (TG_ENGINE_PROCESS (self->engine)) &&
      !tg_engine_process_start (TG_ENGINE_PROCESS (self->engine), &error))
    {
      g_autofree char *message = g_strdup_printf (_("The engine cannot start: %s"),
                                                  error->message);

      fail (self, message);
      return;
    }
  tg_engine_send_async (self->engine, "list_commands", 0, NULL, on_commands,
                        g_object_ref (self));
}

/* API */

TgAnalyser *
tg_analyser_new (TgEngine              *engine,
                 TgGame                *game,
                 const char * const    *rules_commands,
                 TgAnalysisPerspective  fallback)
{
  TgAnalyser *self;

  g_return_val_if_fail (TG_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  self = g_object_new (TG_TYPE_ANALYSER, NULL);
  self->engine = g_object_ref (engine);
  self->game = g_object_ref (game);
  self->fallback = fallback;
  self->player = tg_engine_player_new (engine, game);
  self->own_rules_commands = rules_commands != NULL;
  if (rules_commands != NULL)
    tg_engine_player_set_rules_commands (self->player, rules_commands);
  g_signal_connect (engine, "stopped", G_CALLBACK (on_stopped), self);
  g_signal_connect (self->player, "failed", G_CALLBACK (on_player_failed), self);
  return self;
}

void
tg_analyser_set_timeout (TgAnalyser *self,
                         guint       timeout_ms)
{
  g_return_if_fail (TG_IS_ANALYSER (self));
  g_return_if_fail (timeout_ms > 0);

  self->timeout_ms = timeout_ms;
}

TgEngine *
tg_analyser_get_engine (TgAnalyser *self)
{
  g_return_val_if_fail (TG_IS_ANALYSER (self), NULL);

  return self->engine;
}

void
tg_analyser_analyse (TgAnalyser *self,
                     guint       max_visits,
                     gboolean    ownership)
{
  g_return_if_fail (TG_IS_ANALYSER (self));

  if (self->probe == PROBE_FAILED)
    return;
  self->want = TRUE;
  self->want_visits = max_visits;
  self->want_ownership = ownership;
  if (self->run != NULL && !self->run->stale)
    end_run (self->run);
  if (self->probe == PROBE_NONE)
    probe (self);
  else
    maybe_start (self);
}

void
tg_analyser_stop (TgAnalyser *self)
{
  g_return_if_fail (TG_IS_ANALYSER (self));

  self->want = FALSE;
  if (self->run != NULL && !self->run->stale)
    end_run (self->run);
}

gboolean
tg_analyser_get_busy (TgAnalyser *self)
{
  g_return_val_if_fail (TG_IS_ANALYSER (self), FALSE);

  return self->want || (self->run != NULL && !self->run->stale);
}

const char *
tg_analyser_get_failure (TgAnalyser *self)
{
  g_return_val_if_fail (TG_IS_ANALYSER (self), NULL);

  return self->failure;
}

static void
tg_analyser_dispose (GObject *object)
{
  TgAnalyser *self = TG_ANALYSER (object);

  if (self->engine != NULL)
    g_signal_handlers_disconnect_by_data (self->engine, self);
  if (self->player != NULL)
    g_signal_handlers_disconnect_by_data (self->player, self);
  g_clear_object (&self->player);
  G_OBJECT_CLASS (tg_analyser_parent_class)->dispose (object);
}

static void
tg_analyser_finalize (GObject *object)
{
  TgAnalyser *self = TG_ANALYSER (object);

  g_clear_object (&self->engine);
  g_clear_object (&self->game);
  g_free (self->failure);
  g_free (self->refused);
  G_OBJECT_CLASS (tg_analyser_parent_class)->finalize (object);
}

static void
tg_analyser_class_init (TgAnalyserClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tg_analyser_dispose;
  object_class->finalize = tg_analyser_finalize;

  signals[UPDATE] = g_signal_new ("update", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                  G_TYPE_POINTER, TG_TYPE_ANALYSIS);
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                0, NULL, NULL, NULL, G_TYPE_NONE, 3,
                                G_TYPE_POINTER, TG_TYPE_ANALYSIS, G_TYPE_STRING);
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tg_analyser_init (TgAnalyser *self)
{
  self->timeout_ms = TIMEOUT_MS;
}
