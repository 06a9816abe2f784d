/* tg-sgf-root.c: the root's properties, checked and repaired once a
 * game tree is read: GM, FF, SZ, KM, Fox's komi and result; and, when
 * asked, handicap stones put in the second node moved into the root.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf.h"
#include "tg-node-private.h"
#include "tg-sgf-private.h"
#include "tg-result.h"
#include "tg-score.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

/* SZ of the root as TgGame will read it; 0 for a board it cannot show. */
guint
tg_sgf_root_size (const TgNode *root)
{
  const char *value = tg_node_get_value (root, "SZ");
  g_autofree char *text = NULL;
  g_auto(GStrv) parts = NULL;
  guint64 size, rows;

  if (value == NULL)
    return 19;
  text = g_strstrip (g_strdup (value));
  parts = g_strsplit (text, ":", 3);
  if (parts[0] == NULL
      || !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, TG_MIN_SIZE, TG_MAX_SIZE,
                                      &size, NULL))
    return 0;
  if (parts[1] != NULL
      && (parts[2] != NULL
          || !g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 0, G_MAXUINT, &rows, NULL)
          || rows != size))
    return 0;
  return (guint) size;
}

static char *
trimmed_value (const TgNode *node,
               const char   *id)
{
  const char *value = tg_node_get_value (node, id);

  return value != NULL ? g_strstrip (g_strdup (value)) : NULL;
}

static gboolean
check_size (TgNode     *root,
            GPtrArray  *warnings,
            GError    **error)
{
  g_autofree char *text = trimmed_value (root, "SZ");
  g_autofree char *value = NULL;
  g_auto(GStrv) parts = NULL;
  guint64 size[2];
  guint n;

  if (text == NULL)
    return TRUE;
  value = tg_sgf_quote (text, 20);
  parts = g_strsplit (text, ":", 3);
  n = g_strv_length (parts);
  for (guint i = 0; i < n && n <= 2; i++)
    if (!g_ascii_string_to_unsigned (g_strstrip (parts[i]), 10, 0, 1000, &size[i], NULL))
      n = 0;
  if (n == 0 || n > 2)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_UNSUPPORTED,
                   _("Invalid board size SZ[%s]"), value);
      return FALSE;
    }
  if (n == 2 && size[0] != size[1])
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_UNSUPPORTED,
                   _("SZ[%s]: rectangular boards are not supported"), value);
      return FALSE;
    }
  if (size[0] < TG_MIN_SIZE || size[0] > TG_MAX_SIZE)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_UNSUPPORTED,
                   _("SZ[%s]: boards from %d×%d to %d×%d are supported"),
                   value, TG_MIN_SIZE, TG_MIN_SIZE, TG_MAX_SIZE, TG_MAX_SIZE);
      return FALSE;
    }
  if (n == 2)
    {
      g_autofree char *square = g_strdup_printf ("%u", (guint) size[0]);

      tg_sgf_warn (warnings, _("SZ[%s] read as SZ[%s]"), value, square);
      tg_node_set_value (root, "SZ", square);
    }
  return TRUE;
}

