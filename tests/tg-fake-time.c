/* tg-fake-time.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-fake-time.h"

typedef struct
{
  guint       id;
  gint64      at;
  TgAlarmFunc func;
  gpointer    user_data;
} Alarm;

struct _TgFakeTime
{
  GObject  parent_instance;

  gint64   now;
  guint    last_id;
  GArray  *alarms;   /* Alarm, in the order they were added */
};

static void tg_fake_time_iface_init (TgTimeSourceInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TgFakeTime, tg_fake_time, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TG_TYPE_TIME_SOURCE,
                                                      tg_fake_time_iface_init))

static gint64
get_now (TgTimeSource *source)
{
  return TG_FAKE_TIME (source)->now;
}

static guint
add_alarm (TgTimeSource *source,
           gint64        at,
           TgAlarmFunc   func,
           gpointer      user_data)
{
  TgFakeTime *self = TG_FAKE_TIME (source);
  Alarm alarm = { ++self->last_id, at, func, user_data };

  g_array_append_val (self->alarms, alarm);
  return alarm.id;
}

static void
remove_alarm (TgTimeSource *source,
              guint         id)
{
  TgFakeTime *self = TG_FAKE_TIME (source);

  for (guint i = 0; i < self->alarms->len; i++)
    if (g_array_index (self->alarms, Alarm, i).id == id)
      {
        g_array_remove_index (self->alarms, i);
        return;
      }
}

static void
tg_fake_time_iface_init (TgTimeSourceInterface *iface)
{
  iface->get_now = get_now;
  iface->add_alarm = add_alarm;
  iface->remove_alarm = remove_alarm;
}

TgFakeTime *
tg_fake_time_new (void)
{
  return g_object_new (TG_TYPE_FAKE_TIME, NULL);
}

void
tg_fake_time_advance (TgFakeTime *self,
                      gint64      delta)
{
  gint64 end = self->now + delta;

  for (;;)
    {
      guint first = G_MAXUINT;
      Alarm alarm;

      for (guint i = 0; i < self->alarms->len; i++)
        if (g_array_index (self->alarms, Alarm, i).at <= end
            && (first == G_MAXUINT
                || g_array_index (self->alarms, Alarm, i).at
                   < g_array_index (self->alarms, Alarm, first).at))
          first = i;
      if (first == G_MAXUINT)
        break;
      alarm = g_array_index (self->alarms, Alarm, first);
      g_array_remove_index (self->alarms, first);
      self->now = MAX (self->now, alarm.at);
      alarm.func (alarm.user_data);
    }
  self->now = end;
}

void
tg_fake_time_jump (TgFakeTime *self,
                   gint64      delta)
{
  self->now += delta;
}

guint
tg_fake_time_get_n_alarms (TgFakeTime *self)
{
  return self->alarms->len;
}

static void
tg_fake_time_finalize (GObject *object)
{
  g_array_unref (TG_FAKE_TIME (object)->alarms);
  G_OBJECT_CLASS (tg_fake_time_parent_class)->finalize (object);
}

static void
tg_fake_time_class_init (TgFakeTimeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tg_fake_time_finalize;
}

static void
tg_fake_time_init (TgFakeTime *self)
{
  self->now = 3600 * G_GINT64_CONSTANT (1000000);
  self->alarms = g_array_new (FALSE, FALSE, sizeof (Alarm));
}
