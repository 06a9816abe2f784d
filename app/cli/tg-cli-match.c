/* tg-cli-match.c: `tengen-cli match`, one game between two GTP engines
 * through the same match controller (TgMatch) the app uses, like
 * gogui-twogtp.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-match.h"
#include "tg-sgf.h"

typedef struct
{
  TgGame        *game;
  TgMatch       *match;
  TgEngine      *engines[2];
  char          *names[2];
  GOutputStream *out;
  char          *failure;    /* the first fault, which ends the match */
} Match;

static void
on_engine_moved (TgMatch *match,
                 TgColor  color,
                 TgPoint  point,
                 Match   *cli)
{
  g_autofree char *name = tg_board_point_to_gtp (tg_game_get_board (cli->game), point);

  tg_cli_print (cli->out, "%u. %c %s\n", tg_game_get_move_number (cli->game),
                color == TG_BLACK ? 'B' : 'W', name);
}

static void
on_engine_resigned (TgMatch *match,
                    TgColor  color,
                    Match   *cli)
{
  tg_cli_print (cli->out, _("%s resigns.\n"), color == TG_BLACK ? _("Black") : _("White"));
}

static void
on_engine_failed (TgMatch    *match,
                  TgColor     color,
                  const char *name,
                  const char *message,
                  Match      *cli)
{
  if (cli->failure == NULL)
    /* Translators: "White’s engine: The engine stopped unexpectedly" */
    cli->failure = g_strdup_printf (color == TG_BLACK ? _("Black’s engine: %s") : _("White’s engine: %s"),
                                    message);
}

static void
on_settled (TgMatch  *match,
            gboolean  agreed,
            guint     n_dead,
            Match    *cli)
{
  if (agreed)
    tg_cli_print (cli->out, g_dngettext (GETTEXT_PACKAGE,
                                         "Both engines agree on %u dead stone.\n",
                                         "Both engines agree on %u dead stones.\n",
                                         n_dead),
                  n_dead);
  else
    tg_cli_print (cli->out,
                  _("The engines disagree on dead stones: play resumes to settle them.\n"));
}

static void
on_flag_fell (TgMatch *match,
              TgColor  color,
              Match   *cli)
{
  tg_cli_print (cli->out, color == TG_BLACK ? _("Black’s time ran out.\n")
                                            : _("White’s time ran out.\n"));
}

/* The clock the options ask for into @settings: --main alone is sudden
 * death, an overtime alone has no main time.  FALSE, said on @err, for
 * options that make no clock. */
static gboolean
parse_clock (const char      *main_time,
             const char      *byo_yomi,
             const char      *canadian,
             const char      *fischer,
             TgClockSettings *settings,
             GOutputStream   *err)
{
  g_autoptr(GError) error = NULL;
  guint n_overtimes = (byo_yomi != NULL) + (canadian != NULL) + (fischer != NULL);

  *settings = (TgClockSettings) { .system = TG_CLOCK_NONE };
  if (main_time == NULL && n_overtimes == 0)
    return TRUE;
  if (n_overtimes > 1)
    {
      tg_cli_print (err, _("tengen-cli match: --byo-yomi, --canadian and --fischer are "
                           "each a whole clock: give one\n"));
      return FALSE;
    }
  settings->system = TG_CLOCK_ABSOLUTE;
  if ((main_time != NULL && !tg_clock_parse_duration (main_time, &settings->main_time, &error))
      || (byo_yomi != NULL && !tg_clock_parse_byo_yomi (byo_yomi, settings, &error))
      || (canadian != NULL && !tg_clock_parse_canadian (canadian, settings, &error))
      || (fischer != NULL && !tg_clock_parse_fischer (fischer, settings, &error))
      || !tg_clock_settings_check (settings, &error))
    {
      tg_cli_print (err, "tengen-cli match: %s\n", error->message);
      return FALSE;
    }
  return TRUE;
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
  if (engine == NULL || !tg_engine_process_start (TG_ENGINE_PROCESS (engine), &error))
    {
      tg_cli_print (err, _("tengen-cli match: cannot start “%s”: %s\n"),
                    command_line, error->message);
      g_clear_object (&engine);
      return FALSE;
    }
  tg_engine_set_thinking_timeout (engine, timeout_ms);
  match->engines[index] = engine;

  name = tg_engine_send_sync (engine, "name", 0, &error);
  if (name == NULL)
    {
      tg_cli_print (err, _("tengen-cli match: “%s” does not answer GTP: %s\n"),
                    command_line, error->message);
      return FALSE;
    }
  /* The match names the record's players after the engines. */
  match->names[index] = g_strdup (g_strstrip (name));
  return TRUE;
}

