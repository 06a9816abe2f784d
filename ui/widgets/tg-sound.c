/* tg-sound.c: the sounds of stones, from the app's resources.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sound.h"

#define N_SOUNDS (TG_SOUND_CAPTURE + 1)

struct _TgSound
{
  GObject parent_instance;

  GSettings *settings;
  /* Created on first play: opening a media file starts the media backend
   * (GStreamer), which nobody who keeps sounds off should pay for. */
  GtkMediaStream *streams[N_SOUNDS];
};

G_DEFINE_FINAL_TYPE (TgSound, tg_sound, G_TYPE_OBJECT)

static const char * const sound_paths[N_SOUNDS] = {
  RESOURCE_PREFIX "/sounds/move.ogg",
  RESOURCE_PREFIX "/sounds/capture.ogg",
};

void
tg_sound_play (TgSound     *self,
               TgSoundKind  kind)
{
  GtkMediaStream *stream;

  g_return_if_fail (TG_IS_SOUND (self));
  g_return_if_fail (kind < N_SOUNDS);

  if (!g_settings_get_boolean (self->settings, "sounds"))
    return;

  if (self->streams[kind] == NULL)
    self->streams[kind] = gtk_media_file_new_for_resource (sound_paths[kind]);
  stream = self->streams[kind];

  /* Without a media backend or an audio device the stream holds an
   * error; the game goes on in silence. */
  if (gtk_media_stream_get_error (stream) != NULL)
    return;

  /* Quick moves restart the click rather than queue behind it. */
  if (gtk_media_stream_get_playing (stream) || gtk_media_stream_get_ended (stream))
    {
      if (gtk_media_stream_is_seekable (stream))
        gtk_media_stream_seek (stream, 0);
    }
  gtk_media_stream_play (stream);
}

static void
tg_sound_dispose (GObject *object)
{
  TgSound *self = TG_SOUND (object);

  for (guint i = 0; i < N_SOUNDS; i++)
    g_clear_object (&self->streams[i]);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_sound_parent_class)->dispose (object);
}

static void
tg_sound_class_init (TgSoundClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tg_sound_dispose;
}

static void
tg_sound_init (TgSound *self)
{
  self->settings = g_settings_new (APP_ID);
}

TgSound *
tg_sound_new (void)
{
  return g_object_new (TG_TYPE_SOUND, NULL);
}
