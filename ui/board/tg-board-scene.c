/* tg-board-scene.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define DEFAULT_SIZE 19

G_DEFINE_FINAL_TYPE (TgBoardScene, tg_board_scene, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (TgBoardTheme, tg_board_theme,
                    G_DEFINE_ENUM_VALUE (TG_BOARD_THEME_WOOD, "wood"),
                    G_DEFINE_ENUM_VALUE (TG_BOARD_THEME_PAPER, "paper"),
                    G_DEFINE_ENUM_VALUE (TG_BOARD_THEME_PRINT, "print"))

G_DEFINE_FLAGS_TYPE (TgBoardLayers, tg_board_layers,
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_BOARD, "board"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_STONES, "stones"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_MARKS, "marks"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_MARKUP, "markup"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_VARIATIONS, "variations"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_ANALYSIS, "analysis"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_OVERLAY, "overlay"),
                     G_DEFINE_ENUM_VALUE (TG_BOARD_LAYER_POINTER, "pointer"))


GParamSpec *_tg_board_scene_properties[N_PROPS];

enum
{
  CHANGED,
  POINT_ACTIVATED,
  POINTS_STROKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_tg_board_scene_analysis_free (TgBoardAnalysis *analysis)
{
  for (guint i = 0; i < analysis->candidates->len; i++)
    {
      TgBoardCandidate *candidate = &g_array_index (analysis->candidates, TgBoardCandidate, i);

      g_free (candidate->text);
      g_free (candidate->description);
    }
  g_array_unref (analysis->candidates);
  g_free (analysis->ownership);
  g_clear_pointer (&analysis->pv, g_array_unref);
  g_free (analysis);
}

void
_tg_board_scene_invalidate (TgBoardScene  *self,
                            TgBoardLayers  layers)
{
  self->stale |= layers;
  if (layers & (TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_POINTER))
    self->hover_stale = TRUE;
  self->pending |= layers;
}

void
_tg_board_scene_invalidate_if_shown (TgBoardScene  *self,
                                     TgBoardLayers  layers)
{
  self->stale |= layers;
  self->pending_if_shown |= layers;
}

const TgBoard *
tg_board_scene_get_board (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  if (self->game == NULL)
    return self->empty;
  if (self->figure != NULL)
    return self->figure->board;
  if (self->node == tg_game_get_current (self->game))
    return tg_game_get_board (self->game);
  /* The game's board at another node lasts until its next call: the
   * scene keeps a copy of its own. */
  if (self->position == NULL || (self->stale & TG_BOARD_LAYER_STONES))
    {
      g_clear_pointer (&self->position, tg_board_free);
      self->position = tg_board_copy (tg_game_get_board_at (self->game, self->node));
      self->stale &= ~TG_BOARD_LAYER_STONES;
    }
  return self->position;
}

guint
tg_board_scene_get_size (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), DEFAULT_SIZE);

  return tg_board_get_size (self->game != NULL ? tg_game_get_board (self->game) : self->empty);
}

TgNode *
tg_board_scene_get_node (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->node;
}

TgColor
tg_board_scene_get_to_move (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_BLACK);

  if (self->game == NULL || self->node == NULL)
    return TG_BLACK;
  return tg_game_get_to_move_at (self->game, self->node);
}

static void
ensure_marks (TgBoardScene *self)
{
  const TgBoard *board;

  if (!(self->stale & TG_BOARD_LAYER_MARKS))
    return;
  board = tg_board_scene_get_board (self);
  self->stale &= ~TG_BOARD_LAYER_MARKS;
  tg_board_markings_compute (&self->markings, self->game, self->node, board);
  if (self->hint != TG_PASS)
    self->markings.marks[self->hint] |= TG_BOARD_MARK_HINT;
  if (self->figure != NULL)
    _tg_board_scene_figure_marks (self);
}

