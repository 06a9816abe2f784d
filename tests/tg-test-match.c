/* tg-test-match.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-test-match.h"

#include "tg-match-private.h"

static gboolean
seat_idle (const TgMatchSeat *seat)
{
  TgEngineProcess *process = seat != NULL ? TG_ENGINE_PROCESS (seat->engine) : NULL;

  return process == NULL || !tg_engine_process_get_running (process)
         || tg_engine_process_get_n_pending (process) == 0;
}

gboolean
tg_test_match_settled (gconstpointer match)
{
  const TgMatch *self = match;

  /* Every reply and every command sent schedules a look at the game. */
  return self->evaluate_source == 0 && seat_idle (self->seats[0]) && seat_idle (self->seats[1])
         && seat_idle (self->hint_seat);
}
