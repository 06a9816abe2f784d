/* test-match-clock.c: the clock in the match (TgMatch) under a fake time
 * source: the side to move runs and a move hands the clock over, every
 * system's times go into the move's node (BL/WL, OB/OW) in the move's own
 * step, pauses, counting and the end stop the clock, the flag falls at
 * zero exactly (B+T / W+T, for an engine too), redraws come once a second
 * and ten times a second under 10 s, and a record written out and read
 * back goes on with its times.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <glib/gstdio.h>
#include <string.h>

#include "tg-fake-time.h"
#include "tg-match-private.h"
#include "tg-sgf.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"

#define SEC(n) ((gint64) (n) * TG_CLOCK_SECOND)

typedef struct
{
  TgFakeTime *time;
  TgGame     *game;
  TgMatch    *match;
  guint       ticks;
  guint       flags;
  TgColor     flagged;
} Fixture;

static void
on_tick (TgMatch *match,
         Fixture *fixture)
{
  fixture->ticks++;
}

static void
on_flag_fell (TgMatch *match,
              TgColor  color,
              Fixture *fixture)
{
  fixture->flags++;
  fixture->flagged = color;
}

/* A game with TM[@tm] OT[@ot] (NULL: none), takebacks allowed, and its
 * match on the fake time. */
static void
start (Fixture    *fixture,
       const char *tm,
       const char *ot)
{
  TgGame *game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

  tg_game_set_info (game, "TM", tm);
  tg_game_set_info (game, "OT", ot);
  tg_game_set_takebacks (game, TRUE);
  tg_game_forget_steps (game);
  fixture->game = game;
  fixture->time = tg_fake_time_new ();
  fixture->match = tg_match_new (game);
  tg_match_set_time_source (fixture->match, TG_TIME_SOURCE (fixture->time));
  g_signal_connect (fixture->match, "clock-tick", G_CALLBACK (on_tick), fixture);
  g_signal_connect (fixture->match, "flag-fell", G_CALLBACK (on_flag_fell), fixture);
  tg_test_run_idle ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->match);
  g_clear_object (&fixture->game);
  g_clear_object (&fixture->time);
}

static void
advance (Fixture *fixture,
         gint64   delta)
{
  tg_fake_time_advance (fixture->time, delta);
  tg_test_run_idle ();
}

/* @move ("D4", "pass") for the side to move, through the match. */
static void
play (Fixture    *fixture,
      const char *move)
{
  TgPoint point = g_str_equal (move, "pass") ? TG_PASS : tg_test_point (fixture->game, move);

  g_assert_cmpint (tg_match_play (fixture->match, point, NULL), ==, TG_MOVE_OK);
  tg_test_run_idle ();
}

static TgClockSide
side (Fixture *fixture,
      TgColor  color)
{
  TgClockSide side;

  g_assert_true (tg_match_get_clock_side (fixture->match, color, &side));
  return side;
}

static const char *
current_value (Fixture    *fixture,
               const char *id)
{
  return tg_node_get_value (tg_game_get_current (fixture->game), id);
}

static TgColor
running (Fixture *fixture)
{
  return tg_clock_get_running (tg_match_get_clock (fixture->match));
}

/* The side to move runs; a move stops it, records its time and starts
 * the other's. */
static void
test_moves_hand_over (Fixture       *fixture,
                      gconstpointer  data)
{
  start (fixture, "600", "3x30 byo-yomi");
  g_assert_cmpint (running (fixture), ==, TG_BLACK);
  advance (fixture, SEC (10));
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, SEC (590));
  g_assert_cmpint (side (fixture, TG_WHITE).main_left, ==, SEC (600));

  play (fixture, "D4");
  g_assert_cmpstr (current_value (fixture, "BL"), ==, "590");
  g_assert_null (current_value (fixture, "OB"));
  g_assert_cmpint (running (fixture), ==, TG_WHITE);
  advance (fixture, SEC (4) + 500000);
  play (fixture, "E5");
  g_assert_cmpstr (current_value (fixture, "WL"), ==, "595.5");
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, SEC (590));
  g_assert_cmpint (running (fixture), ==, TG_BLACK);
}

/* Byo-yomi: a period gone is counted in OB, the next move renews the
 * period; 0 main time starts in overtime. */
