/* fake-gtp-engine.c: a scripted GTP engine for the tests.
 *
 * It keeps a real board through the rules core so its moves are legal,
 * logs every command it receives (without ids) to --log, and misbehaves
 * on demand:
 *   --mode=normal   plays the first legal point that is not its own eye
 *   --mode=crash    exits with status 3 when asked for a move, after
 *                   saying "fake engine: out of memory" on stderr
 *   --mode=killed   is killed by SIGKILL when asked for a move
 *   --mode=hang     never answers a request for a move
 *   --mode=garbage  answers a request for a move with text that is not GTP
 *   --mode=illegal  answers a request for a move with an occupied point
 *   --mode=resign   resigns when asked for a move
 *   --mode=pass     always passes
 *   --mode=flood    answers a request for a move with one 64 MB line, and
 *                   an analysis with one 64 MB info line
 *   --mode=long-garbage  answers it with 5,000 characters that are not GTP
 *   --mode=long-move     answers it "=" and 5,000 characters that are no move
 *   --good-moves=N  answers the first N requests for a move as in normal
 *                   mode: the --mode starts after them (mid-game)
 *   --no-undo       does not know the undo command
 *   --time=standard|kgs|katago  lists and accepts the time commands of
 *                   that dialect (time_settings, kgs-time_settings,
 *                   kata-list_time_settings and kata-time_settings) and
 *                   time_left
 *   --dead=D4,E5    the answer to "final_status_list dead"
 *   --stderr-flood  writes a 3 MB line to stderr before answering "name"
 *
 * kata-analyze and lz-analyze stream "info" lines every interval until
 * the next line of input, as KataGo does.  What the fake "thinks" is
 * fixed, so tests know the truth: Black's winrate 0.7 and lead 5 points,
 * each later candidate 0.1 and 1 point worse for the side to move, and
 * Black owning the left half of the board (0.8), White the right.  It
 * reports them as KataGo would under
 *   --winrates-as=SIDETOMOVE|BLACK|WHITE   (SIDETOMOVE by default),
 * answers kata-get-param reportAnalysisWinratesAs with that only given
 *   --tell-perspective
 * ends a stream on its own after
 *   --analysis-limit=N   updates, as Leela Zero does at its visit limit,
 * refuses rootInfo, as KataGo before 1.15 does, with
 *   --no-root-info
 * exits in the middle of its Nth analysis with
 *   --crash-after=N
 * streams on whatever it is sent with
 *   --deaf
 * and thinks Black leads by the Nth of
 *   --leads=5,-2,8       after N moves (the last for any later), with a
 *                        winrate of 0.5 + lead / 40, instead of 5 and 0.7
 * reads its input at its own pace with
 *   --read-delay=US      a pause before each command it reads
 *   --stop-reading-after=N   reads N commands, then nothing more, ever
 * answers with the id of the next command with
 *   --wrong-id
 * never answers the first time it is asked
 *   --hang-on=CMD
 * loads before reading anything for
 *   --loading=N          tenths of a second, saying so on stderr each time
 * and writes its pid to a file, says why on stderr and quits with status
 * N before reading anything with
 *   --pid-file=FILE --quit-at-start=N
 * To speak GNU Go's analysis instead of kata-analyze and lz-analyze:
 *   --gnugo              estimate_score answers Black's lead as GNU Go
 *                        writes it ("B+6.0", "W+1.0", "0"), that of
 *                        --leads after the moves on its board (5 without);
 *                        top_moves_black and top_moves_white answer no move
 * To pass for another engine:
 *   --name=NAME          its answer to "name"
 *   --hide=CMD,CMD       commands it does not list (still answered)
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <math.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tg-board.h"
#include "tg-score.h"

typedef enum
{
  SIDE_TO_MOVE,
  BLACK_VIEW,
  WHITE_VIEW,
} Perspective;

typedef struct
{
  const char *mode;
  int         good_moves;
  GStrv       time_commands;
  gboolean    no_undo;
  const char *dead;
  gboolean    stderr_flood;
  Perspective perspective;
  gboolean    tell_perspective;
  int         analysis_limit;
  gboolean    no_root_info;
  int         crash_after;
  gboolean    deaf;
  GArray     *leads;      /* double, Black's lead after N moves, or NULL */
  gboolean    gnugo;
  int         analyses;
  const char *name;
  GStrv       hidden;
  int         read_delay_us;
  int         stop_reading_after;
  gboolean    wrong_id;
  char       *hang_on;
  FILE       *log;
  GPtrArray  *boards;   /* TgBoard *: the position before each move, for undo */
  GArray     *movers;   /* TgColor of each move, for undo */
  TgBoard    *board;
  TgColor     to_move;
} Fake;

