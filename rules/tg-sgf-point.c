/* tg-sgf-point.c: SGF point values, shared by the reader and the game model.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-sgf.h"

#include <string.h>

#include "tg-types.h"

/* FF[4] letters: 'a'–'z' are 0–25, 'A'–'Z' are 26–51. */
static int
letter_value (char c)
{
  if (c >= 'a' && c <= 'z')
    return c - 'a';
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 26;
  return -1;
}

static gboolean
parse_coordinates (const char *text,
                   gsize       length,
                   guint       size,
                   guint      *x,
                   guint      *y)
{
  int vx, vy;

  if (length != 2)
    return FALSE;
  vx = letter_value (text[0]);
  vy = letter_value (text[1]);
  if (vx < 0 || vy < 0 || (guint) vx >= size || (guint) vy >= size)
    return FALSE;
  *x = vx;
  *y = vy;
  return TRUE;
}

gboolean
tg_sgf_parse_point (const char *text,
                    guint       size,
                    guint      *x,
                    guint      *y,
                    gboolean   *pass)
{
  guint px = 0, py = 0;
  gboolean is_pass = FALSE;

  g_return_val_if_fail (text != NULL, FALSE);

  /* FF[3] wrote passes as "tt", which is an ordinary point from 20×20 on. */
  if (text[0] == '\0' || (size <= 19 && g_str_equal (text, "tt")))
    is_pass = TRUE;
  else if (!parse_coordinates (text, strlen (text), size, &px, &py))
    return FALSE;

  if (x != NULL)
    *x = px;
  if (y != NULL)
    *y = py;
  if (pass != NULL)
    *pass = is_pass;
  return TRUE;
}

char *
tg_sgf_format_point (guint x,
                     guint y)
{
  const char *letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

  g_return_val_if_fail (x < 52 && y < 52, NULL);

  return g_strdup_printf ("%c%c", letters[x], letters[y]);
}

/* Two letters naming a point beyond the board; anything else that
 * parse_coordinates () refuses is malformed. */
static TgMoveStatus
coordinates_status (const char *text,
                    gsize       length,
                    guint       size)
{
  guint x, y;

  if (parse_coordinates (text, length, size, &x, &y))
    return TG_MOVE_OK;
  if (length == 2 && letter_value (text[0]) >= 0 && letter_value (text[1]) >= 0)
    return TG_MOVE_OFF_BOARD;
  return TG_MOVE_MALFORMED;
}

TgMoveStatus
tg_sgf_point_status (const char *text,
                     guint       size,
                     gboolean    list)
{
  const char *colon;
  TgMoveStatus first;

  g_return_val_if_fail (text != NULL, TG_MOVE_MALFORMED);

  if (text[0] == '\0' || (!list && size <= 19 && g_str_equal (text, "tt")))
    return TG_MOVE_OK;
  colon = list ? strchr (text, ':') : NULL;
  if (colon == NULL)
    return coordinates_status (text, strlen (text), size);
  first = coordinates_status (text, colon - text, size);
  if (first == TG_MOVE_MALFORMED)
    return first;
  return MAX (first, coordinates_status (colon + 1, strlen (colon + 1), size));
}

gboolean
tg_sgf_expand_points (const char *text,
                      guint       size,
                      GArray     *indices)
{
  const char *colon;
  guint x1, y1, x2, y2;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (indices != NULL, FALSE);

  /* An empty value is FF[4]'s empty list (AE[] or TB[]). */
  if (text[0] == '\0')
    return TRUE;

  colon = strchr (text, ':');
  if (colon == NULL)
    {
      if (!parse_coordinates (text, strlen (text), size, &x1, &y1))
        return FALSE;
      x2 = x1;
      y2 = y1;
    }
  else if (!parse_coordinates (text, colon - text, size, &x1, &y1) ||
           !parse_coordinates (colon + 1, strlen (colon + 1), size, &x2, &y2))
    return FALSE;

  /* The specification wants upper-left then lower-right; programs that
   * swap the corners still mean the same rectangle. */
  for (guint y = MIN (y1, y2); y <= MAX (y1, y2); y++)
    for (guint x = MIN (x1, x2); x <= MAX (x1, x2); x++)
      {
        guint index = x + y * size;

        g_array_append_val (indices, index);
      }
  return TRUE;
}
