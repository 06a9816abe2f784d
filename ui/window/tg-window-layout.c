/* tg-window-layout.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-window-layout.h"

/* The least board a window keeps beside its panels. */
#define BOARD_MIN 96

struct _TgWindowLayout
{
  GtkWidget  parent_instance;

  GtkWidget *board;
  GtkWidget *info;
  GtkWidget *notes;
};

G_DEFINE_FINAL_TYPE (TgWindowLayout, tg_window_layout, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_INFO,
  PROP_NOTES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
least (GtkWidget      *widget,
       GtkOrientation  orientation,
       int             for_size)
{
  int minimum = 0;

  if (widget != NULL && gtk_widget_get_visible (widget))
    gtk_widget_measure (widget, orientation, for_size, &minimum, NULL, NULL, NULL);
  return minimum;
}

static void
place (GtkWidget *widget,
       int        x,
       int        y,
       int        width,
       int        height)
{
  if (widget != NULL && gtk_widget_get_visible (widget))
    gtk_widget_size_allocate (widget,
                              &(GtkAllocation) { x, y, MAX (width, 0), MAX (height, 0) }, -1);
}

static void
tg_window_layout_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  TgWindowLayout *self = TG_WINDOW_LAYOUT (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int column = MAX (TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH,
                        MAX (least (self->info, orientation, -1), least (self->notes, orientation, -1)));

      *minimum = BOARD_MIN + column;
      *natural = 600 + column;
    }
  else
    {
      *minimum = MAX (BOARD_MIN, least (self->info, orientation, -1) +
                                 least (self->notes, orientation, -1));
      *natural = 600;
    }
}

/* Whichever of beside and under gives the larger board.  The panels'
 * least room is fixed, not measured from what they hold, so that nothing
 * they show moves the board; what they hold scrolls or wraps instead. */
static void
tg_window_layout_size_allocate (GtkWidget *widget,
                                int        width,
                                int        height,
                                int        baseline)
{
  TgWindowLayout *self = TG_WINDOW_LAYOUT (widget);
  int beside = MIN (height, width - TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH);
  int under = MIN (width, height - TG_WINDOW_LAYOUT_PANEL_MIN_HEIGHT);

  if (beside >= under)
    {
      int side = MAX (beside, 0);
      int column = MIN (width - side, TG_WINDOW_LAYOUT_PANEL_MAX_WIDTH);
      int info_min = 0, info_nat = 0, info;

      if (self->info != NULL && gtk_widget_get_visible (self->info))
        gtk_widget_measure (self->info, GTK_ORIENTATION_VERTICAL, column, &info_min, &info_nat,
                            NULL, NULL);
      info = MAX (info_min, MIN (info_nat, height - least (self->notes, GTK_ORIENTATION_VERTICAL,
                                                           column)));
      place (self->board, (width - column - side) / 2, (height - side) / 2, side, side);
      place (self->info, width - column, 0, column, info);
      place (self->notes, width - column, info, column, height - info);
    }
  else
    {
      int side = MAX (under, 0);
      int band = height - side;
      int info = MIN (width, MAX (width / 2, least (self->info, GTK_ORIENTATION_HORIZONTAL, band)));

      place (self->board, (width - side) / 2, 0, side, side);
      place (self->info, 0, side, info, band);
      place (self->notes, info, side, width - info, band);
    }
}

static GtkWidget **
child_slot (TgWindowLayout *self,
            guint           prop_id)
{
  switch (prop_id)
    {
    case PROP_BOARD:
      return &self->board;
    case PROP_INFO:
      return &self->info;
    default:
      return &self->notes;
    }
}

static void
set_child (TgWindowLayout *self,
           guint           prop_id,
           GtkWidget      *child)
{
  GtkWidget **slot = child_slot (self, prop_id);

  if (*slot == child)
    return;
  g_clear_pointer (slot, gtk_widget_unparent);
  if (child != NULL)
    {
      GtkWidget *next = NULL;

      /* Children in the order board, info, notes: the order of focus. */
      if (prop_id == PROP_BOARD)
        next = self->info != NULL ? self->info : self->notes;
      else if (prop_id == PROP_INFO)
        next = self->notes;
      *slot = child;
      gtk_widget_insert_before (child, GTK_WIDGET (self), next);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
tg_window_layout_dispose (GObject *object)
{
  TgWindowLayout *self = TG_WINDOW_LAYOUT (object);

  g_clear_pointer (&self->board, gtk_widget_unparent);
  g_clear_pointer (&self->info, gtk_widget_unparent);
  g_clear_pointer (&self->notes, gtk_widget_unparent);

  G_OBJECT_CLASS (tg_window_layout_parent_class)->dispose (object);
}

static void
tg_window_layout_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TgWindowLayout *self = TG_WINDOW_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_BOARD:
    case PROP_INFO:
    case PROP_NOTES:
      g_value_set_object (value, *child_slot (self, prop_id));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_window_layout_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  TgWindowLayout *self = TG_WINDOW_LAYOUT (object);

  switch (prop_id)
    {
    case PROP_BOARD:
    case PROP_INFO:
    case PROP_NOTES:
      set_child (self, prop_id, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_window_layout_class_init (TgWindowLayoutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_window_layout_dispose;
  object_class->get_property = tg_window_layout_get_property;
  object_class->set_property = tg_window_layout_set_property;
  widget_class->measure = tg_window_layout_measure;
  widget_class->size_allocate = tg_window_layout_size_allocate;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INFO] =
    g_param_spec_object ("info", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTES] =
    g_param_spec_object ("notes", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "windowlayout");
}

static void
tg_window_layout_init (TgWindowLayout *self)
{
}
