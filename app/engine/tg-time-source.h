/* tg-time-source.h: where a running clock gets the time and its alarms —
 * the monotonic clock and the main loop in the app (TgMonotonicTime), a
 * time the test moves by hand in the tests — so that a clock runs the
 * same way in both and a test of a 60-minute game takes no time.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef void (*TgAlarmFunc) (gpointer user_data);

#define TG_TYPE_TIME_SOURCE (tg_time_source_get_type ())
G_DECLARE_INTERFACE (TgTimeSource, tg_time_source, TG, TIME_SOURCE, GObject)

struct _TgTimeSourceInterface
{
  GTypeInterface parent_iface;

  gint64 (*get_now)      (TgTimeSource *self);
  guint  (*add_alarm)    (TgTimeSource *self,
                          gint64        at,
                          TgAlarmFunc   func,
                          gpointer      user_data);
  void   (*remove_alarm) (TgTimeSource *self,
                          guint         id);
};

/* Microseconds, on the clock tg_clock_* calls take. */
gint64        tg_time_source_get_now      (TgTimeSource *self);
/* Calls @func once, from the main loop, when the time is @at or later
 * (at once for a time already past).  Returns an id above 0. */
guint         tg_time_source_add_alarm    (TgTimeSource *self,
                                           gint64        at,
                                           TgAlarmFunc   func,
                                           gpointer      user_data);
/* An alarm not yet called is never called. */
void          tg_time_source_remove_alarm (TgTimeSource *self,
                                           guint         id);

G_END_DECLS