/* stdin, read by hand: stdio's buffer would hide a command that arrived
 * while a stream runs from poll().  Read a few kilobytes at a time, as
 * stdio reads for an engine. */
#define READ_CHUNK 4096
static char input[65536];
static gsize input_len;

static gboolean
input_has_line (void)
{
  return memchr (input, '\n', input_len) != NULL;
}

/* Waits up to @timeout_ms for a line of input; TRUE when one is there. */
static gboolean
wait_for_input (int timeout_ms)
{
  struct pollfd fd = { 0, POLLIN, 0 };

  while (!input_has_line ())
    {
      gssize n;

      if (poll (&fd, 1, timeout_ms) <= 0)
        return FALSE;
      n = read (0, input + input_len, MIN (READ_CHUNK, sizeof input - input_len - 1));
      if (n <= 0)
        return TRUE;   /* end of input: reported by read_line */
      input_len += n;
    }
  return TRUE;
}

/* One line without its newline into @line; FALSE at the end of input. */
static gboolean
read_line (char  *line,
           gsize  size)
{
  char *newline;
  gsize length;

  while ((newline = memchr (input, '\n', input_len)) == NULL)
    {
      gssize n = read (0, input + input_len, MIN (READ_CHUNK, sizeof input - input_len - 1));

      if (n <= 0)
        return FALSE;
      input_len += n;
    }
  length = MIN ((gsize) (newline - input), size - 1);
  memcpy (line, input, length);
  line[length] = '\0';
  input_len -= newline - input + 1;
  memmove (input, newline + 1, input_len);
  return TRUE;
}

static gboolean wrong_id;

static void
reply (const char *id,
       gboolean    ok,
       const char *text)
{
  if (wrong_id && *id != '\0')
    printf ("%c%d %s\n\n", ok ? '=' : '?', atoi (id) + 1, text);
  else
    printf ("%c%s %s\n\n", ok ? '=' : '?', id, text);
  fflush (stdout);
}

/* Dies as an engine does, saying why on stderr first. */
static void
crash (void)
{
  fprintf (stderr, "fake engine: out of memory\n");
  exit (3);
}

static TgColor
parse_color (const char *word)
{
  if (word == NULL)
    return TG_EMPTY;
  if (g_ascii_strcasecmp (word, "b") == 0 || g_ascii_strcasecmp (word, "black") == 0)
    return TG_BLACK;
  if (g_ascii_strcasecmp (word, "w") == 0 || g_ascii_strcasecmp (word, "white") == 0)
    return TG_WHITE;
  return TG_EMPTY;
}

static void
new_board (Fake  *fake,
           guint  size)
{
  g_clear_pointer (&fake->board, tg_board_free);
  g_ptr_array_set_size (fake->boards, 0);
  g_array_set_size (fake->movers, 0);
  fake->board = tg_board_new (size);
  fake->to_move = TG_BLACK;
}

static void
play (Fake    *fake,
      TgColor  color,
      TgPoint  point)
{
  g_ptr_array_add (fake->boards, tg_board_copy (fake->board));
  g_array_append_val (fake->movers, color);
  tg_board_play (fake->board, color, point, NULL);
  fake->to_move = TG_OTHER (color);
}

/* A line of @length characters, written as it would be by an engine
 * gone mad: in pieces, without waiting for anyone. */
static void
write_long_line (FILE       *stream,
                 const char *start,
                 gsize       length)
{
  char piece[65536];

  memset (piece, 'x', sizeof piece);
  fputs (start, stream);
  for (gsize written = 0; written < length; written += sizeof piece)
    if (fwrite (piece, 1, MIN (sizeof piece, length - written), stream) == 0)
      return;
  fputs ("\n\n", stream);
  fflush (stream);
}

