/* tg-time-source.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-time-source.h"

G_DEFINE_INTERFACE (TgTimeSource, tg_time_source, G_TYPE_OBJECT)

static void
tg_time_source_default_init (TgTimeSourceInterface *iface)
{
}

gint64
tg_time_source_get_now (TgTimeSource *self)
{
  g_return_val_if_fail (TG_IS_TIME_SOURCE (self), 0);

  return TG_TIME_SOURCE_GET_IFACE (self)->get_now (self);
}

guint
tg_time_source_add_alarm (TgTimeSource *self,
                          gint64        at,
                          TgAlarmFunc   func,
                          gpointer      user_data)
{
  g_return_val_if_fail (TG_IS_TIME_SOURCE (self), 0);
  g_return_val_if_fail (func != NULL, 0);

  return TG_TIME_SOURCE_GET_IFACE (self)->add_alarm (self, at, func, user_data);
}

void
tg_time_source_remove_alarm (TgTimeSource *self,
                             guint         id)
{
  g_return_if_fail (TG_IS_TIME_SOURCE (self));

  if (id != 0)
    TG_TIME_SOURCE_GET_IFACE (self)->remove_alarm (self, id);
}
