/* tg-cli-analyze.c: `tengen-cli analyze`, what an engine thinks of every
 * position of a record's main line: kata-analyze or lz-analyze until
 * enough visits, GNU Go's estimate_score and top_moves, or KataGo's JSON
 * analysis engine with every position asked at once.  What is printed
 * and saved is tg-cli-analyze-output.c's.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli-analyze.h"

#include <glib/gi18n.h>

#include <math.h>

#include "tg-analysis-batch.h"
#include "tg-analysis-engine.h"
#include "tg-analysis-record.h"
#include "tg-sgf.h"

#define DEFAULT_VISITS 100

typedef struct
{
  TgGame                *game;
  GPtrArray             *others;      /* TgNode *: the file's other games */
  GPtrArray             *positions;   /* TgCliPosition * */
  GOutputStream         *err;
  guint                  visits;
  guint                  timeout_ms;

  TgAnalysisBatch       *batch;
  TgAnalysisEngine      *json_engine;
  /* The engine ended: nothing more can be asked. */
  char                  *fatal;
  gboolean               finished;
  guint                  answered;       /* JSON: positions answered */
} Run;

static void
run_clear (Run *run)
{
  if (run->batch != NULL)
    g_signal_handlers_disconnect_by_data (run->batch, run);
  if (run->json_engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (run->json_engine, run);
      tg_engine_process_stop (TG_ENGINE_PROCESS (run->json_engine));
    }
  g_clear_object (&run->batch);
  g_clear_object (&run->json_engine);
  g_clear_pointer (&run->positions, g_ptr_array_unref);
  g_clear_object (&run->game);
  g_clear_pointer (&run->others, g_ptr_array_unref);
  g_free (run->fatal);
}

/* The start and the position after each move of the main line, as the
 * window's Analyse Whole Game takes them. */
static GPtrArray *
main_line_positions (TgGame *game)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func (tg_cli_position_free);
  g_autoptr(GPtrArray) line = tg_analysis_record_line (game, NULL);

  for (guint i = 0; i < line->len; i++)
    {
      TgCliPosition *position = g_new0 (TgCliPosition, 1);

      position->node = line->pdata[i];
      position->score_lead = NAN;
      g_ptr_array_add (positions, position);
    }
  return positions;
}

static void
report_progress (Run      *run,
                 guint     done,
                 TgCliPosition *position)
{
  tg_cli_print (run->err, _("tengen-cli analyze: %u of %u positions\n"), done,
                run->positions->len);
  if (position->error != NULL)
    tg_cli_print (run->err, _("tengen-cli analyze: move %u: %s\n"),
                  position->node->move_number, position->error);
}

/* GTP: the window's Analyse Whole Game (TgAnalysisBatch), so that the
 * leads are the ones it stores, GNU Go's corrected for the tempo over
 * the line. */

/* Position @index as the batch has it now. */
static void
take_position (Run   *run,
               guint  index)
{
  TgCliPosition *position = run->positions->pdata[index];
  TgAnalysis *analysis = tg_analysis_batch_get_result (run->batch, index);

  g_clear_pointer (&position->analysis, tg_analysis_unref);
  g_clear_pointer (&position->error, g_free);
  if (analysis != NULL)
    {
      position->analysis = tg_analysis_ref (analysis);
      position->score_lead = tg_analysis_batch_get_lead (run->batch, index);
    }
  else if (tg_analysis_batch_get_error (run->batch, index) != NULL)
    position->error = g_strdup (tg_analysis_batch_get_error (run->batch, index));
  else
    position->error = g_strdup (_("Not analysed: the engine stopped"));
}

static void
on_progress (TgAnalysisBatch *batch,
             Run             *run)
{
  guint done = tg_analysis_batch_get_n_done (batch);

  take_position (run, done - 1);
  report_progress (run, done, run->positions->pdata[done - 1]);
}

static void
on_finished (TgAnalysisBatch *batch,
             gboolean         cancelled,
             const char      *error,
             Run             *run)
{
  run->finished = TRUE;
  if (error != NULL)
    run->fatal = g_strdup (error);
}

