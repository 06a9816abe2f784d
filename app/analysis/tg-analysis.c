/* tg-analysis.c: the data model and the kata-analyze / lz-analyze reader.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_BOXED_TYPE (TgAnalysis, tg_analysis, tg_analysis_ref, tg_analysis_unref)

static void
candidate_clear (gpointer data)
{
  TgCandidate *candidate = data;

  g_clear_pointer (&candidate->pv, g_array_unref);
  g_clear_pointer (&candidate->pv_visits, g_array_unref);
}

static void
candidate_init (TgCandidate *candidate,
                TgPoint      point)
{
  memset (candidate, 0, sizeof *candidate);
  candidate->point = point;
  candidate->winrate = NAN;
  candidate->score_lead = NAN;
  candidate->score_stdev = NAN;
  candidate->prior = NAN;
  candidate->lcb = NAN;
  candidate->value = NAN;
  candidate->order = -1;
  candidate->pv = g_array_new (FALSE, FALSE, sizeof (TgPoint));
}

static void
analysis_clear (gpointer data)
{
  TgAnalysis *analysis = data;

  g_array_unref (analysis->candidates);
  g_free (analysis->ownership);
  g_free (analysis->ownership_stdev);
  g_clear_pointer (&analysis->dead, tg_point_set_free);
  g_clear_pointer (&analysis->warnings, g_ptr_array_unref);
}

TgAnalysis *
tg_analysis_new (guint   size,
                 TgColor to_move)
{
  TgAnalysis *analysis;

  g_return_val_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE, NULL);

  analysis = g_rc_box_new0 (TgAnalysis);
  analysis->size = size;
  analysis->to_move = to_move;
  analysis->candidates = g_array_new (FALSE, FALSE, sizeof (TgCandidate));
  g_array_set_clear_func (analysis->candidates, candidate_clear);
  analysis->winrate = NAN;
  analysis->score_lead = NAN;
  analysis->score_stdev = NAN;
  analysis->score_static = NAN;
  return analysis;
}

TgAnalysis *
tg_analysis_ref (TgAnalysis *analysis)
{
  return g_rc_box_acquire (analysis);
}

void
tg_analysis_unref (TgAnalysis *analysis)
{
  g_rc_box_release_full (analysis, analysis_clear);
}

TgCandidate *
tg_analysis_add_candidate (TgAnalysis *analysis,
                           TgPoint     point)
{
  TgCandidate candidate;

  candidate_init (&candidate, point);
  g_array_append_val (candidate.pv, point);
  g_array_append_val (analysis->candidates, candidate);
  return &g_array_index (analysis->candidates, TgCandidate, analysis->candidates->len - 1);
}

const TgCandidate *
tg_analysis_get_best (const TgAnalysis *analysis)
{
  g_return_val_if_fail (analysis != NULL, NULL);

  if (analysis->candidates->len == 0)
    return NULL;
  return &g_array_index (analysis->candidates, TgCandidate, 0);
}

double
tg_analysis_get_ownership (const TgAnalysis *analysis,
                           guint             x,
                           guint             y)
{
  g_return_val_if_fail (analysis != NULL, NAN);

  if (analysis->ownership == NULL || x >= analysis->size || y >= analysis->size)
    return NAN;
  return analysis->ownership[y * analysis->size + x];
}

void
tg_analysis_add_warning (TgAnalysis *analysis,
                         const char *format,
                         ...)
{
  va_list args;

  if (analysis->warnings == NULL)
    analysis->warnings = g_ptr_array_new_with_free_func (g_free);
  va_start (args, format);
  g_ptr_array_add (analysis->warnings, g_strdup_vprintf (format, args));
  va_end (args);
}

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const TgCandidate *first = a;
  const TgCandidate *second = b;

  if ((first->order < 0) != (second->order < 0))
    return first->order < 0 ? 1 : -1;
  if (first->order != second->order)
    return first->order < second->order ? -1 : 1;
  if (first->visits != second->visits)
    return first->visits > second->visits ? -1 : 1;
  return 0;
}

void
tg_analysis_finish (TgAnalysis *analysis)
{
  const TgCandidate *best;

  g_return_if_fail (analysis != NULL);

  /* Stable, so candidates the engine did not rank keep its order. */
  g_array_sort (analysis->candidates, compare_candidates);
  best = tg_analysis_get_best (analysis);
  if (analysis->visits == 0)
    for (guint i = 0; i < analysis->candidates->len; i++)
      analysis->visits += g_array_index (analysis->candidates, TgCandidate, i).visits;
  if (best == NULL)
    return;
  if (isnan (analysis->winrate))
    analysis->winrate = best->winrate;
  if (isnan (analysis->score_lead))
    analysis->score_lead = best->score_lead;
  if (isnan (analysis->score_stdev))
    analysis->score_stdev = best->score_stdev;
}

