/* tg-cli-match.c: `tengen-cli match`, one game between two GTP engines
 * through the same client the app uses, like gogui-twogtp.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-engine-player.h"
#include "tg-sgf.h"

typedef struct
{
  TgGame         *game;
  TgEngine       *engines[2];
  TgEnginePlayer *players[2];
  GOutputStream  *out;

  /* The answer being waited for. */
  gboolean        answered;
  int             move;
  gboolean        resigned;
  char           *failure;
  TgPointSet     *dead[2];
} Match;

static void
on_move (TgEnginePlayer *player,
         int             point,
         Match          *match)
{
  match->move = point;
  match->answered = TRUE;
}

static void
on_resigned (TgEnginePlayer *player,
             Match          *match)
{
  match->resigned = TRUE;
  match->answered = TRUE;
}

/* The first fault ends the match; the message says whose it was. */
static void
set_failure (Match      *match,
             int         index,
             const char *message)
{
  if (match->failure == NULL)
    /* Translators: "White’s engine: The engine stopped unexpectedly" */
    match->failure = g_strdup_printf (index == 0 ? _("Black’s engine: %s") : _("White’s engine: %s"),
                                      message);
  match->answered = TRUE;
}

static void
on_failed (TgEnginePlayer *player,
           const char     *message,
           Match          *match)
{
  set_failure (match, player == match->players[0] ? 0 : 1, message);
}

static void
on_stopped (TgEngine   *engine,
            const char *reason,
            Match      *match)
{
  set_failure (match, engine == match->engines[0] ? 0 : 1, reason);
}

static void
on_dead_stones (TgEnginePlayer *player,
                TgPointSet     *dead,
                Match          *match)
{
  int index = player == match->players[0] ? 0 : 1;

  g_clear_pointer (&match->dead[index], tg_point_set_free);
  match->dead[index] = tg_point_set_copy (dead);
  match->answered = match->dead[0] != NULL && match->dead[1] != NULL;
}

static void
wait_for_answer (Match *match)
{
  while (!match->answered)
    g_main_context_iteration (NULL, TRUE);
  match->answered = FALSE;
}

static gboolean
start_engine (Match         *match,
              int            index,
              const char    *command_line,
              guint          timeout_ms,
              GOutputStream *err)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  TgEngine *engine;

  engine = tg_engine_new_from_command_line (command_line, &error);
  if (engine == NULL || !tg_engine_start (engine, &error))
    {
      tg_cli_print (err, _("tengen-cli match: cannot start “%s”: %s\n"),
                    command_line, error->message);
      g_clear_object (&engine);
      return FALSE;
    }
  tg_engine_set_timeout (engine, timeout_ms);
  match->engines[index] = engine;
  g_signal_connect (engine, "stopped", G_CALLBACK (on_stopped), match);

  name = tg_engine_send_sync (engine, "name", 0, &error);
  if (name == NULL)
    {
      tg_cli_print (err, _("tengen-cli match: “%s” does not answer GTP: %s\n"),
                    command_line, error->message);
      return FALSE;
    }
  tg_game_set_info (match->game, index == 0 ? "PB" : "PW", g_strstrip (name));

  match->players[index] = tg_engine_player_new (engine, match->game);
  g_signal_connect (match->players[index], "move", G_CALLBACK (on_move), match);
  g_signal_connect (match->players[index], "resigned", G_CALLBACK (on_resigned), match);
  g_signal_connect (match->players[index], "failed", G_CALLBACK (on_failed), match);
  g_signal_connect (match->players[index], "dead-stones", G_CALLBACK (on_dead_stones), match);
  return TRUE;
}

static void
match_clear (Match *match)
{
  for (int i = 0; i < 2; i++)
    {
      if (match->engines[i] != NULL)
        {
          g_signal_handlers_disconnect_by_data (match->engines[i], match);
          tg_engine_stop (match->engines[i]);
        }
      if (match->players[i] != NULL)
        g_signal_handlers_disconnect_by_data (match->players[i], match);
      g_clear_object (&match->players[i]);
      g_clear_object (&match->engines[i]);
      g_clear_pointer (&match->dead[i], tg_point_set_free);
    }
  g_clear_object (&match->game);
  g_clear_pointer (&match->failure, g_free);
}

