/* tg-test-window.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-window.h"

#include <gdk/x11/gdkx.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "tg-board-view-private.h"
#include "tg-document-private.h"
#include "tg-engine-bar.h"
#include "tg-reading-banner.h"
#include "tg-test-files.h"
#include "tg-window-private.h"

static char *run_home;

static void
remove_run_home (void)
{
  tg_test_remove_tree (run_home);
  g_clear_pointer (&run_home, g_free);
}

void
tg_test_init (int            *argc,
              char         ***argv,
              GLogWriterFunc  log_writer)
{
  static const char *const xdg[] = { "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME",
                                     "XDG_CACHE_HOME" };

  /* Each test case has folders of its own, but what GTK makes once per
   * process (the recent files list, read from the folders of the moment)
   * is made outside them: in the user's own folders, where every other
   * test process and the user's desktop write the same list, so that a
   * file saved here was dropped when another process wrote the list. */
  run_home = g_dir_make_tmp ("tengen-test-run-XXXXXX", NULL);
  g_assert_nonnull (run_home);
  for (guint i = 0; i < G_N_ELEMENTS (xdg); i++)
    {
      g_autofree char *dir = g_build_filename (run_home, xdg[i], NULL);

      g_setenv (xdg[i], dir, TRUE);
    }
  atexit (remove_run_home);
  g_setenv ("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent", TRUE);
  g_log_set_writer_func (log_writer, NULL, NULL);
  gtk_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* As main() does: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);
}

TgApplication *
tg_test_application_new (void)
{
  g_autoptr(GError) error = NULL;
  TgApplication *app = tg_application_new (G_APPLICATION_NON_UNIQUE);

  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  g_application_hold (G_APPLICATION (app));
  return app;
}

void
tg_test_application_free (TgApplication *app)
{
  g_application_release (G_APPLICATION (app));
  g_object_unref (app);
}

void
tg_test_window_settle (TgWindow *window)
{
  tg_test_run_idle ();
  while (window->suggesting != NULL || tg_document_get_saving (window->document))
    g_main_context_iteration (NULL, TRUE);
  tg_test_run_idle ();
}

void
tg_test_window_show_game (TgWindow *window,
                          TgGame   *game,
                          GFile    *file)
{
  g_autoptr(TgDocument) document = tg_document_new (game);

  tg_document_set_file (document, file);
  tg_window_set_document (window, document);
}

static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  int *state = user_data;

  *state = tg_window_save_finish (TG_WINDOW (source), result) ? 1 : 0;
}

gboolean
tg_test_window_save (TgWindow *window,
                     GFile    *file)
{
  int state = -1;

  if (file != NULL)
    tg_window_save_to_file_async (window, file, saved_cb, &state);
  else
    tg_window_save_async (window, FALSE, saved_cb, &state);
  while (state < 0)
    g_main_context_iteration (NULL, TRUE);
  return state == 1;
}