/* Turns a value of @perspective's side into Black's: what parsers of
 * other formats share.  @sign is -1 where Black's is the opposite. */
static int
perspective_sign (TgAnalysisPerspective perspective,
                  TgColor               to_move)
{
  if (perspective == TG_ANALYSIS_WHITE ||
      (perspective == TG_ANALYSIS_SIDE_TO_MOVE && to_move == TG_WHITE))
    return -1;
  return 1;
}

gboolean
tg_analysis_perspective_from_string (const char            *text,
                                     TgAnalysisPerspective *perspective)
{
  g_autofree char *word = NULL;

  g_return_val_if_fail (perspective != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  word = g_strstrip (g_ascii_strdown (text, -1));
  if (g_str_equal (word, "b") || g_str_equal (word, "black"))
    *perspective = TG_ANALYSIS_BLACK;
  else if (g_str_equal (word, "w") || g_str_equal (word, "white"))
    *perspective = TG_ANALYSIS_WHITE;
  else if (g_str_equal (word, "sidetomove"))
    *perspective = TG_ANALYSIS_SIDE_TO_MOVE;
  else
    return FALSE;
  return TRUE;
}

gboolean
tg_analysis_format_from_commands (const char       *list_commands,
                                  TgAnalysisFormat *format)
{
  g_auto(GStrv) names = NULL;
  gboolean lz = FALSE;

  g_return_val_if_fail (format != NULL, FALSE);

  if (list_commands == NULL)
    return FALSE;
  names = g_strsplit (list_commands, "\n", -1);
  for (guint i = 0; names[i] != NULL; i++)
    {
      const char *name = g_strstrip (names[i]);

      if (g_str_equal (name, "kata-analyze"))
        {
          *format = TG_ANALYSIS_KATAGO;
          return TRUE;
        }
      lz |= g_str_equal (name, "lz-analyze");
    }
  if (lz)
    *format = TG_ANALYSIS_LEELA;
  return lz;
}

/* The reader */

typedef enum
{
  SECTION_NONE,
  SECTION_MOVE,
  SECTION_ROOT,
} Section;

typedef struct
{
  const TgBoard     *board;
  TgAnalysis        *analysis;
  TgAnalysisFormat   format;
  int                sign;
  char             **tokens;
  guint              next;
  Section            section;

  /* The candidate being read; its move is NULL until "move" comes. */
  TgCandidate        candidate;
  const char        *move_text;
  gboolean           move_ok;
  guint              unreadable;
  const char        *first_unreadable;
  gboolean           root_seen;
} Reader;

static gboolean
parse_number (const char *token,
              double     *value)
{
  char *end;

  if (token == NULL)
    return FALSE;
  *value = g_ascii_strtod (token, &end);
  return end != token && *end == '\0' && isfinite (*value);
}

/* The next token as a number, consumed only when it is one. */
static gboolean
take_number (Reader *reader,
             double *value)
{
  if (!parse_number (reader->tokens[reader->next], value))
    return FALSE;
  reader->next++;
  return TRUE;
}

static gboolean
is_point (Reader     *reader,
          const char *token,
          TgPoint    *point)
{
  return token != NULL && tg_board_point_from_gtp (reader->board, token, point);
}

/* Values of the side reported, scaled, into Black's. */
static double
probability (Reader *reader,
             double  raw)
{
  double value = reader->format == TG_ANALYSIS_LEELA ? raw / 10000 : raw;

  return value < 0 || value > 1 ? NAN : value;
}

static double
black_winrate (Reader *reader,
               double  raw)
{
  double value = probability (reader, raw);

  return reader->sign > 0 ? value : 1 - value;
}

static void
start_candidate (Reader *reader)
{
  candidate_init (&reader->candidate, TG_PASS);
  reader->move_text = NULL;
  reader->move_ok = FALSE;
  reader->section = SECTION_MOVE;
}

static void
end_candidate (Reader *reader)
{
  TgCandidate *candidate = &reader->candidate;

  if (reader->section != SECTION_MOVE)
    return;
  reader->section = SECTION_NONE;
  if (!reader->move_ok)
    {
      if (reader->unreadable++ == 0)
        reader->first_unreadable = reader->move_text;
      candidate_clear (candidate);
      return;
    }
  if (candidate->pv->len == 0)
    g_array_append_val (candidate->pv, candidate->point);
  if (candidate->pv_visits != NULL && candidate->pv_visits->len != candidate->pv->len)
    g_clear_pointer (&candidate->pv_visits, g_array_unref);
  g_array_append_val (reader->analysis->candidates, *candidate);
}

static void
read_visits (double  value,
             guint  *visits)
{
  if (value >= 0 && value <= G_MAXUINT)
    *visits = (guint) value;
}

static void
read_move_field (Reader     *reader,
                 const char *key)
{
  TgCandidate *candidate = &reader->candidate;
  double value;

  if (g_str_equal (key, "move"))
    {
      reader->move_text = reader->tokens[reader->next];
      if (reader->move_text != NULL)
        {
          reader->move_ok = is_point (reader, reader->move_text, &candidate->point);
          reader->next++;
        }
    }
  else if (g_str_equal (key, "pv"))
    {
      TgPoint point;

      g_array_set_size (candidate->pv, 0);
      while (is_point (reader, reader->tokens[reader->next], &point))
        {
          g_array_append_val (candidate->pv, point);
          reader->next++;
        }
    }
  else if (g_str_equal (key, "pvVisits"))
    {
      if (candidate->pv_visits == NULL)
        candidate->pv_visits = g_array_new (FALSE, FALSE, sizeof (guint));
      g_array_set_size (candidate->pv_visits, 0);
      while (take_number (reader, &value))
        {
          guint visits = 0;

          read_visits (value, &visits);
          g_array_append_val (candidate->pv_visits, visits);
        }
    }
  else if (g_str_equal (key, "movesOwnership") || g_str_equal (key, "movesOwnershipStdev") ||
           g_str_equal (key, "pvEdgeVisits"))
    while (take_number (reader, &value))
      ;
  else if (!take_number (reader, &value))
    return;
  else if (g_str_equal (key, "visits"))
    read_visits (value, &candidate->visits);
  else if (g_str_equal (key, "winrate"))
    candidate->winrate = black_winrate (reader, value);
  else if (g_str_equal (key, "lcb"))
    {
      double lcb = reader->format == TG_ANALYSIS_LEELA ? value / 10000 : value;

      /* KataGo's LCB may stray outside 0–1; it turns like a winrate. */
      candidate->lcb = reader->sign > 0 ? lcb : 1 - lcb;
    }
  else if (g_str_equal (key, "prior"))
    candidate->prior = probability (reader, value);
  else if (g_str_equal (key, "scoreLead"))
    candidate->score_lead = reader->sign * value;
  else if (g_str_equal (key, "scoreMean") && isnan (candidate->score_lead))
    candidate->score_lead = reader->sign * value;
  else if (g_str_equal (key, "scoreStdev"))
    candidate->score_stdev = value;
  else if (g_str_equal (key, "order") && value >= 0 && value < G_MAXINT)
    candidate->order = (int) value;
}

static void
read_root_field (Reader     *reader,
                 const char *key)
{
  TgAnalysis *analysis = reader->analysis;
  double value;

  if (!take_number (reader, &value))
    return;
  if (g_str_equal (key, "visits"))
    read_visits (value, &analysis->visits);
  else if (g_str_equal (key, "winrate"))
    analysis->winrate = black_winrate (reader, value);
  else if (g_str_equal (key, "scoreLead"))
    analysis->score_lead = reader->sign * value;
  else if (g_str_equal (key, "scoreMean") && isnan (analysis->score_lead))
    analysis->score_lead = reader->sign * value;
  else if (g_str_equal (key, "scoreStdev"))
    analysis->score_stdev = value;
}

/* One value per point, or none when the count is wrong. */
static float *
read_grid (Reader     *reader,
           const char *key,
           int         sign)
{
  guint n = reader->analysis->size * reader->analysis->size;
  g_autofree float *grid = g_new (float, n);
  guint count = 0;
  double value;

  while (take_number (reader, &value))
    {
      if (count < n)
        grid[count] = sign * CLAMP (value, -1, 1);
      count++;
    }
  if (count == n)
    return g_steal_pointer (&grid);
  /* TRANSLATORS: "ownership" is KataGo's name for the field */
  tg_analysis_add_warning (reader->analysis,
                           _("The engine’s %s has %u values for the board’s %u points"),
                           key, count, n);
  return NULL;
}

TgAnalysis *
tg_analysis_parse_line (const char             *line,
                        const TgBoard          *board,
                        TgColor                 to_move,
                        TgAnalysisFormat        format,
                        TgAnalysisPerspective   perspective,
                        GError                **error)
{
  g_autoptr(TgAnalysis) analysis = NULL;
  g_auto(GStrv) tokens = NULL;
  Reader reader = { 0 };
  guint n = 0;

  g_return_val_if_fail (line != NULL, NULL);
  g_return_val_if_fail (board != NULL, NULL);

  analysis = tg_analysis_new (tg_board_get_size (board), to_move);
  /* Whitespace of any kind and length separates tokens. */
  tokens = g_strsplit_set (line, " \t\r\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    if (*tokens[i] != '\0')
      tokens[n++] = tokens[i];
    else
      g_free (tokens[i]);
  tokens[n] = NULL;

  reader.board = board;
  reader.analysis = analysis;
  reader.format = format;
  reader.sign = perspective_sign (perspective, to_move);
  reader.tokens = tokens;

  while (tokens[reader.next] != NULL)
    {
      const char *key = tokens[reader.next++];

      if (g_str_equal (key, "info"))
        {
          end_candidate (&reader);
          start_candidate (&reader);
        }
      else if (g_str_equal (key, "rootInfo"))
        {
          end_candidate (&reader);
          reader.section = SECTION_ROOT;
          reader.root_seen = TRUE;
        }
      else if (g_str_equal (key, "ownership") || g_str_equal (key, "ownershipStdev"))
        {
          gboolean stdev = g_str_equal (key, "ownershipStdev");
          float **grid = stdev ? &analysis->ownership_stdev : &analysis->ownership;

          end_candidate (&reader);
          g_free (*grid);
          *grid = read_grid (&reader, key, stdev ? 1 : reader.sign);
        }
      else if (reader.section == SECTION_MOVE)
        read_move_field (&reader, key);
      else if (reader.section == SECTION_ROOT)
        read_root_field (&reader, key);
      /* Anything else is a field added after this was written. */
    }
  end_candidate (&reader);

  if (analysis->candidates->len == 0 && analysis->ownership == NULL && !reader.root_seen)
    {
      g_autofree char *quoted = tg_engine_quote (line);

      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_PROTOCOL,
                   _("The engine’s analysis cannot be read: “%s”"), quoted);
      return NULL;
    }
  if (reader.unreadable > 0 && reader.first_unreadable != NULL)
    {
      g_autofree char *quoted = tg_engine_quote (reader.first_unreadable);

      tg_analysis_add_warning (analysis,
                               g_dngettext (GETTEXT_PACKAGE,
                                            "%u candidate move could not be read (“%s”)",
                                            "%u candidate moves could not be read (the first “%s”)",
                                            reader.unreadable),
                               reader.unreadable, quoted);
    }
  else if (reader.unreadable > 0)
    tg_analysis_add_warning (analysis,
                             g_dngettext (GETTEXT_PACKAGE,
                                          "%u candidate without a move was left out",
                                          "%u candidates without a move were left out",
                                          reader.unreadable),
                             reader.unreadable);
  tg_analysis_finish (analysis);
  return g_steal_pointer (&analysis);
}
