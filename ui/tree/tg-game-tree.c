/* tg-game-tree.c
 *
 * The layout follows the game's fine-grained signals as they come (a
 * branch walked again, no more) and lays out what changed when the
 * panel is next measured or drawn; "changed" updates what the panel
 * says.
 *
 * Down (or Right, laid out horizontally) follows the line last walked:
 * after stepping back out of a variation it steps into it again, as
 * Sabaki does; the trail is the deepest node of that line.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-game-tree-private.h"

enum
{
  PROP_0,
  PROP_GAME,
  PROP_ORIENTATION,
  PROP_HADJUSTMENT,
  PROP_VADJUSTMENT,
  PROP_HSCROLL_POLICY,
  PROP_VSCROLL_POLICY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE_WITH_CODE (TgGameTree, tg_game_tree, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ORIENTABLE, NULL)
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_SCROLLABLE, NULL))

/* Geometry --------------------------------------------------------------- */

void
_tg_game_tree_cell_origin (TgGameTree *self,
                           guint       depth,
                           guint       lane,
                           double     *x,
                           double     *y)
{
  double along = MARGIN + (double) depth * CELL;
  double across = MARGIN + (double) lane * CELL;

  *x = _tg_game_tree_vertical (self) ? across : along;
  *y = _tg_game_tree_vertical (self) ? along : across;
}

static void
content_size (TgGameTree *self,
              int        *width,
              int        *height)
{
  guint depths = self->layout != NULL ? tg_tree_layout_get_n_depths (self->layout) : 0;
  guint lanes = self->layout != NULL ? tg_tree_layout_get_n_lanes (self->layout) : 0;
  int along = 2 * MARGIN + depths * CELL;
  int across = 2 * MARGIN + lanes * CELL;

  *width = _tg_game_tree_vertical (self) ? across : along;
  *height = _tg_game_tree_vertical (self) ? along : across;
}

double
_tg_game_tree_scroll_x (TgGameTree *self)
{
  return self->hadjustment != NULL ? gtk_adjustment_get_value (self->hadjustment) : 0;
}

double
_tg_game_tree_scroll_y (TgGameTree *self)
{
  return self->vadjustment != NULL ? gtk_adjustment_get_value (self->vadjustment) : 0;
}

TgNode *
_tg_game_tree_node_at_point (TgGameTree *self,
                             double      x,
                             double      y)
{
  double along, across;

  if (self->layout == NULL)
    return NULL;
  x += _tg_game_tree_scroll_x (self) - MARGIN;
  y += _tg_game_tree_scroll_y (self) - MARGIN;
  along = _tg_game_tree_vertical (self) ? y : x;
  across = _tg_game_tree_vertical (self) ? x : y;
  if (along < 0 || across < 0)
    return NULL;
  return tg_tree_layout_node_at (self->layout, (guint) (along / CELL), (guint) (across / CELL));
}

