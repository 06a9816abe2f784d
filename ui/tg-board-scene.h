/* tg-board-scene.h: what the board widget shows, between TgGame and the
 * pixels (as gnome-chess's ChessScene).
 *
 * Holds the game, the hover point, the keyboard cursor and the display
 * options, and derives the marks to draw: last move, the points superko
 * forbids to the side to move, move numbers, and in counting the dead
 * stones and each point's owner.  It never changes the game: a click or
 * Enter becomes "point-activated", which the window turns into an action.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-board-markings.h"
#include "tg-game.h"

G_BEGIN_DECLS

typedef enum
{
  TG_BOARD_THEME_WOOD = 0,   /* kaya with a faint grain */
  TG_BOARD_THEME_PAPER,      /* flat and high-contrast, as printed diagrams */
} TgBoardTheme;

#define TG_TYPE_BOARD_THEME (tg_board_theme_get_type ())
GType tg_board_theme_get_type (void) G_GNUC_CONST;

/* The detail of "changed", so a view redraws no more than it must. */
typedef enum
{
  TG_BOARD_CHANGE_CONTENT = 1 << 0,   /* stones, marks or display options */
  TG_BOARD_CHANGE_HOVER   = 1 << 1,
  TG_BOARD_CHANGE_CURSOR  = 1 << 2,
} TgBoardChange;

#define TG_TYPE_BOARD_SCENE (tg_board_scene_get_type ())
G_DECLARE_FINAL_TYPE (TgBoardScene, tg_board_scene, TG, BOARD_SCENE, GObject)

/* @game may be NULL: an empty 19×19 board until one is set. */
TgBoardScene   *tg_board_scene_new                 (TgGame        *game);
TgGame         *tg_board_scene_get_game            (TgBoardScene  *scene);
void            tg_board_scene_set_game            (TgBoardScene  *scene,
                                                    TgGame        *game);
const TgBoard  *tg_board_scene_get_board           (TgBoardScene  *scene);
guint           tg_board_scene_get_size            (TgBoardScene  *scene);

/* Display options (properties of the same names). */
gboolean        tg_board_scene_get_show_coordinates (TgBoardScene *scene);
void            tg_board_scene_set_show_coordinates (TgBoardScene *scene,
                                                     gboolean      show);
gboolean        tg_board_scene_get_show_move_numbers (TgBoardScene *scene);
void            tg_board_scene_set_show_move_numbers (TgBoardScene *scene,
                                                      gboolean      show);
gboolean        tg_board_scene_get_show_hover      (TgBoardScene  *scene);
void            tg_board_scene_set_show_hover      (TgBoardScene  *scene,
                                                    gboolean       show);
TgBoardTheme    tg_board_scene_get_theme           (TgBoardScene  *scene);
void            tg_board_scene_set_theme           (TgBoardScene  *scene,
                                                    TgBoardTheme   theme);
/* FALSE while the user may not move (an engine is thinking, a replay):
 * no ghost stone, and activation emits nothing. */
gboolean        tg_board_scene_get_interactive     (TgBoardScene  *scene);
void            tg_board_scene_set_interactive     (TgBoardScene  *scene,
                                                    gboolean       interactive);

/* Derived marks of the current node. */
TgBoardMarks    tg_board_scene_get_marks           (TgBoardScene  *scene,
                                                    TgPoint        point);
/* The number of the move that put the stone at @point there, 0 for
 * setup stones and empty points. */
guint           tg_board_scene_get_move_number     (TgBoardScene  *scene,
                                                    TgPoint        point);
gboolean        tg_board_scene_get_last_move       (TgBoardScene  *scene,
                                                    TgPoint       *point);
/* The first point superko forbids to the side to move, if any. */
gboolean        tg_board_scene_get_forbidden_point (TgBoardScene  *scene,
                                                    TgPoint       *point);
/* An engine's suggested move for the current position (TG_PASS: none);
 * any change of the game clears it. */
void            tg_board_scene_set_hint            (TgBoardScene  *scene,
                                                    TgPoint        point);
gboolean        tg_board_scene_get_hint            (TgBoardScene  *scene,
                                                    TgPoint       *point);
/* Whether the counting marks apply (two passes, or a finished count). */
gboolean        tg_board_scene_get_counting        (TgBoardScene  *scene);

/* Whether the side to move may play at @point; when not, @reason (if
 * non-NULL) gets a translated sentence: "Occupied", "Suicide", "Repeats
 * the position after move 57".  Outside play (counting) everything is
 * TG_MOVE_OK: clicks mark dead stones then. */
TgMoveStatus    tg_board_scene_check_point         (TgBoardScene  *scene,
                                                    TgPoint        point,
                                                    char         **reason);

/* The point under the pointer; an off-board point clears it. */
void            tg_board_scene_set_hover           (TgBoardScene  *scene,
                                                    TgPoint        point);
void            tg_board_scene_clear_hover         (TgBoardScene  *scene);
gboolean        tg_board_scene_get_hover           (TgBoardScene  *scene,
                                                    TgPoint       *point);
/* TG_MOVE_OK when the hover point would take a ghost stone of the side
 * to move; otherwise why not (@reason: translated, owned by the scene).
 * FALSE when no ghost or forbidden mark is due at all (no hover, option
 * off, not interactive, not playing, occupied). */
gboolean        tg_board_scene_get_hover_status    (TgBoardScene  *scene,
                                                    TgMoveStatus  *status,
                                                    const char   **reason);

/* The keyboard cursor, always on the board (tengen at first). */
TgPoint         tg_board_scene_get_cursor          (TgBoardScene  *scene);
void            tg_board_scene_set_cursor          (TgBoardScene  *scene,
                                                    TgPoint        point);
/* Moves by (@dx, @dy) columns and rows, stopping at the edge. */
void            tg_board_scene_move_cursor         (TgBoardScene  *scene,
                                                    int            dx,
                                                    int            dy);

/* Emits "point-activated" for an on-board point when interactive. */
void            tg_board_scene_activate            (TgBoardScene  *scene,
                                                    TgPoint        point);

/* For screen readers: "D4, black stone, last move". */
char           *tg_board_scene_describe_point      (TgBoardScene  *scene,
                                                    TgPoint        point);
/* "19×19 board, move 57, White to move". */
char           *tg_board_scene_describe_position   (TgBoardScene  *scene);

G_END_DECLS