static void
test_byo_yomi_periods (Fixture       *fixture,
                       gconstpointer  data)
{
  start (fixture, "10", "3x5 byo-yomi");
  /* 10 s main, then 7 s: one period used up, 2 s into the next. */
  advance (fixture, SEC (17));
  play (fixture, "D4");
  g_assert_cmpstr (current_value (fixture, "BL"), ==, "3");
  g_assert_cmpstr (current_value (fixture, "OB"), ==, "2");
  g_assert_cmpint (side (fixture, TG_BLACK).period_left, ==, SEC (5));
  g_assert_cmpuint (side (fixture, TG_BLACK).periods_left, ==, 2);
  play (fixture, "E5");
  g_assert_cmpstr (current_value (fixture, "WL"), ==, "10");
}

/* Canadian: the stones of the period count down in OB; the last one
 * starts a fresh period. */
static void
test_canadian_stones (Fixture       *fixture,
                      gconstpointer  data)
{
  start (fixture, "0", "2/10 Canadian");
  advance (fixture, SEC (3));
  play (fixture, "D4");
  g_assert_cmpstr (current_value (fixture, "BL"), ==, "7");
  g_assert_cmpstr (current_value (fixture, "OB"), ==, "1");
  play (fixture, "E5");
  advance (fixture, SEC (4));
  play (fixture, "C3");
  g_assert_cmpstr (current_value (fixture, "BL"), ==, "3");
  g_assert_cmpstr (current_value (fixture, "OB"), ==, "0");
  g_assert_cmpuint (side (fixture, TG_BLACK).stones_left, ==, 2);
  g_assert_cmpint (side (fixture, TG_BLACK).period_left, ==, SEC (10));
}

/* Fischer: the increment comes after the move, never beyond the cap. */
static void
test_fischer_cap (Fixture       *fixture,
                  gconstpointer  data)
{
  start (fixture, "10", "5 fischer max 12");
  advance (fixture, SEC (1));
  play (fixture, "D4");
  g_assert_cmpstr (current_value (fixture, "BL"), ==, "12");
  g_assert_null (current_value (fixture, "OB"));
  advance (fixture, SEC (9));
  play (fixture, "E5");
  g_assert_cmpstr (current_value (fixture, "WL"), ==, "6");
}

/* The move and its time are one step: one undo takes both away, and the
 * clock goes back to the side to move. */
static void
test_undo_takes_both (Fixture       *fixture,
                      gconstpointer  data)
{
  start (fixture, "60", NULL);
  advance (fixture, SEC (5));
  play (fixture, "D4");
  g_assert_true (tg_game_undo (fixture->game));
  tg_test_run_idle ();
  g_assert_true (tg_game_get_current (fixture->game) == tg_game_get_root (fixture->game));
  g_assert_cmpuint (tg_node_get_n_children (tg_game_get_root (fixture->game)), ==, 0);
  g_assert_false (tg_game_can_undo (fixture->game));
  g_assert_cmpint (running (fixture), ==, TG_BLACK);
  g_assert_true (tg_game_redo (fixture->game));
  g_assert_cmpstr (current_value (fixture, "BL"), ==, "55");
}

/* Paused, no time is charged; resumed, the same side runs on. */
static void
test_pause (Fixture       *fixture,
            gconstpointer  data)
{
  start (fixture, "60", NULL);
  advance (fixture, SEC (5));
  tg_match_set_clock_paused (fixture->match, TRUE);
  advance (fixture, SEC (100));
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, SEC (55));
  g_assert_cmpuint (fixture->flags, ==, 0);
  tg_match_set_clock_paused (fixture->match, FALSE);
  advance (fixture, SEC (5));
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, SEC (50));

  /* The engines' pause stops the clock as well. */
  tg_match_set_paused (fixture->match, TRUE);
  advance (fixture, SEC (30));
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, SEC (50));
  tg_match_set_paused (fixture->match, FALSE);
  advance (fixture, SEC (1));
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, SEC (49));
}

