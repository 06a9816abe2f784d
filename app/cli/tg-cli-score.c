/* tg-cli-score.c: `tengen-cli score`, area scoring of a finished record
 * (spec §6, §8).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-estimate.h"
#include "tg-sgf.h"

typedef struct
{
  char     *rules;
  char     *komi;
  char     *dead;
  gboolean  estimate_dead;
  gboolean  json;
  GStrv     files;
} ScoreOptions;

static void
score_options_clear (ScoreOptions *options)
{
  g_free (options->rules);
  g_free (options->komi);
  g_free (options->dead);
  g_strfreev (options->files);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ScoreOptions, score_options_clear)

/* Each named point must hold a stone; its whole group is dead (spec
 * §5.1: marking toggles groups). */
static gboolean
dead_from_option (const TgBoard *board,
                  const char    *text,
                  TgPointSet    *dead,
                  GOutputStream *err)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);
  g_autoptr(GArray) group = g_array_new (FALSE, FALSE, sizeof (TgPoint));

  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);
      TgPoint point;

      if (*name == '\0')
        continue;
      if (!tg_board_point_from_gtp (board, name, &point) || point == TG_PASS)
        {
          tg_cli_print (err, _("tengen-cli score: “%s” is not a point of this board\n"), name);
          return FALSE;
        }
      if (tg_board_get (board, point) != TG_BLACK && tg_board_get (board, point) != TG_WHITE)
        {
          tg_cli_print (err, _("tengen-cli score: there is no stone at %s\n"), name);
          return FALSE;
        }
      g_array_set_size (group, 0);
      tg_board_get_group (board, point, group);
      for (guint j = 0; j < group->len; j++)
        tg_point_set_add (dead, g_array_index (group, TgPoint, j));
    }
  return TRUE;
}

/* Spec §10: a stone inside the other side's TB/TW is dead. */
static void
dead_from_territory (const TgBoard *board,
                     const TgNode  *node,
                     const char    *id,
                     TgColor        dead_color,
                     TgPointSet    *dead)
{
  const TgProp *prop = tg_node_get_prop (node, id);
  guint size = tg_board_get_size (board);
  g_autoptr(GArray) indices = NULL;

  if (prop == NULL)
    return;
  indices = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < prop->n_values; i++)
    tg_sgf_expand_points (prop->values[i], size, indices);
  for (guint i = 0; i < indices->len; i++)
    {
      guint index = g_array_index (indices, guint, i);
      TgPoint point = tg_board_point (board, index % size, index / size);

      if (tg_board_get (board, point) == dead_color)
        tg_point_set_add (dead, point);
    }
}

/* The colour of the first of the final two passes in succession on the
 * main line, and each side's stones placed along it. */
static TgColor
scan_main_line (TgNode *root,
                guint   placed[2])
{
  TgColor first_passer = TG_EMPTY;
  const TgNode *previous = NULL;

  placed[0] = placed[1] = 0;
  for (TgNode *node = root; node != NULL;
       node = tg_node_get_n_children (node) > 0 ? tg_node_get_child (node, 0) : NULL)
    {
      if (node->move_color == TG_EMPTY)
        continue;
      if (tg_node_is_pass (node))
        {
          if (previous != NULL && tg_node_is_pass (previous))
            first_passer = previous->move_color;
        }
      else if (node->move_status == TG_MOVE_OK || node->move_status == TG_MOVE_TWO_MOVES)
        placed[node->move_color - 1]++;
      previous = node;
    }
  return first_passer;
}

static void
add_double (JsonBuilder *builder,
            const char  *name,
            double       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_double_value (builder, value);
}

static void
add_int (JsonBuilder *builder,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (builder, name);
  json_builder_add_int_value (builder, value);
}

