/* test-window-layout.c: the window at the sizes people give it — the
 * board the largest square the window allows, no panel over another,
 * and the board holding still while a long game is stepped through,
 * banners come and go, the heading changes and the tools show.  Every
 * check is made on a frame the window has laid out and painted.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tg-board-view.h"
#include "tg-engine-profile.h"
#include "tg-follower-window-private.h"
#include "tg-player-card-private.h"
#include "tg-presentation-view-private.h"
#include "tg-test-games.h"
#include "tg-test-util.h"
#include "tg-test-window.h"
#include "tg-window-layout.h"
#include "tg-window-analysis-private.h"
#include "tg-window-private.h"

static TgApplication *app;

typedef struct
{
  int width;
  int height;
} Size;

/* The sizes the issue saw the Biggest Mistakes list under the tree at. */
static const Size review_sizes[] = {
  { 640, 480 },
  { 800, 600 },
  { 1366, 768 },
};

/* A 9×9 game of 16 moves whose leads (told to the fake engine) swing by
 * 5 to 15 points a move: more mistakes than the review lists. */
#define SWINGING "(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[cg];B[gg];W[ge];B[ce];W[ec]" \
  ";B[eg];W[dd];B[fd];W[df];B[ff];W[fb];B[hd];W[bd])"
#define SWINGING_LEADS "--leads=0,8,-4,9,-6,7,-5,10,-3,6,-8,5,-7,9,-2,8,-5"

/* The follower window: a laptop's half screen, a small projector, a
 * full HD one. */
static const Size follower_sizes[] = {
  { 500, 400 },
  { 800, 600 },
  { 1920, 1080 },
};

static const Size sizes[] = {
  { 640, 480 },
  { 800, 600 },
  { 600, 900 },
  { 1366, 768 },
  { 1920, 1080 },
};

static void
after_paint_cb (GdkFrameClock *clock,
                guint         *frames)
{
  (*frames)++;
}

/* Runs the main loop until @window has laid out and painted a frame
 * begun after now. */
static void
wait_frame (GtkWidget *window)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  guint frames = 0;
  gulong id;

  g_assert_nonnull (clock);
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &frames);
  gtk_widget_queue_draw (window);
  while (frames == 0)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (clock, id);
}

static gboolean
has_size (TgWindow *window,
          int       width,
          int       height)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));

  return gdk_surface_get_width (surface) == width && gdk_surface_get_height (surface) == height;
}

/* A window of @width × @height showing @game, once it has that size (its
 * surface, which holds the frame drawn round it without a window
 * manager). */
static TgWindow *
window_at (int     width,
           int     height,
           TgGame *game)
{
  TgWindow *window = tg_window_new (GTK_APPLICATION (app));
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  tg_test_window_show_game (window, game, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  do
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("the window is %d×%d, not %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
                 gtk_widget_get_height (GTK_WIDGET (window)), width, height);
      wait_frame (GTK_WIDGET (window));
    }
  while (!has_size (window, width, height));
  /* A frame begun once the size is known is laid out at that size. */
  wait_frame (GTK_WIDGET (window));
  return window;
}

static graphene_rect_t
bounds (GtkWidget *widget,
        TgWindow  *window)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (window), &rect));
  return rect;
}

/* @widget's bounds with its margins: what its parent gave it. */
static graphene_rect_t
allocation (GtkWidget *widget,
            TgWindow  *window)
{
  graphene_rect_t rect = bounds (widget, window);
  int start = gtk_widget_get_margin_start (widget), top = gtk_widget_get_margin_top (widget);

  return GRAPHENE_RECT_INIT (rect.origin.x - start, rect.origin.y - top,
                             rect.size.width + start + gtk_widget_get_margin_end (widget),
                             rect.size.height + top + gtk_widget_get_margin_bottom (widget));
}

static void
assert_apart (graphene_rect_t  a,
              const char      *a_name,
              graphene_rect_t  b,
              const char      *b_name)
{
  graphene_rect_t common;

  if (graphene_rect_intersection (&a, &b, &common) &&
      common.size.width > 0 && common.size.height > 0)
    g_error ("%s (%g,%g %g×%g) overlaps %s (%g,%g %g×%g)", a_name, a.origin.x, a.origin.y,
             a.size.width, a.size.height, b_name, b.origin.x, b.origin.y, b.size.width,
             b.size.height);
}

