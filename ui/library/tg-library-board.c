/* tg-library-board.c: the pattern board of the library window.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-board.h"

#include "tg-library-explorer.h"

#include <glib/gi18n.h>
#include <string.h>

struct _TgLibraryBoard
{
  GtkWidget        parent_instance;

  guint            size;
  guint8           colors[TG_MAX_SIZE * TG_MAX_SIZE];
  guint            x, y, width, height;     /* the region */
  TgLibrarySummary summary;                 /* continuations by region cell */
  int              drag_x, drag_y;          /* where a region drag began */
};

G_DEFINE_FINAL_TYPE (TgLibraryBoard, tg_library_board, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_CHANGED,
  SIGNAL_CONTINUATION_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The grid's geometry in the widget: origin and spacing. */
static void
geometry (TgLibraryBoard *self, double *ox, double *oy, double *step)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));
  double side = MIN (w, h);

  *step = side / (self->size + 1);
  *ox = (w - side) / 2 + *step;
  *oy = (h - side) / 2 + *step;
}

static gboolean
point_at (TgLibraryBoard *self, double px, double py, guint *x, guint *y)
{
  double ox, oy, step;
  int ix, iy;

  geometry (self, &ox, &oy, &step);
  ix = (int) ((px - ox) / step + 0.5);
  iy = (int) ((py - oy) / step + 0.5);
  if (ix < 0 || iy < 0 || ix >= (int) self->size || iy >= (int) self->size)
    return FALSE;
  *x = ix;
  *y = iy;
  return TRUE;
}

static const TgLibraryContinuation *
continuation_at (TgLibraryBoard *self, guint x, guint y)
{
  guint cx, cy;

  if (!self->summary.continuations || x < self->x || y < self->y
      || x >= self->x + self->width || y >= self->y + self->height)
    return NULL;
  cx = x - self->x;
  cy = y - self->y;
  if (self->summary.continuations[cx + cy * self->width].black
      + self->summary.continuations[cx + cy * self->width].white == 0)
    return NULL;
  return &self->summary.continuations[cx + cy * self->width];
}

TgColor
tg_library_board_get_continuation (TgLibraryBoard *self, guint x, guint y)
{
  const TgLibraryContinuation *c = continuation_at (self, x, y);

  if (!c)
    return TG_EMPTY;
  return c->black >= c->white ? TG_BLACK : TG_WHITE;
}

GArray *
tg_library_board_get_ranked (TgLibraryBoard *self)
{
  return tg_library_summary_rank (&self->summary);
}

static void
draw_text (cairo_t *cr, const char *text, double x, double y, double size)
{
  cairo_text_extents_t ext;

  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
}

static void
tg_library_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  TgLibraryBoard *self = TG_LIBRARY_BOARD (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double ox, oy, step;
  g_autoptr(GArray) cells = tg_library_board_get_ranked (self);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));

  geometry (self, &ox, &oy, &step);
  cairo_set_source_rgb (cr, 0.86, 0.70, 0.42);
  cairo_rectangle (cr, ox - step, oy - step, step * (self->size + 1), step * (self->size + 1));
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.15, 0.1, 0.05);
  cairo_set_line_width (cr, 1);
  for (guint i = 0; i < self->size; i++)
    {
      cairo_move_to (cr, ox, oy + i * step);
      cairo_line_to (cr, ox + (self->size - 1) * step, oy + i * step);
      cairo_move_to (cr, ox + i * step, oy);
      cairo_line_to (cr, ox + i * step, oy + (self->size - 1) * step);
    }
  cairo_stroke (cr);
  /* Outside the region searched: veiled. */
  cairo_set_source_rgba (cr, 0.3, 0.3, 0.3, 0.35);
  cairo_rectangle (cr, ox - step, oy - step, step * (self->size + 1), step * (self->size + 1));
  cairo_rectangle (cr, ox + (self->x - 0.5) * step, oy + (self->y - 0.5) * step,
                   self->width * step, self->height * step);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_EVEN_ODD);
  cairo_fill (cr);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  for (guint y = 0; y < self->size; y++)
    for (guint x = 0; x < self->size; x++)
      {
        TgColor c = self->colors[x + y * self->size];

        if (c == TG_EMPTY)
          continue;
        cairo_new_path (cr);
        cairo_arc (cr, ox + x * step, oy + y * step, step * 0.47, 0, 2 * G_PI);
        if (c == TG_BLACK)
          cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
        else
          cairo_set_source_rgb (cr, 0.97, 0.97, 0.95);
        cairo_fill_preserve (cr);
        cairo_set_source_rgb (cr, 0, 0, 0);
        cairo_stroke (cr);
      }
  /* Continuations: the letter by rank, in the colour most often played;
   * the window lists what each letter stands for. */
  for (guint i = 0; i < cells->len && i < 26; i++)
    {
      guint cell = g_array_index (cells, guint, i);
      const TgLibraryContinuation *c = &self->summary.continuations[cell];
      double cx = ox + (self->x + cell % self->width) * step;
      double cy = oy + (self->y + cell / self->width) * step;
      gboolean black = c->black >= c->white;
      char letter[2] = { 'A' + i, 0 };

      cairo_new_path (cr);
      cairo_arc (cr, cx, cy, step * 0.45, 0, 2 * G_PI);
      if (black)
        cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.85);
      else
        cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.8, 0.1, 0.1);
      cairo_set_line_width (cr, 2);
      cairo_stroke (cr);
      if (black)
        cairo_set_source_rgb (cr, 1, 1, 1);
      else
        cairo_set_source_rgb (cr, 0, 0, 0);
      draw_text (cr, letter, cx, cy, step * 0.55);
    }
  cairo_destroy (cr);
}