typedef struct
{
  TgColor  player;
  int      interval_cs;
  gboolean ownership;
  gboolean ownership_stdev;
  gboolean root_info;
  gboolean pv_visits;
} AnalyzeArgs;

/* KataGo's argument order: [player] [interval] then key value pairs. */
static gboolean
parse_analyze (Fake         *fake,
               char        **words,
               AnalyzeArgs  *args)
{
  guint i = 1;

  args->player = fake->to_move;
  args->interval_cs = 0;
  if (words[i] != NULL && parse_color (words[i]) != TG_EMPTY)
    args->player = parse_color (words[i++]);
  if (words[i] != NULL && g_ascii_isdigit (words[i][0]))
    args->interval_cs = atoi (words[i++]);
  for (; words[i] != NULL; i += 2)
    {
      const char *value = words[i + 1];

      if (value == NULL)
        return FALSE;
      if (g_str_equal (words[i], "interval"))
        args->interval_cs = atoi (value);
      else if (g_str_equal (words[i], "ownership"))
        args->ownership = g_str_equal (value, "true");
      else if (g_str_equal (words[i], "ownershipStdev"))
        args->ownership_stdev = g_str_equal (value, "true");
      else if (g_str_equal (words[i], "rootInfo") && !fake->no_root_info)
        args->root_info = g_str_equal (value, "true");
      else if (g_str_equal (words[i], "pvVisits"))
        args->pv_visits = g_str_equal (value, "true");
      else if (!g_str_equal (words[i], "minmoves") && !g_str_equal (words[i], "maxmoves"))
        return FALSE;
    }
  return TRUE;
}

/* -1 to turn a value for Black into one for the perspective reported. */
static int
report_sign (Fake    *fake,
             TgColor  player)
{
  if (fake->perspective == BLACK_VIEW)
    return 1;
  if (fake->perspective == WHITE_VIEW)
    return -1;
  return player == TG_BLACK ? 1 : -1;
}

/* What the fake thinks Black leads by, after the moves on its board. */
static double
black_lead (Fake *fake)
{
  if (fake->leads == NULL)
    return 5.0;
  return g_array_index (fake->leads, double, MIN (fake->movers->len, fake->leads->len - 1));
}

