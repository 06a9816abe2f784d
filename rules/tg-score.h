/* tg-score.h: rule sets, area scoring and the result (spec §6, §7, §8).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board.h"

G_BEGIN_DECLS

typedef enum
{
  TG_RULES_WMSG = 0,     /* seed rules: komi 6.5, last-collector adjustment */
  TG_RULES_CHINESE,      /* Chinese 2002: komi 7.5, no adjustment */
} TgRuleSet;

double        tg_rules_default_komi    (TgRuleSet      rules,
                                        guint          handicap);
/* The largest komi Tengen takes on a @size board, N² + 1: past the
 * whole board's worth of points no count can change the result, and a
 * komi beyond it is a typing or reading error. */
double        tg_rules_max_komi        (guint          size);
/* "WMSG" / "Chinese", as written to RU. */
const char   *tg_rules_to_sgf          (TgRuleSet      rules);
/* Accepts the RU values above in any case, and "wmsg"/"chinese" options. */
gboolean      tg_rules_from_string     (const char    *text,
                                        TgRuleSet     *rules);

/* A set of points (dead stones), one bit per board point. */
typedef struct _TgPointSet TgPointSet;

TgPointSet   *tg_point_set_new         (void);
TgPointSet   *tg_point_set_copy        (const TgPointSet *set);
void          tg_point_set_free        (TgPointSet    *set);
gboolean      tg_point_set_contains    (const TgPointSet *set,
                                        TgPoint        point);
void          tg_point_set_add         (TgPointSet    *set,
                                        TgPoint        point);
void          tg_point_set_remove      (TgPointSet    *set,
                                        TgPoint        point);
void          tg_point_set_clear       (TgPointSet    *set);
guint         tg_point_set_count       (const TgPointSet *set);
gboolean      tg_point_set_equal       (const TgPointSet *a,
                                        const TgPointSet *b);
/* Adds or removes the whole group of the stone at @point (spec §5.1). */
void          tg_point_set_toggle_group (TgPointSet   *set,
                                         const TgBoard *board,
                                         TgPoint        point);

/* Everything the score dialog shows.  Indices are [BLACK - 1], [WHITE - 1]. */
typedef struct
{
  TgRuleSet rules;
  guint     size;
  guint     stones[2];          /* living stones on the board */
  guint     territory[2];       /* empty points in regions touching one colour */
  guint     dead[2];            /* dead stones of each colour, removed */
  guint     shared;             /* empty points in regions touching both */
  double    area[2];            /* stones + territory + shared / 2 */
  double    komi;
  TgColor   last_collector;     /* TG_EMPTY: no adjustment applies */
  double    adjustment;         /* 1 when Black collected last under WMSG */
  guint     handicap;
  double    handicap_compensation; /* White's handicap points (spec §8) */
  double    margin;             /* > 0: Black wins */
  /* Spec §7, for teaching: territory + prisoners, and fill-in counting. */
  guint     prisoners[2];       /* stones captured during play + dead stones */
  guint     placed[2];          /* stones each side put on the board */
  double    territory_margin;   /* territory-with-prisoners difference */
  int       fill_in_left[2];    /* stones left in each bowl of 180 after filling */
} TgScore;

typedef struct
{
  TgRuleSet rules;
  double    komi;
  guint     handicap;
  TgColor   first_passer;       /* of the final two passes; TG_EMPTY: none */
  guint     captures[2];        /* stones taken during play by Black, White */
  guint     placed[2];          /* moves (not passes, not setup) by each side */
} TgScoreParams;

/* Areas after removing @dead (may be NULL).  Shared regions split ½/½. */
void          tg_score_compute         (TgScore            *score,
                                        const TgBoard      *board,
                                        const TgPointSet   *dead,
                                        const TgScoreParams *params);
/* Who owns each point once @dead are removed: TG_BLACK, TG_WHITE, or
 * TG_EMPTY for shared points.  @owner has tg_board_get_n_points entries,
 * in tg_board_nth_point order. */
void          tg_score_ownership       (const TgBoard      *board,
                                        const TgPointSet   *dead,
                                        TgColor            *owner);

/* "B+1.5", "W+12", "0" */
char         *tg_score_format_points   (const TgScore      *score);
/* "Black 184¼ stones, 183¾ needed: Black wins by ¾ stone" (translated) */
char         *tg_score_format_stones   (const TgScore      *score);
/* Spec §6 in plain words, for a player who has never read the rules:
 * "Black made the last move before the passes: Black gives 1 point
 * (WMSG rules, article 6)", or why nothing is given (translated). */
char         *tg_score_describe_adjustment (const TgScore *score);
/* What White receives besides its area: "White receives a komi of 6.5
 * points for moving second, and 1 more because Black made the last move
 * before the passes"; handicap points likewise (translated). */
char         *tg_score_describe_owed   (const TgScore      *score);
/* Quarters as the Chinese count writes them: 184¼, 183¾, ½. */
char         *tg_format_quarters       (double              value);

/* Standard fixed handicap placements (spec §8) for 2–9 stones on sizes
 * that have star points; returns FALSE when none exists. */
gboolean      tg_handicap_fixed_points (const TgBoard      *board,
                                        guint               stones,
                                        GArray             *points);

/* Nigiri (spec §9): the holder grabs a handful of white stones; the
 * guesser says odd or even.  Returns TRUE when the guess was right, so
 * the guesser chooses the colours.  @random_func (required) gives the
 * handful, clamped to [1, 30]: the app passes a real generator, tests a
 * fixed one. */
typedef guint (*TgRandomFunc) (gpointer user_data);
gboolean      tg_nigiri                (gboolean           guess_odd,
                                        TgRandomFunc       random_func,
                                        gpointer           user_data,
                                        guint             *handful);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgPointSet, tg_point_set_free)

G_END_DECLS