static void
match_clear (Match *match)
{
  /* The match stops the engines it played with. */
  g_clear_object (&match->match);
  for (int i = 0; i < 2; i++)
    {
      if (match->engines[i] != NULL)
        tg_engine_process_stop (TG_ENGINE_PROCESS (match->engines[i]));
      g_clear_object (&match->engines[i]);
      g_clear_pointer (&match->names[i], g_free);
    }
  g_clear_object (&match->game);
  g_clear_pointer (&match->failure, g_free);
}

/* Plays the game out, both engines through one TgMatch: until it ends,
 * an engine fails, or @max_moves are played. */
static void
play_out (Match *match,
          int    max_moves)
{
  TgMatchPlayer black = { match->engines[0], match->names[0], NULL };
  TgMatchPlayer white = { match->engines[1], match->names[1], NULL };

  match->match = tg_match_new (match->game);
  tg_match_set_engines_settle (match->match, TRUE);
  g_signal_connect (match->match, "engine-moved", G_CALLBACK (on_engine_moved), match);
  g_signal_connect (match->match, "engine-resigned", G_CALLBACK (on_engine_resigned), match);
  g_signal_connect (match->match, "engine-failed", G_CALLBACK (on_engine_failed), match);
  g_signal_connect (match->match, "settled", G_CALLBACK (on_settled), match);
  g_signal_connect (match->match, "flag-fell", G_CALLBACK (on_flag_fell), match);
  tg_match_set_players (match->match, &black, &white);

  while (tg_game_get_phase (match->game) != TG_PHASE_FINISHED && match->failure == NULL)
    {
      if (tg_game_get_move_number (match->game) >= (guint) max_moves)
        {
          match->failure = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "No result after %d move",
                                                         "No result after %d moves",
                                                         max_moves),
                                            max_moves);
          tg_game_set_info (match->game, "RE", "Void");
          break;
        }
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handlers_disconnect_by_data (match->match, match);
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
  int timeout = 0;
  g_autofree char *rules_name = NULL;
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autofree char *output = NULL;
  g_autofree char *main_time = NULL;
  g_autofree char *byo_yomi = NULL;
  g_autofree char *canadian = NULL;
  g_autofree char *fischer = NULL;
  TgClockSettings clock;
  const GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_INT, &size, N_("Board size, 2–25 (19)"), "N" },
    { "komi", 0, 0, G_OPTION_ARG_DOUBLE, &komi, N_("Komi (the rule set’s default)"), "K" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, N_("wmsg or chinese (wmsg)"), "RULES" },
    { "handicap", 0, 0, G_OPTION_ARG_INT, &handicap, N_("Fixed handicap stones, 2–9"), "H" },
    { "black", 0, 0, G_OPTION_ARG_STRING, &black, N_("Command line of Black’s engine"), "CMD" },
    { "white", 0, 0, G_OPTION_ARG_STRING, &white, N_("Command line of White’s engine"), "CMD" },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write the record here"), "OUT.sgf" },
    { "max-moves", 0, 0, G_OPTION_ARG_INT, &max_moves, N_("Stop after this many moves (3×N²)"), "M" },
    { "timeout", 0, 0, G_OPTION_ARG_INT, &timeout,
      N_("Seconds an engine may think (60; with a clock, as long as its time lasts)"), "S" },
    { "main", 0, 0, G_OPTION_ARG_STRING, &main_time,
      N_("Main time of each player: 90s, 10m, 1h (none: untimed)"), "DURATION" },
    { "byo-yomi", 0, 0, G_OPTION_ARG_STRING, &byo_yomi,
      N_("Then N byo-yomi periods of DURATION each"), "NxDURATION" },
    { "canadian", 0, 0, G_OPTION_ARG_STRING, &canadian,
      N_("Then N stones in each DURATION"), "N/DURATION" },
    { "fischer", 0, 0, G_OPTION_ARG_STRING, &fischer,
      N_("DURATION added after each move, instead of overtime"), "DURATION" },
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
  if (!parse_clock (main_time, byo_yomi, canadian, fischer, &clock, err))
    return TG_CLI_EXIT_ERROR;
  /* With a clock the flag decides how long an engine may think. */
  if (timeout == 0)
    timeout = clock.system == TG_CLOCK_NONE ? 60 : TG_CLI_MAX_TIMEOUT;
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
  if (clock.system != TG_CLOCK_NONE)
    {
      g_autofree char *tm = tg_clock_settings_to_tm (&clock);
      g_autofree char *ot = tg_clock_settings_to_ot (&clock);

      /* The record's clock is the match's. */
      tg_game_set_info (match.game, "TM", tm);
      tg_game_set_info (match.game, "OT", ot);
    }
  if (!start_engine (&match, 0, black, timeout * 1000, err) ||
      !start_engine (&match, 1, white, timeout * 1000, err))
    {
      match_clear (&match);
      return TG_CLI_EXIT_ERROR;
    }

  play_out (&match, max_moves);

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
