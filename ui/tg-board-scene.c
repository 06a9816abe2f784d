/* tg-board-scene.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene.h"

#include <glib/gi18n.h>

#define DEFAULT_SIZE 19

struct _TgBoardScene
{
  GObject       parent_instance;

  TgGame       *game;
  TgBoard      *empty;          /* shown while there is no game */

  gboolean      show_coordinates;
  gboolean      show_move_numbers;
  gboolean      show_hover;
  gboolean      interactive;
  TgBoardTheme  theme;

  TgPoint       hover;          /* TG_PASS: none */
  TgPoint       hint;           /* TG_PASS: none */
  guint         cursor_col;
  guint         cursor_row;

  /* Derived from the game; recomputed on first use after a change. */
  gboolean        dirty;
  TgBoardMarkings markings;

  gboolean      hover_dirty;
  gboolean      hover_shown;
  TgMoveStatus  hover_status;
  char         *hover_reason;
};

G_DEFINE_FINAL_TYPE (TgBoardScene, tg_board_scene, G_TYPE_OBJECT)

G_DEFINE_ENUM_TYPE (TgBoardTheme, tg_board_theme,
                    G_DEFINE_ENUM_VALUE (TG_BOARD_THEME_WOOD, "wood"),
                    G_DEFINE_ENUM_VALUE (TG_BOARD_THEME_PAPER, "paper"))

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_COORDINATES,
  PROP_SHOW_MOVE_NUMBERS,
  PROP_SHOW_HOVER,
  PROP_THEME,
  PROP_INTERACTIVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  POINT_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
emit_changed (TgBoardScene *self,
              TgBoardChange change)
{
  if (change & TG_BOARD_CHANGE_CONTENT)
    self->dirty = TRUE;
  if (change & (TG_BOARD_CHANGE_CONTENT | TG_BOARD_CHANGE_HOVER))
    self->hover_dirty = TRUE;
  g_signal_emit (self, signals[CHANGED], 0, (guint) change);
}

const TgBoard *
tg_board_scene_get_board (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->game != NULL ? tg_game_get_board (self->game) : self->empty;
}

guint
tg_board_scene_get_size (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), DEFAULT_SIZE);

  return tg_board_get_size (tg_board_scene_get_board (self));
}

static void
ensure_marks (TgBoardScene *self)
{
  if (!self->dirty)
    return;
  self->dirty = FALSE;
  tg_board_markings_compute (&self->markings, self->game);
  if (self->hint != TG_PASS)
    self->markings.marks[self->hint] |= TG_BOARD_MARK_HINT;
}

static gboolean
is_on_board (TgBoardScene *self,
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

  if (!is_on_board (self, point))
    return TG_BOARD_MARK_NONE;
  ensure_marks (self);
  return self->markings.marks[point];
}

guint
tg_board_scene_get_move_number (TgBoardScene *self,
                                TgPoint       point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), 0);

  if (!is_on_board (self, point))
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

void
tg_board_scene_set_hint (TgBoardScene *self,
                         TgPoint       point)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (point != TG_PASS && !is_on_board (self, point))
    point = TG_PASS;
  if (point == self->hint)
    return;
  self->hint = point;
  emit_changed (self, TG_BOARD_CHANGE_CONTENT);
}

gboolean
tg_board_scene_get_hint (TgBoardScene *self,
                         TgPoint      *point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  if (point != NULL)
    *point = self->hint;
  return self->hint != TG_PASS;
}

gboolean
tg_board_scene_get_counting (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  ensure_marks (self);
  return self->markings.counting;
}

TgMoveStatus
tg_board_scene_check_point (TgBoardScene  *self,
                            TgPoint        point,
                            char         **reason)
{
  TgMoveStatus status = TG_MOVE_OK;
  int repeats = -1;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_MOVE_OK);

  if (reason != NULL)
    *reason = NULL;
  if (!is_on_board (self, point))
    {
      if (reason != NULL)
        *reason = g_strdup (_("Not on the board"));
      return TG_MOVE_OCCUPIED;
    }
  if (self->game == NULL || tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return TG_MOVE_OK;

  status = tg_game_check_move (self->game, point, &repeats);
  if (reason != NULL)
    *reason = tg_move_status_describe (status, repeats);
  return status;
}

