/* tg-cli-analyze-output.c: what `tengen-cli analyze` found, printed as
 * text or JSON, and stored in the record as tg-analysis-record.h says.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli-analyze.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-analysis-record.h"
#include "tg-sgf.h"

void
tg_cli_position_free (gpointer data)
{
  TgCliPosition *position = data;

  g_clear_pointer (&position->analysis, tg_analysis_unref);
  g_free (position->error);
  g_free (position);
}

static char *
point_name (TgGame  *game,
            TgPoint  point)
{
  return tg_board_point_to_gtp (tg_game_get_board (game), point);
}

/* The engine's preferred move; GNU Go (the engine that counts a static
 * score) lists nothing when it would pass. */
static char *
best_move (TgGame           *game,
           const TgAnalysis *analysis)
{
  const TgCandidate *best = tg_analysis_get_best (analysis);

  if (best != NULL)
    return point_name (game, best->point);
  return isfinite (analysis->score_static) ? g_strdup ("pass") : NULL;
}

static void
add_number_or_null (JsonBuilder *builder,
                    const char  *name,
                    double       value)
{
  json_builder_set_member_name (builder, name);
  if (isnan (value))
    json_builder_add_null_value (builder);
  else
    json_builder_add_double_value (builder, value);
}

static void
add_string_or_null (JsonBuilder *builder,
                    const char  *name,
                    const char  *value)
{
  json_builder_set_member_name (builder, name);
  if (value == NULL)
    json_builder_add_null_value (builder);
  else
    json_builder_add_string_value (builder, value);
}

static void
add_candidates (TgGame           *game,
                JsonBuilder      *builder,
                const TgAnalysis *analysis)
{
  json_builder_set_member_name (builder, "candidates");
  json_builder_begin_array (builder);
  for (guint i = 0; i < analysis->candidates->len; i++)
    {
      const TgCandidate *candidate = &g_array_index (analysis->candidates, TgCandidate, i);
      g_autofree char *name = point_name (game, candidate->point);

      json_builder_begin_object (builder);
      add_string_or_null (builder, "point", name);
      add_number_or_null (builder, "visits", candidate->visits > 0 ? candidate->visits : NAN);
      add_number_or_null (builder, "winrate", candidate->winrate);
      add_number_or_null (builder, "score_lead", candidate->score_lead);
      add_number_or_null (builder, "prior", candidate->prior);
      add_number_or_null (builder, "value", candidate->value);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

void
tg_cli_analyze_print_json (GOutputStream *out,
                           TgGame        *game,
                           GPtrArray     *positions)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;

  json_builder_begin_array (builder);
  for (guint i = 0; i < positions->len; i++)
    {
      TgCliPosition *position = positions->pdata[i];
      TgNode *node = position->node;
      TgAnalysis *analysis = position->analysis;
      g_autofree char *point = NULL;
      g_autofree char *best = NULL;

      while (node != NULL && node->move_color == TG_EMPTY)
        node = node->parent;
      if (node != NULL)
        point = point_name (game, node->move_point);
      if (analysis != NULL)
        best = best_move (game, analysis);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "move");
      json_builder_add_int_value (builder, position->node->move_number);
      add_string_or_null (builder, "color",
                          node == NULL ? NULL : node->move_color == TG_BLACK ? "B" : "W");
      add_string_or_null (builder, "point", point);
      add_number_or_null (builder, "score_lead", position->score_lead);
      add_number_or_null (builder, "winrate", analysis != NULL ? analysis->winrate : NAN);
      add_string_or_null (builder, "best", best);
      add_number_or_null (builder, "visits",
                          analysis != NULL && analysis->visits > 0 ? analysis->visits : NAN);
      if (analysis != NULL)
        add_candidates (game, builder, analysis);
      if (position->error != NULL)
        add_string_or_null (builder, "error", position->error);
      if (analysis != NULL && analysis->warnings != NULL)
        {
          json_builder_set_member_name (builder, "warnings");
          json_builder_begin_array (builder);
          for (guint j = 0; j < analysis->warnings->len; j++)
            json_builder_add_string_value (builder, analysis->warnings->pdata[j]);
          json_builder_end_array (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  root = json_builder_get_root (builder);
  tg_cli_print_json (out, root);
}

void
tg_cli_analyze_print_text (GOutputStream *out,
                           TgGame        *game,
                           GPtrArray     *positions)
{
  for (guint i = 0; i < positions->len; i++)
    {
      TgCliPosition *position = positions->pdata[i];
      TgAnalysis *analysis = position->analysis;
      TgNode *node = position->node;
      g_autoptr(GString) line = g_string_new (NULL);
      g_autofree char *best = NULL;

      while (node != NULL && node->move_color == TG_EMPTY)
        node = node->parent;
      if (node == NULL)
        g_string_printf (line, _("%u. start:"), position->node->move_number);
      else
        {
          g_autofree char *point = point_name (game, node->move_point);

          g_string_printf (line, "%u. %s %s:", position->node->move_number,
                           node->move_color == TG_BLACK ? "B" : "W", point);
        }
      if (analysis == NULL)
        {
          tg_cli_print (out, "%s %s\n", line->str, position->error);
          continue;
        }
      if (!isnan (position->score_lead))
        g_string_append_printf (line, " %c+%.1f", position->score_lead >= 0 ? 'B' : 'W',
                                fabs (position->score_lead));
      if (!isnan (analysis->winrate))
        /* TRANSLATORS: Black's chance of winning, "Black 57.3%" */
        g_string_append_printf (line, _(", Black %.1f%%"), analysis->winrate * 100);
      best = best_move (game, analysis);
      if (best != NULL)
        /* TRANSLATORS: the engine's preferred move, ", best D4" */
        g_string_append_printf (line, _(", best %s"), best);
      tg_cli_print (out, "%s\n", line->str);
    }
}

gboolean
tg_cli_analyze_save (TgGame      *game,
                     GPtrArray   *positions,
                     GPtrArray   *other_roots,
                     const char  *path,
                     GError     **error)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  tg_game_begin_step (game);
  for (guint i = 0; i < positions->len; i++)
    {
      TgCliPosition *position = positions->pdata[i];
      g_autoptr(TgAnalysis) kept = NULL;

      if (position->analysis == NULL)
        continue;
      kept = tg_analysis_new (position->analysis->size, position->analysis->to_move);
      kept->score_lead = position->score_lead;
      kept->winrate = position->analysis->winrate;
      tg_analysis_record_store (game, position->node, kept);
    }
  tg_game_end_step (game);

  g_ptr_array_add (roots, tg_game_get_root (game));
  for (guint i = 0; i < other_roots->len; i++)
    g_ptr_array_add (roots, other_roots->pdata[i]);
  return tg_sgf_save_file (roots, file, NULL, error);
}
