/* tg-sgf-load.c: reading a record from a file, within a size that a
 * record can have.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf.h"

#include <glib/gi18n.h>

/* The largest collections people keep are a few tens of megabytes; one
 * of 256 MB, read, takes about 4 GB of nodes.  Past this is no record
 * but /dev/zero, a pipe that never ends or a disk image named .sgf, and
 * reading it whole would end in an aborted allocation. */
#define MAX_FILE_SIZE (256 * 1000 * 1000)
#define CHUNK (1024 * 1024)

static void
set_too_large (GError **error)
{
  g_autofree char *limit = g_format_size (MAX_FILE_SIZE);

  g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_TOO_LARGE,
               _("The file holds more than %s, more than a game record can: it was not read"),
               limit);
}

/* The file's bytes, NULL and @error beyond MAX_FILE_SIZE: a regular
 * file's size is looked at first, anything else (a device, a pipe) is
 * read until it ends or passes the limit. */
static GBytes *
load_bytes (GFile         *file,
            GCancellable  *cancellable,
            GError       **error)
{
  g_autoptr(GFileInputStream) input = g_file_read (file, cancellable, error);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GByteArray) bytes = NULL;
  gsize length = 0;

  if (input == NULL)
    return NULL;
  info = g_file_input_stream_query_info (input, G_FILE_ATTRIBUTE_STANDARD_SIZE ","
                                         G_FILE_ATTRIBUTE_STANDARD_TYPE, cancellable, NULL);
  if (info != NULL && g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
    {
      goffset size = g_file_info_get_size (info);

      if (size > MAX_FILE_SIZE)
        {
          set_too_large (error);
          return NULL;
        }
      /* The size read can have changed since: it is only a hint. */
      bytes = g_byte_array_sized_new (size + 1);
    }
  else
    bytes = g_byte_array_sized_new (CHUNK);

  for (;;)
    {
      gssize got;

      if (bytes->len - length < CHUNK)
        g_byte_array_set_size (bytes, length + CHUNK);
      got = g_input_stream_read (G_INPUT_STREAM (input), bytes->data + length,
                                 MIN ((gsize) bytes->len - length, MAX_FILE_SIZE + 1 - length),
                                 cancellable, error);
      if (got < 0)
        return NULL;
      if (got == 0)
        break;
      length += got;
      if (length > MAX_FILE_SIZE)
        {
          set_too_large (error);
          return NULL;
        }
    }
  g_byte_array_set_size (bytes, length);
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

GPtrArray *
tg_sgf_load_file (GFile         *file,
                  GPtrArray     *warnings,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize length;
  const char *data;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  bytes = load_bytes (file, cancellable, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &length);
  return tg_sgf_parse (data, length, warnings, error);
}