static void
count_cb (GObject    *match,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* clock-paused is notified whenever the pause changes: by Pause Clock,
 * by a record that goes on with its times, by a draft's clock. */
static void
test_pause_notified (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TgGame) reopened = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]TM[60];B[dd]BL[50])");
  g_autoptr(GVariant) state = NULL;
  guint count = 0;
  gboolean paused;

  start (fixture, "60", NULL);
  g_signal_connect (fixture->match, "notify::clock-paused", G_CALLBACK (count_cb), &count);
  tg_match_set_clock_paused (fixture->match, TRUE);
  g_object_get (fixture->match, "clock-paused", &paused, NULL);
  g_assert_true (paused);
  g_assert_cmpuint (count, ==, 1);
  tg_match_set_clock_paused (fixture->match, TRUE);
  g_assert_cmpuint (count, ==, 1);
  tg_match_set_clock_paused (fixture->match, FALSE);
  g_assert_cmpuint (count, ==, 2);
  state = g_variant_ref_sink (tg_match_save_clock (fixture->match));
  g_assert_true (tg_match_restore_clock (fixture->match, state, NULL));
  g_assert_cmpuint (count, ==, 3);
  tg_match_set_clock_paused (fixture->match, FALSE);
  g_assert_cmpuint (count, ==, 4);
  /* A record with its times starts paused; a new game does not. */
  tg_game_go_last (reopened);
  tg_match_set_game (fixture->match, reopened);
  g_assert_true (tg_match_get_clock_paused (fixture->match));
  g_assert_cmpuint (count, ==, 5);
  tg_match_set_clock_paused (fixture->match, FALSE);
  g_assert_cmpuint (count, ==, 6);
  tg_match_set_game (fixture->match, fixture->game);
  g_assert_false (tg_match_get_clock_paused (fixture->match));
  g_assert_cmpuint (count, ==, 6);
  tg_match_set_clock_paused (fixture->match, TRUE);
  tg_match_reset_clock (fixture->match);
  g_assert_false (tg_match_get_clock_paused (fixture->match));
  g_assert_cmpuint (count, ==, 8);
}

/* Counting stops both clocks, so no flag falls while counting; the end
 * of the game too. */
static void
test_counting_stops (Fixture       *fixture,
                     gconstpointer  data)
{
  start (fixture, "20", NULL);
  play (fixture, "pass");
  play (fixture, "pass");
  g_assert_cmpint (tg_game_get_phase (fixture->game), ==, TG_PHASE_COUNTING);
  g_assert_cmpint (running (fixture), ==, TG_EMPTY);
  advance (fixture, SEC (60));
  g_assert_cmpuint (fixture->flags, ==, 0);
  g_assert_cmpint (side (fixture, TG_WHITE).main_left, ==, SEC (20));

  tg_game_resume (fixture->game);
  tg_test_run_idle ();
  g_assert_cmpint (running (fixture), ==, TG_BLACK);
  tg_game_resign (fixture->game, TG_BLACK);
  tg_test_run_idle ();
  g_assert_cmpint (running (fixture), ==, TG_EMPTY);
}

/* The flag falls at zero, not a microsecond before; the game ends W+T. */
static void
test_flag_fall (Fixture       *fixture,
                gconstpointer  data)
{
  start (fixture, "2", NULL);
  advance (fixture, SEC (2) - 1);
  g_assert_cmpint (tg_game_get_phase (fixture->game), ==, TG_PHASE_PLAYING);
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, 1);
  advance (fixture, 1);
  g_assert_cmpuint (fixture->flags, ==, 1);
  g_assert_cmpint (fixture->flagged, ==, TG_BLACK);
  g_assert_cmpint (tg_game_get_phase (fixture->game), ==, TG_PHASE_FINISHED);
  g_assert_cmpint (tg_game_get_end_reason (fixture->game), ==, TG_END_TIME);
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "W+T");
  g_assert_cmpint (side (fixture, TG_BLACK).main_left, ==, 0);
  g_assert_cmpint (running (fixture), ==, TG_EMPTY);
}

/* White on byo-yomi: the flag falls after the last period, B+T. */
static void
test_flag_fall_in_byo_yomi (Fixture       *fixture,
                            gconstpointer  data)
{
  start (fixture, "1", "2x3 byo-yomi");
  play (fixture, "D4");
  advance (fixture, SEC (6));
  g_assert_cmpuint (side (fixture, TG_WHITE).periods_left, ==, 1);
  advance (fixture, SEC (1));
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "B+T");
  /* After the end a move is a variation, untimed. */
  play (fixture, "E5");
  g_assert_null (current_value (fixture, "WL"));
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "B+T");
}

/* A move that comes after its player's flag fell, before the match saw
 * it fall (a main loop late to the alarm): no move, the game lost on
 * time. */
static void
test_move_after_flag (Fixture       *fixture,
                      gconstpointer  data)
{
  start (fixture, "3", NULL);
  tg_fake_time_jump (fixture->time, SEC (3));
  g_assert_cmpint (tg_game_get_phase (fixture->game), ==, TG_PHASE_PLAYING);
  g_assert_cmpint (tg_match_play (fixture->match, tg_test_point (fixture->game, "D4"), NULL), ==,
                   TG_MOVE_NOT_AT_END);
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "W+T");
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 0);
  g_assert_cmpuint (fixture->flags, ==, 1);
}

/* A flag falls while a player looks back: the game ends at its end, not
 * at the node on view. */
static void
test_flag_fall_looking_back (Fixture       *fixture,
                             gconstpointer  data)
{
  start (fixture, "5", NULL);
  play (fixture, "D4");
  play (fixture, "E5");
  tg_game_go_first (fixture->game);
  advance (fixture, SEC (6));
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "W+T");
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 2);
}

