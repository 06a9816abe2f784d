/* tg-test-window.h: shared helpers for the in-process UI tests, which
 * drive a real TgApplication and its windows on the test display.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "tg-application.h"
#include "tg-board-scene.h"
#include "tg-board-geometry.h"
#include "tg-match.h"
#include "tg-test-wait.h"
#include "tg-window.h"

G_BEGIN_DECLS

/* Before the tests: no session bus (GApplication then runs as a plain
 * local instance instead of trying to autolaunch one), @log_writer for
 * the warnings the test lets through, and gtk_test_init (). */
void              tg_test_init             (int            *argc,
                                            char         ***argv,
                                            GLogWriterFunc  log_writer);
/* A registered, held application: windows come and go between tests. */
TgApplication    *tg_test_application_new  (void);
/* Releases and unrefs the application from tg_test_application_new (). */
void              tg_test_application_free (TgApplication *app);

/* The button the user sees for @action (e.g. "win.pass"), found as a user
 * would: by what it does, wherever the template puts it; or NULL. */
GtkWidget        *tg_test_find_button      (GtkWidget  *widget,
                                            const char *action);
/* Whether @window's button for @action is sensitive; asserts it exists. */
gboolean          tg_test_button_sensitive (TgWindow   *window,
                                            const char *action);

/* The first label under @widget whose text holds @text (a toast's, a
 * dialog's), or NULL. */
GtkLabel         *tg_test_find_label       (GtkWidget  *widget,
                                            const char *text);

/* A new window of @app, presented and laid out. */
TgWindow         *tg_test_window_new       (TgApplication *app);
/* Shows @game in @window, as the record of @file (NULL: untitled). */
void              tg_test_window_show_game (TgWindow      *window,
                                            TgGame        *game,
                                            GFile         *file);
/* Saves @window's document to @file (NULL: its own) and waits: TRUE once
 * written, FALSE when the save failed (and said so in a dialog). */
gboolean          tg_test_window_save      (TgWindow      *window,
                                            GFile         *file);
/* Runs the main loop until @window's work in the background (the dead
 * stones' suggestion, saves) is done and shown. */
void              tg_test_window_settle    (TgWindow      *window);
/* Destroys @window without asking to save its game. */
void              tg_test_window_destroy   (TgWindow      *window);
/* @window's template child @name, or its panels'; asserts it exists. */
gpointer          tg_test_window_child     (TgWindow      *window,
                                            const char    *name);
/* The scene of @window's board, and its engines' match ("match"). */
TgBoardScene     *tg_test_window_scene     (TgWindow      *window);
TgMatch          *tg_test_window_match     (TgWindow      *window);
/* @gtp (e.g. "D4") on @window's board; asserts it is a point. */
TgPoint           tg_test_window_point     (TgWindow      *window,
                                            const char    *gtp);
/* Plays @gtp through win.play, as a click on the board does. */
void              tg_test_window_play      (TgWindow      *window,
                                            const char    *gtp);
TgColor           tg_test_window_stone_at  (TgWindow      *window,
                                            const char    *gtp);
/* The X server's pointer (xdotool, as a hand would) presses the first
 * button on @from of @window's board and moves across to @to, the
 * button held; tg_test_window_release lets it go there.  The events
 * arrive as the main loop runs. */
void              tg_test_window_drag_hold (TgWindow      *window,
                                            const char    *from,
                                            const char    *to);
void              tg_test_window_release   (TgWindow      *window);
/* The X server's pointer moves over @gtp on @window's board. */
void              tg_test_window_hover     (TgWindow      *window,
                                            const char    *gtp);
/* The region being selected on the board, as the window's scene says. */
gboolean          tg_test_window_selection (TgWindow      *window,
                                            TgBoardRegion *region);
/* A click of the X server's pointer on @widget, @across its width from
 * the left (0.5: the middle), half way down. */
void              tg_test_widget_click     (GtkWidget     *widget,
                                            double         across);
/* The same at (@x, @y) of @widget. */
void              tg_test_widget_click_at  (GtkWidget     *widget,
                                            double         x,
                                            double         y);
/* @widget's window takes the keyboard and the X server types @text
 * there, a key for each character. */
void              tg_test_widget_type      (GtkWidget     *widget,
                                            const char    *text);
/* @window takes the keyboard and the X server types @keys (xdotool's
 * names: "Escape", "ctrl+z"). */
void              tg_test_window_keys      (TgWindow      *window,
                                            const char    *keys);
/* The words of the toast @window shows, as a person reads them (the
 * title label's text after any markup), or NULL when none is shown. */
char             *tg_test_window_toast     (TgWindow      *window);

/* @paintable drawn as the window would, by GSK's cairo renderer:
 * @width × @height pixels, 0xAARRGGBB premultiplied (g_free them). */
guint32          *tg_test_render_paintable (GdkPaintable  *paintable,
                                            int            width,
                                            int            height);

/* A log writer for g_log_set_writer_func (): GtkApplication warns once
 * when it finds no session bus, which the test environment does not
 * have; that warning alone is let through without aborting, every other
 * one stays fatal. */
GLogWriterOutput  tg_test_log_writer       (GLogLevelFlags   log_level,
                                            const GLogField *fields,
                                            gsize            n_fields,
                                            gpointer         user_data);

G_END_DECLS