/* The board as drawn: the centres of its corner points in the window. */
static graphene_rect_t
board_square (TgWindow *window)
{
  TgBoardView *view = tg_test_window_child (window, "board_view");
  graphene_point_t corner[2];
  const char *points[] = { "A19", "T1" };

  for (guint i = 0; i < 2; i++)
    {
      double x, y;

      g_assert_true (tg_board_view_get_point_position (view, tg_test_window_point (window,
                                                                                  points[i]),
                                                       &x, &y));
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view), GTK_WIDGET (window),
                                               &GRAPHENE_POINT_INIT (x, y), &corner[i]));
    }
  return GRAPHENE_RECT_INIT (corner[0].x, corner[0].y, corner[1].x - corner[0].x,
                             corner[1].y - corner[0].y);
}

static void
assert_same_square (graphene_rect_t  now,
                    graphene_rect_t  before,
                    const char      *when)
{
  if (!graphene_rect_equal (&now, &before))
    g_error ("the board moved %s: %g,%g %g×%g, was %g,%g %g×%g", when, now.origin.x,
             now.origin.y, now.size.width, now.size.height, before.origin.x, before.origin.y,
             before.size.width, before.size.height);
}

/* The button of the column's switch that shows @page, or NULL. */
static GtkWidget *
page_button (GtkWidget  *widget,
             const char *page)
{
  if (GTK_IS_ACTIONABLE (widget) &&
      g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "layout.page") == 0)
    {
      GVariant *target = gtk_actionable_get_action_target_value (GTK_ACTIONABLE (widget));

      if (target != NULL && g_str_equal (g_variant_get_string (target, NULL), page))
        return widget;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = page_button (child, page);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
button_active (gconstpointer button)
{
  return gtk_toggle_button_get_active ((GtkToggleButton *) button);
}

/* Presses the column's switch for @page as the keyboard does, and waits
 * for the page to be laid out and painted. */
static void
show_page (TgWindow   *window,
           const char *page)
{
  GtkWidget *button = page_button (GTK_WIDGET (window), page);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_true (gtk_widget_activate (button));
  tg_test_wait_until (button_active, button);
  wait_frame (GTK_WIDGET (window));
}

/* The comment box has the room it asks for, its name and three lines of
 * text, in the window and apart from the rest of the column: where it is
 * shown, or on the column's page of notes when the column is too short
 * for it beside the game's part (the switch pressed, then pressed back). */
static void
assert_comment_usable (TgWindow   *window,
                       const Size *size,
                       const char *when)
{
  GtkWidget *comment = tg_test_window_child (window, "comment_view");
  GtkWidget *layout = gtk_widget_get_parent (tg_test_window_child (window, "board_view"));
  GtkWidget *info = NULL, *analysis = NULL;
  graphene_rect_t rect, window_rect;
  gboolean paged = !gtk_widget_get_mapped (comment);
  int need;

  if (paged && page_button (GTK_WIDGET (window), "notes") == NULL)
    g_error ("%d×%d %s: the comment is out of view, and no switch shows it", size->width,
             size->height, when);
  if (paged)
    show_page (window, "notes");
  g_assert_true (gtk_widget_get_mapped (comment));
  rect = allocation (comment, window);
  gtk_widget_measure (comment, GTK_ORIENTATION_VERTICAL, rect.size.width, &need, NULL, NULL,
                      NULL);
  g_test_message ("%d×%d %s: the comment is %g×%g px%s; it needs %d px", size->width,
                  size->height, when, rect.size.width, rect.size.height,
                  paged ? " on the page of notes" : "", need);
  if (rect.size.height < need)
    g_error ("%d×%d %s: the comment has %g px of the %d it needs", size->width, size->height,
             when, rect.size.height, need);
  window_rect = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                                    gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_true (graphene_rect_contains_rect (&window_rect, &rect));
  g_object_get (layout, "info", &info, "analysis", &analysis, NULL);
  g_object_unref (info);
  g_object_unref (analysis);
  if (gtk_widget_get_mapped (info))
    assert_apart (rect, "the comment", allocation (info, window), "the info panel");
  if (gtk_widget_get_mapped (analysis))
    assert_apart (rect, "the comment", allocation (analysis, window), "the analysis");
  if (paged)
    {
      show_page (window, "game");
      g_assert_false (gtk_widget_get_mapped (comment));
      g_assert_true (gtk_widget_get_mapped (tg_test_find_button (GTK_WIDGET (window), "win.pass")));
    }
}

/* A record of at least @n_moves random moves between two long names,
 * resigned: the first seed whose game is that long. */
static char *
long_game (guint n_moves)
{
  g_autoptr(GRegex) players = g_regex_new ("PB\\[[^]]*\\]PW\\[[^]]*\\]RE\\[[^]]*\\]", 0, 0, NULL);

  for (guint32 seed = 1;; seed++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
      g_autofree char *sgf = tg_test_random_game (rand, 19, n_moves + 100, 0, FALSE);
      guint moves = 0;

      for (const char *p = sgf; (p = strchr (p, ';')) != NULL; p++)
        moves += p[1] == 'B' || p[1] == 'W';
      if (moves >= n_moves)
        return g_regex_replace_literal (players, sgf, -1, 0,
                                        "PB[Fujisawa Hosai]PW[Honinbo Shuei]RE[W+R]", 0, NULL);
    }
}

/* At each size, the board is the largest square left once the panels
 * have their least room, beside the board or under it, and nothing
 * overlaps: not the board, the panels, the move buttons and the tree. */
static void
test_fills (gconstpointer data)
{
  const Size *size = data;
  g_autofree char *sgf = long_game (120);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);
  TgWindow *window = window_at (size->width, size->height, game);
  GtkWidget *board = tg_test_window_child (window, "board_view");
  GtkWidget *layout = gtk_widget_get_parent (board);
  GtkWidget *content = gtk_widget_get_parent (layout);
  GtkWidget *header = gtk_widget_get_first_child (content);
  GtkWidget *info = NULL, *notes = NULL;
  graphene_rect_t header_rect, area, layout_rect, board_rect, info_rect, notes_rect, pass_rect, tree_rect, drawn;
  gboolean paged;
  int beside, under, side;
  float top;

  g_assert_true (TG_IS_WINDOW_LAYOUT (layout));
  g_object_get (layout, "info", &info, "notes", &notes, NULL);
  g_object_unref (info);
  g_object_unref (notes);
  /* What the header bar leaves of the window. */
  header_rect = allocation (header, window);
  top = header_rect.origin.y + header_rect.size.height;
  area = GRAPHENE_RECT_INIT (0, top, gtk_widget_get_width (GTK_WIDGET (window)),
                             gtk_widget_get_height (GTK_WIDGET (window)) - top);
  layout_rect = allocation (layout, window);
  if (!graphene_rect_equal (&area, &layout_rect))
    g_error ("the layout is %g,%g %g×%g, not %g,%g %g×%g", layout_rect.origin.x,
             layout_rect.origin.y, layout_rect.size.width, layout_rect.size.height, area.origin.x,
             area.origin.y, area.size.width, area.size.height);

  board_rect = allocation (board, window);
  g_assert_cmpfloat (board_rect.size.width, ==, board_rect.size.height);
  beside = MIN (area.size.height, area.size.width - TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH);
  under = MIN (area.size.width, area.size.height - TG_WINDOW_LAYOUT_PANEL_MIN_HEIGHT);
  side = MAX (beside, under);
  g_test_message ("%d×%d: the board is %g px", size->width, size->height,
                  board_rect.size.width);
  g_assert_cmpfloat (board_rect.size.width, ==, side);
  /* The grid is drawn within the board's square, centred in it. */
  drawn = board_square (window);
  g_assert_true (graphene_rect_contains_rect (&board_rect, &drawn));
  g_assert_cmpfloat_with_epsilon (drawn.origin.x + drawn.size.width / 2,
                                  board_rect.origin.x + board_rect.size.width / 2, 1.0);

  /* The notes are on a page of their own when the column is too short
   * for them beside the game's part: looked at there. */
  paged = !gtk_widget_get_mapped (notes);
  if (paged)
    show_page (window, "notes");
  notes_rect = allocation (notes, window);
  tree_rect = bounds (gtk_paned_get_start_child (GTK_PANED (notes)), window);
  g_assert_true (graphene_rect_contains_rect (&area, &notes_rect));
  assert_apart (board_rect, "the board", notes_rect, "the tree and comment");
  if (paged)
    show_page (window, "game");
  info_rect = allocation (info, window);
  pass_rect = bounds (tg_test_find_button (GTK_WIDGET (window), "win.pass"), window);
  g_assert_true (graphene_rect_contains_rect (&area, &board_rect));
  g_assert_true (graphene_rect_contains_rect (&area, &info_rect));
  assert_apart (board_rect, "the board", info_rect, "the info panel");
  if (!paged)
    assert_apart (info_rect, "the info panel", notes_rect, "the tree and comment");
  /* What the info panel holds fits its width: none of it is cut off. */
  {
    GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (info));
    graphene_rect_t held = allocation (gtk_viewport_get_child (GTK_VIEWPORT (viewport)), window);

    g_assert_cmpfloat (held.size.width, <=, bounds (info, window).size.width);
  }
  /* Pass is in view, not scrolled away under the tree. */
  g_assert_true (graphene_rect_contains_rect (&info_rect, &pass_rect));
  assert_apart (pass_rect, "Pass", board_rect, "the board");
  if (!paged)
    {
      assert_apart (pass_rect, "Pass", notes_rect, "the tree and comment");
      assert_apart (tree_rect, "the tree", info_rect, "the info panel");
    }
  /* The panels are given their least room at least. */
  if (beside >= under)
    g_assert_cmpfloat (info_rect.size.width, >=, TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH);
  else
    g_assert_cmpfloat (info_rect.size.height, >=, TG_WINDOW_LAYOUT_PANEL_MIN_HEIGHT);
  assert_comment_usable (window, size, "on opening");
  tg_test_window_destroy (window);
}

