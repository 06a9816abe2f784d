/* tg-analysis-label.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-analysis-label.h"

#include <glib/gi18n.h>
#include <math.h>

#define WINRATE_SPAN 0.15
#define LEAD_SPAN 8.0
/* GNU Go's values are in points too, and the same span keeps 74 and 75
 * alike where 74 and 20 differ. */
#define VALUE_SPAN 8.0

static const TgCandidate *
candidate (const TgAnalysis *analysis,
           guint             index)
{
  return &g_array_index (analysis->candidates, TgCandidate, index);
}

/* The mover's side of Black's values. */
static int
mover_sign (const TgAnalysis *analysis)
{
  return analysis->to_move == TG_WHITE ? -1 : 1;
}

TgCandidateShows
tg_candidate_shows (const TgAnalysis *analysis,
                    gboolean          winrate)
{
  const TgCandidate *best;

  g_return_val_if_fail (analysis != NULL, TG_CANDIDATE_SHOWS_VISITS);

  best = tg_analysis_get_best (analysis);
  if (best == NULL)
    return TG_CANDIDATE_SHOWS_VISITS;
  if (winrate && isfinite (best->winrate))
    return TG_CANDIDATE_SHOWS_WINRATE;
  if (isfinite (best->score_lead))
    return TG_CANDIDATE_SHOWS_LEAD;
  if (isfinite (best->winrate))
    return TG_CANDIDATE_SHOWS_WINRATE;
  if (isfinite (best->value))
    return TG_CANDIDATE_SHOWS_VALUE;
  return TG_CANDIDATE_SHOWS_VISITS;
}

static void
format_visits (char   *text,
               gsize   size,
               guint   visits)
{
  if (visits < 1000)
    g_snprintf (text, size, "%u", visits);
  else if (visits < 1000000)
    g_snprintf (text, size, visits < 10000 ? "%.1fk" : "%.0fk", visits / 1000.0);
  else
    g_snprintf (text, size, "%.1fM", visits / 1e6);
}

/* Values as the mover sees them; NAN where the candidate has none. */
static double
mover_value (const TgAnalysis  *analysis,
             const TgCandidate *c,
             TgCandidateShows   shows)
{
  int sign = mover_sign (analysis);

  switch (shows)
    {
    case TG_CANDIDATE_SHOWS_WINRATE:
      return sign > 0 ? c->winrate : 1 - c->winrate;
    case TG_CANDIDATE_SHOWS_LEAD:
      return sign * c->score_lead;
    case TG_CANDIDATE_SHOWS_VALUE:
      return c->value;
    case TG_CANDIDATE_SHOWS_VISITS:
    default:
      return NAN;
    }
}

static char *
format_value (double           value,
              TgCandidateShows shows)
{
  switch (shows)
    {
    case TG_CANDIDATE_SHOWS_WINRATE:
      return g_strdup_printf ("%.0f%%", 100 * value);
    case TG_CANDIDATE_SHOWS_LEAD:
      return g_strdup_printf ("%+.1f", value);
    case TG_CANDIDATE_SHOWS_VALUE:
      /* Translators: GNU Go's value of a candidate move, in points,
       * written on the board in a circle the size of a stone: "74 pt".
       * Keep it short, and unlike a score lead ("+2.5"). */
      if (fabs (value) >= 9.95)
        return g_strdup_printf (_("%.0f pt"), value);
      /* Translators: the same below 10 points: "7.2 pt" */
      return g_strdup_printf (_("%.1f pt"), value);
    case TG_CANDIDATE_SHOWS_VISITS:
    default:
      return NULL;
    }
}

char *
tg_candidate_text (const TgAnalysis *analysis,
                   guint             index,
                   TgCandidateShows  shows)
{
  const TgCandidate *c;
  char visits[16] = "";
  g_autofree char *value = NULL;
  double number;

  g_return_val_if_fail (analysis != NULL && index < analysis->candidates->len, NULL);

  c = candidate (analysis, index);
  if (c->visits > 0)
    format_visits (visits, sizeof visits, c->visits);
  number = mover_value (analysis, c, shows);
  if (isfinite (number))
    value = format_value (number, shows);
  if (value == NULL)
    return g_strdup (visits);
  if (visits[0] == '\0')
    return g_steal_pointer (&value);
  return g_strdup_printf ("%s\n%s", value, visits);
}

char *
tg_candidate_describe (const TgAnalysis *analysis,
                       guint             index,
                       TgCandidateShows  shows)
{
  const TgCandidate *c;
  const char *mover;
  g_autofree char *value = NULL;
  double number;

  g_return_val_if_fail (analysis != NULL && index < analysis->candidates->len, NULL);

  c = candidate (analysis, index);
  mover = analysis->to_move == TG_WHITE ? _("White") : _("Black");
  number = mover_value (analysis, c, shows);
  if (!isfinite (number))
    value = g_strdup (_("candidate move"));
  else if (shows == TG_CANDIDATE_SHOWS_WINRATE)
    /* Translators: a candidate move for a screen reader: "candidate move,
     * White's win rate after it 54%" */
    value = g_strdup_printf (_("candidate move, %s’s win rate after it %.0f%%"), mover,
                             100 * number);
  else if (shows == TG_CANDIDATE_SHOWS_LEAD)
    /* Translators: "candidate move, White's score lead after it -2.5 points" */
    value = g_strdup_printf (_("candidate move, %s’s score lead after it %+.1f points"), mover,
                             number);
  else
    /* Translators: "candidate move, the engine's value of it 74 points" */
    value = g_strdup_printf (_("candidate move, the engine’s value of it %.0f points"), number);
  if (c->visits == 0)
    return g_steal_pointer (&value);
  /* Translators: a candidate's description and its visits: "…, 1200 visits" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u visit", "%s, %u visits",
                                       c->visits),
                          value, c->visits);
}

double
tg_candidate_quality (const TgAnalysis *analysis,
                      guint             index,
                      TgCandidateShows  shows)
{
  double best, value, span;

  g_return_val_if_fail (analysis != NULL && index < analysis->candidates->len, 0);

  best = mover_value (analysis, candidate (analysis, 0), shows);
  value = mover_value (analysis, candidate (analysis, index), shows);
  if (!isfinite (best) || !isfinite (value))
    return 1;
  span = shows == TG_CANDIDATE_SHOWS_WINRATE ? WINRATE_SPAN
       : shows == TG_CANDIDATE_SHOWS_LEAD ? LEAD_SPAN : VALUE_SPAN;
  return CLAMP (1 - (best - value) / span, 0, 1);
}

const char *
tg_candidate_legend (TgCandidateShows shows,
                     gboolean         visits)
{
  switch (shows)
    {
    case TG_CANDIDATE_SHOWS_WINRATE:
      return visits ? _("On the board: the win rate of the player to move after each candidate, "
                        "and its visits below")
                    : _("On the board: the win rate of the player to move after each candidate");
    case TG_CANDIDATE_SHOWS_LEAD:
      return visits ? _("On the board: the score lead of the player to move after each candidate, "
                        "in points, and its visits below")
                    : _("On the board: the score lead of the player to move after each candidate, "
                        "in points");
    case TG_CANDIDATE_SHOWS_VALUE:
      return _("On the board: the engine’s value of each candidate, in points: what the move "
               "gains, not a score lead");
    case TG_CANDIDATE_SHOWS_VISITS:
    default:
      return visits ? _("On the board: the engine’s candidates and their visits")
                    : _("On the board: the engine’s candidates");
    }
}
