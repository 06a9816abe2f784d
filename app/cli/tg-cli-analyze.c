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

#include "tg-analysis-engine.h"
#include "tg-analysis-stream.h"
#include "tg-engine-player.h"
#include "tg-engine-profile.h"
#include "tg-gnugo-analysis.h"
#include "tg-sgf.h"

#define DEFAULT_VISITS 100
/* Centiseconds between a stream's updates. */
#define INTERVAL_CS 10
/* Updates without a new visit before a search counts as finished (an
 * engine that stops at its own limit but keeps the stream open). */
#define STALLED_UPDATES 20

typedef enum
{
  MODE_STREAM,
  MODE_GNUGO,
  MODE_JSON,
} Mode;

typedef struct
{
  TgGame                *game;
  GPtrArray             *others;      /* TgNode *: the file's other games */
  GPtrArray             *positions;   /* TgCliPosition * */
  GOutputStream         *err;
  Mode                   mode;
  guint                  visits;
  guint                  timeout_ms;

  TgEngine              *engine;
  TgEnginePlayer        *player;
  TgAnalysisEngine      *json_engine;
  TgAnalysisFormat       format;
  TgAnalysisPerspective  perspective;
  /* The engine ended: nothing more can be asked. */
  char                  *fatal;

  /* The position being analysed over GTP. */
  gboolean               done;
  TgAnalysis            *latest;
  GError                *error;
  char                  *refused;        /* the engine refused the line's moves */
  char                  *unreadable;     /* a line of the stream that could not be read */
  guint                  last_visits;
  guint                  stalls;
  gboolean               interrupted;
  guint                  deadline;
  guint                  answered;       /* JSON: positions answered */
} Run;

static void
run_clear (Run *run)
{
  g_clear_handle_id (&run->deadline, g_source_remove);
  if (run->player != NULL)
    g_signal_handlers_disconnect_by_data (run->player, run);
  if (run->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (run->engine, run);
      tg_engine_process_stop (TG_ENGINE_PROCESS (run->engine));
    }
  if (run->json_engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (run->json_engine, run);
      tg_engine_process_stop (TG_ENGINE_PROCESS (run->json_engine));
    }
  g_clear_object (&run->player);
  g_clear_object (&run->engine);
  g_clear_object (&run->json_engine);
  g_clear_pointer (&run->positions, g_ptr_array_unref);
  g_clear_object (&run->game);
  g_clear_pointer (&run->others, g_ptr_array_unref);
  g_clear_pointer (&run->latest, tg_analysis_unref);
  g_clear_error (&run->error);
  g_free (run->fatal);
  g_free (run->refused);
  g_free (run->unreadable);
}

/* The start and the position after each move: the last node of the main
 * line at each move number, so setup and comments after a move count. */