static void
ensure_markup (TgBoardScene *self)
{
  if (!(self->stale & TG_BOARD_LAYER_MARKUP))
    return;
  ensure_marks (self);
  self->stale &= ~TG_BOARD_LAYER_MARKUP;
  /* Where the counting marks show each point's owner, TB and TW would
   * only hide them. */
  tg_board_markup_compute (self->markup, self->node, tg_board_scene_get_size (self),
                           !self->markings.counting,
                           self->game == NULL || tg_game_may_inherit_markup (self->game));
  if (self->figure != NULL)
    _tg_board_scene_figure_markup (self);
  if (self->extra_markup != NULL && self->extra_markup->size == self->markup->size)
    tg_board_markup_merge (self->markup, self->extra_markup);
}

static void
ensure_variations (TgBoardScene *self)
{
  const TgBoard *board;
  const char *st;

  if (!(self->stale & TG_BOARD_LAYER_VARIATIONS))
    return;
  board = tg_board_scene_get_board (self);
  self->stale &= ~TG_BOARD_LAYER_VARIATIONS;
  st = self->game != NULL ? tg_node_get_value (tg_game_get_root (self->game), "ST") : NULL;
  tg_board_variations_compute (&self->variations, self->node, board, self->variation_marks, st);
}

void
_tg_board_scene_emit (TgBoardScene  *self,
                      TgBoardLayers  layers,
                      TgBoardLayers  if_shown)
{
  if ((layers | if_shown) & (TG_BOARD_LAYER_MARKUP | TG_BOARD_LAYER_BOARD))
    {
      gboolean markup_was = self->markup_shown, view_was = self->view_shown;

      ensure_markup (self);
      self->markup_shown = !tg_board_markup_is_empty (self->markup);
      self->view_shown = tg_board_markup_has_view (self->markup);
      if ((if_shown & TG_BOARD_LAYER_MARKUP) && (markup_was || self->markup_shown))
        layers |= TG_BOARD_LAYER_MARKUP;
      /* Another part of the board is another layout: everything moves. */
      if ((if_shown & TG_BOARD_LAYER_BOARD) && (view_was || self->view_shown))
        layers |= TG_BOARD_LAYERS_ALL;
    }
  if ((layers | if_shown) & TG_BOARD_LAYER_VARIATIONS)
    {
      gboolean was = self->variations_shown;

      ensure_variations (self);
      self->variations_shown = self->variations.marks->len > 0;
      if ((if_shown & TG_BOARD_LAYER_VARIATIONS) && (was || self->variations_shown))
        layers |= TG_BOARD_LAYER_VARIATIONS;
    }
  if (layers != 0)
    g_signal_emit (self, signals[CHANGED], 0, layers);
}

void
_tg_board_scene_emit_now (TgBoardScene  *self,
                          TgBoardLayers  layers)
{
  _tg_board_scene_invalidate (self, layers);
  self->pending &= ~layers;
  _tg_board_scene_emit (self, layers, 0);
}

void
_tg_board_scene_node_changed (TgBoardScene *self)
{
  _tg_board_scene_invalidate (self, TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS |
                                    TG_BOARD_LAYER_POINTER);
  /* Markup and variations are redrawn only if either node has some, the
   * layout only if either shows a part of the board. */
  _tg_board_scene_invalidate_if_shown (self, TG_BOARD_LAYER_MARKUP | TG_BOARD_LAYER_VARIATIONS |
                                             TG_BOARD_LAYER_BOARD);
  /* A hint and an analysis answer the position they were asked for; the
   * pen wrote on that position. */
  self->hint = TG_PASS;
  if (self->analysis != NULL)
    {
      g_clear_pointer (&self->analysis, _tg_board_scene_analysis_free);
      _tg_board_scene_invalidate (self, TG_BOARD_LAYER_ANALYSIS);
    }
  if (self->strokes->len > 0)
    {
      g_ptr_array_set_size (self->strokes, 0);
      _tg_board_scene_invalidate (self, TG_BOARD_LAYER_OVERLAY);
    }
  g_clear_pointer (&self->extra_markup, tg_board_markup_free);
}

void
tg_board_scene_get_region (TgBoardScene  *self,
                           TgBoardRegion *region)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (region != NULL);

  ensure_markup (self);
  *region = self->markup->view;
}