gboolean
tg_game_tree_get_node_position (TgGameTree *self,
                                TgNode     *node,
                                double     *x,
                                double     *y)
{
  guint depth, lane;

  g_return_val_if_fail (TG_IS_GAME_TREE (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);

  if (self->layout == NULL || !tg_tree_layout_locate (self->layout, node, &depth, &lane))
    return FALSE;
  _tg_game_tree_cell_origin (self, depth, lane, x, y);
  *x += CELL / 2.0 - _tg_game_tree_scroll_x (self);
  *y += CELL / 2.0 - _tg_game_tree_scroll_y (self);
  return TRUE;
}

/* Scrolling -------------------------------------------------------------- */

static void
configure_adjustment (GtkAdjustment *adjustment,
                      int            content,
                      int            page)
{
  double value = CLAMP (gtk_adjustment_get_value (adjustment), 0, MAX (0, content - page));

  /* Configured again as it is, it would still notify, and the scrolled
   * window's scrollbars queue a resize from inside its allocation. */
  if (value == gtk_adjustment_get_value (adjustment)
      && MAX (content, page) == gtk_adjustment_get_upper (adjustment)
      && page == gtk_adjustment_get_page_size (adjustment))
    return;
  gtk_adjustment_configure (adjustment, value, 0, MAX (content, page), CELL, page * 0.9, page);
}

/* Keeps a cell either side of @start..@start + CELL in view along one
 * axis; centres it when it was out of view (a jump, not a step), when
 * the page is too small for that, or when @centre.  TRUE if it centred. */
static gboolean
scroll_to_show (GtkAdjustment *adjustment,
                double         start,
                gboolean       centre)
{
  double value = gtk_adjustment_get_value (adjustment);
  double page = gtk_adjustment_get_page_size (adjustment);
  double low = start - CELL, high = start + 2 * CELL;

  centre = centre || high - low > page || start + CELL <= value || start >= value + page;
  if (centre)
    value = start + CELL / 2.0 - page / 2;
  else if (low < value)
    value = low;
  else if (high > value + page)
    value = high - page;
  gtk_adjustment_set_value (adjustment, value);
  return centre;
}

static void
configure_adjustments (TgGameTree *self)
{
  int content_width, content_height;

  content_size (self, &content_width, &content_height);
  configure_adjustment (self->hadjustment, content_width, gtk_widget_get_width (GTK_WIDGET (self)));
  configure_adjustment (self->vadjustment, content_height,
                        gtk_widget_get_height (GTK_WIDGET (self)));
}

/* @keep_centred: the view changed size since the current node was
 * centred — it stays in the centre. */
static void
scroll_to_current (TgGameTree *self,
                   gboolean    keep_centred)
{
  guint depth, lane;
  double x, y;
  gboolean across, along;

  self->scroll_pending = FALSE;
  if (self->game == NULL
      || !tg_tree_layout_locate (self->layout, tg_game_get_current (self->game), &depth, &lane))
    return;
  _tg_game_tree_cell_origin (self, depth, lane, &x, &y);
  across = scroll_to_show (self->hadjustment, x, keep_centred && self->centred);
  along = scroll_to_show (self->vadjustment, y, keep_centred && self->centred);
  self->centred = across || along;
}

static void
adjustment_value_changed_cb (TgGameTree *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
set_adjustment (TgGameTree     *self,
                GtkAdjustment **slot,
                GtkAdjustment  *adjustment,
                guint           prop_id)
{
  if (adjustment != NULL && *slot == adjustment)
    return;
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_data (*slot, self);
  if (adjustment == NULL)
    adjustment = gtk_adjustment_new (0, 0, 0, 0, 0, 0);
  g_set_object (slot, g_object_ref_sink (adjustment));
  g_object_unref (adjustment);
  g_signal_connect_swapped (adjustment, "value-changed", G_CALLBACK (adjustment_value_changed_cb),
                            self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

/* Size ------------------------------------------------------------------- */

static void
tg_game_tree_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  TgGameTree *self = TG_GAME_TREE (widget);
  int width, height;

  content_size (self, &width, &height);
  /* A scrolled window shows the rest. */
  *minimum = CELL + 2 * MARGIN;
  *natural = MAX (*minimum, MIN (orientation == GTK_ORIENTATION_HORIZONTAL ? width : height,
                                 10 * CELL + 2 * MARGIN));
}

static void
tg_game_tree_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  TgGameTree *self = TG_GAME_TREE (widget);

  gboolean resized = width != self->allocated_width || height != self->allocated_height;

  self->allocated_width = width;
  self->allocated_height = height;
  configure_adjustments (self);
  /* The panel around may grow or shrink the view: the current node
   * stays in it, in the centre if it was. */
  if (self->scroll_pending || resized)
    scroll_to_current (self, resized);
  if (self->menu != NULL)
    gtk_popover_present (GTK_POPOVER (self->menu));
}

/* Following the game -------------------------------------------------------- */

/* The record changed shape: the scrollbars learn the new extent now,
 * outside any allocation.  GTK 4.8's scrolled window, told of a new
 * extent while it allocates the tree, queues its own allocation again
 * too late for the frame, and the frame shows it blank. */
static void
relayout (TgGameTree *self)
{
  if (self->allocated_width > 0)
    configure_adjustments (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
children_changed_cb (TgGameTree *self,
                     TgNode     *parent)
{
  tg_tree_layout_children_changed (self->layout, parent);
  relayout (self);
}

static void
node_inserted_cb (TgGame     *game,
                  TgNode     *parent,
                  guint       position,
                  TgGameTree *self)
{
  children_changed_cb (self, parent);
}

static void
node_removed_cb (TgGame     *game,
                 TgNode     *parent,
                 guint       position,
                 TgNode     *node,
                 TgGameTree *self)
{
  if (tg_node_is_ancestor (node, self->trail))
    self->trail = parent;
  tg_tree_layout_node_removed (self->layout, parent, node);
  relayout (self);
}

static void
children_reordered_cb (TgGame     *game,
                       TgNode     *parent,
                       TgGameTree *self)
{
  children_changed_cb (self, parent);
}

static void
game_changed_cb (TgGameTree *self)
{
  _tg_game_tree_update_description (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The current node shows: what hides it opens. */
static void
expand_to (TgGameTree *self,
           TgNode     *node)
{
  for (TgNode *above = node->parent; above != NULL; above = above->parent)
    tg_tree_layout_set_collapsed (self->layout, above, FALSE);
}

static void
current_changed_cb (TgGameTree *self)
{
  TgNode *current = tg_game_get_current (self->game);

  if (!tg_node_is_ancestor (current, self->trail))
    self->trail = current;
  if (!tg_tree_layout_locate (self->layout, current, NULL, NULL))
    expand_to (self, current);
  /* Scrolled at once when it can be: no frame shows the old place. */
  if (gtk_widget_get_width (GTK_WIDGET (self)) > 0)
    {
      configure_adjustments (self);
      scroll_to_current (self, FALSE);
    }
  else
    self->scroll_pending = TRUE;
  relayout (self);
}

void
tg_game_tree_set_game (TgGameTree *self,
                       TgGame     *game)
{
  g_return_if_fail (TG_IS_GAME_TREE (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  g_clear_pointer (&self->layout, tg_tree_layout_free);
  self->trail = NULL;
  if (game != NULL)
    {
      self->layout = tg_tree_layout_new (tg_game_get_root (game));
      self->trail = tg_game_get_current (game);
      g_signal_connect (game, "node-inserted", G_CALLBACK (node_inserted_cb), self);
      g_signal_connect (game, "node-removed", G_CALLBACK (node_removed_cb), self);
      g_signal_connect (game, "children-reordered", G_CALLBACK (children_reordered_cb), self);
      g_signal_connect_swapped (game, "node-changed", G_CALLBACK (gtk_widget_queue_draw), self);
      g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
      g_signal_connect_swapped (game, "notify::current-node", G_CALLBACK (current_changed_cb),
                                self);
      self->scroll_pending = TRUE;
    }
  _tg_game_tree_update_description (self);
  relayout (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TgGame *
tg_game_tree_get_game (TgGameTree *self)
{
  g_return_val_if_fail (TG_IS_GAME_TREE (self), NULL);

  return self->game;
}

gboolean
tg_game_tree_get_collapsed (TgGameTree *self,
                            TgNode     *node)
{
  g_return_val_if_fail (TG_IS_GAME_TREE (self), FALSE);

  return self->layout != NULL && tg_tree_layout_get_collapsed (self->layout, node);
}

void
tg_game_tree_set_collapsed (TgGameTree *self,
                            TgNode     *node,
                            gboolean    collapsed)
{
  g_return_if_fail (TG_IS_GAME_TREE (self));
  g_return_if_fail (self->layout != NULL);

  tg_tree_layout_set_collapsed (self->layout, node, collapsed);
  /* Collapsing above the current node shows where it went: there. */
  if (collapsed && !tg_tree_layout_locate (self->layout, tg_game_get_current (self->game),
                                           NULL, NULL))
    tg_game_set_current (self->game, node);
  _tg_game_tree_update_description (self);
  relayout (self);
}

/* Navigation --------------------------------------------------------------- */

static void
go_to (TgGameTree *self,
       TgNode     *node)
{
  if (node != NULL)
    tg_game_set_current (self->game, node);
}

/* From @from down the line last walked, then down the main line: the
 * first node with siblings (@to_fork), or the end. */
static TgNode *
walk_line (TgGameTree *self,
           TgNode     *from,
           gboolean    to_fork)
{
  TgNode *node = from;

  if (self->trail != from && tg_node_is_ancestor (from, self->trail))
    {
      g_autoptr(GPtrArray) line = g_ptr_array_new ();

      for (TgNode *n = self->trail; n != from; n = n->parent)
        g_ptr_array_add (line, n);
      for (guint i = line->len; i-- > 0;)
        {
          node = g_ptr_array_index (line, i);
          if (to_fork && node->parent->n_children >= 2)
            return node;
        }
    }
  while (node->n_children > 0)
    {
      node = node->children[0];
      if (to_fork && node->parent->n_children >= 2)
        return node;
    }
  return node;
}

/* The next node on the line last walked, or its first child. */
static TgNode *
next_node (TgGameTree *self,
           TgNode     *node)
{
  TgNode *child = self->trail;

  if (node->n_children == 0)
    return NULL;
  if (child == node || !tg_node_is_ancestor (node, child))
    return node->children[0];
  while (child->parent != node)
    child = child->parent;
  return child;
}

static void
move_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgGameTree *self = TG_GAME_TREE (widget);
  TgNode *current;
  int dx, dy, along, across;

  if (self->game == NULL)
    return;
  current = tg_game_get_current (self->game);
  g_variant_get (parameter, "(ii)", &dx, &dy);
  along = _tg_game_tree_vertical (self) ? dy : dx;
  across = _tg_game_tree_vertical (self) ? dx : dy;
  if (along < 0)
    go_to (self, current->parent);
  else if (along > 0)
    go_to (self, next_node (self, current));
  else if (across != 0 && current->parent != NULL)
    {
      int index = tg_node_child_index (current) + across;

      if (index >= 0 && index < (int) current->parent->n_children)
        go_to (self, current->parent->children[index]);
    }
}

static void
first_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgGameTree *self = TG_GAME_TREE (widget);

  if (self->game != NULL)
    go_to (self, tg_game_get_root (self->game));
}

static void
last_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgGameTree *self = TG_GAME_TREE (widget);

  if (self->game != NULL)
    go_to (self, walk_line (self, tg_game_get_current (self->game), FALSE));
}

static void
next_fork_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TgGameTree *self = TG_GAME_TREE (widget);

  if (self->game != NULL)
    go_to (self, walk_line (self, tg_game_get_current (self->game), TRUE));
}

static void
previous_fork_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TgGameTree *self = TG_GAME_TREE (widget);
  TgNode *node;

  if (self->game == NULL)
    return;
  node = tg_game_get_current (self->game)->parent;
  while (node != NULL && node->parent != NULL && node->parent->n_children < 2)
    node = node->parent;
  go_to (self, node);
}

static void
collapse_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TgGameTree *self = TG_GAME_TREE (widget);

  if (self->game != NULL)
    tg_game_tree_set_collapsed (self, tg_game_get_current (self->game),
                                g_str_equal (action_name, "tree.collapse"));
}

/* Input ---------------------------------------------------------------------- */

static void
popup_menu (TgGameTree *self,
            double      x,
            double      y)
{
  if (self->menu == NULL)
    {
      g_autoptr(GMenu) model = g_menu_new ();

      g_menu_append (model, _("_Collapse Variations"), "tree.collapse");
      g_menu_append (model, _("_Expand Variations"), "tree.expand");
      self->menu = gtk_popover_menu_new_from_model (G_MENU_MODEL (model));
      gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
      gtk_popover_set_has_arrow (GTK_POPOVER (self->menu), FALSE);
      gtk_widget_set_halign (self->menu, GTK_ALIGN_START);
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu),
                               &(GdkRectangle) { (int) x, (int) y, 1, 1 });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

static void
pressed_cb (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            TgGameTree      *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));
  TgNode *node = _tg_game_tree_node_at_point (self, x, y);

  /* The keys stay where they were, as after a click on a move button:
   * a click on a node took them, and Left and Right then went across
   * the variations of a vertical tree instead of through the game.  Tab
   * still brings them here, to the tree's own keys. */
  if (node == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  if (button == GDK_BUTTON_MIDDLE || (button == GDK_BUTTON_PRIMARY && (state & GDK_SHIFT_MASK)))
    {
      if (node->n_children > 0)
        tg_game_tree_set_collapsed (self, node, !tg_tree_layout_get_collapsed (self->layout, node));
      return;
    }
  go_to (self, node);
  if (button == GDK_BUTTON_SECONDARY)
    popup_menu (self, x, y);
}

/* GObject -------------------------------------------------------------------- */

static void
tg_game_tree_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  TgGameTree *self = TG_GAME_TREE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_ORIENTATION:
      g_value_set_enum (value, self->orientation);
      break;
    case PROP_HADJUSTMENT:
      g_value_set_object (value, self->hadjustment);
      break;
    case PROP_VADJUSTMENT:
      g_value_set_object (value, self->vadjustment);
      break;
    case PROP_HSCROLL_POLICY:
      g_value_set_enum (value, self->hscroll_policy);
      break;
    case PROP_VSCROLL_POLICY:
      g_value_set_enum (value, self->vscroll_policy);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_tree_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  TgGameTree *self = TG_GAME_TREE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_game_tree_set_game (self, g_value_get_object (value));
      break;
    case PROP_ORIENTATION:
      if (self->orientation != (GtkOrientation) g_value_get_enum (value))
        {
          self->orientation = g_value_get_enum (value);
          self->scroll_pending = TRUE;
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_HADJUSTMENT:
      set_adjustment (self, &self->hadjustment, g_value_get_object (value), prop_id);
      break;
    case PROP_VADJUSTMENT:
      set_adjustment (self, &self->vadjustment, g_value_get_object (value), prop_id);
      break;
    case PROP_HSCROLL_POLICY:
      if (self->hscroll_policy != (guint) g_value_get_enum (value))
        {
          self->hscroll_policy = g_value_get_enum (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    case PROP_VSCROLL_POLICY:
      if (self->vscroll_policy != (guint) g_value_get_enum (value))
        {
          self->vscroll_policy = g_value_get_enum (value);
          gtk_widget_queue_resize (GTK_WIDGET (self));
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_tree_dispose (GObject *object)
{
  TgGameTree *self = TG_GAME_TREE (object);

  tg_game_tree_set_game (self, NULL);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  if (self->hadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->hadjustment, self);
  if (self->vadjustment != NULL)
    g_signal_handlers_disconnect_by_data (self->vadjustment, self);
  g_clear_object (&self->hadjustment);
  g_clear_object (&self->vadjustment);
  g_clear_pointer (&self->glyphs, tg_tree_glyphs_free);

  G_OBJECT_CLASS (tg_game_tree_parent_class)->dispose (object);
}

static void
add_key_binding (GtkWidgetClass *widget_class,
                 guint           key,
                 guint           keypad_key,
                 const char     *action)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, action, NULL);
  gtk_widget_class_add_binding_action (widget_class, keypad_key, 0, action, NULL);
}

static void
add_move_binding (GtkWidgetClass *widget_class,
                  guint           key,
                  guint           keypad_key,
                  int             dx,
                  int             dy)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, "tree.move", "(ii)", dx, dy);
  gtk_widget_class_add_binding_action (widget_class, keypad_key, 0, "tree.move", "(ii)", dx, dy);
}

static void
tg_game_tree_class_init (TgGameTreeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tg_game_tree_get_property;
  object_class->set_property = tg_game_tree_set_property;
  object_class->dispose = tg_game_tree_dispose;

  widget_class->snapshot = _tg_game_tree_snapshot;
  widget_class->measure = tg_game_tree_measure;
  widget_class->size_allocate = tg_game_tree_size_allocate;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_property (object_class, PROP_GAME, properties[PROP_GAME]);
  g_object_class_override_property (object_class, PROP_ORIENTATION, "orientation");
  g_object_class_override_property (object_class, PROP_HADJUSTMENT, "hadjustment");
  g_object_class_override_property (object_class, PROP_VADJUSTMENT, "vadjustment");
  g_object_class_override_property (object_class, PROP_HSCROLL_POLICY, "hscroll-policy");
  g_object_class_override_property (object_class, PROP_VSCROLL_POLICY, "vscroll-policy");
  for (guint i = PROP_ORIENTATION; i < N_PROPS; i++)
    properties[i] = g_object_class_find_property (object_class,
                                                  i == PROP_ORIENTATION ? "orientation"
                                                  : i == PROP_HADJUSTMENT ? "hadjustment"
                                                  : i == PROP_VADJUSTMENT ? "vadjustment"
                                                  : i == PROP_HSCROLL_POLICY ? "hscroll-policy"
                                                  : "vscroll-policy");

  gtk_widget_class_install_action (widget_class, "tree.move", "(ii)", move_action);
  gtk_widget_class_install_action (widget_class, "tree.first", NULL, first_action);
  gtk_widget_class_install_action (widget_class, "tree.last", NULL, last_action);
  gtk_widget_class_install_action (widget_class, "tree.previous-fork", NULL,
                                   previous_fork_action);
  gtk_widget_class_install_action (widget_class, "tree.next-fork", NULL, next_fork_action);
  gtk_widget_class_install_action (widget_class, "tree.collapse", NULL, collapse_action);
  gtk_widget_class_install_action (widget_class, "tree.expand", NULL, collapse_action);

  add_move_binding (widget_class, GDK_KEY_Left, GDK_KEY_KP_Left, -1, 0);
  add_move_binding (widget_class, GDK_KEY_Right, GDK_KEY_KP_Right, 1, 0);
  add_move_binding (widget_class, GDK_KEY_Up, GDK_KEY_KP_Up, 0, -1);
  add_move_binding (widget_class, GDK_KEY_Down, GDK_KEY_KP_Down, 0, 1);
  add_key_binding (widget_class, GDK_KEY_Home, GDK_KEY_KP_Home, "tree.first");
  add_key_binding (widget_class, GDK_KEY_End, GDK_KEY_KP_End, "tree.last");
  add_key_binding (widget_class, GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up, "tree.previous-fork");
  add_key_binding (widget_class, GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down, "tree.next-fork");
  add_key_binding (widget_class, GDK_KEY_minus, GDK_KEY_KP_Subtract, "tree.collapse");
  add_key_binding (widget_class, GDK_KEY_plus, GDK_KEY_KP_Add, "tree.expand");

  gtk_widget_class_set_css_name (widget_class, "gametree");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TREE);
}

static void
tg_game_tree_init (TgGameTree *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click;

  self->orientation = GTK_ORIENTATION_VERTICAL;
  set_adjustment (self, &self->hadjustment, NULL, PROP_HADJUSTMENT);
  set_adjustment (self, &self->vadjustment, NULL, PROP_VADJUSTMENT);
  self->style_manager = adw_style_manager_get_default ();
  g_signal_connect_object (self->style_manager, "notify::dark",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);

  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, FALSE);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect_swapped (widget, "query-tooltip", G_CALLBACK (_tg_game_tree_query_tooltip), self);

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), 0);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Game Tree"), -1);
  _tg_game_tree_update_description (self);
}

GtkWidget *
tg_game_tree_new (void)
{
  return g_object_new (TG_TYPE_GAME_TREE, NULL);
}
