/* tg-first-frame.h: when the first window first reaches the screen.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* With TENGEN_REPORT_FIRST_FRAME set in the environment, the first window
 * @application adds prints "first-frame <µs>" on stderr once its first
 * frame is painted, in g_get_monotonic_time (), and "document-shown <µs>"
 * once it has painted the first record with a file it shows (the one
 * given on the command line), its game tree included; then
 * "position-shown <µs> <µs>" for each frame painted after that record's
 * current node changed, with when the window last received a key or
 * button press.  Otherwise nothing. */
void          tg_first_frame_report    (GtkApplication *application);

G_END_DECLS