static gboolean
value_contains (const TgNode *node,
                const char   *id,
                const char   *needle)
{
  const TgProp *prop = tg_node_get_prop (node, id);

  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    {
      g_autofree char *lower = g_ascii_strdown (prop->values[i], -1);

      if (strstr (lower, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

/* Whether Black's margin @margin can come out of an area count with
 * @komi on a @size board: the two areas add up to the board, so
 * 2 × Black's area = N² + komi + handicap compensation + margin, and an
 * area is whole or, with points shared in seki, a half. */
static gboolean
plausible_margin (double margin,
                  double komi,
                  guint  handicap,
                  guint  size)
{
  double twice_area = (double) size * size + komi + (handicap >= 2 ? handicap : 0) + margin;

  return fabs (twice_area - round (twice_area)) < 1e-9;
}

/* Fox's result under Chinese rules, in stones, as points: doubled only
 * where the reading is certain — the doubled margin is one an area
 * count with this komi can give and the margin as written is not.
 * Otherwise it stays as written, and the reader is told why. */
static void
fix_fox_result (TgNode     *root,
                const char *re,
                double      komi,
                guint       handicap,
                guint       size,
                GPtrArray  *warnings)
{
  TgResult result;
  double sign;
  gboolean as_read, doubled;
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  g_autofree char *points = NULL;

  tg_result_parse (re, &result);
  if (result.kind != TG_RESULT_SCORE)
    return;
  sign = result.winner == TG_BLACK ? 1 : -1;
  as_read = plausible_margin (sign * result.margin, komi, handicap, size);
  doubled = plausible_margin (sign * result.margin * 2, komi, handicap, size);
  g_ascii_formatd (buffer, sizeof buffer, "%g", komi);
  if (as_read && !doubled)
    return;
  if (as_read)
    {
      tg_sgf_warn (warnings,
                   _("RE[%s] may count points or Fox’s stones (komi %s): kept as written"),
                   re, buffer);
      return;
    }
  if (!doubled)
    {
      tg_sgf_warn (warnings,
                   _("RE[%s] is no margin an area count with komi %s gives, in points or in Fox’s stones: kept as written"),
                   re, buffer);
      return;
    }
  g_ascii_formatd (buffer, sizeof buffer, "%g", result.margin * 2);
  points = g_strdup_printf ("%c+%s", result.winner == TG_BLACK ? 'B' : 'W', buffer);
  tg_sgf_warn (warnings, _("RE[%s] counts stones (Fox, Chinese rules): read as %s"), re, points);
  tg_node_set_value (root, "RE", points);
}

/* Fox (野狐, AP[foxwq] or AP[YuanYu]) writes komi times 100, and under
 * Chinese rules counts komi and results in stones, half a point each of
 * the other rules' points: KM[375] is 3¾ stones, 7.5 points; KM[750]
 * under Japanese rules is 7.5 points.  KM[0] (HA[1], no komi) stays 0.
 * Not every such record counts in stones, though: some have KM[7.50],
 * already points, and RE[W+2.50] with it. */
static void
fix_fox (TgNode    *root,
         GPtrArray *warnings)
{
  g_autofree char *km = NULL;
  g_autofree char *re = NULL;
  g_autofree char *rules = NULL;
  g_autofree char *ha = NULL;
  gboolean chinese;
  gint64 hundredths;
  guint64 handicap = 0;
  double komi = 0;
  guint size = tg_sgf_root_size (root);
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (!value_contains (root, "AP", "foxwq") && !value_contains (root, "AP", "yuanyu"))
    return;
  km = trimmed_value (root, "KM");
  re = trimmed_value (root, "RE");
  rules = trimmed_value (root, "RU");
  ha = trimmed_value (root, "HA");
  if (rules != NULL)
    {
      char *lower = g_ascii_strdown (rules, -1);

      g_free (rules);
      rules = lower;
    }
  chinese = rules != NULL && (strstr (rules, "chinese") != NULL || strcmp (rules, "cn") == 0);
  if (ha != NULL)
    g_ascii_string_to_unsigned (ha, 10, 0, TG_MAX_POINTS, &handicap, NULL);

  if (km != NULL && g_ascii_string_to_signed (km, 10, -100000, 100000, &hundredths, NULL)
      && ABS (hundredths) >= 50)
    {
      komi = hundredths / 100.0 * (chinese ? 2 : 1);
      g_ascii_formatd (buffer, sizeof buffer, "%g", komi);
      if (chinese)
        tg_sgf_warn (warnings, _("KM[%s] is Fox's komi in hundredths of stones: read as %s points"),
                     km, buffer);
      else
        tg_sgf_warn (warnings, _("KM[%s] is Fox's komi times 100: read as %s"), km, buffer);
      tg_node_set_value (root, "KM", buffer);
    }
  else if (km == NULL || tg_sgf_parse_decimal (km, &komi) == TG_SGF_NUMBER_INVALID)
    komi = 0;

  if (chinese && size > 0)
    fix_fox_result (root, re, komi, handicap, size, warnings);
}

/* KM that tg_sgf_read_komi () refuses, or reads as another text. */
static void
check_komi (TgNode    *root,
            GPtrArray *warnings)
{
  const char *km = tg_node_get_value (root, "KM");
  guint size = tg_sgf_root_size (root);
  g_autofree char *quoted = NULL;
  double komi;
  TgSgfNumber status;

  if (km == NULL || size == 0)
    return;
  status = tg_sgf_read_komi (km, size, &komi);
  if (status == TG_SGF_NUMBER_OK)
    return;
  quoted = tg_sgf_quote (km, 20);
  if (status == TG_SGF_NUMBER_COMMA)
    {
      char buffer[G_ASCII_DTOSTR_BUF_SIZE];

      tg_sgf_warn (warnings, _("KM[%s] has a decimal comma: read as %s"), quoted,
                   g_ascii_formatd (buffer, sizeof buffer, "%g", komi));
    }
  else if (status == TG_SGF_NUMBER_INVALID)
    tg_sgf_warn (warnings, _("KM[%s] is not a decimal number: ignored, as if there were no komi"),
                 quoted);
  else
    tg_sgf_warn (warnings,
                 _("KM[%s] is beyond the ±%g a %u×%u board allows: ignored, as if there were no komi"),
                 quoted, tg_rules_max_komi (size), size, size);
}

/* Fox puts the handicap stones in a second node of their own; a reader
 * that looks for them in the root, where HA announces them, finds them
 * there once moved. */
void
tg_sgf_normalize (TgNode    *root,
                  GPtrArray *warnings)
{
  g_autofree char *ha = trimmed_value (root, "HA");
  guint64 handicap;
  TgNode *second;
  const TgProp *stones;

  if (ha == NULL || !g_ascii_string_to_unsigned (ha, 10, 2, 1000, &handicap, NULL)
      || tg_node_has_prop (root, "AB") || tg_node_has_prop (root, "AW")
      || tg_node_get_n_children (root) != 1)
    return;
  second = tg_node_get_child (root, 0);
  if (!tg_node_has_prop (second, "AB") || tg_node_has_prop (second, "B")
      || tg_node_has_prop (second, "W"))
    return;

  stones = tg_node_get_prop (second, "AB");
  for (guint i = 0; i < stones->n_values; i++)
    tg_node_add_value (root, "AB", stones->values[i]);
  tg_node_unset (second, "AB");
  tg_sgf_warn (warnings, _("Handicap stones moved from the second node to the root"));

  if (second->n_props == 0)
    {
      tg_node_take (second);
      while (tg_node_get_n_children (second) > 0)
        tg_node_append_child (root, tg_node_take (tg_node_get_child (second, 0)));
      tg_node_free (second);
    }
}

gboolean
tg_sgf_check_root (TgNode     *root,
                   GPtrArray  *warnings,
                   GError    **error)
{
  g_autofree char *gm = trimmed_value (root, "GM");
  g_autofree char *ff = trimmed_value (root, "FF");
  guint64 format;

  if (gm != NULL && strcmp (gm, "1") != 0)
    {
      g_autofree char *quoted = tg_sgf_quote (gm, 20);

      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_NOT_GO,
                   _("This is not a Go record: GM[%s] is another game"), quoted);
      return FALSE;
    }
  if (ff != NULL && !g_ascii_string_to_unsigned (ff, 10, 1, 4, &format, NULL))
    {
      g_autofree char *quoted = tg_sgf_quote (ff, 20);

      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_UNSUPPORTED,
                   _("File format FF[%s] is not supported (FF[1] to FF[4] are)"), quoted);
      return FALSE;
    }
  if (!check_size (root, warnings, error))
    return FALSE;
  fix_fox (root, warnings);
  check_komi (root, warnings);
  return TRUE;
}
