/* test-match.c: the match controller (TgMatch), GTK-free, against the
 * fake engine (TG_FAKE_GTP): a person against an engine, engines against
 * each other, an engine that crashes, lies or floods in the middle of a
 * game, takebacks against an engine, setup stones in the middle of the
 * line, hints, pauses, the clock's commands, and what each engine heard
 * (its log of commands).
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
#include "tg-test-match.h"
#include "tg-test-util.h"
#include "tg-test-wait.h"

typedef struct
{
  TgColor color;
  TgPoint point;
} Moved;

typedef struct
{
  char      *dir;
  GPtrArray *logs;          /* paths to remove */
  TgGame    *game;
  TgMatch   *match;

  GArray    *moved;         /* Moved */
  TgColor    resigned;
  TgColor    failed_color;
  char      *failed_name;
  char      *failure;
  guint      n_failures;
  guint      n_hints;
  TgPoint    hint;
  char      *hint_name;
  guint      n_dead_signals;
  guint      dead_count;
  guint      n_settled;
  gboolean   agreed;
} Fixture;

static void
on_engine_moved (TgMatch *match,
                 TgColor  color,
                 TgPoint  point,
                 Fixture *fixture)
{
  Moved moved = { color, point };

  g_array_append_val (fixture->moved, moved);
}

static void
on_engine_resigned (TgMatch *match,
                    TgColor  color,
                    Fixture *fixture)
{
  fixture->resigned = color;
}

static void
on_engine_failed (TgMatch    *match,
                  TgColor     color,
                  const char *name,
                  const char *message,
                  Fixture    *fixture)
{
  fixture->n_failures++;
  fixture->failed_color = color;
  g_free (fixture->failed_name);
  fixture->failed_name = g_strdup (name);
  g_free (fixture->failure);
  fixture->failure = g_strdup (message);
}

static void
on_hint (TgMatch    *match,
         TgPoint     point,
         const char *name,
         Fixture    *fixture)
{
  fixture->n_hints++;
  fixture->hint = point;
  g_free (fixture->hint_name);
  fixture->hint_name = g_strdup (name);
}

static void
on_dead_stones (TgMatch    *match,
                const char *name,
                guint       count,
                Fixture    *fixture)
{
  fixture->n_dead_signals++;
  fixture->dead_count = count;
}

static void
on_settled (TgMatch  *match,
            gboolean  agreed,
            guint     count,
            Fixture  *fixture)
{
  fixture->n_settled++;
  fixture->agreed = agreed;
}

/* The match of @game (taken), watched. */
static void
start_match (Fixture *fixture,
             TgGame  *game)
{
  fixture->game = game;
  tg_game_set_takebacks (game, TRUE);
  fixture->match = tg_match_new (game);
  g_signal_connect (fixture->match, "engine-moved", G_CALLBACK (on_engine_moved), fixture);
  g_signal_connect (fixture->match, "engine-resigned", G_CALLBACK (on_engine_resigned), fixture);
  g_signal_connect (fixture->match, "engine-failed", G_CALLBACK (on_engine_failed), fixture);
  g_signal_connect (fixture->match, "hint", G_CALLBACK (on_hint), fixture);
  g_signal_connect (fixture->match, "dead-stones", G_CALLBACK (on_dead_stones), fixture);
  g_signal_connect (fixture->match, "settled", G_CALLBACK (on_settled), fixture);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("tengen-match-XXXXXX", &error);
  g_assert_no_error (error);
  fixture->logs = g_ptr_array_new_with_free_func (g_free);
  fixture->moved = g_array_new (FALSE, FALSE, sizeof (Moved));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_object (&fixture->match);
  g_clear_object (&fixture->game);
  for (guint i = 0; i < fixture->logs->len; i++)
    g_unlink (fixture->logs->pdata[i]);
  g_rmdir (fixture->dir);
  g_free (fixture->dir);
  g_ptr_array_unref (fixture->logs);
  g_array_unref (fixture->moved);
  g_free (fixture->failed_name);
  g_free (fixture->failure);
  g_free (fixture->hint_name);
}

