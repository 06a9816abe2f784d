/* tg-sound.h: the sounds of stones, from the app's resources.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  TG_SOUND_MOVE = 0,    /* a stone set down */
  TG_SOUND_CAPTURE,     /* prisoners taken off the board */
} TgSoundKind;

#define TG_TYPE_SOUND (tg_sound_get_type ())
G_DECLARE_FINAL_TYPE (TgSound, tg_sound, TG, SOUND, GObject)

/* Follows the "sounds" setting. */
TgSound      *tg_sound_new             (void);
/* Silent when sounds are off or the system cannot play them (no media
 * backend, no audio device): a missing sound is never an error. */
void          tg_sound_play            (TgSound      *self,
                                        TgSoundKind   kind);

G_END_DECLS
