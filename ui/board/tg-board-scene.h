/* tg-board-scene.h: what a board shows of one node of a game, in layers
 * (as gnome-chess's ChessScene).
 *
 * A scene shows the game's current node and follows it, or one node of
 * its choosing (export, print, a thumbnail) and keeps to it; either way
 * it follows the edits of the record.  It derives what each layer draws
 * — the position, the marks of play (last move, the points superko
 * forbids to the side to move, move numbers, counting), the node's SGF
 * markup, the other variations' next moves — holds what others give it
 * (an engine's hint and analysis, the teacher's pen, the hover point,
 * the keyboard cursor), and says which layers a change touched, from the
 * game's own signals, never by comparing before and after.
 *
 * It never changes the game: a click or Enter becomes "point-activated",
 * which the window turns into an action.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-board-geometry.h"
#include "tg-board-markings.h"
#include "tg-board-markup.h"
#include "tg-board-variations.h"
#include "tg-figure.h"
#include "tg-game.h"

G_BEGIN_DECLS

typedef enum
{
  TG_BOARD_THEME_WOOD = 0,   /* kaya with a faint grain */
  TG_BOARD_THEME_PAPER,      /* flat and high-contrast, as printed diagrams */
  TG_BOARD_THEME_PRINT,      /* a book's: white paper, black lines, outlined stones, drawn as vectors */
} TgBoardTheme;

#define TG_TYPE_BOARD_THEME (tg_board_theme_get_type ())
GType tg_board_theme_get_type (void) G_GNUC_CONST;

/* The layers, bottom to top, as "changed" names them. */
typedef enum
{
  TG_BOARD_LAYER_BOARD      = 1 << 0,  /* wood or paper, lines, coordinates, the part shown */
  TG_BOARD_LAYER_STONES     = 1 << 1,  /* the position; in counting, dead stones faded */
  TG_BOARD_LAYER_MARKS      = 1 << 2,  /* last move, superko, move numbers, hint, counting areas */
  TG_BOARD_LAYER_MARKUP     = 1 << 3,  /* the node's SGF markup */
  TG_BOARD_LAYER_VARIATIONS = 1 << 4,  /* the other variations' next moves */
  TG_BOARD_LAYER_ANALYSIS   = 1 << 5,  /* an engine's candidates and ownership */
  TG_BOARD_LAYER_OVERLAY    = 1 << 6,  /* the teacher's pen */
  TG_BOARD_LAYER_POINTER    = 1 << 7,  /* ghost stone or forbidden sign, keyboard cursor */
} TgBoardLayers;

#define TG_BOARD_LAYERS_ALL ((TgBoardLayers) 0xff)
/* What follows the node shown. */
#define TG_BOARD_LAYERS_NODE ((TgBoardLayers) (TG_BOARD_LAYER_STONES | TG_BOARD_LAYER_MARKS | \
                                               TG_BOARD_LAYER_MARKUP | \
                                               TG_BOARD_LAYER_VARIATIONS | \
                                               TG_BOARD_LAYER_ANALYSIS | \
                                               TG_BOARD_LAYER_OVERLAY | \
                                               TG_BOARD_LAYER_POINTER))

#define TG_TYPE_BOARD_LAYERS (tg_board_layers_get_type ())
GType tg_board_layers_get_type (void) G_GNUC_CONST;

/* One of an engine's candidate moves, as the analysis layer draws it. */
typedef struct
{
  TgPoint     point;
  double      quality;   /* 0 (the worst shown) to 1 (the best): its colour */
  gboolean    best;      /* ringed */
  char       *text;      /* one or two lines ("54.2%\n1.2k"), or NULL */
  char       *description;  /* what @text says, for a screen reader, or NULL */
} TgBoardCandidate;

typedef struct
{
  GArray     *candidates;   /* TgBoardCandidate */
  /* size × size values in reading order (index y * size + x), +1 Black's,
   * -1 White's, NAN for none; NULL when there is no map. */
  float      *ownership;
  /* The variation shown as numbered ghost stones (TgPoint, the first
   * played by @pv_color), which then stands in for the candidates; NULL
   * when none. */
  GArray     *pv;
  TgColor     pv_color;
} TgBoardAnalysis;

/* A point of a pen stroke, in board points: (0, 0) is the centre of the
 * top left point, (1, 0) of its right neighbour. */
typedef struct
{
  double col;
  double row;
} TgBoardPenPoint;

#define TG_TYPE_BOARD_SCENE (tg_board_scene_get_type ())
G_DECLARE_FINAL_TYPE (TgBoardScene, tg_board_scene, TG, BOARD_SCENE, GObject)