/* A fake engine, not started (the match starts it), logging what it
 * hears to @log in the fixture's folder. */
static TgEngine *
fake (Fixture    *fixture,
      const char *options,
      const char *log)
{
  g_autofree char *path = g_build_filename (fixture->dir, log, NULL);
  g_autofree char *command = g_strdup_printf ("'%s' --log='%s' %s", g_getenv ("TG_FAKE_GTP"),
                                              path, options);
  g_autoptr(GError) error = NULL;
  TgEngine *engine = tg_engine_new_from_command_line (command, &error);

  g_assert_no_error (error);
  g_ptr_array_add (fixture->logs, g_steal_pointer (&path));
  return engine;
}

/* What the engine heard, once it has answered everything. */
static char *
read_log (Fixture    *fixture,
          TgEngine   *engine,
          const char *log)
{
  g_autofree char *path = g_build_filename (fixture->dir, log, NULL);
  char *contents = NULL;

  while (tg_engine_process_get_running (TG_ENGINE_PROCESS (engine)) &&
         tg_engine_process_get_n_pending (TG_ENGINE_PROCESS (engine)) > 0)
    g_main_context_iteration (NULL, TRUE);
  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return g_strdup ("");
  return contents;
}

static guint
count_lines (const char *text,
             const char *line)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    n += g_str_equal (lines[i], line);
  return n;
}

static gboolean
one_engine_move (gconstpointer data)
{
  const Fixture *fixture = data;

  return fixture->moved->len >= 1;
}

static gboolean
two_engine_moves (gconstpointer data)
{
  const Fixture *fixture = data;

  return fixture->moved->len >= 2;
}

static gboolean
three_engine_moves (gconstpointer data)
{
  const Fixture *fixture = data;

  return fixture->moved->len >= 3;
}

static gboolean
failed (gconstpointer data)
{
  const Fixture *fixture = data;

  return fixture->n_failures > 0;
}

static gboolean
finished (gconstpointer data)
{
  const Fixture *fixture = data;

  return tg_game_get_phase (fixture->game) == TG_PHASE_FINISHED;
}

static gboolean
counted_by_engine (gconstpointer data)
{
  const Fixture *fixture = data;

  return fixture->n_dead_signals > 0;
}

static gboolean
hinted (gconstpointer data)
{
  const Fixture *fixture = data;

  return fixture->n_hints > 0;
}

static void
set_white_engine (Fixture  *fixture,
                  TgEngine *engine,
                  const char *name)
{
  TgMatchPlayer white = { engine, name, NULL };

  tg_match_set_players (fixture->match, NULL, &white);
}

static Moved
nth_moved (Fixture *fixture,
           guint    n)
{
  g_assert_cmpuint (n, <, fixture->moved->len);
  return g_array_index (fixture->moved, Moved, n);
}

/* A person plays Black, the engine White: the engine's answer is played
 * in the game as a step of its own, and it is the person's turn again. */
static void
test_person_against_engine (Fixture       *fixture,
                            gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=normal", "white.log");
  g_autofree char *log = NULL;

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  set_white_engine (fixture, white, "Fake");
  g_assert_true (tg_match_get_engine (fixture->match, TG_WHITE) == white);
  g_assert_null (tg_match_get_engine (fixture->match, TG_BLACK));
  g_assert_cmpstr (tg_match_get_engine_name (fixture->match, TG_WHITE), ==, "Fake");
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (white)));
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_EMPTY);

  tg_test_play (fixture->game, "E5");
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_WHITE);
  tg_test_wait_until (one_engine_move, fixture);
  /* The fake plays the first free point in reading order. */
  g_assert_cmpint (nth_moved (fixture, 0).color, ==, TG_WHITE);
  g_assert_cmpint (nth_moved (fixture, 0).point, ==, tg_test_point (fixture->game, "A9"));
  tg_test_assert_board (tg_game_get_board (fixture->game),
                        "O . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . X . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n"
                        ". . . . . . . . .\n");
  g_assert_cmpint (tg_game_get_to_move (fixture->game), ==, TG_BLACK);
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_EMPTY);
  g_assert_false (tg_match_get_thinking (fixture->match));

  /* A step of its own: the model's undo takes back only the answer, and
   * the engine, told so, is asked again. */
  g_assert_true (tg_game_undo (fixture->game));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 1);
  tg_test_wait_until (two_engine_moves, fixture);
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 2);
  log = read_log (fixture, white, "white.log");
  g_assert_cmpstr (log, ==,
                   "name\nversion\nlist_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                   "play B E5\ngenmove W\nundo\ngenmove W\n");
}