static void
print_json (GOutputStream    *out,
            const TgScore    *score,
            const TgBoard    *board,
            const TgPointSet *dead)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autofree char *result = tg_score_format_points (score);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "rules");
  json_builder_add_string_value (builder, tg_rules_to_sgf (score->rules));
  add_int (builder, "size", score->size);
  add_int (builder, "black_stones", score->stones[0]);
  add_int (builder, "white_stones", score->stones[1]);
  add_int (builder, "black_territory", score->territory[0]);
  add_int (builder, "white_territory", score->territory[1]);
  add_int (builder, "shared", score->shared);
  add_double (builder, "black_area", score->area[0]);
  add_double (builder, "white_area", score->area[1]);
  add_double (builder, "komi", score->komi);
  json_builder_set_member_name (builder, "last_collector");
  if (score->last_collector == TG_EMPTY)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, score->last_collector == TG_BLACK ? "B" : "W");
  add_double (builder, "adjustment", score->adjustment);
  add_int (builder, "handicap", score->handicap);
  add_double (builder, "handicap_compensation", score->handicap_compensation);
  add_double (builder, "margin", score->margin);
  json_builder_set_member_name (builder, "result");
  json_builder_add_string_value (builder, result);
  add_int (builder, "black_dead", score->dead[0]);
  add_int (builder, "white_dead", score->dead[1]);
  json_builder_set_member_name (builder, "dead");
  json_builder_begin_array (builder);
  for (guint i = 0; i < tg_board_get_n_points (board); i++)
    {
      TgPoint point = tg_board_nth_point (board, i);

      if (tg_point_set_contains (dead, point))
        {
          g_autofree char *name = tg_board_point_to_gtp (board, point);

          json_builder_add_string_value (builder, name);
        }
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  tg_cli_print_json (out, root);
}

static void
print_text (GOutputStream *out,
            const TgScore *score)
{
  g_autofree char *result = tg_score_format_points (score);
  g_autofree char *stones = tg_score_format_stones (score);
  const char *names[2] = { _("Black"), _("White") };

  tg_cli_print (out, _("Rules: %s, komi %g\n"), tg_rules_to_sgf (score->rules), score->komi);
  for (guint i = 0; i < 2; i++)
    {
      /* TRANSLATORS: "Black: 60 stones + 20 territory + 1/2 of 3 shared = 81.5 points" */
      tg_cli_print (out, _("%s: %u stones + %u territory + ½ of %u shared = %g points\n"),
                    names[i], score->stones[i], score->territory[i], score->shared,
                    score->area[i]);
    }
  tg_cli_print (out, _("Dead stones removed: %u black, %u white\n"), score->dead[0],
                score->dead[1]);
  if (score->adjustment != 0)
    tg_cli_print (out, _("Black collected last: %g point off Black\n"), score->adjustment);
  if (score->handicap_compensation != 0)
    tg_cli_print (out, _("Handicap %u: %g points to White\n"), score->handicap,
                  score->handicap_compensation);
  tg_cli_print (out, _("Result: %s\n%s\n"), result, stones);
}

