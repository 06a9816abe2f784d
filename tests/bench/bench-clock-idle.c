/* bench-clock-idle.c: what a timed game costs while nobody moves — the
 * CPU the window uses (getrusage, as a share of one core) and how many
 * frames the board and the player cards were drawn, while Black's clock
 * runs: an untimed game first, the yardstick, then 10 s of a 60-minute
 * clock (a redraw a second), then 8 s of a 9-second one (ten a second).  The target: under 1% of a core, and
 * the board never redrawn.
 *
 * Usage: xvfb-run -a bench-clock-idle [SECONDS]
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <stdlib.h>
#include <sys/resource.h>

#include "tg-application.h"
#include "tg-document.h"
#include "tg-board-view.h"
#include "tg-player-card.h"
#include "tg-window.h"

static guint board_frames;
static guint card_frames;
static guint frames;
static void (*board_snapshot) (GtkWidget *, GtkSnapshot *);
static void (*card_snapshot) (GtkWidget *, GtkSnapshot *);

/* The classes' own drawing, counted. */
static void
count_board (GtkWidget   *widget,
             GtkSnapshot *snapshot)
{
  board_frames++;
  board_snapshot (widget, snapshot);
}

static void
count_card (GtkWidget   *widget,
            GtkSnapshot *snapshot)
{
  card_frames++;
  card_snapshot (widget, snapshot);
}

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  frames++;
}

static gint64
cpu_time (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (gint64) usage.ru_utime.tv_sec * G_USEC_PER_SEC + usage.ru_utime.tv_usec
         + (gint64) usage.ru_stime.tv_sec * G_USEC_PER_SEC + usage.ru_stime.tv_usec;
}

static gboolean
quit_cb (gpointer user_data)
{
  *(gboolean *) user_data = TRUE;
  return G_SOURCE_REMOVE;
}

static void
run_for (double seconds)
{
  gboolean done = FALSE;

  g_timeout_add ((guint) (seconds * 1000), quit_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Shows a new game with TM[@tm] (NULL: untimed) in @window, lets it settle, then
 * measures @seconds of its clock running. */
static void
measure (TgWindow   *window,
         const char *tm,
         const char *what,
         double      seconds)
{
  g_autoptr(TgGame) game = tg_game_new (19, TG_RULES_WMSG, 6.5, 0);
  g_autoptr(TgDocument) document = NULL;
  gint64 cpu, wall;

  tg_game_init_info (game, "Black", "White", NULL);
  tg_game_set_info (game, "TM", tm);
  tg_game_set_info (game, "OT", tm != NULL ? "3x30 byo-yomi" : NULL);
  tg_game_forget_steps (game);
  document = tg_document_new (game);
  tg_window_set_document (window, document);
  run_for (0.5);

  board_frames = card_frames = frames = 0;
  cpu = cpu_time ();
  wall = g_get_monotonic_time ();
  run_for (seconds);
  cpu = cpu_time () - cpu;
  wall = g_get_monotonic_time () - wall;
  g_print ("%-28s %5.2f%% of a core over %.1f s; %u frames: board %u, player cards %u\n",
           what, 100.0 * cpu / wall, wall / 1e6, frames, board_frames, card_frames);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *state = g_dir_make_tmp ("tengen-bench-clock-XXXXXX", NULL);
  g_autoptr(TgApplication) app = NULL;
  double seconds = argc > 1 ? g_ascii_strtod (argv[1], NULL) : 10;
  TgWindow *window;

  /* Drafts and settings of its own, never the user's. */
  g_setenv ("XDG_STATE_HOME", state, TRUE);
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSETTINGS_SCHEMA_DIR", GSCHEMA_DIR, FALSE);
  if (seconds <= 0)
    seconds = 10;

  gtk_init ();
  app = tg_application_new (G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (app), NULL, NULL);
  g_application_hold (G_APPLICATION (app));

  board_snapshot = GTK_WIDGET_CLASS (g_type_class_ref (TG_TYPE_BOARD_VIEW))->snapshot;
  GTK_WIDGET_CLASS (g_type_class_peek (TG_TYPE_BOARD_VIEW))->snapshot = count_board;
  card_snapshot = GTK_WIDGET_CLASS (g_type_class_ref (TG_TYPE_PLAYER_CARD))->snapshot;
  GTK_WIDGET_CLASS (g_type_class_peek (TG_TYPE_PLAYER_CARD))->snapshot = count_card;

  window = tg_window_new (GTK_APPLICATION (app));
  gtk_window_present (GTK_WINDOW (window));
  run_for (1.5);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (window)), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
  /* Software GL (Xvfb's llvmpipe) redraws the whole window each frame;
   * cairo, as a GPU would, only what changed. */
  g_print ("renderer: %s (GSK_RENDERER=cairo or gl to choose)\n",
           G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));

  measure (window, NULL, "untimed:", seconds);
  measure (window, "3600", "60 min, a tick a second:", seconds);
  measure (window, "9", "under 10 s, ten a second:", MIN (seconds, 8));

  gtk_window_destroy (GTK_WINDOW (window));
  g_application_release (G_APPLICATION (app));
  return EXIT_SUCCESS;
}