/* Two engines play a game out on 5×5, each asked only for its colour;
 * with engines-settle they count it too, and agree. */
static void
test_engines_settle (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TgEngine) black = fake (fixture, "--mode=normal", "black.log");
  g_autoptr(TgEngine) white = fake (fixture, "--mode=normal", "white.log");
  TgMatchPlayer black_player = { black, "Black Fake", NULL };
  TgMatchPlayer white_player = { white, "White Fake", NULL };
  g_autofree char *black_log = NULL;
  g_autofree char *white_log = NULL;
  TgScore score;
  g_autofree char *points = NULL;

  start_match (fixture, tg_game_new (5, TG_RULES_WMSG, 0.5, 0));
  tg_match_set_engines_settle (fixture->match, TRUE);
  tg_match_set_players (fixture->match, &black_player, &white_player);
  tg_test_wait_until (finished, fixture);

  g_assert_cmpuint (fixture->n_failures, ==, 0);
  g_assert_cmpuint (fixture->n_settled, ==, 1);
  g_assert_true (fixture->agreed);
  g_assert_cmpint (tg_game_get_end_reason (fixture->game), ==, TG_END_SCORE);
  tg_game_get_score (fixture->game, &score);
  points = tg_score_format_points (&score);
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, points);
  /* Every move of the record came from the engine of its colour. */
  g_assert_cmpuint (fixture->moved->len, ==, tg_game_get_move_number (fixture->game));
  for (guint i = 0; i < fixture->moved->len; i++)
    g_assert_cmpint (nth_moved (fixture, i).color, ==, i % 2 == 0 ? TG_BLACK : TG_WHITE);
  black_log = read_log (fixture, black, "black.log");
  white_log = read_log (fixture, white, "white.log");
  g_assert_cmpuint (count_lines (black_log, "genmove B"), ==, (fixture->moved->len + 1) / 2);
  g_assert_cmpuint (count_lines (black_log, "genmove W"), ==, 0);
  g_assert_cmpuint (count_lines (white_log, "genmove W"), ==, fixture->moved->len / 2);
  g_assert_cmpuint (count_lines (black_log, "final_status_list dead"), ==, 1);
  g_assert_cmpuint (count_lines (white_log, "final_status_list dead"), ==, 1);
}

/* The engines disagree on a dead stone: play resumes (spec §5.2), and two
 * passes after the resumption end the game with every stone alive. */
static void
test_engines_dispute (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(TgEngine) black = fake (fixture, "--mode=pass --dead=", "black.log");
  g_autoptr(TgEngine) white = fake (fixture, "--mode=pass --dead=A5", "white.log");
  TgMatchPlayer black_player = { black, "Black Fake", NULL };
  TgMatchPlayer white_player = { white, "White Fake", NULL };

  start_match (fixture, tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]KM[0.5]AB[aa]AW[ee])"));
  tg_match_set_engines_settle (fixture->match, TRUE);
  tg_match_set_players (fixture->match, &black_player, &white_player);
  tg_test_wait_until (finished, fixture);

  g_assert_cmpuint (fixture->n_settled, ==, 1);
  g_assert_false (fixture->agreed);
  g_assert_true (tg_game_get_resumed (fixture->game));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 4);
  g_assert_cmpuint (tg_point_set_count (tg_game_get_dead (fixture->game)), ==, 0);
}

