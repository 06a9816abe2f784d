/* tg-line-reader.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-line-reader.h"

#include <string.h>

/* What one read asks for; the buffer starts at this and doubles up to
 * the limit, so short lines never cost a megabyte. */
#define CHUNK (64 * 1024)

struct _TgLineReader
{
  /* The owner's reference and the pending read's: the read's callback
   * comes after tg_line_reader_free() with G_IO_ERROR_CANCELLED. */
  guint                 refs;
  gboolean              closed;

  GInputStream         *stream;
  GCancellable         *cancellable;
  gsize                 max_line;
  TgLineReaderOverflow  overflow;
  int                   priority;
  TgLineReaderLineFunc  line_func;
  TgLineReaderEndFunc   end_func;
  gpointer              user_data;

  char                 *buffer;
  gsize                 len;
  gsize                 capacity;
  /* The rest of a line that was cut is being dropped. */
  gboolean              skipping;
};

static void
reader_unref (TgLineReader *reader)
{
  if (--reader->refs > 0)
    return;
  g_object_unref (reader->stream);
  g_object_unref (reader->cancellable);
  g_free (reader->buffer);
  g_free (reader);
}

static void
finish (TgLineReader *reader,
        const GError *error)
{
  reader->closed = TRUE;
  reader->end_func (error, reader->user_data);
}

static void read_more (TgLineReader *reader);

/* Hands out every complete line in the buffer; FALSE when the reader was
 * closed by a callback. */
static gboolean
deliver_lines (TgLineReader *reader,
               gsize         scan_from)
{
  gsize start = 0;
  char *newline;

  while (!reader->closed &&
         (newline = memchr (reader->buffer + scan_from, '\n', reader->len - scan_from)) != NULL)
    {
      gsize end = newline - reader->buffer;

      *newline = '\0';
      if (reader->skipping)
        reader->skipping = FALSE;
      else
        reader->line_func (reader->buffer + start, end - start, reader->user_data);
      start = scan_from = end + 1;
    }
  if (reader->closed)
    return FALSE;
  memmove (reader->buffer, reader->buffer + start, reader->len - start);
  reader->len -= start;
  if (reader->skipping)
    reader->len = 0;
  return TRUE;
}

/* The buffer is full and holds no newline.  At its largest it holds a
 * line of the limit, its newline and a NUL. */
static gboolean
handle_full_buffer (TgLineReader *reader)
{
  gsize most = reader->max_line + 2;

  if (reader->capacity < most)
    {
      reader->capacity = MIN (reader->capacity * 2, most);
      reader->buffer = g_realloc (reader->buffer, reader->capacity);
      return TRUE;
    }
  if (reader->overflow == TG_LINE_READER_FAIL)
    {
      g_autoptr(GError) error =
        g_error_new (G_IO_ERROR, G_IO_ERROR_MESSAGE_TOO_LARGE,
                     "A line is longer than %" G_GSIZE_FORMAT " bytes", reader->max_line);

      finish (reader, error);
      return FALSE;
    }
  reader->buffer[reader->max_line] = '\0';
  reader->line_func (reader->buffer, reader->max_line, reader->user_data);
  reader->skipping = TRUE;
  reader->len = 0;
  return !reader->closed;
}

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  TgLineReader *reader = user_data;
  g_autoptr(GError) error = NULL;
  gssize n = g_input_stream_read_finish (G_INPUT_STREAM (source), result, &error);
  gsize scan_from = reader->len;

  if (reader->closed)
    {
      reader_unref (reader);
      return;
    }
  if (n < 0)
    finish (reader, error);
  else if (n == 0)
    {
      if (reader->len > 0 && !reader->skipping)
        {
          reader->buffer[reader->len] = '\0';
          reader->line_func (reader->buffer, reader->len, reader->user_data);
        }
      if (!reader->closed)
        finish (reader, NULL);
    }
  else
    {
      reader->len += n;
      if (deliver_lines (reader, scan_from) &&
          (reader->len + 1 < reader->capacity || handle_full_buffer (reader)))
        read_more (reader);
    }
  reader_unref (reader);
}

static void
read_more (TgLineReader *reader)
{
  /* A last line without a newline needs a byte for its NUL. */
  gsize room = MIN (reader->capacity - reader->len - 1, CHUNK);

  reader->refs++;
  g_input_stream_read_async (reader->stream, reader->buffer + reader->len, room,
                             reader->priority, reader->cancellable, on_read, reader);
}

TgLineReader *
tg_line_reader_new (GInputStream         *stream,
                    gsize                 max_line,
                    TgLineReaderOverflow  overflow,
                    int                   priority,
                    TgLineReaderLineFunc  line_func,
                    TgLineReaderEndFunc   end_func,
                    gpointer              user_data)
{
  TgLineReader *reader;

  g_return_val_if_fail (G_IS_INPUT_STREAM (stream), NULL);
  g_return_val_if_fail (max_line > 0, NULL);
  g_return_val_if_fail (line_func != NULL && end_func != NULL, NULL);

  reader = g_new0 (TgLineReader, 1);
  reader->refs = 1;
  reader->stream = g_object_ref (stream);
  reader->cancellable = g_cancellable_new ();
  reader->max_line = max_line;
  reader->overflow = overflow;
  reader->priority = priority;
  reader->line_func = line_func;
  reader->end_func = end_func;
  reader->user_data = user_data;
  reader->capacity = MIN (CHUNK, max_line + 2);
  reader->buffer = g_malloc (reader->capacity);
  read_more (reader);
  return reader;
}

void
tg_line_reader_free (TgLineReader *reader)
{
  if (reader == NULL)
    return;
  reader->closed = TRUE;
  g_cancellable_cancel (reader->cancellable);
  reader_unref (reader);
}