/* Redraws: once a second, then ten times a second under 10 s; none
 * while paused or without a clock. */
static void
test_ticks (Fixture       *fixture,
            gconstpointer  data)
{
  start (fixture, "20", NULL);
  fixture->ticks = 0;
  advance (fixture, SEC (10));
  g_assert_cmpuint (fixture->ticks, ==, 10);
  fixture->ticks = 0;
  advance (fixture, SEC (9));
  g_assert_cmpuint (fixture->ticks, ==, 90);
  tg_match_set_clock_paused (fixture->match, TRUE);
  g_assert_cmpuint (tg_fake_time_get_n_alarms (fixture->time), ==, 0);
  fixture->ticks = 0;
  advance (fixture, SEC (60));
  g_assert_cmpuint (fixture->ticks, ==, 0);
}

static void
test_no_clock (Fixture       *fixture,
               gconstpointer  data)
{
  start (fixture, NULL, NULL);
  g_assert_null (tg_match_get_clock (fixture->match));
  play (fixture, "D4");
  g_assert_null (current_value (fixture, "BL"));
  g_assert_cmpuint (tg_fake_time_get_n_alarms (fixture->time), ==, 0);
}

/* A record written out and read back has TM/OT and every move's times,
 * and its match goes on from them, paused until resumed. */
static void
test_reopened_record (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autofree char *text = NULL;
  g_autoptr(TgGame) reopened = NULL;
  g_autoptr(TgMatch) match = NULL;
  g_autoptr(TgFakeTime) time = tg_fake_time_new ();
  TgClockSide side;

  start (fixture, "30", "2x10 byo-yomi");
  advance (fixture, SEC (12));
  play (fixture, "D4");
  advance (fixture, SEC (35));
  play (fixture, "E5");
  advance (fixture, SEC (3));
  play (fixture, "C3");

  g_ptr_array_add (roots, tg_game_get_root (fixture->game));
  text = tg_sgf_write (roots);
  g_assert_nonnull (strstr (text, "TM[30]"));
  g_assert_nonnull (strstr (text, "OT[2x10 byo-yomi]"));
  g_assert_nonnull (strstr (text, "BL[18]"));
  g_assert_nonnull (strstr (text, "WL[5]OW[2]"));
  g_assert_nonnull (strstr (text, "BL[15]"));

  reopened = tg_test_game_from_sgf (text);
  tg_game_go_last (reopened);
  match = tg_match_new (reopened);
  tg_match_set_time_source (match, TG_TIME_SOURCE (time));
  tg_test_run_idle ();
  g_assert_true (tg_match_get_clock_paused (match));
  g_assert_true (tg_clock_settings_equal (tg_clock_get_settings (tg_match_get_clock (match)),
                                          tg_clock_get_settings (tg_match_get_clock (fixture->match))));
  g_assert_true (tg_match_get_clock_side (match, TG_BLACK, &side));
  g_assert_cmpint (side.main_left, ==, SEC (15));
  g_assert_true (tg_match_get_clock_side (match, TG_WHITE, &side));
  g_assert_true (side.in_overtime);
  g_assert_cmpuint (side.periods_left, ==, 2);
  g_assert_cmpint (side.period_left, ==, SEC (10));

  tg_fake_time_advance (time, SEC (100));
  g_assert_true (tg_match_get_clock_side (match, TG_WHITE, &side));
  g_assert_cmpint (side.period_left, ==, SEC (10));
  tg_match_set_clock_paused (match, FALSE);
  tg_fake_time_advance (time, SEC (4));
  g_assert_true (tg_match_get_clock_side (match, TG_WHITE, &side));
  g_assert_cmpint (side.period_left, ==, SEC (6));
}

/* A recorded time the clock cannot take (no period left in byo-yomi,
 * yet time in it) starts that side full, and the match says why. */
static void
test_unusable_recorded_time (Fixture       *fixture,
                             gconstpointer  data)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (
    "(;SZ[9]TM[600]OT[5x30 byo-yomi];B[ee]BL[590];W[cc]WL[585];B[gg]BL[12]OB[0])");
  g_autoptr(TgMatch) match = NULL;
  g_autoptr(TgFakeTime) time = tg_fake_time_new ();
  TgClockSide side;

  tg_game_go_last (game);
  match = tg_match_new (game);
  tg_match_set_time_source (match, TG_TIME_SOURCE (time));
  tg_test_run_idle ();
  g_assert_nonnull (tg_match_get_clock_warning (match));
  g_assert_nonnull (strstr (tg_match_get_clock_warning (match), "move 3"));
  g_assert_null (strstr (tg_match_get_clock_warning (match), "White"));
  g_assert_true (tg_match_get_clock_paused (match));
  g_assert_true (tg_match_get_clock_side (match, TG_BLACK, &side));
  g_assert_false (side.in_overtime);
  g_assert_cmpint (side.main_left, ==, SEC (600));
  g_assert_true (tg_match_get_clock_side (match, TG_WHITE, &side));
  g_assert_cmpint (side.main_left, ==, SEC (585));
}