static void
write_update (Fake              *fake,
              const AnalyzeArgs *args,
              gboolean           leela,
              guint              update)
{
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  guint size = tg_board_get_size (fake->board);
  int sign = report_sign (fake, args->player);
  int mover = args->player == TG_BLACK ? 1 : -1;
  guint total = 0;
  char number[G_ASCII_DTOSTR_BUF_SIZE];
  char root_winrate[G_ASCII_DTOSTR_BUF_SIZE];
  char root_lead[G_ASCII_DTOSTR_BUF_SIZE];
  double base_lead = 5.0, base_winrate = 0.7;

  if (fake->leads != NULL)
    {
      base_lead = black_lead (fake);
      base_winrate = CLAMP (0.5 + base_lead / 40, 0.02, 0.98);
    }

  for (guint i = 0; i < tg_board_get_n_points (fake->board) && legal->len < 4; i++)
    {
      TgPoint point = tg_board_nth_point (fake->board, i);

      if (tg_board_check (fake->board, args->player, point, NULL) == TG_MOVE_OK)
        g_array_append_val (legal, point);
    }

  for (guint i = 0; i + 1 < legal->len; i++)
    {
      /* For Black, and worse for the mover with each candidate. */
      double winrate = CLAMP (base_winrate - mover * 0.1 * i, 0, 1);
      double lead = base_lead - mover * 1.0 * i;
      guint visits = 10 * update / (i + 1);
      g_autofree char *move = tg_board_point_to_gtp (fake->board, g_array_index (legal, TgPoint, i));
      g_autofree char *reply = tg_board_point_to_gtp (fake->board, g_array_index (legal, TgPoint, i + 1));

      if (sign < 0)
        {
          winrate = 1 - winrate;
          lead = -lead;
        }
      total += visits;
      if (leela)
        g_string_append_printf (line, "info move %s visits %u winrate %d prior %d lcb %d order %u pv %s %s ",
                                move, visits, (int) (winrate * 10000 + 0.5),
                                (int) (5000.0 / (i + 1)), (int) (winrate * 10000 + 0.5) - 100,
                                i, move, reply);
      else
        {
          g_string_append_printf (line, "info move %s visits %u edgeVisits %u utility 0.1 winrate %s",
                                  move, visits, visits,
                                  g_ascii_formatd (number, sizeof number, "%.6g", winrate));
          g_string_append_printf (line, " scoreMean %s scoreStdev 12.5",
                                  g_ascii_formatd (number, sizeof number, "%.6g", lead));
          g_string_append_printf (line, " scoreLead %s prior %s lcb 0.5 order %u pv %s %s ",
                                  g_ascii_formatd (number, sizeof number, "%.6g", lead),
                                  g_ascii_formatd (number, sizeof number, "%.6g", 0.5 / (i + 1)),
                                  i, move, reply);
          if (args->pv_visits)
            g_string_append_printf (line, "pvVisits %u %u ", visits, visits / 2);
        }
    }
  if (!leela && args->root_info)
    g_string_append_printf (line, "rootInfo visits %u winrate %s scoreLead %s ", total,
                            g_ascii_formatd (root_winrate, sizeof root_winrate, "%.6g",
                                             sign > 0 ? base_winrate : 1 - base_winrate),
                            g_ascii_formatd (root_lead, sizeof root_lead, "%.6g",
                                             sign * base_lead));
  if (!leela && args->ownership)
    {
      g_string_append (line, "ownership");
      for (guint y = 0; y < size; y++)
        for (guint x = 0; x < size; x++)
          g_string_append (line, 2 * x + 1 == size ? " 0" : (2 * x < size) == (sign > 0) ? " 0.8" : " -0.8");
      g_string_append_c (line, ' ');
    }
  if (!leela && args->ownership_stdev)
    {
      g_string_append (line, "ownershipStdev");
      for (guint i = 0; i < size * size; i++)
        g_string_append (line, " 0.1");
    }
  g_strchomp (line->str);
  printf ("%s\n", line->str);
  fflush (stdout);
}

/* Streams until input arrives (left for the main loop to read), or the
 * limit is reached, then ends the answer with an empty line. */
static void
analyze (Fake       *fake,
         const char *id,
         char      **words,
         gboolean    leela)
{
  AnalyzeArgs args = { 0 };

  if (!parse_analyze (fake, words, &args))
    {
      reply (id, FALSE, "Could not parse analyze arguments");
      return;
    }
  printf ("=%s\n", id);
  fflush (stdout);
  fake->analyses++;
  if (g_str_equal (fake->mode, "flood"))
    write_long_line (stdout, "info move ", 64 * 1024 * 1024);
  for (int update = 1; args.interval_cs > 0; update++)
    {
      if (fake->deaf)
        g_usleep (args.interval_cs * 10000);
      else if (wait_for_input (args.interval_cs * 10))
        break;
      write_update (fake, &args, leela, update);
      if (fake->crash_after > 0 && fake->analyses >= fake->crash_after)
        crash ();
      if (fake->analysis_limit > 0 && update >= fake->analysis_limit)
        break;
    }
  if (args.interval_cs <= 0)
    wait_for_input (-1);
  printf ("\n");
  fflush (stdout);
}

static char *
generate_move (Fake       *fake,
               const char *mode,
               TgColor     color)
{
  guint n = tg_board_get_n_points (fake->board);

  if (g_str_equal (mode, "illegal"))
    {
      for (guint i = 0; i < n; i++)
        if (tg_board_get (fake->board, tg_board_nth_point (fake->board, i)) != TG_EMPTY)
          return tg_board_point_to_gtp (fake->board, tg_board_nth_point (fake->board, i));
      return tg_board_point_to_gtp (fake->board, tg_board_nth_point (fake->board, 0));
    }
  if (g_str_equal (mode, "pass"))
    {
      play (fake, color, TG_PASS);
      return g_strdup ("pass");
    }

  for (guint i = 0; i < n; i++)
    {
      TgPoint point = tg_board_nth_point (fake->board, i);

      if (tg_board_check (fake->board, color, point, NULL) == TG_MOVE_OK &&
          !tg_board_is_eye (fake->board, point, color))
        {
          play (fake, color, point);
          return tg_board_point_to_gtp (fake->board, point);
        }
    }
  play (fake, color, TG_PASS);
  return g_strdup ("pass");
}