static GPtrArray *
main_line_positions (TgGame *game)
{
  GPtrArray *positions = g_ptr_array_new_with_free_func (tg_cli_position_free);

  for (TgNode *node = tg_game_get_root (game); node != NULL;)
    {
      TgNode *next = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL;

      if (next == NULL || next->move_color != TG_EMPTY)
        {
          TgCliPosition *position = g_new0 (TgCliPosition, 1);

          position->node = node;
          g_ptr_array_add (positions, position);
        }
      node = next;
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

/* GTP */

static void
on_stopped (TgEngine   *engine,
            const char *reason,
            Run        *run)
{
  if (run->fatal == NULL)
    run->fatal = g_strdup (reason);
}

static void
on_player_failed (TgEnginePlayer *player,
                  const char     *message,
                  Run            *run)
{
  if (run->refused == NULL)
    run->refused = g_strdup (message);
}

static void
interrupt (Run *run)
{
  if (run->interrupted)
    return;
  run->interrupted = TRUE;
  tg_engine_interrupt (run->engine);
}

/* The time-out, then as long again for the stream to end after the
 * interruption: an engine that goes on is stopped. */
static gboolean
on_deadline (gpointer user_data)
{
  Run *run = user_data;

  if (!run->interrupted)
    {
      interrupt (run);
      return G_SOURCE_CONTINUE;
    }
  run->deadline = 0;
  if (run->fatal == NULL)
    run->fatal = g_strdup (_("The engine did not stop its analysis when asked"));
  tg_engine_process_stop (TG_ENGINE_PROCESS (run->engine));
  return G_SOURCE_REMOVE;
}

static void
on_update (TgAnalysis   *analysis,
           const GError *error,
           gpointer      user_data)
{
  Run *run = user_data;

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
  if (analysis->visits >= run->visits || run->stalls >= STALLED_UPDATES)
    interrupt (run);
}

static void
on_stream_done (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  Run *run = user_data;

  tg_analysis_stream_finish (TG_ENGINE (source), result, &run->error);
  run->done = TRUE;
}

static void
on_gnugo_done (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  Run *run = user_data;

  run->latest = tg_gnugo_analyse_finish (TG_ENGINE (source), result, &run->error);
  run->done = TRUE;
}

static void
analyse_over_gtp (Run      *run,
                  TgCliPosition *position)
{
  const TgBoard *board;
  TgColor to_move;

  tg_game_set_current (run->game, position->node);
  g_clear_pointer (&run->refused, g_free);
  g_clear_pointer (&run->unreadable, g_free);
  tg_engine_player_sync (run->player);
  board = tg_game_get_board (run->game);
  to_move = tg_game_get_to_move (run->game);

  run->done = FALSE;
  run->interrupted = FALSE;
  run->last_visits = 0;
  run->stalls = 0;
  if (run->mode == MODE_GNUGO)
    tg_gnugo_analyse_async (run->engine, board, to_move, position->node->move_color,
                            position->node->move_point, TG_GNUGO_CANDIDATES | TG_GNUGO_SCORE,
                            NULL, on_gnugo_done, run);
  else
    {
      tg_analysis_stream_async (run->engine, board, to_move, run->format, run->perspective, 0,
                                INTERVAL_CS, on_update, run, NULL, NULL, on_stream_done, run);
      run->deadline = g_timeout_add (run->timeout_ms, on_deadline, run);
    }
  while (!run->done)
    g_main_context_iteration (NULL, TRUE);
  g_clear_handle_id (&run->deadline, g_source_remove);

  if (run->refused != NULL)
    /* The engine is not in this position: what it said is of another. */
    position->error = g_steal_pointer (&run->refused);
  else if (run->error != NULL)
    /* Stopped or refused part way: what came is not the whole answer. */
    position->error = g_strdup (run->error->message);
  else if (run->latest != NULL)
    {
      position->analysis = g_steal_pointer (&run->latest);
      if (run->unreadable != NULL)
        tg_analysis_add_warning (position->analysis, "%s", run->unreadable);
    }
  else
    position->error = g_strdup_printf (_("The engine gave no analysis in %u seconds"),
                                       run->timeout_ms / 1000);
  g_clear_pointer (&run->latest, tg_analysis_unref);
  g_clear_error (&run->error);
}

static void
store_result (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  GAsyncResult **stored = user_data;

  *stored = g_object_ref (result);
}

static gboolean
knows (GStrv       commands,
       const char *name)
{
  return g_strv_contains ((const char * const *) commands, name);
}

static gboolean
start_gtp (Run                   *run,
           const char            *command_line,
           TgAnalysisPerspective  fallback)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *list = NULL;
  g_auto(GStrv) commands = NULL;

  run->engine = tg_engine_new_from_command_line (command_line, &error);
  if (run->engine == NULL || !tg_engine_process_start (TG_ENGINE_PROCESS (run->engine), &error))
    {
      tg_cli_print (run->err, _("tengen-cli analyze: cannot start “%s”: %s\n"), command_line,
                    error->message);
      return FALSE;
    }
  tg_engine_set_thinking_timeout (run->engine, run->timeout_ms);
  g_signal_connect (run->engine, "stopped", G_CALLBACK (on_stopped), run);
  list = tg_engine_send_sync (run->engine, "list_commands", 0, &error);
  if (list == NULL)
    {
      tg_cli_print (run->err, _("tengen-cli analyze: “%s” does not answer GTP: %s\n"),
                    command_line, error->message);
      return FALSE;
    }
  commands = g_strsplit (list, "\n", -1);
  for (guint i = 0; commands[i] != NULL; i++)
    g_strstrip (commands[i]);

  run->player = tg_engine_player_new (run->engine, run->game);
  g_signal_connect (run->player, "failed", G_CALLBACK (on_player_failed), run);
  if (tg_analysis_format_from_commands (list, &run->format))
    {
      GAsyncResult *result = NULL;

      run->mode = MODE_STREAM;
      if (run->format == TG_ANALYSIS_KATAGO)
        {
          const TgEngineProfile katago = { .kind = TG_ENGINE_KIND_KATAGO };

          tg_engine_player_set_rules_commands (run->player,
                                               tg_engine_profile_get_rules_commands (&katago));
        }
      tg_analysis_detect_perspective_async (run->engine, fallback, NULL, store_result, &result);
      while (result == NULL)
        g_main_context_iteration (NULL, TRUE);
      run->perspective = tg_analysis_detect_perspective_finish (run->engine, result, NULL);
      g_object_unref (result);
      return TRUE;
    }
  if (knows (commands, "estimate_score") && knows (commands, "top_moves_black") &&
      knows (commands, "top_moves_white"))
    {
      run->mode = MODE_GNUGO;
      return TRUE;
    }
  tg_cli_print (run->err, _("tengen-cli analyze: “%s” has no analysis commands "
                            "(kata-analyze, lz-analyze, or GNU Go’s estimate_score and "
                            "top_moves)\n"), command_line);
  return FALSE;
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
  JsonRequest *request = user_data;
  g_autoptr(GError) error = NULL;

  request->position->analysis =
    tg_analysis_engine_analyse_finish (TG_ANALYSIS_ENGINE (source), result, &error);
  if (request->position->analysis == NULL)
    request->position->error = g_strdup (error->message);
  request->run->answered++;
  report_progress (request->run, request->run->answered, request->position);
  g_free (request);
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

  if (katago_analysis)
    {
      run.mode = MODE_JSON;
      if (!analyse_over_json (&run, engine))
        {
          run_clear (&run);
          return TG_CLI_EXIT_ERROR;
        }
    }
  else if (!start_gtp (&run, engine, fallback))
    {
      run_clear (&run);
      return TG_CLI_EXIT_ERROR;
    }
  else
    for (guint i = 0; i < run.positions->len; i++)
      {
        TgCliPosition *position = run.positions->pdata[i];

        if (run.fatal != NULL)
          {
            position->error = g_strdup (_("Not analysed: the engine stopped"));
            continue;
          }
        analyse_over_gtp (&run, position);
        report_progress (&run, i + 1, position);
      }

  if (json)
    tg_cli_analyze_print_json (out, run.game, run.positions, run.mode == MODE_GNUGO);
  else
    tg_cli_analyze_print_text (out, run.game, run.positions, run.mode == MODE_GNUGO);

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