static void
activate (TgWindow   *window,
          const char *action)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), action, NULL));
}

/* Runs frames until @revealer has finished showing or hiding, checking
 * on every one of them that the board is where it was. */
static void
settle_revealer (TgWindow        *window,
                 GtkRevealer     *revealer,
                 graphene_rect_t  square,
                 const char      *when)
{
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  do
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      wait_frame (GTK_WIDGET (window));
      assert_same_square (board_square (window), square, when);
    }
  while (gtk_revealer_get_child_revealed (revealer) != gtk_revealer_get_reveal_child (revealer));
}

static void
loaded_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  gboolean *done = user_data;

  g_assert_true (tg_window_load_file_finish (TG_WINDOW (source), result, NULL));
  *done = TRUE;
}

/* Through a 300-move game from its first move to its last, the board's
 * square does not move by a pixel: not as the heading goes from "Start"
 * to "Move 300" to the result, not as the reader's banner comes and is
 * dismissed, nor as the tools are shown and hidden. */
static void
test_holds_still (void)
{
  g_autofree char *game_sgf = long_game (300);
  g_autofree char *folder = g_dir_make_tmp ("test-window-layout-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (folder, "long.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GString) sgf = g_string_new (game_sgf);
  g_autoptr(TgGame) empty = tg_game_new (19, TG_RULES_CHINESE, 6.5, 0);
  TgWindow *window = window_at (800, 600, empty);
  GtkRevealer *banner = tg_test_window_child (window, "banner_revealer");
  GtkRevealer *tools = tg_test_window_child (window, "tool_revealer");
  GtkLabel *heading = tg_test_window_child (window, "move_label");
  GtkWidget *dismiss;
  graphene_rect_t square;
  gboolean done = FALSE;
  guint steps = 0;
  char *end;

  /* A last move on the stone before it: kept and flagged, so the reader
   * says so in its banner. */
  end = strrchr (sgf->str, ')');
  g_assert_nonnull (end);
  g_string_insert (sgf, end - sgf->str, ";B[aa];W[aa]");
  g_assert_true (g_file_set_contents (path, sgf->str, -1, NULL));
  /* The empty board of the same size, then the record over it. */
  square = board_square (window);
  tg_window_load_file_async (window, file, 0, NULL, loaded_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  tg_test_window_settle (window);
  if (!gtk_revealer_get_reveal_child (banner))
    g_error ("no banner for a move that breaks the rules");
  settle_revealer (window, banner, square, "as the banner came");
  g_assert_cmpstr (gtk_label_get_text (heading), ==, "Start");

  while (gtk_widget_is_sensitive (tg_test_find_button (GTK_WIDGET (window), "win.next")))
    {
      g_autofree char *when = NULL;

      activate (window, "win.next");
      steps++;
      wait_frame (GTK_WIDGET (window));
      when = g_strdup_printf ("at “%s”", gtk_label_get_text (heading));
      assert_same_square (board_square (window), square, when);
      if (steps == 100)
        {
          /* The reader's banner dismissed. */
          dismiss = gtk_widget_get_last_child (gtk_revealer_get_child (banner));
          g_signal_emit_by_name (dismiss, "clicked");
          settle_revealer (window, banner, square, "as the banner went");
        }
      else if (steps == 150 || steps == 200)
        {
          /* The tools shown, then hidden. */
          GtkToggleButton *button = tg_test_window_child (window, "tools_button");

          gtk_toggle_button_set_active (button, !gtk_toggle_button_get_active (button));
          settle_revealer (window, tools, square, "as the tools came or went");
        }
    }
  g_assert_cmpuint (steps, >=, 300);
  g_assert_cmpstr (gtk_label_get_text (heading), ==, "White wins by resignation");

  tg_test_window_destroy (window);
  g_unlink (path);
  g_rmdir (folder);
}

/* A rank as long as a record may hold, applied as Game Info applies it:
 * it wraps in its card, so the window keeps its size and the board its
 * square.  Unwrapped it widened the panel and the window (800 → 1078 px),
 * and GTK drew the header bar before laying it out. */
static void
test_long_rank (void)
{
  g_autofree char *sgf = long_game (40);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);
  TgWindow *window = window_at (800, 600, game);
  graphene_rect_t square = board_square (window);
  GString *rank = g_string_new (NULL);

  for (int c = 32; c < 127; c++)
    g_string_append_c (rank, c);
  g_string_append (rank, " 黑棋好手");
  tg_game_begin_step (game);
  tg_game_set_info (game, "BR", rank->str);
  tg_game_end_step (game);
  wait_frame (GTK_WIDGET (window));
  wait_frame (GTK_WIDGET (window));
  g_assert_nonnull (tg_test_find_label (GTK_WIDGET (window), rank->str));
  if (!has_size (window, 800, 600))
    g_error ("the rank made the window %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
             gtk_widget_get_height (GTK_WIDGET (window)));
  assert_same_square (board_square (window), square, "after the rank");
  g_string_free (rank, TRUE);
  tg_test_window_destroy (window);
}

