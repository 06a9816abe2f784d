/* tg-window-private.h: what tg-window.c and tg-window-files.c share.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-analysis-panel.h"
#include "tg-board-scene.h"
#include "tg-board-view.h"
#include "tg-comment-view.h"
#include "tg-counting-banner.h"
#include "tg-document.h"
#include "tg-move-panel.h"
#include "tg-games-popover.h"
#include "tg-player-card.h"
#include "tg-result.h"
#include "tg-sound.h"
#include "tg-window.h"
#include "tg-window-analysis.h"
#include "tg-window-engine.h"

G_BEGIN_DECLS

/* What a click on the board does (tg-window-tools.c). */
typedef enum
{
  TG_TOOL_PLAY = 0,
  TG_TOOL_TRIANGLE,
  TG_TOOL_SQUARE,
  TG_TOOL_CIRCLE,
  TG_TOOL_CROSS,
  TG_TOOL_SELECT,
  TG_TOOL_LETTER,
  TG_TOOL_NUMBER,
  TG_TOOL_TEXT,
  TG_TOOL_ARROW,
  TG_TOOL_LINE,
  TG_TOOL_DIM,
  TG_TOOL_BLACK,
  TG_TOOL_WHITE,
  TG_TOOL_ERASE,
  /* Find This Position over a part of the board: a rectangle dragged,
   * or its two corners clicked (tg-window-library.c). */
  TG_TOOL_FIND,
} TgTool;

#define TG_TYPE_TOOL (tg_tool_get_type ())
GType         tg_tool_get_type                 (void) G_GNUC_CONST;

typedef struct _TgWindowClock TgWindowClock;

struct _TgWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwToastOverlay   *toast_overlay;
  gint64             toast_slides_until;   /* frame time: see _tg_window_toast_sliding */
  AdwWindowTitle    *window_title;
  TgBoardView       *board_view;
  TgPlayerCard      *black_card;
  TgPlayerCard      *white_card;
  TgMovePanel       *move_panel;
  TgCommentView     *comment_view;
  /* The teacher's tools (tg-window-tools.c): the mode, the first point
   * of an arrow or a line while the second is awaited. */
  GtkRevealer       *tool_revealer;
  GtkLabel          *tool_label;
  GtkToggleButton   *tools_button;
  TgTool             tool;
  TgPoint            tool_anchor;
  GtkMenuButton     *menu_button;
  GtkMenuButton     *games_button;
  TgGamesPopover    *games_popover;
  GMenuModel        *primary_menu;
  GMenu             *recent_section;

  GSettings         *settings;
  TgSound           *sound;
  TgBoardScene      *scene;
  /* The document shown, and the game of it shown. */
  TgDocument        *document;
  TgGame            *game;
  /* The game's signals, which the window's own parts follow. */
  GSignalGroup      *game_signals;
  /* Free handicap placement in progress: the stones so far and how many
   * Black places in all (0: not placing). */
  GArray            *handicap_points;
  guint              handicap_wanted;
  gboolean           close_confirmed;
  /* The recent section follows the recent manager once the menu has
   * opened or this window has filed a game (tg-window-files.c). */
  gboolean           recent_watched;
  /* A score dialog due once the change of phase is whole; the score
   * dialog while it is open (tg-window-counting.c). */
  gboolean           score_pending;
  /* The estimator's suggestion on its way (tg-window-counting.c). */
  GCancellable      *suggesting;
  GtkWidget         *score_dialog;
  /* The game last taken out of the collection, while its toast offers to
   * put it back (tg-window-games.c). */
  TgGame            *removed_game;
  guint              removed_index;
  AdwToast          *removed_toast;
  /* Engines playing either colour (tg-window-engine.c). */
  TgWindowEngine    *engine;
  /* What the engine thinks (tg-window-analysis.c). */
  TgAnalysisPanel   *analysis_panel;
  TgWindowAnalysis  *analysis;
  /* Presentation or problem mode: the page shown instead of the
   * window's content, kept meanwhile (tg-window-classroom.c). */
  GtkWidget         *mode_page;
  GtkWidget         *window_content;
  gboolean           was_fullscreen;
  /* The clock and Swap Colours (tg-window-clock.c). */
  TgWindowClock     *clock;
};

/* A toast saying @text as it is: libadwaita 1.2 reads a toast's title
 * as Pango markup, and the text may hold a record's, an engine's or a
 * file's name. */
AdwToast     *_tg_window_new_toast             (const char   *text);
void          _tg_window_show_toast            (TgWindow     *self,
                                                AdwToast     *toast);
/* Dismisses @toast once no toast slides in, which libadwaita 1.2 needs. */
void          _tg_window_dismiss_toast         (TgWindow     *self,
                                                AdwToast     *toast);
gboolean      _tg_window_toast_sliding         (TgWindow     *self);
void          _tg_window_add_toast             (TgWindow     *self,
                                                const char   *text);

/* Works out again the enabled state of the actions that follow @input:
 * "placing", "engine-turn" or the name of a property of the game. */
void          _tg_window_update_actions_following (TgWindow   *self,
                                                   const char *input);
/* tg_game_is_at_end_of_play () of the window's game. */
gboolean      _tg_window_at_end_of_play        (TgWindow     *self);
/* tg-window-files.c: @game at its start when the "open-at" preference
 * says so and it is not in progress (a game of a collection, when first
 * shown). */
void          _tg_window_open_at_preference    (TgWindow     *self,
                                                TgGame       *game);
/* Free handicap placement: Black places @wanted stones one by one (0:
 * not placing, and the stones so far are forgotten). */
void          _tg_window_set_handicap          (TgWindow     *self,
                                                guint         wanted);

