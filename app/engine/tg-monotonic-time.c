/* tg-monotonic-time.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-monotonic-time.h"

struct _TgMonotonicTime
{
  GObject     parent_instance;

  GHashTable *alarms;   /* GSource id → itself, those not yet called */
};

static void tg_monotonic_time_iface_init (TgTimeSourceInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TgMonotonicTime, tg_monotonic_time, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TG_TYPE_TIME_SOURCE,
                                                      tg_monotonic_time_iface_init))

typedef struct
{
  TgMonotonicTime *self;
  TgAlarmFunc      func;
  gpointer         user_data;
  guint            id;
} Alarm;

static gint64
get_now (TgTimeSource *source)
{
  return g_get_monotonic_time ();
}

static gboolean
alarm_cb (gpointer data)
{
  Alarm *alarm = data;

  g_hash_table_remove (alarm->self->alarms, GUINT_TO_POINTER (alarm->id));
  alarm->func (alarm->user_data);
  return G_SOURCE_REMOVE;
}

static guint
add_alarm (TgTimeSource *source,
           gint64        at,
           TgAlarmFunc   func,
           gpointer      user_data)
{
  TgMonotonicTime *self = TG_MONOTONIC_TIME (source);
  Alarm *alarm = g_new0 (Alarm, 1);
  gint64 delay = MAX (at - g_get_monotonic_time (), 0);

  alarm->self = self;
  alarm->func = func;
  alarm->user_data = user_data;
  /* Milliseconds rounded up: a clock's alarm never comes before its
   * time, when the display would still show the old text. */
  alarm->id = g_timeout_add_full (G_PRIORITY_DEFAULT, (guint) MIN ((delay + 999) / 1000, G_MAXUINT),
                                  alarm_cb, alarm, g_free);
  g_hash_table_add (self->alarms, GUINT_TO_POINTER (alarm->id));
  return alarm->id;
}

static void
remove_alarm (TgTimeSource *source,
              guint         id)
{
  TgMonotonicTime *self = TG_MONOTONIC_TIME (source);

  if (g_hash_table_remove (self->alarms, GUINT_TO_POINTER (id)))
    g_source_remove (id);
}

static void
tg_monotonic_time_iface_init (TgTimeSourceInterface *iface)
{
  iface->get_now = get_now;
  iface->add_alarm = add_alarm;
  iface->remove_alarm = remove_alarm;
}

TgTimeSource *
tg_monotonic_time_new (void)
{
  return g_object_new (TG_TYPE_MONOTONIC_TIME, NULL);
}

static void
remove_source (gpointer key,
               gpointer value,
               gpointer user_data)
{
  g_source_remove (GPOINTER_TO_UINT (key));
}

static void
tg_monotonic_time_finalize (GObject *object)
{
  TgMonotonicTime *self = TG_MONOTONIC_TIME (object);

  g_hash_table_foreach (self->alarms, remove_source, NULL);
  g_hash_table_unref (self->alarms);
  G_OBJECT_CLASS (tg_monotonic_time_parent_class)->finalize (object);
}

static void
tg_monotonic_time_class_init (TgMonotonicTimeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tg_monotonic_time_finalize;
}

static void
tg_monotonic_time_init (TgMonotonicTime *self)
{
  self->alarms = g_hash_table_new (NULL, NULL);
}
