/* tg-monotonic-time.h: the time source of the app: g_get_monotonic_time ()
 * and GLib timeouts of the default main context.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-time-source.h"

G_BEGIN_DECLS

#define TG_TYPE_MONOTONIC_TIME (tg_monotonic_time_get_type ())
G_DECLARE_FINAL_TYPE (TgMonotonicTime, tg_monotonic_time, TG, MONOTONIC_TIME, GObject)

TgTimeSource *tg_monotonic_time_new (void);

G_END_DECLS
