/* tg-line-reader.h: lines of bounded length from a stream, read
 * asynchronously, for the engines' pipes.
 *
 * GDataInputStream grows its buffer until it finds a newline, so one
 * engine line of 64 MB became 64 MB here, then a 64 MB string in every
 * handler.  This reader never holds more than its limit and one read.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _TgLineReader TgLineReader;

/* What to do with a line longer than the limit. */
typedef enum
{
  TG_LINE_READER_FAIL,   /* end with G_IO_ERROR_MESSAGE_TOO_LARGE */
  TG_LINE_READER_CUT,    /* deliver its first bytes, drop the rest */
} TgLineReaderOverflow;

/* @line is NUL-terminated, without its "\n"; it may hold a "\r" and any
 * bytes, valid UTF-8 or not.  It lives until the callback returns. */
typedef void (*TgLineReaderLineFunc) (char       *line,
                                      gsize       length,
                                      gpointer    user_data);
/* The stream ended (@error NULL), failed, or sent a line over the limit.
 * Nothing follows.  Not called after tg_line_reader_free(). */
typedef void (*TgLineReaderEndFunc)  (const GError *error,
                                      gpointer      user_data);

/* Starts reading @stream at @priority.  Lines of more than @max_line
 * bytes are handled as @overflow says.  A last line without a newline is
 * delivered before the end. */
TgLineReader *tg_line_reader_new   (GInputStream          *stream,
                                    gsize                  max_line,
                                    TgLineReaderOverflow   overflow,
                                    int                    priority,
                                    TgLineReaderLineFunc   line_func,
                                    TgLineReaderEndFunc    end_func,
                                    gpointer               user_data);
/* Stops reading: no callback runs after this, even when called from one. */
void          tg_line_reader_free  (TgLineReader          *reader);

G_END_DECLS
