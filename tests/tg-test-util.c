/* tg-test-util.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-util.h"

char *
tg_test_corpus_path (const char *first_element,
                     ...)
{
  const char *corpus = g_getenv ("TG_CORPUS");
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  const char *element;
  va_list args;

  /* The corpus is shared data beside the project; tests that need it must
   * fail loudly rather than pass without it. */
  g_assert_nonnull (corpus);
  g_ptr_array_add (parts, (gpointer) corpus);
  va_start (args, first_element);
  for (element = first_element; element != NULL; element = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) element);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  return g_build_filenamev ((char **) parts->pdata);
}
