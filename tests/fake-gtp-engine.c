/* fake-gtp-engine.c: a scripted GTP engine for the tests.
 *
 * It keeps a real board through the rules core so its moves are legal,
 * logs every command it receives (without ids) to --log, and misbehaves
 * on demand:
 *   --mode=normal   plays the first legal point that is not its own eye
 *   --mode=crash    exits with status 3 when asked for a move
 *   --mode=hang     never answers a request for a move
 *   --mode=garbage  answers a request for a move with text that is not GTP
 *   --mode=illegal  answers a request for a move with an occupied point
 *   --mode=resign   resigns when asked for a move
 *   --mode=pass     always passes
 *   --no-undo       does not know the undo command
 *   --dead=D4,E5    the answer to "final_status_list dead"
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tg-board.h"
#include "tg-score.h"

typedef struct
{
  const char *mode;
  gboolean    no_undo;
  const char *dead;
  FILE       *log;
  GPtrArray  *boards;   /* TgBoard *: the position before each move, for undo */
  TgBoard    *board;
} Fake;

static void
reply (const char *id,
       gboolean    ok,
       const char *text)
{
  printf ("%c%s %s\n\n", ok ? '=' : '?', id, text);
  fflush (stdout);
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
  fake->board = tg_board_new (size);
}

static void
play (Fake    *fake,
      TgColor  color,
      TgPoint  point)
{
  g_ptr_array_add (fake->boards, tg_board_copy (fake->board));
  tg_board_play (fake->board, color, point, NULL);
}

static char *
generate_move (Fake    *fake,
               TgColor  color)
{
  guint n = tg_board_get_n_points (fake->board);

  if (g_str_equal (fake->mode, "illegal"))
    {
      for (guint i = 0; i < n; i++)
        if (tg_board_get (fake->board, tg_board_nth_point (fake->board, i)) != TG_EMPTY)
          return tg_board_point_to_gtp (fake->board, tg_board_nth_point (fake->board, i));
      return tg_board_point_to_gtp (fake->board, tg_board_nth_point (fake->board, 0));
    }
  if (g_str_equal (fake->mode, "pass"))
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
  static const char *known[] = {
    "protocol_version", "name", "version", "known_command", "list_commands",
    "boardsize", "clear_board", "komi", "play", "genmove", "fixed_handicap",
    "set_free_handicap", "final_status_list", "undo", "quit", NULL
  };

  if (g_str_equal (command, "quit"))
    {
      reply (id, TRUE, "");
      return FALSE;
    }
  if (g_str_equal (command, "protocol_version"))
    reply (id, TRUE, "2");
  else if (g_str_equal (command, "name"))
    reply (id, TRUE, "Fake Engine");
  else if (g_str_equal (command, "version"))
    reply (id, TRUE, "1.0");
  else if (g_str_equal (command, "list_commands"))
    {
      g_autoptr(GString) list = g_string_new (NULL);

      for (guint i = 0; known[i] != NULL; i++)
        if (!(fake->no_undo && g_str_equal (known[i], "undo")))
          g_string_append_printf (list, "%s%s", i > 0 ? "\n" : "", known[i]);
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
  else if (g_str_equal (command, "komi"))
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
      g_autofree char *move = NULL;

      if (g_str_equal (fake->mode, "crash"))
        exit (3);
      if (g_str_equal (fake->mode, "hang"))
        return TRUE;
      if (g_str_equal (fake->mode, "garbage"))
        {
          printf ("I think I'll play somewhere nice\n\n");
          fflush (stdout);
          return TRUE;
        }
      if (g_str_equal (fake->mode, "resign"))
        {
          reply (id, TRUE, "resign");
          return TRUE;
        }
      if (color == TG_EMPTY)
        {
          reply (id, FALSE, "invalid color");
          return TRUE;
        }
      move = generate_move (fake, color);
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
  g_autofree char *mode = NULL;
  g_autofree char *log_path = NULL;
  g_autofree char *dead = NULL;
  gboolean no_undo = FALSE;
  GOptionEntry entries[] = {
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode, "How to behave", "MODE" },
    { "log", 0, 0, G_OPTION_ARG_FILENAME, &log_path, "Where to log commands", "FILE" },
    { "dead", 0, 0, G_OPTION_ARG_STRING, &dead, "Answer to final_status_list dead", "POINTS" },
    { "no-undo", 0, 0, G_OPTION_ARG_NONE, &no_undo, "Do not support undo", NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  char line[4096];
  Fake fake = { 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      fprintf (stderr, "%s\n", error->message);
      return 2;
    }

  fake.mode = mode != NULL ? mode : "normal";
  fake.no_undo = no_undo;
  fake.dead = dead;
  fake.boards = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_board_free);
  fake.board = tg_board_new (19);
  if (log_path != NULL)
    fake.log = fopen (log_path, "a");
  fprintf (stderr, "fake engine ready (mode %s)\n", fake.mode);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto(GStrv) words = NULL;
      const char *id = "";
      char *text = g_strstrip (line);
      gboolean go_on;

      if (*text == '\0' || *text == '#')
        continue;
      words = g_strsplit_set (text, " \t", -1);
      /* Tengen numbers its commands; the log records them without ids so
       * tests can compare command sequences. */
      if (g_ascii_isdigit (words[0][0]))
        {
          id = words[0];
          text = strchr (text, ' ') != NULL ? strchr (text, ' ') + 1 : text + strlen (text);
        }
      if (fake.log != NULL)
        {
          fprintf (fake.log, "%s\n", text);
          fflush (fake.log);
        }
      {
        g_auto(GStrv) command = g_strsplit_set (text, " \t", -1);

        if (command[0] == NULL || *command[0] == '\0')
          {
            reply (id, FALSE, "empty command");
            continue;
          }
        go_on = handle (&fake, id, command);
      }
      if (!go_on)
        break;
    }

  if (fake.log != NULL)
    fclose (fake.log);
  g_ptr_array_unref (fake.boards);
  tg_board_free (fake.board);
  return 0;
}