gboolean
_tg_board_scene_is_on_board (TgBoardScene *self,
                             TgPoint       point)
{
  return point >= 0 && point < TG_MAX_POINTS &&
         tg_board_is_on_board (tg_board_scene_get_board (self), point);
}

TgBoardMarks
tg_board_scene_get_marks (TgBoardScene *self,
                          TgPoint       point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_BOARD_MARK_NONE);

  if (!_tg_board_scene_is_on_board (self, point))
    return TG_BOARD_MARK_NONE;
  ensure_marks (self);
  return self->markings.marks[point];
}

guint
tg_board_scene_get_move_number (TgBoardScene *self,
                                TgPoint       point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), 0);

  if (!_tg_board_scene_is_on_board (self, point))
    return 0;
  ensure_marks (self);
  return self->markings.numbers[point];
}

gboolean
tg_board_scene_get_last_move (TgBoardScene *self,
                              TgPoint      *point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  ensure_marks (self);
  if (point != NULL)
    *point = self->markings.last_move;
  return self->markings.last_move != TG_PASS;
}

gboolean
tg_board_scene_get_forbidden_point (TgBoardScene *self,
                                    TgPoint      *point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  ensure_marks (self);
  if (point != NULL)
    *point = self->markings.forbidden;
  return self->markings.forbidden != TG_PASS;
}

gboolean
tg_board_scene_get_counting (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  ensure_marks (self);
  return self->markings.counting;
}

const TgBoardMarkup *
tg_board_scene_get_markup (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  ensure_markup (self);
  return self->markup;
}

const TgBoardVariations *
tg_board_scene_get_variations (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  ensure_variations (self);
  return &self->variations;
}

TgNode *
tg_board_scene_get_variation_at (TgBoardScene *self,
                                 TgPoint       point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  ensure_variations (self);
  return tg_board_variations_find (&self->variations, point);
}

/* Keeps the cursor and the hover point on a board of another size. */
static void
fit_pointer (TgBoardScene *self,
             guint         old_size)
{
  guint size = tg_board_scene_get_size (self);

  if (size != old_size)
    {
      self->cursor_col = self->cursor_row = size / 2;
      self->hover = TG_PASS;
      self->select_anchor = self->select_end = TG_PASS;
      g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_CURSOR]);
      g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_HOVER]);
    }
}

void
tg_board_scene_activate (TgBoardScene *self,
                         TgPoint       point)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!self->interactive || !_tg_board_scene_is_on_board (self, point))
    return;
  g_signal_emit (self, signals[POINT_ACTIVATED], 0, point);
}

void
tg_board_scene_stroke (TgBoardScene *self,
                       GArray       *points)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (points != NULL);

  if (!self->interactive || points->len < 2)
    return;
  for (guint i = 0; i < points->len; i++)
    if (!_tg_board_scene_is_on_board (self, g_array_index (points, TgPoint, i)))
      return;
  g_signal_emit (self, signals[POINTS_STROKED], 0, points);
}

/* The game and the node */

static void
show (TgBoardScene *self,
      TgGame       *game,
      TgNode       *node)
{
  guint old_size = tg_board_scene_get_size (self);
  gboolean new_game = game != self->game;

  if (new_game)
    {
      _tg_board_scene_unfollow_game (self);
      g_set_object (&self->game, game);
    }
  self->follows_current = node == NULL;
  self->node = game == NULL ? NULL : node != NULL ? node : tg_game_get_current (game);
  if (new_game)
    _tg_board_scene_follow_game (self);

  fit_pointer (self, old_size);
  _tg_board_scene_node_changed (self);
  self->pending = self->pending_if_shown = 0;
  /* Another game: everything, since even the board's size may differ. */
  _tg_board_scene_emit_now (self, new_game ? TG_BOARD_LAYERS_ALL : TG_BOARD_LAYERS_NODE);
  if (new_game)
    g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_GAME]);
}

