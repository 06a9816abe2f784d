/* fuzz-sgf.c: libFuzzer target for the SGF reader and writer.
 *
 * Any input must parse or fail with an error; whatever parses must be
 * written as text that parses again, without repairs, to the same trees,
 * and writes back to the same text.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "tg-node-private.h"
#include "tg-sgf.h"

int LLVMFuzzerTestOneInput (const uint8_t *data,
                            size_t         size);

static void
strip_writer_props (TgNode *root)
{
  static const char * const owned[] = { "FF", "CA", "AP", "GM" };

  for (gsize i = 0; i < G_N_ELEMENTS (owned); i++)
    tg_node_unset (root, owned[i]);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) warnings2 = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) roots = tg_sgf_parse ((const char *) data, size, warnings, &error);
  g_autoptr(GPtrArray) again = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  if (roots == NULL)
    {
      if (error == NULL || error->domain != TG_SGF_ERROR || error->message[0] == '\0')
        g_error ("a failed parse must say why");
      return 0;
    }
  g_assert_null (error);
  g_assert_cmpuint (roots->len, >, 0);
  for (guint i = 0; i < warnings->len; i++)
    g_assert_true (g_utf8_validate (warnings->pdata[i], -1, NULL));

  text = tg_sgf_write (roots);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  again = tg_sgf_parse (text, strlen (text), warnings2, &error);
  if (again == NULL)
    g_error ("the written text does not parse: %s\n%s", error->message, text);
  if (warnings2->len > 0)
    g_error ("the written text needs repairs: %s\n%s", (char *) warnings2->pdata[0], text);
  g_assert_cmpuint (again->len, ==, roots->len);

  text2 = tg_sgf_write (again);
  if (strcmp (text, text2) != 0)
    g_error ("writing is not stable:\n%s\n---\n%s", text, text2);
  for (guint i = 0; i < roots->len; i++)
    {
      strip_writer_props (roots->pdata[i]);
      strip_writer_props (again->pdata[i]);
      if (!tg_node_tree_equal (roots->pdata[i], again->pdata[i]))
        g_error ("game %u changed in a round trip:\n%s", i + 1, text);
    }
  return 0;
}