static gboolean
analyse_over_gtp (Run                   *run,
                  const char            *command_line,
                  TgAnalysisPerspective  fallback)
{
  g_autoptr(TgEngine) engine = NULL;
  g_autoptr(GPtrArray) line = NULL;
  g_autoptr(GError) error = NULL;

  engine = tg_engine_new_from_command_line (command_line, &error);
  if (engine == NULL || !tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error))
    {
      tg_cli_print (run->err, _("tengen-cli analyze: cannot start “%s”: %s\n"), command_line,
                    error->message);
      return FALSE;
    }
  tg_engine_set_thinking_timeout (engine, run->timeout_ms);
  line = tg_analysis_record_line (run->game, NULL);
  run->batch = tg_analysis_batch_new (engine, NULL, fallback, run->game, line, run->visits);
  tg_analysis_batch_set_timeout (run->batch, run->timeout_ms);
  g_signal_connect (run->batch, "progress", G_CALLBACK (on_progress), run);
  g_signal_connect (run->batch, "finished", G_CALLBACK (on_finished), run);
  tg_analysis_batch_start (run->batch);
  while (!run->finished)
    g_main_context_iteration (NULL, TRUE);
  /* A GNU Go lead settles with the positions after it. */
  for (guint i = 0; i < run->positions->len; i++)
    take_position (run, i);
  return TRUE;
}

/* KataGo's JSON engine */

typedef struct
{
  Run      *run;
  TgCliPosition *position;
} JsonRequest;

static void
on_json_stopped (TgAnalysisEngine *engine,
                 const char       *reason,
                 Run              *run)
{
  if (run->fatal == NULL)
    run->fatal = g_strdup (reason);
}

static void
on_json_answer (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autofree JsonRequest *request = user_data;
  TgCliPosition *position = request->position;
  g_autoptr(GError) error = NULL;

  position->analysis = tg_analysis_engine_analyse_finish (TG_ANALYSIS_ENGINE (source), result,
                                                          &error);
  if (position->analysis != NULL)
    position->score_lead = position->analysis->score_lead;
  else
    position->error = g_strdup (error->message);
  report_progress (request->run, ++request->run->answered, position);
}

static gboolean
analyse_over_json (Run        *run,
                   const char *command_line)
{
  g_autoptr(GError) error = NULL;

  run->json_engine = tg_analysis_engine_new_from_command_line (command_line, &error);
  if (run->json_engine == NULL ||
      !tg_engine_process_start (TG_ENGINE_PROCESS (run->json_engine), &error))
    {
      tg_cli_print (run->err, _("tengen-cli analyze: cannot start “%s”: %s\n"), command_line,
                    error->message);
      return FALSE;
    }
  g_signal_connect (run->json_engine, "stopped", G_CALLBACK (on_json_stopped), run);
  for (guint i = 0; i < run->positions->len; i++)
    {
      JsonRequest *request = g_new (JsonRequest, 1);

      request->run = run;
      request->position = run->positions->pdata[i];
      tg_analysis_engine_analyse_async (run->json_engine, run->game, request->position->node,
                                        run->visits, 0, NULL, on_json_answer, request);
    }
  while (run->answered < run->positions->len)
    g_main_context_iteration (NULL, TRUE);
  return TRUE;
}