/* A player's name and rank at 800×600, beside the "To play" badge: the
 * card's text breaks between words ("Fujisawa / Hosai 6d"), never inside
 * one, as it did when the name and the rank were labels side by side
 * that each got a share of the width ("Fujisaw-a Hosai", "6 / d"). */
static void
test_name_wraps_between_words (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[19]PB[Fujisawa Hosai]BR[6d]"
                                                  "PW[Go Seigen]WR[8d])");
  TgWindow *window = window_at (800, 600, game);
  GtkWidget *card = tg_test_window_child (window, "black_card");
  GtkLabel *label;
  PangoLayoutIter *iter;
  const char *text;
  guint lines = 0;

  g_assert_true (tg_player_card_get_to_move (TG_PLAYER_CARD (card)));
  label = tg_test_find_label (card, "Fujisawa Hosai");
  g_assert_nonnull (label);
  text = pango_layout_get_text (gtk_label_get_layout (label));
  iter = pango_layout_get_iter (gtk_label_get_layout (label));
  do
    {
      int start = pango_layout_iter_get_line_readonly (iter)->start_index;

      lines++;
      if (start > 0 && text[start - 1] != ' ')
        g_error ("the card breaks \"%s\" inside a word, before \"%s\"", text, text + start);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  /* The card is narrower than the name: the check saw a break. */
  g_assert_cmpuint (lines, >=, 2);
  tg_test_window_destroy (window);
}