static void
tg_library_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 240;
  *natural = 520;
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double px, double py, TgLibraryBoard *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  guint x, y;

  if ((state & GDK_SHIFT_MASK) || !point_at (self, px, py, &x, &y))
    return;
  if (continuation_at (self, x, y) && self->colors[x + y * self->size] == TG_EMPTY)
    {
      g_signal_emit (self, signals[SIGNAL_CONTINUATION_ACTIVATED], 0, x, y);
      return;
    }
  self->colors[x + y * self->size] = (self->colors[x + y * self->size] + 1) % 3;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
drag_begin_cb (GtkGestureDrag *gesture, double px, double py, TgLibraryBoard *self)
{
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  guint x, y;

  if ((button != GDK_BUTTON_SECONDARY && !(state & GDK_SHIFT_MASK)) || !point_at (self, px, py, &x, &y))
    {
      self->drag_x = -1;
      return;
    }
  self->drag_x = x;
  self->drag_y = y;
}

static void
drag_end_cb (GtkGestureDrag *gesture, double dx, double dy, TgLibraryBoard *self)
{
  double sx, sy;
  guint x, y;

  if (self->drag_x < 0)
    return;
  gtk_gesture_drag_get_start_point (gesture, &sx, &sy);
  if (!point_at (self, sx + dx, sy + dy, &x, &y))
    return;
  tg_library_board_set_region (self, MIN ((guint) self->drag_x, x), MIN ((guint) self->drag_y, y),
                               ABS ((int) x - self->drag_x) + 1, ABS ((int) y - self->drag_y) + 1);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

static void
tg_library_board_finalize (GObject *object)
{
  tg_library_summary_clear (&TG_LIBRARY_BOARD (object)->summary);
  G_OBJECT_CLASS (tg_library_board_parent_class)->finalize (object);
}

static void
tg_library_board_class_init (TgLibraryBoardClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tg_library_board_finalize;
  widget_class->snapshot = tg_library_board_snapshot;
  widget_class->measure = tg_library_board_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                          0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_CONTINUATION_ACTIVATED] =
    g_signal_new ("continuation-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);
}

static void
tg_library_board_init (TgLibraryBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->size = 19;
  self->width = self->height = 19;
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Pattern board"), -1);
}

guint
tg_library_board_get_size (TgLibraryBoard *self)
{
  return self->size;
}

const guint8 *
tg_library_board_get_colors (TgLibraryBoard *self)
{
  return self->colors;
}

void
tg_library_board_set_colors (TgLibraryBoard *self, guint size, const guint8 *colors)
{
  if (size != self->size)
    {
      self->size = size;
      self->x = self->y = 0;
      self->width = self->height = size;
    }
  memcpy (self->colors, colors, size * size);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tg_library_board_get_region (TgLibraryBoard *self, guint *x, guint *y, guint *width, guint *height)
{
  *x = self->x;
  *y = self->y;
  *width = self->width;
  *height = self->height;
}

void
tg_library_board_set_region (TgLibraryBoard *self, guint x, guint y, guint width, guint height)
{
  self->x = x;
  self->y = y;
  self->width = width;
  self->height = height;
  tg_library_summary_clear (&self->summary);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tg_library_board_set_summary (TgLibraryBoard *self, const TgLibrarySummary *summary)
{
  tg_library_summary_clear (&self->summary);
  if (summary && summary->n_cells == self->width * self->height)
    {
      self->summary = *summary;
      self->summary.continuations = g_memdup2 (summary->continuations,
                                               summary->n_cells * sizeof (TgLibraryContinuation));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}
