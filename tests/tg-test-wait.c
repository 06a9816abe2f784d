/* tg-test-wait.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-wait.h"

#include <string.h>

#define LIMIT_USEC (60 * G_USEC_PER_SEC)
/* How often a condition the main loop does not wake up for is looked at. */
#define POLL_MS 2

static gboolean
keep_polling (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static gboolean
flag_set (gconstpointer data)
{
  return *(const gboolean *) data;
}

void
tg_test_wait_flag (const gboolean *flag)
{
  tg_test_wait_until (flag_set, flag);
}

void
tg_test_wait_until (TgTestCondition done,
                    gconstpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + LIMIT_USEC;
  /* A source that does nothing but wake the loop, so that the blocking
   * iteration below comes back to look at @done. */
  guint poll = g_timeout_add (POLL_MS, keep_polling, NULL);

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("waited %d s for what never came", (int) (LIMIT_USEC / G_USEC_PER_SEC));
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (poll);
}

void
tg_test_run_idle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

typedef struct
{
  const char *path;
  const char *text;
  char       *contents;
} FileWait;

static gboolean
file_holds (gconstpointer data)
{
  FileWait *wait = (FileWait *) data;

  g_clear_pointer (&wait->contents, g_free);
  return g_file_get_contents (wait->path, &wait->contents, NULL, NULL)
         && strstr (wait->contents, wait->text) != NULL;
}

char *
tg_test_wait_file_holds (const char *path,
                         const char *text)
{
  FileWait wait = { path, text, NULL };

  tg_test_wait_until (file_holds, &wait);
  return wait.contents;
}
