/* tg-window-layout.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-window-layout.h"

/* The least board a window keeps beside its panels. */
#define BOARD_MIN 96
/* The least room worth giving the analysis, the score graph's height:
 * a thinner strip shows only a sliver of it, so the column switches to
 * its pages instead. */
#define ANALYSIS_LEAST 96

struct _TgWindowLayout
{
  GtkWidget  parent_instance;

  GtkWidget *board;
  GtkWidget *info;
  GtkWidget *analysis;
  GtkWidget *notes;

  /* On a column too short for the game's part, the analysis and the
   * notes at once: the switch between them, and the page it shows
   * ("game" or "notes"). */
  GtkWidget *switcher;
  char      *page;
};

G_DEFINE_FINAL_TYPE (TgWindowLayout, tg_window_layout, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD,
  PROP_INFO,
  PROP_ANALYSIS,
  PROP_NOTES,
  PROP_PAGE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
shown (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_get_visible (widget);
}

static int
least (GtkWidget      *widget,
       GtkOrientation  orientation,
       int             for_size)
{
  int minimum = 0;

  if (shown (widget))
    gtk_widget_measure (widget, orientation, for_size, &minimum, NULL, NULL, NULL);
  return minimum;
}

static int
wanted (GtkWidget      *widget,
        GtkOrientation  orientation,
        int             for_size)
{
  int natural = 0;

  if (!shown (widget))
    return 0;
  /* GTK 4.8's scrolled window measures its child's height for no width
   * in particular, too short for labels wrapped at the column's width:
   * its child is measured at that width instead. */
  if (GTK_IS_SCROLLED_WINDOW (widget) && orientation == GTK_ORIENTATION_VERTICAL)
    widget = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));
  gtk_widget_measure (widget, orientation, for_size, NULL, &natural, NULL, NULL);
  return natural;
}

/* Shows @widget in the rectangle, or leaves it out (unmapped, so neither
 * drawn nor focused) when @in is FALSE or the rectangle is shorter than
 * it can be. */
static void
place (GtkWidget *widget,
       gboolean   in,
       int        x,
       int        y,
       int        width,
       int        height)
{
  if (!shown (widget))
    return;
  in = in && width > 0 && height >= least (widget, GTK_ORIENTATION_VERTICAL, width);
  gtk_widget_set_child_visible (widget, in);
  if (in)
    gtk_widget_size_allocate (widget, &(GtkAllocation) { x, y, width, height }, -1);
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
      int column = TG_WINDOW_LAYOUT_PANEL_MIN_WIDTH;

      for (guint i = 0; i < 4; i++)
        {
          GtkWidget *panel = (GtkWidget *[]) { self->info, self->analysis, self->notes,
                                               self->switcher }[i];

          column = MAX (column, least (panel, orientation, -1));
        }
      *minimum = BOARD_MIN + column;
      *natural = 600 + column;
    }
  else
    {
      /* The column's pages, one at a time. */
      int game = least (self->info, orientation, -1) + least (self->analysis, orientation, -1);

      *minimum = MAX (BOARD_MIN, least (self->switcher, orientation, -1) +
                                 MAX (game, least (self->notes, orientation, -1)));
      *natural = 600;
    }
}

/* The column beside the board: on top what the game says now, as tall
 * as it asks; under it the analysis and the notes (the tree, and the
 * comment no shorter than its name and three lines), the analysis
 * taking two thirds of what is left, or its least worth showing.  When
 * the column cannot hold all three, it shows one page at a time, the
 * game's part with the analysis or the notes, and a switch between
 * them on top. */
