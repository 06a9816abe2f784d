/* tg-sgf-number.c: numbers in SGF values, read strictly.
 *
 * SGF's Real is [+-]digits[.digits].  strtod () reads far more — hex,
 * "inf", "nan", exponents up to overflow — none of which a Go program
 * writes for komi, so all of it is refused.  European programs write a
 * decimal comma, which is read as the point it stands for.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-sgf.h"

#include <math.h>
#include <string.h>

#include "tg-score.h"

/* More digits than any komi has; keeps the value far from overflow. */
#define MAX_DIGITS 12

TgSgfNumber
tg_sgf_parse_decimal (const char *text,
                      double     *value)
{
  char buffer[2 * MAX_DIGITS + 4];
  gsize n = 0;
  guint digits = 0, fraction = 0;
  gboolean separator = FALSE, comma = FALSE;
  const char *p = text;

  g_return_val_if_fail (text != NULL && value != NULL, TG_SGF_NUMBER_INVALID);

  while (g_ascii_isspace (*p))
    p++;
  if (*p == '+' || *p == '-')
    buffer[n++] = *p++;
  for (; *p != '\0' && !g_ascii_isspace (*p); p++)
    {
      if (g_ascii_isdigit (*p))
        {
          if ((separator ? ++fraction : ++digits) > MAX_DIGITS)
            return TG_SGF_NUMBER_INVALID;
          buffer[n++] = *p;
        }
      else if ((*p == '.' || *p == ',') && !separator)
        {
          separator = TRUE;
          comma = *p == ',';
          buffer[n++] = '.';
        }
      else
        return TG_SGF_NUMBER_INVALID;
    }
  while (g_ascii_isspace (*p))
    p++;
  if (*p != '\0' || digits == 0 || (separator && fraction == 0))
    return TG_SGF_NUMBER_INVALID;
  buffer[n] = '\0';
  *value = g_ascii_strtod (buffer, NULL);
  return comma ? TG_SGF_NUMBER_COMMA : TG_SGF_NUMBER_OK;
}

TgSgfNumber
tg_sgf_read_komi (const char *text,
                  guint       size,
                  double     *komi)
{
  TgSgfNumber status;
  double value;

  g_return_val_if_fail (komi != NULL, TG_SGF_NUMBER_INVALID);

  *komi = 0.0;
  if (text == NULL)
    return TG_SGF_NUMBER_OK;
  status = tg_sgf_parse_decimal (text, &value);
  if (status == TG_SGF_NUMBER_INVALID)
    return status;
  /* Fox writes a hundred times the komi, a whole number, and under
   * Chinese rules in stones (375: 3¾ stones, 7.5 points); quarters are
   * how those show, since no point komi ends in .25 or .75. */
  if (fabs (value) >= 100 && strpbrk (text, ".,") == NULL)
    {
      value /= 100;
      if (fmod (fabs (value) * 4, 2) == 1)
        value *= 2;
    }
  if (fabs (value) > tg_rules_max_komi (size))
    return TG_SGF_NUMBER_OUT_OF_RANGE;
  *komi = value;
  return status;
}
