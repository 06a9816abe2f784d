/* tg-test-match.h: when a match has done all it was going to do.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-match.h"

G_BEGIN_DECLS

/* Whether @match (a TgMatch) has looked at the game since it last
 * changed and each of its engines has answered all it was sent: what
 * the match was going to ask, it has asked, and been told.  A test waits
 * for this (tg_test_wait_until ()) before it says nothing happened. */
gboolean tg_test_match_settled (gconstpointer match);

G_END_DECLS