int
tg_cli_score (int            argc,
              char         **argv,
              GOutputStream *out,
              GOutputStream *err)
{
  g_auto(ScoreOptions) opt = { 0 };
  const GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &opt.rules,
      N_("Rule set: wmsg (komi 6.5, last-collector adjustment) or chinese (komi 7.5)"),
      N_("RULES") },
    { "komi", 0, 0, G_OPTION_ARG_STRING, &opt.komi, N_("Komi in points (default: KM)"), N_("K") },
    { "dead", 0, 0, G_OPTION_ARG_STRING, &opt.dead,
      N_("Dead groups, one stone of each (default: stones in the other side’s TB/TW)"),
      N_("P,P,…") },
    { "estimate-dead", 0, 0, G_OPTION_ARG_NONE, &opt.estimate_dead,
      N_("Remove the stones the dead-stone estimator suggests"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt.json, N_("Print the score as a JSON object"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &opt.files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgPointSet) dead = tg_point_set_new ();
  TgScoreParams params = { 0 };
  TgScore score;
  const TgBoard *board;
  TgNode *root, *last;
  const char *ru;
  int status;

  g_option_context_set_summary (context,
                                _("Scores the final position of the main line of the first "
                                  "game by area (stones + territory, shared points halved)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "score", argc, argv, out, err, &status))
    return status;
  if (opt.files == NULL || opt.files[0] == NULL || opt.files[1] != NULL)
    {
      tg_cli_print (err, _("tengen-cli score: give exactly one file\n"));
      return TG_CLI_EXIT_ERROR;
    }

  params.rules = TG_RULES_WMSG;
  if (opt.rules != NULL && !tg_rules_from_string (opt.rules, &params.rules))
    {
      tg_cli_print (err, _("tengen-cli score: unknown rule set “%s” (wmsg or chinese)\n"),
                    opt.rules);
      return TG_CLI_EXIT_ERROR;
    }
  if (opt.komi != NULL && tg_sgf_parse_decimal (opt.komi, &params.komi) != TG_SGF_NUMBER_OK)
    {
      tg_cli_print (err, _("tengen-cli score: “%s” is not a komi\n"), opt.komi);
      return TG_CLI_EXIT_ERROR;
    }

  game = tg_cli_load_first_game (opt.files[0], err);
  if (game == NULL)
    return TG_CLI_EXIT_ERROR;
  if (opt.komi != NULL && fabs (params.komi) > tg_rules_max_komi (tg_game_get_size (game)))
    {
      guint size = tg_game_get_size (game);

      tg_cli_print (err, _("tengen-cli score: a komi on %u×%u is from −%g to %g\n"), size, size,
                    tg_rules_max_komi (size), tg_rules_max_komi (size));
      return TG_CLI_EXIT_ERROR;
    }
  root = tg_game_get_root (game);
  last = tg_node_get_line_end (root);
  tg_game_set_current (game, last);
  board = tg_game_get_board (game);

  /* An RU this program does not know (Japanese, AGA...) falls back to
   * the default rule set: area scoring is the only kind there is here. */
  ru = tg_node_get_value (root, "RU");
  if (opt.rules == NULL && (ru == NULL || !tg_rules_from_string (ru, &params.rules)))
    params.rules = TG_RULES_WMSG;
  params.handicap = tg_game_get_handicap (game);
  /* A KM the reader ignored (not a number, out of range) is no KM. */
  if (opt.komi == NULL)
    {
      double komi;

      params.komi = tg_sgf_read_komi (tg_node_get_value (root, "KM"), tg_game_get_size (game),
                                      &komi) < TG_SGF_NUMBER_INVALID
                    && tg_node_has_prop (root, "KM")
                      ? tg_game_get_komi (game)
                      : tg_rules_default_komi (params.rules, params.handicap);
    }
  params.first_passer = scan_main_line (root, params.placed);
  params.captures[0] = tg_game_get_captures (game, TG_BLACK);
  params.captures[1] = tg_game_get_captures (game, TG_WHITE);

  if (opt.dead != NULL && opt.estimate_dead)
    {
      tg_cli_print (err, _("tengen-cli score: give --dead or --estimate-dead, not both\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (opt.dead != NULL)
    {
      if (!dead_from_option (board, opt.dead, dead, err))
        return TG_CLI_EXIT_ERROR;
    }
  else if (opt.estimate_dead)
    {
      /* Seeded by the position, so the same record always gets the same
       * suggestion. */
      g_clear_pointer (&dead, tg_point_set_free);
      dead = tg_estimate_dead (board, tg_game_get_to_move (game),
                               tg_board_get_hash (board), 0, NULL);
    }
  else
    {
      dead_from_territory (board, last, "TB", TG_WHITE, dead);
      dead_from_territory (board, last, "TW", TG_BLACK, dead);
    }

  tg_score_compute (&score, board, dead, &params);
  if (opt.json)
    print_json (out, &score, board, dead);
  else
    print_text (out, &score);
  return TG_CLI_EXIT_OK;
}