static void
ensure_hover (TgBoardScene *self)
{
  if (!self->hover_dirty)
    return;
  self->hover_dirty = FALSE;
  self->hover_shown = FALSE;
  self->hover_status = TG_MOVE_OK;
  g_clear_pointer (&self->hover_reason, g_free);

  if (self->hover == TG_PASS || !self->show_hover || !self->interactive)
    return;
  if (self->game != NULL && tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return;
  if (tg_board_get (tg_board_scene_get_board (self), self->hover) != TG_EMPTY)
    return;

  self->hover_shown = TRUE;
  self->hover_status = tg_board_scene_check_point (self, self->hover, &self->hover_reason);
}

gboolean
tg_board_scene_get_hover_status (TgBoardScene  *self,
                                 TgMoveStatus  *status,
                                 const char   **reason)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  ensure_hover (self);
  if (status != NULL)
    *status = self->hover_status;
  if (reason != NULL)
    *reason = self->hover_reason;
  return self->hover_shown;
}

void
tg_board_scene_set_hover (TgBoardScene *self,
                          TgPoint       point)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!is_on_board (self, point))
    point = TG_PASS;
  if (self->hover == point)
    return;
  self->hover = point;
  emit_changed (self, TG_BOARD_CHANGE_HOVER);
}

void
tg_board_scene_clear_hover (TgBoardScene *self)
{
  tg_board_scene_set_hover (self, TG_PASS);
}

gboolean
tg_board_scene_get_hover (TgBoardScene *self,
                          TgPoint      *point)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);

  if (point != NULL)
    *point = self->hover;
  return self->hover != TG_PASS;
}

TgPoint
tg_board_scene_get_cursor (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_PASS);

  return tg_board_point (tg_board_scene_get_board (self), self->cursor_col, self->cursor_row);
}

static void
place_cursor (TgBoardScene *self,
              guint         col,
              guint         row)
{
  if (col == self->cursor_col && row == self->cursor_row)
    return;
  self->cursor_col = col;
  self->cursor_row = row;
  emit_changed (self, TG_BOARD_CHANGE_CURSOR);
}

void
tg_board_scene_set_cursor (TgBoardScene *self,
                           TgPoint       point)
{
  const TgBoard *board;

  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!is_on_board (self, point))
    return;
  board = tg_board_scene_get_board (self);
  place_cursor (self, tg_board_point_x (board, point), tg_board_point_y (board, point));
}

void
tg_board_scene_move_cursor (TgBoardScene *self,
                            int           dx,
                            int           dy)
{
  int last;

  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  last = (int) tg_board_scene_get_size (self) - 1;
  place_cursor (self,
                CLAMP ((int) self->cursor_col + dx, 0, last),
                CLAMP ((int) self->cursor_row + dy, 0, last));
}

void
tg_board_scene_activate (TgBoardScene *self,
                         TgPoint       point)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  if (!self->interactive || !is_on_board (self, point))
    return;
  g_signal_emit (self, signals[POINT_ACTIVATED], 0, point);
}