/* Both engines list their dead stones: agreement ends the game, and a
 * dispute resumes play so the engines settle it on the board (spec §5.2). */
static void
settle_counting (Match *match)
{
  for (int i = 0; i < 2; i++)
    {
      g_clear_pointer (&match->dead[i], tg_point_set_free);
      tg_engine_player_request_dead (match->players[i]);
    }
  wait_for_answer (match);
  if (match->failure != NULL)
    return;

  if (tg_point_set_equal (match->dead[0], match->dead[1]))
    {
      guint n_dead = tg_point_set_count (match->dead[0]);

      tg_game_set_dead (match->game, match->dead[0]);
      tg_game_accept (match->game);
      tg_cli_print (match->out, g_dngettext (GETTEXT_PACKAGE,
                                             "Both engines agree on %u dead stone.\n",
                                             "Both engines agree on %u dead stones.\n",
                                             n_dead),
                    n_dead);
    }
  else
    {
      tg_cli_print (match->out,
                    _("The engines disagree on dead stones: play resumes to settle them.\n"));
      tg_game_resume (match->game);
      for (int i = 0; i < 2; i++)
        tg_engine_player_set_cleanup (match->players[i], TRUE);
    }
}

static gboolean
play_one_move (Match *match)
{
  TgColor color = tg_game_get_to_move (match->game);
  TgEnginePlayer *player = match->players[color - 1];
  g_autofree char *name = NULL;

  match->resigned = FALSE;
  tg_engine_player_request_move (player, color);
  wait_for_answer (match);
  if (match->failure != NULL)
    return FALSE;

  if (match->resigned)
    {
      tg_cli_print (match->out, _("%s resigns.\n"), color == TG_BLACK ? _("Black") : _("White"));
      tg_game_resign (match->game, color);
      return TRUE;
    }

  if (tg_game_play (match->game, match->move, NULL) != TG_MOVE_OK)
    {
      /* The player checks moves against the rules before passing them on,
       * so this is a position that changed underneath it. */
      match->failure = g_strdup (_("The engine’s move no longer fits the game"));
      return FALSE;
    }
  name = tg_board_point_to_gtp (tg_game_get_board (match->game), match->move);
  tg_cli_print (match->out, "%u. %c %s\n", tg_game_get_move_number (match->game),
                color == TG_BLACK ? 'B' : 'W', name);
  return TRUE;
}