/* One engine plays both colours, one process; counting is the people's:
 * its list of dead stones is marked and the game waits for them. */
static void
test_engine_both_colours (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(TgEngine) both = fake (fixture, "--mode=pass --dead=", "both.log");
  TgMatchPlayer player = { both, "Fake", NULL };
  g_autofree char *log = NULL;

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  tg_match_set_players (fixture->match, &player, &player);
  tg_test_wait_until (counted_by_engine, fixture);
  g_assert_cmpint (tg_game_get_phase (fixture->game), ==, TG_PHASE_COUNTING);
  g_assert_cmpuint (fixture->dead_count, ==, 0);
  tg_test_wait_until (tg_test_match_settled, fixture->match);
  g_assert_cmpint (tg_game_get_phase (fixture->game), ==, TG_PHASE_COUNTING);
  log = read_log (fixture, both, "both.log");
  g_assert_cmpstr (log, ==,
                   "name\nversion\nlist_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                   "genmove B\ngenmove W\nfinal_status_list dead\n");
}

/* The engine dies after two moves: the game stays as it was, the person
 * may play its colour; restarted, a new process is brought up to the
 * game and asked again. */
static void
test_crash_mid_game (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=crash --good-moves=2", "white.log");
  g_autofree char *log = NULL;

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  set_white_engine (fixture, white, "Crashy");
  tg_test_play (fixture->game, "E5");
  tg_test_wait_until (one_engine_move, fixture);
  tg_test_play (fixture->game, "D4");
  tg_test_wait_until (two_engine_moves, fixture);
  tg_test_play (fixture->game, "C3");
  tg_test_wait_until (failed, fixture);

  g_assert_cmpint (fixture->failed_color, ==, TG_WHITE);
  g_assert_cmpstr (fixture->failed_name, ==, "Crashy");
  g_assert_cmpstr (fixture->failure, ==,
                   "The engine quit with exit status 3 after saying "
                   "“fake engine: out of memory”");
  g_assert_cmpstr (tg_match_get_failure (fixture->match, TG_WHITE), ==, fixture->failure);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (white)));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 5);
  /* No engine holds White's turn now: a person may take it. */
  g_assert_cmpint (tg_game_get_to_move (fixture->game), ==, TG_WHITE);
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_EMPTY);

  tg_match_restart_failed (fixture->match);
  g_assert_null (tg_match_get_failure (fixture->match, TG_WHITE));
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_WHITE);
  tg_test_wait_until (three_engine_moves, fixture);
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 6);
  log = read_log (fixture, white, "white.log");
  /* The second process heard the whole game. */
  g_assert_true (g_str_has_suffix (log, "genmove W\n"
                                        "name\nversion\n"
                                        "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"
                                        "play B E5\nplay W A9\nplay B D4\nplay W B9\nplay B C3\n"
                                        "genmove W\n"));
}

/* An engine that lies (an occupied point, after one honest move) or
 * floods (a 64 MB answer) stops playing, and the game is untouched. */
static void
test_liar_and_flood (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TgEngine) liar = fake (fixture, "--mode=illegal --good-moves=1", "liar.log");
  g_autoptr(TgEngine) flood = fake (fixture, "--mode=flood", "flood.log");

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  set_white_engine (fixture, liar, "Cheat");
  tg_test_play (fixture->game, "E5");
  tg_test_wait_until (one_engine_move, fixture);
  tg_test_play (fixture->game, "D4");
  tg_test_wait_until (failed, fixture);
  /* It answers with the first stone in reading order: its own. */
  g_assert_cmpstr (fixture->failure, ==, "The engine played A9, which is not empty");
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 3);
  g_assert_cmpint (tg_game_get_to_move (fixture->game), ==, TG_WHITE);
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_EMPTY);

  /* A person takes White over; the flood comes with Black's turn. */
  fixture->n_failures = 0;
  tg_match_set_players (fixture->match, &(TgMatchPlayer) { flood, "Flood", NULL }, NULL);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (liar)));
  tg_test_play (fixture->game, "F6");
  tg_test_wait_until (failed, fixture);
  g_assert_cmpint (fixture->failed_color, ==, TG_BLACK);
  g_assert_cmpstr (fixture->failure, ==,
                   "The engine wrote a line of more than 1 MB");
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (flood)));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 4);
}