void
tg_board_scene_set_game (TgBoardScene *self,
                         TgGame       *game)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game && self->follows_current)
    return;
  show (self, game, NULL);
}

void
tg_board_scene_set_node (TgBoardScene *self,
                         TgNode       *node)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (node == NULL || (self->game != NULL &&
                                     tg_node_get_root (node) == tg_game_get_root (self->game)));

  if (self->game == NULL || (node == NULL && self->follows_current) ||
      (node != NULL && node == self->node && !self->follows_current))
    return;
  show (self, self->game, node);
}

TgGame *
tg_board_scene_get_game (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->game;
}

static void
tg_board_scene_get_property (GObject    *object,
                             guint       prop_id,
                             GValue     *value,
                             GParamSpec *pspec)
{
  TgBoardScene *self = TG_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_SHOW_MOVE_NUMBERS:
      g_value_set_boolean (value, self->show_move_numbers);
      break;
    case PROP_FIRST_NUMBERED_MOVE:
      g_value_set_uint (value, self->first_numbered_move);
      break;
    case PROP_SHOW_HOVER:
      g_value_set_boolean (value, self->show_hover);
      break;
    case PROP_THEME:
      g_value_set_enum (value, self->theme);
      break;
    case PROP_VARIATION_MARKS:
      g_value_set_enum (value, self->variation_marks);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
      break;
    case PROP_HOVER:
      g_value_set_int (value, self->hover);
      break;
    case PROP_CURSOR:
      g_value_set_int (value, tg_board_scene_get_cursor (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_scene_set_property (GObject      *object,
                             guint         prop_id,
                             const GValue *value,
                             GParamSpec   *pspec)
{
  TgBoardScene *self = TG_BOARD_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_board_scene_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_COORDINATES:
      tg_board_scene_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_MOVE_NUMBERS:
      tg_board_scene_set_show_move_numbers (self, g_value_get_boolean (value));
      break;
    case PROP_FIRST_NUMBERED_MOVE:
      tg_board_scene_set_first_numbered_move (self, g_value_get_uint (value));
      break;
    case PROP_SHOW_HOVER:
      tg_board_scene_set_show_hover (self, g_value_get_boolean (value));
      break;
    case PROP_THEME:
      tg_board_scene_set_theme (self, g_value_get_enum (value));
      break;
    case PROP_VARIATION_MARKS:
      tg_board_scene_set_variation_marks (self, g_value_get_enum (value));
      break;
    case PROP_INTERACTIVE:
      tg_board_scene_set_interactive (self, g_value_get_boolean (value));
      break;
    case PROP_HOVER:
      tg_board_scene_set_hover (self, g_value_get_int (value));
      break;
    case PROP_CURSOR:
      tg_board_scene_set_cursor (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_scene_dispose (GObject *object)
{
  TgBoardScene *self = TG_BOARD_SCENE (object);

  _tg_board_scene_unfollow_game (self);
  g_clear_object (&self->game);
  self->node = NULL;

  G_OBJECT_CLASS (tg_board_scene_parent_class)->dispose (object);
}

static void
tg_board_scene_finalize (GObject *object)
{
  TgBoardScene *self = TG_BOARD_SCENE (object);

  g_clear_pointer (&self->empty, tg_board_free);
  g_clear_pointer (&self->position, tg_board_free);
  g_clear_pointer (&self->hover_reason, g_free);
  g_clear_pointer (&self->markup, tg_board_markup_free);
  g_clear_pointer (&self->extra_markup, tg_board_markup_free);
  tg_board_variations_clear (&self->variations);
  g_clear_pointer (&self->analysis, _tg_board_scene_analysis_free);
  g_clear_pointer (&self->strokes, g_ptr_array_unref);
  g_clear_pointer (&self->figure, tg_figure_free);

  G_OBJECT_CLASS (tg_board_scene_parent_class)->finalize (object);
}

static void
tg_board_scene_class_init (TgBoardSceneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tg_board_scene_get_property;
  object_class->set_property = tg_board_scene_set_property;
  object_class->dispose = tg_board_scene_dispose;
  object_class->finalize = tg_board_scene_finalize;

  _tg_board_scene_properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_SHOW_MOVE_NUMBERS] =
    g_param_spec_boolean ("show-move-numbers", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_FIRST_NUMBERED_MOVE] =
    g_param_spec_uint ("first-numbered-move", NULL, NULL, 1, G_MAXUINT, 1,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_SHOW_HOVER] =
    g_param_spec_boolean ("show-hover", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_THEME] =
    g_param_spec_enum ("theme", NULL, NULL, TG_TYPE_BOARD_THEME, TG_BOARD_THEME_WOOD,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_VARIATION_MARKS] =
    g_param_spec_enum ("variation-marks", NULL, NULL, TG_TYPE_VARIATION_MARKS,
                       TG_VARIATION_MARKS_AUTO,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_HOVER] =
    g_param_spec_int ("hover", NULL, NULL, TG_PASS, TG_MAX_POINTS, TG_PASS,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  _tg_board_scene_properties[PROP_CURSOR] =
    g_param_spec_int ("cursor", NULL, NULL, TG_PASS, TG_MAX_POINTS, TG_PASS,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, _tg_board_scene_properties);

  /**
   * TgBoardScene::changed:
   * @layers: the #TgBoardLayers whose drawing changed
   *
   * Something shown changed; views redraw those layers.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, TG_TYPE_BOARD_LAYERS);

  /**
   * TgBoardScene::point-activated:
   * @point: the TgPoint clicked or chosen with the keyboard
   *
   * The user chose a point: the window plays there (or, in counting,
   * marks the group dead; on a variation's mark, enters it).
   */
  signals[POINT_ACTIVATED] =
    g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * TgBoardScene::points-stroked:
   * @points: (element-type TgPoint): the points the pointer went over,
   *   in order, each once, two at least
   *
   * A drag with the button down across points: the teacher's tools paint
   * setup stones along it, or draw an arrow or a line from its first
   * point to its last.  Playing takes no stroke (a slip is taken back by
   * dragging away).
   */
  signals[POINTS_STROKED] =
    g_signal_new ("points-stroked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_ARRAY);
}

static void
tg_board_scene_init (TgBoardScene *self)
{
  self->empty = tg_board_new (DEFAULT_SIZE);
  self->follows_current = TRUE;
  self->show_coordinates = TRUE;
  self->first_numbered_move = 1;
  self->show_hover = TRUE;
  self->interactive = TRUE;
  self->theme = TG_BOARD_THEME_WOOD;
  self->variation_marks = TG_VARIATION_MARKS_AUTO;
  self->hover = TG_PASS;
  self->hint = TG_PASS;
  self->select_anchor = self->select_end = TG_PASS;
  self->cursor_col = self->cursor_row = DEFAULT_SIZE / 2;
  self->markup = tg_board_markup_new ();
  tg_board_variations_init (&self->variations);
  self->strokes = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->stale = TG_BOARD_LAYERS_ALL;
  self->hover_stale = TRUE;
  self->markup_shown = self->variations_shown = TRUE;
}

TgBoardScene *
tg_board_scene_new (TgGame *game)
{
  g_return_val_if_fail (game == NULL || TG_IS_GAME (game), NULL);

  return g_object_new (TG_TYPE_BOARD_SCENE, "game", game, NULL);
}

TgBoardScene *
tg_board_scene_new_for_node (TgGame *game,
                             TgNode *node,
                             guint   first_numbered_move)
{
  TgBoardScene *self;

  g_return_val_if_fail (TG_IS_GAME (game), NULL);
  g_return_val_if_fail (node != NULL && tg_node_get_root (node) == tg_game_get_root (game), NULL);

  self = g_object_new (TG_TYPE_BOARD_SCENE, "interactive", FALSE, "show-hover", FALSE,
                       "show-move-numbers", first_numbered_move > 0, NULL);
  tg_board_scene_set_first_numbered_move (self, first_numbered_move);
  show (self, game, node);
  return self;
}