/* tg-window-actions.c: play, counting and navigation actions. */
void          _tg_window_class_add_play_actions (GtkWidgetClass *widget_class);
void          _tg_window_init_actions          (TgWindow     *self);

/* tg-window-counting.c: the end of the game — win.toggle-dead (i),
 * win.show-score and win.recount, and the score dialog that opens
 * whenever a game ends in the window. */
void          _tg_window_class_add_counting    (GtkWidgetClass *widget_class);
/* Follows the window's game through its game_signals. */
void          _tg_window_init_counting         (TgWindow     *self);
/* Counting at the end of play with no marks yet: the estimator's, from
 * a worker, as a step of their own. */
void          _tg_window_suggest_dead_stones   (TgWindow     *self);
void          _tg_window_dispose_counting      (TgWindow     *self);

/* tg-window-clock.c: win.pause-clock and win.swap-colours, the clock
 * section of the menu, the clock's toasts and the draft's clock; it
 * follows the game through game_signals and the window's match. */
void          _tg_window_class_add_clock       (GtkWidgetClass *widget_class);
void          _tg_window_init_clock            (TgWindow     *self);
void          _tg_window_dispose_clock         (TgWindow     *self);
/* A recovered draft's clock (tg_document_get_clock_state). */
void          _tg_window_restore_clock         (TgWindow     *self,
                                                GVariant     *state);

/* A new game from the settings' defaults, named and dated. */
TgGame       *_tg_window_create_default_game   (GSettings    *settings);

/* tg-window-games.c: the games of the collection — win.show-game (u),
 * win.add-game, win.remove-game (u), win.restore-game. */
void          _tg_window_class_add_games       (GtkWidgetClass *widget_class);
void          _tg_window_update_games          (TgWindow     *self);
void          _tg_window_dispose_games         (TgWindow     *self);

/* tg-window-tools.c: win.tool, win.setup-player (s), win.clear-board. */
void          _tg_window_class_add_tools       (GtkWidgetClass *widget_class);
/* tg-window-library.c: Library, Find This Position (the whole board)
 * and Find a Part of This Position (TG_TOOL_FIND). */
void          _tg_window_class_add_library     (GtkWidgetClass *widget_class);
/* Searches the library for the current position in @region. */
void          _tg_window_find_region           (TgWindow            *self,
                                                const TgBoardRegion *region);
void          _tg_window_init_tools            (TgWindow     *self);
void          _tg_window_set_tool              (TgWindow     *self,
                                                TgTool        tool);
/* A click at @point with a tool: TRUE when the tool took it. */
gboolean      _tg_window_apply_tool            (TgWindow     *self,
                                                TgPoint       point);

/* tg-window-edit.c: judgements, taking lines out, moving variations,
 * cut, copy and paste. */
void          _tg_window_class_add_edit_actions (GtkWidgetClass *widget_class);
void          _tg_window_update_edit           (TgWindow     *self);
/* Adds the lines of SGF @text under the current node, as one step. */
void          _tg_window_paste_text            (TgWindow     *self,
                                                const char   *text,
                                                gsize         length);

/* tg-window-classroom.c: win.presentation, win.solve-problems,
 * win.new-follower, win.follower-on-second-screen. */
void          _tg_window_class_add_classroom   (GtkWidgetClass *widget_class);
void          _tg_window_init_classroom        (TgWindow     *self);
/* Before the template is disposed: the window's own content back. */
void          _tg_window_dispose_classroom     (TgWindow     *self);
gboolean      _tg_window_get_presenting        (TgWindow     *self);
gboolean      _tg_window_get_solving           (TgWindow     *self);
/* The presentation or problem view shown, or NULL. */
GtkWidget    *_tg_window_get_mode_page         (TgWindow     *self);
/* tg-window-export.c: win.export-diagram, win.print, win.save-pdf,
 * win.copy-diagram and win.copy-diagram-text. */
void          _tg_window_class_add_export      (GtkWidgetClass *widget_class);
/* The print operation of the book of the line through the current
 * node (run by win.print with its dialog, by tests to a file). */
GtkPrintOperation *_tg_window_new_print_operation (TgWindow  *self);
/* win.save-pdf once the file is chosen: the book of the line through
 * the current node as it is now, written in a worker. */
void          _tg_window_save_pdf_async        (TgWindow            *self,
                                                const char          *path,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);

/* tg-window-files.c: open, save, recent files, drops, unsaved changes. */
void          _tg_window_class_add_file_actions (GtkWidgetClass *widget_class);
void          _tg_window_init_files            (TgWindow     *self);
/* tg_window_open_file () at game @number of a collection (from 0), then
 * @move moves in (-1: where the preference says). */
void          _tg_window_open_game             (TgWindow     *self,
                                                GFile        *file,
                                                guint         number,
                                                int           move);
/* Fills the recent section and keeps it current from then on. */
void          _tg_window_watch_recent          (TgWindow     *self);
/* TRUE to go on: nothing unsaved, discarded, or saved; FALSE: cancelled. */
void          _tg_window_confirm_discard_async (TgWindow           *self,
                                                GAsyncReadyCallback callback,
                                                gpointer            user_data);
gboolean      _tg_window_confirm_discard_finish (TgWindow          *self,
                                                 GAsyncResult      *result);
/* The folder of the record shown, where file choosers start; NULL for
 * a record never saved. */
GFile        *_tg_window_record_folder         (TgWindow     *self);
void          _tg_window_show_error            (TgWindow     *self,
                                                const char   *heading,
                                                const char   *body);

void          tg_window_save_to_file_async (TgWindow           *self,
                                            GFile              *file,
                                            GAsyncReadyCallback callback,
                                            gpointer            user_data);

G_END_DECLS