char *
tg_board_scene_describe_point (TgBoardScene *self,
                               TgPoint       point)
{
  const TgBoard *board;
  g_autoptr(GPtrArray) parts = NULL;
  TgBoardMarks marks;
  guint number;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  if (!is_on_board (self, point))
    return g_strdup (_("Not on the board"));

  board = tg_board_scene_get_board (self);
  marks = tg_board_scene_get_marks (self, point);
  number = tg_board_scene_get_move_number (self, point);
  parts = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (parts, tg_board_point_to_gtp (board, point));

  switch (tg_board_get (board, point))
    {
    case TG_BLACK:
      g_ptr_array_add (parts, g_strdup (_("black stone")));
      break;
    case TG_WHITE:
      g_ptr_array_add (parts, g_strdup (_("white stone")));
      break;
    default:
      g_ptr_array_add (parts, g_strdup (_("empty")));
      break;
    }
  if (number > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("move %u"), number));
  if (marks & TG_BOARD_MARK_LAST_MOVE)
    g_ptr_array_add (parts, g_strdup (_("last move")));
  if (marks & TG_BOARD_MARK_FORBIDDEN)
    g_ptr_array_add (parts, g_strdup (_("forbidden by ko")));
  if (marks & TG_BOARD_MARK_HINT)
    g_ptr_array_add (parts, g_strdup (_("suggested move")));
  if (marks & TG_BOARD_MARK_DEAD)
    g_ptr_array_add (parts, g_strdup (_("dead")));
  if (marks & TG_BOARD_MARK_AREA_BLACK)
    g_ptr_array_add (parts, g_strdup (_("Black’s area")));
  if (marks & TG_BOARD_MARK_AREA_WHITE)
    g_ptr_array_add (parts, g_strdup (_("White’s area")));
  if (marks & TG_BOARD_MARK_SHARED)
    g_ptr_array_add (parts, g_strdup (_("shared point")));
  g_ptr_array_add (parts, NULL);

  /* Translators: separates the parts of a spoken point description,
   * "D4, black stone, last move". */
  return g_strjoinv (C_("point description", ", "), (char **) parts->pdata);
}

char *
tg_board_scene_describe_position (TgBoardScene *self)
{
  guint size;
  const char *state;

  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  size = tg_board_scene_get_size (self);
  if (self->game == NULL)
    /* Translators: the board's accessible description: "19×19 board". */
    return g_strdup_printf (_("%u×%u board"), size, size);

  switch (tg_game_get_phase (self->game))
    {
    case TG_PHASE_COUNTING:
      state = _("counting, mark the dead stones");
      break;
    case TG_PHASE_FINISHED:
      state = _("game over");
      break;
    default:
      state = tg_game_get_to_move (self->game) == TG_WHITE ? _("White to move")
                                                           : _("Black to move");
      break;
    }

  /* Translators: "19×19 board, move 57, White to move". */
  return g_strdup_printf (_("%u×%u board, move %u, %s"), size, size,
                          tg_game_get_move_number (self->game), state);
}

static void
on_game_changed (TgBoardScene *self)
{
  guint size = tg_board_scene_get_size (self);

  /* A new record may have another size: keep the cursor on the board. */
  self->cursor_col = MIN (self->cursor_col, size - 1);
  self->cursor_row = MIN (self->cursor_row, size - 1);
  if (self->hover != TG_PASS && !is_on_board (self, self->hover))
    self->hover = TG_PASS;
  /* A hint answers the position it was asked for. */
  self->hint = TG_PASS;
  emit_changed (self, TG_BOARD_CHANGE_CONTENT);
}

void
tg_board_scene_set_game (TgBoardScene *self,
                         TgGame       *game)
{
  guint old_size;

  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;

  old_size = tg_board_scene_get_size (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_object (game, "changed", G_CALLBACK (on_game_changed), self,
                             G_CONNECT_SWAPPED);

  if (tg_board_scene_get_size (self) != old_size)
    {
      self->cursor_col = self->cursor_row = tg_board_scene_get_size (self) / 2;
      self->hover = TG_PASS;
    }
  on_game_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TgGame *
tg_board_scene_get_game (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), NULL);

  return self->game;
}

static void
set_option (TgBoardScene *self,
            gboolean     *field,
            gboolean      value,
            guint         prop_id)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  emit_changed (self, TG_BOARD_CHANGE_CONTENT);
}

gboolean
tg_board_scene_get_show_coordinates (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  return self->show_coordinates;
}

void
tg_board_scene_set_show_coordinates (TgBoardScene *self,
                                     gboolean      show)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  set_option (self, &self->show_coordinates, show, PROP_SHOW_COORDINATES);
}