static void
allocate_column (TgWindowLayout *self,
                 int             x,
                 int             width,
                 int             height)
{
  int info = wanted (self->info, GTK_ORIENTATION_VERTICAL, width);
  int analysis = wanted (self->analysis, GTK_ORIENTATION_VERTICAL, width);
  int notes = least (self->notes, GTK_ORIENTATION_VERTICAL, width);

  if (info + notes + MIN (analysis, ANALYSIS_LEAST) <= height)
    {
      int rest = height - info - notes;

      analysis = MIN (analysis, MAX (rest * 2 / 3, MIN (rest, ANALYSIS_LEAST)));
      place (self->switcher, FALSE, 0, 0, 0, 0);
      place (self->info, TRUE, x, 0, width, info);
      place (self->analysis, TRUE, x, info, width, analysis);
      place (self->notes, TRUE, x, info + analysis, width, height - info - analysis);
    }
  else
    {
      int top = wanted (self->switcher, GTK_ORIENTATION_VERTICAL, width);
      gboolean game = g_strcmp0 (self->page, "notes") != 0;

      info = MAX (least (self->info, GTK_ORIENTATION_VERTICAL, width), MIN (info, height - top));
      place (self->switcher, TRUE, x, 0, width, top);
      place (self->info, game, x, top, width, info);
      place (self->analysis, game, x, top + info, width, MIN (analysis, height - top - info));
      place (self->notes, !game, x, top, width, height - top);
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

      gtk_widget_size_allocate (self->board, &(GtkAllocation) { (width - column - side) / 2,
                                                                (height - side) / 2, side, side }, -1);
      allocate_column (self, width - column, column, height);
    }
  else
    {
      int side = MAX (under, 0);
      int band = height - side;
      int left = MIN (width, MAX (width / 2, least (self->info, GTK_ORIENTATION_HORIZONTAL, band)));
      int analysis = MIN (wanted (self->analysis, GTK_ORIENTATION_VERTICAL, left), ANALYSIS_LEAST);
      int info = MAX (band - analysis, least (self->info, GTK_ORIENTATION_VERTICAL, left));

      gtk_widget_size_allocate (self->board, &(GtkAllocation) { (width - side) / 2, 0, side, side },
                                -1);
      place (self->switcher, FALSE, 0, 0, 0, 0);
      place (self->info, TRUE, 0, side, left, info);
      place (self->analysis, TRUE, 0, side + info, left, band - info);
      place (self->notes, TRUE, left, side, width - left, band);
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
    case PROP_ANALYSIS:
      return &self->analysis;
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

      /* Children in the order board, switch, info, analysis, notes: the
       * order of focus. */
      for (guint i = prop_id; next == NULL && i < PROP_NOTES; i++)
        next = *child_slot (self, i + 1);
      if (prop_id == PROP_BOARD)
        next = self->switcher;
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
  g_clear_pointer (&self->switcher, gtk_widget_unparent);
  g_clear_pointer (&self->info, gtk_widget_unparent);
  g_clear_pointer (&self->analysis, gtk_widget_unparent);
  g_clear_pointer (&self->notes, gtk_widget_unparent);

  G_OBJECT_CLASS (tg_window_layout_parent_class)->dispose (object);
}

static void
tg_window_layout_finalize (GObject *object)
{
  TgWindowLayout *self = TG_WINDOW_LAYOUT (object);

  g_free (self->page);

  G_OBJECT_CLASS (tg_window_layout_parent_class)->finalize (object);
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
    case PROP_ANALYSIS:
    case PROP_NOTES:
      g_value_set_object (value, *child_slot (self, prop_id));
      break;
    case PROP_PAGE:
      g_value_set_string (value, self->page);
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
    case PROP_ANALYSIS:
    case PROP_NOTES:
      set_child (self, prop_id, g_value_get_object (value));
      break;
    case PROP_PAGE:
      if (g_strcmp0 (self->page, g_value_get_string (value)) != 0)
        {
          g_free (self->page);
          self->page = g_value_dup_string (value);
          gtk_widget_queue_allocate (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
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
  object_class->finalize = tg_window_layout_finalize;
  widget_class->measure = tg_window_layout_measure;
  widget_class->size_allocate = tg_window_layout_size_allocate;

  properties[PROP_BOARD] =
    g_param_spec_object ("board", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INFO] =
    g_param_spec_object ("info", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ANALYSIS] =
    g_param_spec_object ("analysis", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PAGE] =
    g_param_spec_string ("page", NULL, NULL, "game",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NOTES] =
    g_param_spec_object ("notes", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The switch's two buttons show and set the page. */
  gtk_widget_class_install_property_action (widget_class, "layout.page", "page");
  gtk_widget_class_set_css_name (widget_class, "windowlayout");
}

static GtkWidget *
page_button (const char *label,
             const char *page)
{
  GtkWidget *button = gtk_toggle_button_new_with_label (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "layout.page");
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", page);
  return button;
}

static void
tg_window_layout_init (TgWindowLayout *self)
{
  self->page = g_strdup ("game");
  /* Linked, of one width each, as GNOME's view switchers are. */
  self->switcher = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_set_homogeneous (GTK_BOX (self->switcher), TRUE);
  gtk_widget_add_css_class (self->switcher, "linked");
  gtk_widget_set_margin_top (self->switcher, 6);
  gtk_widget_set_margin_bottom (self->switcher, 6);
  gtk_widget_set_margin_start (self->switcher, 6);
  gtk_widget_set_margin_end (self->switcher, 12);
  gtk_box_append (GTK_BOX (self->switcher), page_button (_("Game"), "game"));
  gtk_box_append (GTK_BOX (self->switcher), page_button (_("Notes"), "notes"));
  gtk_widget_set_parent (self->switcher, GTK_WIDGET (self));
}