/* Against an engine, Undo takes the engine's answer back with the move
 * it answered, and Redo brings both back. */
static void
test_undo_against_engine (Fixture       *fixture,
                          gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=normal", "white.log");

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  set_white_engine (fixture, white, "Fake");
  tg_test_play (fixture->game, "E5");
  tg_test_wait_until (one_engine_move, fixture);

  g_assert_true (tg_match_undo (fixture->match));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 0);
  g_assert_cmpint (tg_game_get_to_move (fixture->game), ==, TG_BLACK);
  /* The person's turn: the engine is not asked. */
  tg_test_wait_until (tg_test_match_settled, fixture->match);
  g_assert_false (tg_match_get_thinking (fixture->match));
  g_assert_cmpuint (fixture->moved->len, ==, 1);

  g_assert_true (tg_match_redo (fixture->match));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 2);
  g_assert_cmpint (tg_board_get (tg_game_get_board (fixture->game),
                                 tg_test_point (fixture->game, "A9")), ==, TG_WHITE);
  g_assert_cmpint (tg_game_get_to_move (fixture->game), ==, TG_BLACK);
}

/* A setup node in the middle of the line (AB A5 B5, AE D2) reaches the
 * engine: it plays around the stones the game has, not the ones it would
 * have had. */
static void
test_setup_mid_line (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=normal", "white.log");
  g_autofree char *log = NULL;

  start_match (fixture, tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[5]KM[0.5];B[cc];W[dd];"
                                               "AB[aa][ba]AE[dd];B[ee])"));
  tg_game_go_last (fixture->game);
  set_white_engine (fixture, white, "Fake");
  tg_test_wait_until (one_engine_move, fixture);
  tg_test_assert_board (tg_game_get_board (fixture->game),
                        "X X O . .\n"
                        ". . . . .\n"
                        ". . X . .\n"
                        ". . . . .\n"
                        ". . . . X\n");
  log = read_log (fixture, white, "white.log");
  g_assert_cmpstr (log, ==,
                   "name\nversion\nlist_commands\nboardsize 5\nclear_board\nkomi 0.5\n"
                   "play B A5\nplay B B5\nplay B C3\n"
                   "play B E1\ngenmove W\n");
}

/* Hints: from the opponent's engine, which takes its hint back, or from
 * the hint engine, started only when first needed. */
static void
test_hints (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=normal", "white.log");
  g_autoptr(TgEngine) helper = fake (fixture, "--mode=normal", "helper.log");

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  tg_match_set_hint_engine (fixture->match, helper, "Helper");
  set_white_engine (fixture, white, "Fake");
  g_assert_true (tg_match_request_hint (fixture->match));
  g_assert_true (tg_match_get_hint_pending (fixture->match));
  tg_test_wait_until (hinted, fixture);
  g_assert_false (tg_match_get_hint_pending (fixture->match));
  g_assert_cmpstr (fixture->hint_name, ==, "Fake");
  g_assert_cmpint (fixture->hint, ==, tg_test_point (fixture->game, "A9"));
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 0);
  g_assert_false (tg_engine_process_get_running (TG_ENGINE_PROCESS (helper)));

  /* The engine, which took its hint back, answers the person's move. */
  tg_test_play (fixture->game, "E5");
  tg_test_wait_until (one_engine_move, fixture);
  g_assert_cmpint (nth_moved (fixture, 0).point, ==, tg_test_point (fixture->game, "A9"));

  /* Between people, the hint engine. */
  tg_match_set_players (fixture->match, NULL, NULL);
  fixture->n_hints = 0;
  g_assert_true (tg_match_request_hint (fixture->match));
  tg_test_wait_until (hinted, fixture);
  g_assert_cmpstr (fixture->hint_name, ==, "Helper");
  g_assert_cmpint (fixture->hint, ==, tg_test_point (fixture->game, "B9"));
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (helper)));
}