/* Presentation in and out, each frame painted: no GTK warning (which
 * G_DEBUG=fatal-warnings makes fatal) about a widget drawn before it
 * was laid out. */
static void
test_fullscreen (void)
{
  g_autofree char *sgf = long_game (40);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);
  TgWindow *window = window_at (800, 600, game);

  for (guint i = 0; i < 3; i++)
    {
      activate (window, "win.presentation");
      wait_frame (GTK_WIDGET (window));
      wait_frame (GTK_WIDGET (window));
      g_assert_nonnull (window->mode_page);
      activate (window, "win.presentation");
      wait_frame (GTK_WIDGET (window));
      wait_frame (GTK_WIDGET (window));
      g_assert_null (window->mode_page);
    }
  tg_test_window_destroy (window);
}

static gboolean
analysed (gconstpointer data)
{
  TgWindow *window = (TgWindow *) data;
  TgWindowAnalysis *analysis = window->analysis;

  return analysis->batch != NULL && !tg_analysis_batch_get_running (analysis->batch) &&
         gtk_widget_get_visible (tg_test_window_child (window, "review_box"));
}

/* After Analyse Whole Game (with the fake engine) the comment keeps the
 * room it needs, and the review's Biggest Mistakes list is in the
 * analysis panel: each of its rows, scrolled into view as a person
 * scrolls the panel, is inside that panel, in the window, and apart from
 * the game tree's card. */