static gboolean
handle (Fake       *fake,
        const char *id,
        char      **words)
{
  const char *command = words[0];
  const char **known;
  static const char *analyze_known[] = {
    "protocol_version", "name", "version", "known_command", "list_commands",
    "boardsize", "clear_board", "komi", "play", "genmove", "fixed_handicap",
    "set_free_handicap", "final_status_list", "undo", "quit", "kata-analyze",
    "lz-analyze", "kata-get-param", "kata-set-rule", NULL
  };
  static const char *gnugo_known[] = {
    "protocol_version", "name", "version", "known_command", "list_commands",
    "boardsize", "clear_board", "komi", "play", "genmove", "fixed_handicap",
    "set_free_handicap", "final_status_list", "undo", "quit", "estimate_score",
    "top_moves_black", "top_moves_white", NULL
  };

  known = fake->gnugo ? gnugo_known : analyze_known;

  if (fake->hang_on != NULL && g_str_equal (command, fake->hang_on))
    {
      g_clear_pointer (&fake->hang_on, g_free);
      return TRUE;
    }
  if (g_str_equal (command, "quit"))
    {
      reply (id, TRUE, "");
      return FALSE;
    }
  if (g_strv_contains ((const char * const *) fake->time_commands, command))
    {
      reply (id, TRUE, "");
      return TRUE;
    }
  if (g_str_equal (command, "protocol_version"))
    reply (id, TRUE, "2");
  else if (g_str_equal (command, "name"))
    {
      if (fake->stderr_flood)
        write_long_line (stderr, "flood ", 3 * 1024 * 1024);
      reply (id, TRUE, fake->name);
    }
  else if (!fake->gnugo &&
           (g_str_equal (command, "kata-analyze") || g_str_equal (command, "lz-analyze")))
    analyze (fake, id, words, g_str_equal (command, "lz-analyze"));
  else if (fake->gnugo && g_str_equal (command, "estimate_score"))
    {
      double lead = black_lead (fake);
      char margin[G_ASCII_DTOSTR_BUF_SIZE];
      g_autofree char *score = NULL;

      g_ascii_formatd (margin, sizeof margin, "%.1f", fabs (lead));
      score = lead == 0 ? g_strdup ("0") : g_strdup_printf ("%c+%s", lead > 0 ? 'B' : 'W', margin);
      reply (id, TRUE, score);
    }
  else if (fake->gnugo &&
           (g_str_equal (command, "top_moves_black") || g_str_equal (command, "top_moves_white")))
    reply (id, TRUE, "");
  else if (g_str_equal (command, "kata-get-param"))
    {
      static const char *names[] = { "SIDETOMOVE", "BLACK", "WHITE" };

      if (fake->tell_perspective && words[1] != NULL &&
          g_str_equal (words[1], "reportAnalysisWinratesAs"))
        reply (id, TRUE, names[fake->perspective]);
      else
        reply (id, FALSE, "Invalid parameter");
    }
  else if (g_str_equal (command, "version"))
    reply (id, TRUE, "1.0");
  else if (g_str_equal (command, "list_commands"))
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; known[i] != NULL; i++)
        if (!(fake->no_undo && g_str_equal (known[i], "undo")) &&
            !g_strv_contains ((const char * const *) fake->hidden, known[i]))
          g_string_append_printf (list, "%s%s", list->len > 0 ? "\n" : "", known[i]);
      for (guint i = 0; fake->time_commands[i] != NULL; i++)
        g_string_append_printf (list, "\n%s", fake->time_commands[i]);
      reply (id, TRUE, list->str);
    }
  else if (g_str_equal (command, "known_command"))
    {
      gboolean is_known = words[1] != NULL && g_strv_contains (known, words[1]) &&
                          !(fake->no_undo && g_str_equal (words[1], "undo"));

      reply (id, TRUE, is_known ? "true" : "false");
    }
  else if (g_str_equal (command, "boardsize"))
    {
      guint size = words[1] != NULL ? (guint) atoi (words[1]) : 0;

      if (size < TG_MIN_SIZE || size > TG_MAX_SIZE)
        reply (id, FALSE, "unacceptable size");
      else
        {
          new_board (fake, size);
          reply (id, TRUE, "");
        }
    }
  else if (g_str_equal (command, "clear_board"))
    {
      new_board (fake, tg_board_get_size (fake->board));
      reply (id, TRUE, "");
    }
  else if (g_str_equal (command, "komi") || g_str_equal (command, "kata-set-rule"))
    reply (id, TRUE, "");
  else if (g_str_equal (command, "play"))
    {
      TgColor color = parse_color (words[1]);
      TgPoint point;

      if (color == TG_EMPTY || words[2] == NULL ||
          !tg_board_point_from_gtp (fake->board, words[2], &point) ||
          tg_board_check (fake->board, color, point, NULL) != TG_MOVE_OK)
        reply (id, FALSE, "illegal move");
      else
        {
          play (fake, color, point);
          reply (id, TRUE, "");
        }
    }
  else if (g_str_equal (command, "undo") && !fake->no_undo)
    {
      if (fake->boards->len == 0)
        reply (id, FALSE, "cannot undo");
      else
        {
          tg_board_free (fake->board);
          fake->board = g_ptr_array_steal_index (fake->boards, fake->boards->len - 1);
          fake->to_move = g_array_index (fake->movers, TgColor, fake->movers->len - 1);
          g_array_set_size (fake->movers, fake->movers->len - 1);
          reply (id, TRUE, "");
        }
    }
  else if (g_str_equal (command, "fixed_handicap"))
    {
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
      g_autoptr(GString) vertices = g_string_new (NULL);
      guint stones = words[1] != NULL ? (guint) atoi (words[1]) : 0;

      if (!tg_handicap_fixed_points (fake->board, stones, points))
        reply (id, FALSE, "invalid handicap");
      else
        {
          for (guint i = 0; i < points->len; i++)
            {
              g_autofree char *name =
                tg_board_point_to_gtp (fake->board, g_array_index (points, TgPoint, i));

              tg_board_set (fake->board, g_array_index (points, TgPoint, i), TG_BLACK);
              g_string_append_printf (vertices, "%s%s", i > 0 ? " " : "", name);
            }
          fake->to_move = TG_WHITE;
          reply (id, TRUE, vertices->str);
        }
    }
  else if (g_str_equal (command, "set_free_handicap"))
    {
      for (guint i = 1; words[i] != NULL; i++)
        {
          TgPoint point;

          if (tg_board_point_from_gtp (fake->board, words[i], &point))
            tg_board_set (fake->board, point, TG_BLACK);
        }
      fake->to_move = TG_WHITE;
      reply (id, TRUE, "");
    }
  else if (g_str_equal (command, "final_status_list"))
    {
      g_autofree char *dead = g_strdup (fake->dead != NULL ? fake->dead : "");

      g_strdelimit (dead, ",", ' ');
      reply (id, TRUE, words[1] != NULL && g_str_equal (words[1], "dead") ? dead : "");
    }
  else if (g_str_equal (command, "genmove"))
    {
      TgColor color = parse_color (words[1]);
      const char *mode = fake->good_moves-- > 0 ? "normal" : fake->mode;
      g_autofree char *move = NULL;

      if (g_str_equal (mode, "crash"))
        crash ();
      if (g_str_equal (mode, "killed"))
        kill (getpid (), SIGKILL);
      if (g_str_equal (mode, "hang"))
        return TRUE;
      if (g_str_equal (mode, "garbage"))
        {
          printf ("I think I'll play somewhere nice\n\n");
          fflush (stdout);
          return TRUE;
        }
      if (g_str_equal (mode, "long-garbage"))
        {
          write_long_line (stdout, "I think ", 5000);
          return TRUE;
        }
      if (g_str_equal (mode, "long-move"))
        {
          g_autofree char *start = g_strdup_printf ("=%s ", id);

          write_long_line (stdout, start, 5000);
          return TRUE;
        }
      if (g_str_equal (mode, "flood"))
        {
          write_long_line (stdout, "= ", 64 * 1024 * 1024);
          return TRUE;
        }
      if (g_str_equal (mode, "resign"))
        {
          reply (id, TRUE, "resign");
          return TRUE;
        }
      if (color == TG_EMPTY)
        {
          reply (id, FALSE, "invalid color");
          return TRUE;
        }
      move = generate_move (fake, mode, color);
      reply (id, TRUE, move);
    }
  else
    reply (id, FALSE, "unknown command");
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  Fake fake = { 0 };
  g_autofree char *mode = NULL;
  g_autofree char *log_path = NULL;
  g_autofree char *dead = NULL;
  g_autofree char *winrates_as = NULL;
  g_autofree char *name = NULL;
  g_autofree char *hide = NULL;
  g_autofree char *time = NULL;
  g_autofree char *leads = NULL;
  g_autofree char *pid_file = NULL;
  gboolean no_undo = FALSE;
  int loading = 0;
  int quit_at_start = -1;
  int commands = 0;
  GOptionEntry entries[] = {
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode, "How to behave", "MODE" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, "Where to log commands", "FILE" },
    { "dead", 0, 0, G_OPTION_ARG_STRING, &dead, "Answer to final_status_list dead", "POINTS" },
    { "no-undo", 0, 0, G_OPTION_ARG_NONE, &no_undo, "Do not support undo", NULL },
    { "good-moves", 0, 0, G_OPTION_ARG_INT, &fake.good_moves, "Normal moves before --mode", "N" },
    { "time", 0, 0, G_OPTION_ARG_STRING, &time, "Time commands known", "DIALECT" },
    { "stderr-flood", 0, 0, G_OPTION_ARG_NONE, &fake.stderr_flood, "Flood stderr", NULL },
    { "winrates-as", 0, 0, G_OPTION_ARG_STRING, &winrates_as, "Analysis perspective", "WHO" },
    { "tell-perspective", 0, 0, G_OPTION_ARG_NONE, &fake.tell_perspective,
      "Answer kata-get-param reportAnalysisWinratesAs", NULL },
    { "analysis-limit", 0, 0, G_OPTION_ARG_INT, &fake.analysis_limit,
      "Updates before a stream ends by itself", "N" },
    { "no-root-info", 0, 0, G_OPTION_ARG_NONE, &fake.no_root_info, "Refuse rootInfo", NULL },
    { "crash-after", 0, 0, G_OPTION_ARG_INT, &fake.crash_after, "Exit in this analysis", "N" },
    { "deaf", 0, 0, G_OPTION_ARG_NONE, &fake.deaf, "Never stop an analysis", NULL },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name, "The answer to name", "NAME" },
    { "hide", 0, 0, G_OPTION_ARG_STRING, &hide, "Commands not listed", "CMD,CMD" },
    { "leads", 0, 0, G_OPTION_ARG_STRING, &leads, "Black's lead after each move", "L,L" },
    { "gnugo", 0, 0, G_OPTION_ARG_NONE, &fake.gnugo, "Speak GNU Go's analysis", NULL },
    { "read-delay", 0, 0, G_OPTION_ARG_INT, &fake.read_delay_us, "Pause before each read", "US" },
    { "stop-reading-after", 0, 0, G_OPTION_ARG_INT, &fake.stop_reading_after,
      "Commands read before reading no more", "N" },
    { "wrong-id", 0, 0, G_OPTION_ARG_NONE, &fake.wrong_id, "Answer with the wrong id", NULL },
    { "hang-on", 0, 0, G_OPTION_ARG_STRING, &fake.hang_on, "Never answer this once", "CMD" },
    { "loading", 0, 0, G_OPTION_ARG_INT, &loading, "Tenths of a second to load", "N" },
    { "pid-file", 0, 0, G_OPTION_ARG_FILENAME, &pid_file, "Where to write the pid", "FILE" },
    { "quit-at-start", 0, 0, G_OPTION_ARG_INT, &quit_at_start, "Quit at once with this", "N" },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  char line[4096];

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }
  if (pid_file != NULL)
    {
      g_autofree char *pid = g_strdup_printf ("%d", (int) getpid ());

      g_file_set_contents (pid_file, pid, -1, NULL);
    }
  /* Before anything is allocated: the sanitizers' leak check runs at
   * this exit too. */
  if (quit_at_start >= 0)
    {
      fprintf (stderr, "fake engine: cannot load the model\n");
      return quit_at_start;
    }

  fake.mode = mode != NULL ? mode : "normal";
  fake.no_undo = no_undo;
  fake.dead = dead;
  if (winrates_as != NULL)
    fake.perspective = g_str_equal (winrates_as, "BLACK") ? BLACK_VIEW :
                       g_str_equal (winrates_as, "WHITE") ? WHITE_VIEW : SIDE_TO_MOVE;
  fake.name = name != NULL ? name : "Fake Engine";
  fake.hidden = g_strsplit (hide != NULL ? hide : "", ",", -1);
  if (g_strcmp0 (time, "standard") == 0)
    fake.time_commands = g_strsplit ("time_settings,time_left", ",", -1);
  else if (g_strcmp0 (time, "kgs") == 0)
    fake.time_commands = g_strsplit ("kgs-time_settings,time_left", ",", -1);
  else if (g_strcmp0 (time, "katago") == 0)
    fake.time_commands = g_strsplit ("kata-list_time_settings,kata-time_settings,time_left", ",", -1);
  else
    fake.time_commands = g_new0 (char *, 1);
  if (leads != NULL)
    {
      g_auto(GStrv) values = g_strsplit (leads, ",", -1);

      fake.leads = g_array_new (FALSE, FALSE, sizeof (double));
      for (guint i = 0; values[i] != NULL; i++)
        {
          double lead = g_ascii_strtod (values[i], NULL);

          g_array_append_val (fake.leads, lead);
        }
    }
  fake.boards = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_board_free);
  fake.movers = g_array_new (FALSE, FALSE, sizeof (TgColor));
  fake.board = tg_board_new (19);
  fake.to_move = TG_BLACK;
  if (log_path != NULL)
    fake.log = fopen (log_path, "a");
  wrong_id = fake.wrong_id;
  for (int i = 0; i < loading; i++)
    {
      fprintf (stderr, "fake engine: loading, %d%%\n", 100 * i / loading);
      g_usleep (100000);
    }
  fprintf (stderr, "fake engine ready (mode %s)\n", fake.mode);

  while (TRUE)
    {
      g_auto(GStrv) words = NULL;
      const char *id = "";
      char *text;

      if (fake.stop_reading_after > 0 && commands++ >= fake.stop_reading_after)
        for (;;)   /* until killed */
          pause ();
      if (fake.read_delay_us > 0)
        g_usleep (fake.read_delay_us);
      if (!read_line (line, sizeof line))
        break;
      text = g_strstrip (line);
      if (*text == '\0' || *text == '#')
        continue;
      /* Tengen numbers its commands; the log records them without ids so
       * tests can compare command sequences. */
      if (g_ascii_isdigit (text[0]))
        {
          id = text;
          text = strchr (text, ' ');
          if (text == NULL)
            text = (char *) id + strlen (id);
          else
            *text++ = '\0';
        }
      if (fake.log != NULL)
        {
          fprintf (fake.log, "%s\n", text);
          fflush (fake.log);
        }
      words = g_strsplit_set (text, " \t", -1);
      if (words[0] == NULL || *words[0] == '\0')
        reply (id, FALSE, "empty command");
      else if (!handle (&fake, id, words))
        break;
    }

  if (fake.log != NULL)
    fclose (fake.log);
  g_ptr_array_unref (fake.boards);
  g_array_unref (fake.movers);
  g_clear_pointer (&fake.leads, g_array_unref);
  g_strfreev (fake.hidden);
  g_free (fake.hang_on);
  g_strfreev (fake.time_commands);
  tg_board_free (fake.board);
  return 0;
}