gboolean
tg_board_scene_get_show_move_numbers (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  return self->show_move_numbers;
}

void
tg_board_scene_set_show_move_numbers (TgBoardScene *self,
                                      gboolean      show)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  set_option (self, &self->show_move_numbers, show, PROP_SHOW_MOVE_NUMBERS);
}

gboolean
tg_board_scene_get_show_hover (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  return self->show_hover;
}

void
tg_board_scene_set_show_hover (TgBoardScene *self,
                               gboolean      show)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  set_option (self, &self->show_hover, show, PROP_SHOW_HOVER);
}

gboolean
tg_board_scene_get_interactive (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), FALSE);
  return self->interactive;
}

void
tg_board_scene_set_interactive (TgBoardScene *self,
                                gboolean      interactive)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  set_option (self, &self->interactive, interactive, PROP_INTERACTIVE);
}

TgBoardTheme
tg_board_scene_get_theme (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_BOARD_THEME_WOOD);
  return self->theme;
}

void
tg_board_scene_set_theme (TgBoardScene *self,
                          TgBoardTheme  theme)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (theme <= TG_BOARD_THEME_PAPER);

  if (self->theme == theme)
    return;
  self->theme = theme;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
  emit_changed (self, TG_BOARD_CHANGE_CONTENT);
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
    case PROP_SHOW_HOVER:
      g_value_set_boolean (value, self->show_hover);
      break;
    case PROP_THEME:
      g_value_set_enum (value, self->theme);
      break;
    case PROP_INTERACTIVE:
      g_value_set_boolean (value, self->interactive);
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
    case PROP_SHOW_HOVER:
      tg_board_scene_set_show_hover (self, g_value_get_boolean (value));
      break;
    case PROP_THEME:
      tg_board_scene_set_theme (self, g_value_get_enum (value));
      break;
    case PROP_INTERACTIVE:
      tg_board_scene_set_interactive (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_board_scene_dispose (GObject *object)
{
  TgBoardScene *self = TG_BOARD_SCENE (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tg_board_scene_parent_class)->dispose (object);
}

static void
tg_board_scene_finalize (GObject *object)
{
  TgBoardScene *self = TG_BOARD_SCENE (object);

  g_clear_pointer (&self->empty, tg_board_free);
  g_clear_pointer (&self->hover_reason, g_free);

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

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_MOVE_NUMBERS] =
    g_param_spec_boolean ("show-move-numbers", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_HOVER] =
    g_param_spec_boolean ("show-hover", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THEME] =
    g_param_spec_enum ("theme", NULL, NULL, TG_TYPE_BOARD_THEME, TG_BOARD_THEME_WOOD,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE] =
    g_param_spec_boolean ("interactive", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TgBoardScene::changed:
   * @change: #TgBoardChange flags
   *
   * Something shown changed; views redraw.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * TgBoardScene::point-activated:
   * @point: the TgPoint clicked or chosen with the keyboard
   *
   * The user chose a point: the window plays there (or, in counting,
   * marks the group dead).
   */
  signals[POINT_ACTIVATED] =
    g_signal_new ("point-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
tg_board_scene_init (TgBoardScene *self)
{
  self->empty = tg_board_new (DEFAULT_SIZE);
  self->show_coordinates = TRUE;
  self->show_hover = TRUE;
  self->interactive = TRUE;
  self->theme = TG_BOARD_THEME_WOOD;
  self->hover = TG_PASS;
  self->hint = TG_PASS;
  self->cursor_col = self->cursor_row = DEFAULT_SIZE / 2;
  self->dirty = TRUE;
  self->hover_dirty = TRUE;
}

TgBoardScene *
tg_board_scene_new (TgGame *game)
{
  g_return_val_if_fail (game == NULL || TG_IS_GAME (game), NULL);

  return g_object_new (TG_TYPE_BOARD_SCENE, "game", game, NULL);
}