int
tg_cli_match (int            argc,
              char         **argv,
              GOutputStream *out,
              GOutputStream *err)
{
  int size = 19;
  double komi = G_MAXDOUBLE;
  int handicap = 0;
  int max_moves = 0;
  int timeout = 60;
  g_autofree char *rules_name = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *output = NULL;
  const GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_INT, &size, N_("Board size, 2–25 (19)"), "N" },
    { "komi", 0, 0, G_OPTION_ARG_DOUBLE, &komi, N_("Komi (the rule set’s default)"), "K" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, N_("wmsg or chinese (wmsg)"), "RULES" },
    { "handicap", 0, 0, G_OPTION_ARG_INT, &handicap, N_("Fixed handicap stones, 2–9"), "H" },
    { "black", 0, 0, G_OPTION_ARG_STRING, &black, N_("Command line of Black’s engine"), "CMD" },
    { "white", 0, 0, G_OPTION_ARG_STRING, &white, N_("Command line of White’s engine"), "CMD" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the record here"), "OUT.sgf" },
    { "max-moves", 0, 0, G_OPTION_ARG_INT, &max_moves, N_("Stop after this many moves (3×N²)"), "M" },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &timeout, N_("Seconds an engine may think (60)"), "S" },
    { NULL }
  };
  g_autoptr(GOptionContext) context =
    g_option_context_new (_("— play one game between two GTP engines"));
  Match match = { 0 };
  TgRuleSet rules = TG_RULES_WMSG;
  TgScore score;
  int status = TG_CLI_EXIT_OK;

  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "match", argc, argv, out, err, &status))
    return status;

  if (black == NULL || white == NULL)
    {
      tg_cli_print (err, _("tengen-cli match: --black and --white are required\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (size < TG_MIN_SIZE || size > TG_MAX_SIZE)
    {
      tg_cli_print (err, _("tengen-cli match: the board size must be from 2 to 25\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (rules_name != NULL && !tg_rules_from_string (rules_name, &rules))
    {
      tg_cli_print (err, _("tengen-cli match: unknown rule set “%s”\n"), rules_name);
      return TG_CLI_EXIT_ERROR;
    }
  if (handicap == 1 || handicap < 0 || handicap > 9)
    {
      tg_cli_print (err, _("tengen-cli match: a handicap is from 2 to 9 stones\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (komi != G_MAXDOUBLE && !(fabs (komi) <= tg_rules_max_komi (size)))
    {
      tg_cli_print (err, _("tengen-cli match: a komi on %d×%d is from −%g to %g\n"), size, size,
                    tg_rules_max_komi (size), tg_rules_max_komi (size));
      return TG_CLI_EXIT_ERROR;
    }
  if (timeout < 1 || timeout > TG_CLI_MAX_TIMEOUT || max_moves < 0)
    {
      tg_cli_print (err, _("tengen-cli match: the time-out is from 1 to %d seconds, and the "
                           "number of moves not negative\n"), TG_CLI_MAX_TIMEOUT);
      return TG_CLI_EXIT_ERROR;
    }
  if (komi == G_MAXDOUBLE)
    komi = tg_rules_default_komi (rules, handicap);
  if (max_moves == 0)
    max_moves = 3 * size * size;

  match.out = out;
  match.game = tg_game_new (size, rules, komi, handicap);
  if (handicap >= 2 && tg_game_get_handicap (match.game) != (guint) handicap)
    {
      tg_cli_print (err, _("tengen-cli match: no fixed handicap placement on this board\n"));
      match_clear (&match);
      return TG_CLI_EXIT_ERROR;
    }
  if (!start_engine (&match, 0, black, timeout * 1000, err) ||
      !start_engine (&match, 1, white, timeout * 1000, err))
    {
      match_clear (&match);
      return TG_CLI_EXIT_ERROR;
    }

  while (tg_game_get_phase (match.game) != TG_PHASE_FINISHED && match.failure == NULL)
    {
      if (tg_game_get_phase (match.game) == TG_PHASE_COUNTING)
        settle_counting (&match);
      else if (tg_game_get_move_number (match.game) >= (guint) max_moves)
        {
          match.failure = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                        "No result after %d move",
                                                        "No result after %d moves",
                                                        max_moves),
                                           max_moves);
          tg_game_set_info (match.game, "RE", "Void");
        }
      else
        play_one_move (&match);
    }

  if (match.failure != NULL)
    {
      tg_cli_print (err, "tengen-cli match: %s\n", match.failure);
      status = TG_CLI_EXIT_ERROR;
    }
  else if (tg_game_get_end_reason (match.game) == TG_END_SCORE)
    {
      g_autofree char *points = NULL;
      g_autofree char *stones = NULL;

      tg_game_get_score (match.game, &score);
      points = tg_score_format_points (&score);
      stones = tg_score_format_stones (&score);
      tg_cli_print (out, _("Result: %s (%s)\n"), points, stones);
    }
  else
    tg_cli_print (out, _("Result: %s\n"), tg_game_get_info (match.game, "RE"));

  if (output != NULL)
    {
      g_autoptr(GPtrArray) roots = g_ptr_array_new ();
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (output);
      g_autoptr(GError) error = NULL;

      /* A failed game is written too: the moves so far are worth keeping. */
      g_ptr_array_add (roots, tg_game_get_root (match.game));
      if (!tg_sgf_save_file (roots, file, NULL, &error))
        {
          tg_cli_print (err, "tengen-cli match: %s\n", error->message);
          status = TG_CLI_EXIT_ERROR;
        }
    }

  match_clear (&match);
  return status;
}