static void
test_review (gconstpointer data)
{
  const Size *size = data;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GError) error = NULL;
  g_autofree char *command = g_strdup_printf ("'%s' %s", g_getenv ("TG_FAKE_GTP"),
                                              SWINGING_LEADS);
  g_autofree char *id = tg_engine_profile_add_custom (settings, "Fake", command, &error);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (SWINGING);
  TgWindow *window;
  GtkWidget *layout, *analysis = NULL, *notes = NULL, *card, *viewport;
  GtkAdjustment *scroll;
  GtkListBoxRow *row;
  graphene_rect_t window_rect, graph_rect, analysis_rect;
  guint n_rows = 0;

  g_assert_no_error (error);
  g_settings_set_string (settings, "analysis-engine", id);
  window = window_at (size->width, size->height, game);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.analyse-game", "s",
                                             "main"));
  tg_test_wait_until (analysed, window);
  wait_frame (GTK_WIDGET (window));

  /* The comment first: the list below scrolls the analysis. */
  assert_comment_usable (window, size, "after the review");

  layout = gtk_widget_get_parent (tg_test_window_child (window, "board_view"));
  g_object_get (layout, "analysis", &analysis, "notes", &notes, NULL);
  g_object_unref (analysis);
  g_object_unref (notes);
  scroll = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (analysis));
  viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (analysis));
  window_rect = GRAPHENE_RECT_INIT (0, 0, gtk_widget_get_width (GTK_WIDGET (window)),
                                    gtk_widget_get_height (GTK_WIDGET (window)));
  /* The score graph first in the analysis, above the values and the
   * review's list of mistakes, in view unscrolled (as much of it as the
   * panel's height holds): the whole game's lead is what a person
   * follows while the list scrolls below it. */
  while (gtk_revealer_get_child_revealed (tg_test_window_child (window, "progress_revealer")))
    wait_frame (GTK_WIDGET (window));
  graph_rect = bounds (GTK_WIDGET (window->analysis->graph), window);
  analysis_rect = bounds (analysis, window);
  g_test_message ("%d×%d: the graph at %g,%g %g×%g; the analysis %g,%g %g×%g", size->width,
                  size->height, graph_rect.origin.x, graph_rect.origin.y, graph_rect.size.width,
                  graph_rect.size.height, analysis_rect.origin.x, analysis_rect.origin.y,
                  analysis_rect.size.width, analysis_rect.size.height);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (window->analysis->graph)));
  g_assert_cmpfloat (graph_rect.origin.y - analysis_rect.origin.y, <=, 6);
  if (analysis_rect.size.height >= graph_rect.size.height + 12)
    g_assert_true (graphene_rect_contains_rect (&analysis_rect, &graph_rect));

  card = gtk_paned_get_start_child (GTK_PANED (notes));
  while ((row = gtk_list_box_get_row_at_index (tg_test_window_child (window, "losses_list"),
                                               n_rows)) != NULL)
    {
      graphene_rect_t in_view, row_rect, card_rect;

      /* The analysis scrolled so that the row's foot is at its foot. */
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (row), viewport, &in_view));
      gtk_adjustment_set_value (scroll, gtk_adjustment_get_value (scroll) + in_view.origin.y +
                                        in_view.size.height - gtk_adjustment_get_page_size (scroll));
      wait_frame (GTK_WIDGET (window));
      g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (row)));
      row_rect = bounds (GTK_WIDGET (row), window);
      analysis_rect = bounds (analysis, window);
      g_test_message ("%d×%d: mistake %u at %g,%g %g×%g; the analysis %g,%g %g×%g",
                      size->width, size->height, n_rows, row_rect.origin.x, row_rect.origin.y,
                      row_rect.size.width, row_rect.size.height, analysis_rect.origin.x,
                      analysis_rect.origin.y, analysis_rect.size.width, analysis_rect.size.height);
      g_assert_true (graphene_rect_contains_rect (&analysis_rect, &row_rect));
      g_assert_true (graphene_rect_contains_rect (&window_rect, &row_rect));
      /* The tree's card, when it is on the same page. */
      if (gtk_widget_get_mapped (card))
        {
          card_rect = bounds (card, window);
          g_assert_true (graphene_rect_contains_rect (&window_rect, &card_rect));
          assert_apart (row_rect, "a mistake of the review", card_rect, "the game tree's card");
        }
      n_rows++;
    }
  g_assert_cmpuint (n_rows, >=, 3);
  tg_test_window_destroy (window);
  g_settings_reset (settings, "engines");
  g_settings_reset (settings, "analysis-engine");
}

