/* tg-engines-page.h: the Engines page of the preferences: the engine
 * profiles, their settings, and a Test that talks to each.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define TG_TYPE_ENGINES_PAGE (tg_engines_page_get_type ())
G_DECLARE_FINAL_TYPE (TgEnginesPage, tg_engines_page, TG, ENGINES_PAGE, AdwPreferencesPage)

GtkWidget    *tg_engines_page_new      (void);

/* Starts the Test of the profile @id, as its row's button does; the
 * result shows on the page when the engine has answered. */
void          tg_engines_page_test     (TgEnginesPage *self,
                                        const char    *id);
/* The last Test's sentence ("GNU Go 3.8 answers; …"), or NULL while none
 * has finished. */
const char   *tg_engines_page_get_test_result (TgEnginesPage *self);

G_END_DECLS
