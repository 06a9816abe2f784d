/* tg-fake-time.h: a time source for tests: the time stands still until
 * the test moves it, and moving it calls the alarms that come due, in
 * their order, each at its own time.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-time-source.h"

G_BEGIN_DECLS

#define TG_TYPE_FAKE_TIME (tg_fake_time_get_type ())
G_DECLARE_FINAL_TYPE (TgFakeTime, tg_fake_time, TG, FAKE_TIME, GObject)

/* Starts at an hour, so that nothing mistakes it for "no time". */
TgFakeTime   *tg_fake_time_new     (void);
/* Moves the time on by @delta µs, calling each alarm due on the way. */
void          tg_fake_time_advance (TgFakeTime *self,
                                    gint64      delta);
/* Moves the time on without calling the alarms due: a main loop that
 * comes late to them.  The next advance calls them. */
void          tg_fake_time_jump    (TgFakeTime *self,
                                    gint64      delta);
/* Alarms waiting. */
guint         tg_fake_time_get_n_alarms (TgFakeTime *self);

G_END_DECLS