static void
test_resign (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=resign", "white.log");

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  set_white_engine (fixture, white, "Quitter");
  tg_test_play (fixture->game, "E5");
  tg_test_wait_until (finished, fixture);
  g_assert_cmpint (fixture->resigned, ==, TG_WHITE);
  g_assert_cmpint (tg_game_get_end_reason (fixture->game), ==, TG_END_RESIGNATION);
  g_assert_cmpstr (tg_game_get_info (fixture->game, "RE"), ==, "B+R");
}

/* Paused, the engine is not asked; resumed, it is. */
static void
test_pause (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=normal", "white.log");

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  tg_match_set_paused (fixture->match, TRUE);
  set_white_engine (fixture, white, "Fake");
  tg_test_play (fixture->game, "E5");
  tg_test_wait_until (tg_test_match_settled, fixture->match);
  g_assert_cmpuint (fixture->moved->len, ==, 0);
  g_assert_false (tg_match_get_thinking (fixture->match));
  g_assert_cmpint (tg_match_get_engine_turn (fixture->match), ==, TG_WHITE);

  tg_match_set_paused (fixture->match, FALSE);
  tg_test_wait_until (one_engine_move, fixture);
  g_assert_cmpuint (tg_game_get_move_number (fixture->game), ==, 2);
}

/* With a clock, each engine hears its settings in the dialect it lists,
 * once, and the time left before each move asked. */
static void
test_clock_commands (Fixture       *fixture,
                     gconstpointer  data)
{
  static const struct { const char *dialect; const char *settings; } dialects[] = {
    { "standard", "time_settings 600 30 1" },
    { "kgs", "kgs-time_settings byoyomi 600 30 3" },
    { "katago", "kata-time_settings byoyomi 600 30 3" },
  };
  g_autoptr(TgFakeTime) time = tg_fake_time_new ();

  for (guint i = 0; i < G_N_ELEMENTS (dialects); i++)
    {
      g_autofree char *options = g_strdup_printf ("--mode=normal --time=%s", dialects[i].dialect);
      g_autofree char *log_name = g_strdup_printf ("%s.log", dialects[i].dialect);
      g_autoptr(TgEngine) white = fake (fixture, options, log_name);
      g_autofree char *log = NULL;
      g_autofree char *expected = NULL;

      g_clear_object (&fixture->match);
      g_clear_object (&fixture->game);
      g_array_set_size (fixture->moved, 0);
      TgGame *game = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);

      /* The clock is the record's. */
      tg_game_set_info (game, "TM", "600");
      tg_game_set_info (game, "OT", "3x30 byo-yomi");
      start_match (fixture, game);
      /* The time stands still: the engine has all it had. */
      tg_match_set_time_source (fixture->match, TG_TIME_SOURCE (time));
      set_white_engine (fixture, white, "Fake");
      tg_test_play (fixture->game, "E5");
      tg_test_wait_until (one_engine_move, fixture);
      tg_test_play (fixture->game, "D4");
      tg_test_wait_until (two_engine_moves, fixture);

      log = read_log (fixture, white, log_name);
      expected = g_strdup_printf ("play B E5\n%s\ntime_left W 600 0\ngenmove W\n"
                                  "play B D4\ntime_left W 600 0\ngenmove W\n",
                                  dialects[i].settings);
      g_assert_true (g_str_has_suffix (log, expected));
    }
}

/* A new game while the engine thinks about the old one: it is started
 * again, free at once for the new game. */
