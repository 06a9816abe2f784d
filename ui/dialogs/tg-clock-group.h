/* tg-clock-group.h: the New Game dialog's clock: a preset (none, the
 * rules' tournament setting first, casual, blitz) or custom values for
 * each system — sudden death, byo-yomi, Canadian, Fischer with an
 * optional cap.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-clock.h"

G_BEGIN_DECLS

#define TG_TYPE_CLOCK_GROUP (tg_clock_group_get_type ())
G_DECLARE_FINAL_TYPE (TgClockGroup, tg_clock_group, TG, CLOCK_GROUP, AdwPreferencesGroup)

/* Signals:
 *   changed: the clock chosen changed (or became valid or invalid). */

/* The clock chosen; FALSE with the reason (shown in the group too) when
 * the custom values make none. */
gboolean      tg_clock_group_get_settings (TgClockGroup          *self,
                                           TgClockSettings       *settings,
                                           GError               **error);
/* Shows @settings: its preset when one has them, else the custom rows. */
void          tg_clock_group_set_settings (TgClockGroup          *self,
                                           const TgClockSettings *settings);

G_END_DECLS
