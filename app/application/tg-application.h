/* tg-application.h: the Tengen application: windows, app actions, accelerators.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-session.h"

G_BEGIN_DECLS

#define TG_TYPE_APPLICATION (tg_application_get_type ())
G_DECLARE_FINAL_TYPE (TgApplication, tg_application, TG, APPLICATION, AdwApplication)

/* Tests pass G_APPLICATION_NON_UNIQUE so that they need no session bus. */
TgApplication *tg_application_new      (GApplicationFlags  flags);

G_END_DECLS