/* Shows @game's current node as it moves.  @game may be NULL: an empty
 * 19×19 board until one is set. */
TgBoardScene   *tg_board_scene_new                 (TgGame        *game);
/* A picture of @node of @game, which does not follow the current node:
 * for export, print and thumbnails.  Moves from @first_numbered_move on
 * carry their numbers (0: none does).  Not interactive. */
TgBoardScene   *tg_board_scene_new_for_node        (TgGame        *game,
                                                    TgNode        *node,
                                                    guint          first_numbered_move);
/* Shows @figure (taken over; NULL: none) instead of the position at the
 * node: its stones, its numbers on them and the marks its notes refer
 * to, over the node's markup.  For export and print: the figure does
 * not follow edits of the record. */
void            tg_board_scene_set_figure          (TgBoardScene  *scene,
                                                    TgFigure      *figure);
const TgFigure *tg_board_scene_get_figure          (TgBoardScene  *scene);
TgGame         *tg_board_scene_get_game            (TgBoardScene  *scene);
/* Shows @game's current node and follows it. */
void            tg_board_scene_set_game            (TgBoardScene  *scene,
                                                    TgGame        *game);
/* The node shown; NULL without a game. */
TgNode         *tg_board_scene_get_node            (TgBoardScene  *scene);
/* The position at the node shown, valid until the next change. */
const TgBoard  *tg_board_scene_get_board           (TgBoardScene  *scene);
guint           tg_board_scene_get_size            (TgBoardScene  *scene);
/* Who moves at the node shown. */
TgColor         tg_board_scene_get_to_move         (TgBoardScene  *scene);
/* The part of the board shown: the node's VW, or all of it. */
void            tg_board_scene_get_region          (TgBoardScene  *scene,
                                                    TgBoardRegion *region);

/* Display options (properties of the same names). */
gboolean        tg_board_scene_get_show_coordinates (TgBoardScene *scene);
void            tg_board_scene_set_show_coordinates (TgBoardScene *scene,
                                                     gboolean      show);
gboolean        tg_board_scene_get_show_move_numbers (TgBoardScene *scene);
void            tg_board_scene_set_show_move_numbers (TgBoardScene *scene,
                                                      gboolean      show);
/* Shown move numbers start here (1 by default): a figure numbers its
 * moves from the first it shows. */
guint           tg_board_scene_get_first_numbered_move (TgBoardScene *scene);
void            tg_board_scene_set_first_numbered_move (TgBoardScene *scene,
                                                        guint         move);
void            tg_board_scene_set_show_hover      (TgBoardScene  *scene,
                                                    gboolean       show);
TgBoardTheme    tg_board_scene_get_theme           (TgBoardScene  *scene);
void            tg_board_scene_set_theme           (TgBoardScene  *scene,
                                                    TgBoardTheme   theme);
void            tg_board_scene_set_variation_marks (TgBoardScene  *scene,
                                                    TgVariationMarks style);
/* FALSE while the user may not move (an engine is thinking, a replay):
 * no ghost stone, and activation emits nothing. */
gboolean        tg_board_scene_get_interactive     (TgBoardScene  *scene);
void            tg_board_scene_set_interactive     (TgBoardScene  *scene,
                                                    gboolean       interactive);

/* Derived marks of the node shown. */
TgBoardMarks    tg_board_scene_get_marks           (TgBoardScene  *scene,
                                                    TgPoint        point);
/* The number of the move that put the stone at @point there, 0 for
 * setup stones and empty points. */
guint           tg_board_scene_get_move_number     (TgBoardScene  *scene,
                                                    TgPoint        point);
/* An engine's suggested move for the position shown (TG_PASS: none);
 * another position clears it. */
void            tg_board_scene_set_hint            (TgBoardScene  *scene,
                                                    TgPoint        point);

/* The SGF markup of the node shown, valid until the next change. */
const TgBoardMarkup *tg_board_scene_get_markup     (TgBoardScene  *scene);
/* Where the other variations go next, valid until the next change. */
const TgBoardVariations *tg_board_scene_get_variations (TgBoardScene *scene);
/* The variation whose mark is at @point, or NULL: a click there enters
 * it (the window makes it current). */
TgNode         *tg_board_scene_get_variation_at    (TgBoardScene  *scene,
                                                    TgPoint        point);

/* What an engine thinks of the position at @node, for the analysis
 * layer: the scene copies @candidates and @ownership (size × size
 * floats, or NULL).  Ignored, returning FALSE, when @node is no longer
 * the node shown (an answer that came late); another node clears it. */