/* The follower's board as drawn: the centres of its corner points in
 * @follower. */
static graphene_rect_t
follower_square (TgFollowerWindow *follower)
{
  TgPresentationView *view = tg_follower_window_get_view (follower);
  const TgBoard *board = tg_game_get_board (tg_presentation_view_get_game (view));
  graphene_point_t corner[2];
  TgPoint points[2];

  g_assert_true (tg_board_point_from_gtp (board, "A19", &points[0]));
  g_assert_true (tg_board_point_from_gtp (board, "T1", &points[1]));

  for (guint i = 0; i < 2; i++)
    {
      double x, y;

      g_assert_true (tg_board_view_get_point_position (view->board_view, points[i], &x, &y));
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (view->board_view),
                                               GTK_WIDGET (follower),
                                               &GRAPHENE_POINT_INIT (x, y), &corner[i]));
    }
  return GRAPHENE_RECT_INIT (corner[0].x, corner[0].y, corner[1].x - corner[0].x,
                             corner[1].y - corner[0].y);
}

/* The follower (the projector's window) at each size: its board is the
 * largest square the window allows, centred where it is, and beside or
 * under it the heading, and the comment at least three lines tall, when
 * the room left over holds them; nothing overlaps. */
static void
test_follower (gconstpointer data)
{
  const Size *size = data;
  g_autofree char *sgf = long_game (120);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (sgf);
  TgWindow *window;
  TgFollowerWindow *follower;
  TgPresentationView *view;
  GtkWidget *comment;
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  graphene_rect_t area, board_rect, drawn, side_rect, comment_rect;
  int side, lines;

  /* Move 80, with three lines of comment. */
  tg_game_go_first (game);
  for (guint i = 0; i < 80; i++)
    g_assert_true (tg_game_go_forward (game));
  tg_game_set_value (game, tg_game_get_current (game), "C",
                     "Cut.\nAnswer.\nLive.");
  window = window_at (800, 600, game);
  follower = tg_follower_window_new (GTK_WINDOW (window));
  view = tg_follower_window_get_view (follower);
  comment = gtk_widget_get_ancestor (GTK_WIDGET (view->comment_label), GTK_TYPE_SCROLLED_WINDOW);
  gtk_window_set_default_size (GTK_WINDOW (follower), size->width, size->height);
  gtk_window_present (GTK_WINDOW (follower));
  do
    {
      GdkSurface *surface;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      wait_frame (GTK_WIDGET (follower));
      surface = gtk_native_get_surface (GTK_NATIVE (follower));
      if (gdk_surface_get_width (surface) == size->width &&
          gdk_surface_get_height (surface) == size->height)
        break;
    }
  while (TRUE);
  wait_frame (GTK_WIDGET (follower));

  /* The view has all the window leaves under the header bar. */
  area = allocation (GTK_WIDGET (view), (TgWindow *) follower);
  g_assert_cmpfloat (area.origin.y + area.size.height, ==,
                     gtk_widget_get_height (GTK_WIDGET (follower)));
  g_assert_cmpfloat (area.size.width, ==, gtk_widget_get_width (GTK_WIDGET (follower)));

  board_rect = allocation (GTK_WIDGET (view->board_view), (TgWindow *) follower);
  side = MIN (area.size.width, area.size.height);
  g_test_message ("follower %d×%d: the board is %g px of %g×%g", size->width, size->height,
                  board_rect.size.width, area.size.width, area.size.height);
  g_assert_cmpfloat (board_rect.size.width, ==, board_rect.size.height);
  g_assert_cmpfloat (board_rect.size.width, ==, side);
  g_assert_true (graphene_rect_contains_rect (&area, &board_rect));
  drawn = follower_square (follower);
  g_assert_true (graphene_rect_contains_rect (&board_rect, &drawn));
  g_assert_cmpfloat_with_epsilon (drawn.origin.x + drawn.size.width / 2,
                                  board_rect.origin.x + board_rect.size.width / 2, 1.0);
  g_assert_cmpfloat_with_epsilon (drawn.origin.y + drawn.size.height / 2,
                                  board_rect.origin.y + board_rect.size.height / 2, 1.0);

  /* Three lines of the comment, as the label lays them out at its width. */
  gtk_widget_measure (GTK_WIDGET (view->comment_label), GTK_ORIENTATION_VERTICAL,
                      MAX (gtk_widget_get_width (GTK_WIDGET (view->comment_label)), 1), &lines,
                      NULL, NULL, NULL);
  if (!gtk_widget_get_child_visible (view->side_box) ||
      !gtk_widget_compute_bounds (comment, GTK_WIDGET (follower), &comment_rect) ||
      comment_rect.size.height < lines)
    {
      int heading;

      /* No room was left for it: not a column beside the board as wide
       * as the main window's, nor a band under it for the heading and
       * the three lines. */
      gtk_widget_measure (view->side_box, GTK_ORIENTATION_VERTICAL, area.size.width, &heading,
                          NULL, NULL, NULL);
      g_assert_cmpfloat (area.size.width - side, <, TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH);
      g_assert_cmpfloat (area.size.height - side, <, heading + lines);
      tg_test_window_destroy (window);
      return;
    }
  g_test_message ("follower %d×%d: the comment is %g×%g px (three lines %d px)", size->width,
                  size->height, comment_rect.size.width, comment_rect.size.height, lines);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (view->comment_label)));
  side_rect = allocation (view->side_box, (TgWindow *) follower);
  g_assert_true (graphene_rect_contains_rect (&area, &side_rect));
  assert_apart (board_rect, "the board", side_rect, "the heading and comment");
  tg_test_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  tg_test_init (&argc, &argv, tg_test_log_writer);
  app = tg_test_application_new ();
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-layout/fills/%dx%d", sizes[i].width,
                                               sizes[i].height);

      g_test_add_data_func (path, &sizes[i], test_fills);
    }
  for (guint i = 0; i < G_N_ELEMENTS (follower_sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-layout/follower/%dx%d",
                                               follower_sizes[i].width, follower_sizes[i].height);

      g_test_add_data_func (path, &follower_sizes[i], test_follower);
    }
  for (guint i = 0; i < G_N_ELEMENTS (review_sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/window-layout/review/%dx%d",
                                               review_sizes[i].width, review_sizes[i].height);

      g_test_add_data_func (path, &review_sizes[i], test_review);
    }
  g_test_add_func ("/window-layout/holds-still", test_holds_still);
  g_test_add_func ("/window-layout/fullscreen", test_fullscreen);
  g_test_add_func ("/window-layout/long-rank", test_long_rank);
  g_test_add_func ("/window-layout/name-wraps-between-words", test_name_wraps_between_words);
  status = g_test_run ();
  tg_test_application_free (app);
  return status;
}