/* An engine that thinks past its time loses like a person; it heard its
 * time before the move it was asked for. */
static void
test_engine_runs_out (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autofree char *dir = g_dir_make_tmp ("tengen-match-clock-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "white.log", NULL);
  g_autofree char *command = g_strdup_printf ("'%s' --log='%s' --mode=hang --time=kgs",
                                              g_getenv ("TG_FAKE_GTP"), log);
  g_autoptr(GError) error = NULL;
  g_autoptr(TgEngine) engine = tg_engine_new_from_command_line (command, &error);
  TgMatchPlayer white = { engine, "Slow", NULL };
  g_autofree char *heard = NULL;

  g_assert_no_error (error);
  start (fixture, "2", NULL);
  tg_match_set_players (fixture->match, NULL, &white);
  play (fixture, "D4");
  heard = tg_test_wait_file_holds (log, "genmove W\n");
  g_assert_nonnull (strstr (heard, "kgs-time_settings absolute 2\ntime_left W 2 0\ngenmove W\n"));
  g_assert_true (tg_match_get_thinking (fixture->match));

  advance (fixture, SEC (2));
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "B+T");
  g_assert_cmpint (fixture->flagged, ==, TG_WHITE);
  g_assert_false (tg_match_get_thinking (fixture->match));
  g_clear_object (&fixture->match);
  g_unlink (log);
  g_rmdir (dir);
}

/* A draft's state: the running side's time since its move is kept. */
static void
test_draft_state (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(TgGame) copy = NULL;
  g_autoptr(TgMatch) match = NULL;
  g_autoptr(TgFakeTime) time = tg_fake_time_new ();
  g_autoptr(GError) error = NULL;
  TgClockSide side;

  start (fixture, "60", NULL);
  play (fixture, "D4");
  advance (fixture, SEC (7));
  state = g_variant_ref_sink (tg_match_save_clock (fixture->match));

  copy = tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9]TM[60];B[dd]BL[60])");
  match = tg_match_new (copy);
  tg_match_set_time_source (match, TG_TIME_SOURCE (time));
  g_assert_true (tg_match_restore_clock (match, state, &error));
  g_assert_no_error (error);
  g_assert_true (tg_match_get_clock_paused (match));
  g_assert_true (tg_match_get_clock_side (match, TG_WHITE, &side));
  g_assert_cmpint (side.main_left, ==, SEC (53));

  /* A state that is no clock's is refused with a reason. */
  g_clear_pointer (&state, g_variant_unref);
  state = g_variant_ref_sink (g_variant_new_string ("nonsense"));
  g_assert_false (tg_match_restore_clock (match, state, &error));
  g_assert_nonnull (error);
  g_assert_true (tg_match_get_clock_side (match, TG_WHITE, &side));
  g_assert_cmpint (side.main_left, ==, SEC (53));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func) \
  g_test_add ("/match-clock/" path, Fixture, NULL, NULL, func, fixture_tear_down)
  ADD ("moves-hand-over", test_moves_hand_over);
  ADD ("byo-yomi-periods", test_byo_yomi_periods);
  ADD ("canadian-stones", test_canadian_stones);
  ADD ("fischer-cap", test_fischer_cap);
  ADD ("undo-takes-both", test_undo_takes_both);
  ADD ("pause", test_pause);
  ADD ("pause-notified", test_pause_notified);
  ADD ("counting-stops", test_counting_stops);
  ADD ("flag-fall", test_flag_fall);
  ADD ("flag-fall-in-byo-yomi", test_flag_fall_in_byo_yomi);
  ADD ("flag-fall-looking-back", test_flag_fall_looking_back);
  ADD ("move-after-flag", test_move_after_flag);
  ADD ("ticks", test_ticks);
  ADD ("no-clock", test_no_clock);
  ADD ("reopened-record", test_reopened_record);
  ADD ("unusable-recorded-time", test_unusable_recorded_time);
  ADD ("draft-state", test_draft_state);
  ADD ("engine-runs-out", test_engine_runs_out);
#undef ADD

  return g_test_run ();
}