static void
test_new_game_while_thinking (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(TgEngine) white = fake (fixture, "--mode=hang", "white.log");
  g_autoptr(TgGame) next = tg_game_new (9, TG_RULES_WMSG, 6.5, 0);
  g_autofree char *log_path = g_build_filename (fixture->dir, "white.log", NULL);
  g_autofree char *log = NULL;

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  set_white_engine (fixture, white, "Thinker");
  tg_test_play (fixture->game, "E5");
  g_free (tg_test_wait_file_holds (log_path, "genmove W\n"));
  g_assert_true (tg_match_get_thinking (fixture->match));

  tg_match_set_game (fixture->match, next);
  g_assert_true (tg_match_get_game (fixture->match) == next);
  g_assert_false (tg_match_get_thinking (fixture->match));
  g_assert_true (tg_engine_process_get_running (TG_ENGINE_PROCESS (white)));
  g_assert_null (tg_match_get_failure (fixture->match, TG_WHITE));
  tg_test_wait_until (tg_test_match_settled, fixture->match);
  log = read_log (fixture, white, "white.log");
  g_assert_true (g_str_has_suffix (log, "play B E5\ngenmove W\n"
                                        "name\nversion\n"
                                        "list_commands\nboardsize 9\nclear_board\nkomi 6.5\n"));
}

/* Colours swapped between two engines: each goes on in its process. */
static void
test_swap_colours (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(TgEngine) first = fake (fixture, "--mode=normal", "first.log");
  g_autoptr(TgEngine) second = fake (fixture, "--mode=normal", "second.log");
  TgMatchPlayer one = { first, "First", NULL };
  TgMatchPlayer two = { second, "Second", NULL };
  g_autofree char *first_log = NULL;
  g_autofree char *second_log = NULL;

  start_match (fixture, tg_game_new (9, TG_RULES_WMSG, 6.5, 0));
  tg_match_set_paused (fixture->match, TRUE);
  tg_match_set_players (fixture->match, &one, &two);
  tg_match_set_players (fixture->match, &two, &one);
  g_assert_true (tg_match_get_engine (fixture->match, TG_BLACK) == second);
  g_assert_cmpstr (tg_match_get_engine_name (fixture->match, TG_WHITE), ==, "First");
  tg_match_set_paused (fixture->match, FALSE);
  tg_test_wait_until (two_engine_moves, fixture);
  tg_match_set_paused (fixture->match, TRUE);

  first_log = read_log (fixture, first, "first.log");
  second_log = read_log (fixture, second, "second.log");
  g_assert_cmpuint (count_lines (first_log, "list_commands"), ==, 1);
  g_assert_cmpuint (count_lines (second_log, "list_commands"), ==, 1);
  g_assert_cmpuint (count_lines (second_log, "genmove B"), >=, 1);
  g_assert_cmpuint (count_lines (second_log, "genmove W"), ==, 0);
  g_assert_cmpuint (count_lines (first_log, "genmove W"), >=, 1);
  g_assert_cmpuint (count_lines (first_log, "genmove B"), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* As both main()s do: an engine that dies fails a write, not the test. */
  signal (SIGPIPE, SIG_IGN);

#define ADD(path, func) \
  g_test_add ("/match/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("person-against-engine", test_person_against_engine);
  ADD ("engines-settle", test_engines_settle);
  ADD ("engines-dispute", test_engines_dispute);
  ADD ("engine-both-colours", test_engine_both_colours);
  ADD ("crash-mid-game", test_crash_mid_game);
  ADD ("liar-and-flood", test_liar_and_flood);
  ADD ("undo-against-engine", test_undo_against_engine);
  ADD ("setup-mid-line", test_setup_mid_line);
  ADD ("hints", test_hints);
  ADD ("resign", test_resign);
  ADD ("pause", test_pause);
  ADD ("clock-commands", test_clock_commands);
  ADD ("new-game-while-thinking", test_new_game_while_thinking);
  ADD ("swap-colours", test_swap_colours);
#undef ADD

  return g_test_run ();
}
