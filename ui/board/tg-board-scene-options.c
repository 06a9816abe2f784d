/* tg-board-scene-options.c: the display options, and the layers each
 * one redraws.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-board-scene-private.h"


static void
set_option (TgBoardScene  *self,
            gboolean      *field,
            gboolean       value,
            guint          prop_id,
            TgBoardLayers  layers)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[prop_id]);
  _tg_board_scene_emit_now (self, layers);
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
  /* Another layout. */
  set_option (self, &self->show_coordinates, show, PROP_SHOW_COORDINATES, TG_BOARD_LAYERS_ALL);
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
  set_option (self, &self->show_move_numbers, show, PROP_SHOW_MOVE_NUMBERS,
              TG_BOARD_LAYER_MARKS);
}

guint
tg_board_scene_get_first_numbered_move (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), 1);
  return self->first_numbered_move;
}

void
tg_board_scene_set_first_numbered_move (TgBoardScene *self,
                                        guint         move)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));

  move = MAX (move, 1);
  if (self->first_numbered_move == move)
    return;
  self->first_numbered_move = move;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_FIRST_NUMBERED_MOVE]);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_MARKS);
}

void
tg_board_scene_set_show_hover (TgBoardScene *self,
                               gboolean      show)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  set_option (self, &self->show_hover, show, PROP_SHOW_HOVER, TG_BOARD_LAYER_POINTER);
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
  set_option (self, &self->interactive, interactive, PROP_INTERACTIVE, TG_BOARD_LAYER_POINTER);
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
  g_return_if_fail (theme <= TG_BOARD_THEME_PRINT);

  if (self->theme == theme)
    return;
  self->theme = theme;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_THEME]);
  /* Every layer takes its colours from the theme. */
  _tg_board_scene_emit_now (self, TG_BOARD_LAYERS_ALL);
}

TgVariationMarks
tg_board_scene_get_variation_marks (TgBoardScene *self)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (self), TG_VARIATION_MARKS_AUTO);
  return self->variation_marks;
}

void
tg_board_scene_set_variation_marks (TgBoardScene     *self,
                                    TgVariationMarks  style)
{
  g_return_if_fail (TG_IS_BOARD_SCENE (self));
  g_return_if_fail (style <= TG_VARIATION_MARKS_NONE);

  if (self->variation_marks == style)
    return;
  self->variation_marks = style;
  g_object_notify_by_pspec (G_OBJECT (self), _tg_board_scene_properties[PROP_VARIATION_MARKS]);
  _tg_board_scene_emit_now (self, TG_BOARD_LAYER_VARIATIONS);
}