gboolean        tg_board_scene_set_analysis        (TgBoardScene           *scene,
                                                    TgNode                 *node,
                                                    const TgBoardCandidate *candidates,
                                                    guint                   n_candidates,
                                                    const float            *ownership);
void            tg_board_scene_clear_analysis      (TgBoardScene  *scene);
/* Shows @n_points moves from @pv, the first by @first, over the analysis
 * there is (none: nothing happens); @n_points 0 hides it again. */
void            tg_board_scene_set_analysis_pv     (TgBoardScene  *scene,
                                                    const TgPoint *pv,
                                                    guint          n_points,
                                                    TgColor        first);
/* NULL when there is none. */
const TgBoardAnalysis *tg_board_scene_get_analysis (TgBoardScene  *scene);

/* The teacher's pen, on the overlay: never part of the record, and
 * cleared when another node is shown. */
void            tg_board_scene_begin_stroke        (TgBoardScene  *scene,
                                                    double         col,
                                                    double         row);
void            tg_board_scene_extend_stroke       (TgBoardScene  *scene,
                                                    double         col,
                                                    double         row);
void            tg_board_scene_clear_strokes       (TgBoardScene  *scene);
/* GArray of TgBoardPenPoint per stroke, oldest first. */
GPtrArray      *tg_board_scene_get_strokes         (TgBoardScene  *scene);

/* Marks drawn with the node's markup that are not in the record (the
 * teacher's during a lesson): the scene keeps a copy of @markup (NULL:
 * none), cleared as the pen's is when another node is shown. */
void            tg_board_scene_set_extra_markup    (TgBoardScene           *scene,
                                                    const TgBoardMarkup    *markup);

/* Whether the side to move may play at @point; when not, @reason (if
 * non-NULL) gets a translated sentence: "Occupied", "Suicide", "Repeats
 * the position after move 57".  Outside play (counting), and at a node
 * other than the current one, everything is TG_MOVE_OK. */
TgMoveStatus    tg_board_scene_check_point         (TgBoardScene  *scene,
                                                    TgPoint        point,
                                                    char         **reason);

/* The point under the pointer (property "hover"); an off-board point
 * clears it. */
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

/* The keyboard cursor (property "cursor"), always on the board (tengen
 * at first). */
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
/* Emits "points-stroked" for two on-board points (TgPoint) or more. */
void            tg_board_scene_stroke              (TgBoardScene  *scene,
                                                    GArray        *points);
/* Selecting a region of the board (Find a Part of This Position): while
 * @selecting, the rectangle from an anchor (the first corner) to the
 * point the pointer or the keyboard cursor reached last is the
 * selection, drawn over the board on the pointer layer.  Leaving
 * selecting forgets the anchor. */
void            tg_board_scene_set_selecting       (TgBoardScene  *scene,
                                                    gboolean       selecting);
gboolean        tg_board_scene_get_selecting       (TgBoardScene  *scene);
/* Drags select (Export Diagram's dragged region): the rectangle is
 * drawn from where a drag began while the button is held, and goes on
 * release; a click stays a click.  Selecting or not. */
void            tg_board_scene_set_drag_selects    (TgBoardScene  *scene,
                                                    gboolean       drag_selects);
gboolean        tg_board_scene_get_drag_selects    (TgBoardScene  *scene);
/* Whether a click plays a stone: when it marks, sets up or erases
 * instead (a teacher's tool), the pointer carries no stone. */
void            tg_board_scene_set_click_plays     (TgBoardScene  *scene,
                                                    gboolean       plays);
/* TG_PASS: none (no rectangle yet).  Ignored unless selecting or drags
 * select. */
void            tg_board_scene_set_select_anchor   (TgBoardScene  *scene,
                                                    TgPoint        anchor);
TgPoint         tg_board_scene_get_select_anchor   (TgBoardScene  *scene);
/* The rectangle selected so far, one point at least; FALSE: none. */
gboolean        tg_board_scene_get_selection       (TgBoardScene  *scene,
                                                    TgBoardRegion *region);
/* The rectangle a drag over @points (TgPoint, @n_points) spans, corner
 * to corner: the part of the board Export Diagram draws or Find This
 * Position looks for.  FALSE when it is not two points wide and high. */
gboolean        tg_board_scene_span                (TgBoardScene  *scene,
                                                    const TgPoint *points,
                                                    guint          n_points,
                                                    TgBoardRegion *region);

/* For screen readers: "D4, black stone, last move, triangle". */
char           *tg_board_scene_describe_point      (TgBoardScene  *scene,
                                                    TgPoint        point);
/* "19×19 board, move 57, White to move". */
char           *tg_board_scene_describe_position   (TgBoardScene  *scene);

G_END_DECLS