GtkWidget *
tg_test_find_button (GtkWidget  *widget,
                     const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = tg_test_find_button (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
tg_test_button_sensitive (TgWindow   *window,
                          const char *action)
{
  GtkWidget *button = tg_test_find_button (GTK_WIDGET (window), action);

  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

GtkLabel *
tg_test_find_label (GtkWidget  *widget,
                    const char *text)
{
  if (GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL)
    return GTK_LABEL (widget);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    {
      GtkLabel *found = tg_test_find_label (c, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

TgWindow *
tg_test_window_new (TgApplication *app)
{
  TgWindow *window = tg_window_new (GTK_APPLICATION (app));

  gtk_window_present (GTK_WINDOW (window));
  tg_test_run_idle ();
  return window;
}

void
tg_test_window_destroy (TgWindow *window)
{
  tg_game_set_modified (tg_window_get_game (window), FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  tg_test_run_idle ();
}

/* The first widget of @type under @widget: a panel the window holds no
 * pointer to. */
static GtkWidget *
find_descendant (GtkWidget *widget,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gpointer
tg_test_window_child (TgWindow   *window,
                      const char *name)
{
  /* The panels' own children are theirs, found by the panel's type. */
  const GType panels[] = { TG_TYPE_MOVE_PANEL, TG_TYPE_COUNTING_BANNER, TG_TYPE_READING_BANNER,
                           TG_TYPE_ANALYSIS_PANEL, TG_TYPE_ENGINE_BAR };
  GObject *object = gtk_widget_get_template_child (GTK_WIDGET (window), TG_TYPE_WINDOW, name);

  for (guint i = 0; object == NULL && i < G_N_ELEMENTS (panels); i++)
    {
      GtkWidget *panel = find_descendant (GTK_WIDGET (window), panels[i]);

      if (panel != NULL)
        object = gtk_widget_get_template_child (panel, panels[i], name);
    }
  g_assert_nonnull (object);
  return object;
}

TgBoardScene *
tg_test_window_scene (TgWindow *window)
{
  return tg_board_view_get_scene (tg_test_window_child (window, "board_view"));
}

TgMatch *
tg_test_window_match (TgWindow *window)
{
  g_autoptr(TgMatch) match = NULL;

  /* The window keeps its match for its whole life. */
  g_object_get (window, "match", &match, NULL);
  g_assert_nonnull (match);
  return match;
}

/* The first label of an AdwToastWidget outside its button: its title. */
static GtkLabel *
find_toast_title (GtkWidget *widget,
                  gboolean   in_toast)
{
  in_toast = in_toast || g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget");
  if (in_toast && GTK_IS_LABEL (widget))
    return GTK_LABEL (widget);
  if (GTK_IS_BUTTON (widget))
    return NULL;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = find_toast_title (child, in_toast);

      if (label != NULL)
        return label;
    }
  return NULL;
}

char *
tg_test_window_toast (TgWindow *window)
{
  GtkLabel *title = find_toast_title (tg_test_window_child (window, "toast_overlay"), FALSE);

  return title != NULL ? g_strdup (gtk_label_get_text (title)) : NULL;
}

TgPoint
tg_test_window_point (TgWindow   *window,
                      const char *gtp)
{
  const TgBoard *board = tg_game_get_board (tg_window_get_game (window));
  TgPoint p;

  g_assert_true (tg_board_point_from_gtp (board, gtp, &p));
  return p;
}

void
tg_test_window_play (TgWindow   *window,
                     const char *gtp)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.play", "i",
                                             tg_test_window_point (window, gtp)));
}

TgColor
tg_test_window_stone_at (TgWindow   *window,
                         const char *gtp)
{
  return tg_board_get (tg_game_get_board (tg_window_get_game (window)),
                       tg_test_window_point (window, gtp));
}

static void
xdotool (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static char *
window_xid (GtkWidget *widget)
{
  GdkSurface *surface = gtk_native_get_surface (gtk_widget_get_native (widget));

  g_assert_true (GDK_IS_X11_SURFACE (surface));
  return g_strdup_printf ("%lu", (gulong) gdk_x11_surface_get_xid (surface));
}

/* Where (@x, @y) of @widget is on its X window, as "X" and "Y". */
static void
surface_position (GtkWidget *widget,
                  double     x,
                  double     y,
                  char     **sx,
                  char     **sy)
{
  GtkNative *native = gtk_widget_get_native (widget);
  graphene_point_t in = GRAPHENE_POINT_INIT (x, y), out;
  double dx, dy;

  g_assert_true (gtk_widget_compute_point (widget, GTK_WIDGET (native), &in, &out));
  /* Client-side decorations: the surface starts at the shadow. */
  gtk_native_get_surface_transform (native, &dx, &dy);
  *sx = g_strdup_printf ("%d", (int) (out.x + dx));
  *sy = g_strdup_printf ("%d", (int) (out.y + dy));
}

/* Where @gtp's centre is on @window's X window. */
static void
board_position (TgWindow   *window,
                const char *gtp,
                char      **x,
                char      **y)
{
  TgBoardView *view = tg_test_window_child (window, "board_view");
  double dx, dy;

  g_assert_true (tg_board_view_get_point_position (view, tg_test_window_point (window, gtp),
                                                   &dx, &dy));
  surface_position (GTK_WIDGET (view), dx, dy, x, y);
}

static void
painted_cb (GdkFrameClock *clock,
            gboolean      *painted)
{
  *painted = TRUE;
}

/* Until @widget's window has painted a frame begun after now: what the
 * pointer then meets on the screen is laid out where @widget's bounds
 * say (a list's columns widen as its rows come in). */
static void
wait_painted (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gboolean painted = FALSE;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (painted_cb), &painted);
  gtk_widget_queue_draw (GTK_WIDGET (gtk_widget_get_native (widget)));
  tg_test_wait_flag (&painted);
  g_signal_handler_disconnect (clock, id);
}

void
tg_test_widget_click (GtkWidget *widget,
                      double     across)
{
  /* Its size read once laid out as painted. */
  wait_painted (widget);
  tg_test_widget_click_at (widget, gtk_widget_get_width (widget) * across,
                           gtk_widget_get_height (widget) / 2.0);
}

void
tg_test_widget_click_at (GtkWidget *widget,
                         double     x0,
                         double     y0)
{
  g_autofree char *xid = window_xid (widget);
  g_autofree char *x = NULL, *y = NULL;

  wait_painted (widget);
  surface_position (widget, x0, y0, &x, &y);
  /* Raised first: with no window manager, a window shown later (another
   * test's, a dialog) may lie over this one where the pointer goes. */
  xdotool ((const char *[]) {
    "xdotool", "windowraise", xid, "mousemove", "--sync", "--window", xid, x, y, "click", "1",
    NULL });
}

void
tg_test_window_drag_hold (TgWindow   *window,
                          const char *from,
                          const char *to)
{
  g_autofree char *xid = window_xid (GTK_WIDGET (window));
  g_autofree char *x0 = NULL, *y0 = NULL, *x1 = NULL, *y1 = NULL;

  board_position (window, from, &x0, &y0);
  board_position (window, to, &x1, &y1);
  /* Raised first, over a dialog it may have. */
  xdotool ((const char *[]) {
    "xdotool", "windowraise", xid, "mousemove", "--sync", "--window", xid, x0, y0, "mousedown", "1",
    "mousemove", "--sync", "--window", xid, x1, y1, NULL });
}

void
tg_test_window_release (TgWindow *window)
{
  xdotool ((const char *[]) { "xdotool", "mouseup", "1", NULL });
}

void
tg_test_window_hover (TgWindow   *window,
                      const char *gtp)
{
  g_autofree char *xid = window_xid (GTK_WIDGET (window));
  g_autofree char *x = NULL, *y = NULL;

  board_position (window, gtp, &x, &y);
  xdotool ((const char *[]) { "xdotool", "mousemove", "--sync", "--window", xid, x, y, NULL });
}

gboolean
tg_test_window_selection (TgWindow      *window,
                          TgBoardRegion *region)
{
  return tg_board_scene_get_selection (window->scene, region);
}

void
tg_test_window_keys (TgWindow   *window,
                     const char *keys)
{
  g_autofree char *xid = window_xid (GTK_WIDGET (window));

  xdotool ((const char *[]) { "xdotool", "windowfocus", "--sync", xid, "key", keys, NULL });
}

void
tg_test_widget_type (GtkWidget  *widget,
                     const char *text)
{
  g_autofree char *xid = window_xid (widget);

  xdotool ((const char *[]) { "xdotool", "windowfocus", "--sync", xid, "type", text, NULL });
}

GLogWriterOutput
tg_test_log_writer (GLogLevelFlags   log_level,
                    const GLogField *fields,
                    gsize            n_fields,
                    gpointer         user_data)
{
  for (gsize i = 0; i < n_fields; i++)
    if (g_str_equal (fields[i].key, "MESSAGE") && fields[i].length < 0
        && g_str_has_prefix (fields[i].value, "Unable to acquire session bus"))
      return g_log_writer_standard_streams (log_level & ~G_LOG_FLAG_FATAL, fields, n_fields,
                                            user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

guint32 *
tg_test_render_paintable (GdkPaintable *paintable,
                          int           width,
                          int           height)
{
  g_autoptr(GskRenderer) renderer = gsk_cairo_renderer_new ();
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GError) error = NULL;
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderNode *node;
  guint32 *pixels;

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  g_assert_true (gsk_renderer_realize (renderer, NULL, &error));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gsk_render_node_unref (node);
  gsk_renderer_unrealize (renderer);
  pixels = g_new (guint32, width * height);
  gdk_texture_download (texture, (guchar *) pixels, width * 4);
  return pixels;
}
