/* tg-board-text.c: positions and points as people and programs write
 * them — the ASCII diagrams of tests and `tengen-cli show`, GTP
 * coordinates, the names of illegal moves.  Kept apart from tg-board.c,
 * which holds the mechanics of play, and built on its public functions.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-board-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <string.h>

/* No I: Go boards skip it, lest it be taken for J. */
static const char gtp_columns[] = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

TgBoard *
tg_board_new_from_diagram (const char  *diagram,
                           GError     **error)
{
  g_autoptr(GString) points = g_string_new (NULL);
  guint size = 0;
  guint width = 0;
  guint row_width = 0;
  guint line = 1;
  TgBoard *board;

  g_return_val_if_fail (diagram != NULL, NULL);

  /* Rows are the non-blank lines; the board is square. */
  for (const char *c = diagram;; c++)
    {
      if (*c == '\n' || *c == '\0')
        {
          if (width > 0 && size++ == 0)
            row_width = width;
          if (width > 0 && width != row_width)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           "Diagram line %u has %u points, not %u",
                           line, width, row_width);
              return NULL;
            }
          width = 0;
          line++;
          if (*c == '\0')
            break;
        }
      else if (*c == 'X' || *c == 'O' || *c == '.' || *c == '+')
        {
          g_string_append_c (points, *c);
          width++;
        }
      else if (*c != ' ' && *c != '\t' && *c != '\r')
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       g_ascii_isprint (*c) ? "Diagram line %u: unexpected character '%c'"
                                            : "Diagram line %u: unexpected byte 0x%02x",
                       line, (guint8) *c);
          return NULL;
        }
    }

  if (size != row_width || size < TG_MIN_SIZE || size > TG_MAX_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   "Diagram has %u rows of %u points; boards are square, %d to %d lines",
                   size, row_width, TG_MIN_SIZE, TG_MAX_SIZE);
      return NULL;
    }

  board = tg_board_new (size);
  for (guint i = 0; i < points->len; i++)
    if (points->str[i] == 'X' || points->str[i] == 'O')
      tg_board_set (board, tg_board_nth_point (board, i),
                    points->str[i] == 'X' ? TG_BLACK : TG_WHITE);
  return board;
}

static void
append_columns (GString *out,
                guint    size)
{
  g_string_append (out, "   ");
  for (guint x = 0; x < size; x++)
    g_string_append_printf (out, " %c", gtp_columns[x]);
  g_string_append_c (out, '\n');
}

char *
tg_board_to_diagram (const TgBoard *board,
                     gboolean       coordinates)
{
  GString *out = g_string_new (NULL);
  guint size = tg_board_get_size (board);

  if (coordinates)
    append_columns (out, size);
  for (guint y = 0; y < size; y++)
    {
      if (coordinates)
        g_string_append_printf (out, "%3u", size - y);
      for (guint x = 0; x < size; x++)
        {
          TgColor c = tg_board_get (board, tg_board_point (board, x, y));

          if (coordinates || x > 0)
            g_string_append_c (out, ' ');
          g_string_append_c (out, c == TG_BLACK ? 'X' : c == TG_WHITE ? 'O' : '.');
        }
      if (coordinates)
        g_string_append_printf (out, " %u", size - y);
      g_string_append_c (out, '\n');
    }
  if (coordinates)
    append_columns (out, size);
  return g_string_free (out, FALSE);
}

char *
tg_board_point_to_gtp (const TgBoard *board,
                       TgPoint        point)
{
  if (point == TG_PASS)
    return g_strdup ("pass");
  g_return_val_if_fail (tg_board_is_on_board (board, point), g_strdup ("pass"));

  return g_strdup_printf ("%c%u",
                          gtp_columns[tg_board_point_x (board, point)],
                          tg_board_get_size (board) - tg_board_point_y (board, point));
}

gboolean
tg_board_point_from_gtp (const TgBoard *board,
                         const char    *text,
                         TgPoint       *point)
{
  guint size = tg_board_get_size (board);
  const char *column;
  guint64 row;
  char *end;

  if (text == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (text, "pass") == 0)
    {
      *point = TG_PASS;
      return TRUE;
    }
  if (text[0] == '\0' || text[1] < '1' || text[1] > '9')
    return FALSE;
  column = strchr (gtp_columns, g_ascii_toupper (text[0]));
  if (column == NULL)
    return FALSE;
  row = g_ascii_strtoull (text + 1, &end, 10);
  if (*end != '\0' || row < 1 || row > size || (guint) (column - gtp_columns) >= size)
    return FALSE;

  *point = tg_board_point (board, (guint) (column - gtp_columns), size - (guint) row);
  return TRUE;
}

const char *
tg_move_status_to_string (TgMoveStatus status)
{
  switch (status)
    {
    case TG_MOVE_OK:
      return "ok";
    case TG_MOVE_OCCUPIED:
      return "occupied";
    case TG_MOVE_SUICIDE:
      return "suicide";
    case TG_MOVE_SUPERKO:
      return "superko";
    case TG_MOVE_NOT_AT_END:
      return "not-at-end";
    case TG_MOVE_OFF_BOARD:
      return "off-board";
    case TG_MOVE_MALFORMED:
      return "malformed";
    case TG_MOVE_TWO_MOVES:
      return "two-moves";
    default:
      return "unknown";
    }
}

char *
tg_move_status_describe (TgMoveStatus status,
                         int          repeats_move,
                         gboolean     retakes_ko)
{
  switch (status)
    {
    case TG_MOVE_OK:
      return NULL;
    case TG_MOVE_OCCUPIED:
      return g_strdup (_("Occupied"));
    case TG_MOVE_SUICIDE:
      return g_strdup (_("Suicide"));
    case TG_MOVE_SUPERKO:
      if (retakes_ko)
        /* Translators: a ko may not be retaken before a move elsewhere */
        return g_strdup (_("Retakes the ko at once"));
      if (repeats_move <= 0)
        return g_strdup (_("Repeats the starting position"));
      return g_strdup_printf (_("Repeats the position after move %d"), repeats_move);
    case TG_MOVE_NOT_AT_END:
      return g_strdup (_("A game played by the rules goes on from its last move"));
    case TG_MOVE_OFF_BOARD:
      return g_strdup (_("Off the board"));
    case TG_MOVE_MALFORMED:
      return g_strdup (_("Not a point"));
    case TG_MOVE_TWO_MOVES:
      return g_strdup (_("Two moves in one node: only the first is played"));
    default:
      g_return_val_if_reached (NULL);
    }
}
