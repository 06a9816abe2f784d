/* tg-board-scene-private.h: what the parts of TgBoardScene share —
 * tg-board-scene.c (the node shown, options, derived data),
 * tg-board-scene-follow.c (the game's signals, and which layers they
 * touch), tg-board-scene-input.c (the pointer, the pen, an engine's
 * hint and analysis), tg-board-scene-options.c (display options) and
 * tg-board-scene-describe.c (words for screen readers) and
 * tg-board-scene-figure.c (a book's figure).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-board-scene.h"
#include "tg-figure.h"

G_BEGIN_DECLS

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_MOVE_NUMBERS,
  PROP_FIRST_NUMBERED_MOVE,
  PROP_SHOW_HOVER,
  PROP_THEME,
  PROP_VARIATION_MARKS,
  PROP_INTERACTIVE,
  PROP_HOVER,
  PROP_CURSOR,
  N_PROPS
};

/* tg-board-scene.c's, for the notifications of the other parts. */
extern GParamSpec *_tg_board_scene_properties[N_PROPS];

struct _TgBoardScene
{
  GObject           parent_instance;

  TgGame           *game;
  TgNode           *node;            /* shown; NULL without a game */
  gboolean          follows_current;
  TgBoard          *empty;           /* shown while there is no game */
  TgBoard          *position;        /* at @node when it is not the current node */

  gboolean          show_coordinates;
  gboolean          show_move_numbers;
  guint             first_numbered_move;
  gboolean          show_hover;
  gboolean          interactive;
  TgBoardTheme      theme;
  TgVariationMarks  variation_marks;

  TgPoint           hover;           /* TG_PASS: none */
  TgPoint           hint;            /* TG_PASS: none */
  guint             cursor_col;
  guint             cursor_row;
  /* A region being selected: from the anchor to the point the pointer
   * or the cursor reached last (TG_PASS: none). */
  gboolean          selecting;
  gboolean          drag_selects;
  /* TRUE while a click marks rather than plays (tg_board_scene_set_click_plays). */
  gboolean          click_marks;
  TgPoint           select_anchor;
  TgPoint           select_end;

  /* Derived data whose layer changed, worked out again on first use. */
  TgBoardLayers     stale;
  TgBoardMarkings   markings;
  TgBoardMarkup    *markup;
  TgBoardVariations variations;

  gboolean          hover_stale;
  gboolean          hover_shown;
  TgMoveStatus      hover_status;
  char             *hover_reason;

  TgBoardAnalysis  *analysis;        /* NULL: none */
  TgFigure         *figure;          /* a book's figure shown instead of the position; NULL: none */
  GPtrArray        *strokes;         /* GArray of TgBoardPenPoint */
  TgBoardMarkup    *extra_markup;    /* NULL: none */

  /* Whether the markup and variation layers drew anything, and the view
   * was a part of the board, as views were last told: a node change
   * redraws them only if they drew something or will. */
  gboolean          markup_shown;
  gboolean          variations_shown;
  gboolean          view_shown;

  /* Layers the game's signals touched during a step, said at its
   * "changed"; those in @pending_if_shown only if shown before or after. */
  TgBoardLayers     pending;
  TgBoardLayers     pending_if_shown;
};

/* tg-board-scene.c */
/* Marks @layers' derived data stale and due to be said at the end of the
 * game's step. */
void          _tg_board_scene_invalidate        (TgBoardScene  *self,
                                                 TgBoardLayers  layers);
/* The same for layers said only if they drew something before or will
 * after (markup, variations, the part of the board shown). */
void          _tg_board_scene_invalidate_if_shown (TgBoardScene  *self,
                                                   TgBoardLayers  layers);
/* Says "changed" now: @layers, and those of @if_shown that drew or will
 * draw something. */
void          _tg_board_scene_emit              (TgBoardScene  *self,
                                                 TgBoardLayers  layers,
                                                 TgBoardLayers  if_shown);
/* Everything that belongs to the node shown is for another node now. */
void          _tg_board_scene_node_changed      (TgBoardScene  *self);

void          _tg_board_scene_emit_now          (TgBoardScene  *self,
                                                 TgBoardLayers  layers);
gboolean      _tg_board_scene_is_on_board       (TgBoardScene  *self,
                                                 TgPoint        point);
void          _tg_board_scene_analysis_free     (TgBoardAnalysis *analysis);

/* tg-board-scene-figure.c: the figure's numbers and references over
 * the node's marks and markup. */
void          _tg_board_scene_figure_marks      (TgBoardScene  *self);
void          _tg_board_scene_figure_markup     (TgBoardScene  *self);

/* tg-board-scene-follow.c */
void          _tg_board_scene_follow_game       (TgBoardScene  *self);
void          _tg_board_scene_unfollow_game     (TgBoardScene  *self);

/* Whether the counting marks apply (two passes, or a finished count). */
gboolean        tg_board_scene_get_counting        (TgBoardScene  *scene);

/* The first point superko forbids to the side to move, if any. */
gboolean        tg_board_scene_get_forbidden_point (TgBoardScene  *scene,
                                                    TgPoint       *point);
gboolean        tg_board_scene_get_hint            (TgBoardScene  *scene,
                                                    TgPoint       *point);
gboolean        tg_board_scene_get_last_move       (TgBoardScene  *scene,
                                                    TgPoint       *point);
TgVariationMarks tg_board_scene_get_variation_marks (TgBoardScene *scene);

/* Shows @node of the scene's game and keeps to it (NULL: follows the
 * current node again).  Were @node taken out of the record, the scene
 * shows the node it hung from. */
void            tg_board_scene_set_node            (TgBoardScene  *scene,
                                                    TgNode        *node);

G_END_DECLS