/* The first game of @path, the others kept for -o; FALSE after saying why. */
static gboolean
load_game (Run           *run,
           const char    *path,
           GOutputStream *err)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (path);

  run->others = tg_sgf_load_file (file, NULL, NULL, &error);
  if (run->others == NULL)
    {
      tg_cli_print (err, "tengen-cli: %s: %s\n", display, error->message);
      return FALSE;
    }
  if (run->others->len == 0)
    {
      tg_cli_print (err, _("tengen-cli: %s: no game in the file\n"), display);
      return FALSE;
    }
  run->game = tg_game_new_from_root (g_ptr_array_steal_index (run->others, 0), &error);
  if (run->game == NULL)
    {
      tg_cli_print (err, "tengen-cli: %s: %s\n", display, error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
parse_perspective (const char            *text,
                   TgAnalysisPerspective *perspective)
{
  if (text == NULL)
    {
      *perspective = TG_ANALYSIS_SIDE_TO_MOVE;
      return TRUE;
    }
  if (g_ascii_strcasecmp (text, "side") == 0)
    {
      *perspective = TG_ANALYSIS_SIDE_TO_MOVE;
      return TRUE;
    }
  return tg_analysis_perspective_from_string (text, perspective);
}

int
tg_cli_analyze (int            argc,
                char         **argv,
                GOutputStream *out,
                GOutputStream *err)
{
  g_autofree char *engine = NULL;
  g_autofree char *perspective_name = NULL;
  g_autofree char *output = NULL;
  g_auto(GStrv) files = NULL;
  gboolean katago_analysis = FALSE;
  gboolean json = FALSE;
  int visits = 0;
  int timeout = 60;
  const GOptionEntry entries[] = {
    { "engine", 0, 0, G_OPTION_ARG_STRING, &engine,
      N_("Command line of the engine (GTP, or with --katago-analysis KataGo’s analysis engine)"),
      N_("COMMAND") },
    { "katago-analysis", 0, 0, G_OPTION_ARG_NONE, &katago_analysis,
      N_("The engine is “katago analysis”: every position is asked at once"), NULL },
    { "visits", 0, 0, G_OPTION_ARG_INT, &visits,
      N_("Visits for each position (100; the engine’s own setting with --katago-analysis)"),
      N_("N") },
    { "perspective", 0, 0, G_OPTION_ARG_STRING, &perspective_name,
      N_("Whose winrates the engine reports when it cannot say: side, black or white (side)"),
      N_("WHO") },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &timeout,
      N_("Seconds an engine may think about one position (60)"), N_("S") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON array, one object a position"),
      NULL },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output,
      N_("Write the record with each position’s values (V, and Sabaki’s SBKV and SBKS)"),
      N_("OUT.sgf") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("--engine=COMMAND FILE [-o OUT.sgf]"));
  TgAnalysisPerspective fallback;
  Run run = { 0 };
  int status;

  g_option_context_set_summary (context,
                                _("Analyses the start and every move of the main line of "
                                  "the first game: the score lead and winrate, as Black’s, "
                                  "and the engine’s preferred move.  Progress goes to "
                                  "standard error."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "analyze", argc, argv, out, err, &status))
    return status;
  if (engine == NULL || files == NULL || files[0] == NULL || files[1] != NULL)
    {
      tg_cli_print (err, _("tengen-cli analyze: give --engine=COMMAND and one file\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (!parse_perspective (perspective_name, &fallback))
    {
      tg_cli_print (err, _("tengen-cli analyze: “%s” is not side, black or white\n"),
                    perspective_name);
      return TG_CLI_EXIT_ERROR;
    }
  if (visits < 0 || timeout <= 0 || timeout > TG_CLI_MAX_TIMEOUT)
    {
      tg_cli_print (err, _("tengen-cli analyze: visits and the time-out must be positive\n"));
      return TG_CLI_EXIT_ERROR;
    }

  if (!load_game (&run, files[0], err))
    {
      run_clear (&run);
      return TG_CLI_EXIT_ERROR;
    }
  run.positions = main_line_positions (run.game);
  run.err = err;
  run.timeout_ms = (guint) timeout * 1000;
  run.visits = visits > 0 ? (guint) visits : katago_analysis ? 0 : DEFAULT_VISITS;

  if (katago_analysis ? !analyse_over_json (&run, engine)
                      : !analyse_over_gtp (&run, engine, fallback))
    {
      run_clear (&run);
      return TG_CLI_EXIT_ERROR;
    }

  if (json)
    tg_cli_analyze_print_json (out, run.game, run.positions);
  else
    tg_cli_analyze_print_text (out, run.game, run.positions);

  status = TG_CLI_EXIT_OK;
  if (run.fatal != NULL)
    {
      tg_cli_print (err, "tengen-cli analyze: %s\n", run.fatal);
      status = TG_CLI_EXIT_ERROR;
    }
  for (guint i = 0; i < run.positions->len; i++)
    if (((TgCliPosition *) run.positions->pdata[i])->analysis == NULL)
      status = TG_CLI_EXIT_ERROR;
  /* What was analysed is kept even when not everything was. */
  if (output != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!tg_cli_analyze_save (run.game, run.positions, run.others, output, &error))
        {
          tg_cli_print (err, "tengen-cli analyze: %s\n", error->message);
          status = TG_CLI_EXIT_ERROR;
        }
    }
  run_clear (&run);
  return status;
}
