/* tg-presentation-view.c
 *
 * The board's square is worked out from the allocation alone — never
 * from what the comment beside it holds — so stepping through a lesson
 * never moves it.  The lesson's marks live in a TgLessonMarks for each
 * node; the scene is handed those of the node shown (as extra markup and
 * pen strokes) whenever either changes.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-presentation-view-private.h"

#include <glib/gi18n.h>

#include "tg-game-tree.h"

/* The column beside the board is at least this wide; the band under it
 * at least this tall. */
#define SIDE_MIN_WIDTH 380
#define SIDE_MIN_HEIGHT 260
/* The follower's least board, and the least column beside its board
 * that takes the heading and the comment. */
#define FOLLOWER_BOARD_MIN 96
#define FOLLOWER_SIDE_MIN_WIDTH 200

G_DEFINE_ENUM_TYPE (TgLessonTool, tg_lesson_tool,
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_PEN, "pen"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_TRIANGLE, "triangle"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_CIRCLE, "circle"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_SQUARE, "square"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_CROSS, "cross"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_LETTER, "letter"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_NUMBER, "number"),
  G_DEFINE_ENUM_VALUE (TG_LESSON_TOOL_ARROW, "arrow"))

static const char * const tool_hints[] = {
  [TG_LESSON_TOOL_PEN] = N_("Pen: drag on the board to draw"),
  [TG_LESSON_TOOL_TRIANGLE] = N_("Triangle: click a point, again to take it off"),
  [TG_LESSON_TOOL_CIRCLE] = N_("Circle: click a point, again to take it off"),
  [TG_LESSON_TOOL_SQUARE] = N_("Square: click a point, again to take it off"),
  [TG_LESSON_TOOL_CROSS] = N_("Cross: click a point, again to take it off"),
  [TG_LESSON_TOOL_LETTER] = N_("Letters: click a point for the next free letter"),
  [TG_LESSON_TOOL_NUMBER] = N_("Numbers: click a point for the next free number"),
  [TG_LESSON_TOOL_ARROW] = N_("Arrow: click where it starts, then where it points"),
};


G_DEFINE_FINAL_TYPE (TgPresentationView, tg_presentation_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_FOLLOWER,
  PROP_GAME,
  PROP_TOOL,
  PROP_SHOW_VARIATIONS,
  PROP_SHOW_TREE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Layout */

static void
tg_presentation_view_measure (GtkWidget      *widget,
                              GtkOrientation  orientation,
                              int             for_size,
                              int            *minimum,
                              int            *natural,
                              int            *minimum_baseline,
                              int            *natural_baseline)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (widget);
  int side_min, side_nat;

  gtk_widget_measure (self->side_box, orientation, -1, &side_min, &side_nat, NULL, NULL);
  /* The follower's heading and comment give way to its board. */
  *minimum = self->follower ? FOLLOWER_BOARD_MIN : MAX (side_min, 200);
  *natural = MAX (side_nat, 800);
}

/* The height of three lines of the comment, as its label sets them. */
static int
three_comment_lines (TgPresentationView *self)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self->comment_label),
                                                                  "X\nX\nX");
  int height;

  pango_layout_get_pixel_size (layout, NULL, &height);
  return height;
}

/* The follower only shows, to a room: its board is the largest square
 * the window allows, in the middle of it.  What is left beside or under
 * it takes the heading and the comment when it holds them and three
 * lines of the comment; else they are left out.  The choice rests on
 * the size alone, never on what the comment says, so the board holds
 * still. */
static void
allocate_follower (TgPresentationView *self,
                   int                 width,
                   int                 height)
{
  int board = MIN (width, height);
  int lines = three_comment_lines (self);
  int side_min_width, side_min_height;
  gboolean beside = width - board >= height - board;
  GtkAllocation side;

  if (beside)
    side = (GtkAllocation) { board, 0, width - board, height };
  else
    side = (GtkAllocation) { 0, board, width, height - board };
  gtk_widget_measure (self->side_box, GTK_ORIENTATION_HORIZONTAL, -1, &side_min_width, NULL,
                      NULL, NULL);
  gtk_widget_measure (self->side_box, GTK_ORIENTATION_VERTICAL, MAX (side.width, side_min_width),
                      &side_min_height, NULL, NULL, NULL);
  if (side.width >= MAX (side_min_width, FOLLOWER_SIDE_MIN_WIDTH) &&
      side.height >= side_min_height + lines)
    {
      gtk_widget_set_child_visible (self->side_box, TRUE);
      gtk_widget_size_allocate (self->side_box, &side, -1);
      gtk_widget_size_allocate (GTK_WIDGET (self->board_view),
                                &(GtkAllocation) { beside ? 0 : (width - board) / 2,
                                                   beside ? (height - board) / 2 : 0,
                                                   board, board }, -1);
    }
  else
    {
      gtk_widget_set_child_visible (self->side_box, FALSE);
      gtk_widget_size_allocate (GTK_WIDGET (self->board_view),
                                &(GtkAllocation) { (width - board) / 2, (height - board) / 2,
                                                   board, board }, -1);
    }
}

/* Beside the board when the screen is wide enough for a column, else
 * under it; the board a square as large as what is left. */
static void
tg_presentation_view_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (widget);
  int side_min, board;

  if (self->follower)
    {
      allocate_follower (self, width, height);
      return;
    }
  if (width >= height + SIDE_MIN_WIDTH / 2)
    {
      gtk_widget_measure (self->side_box, GTK_ORIENTATION_HORIZONTAL, height, &side_min, NULL,
                          NULL, NULL);
      board = CLAMP (MIN (height, width - MAX (side_min, SIDE_MIN_WIDTH)), 0, width);
      gtk_widget_size_allocate (GTK_WIDGET (self->board_view),
                                &(GtkAllocation) { 0, (height - board) / 2, board, board }, -1);
      gtk_widget_size_allocate (self->side_box,
                                &(GtkAllocation) { board, 0, width - board, height }, -1);
    }
  else
    {
      gtk_widget_measure (self->side_box, GTK_ORIENTATION_VERTICAL, width, &side_min, NULL,
                          NULL, NULL);
      board = CLAMP (MIN (width, height - MAX (side_min, SIDE_MIN_HEIGHT)), 0, height);
      gtk_widget_size_allocate (GTK_WIDGET (self->board_view),
                                &(GtkAllocation) { (width - board) / 2, 0, board, board }, -1);
      gtk_widget_size_allocate (self->side_box,
                                &(GtkAllocation) { 0, board, width, height - board }, -1);
    }
}

/* What the panel says */

static const char *
color_name (TgColor color)
{
  return color == TG_WHITE ? _("White") : _("Black");
}

static void
update_labels (TgPresentationView *self)
{
  TgNode *last = tg_game_get_last_move (self->game);
  guint number = tg_game_get_move_number (self->game);
  const char *comment = tg_node_get_value (tg_game_get_current (self->game), "C");
  g_autofree char *heading = NULL;
  g_autofree char *status = NULL;

  if (number == 0)
    heading = g_strdup (_("Start"));
  else
    heading = g_strdup_printf (_("Move %u"), number);
  if (last != NULL && last == tg_game_get_current (self->game))
    {
      g_autofree char *where = tg_node_is_pass (last) || last->move_point == TG_PASS
                                 ? NULL
                                 : tg_board_point_to_gtp (tg_game_get_board (self->game),
                                                          last->move_point);

      /* Translators: "Black played D4", "White passed" */
      status = where != NULL ? g_strdup_printf (_("%s played %s"), color_name (last->move_color), where)
                             : g_strdup_printf (_("%s passed"), color_name (last->move_color));
    }
  else
    status = g_strdup_printf (_("%s to play"), color_name (tg_game_get_to_move (self->game)));

  gtk_label_set_text (self->heading_label, heading);
  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->comment_label, comment != NULL ? comment : "");
}

/* The lesson's marks of the node shown, on the scene. */
static void
show_marks (TgPresentationView *self)
{
  TgNode *node = tg_board_scene_get_node (self->scene);
  GPtrArray *strokes;

  if (self->marks == NULL || node == NULL)
    return;
  tg_board_scene_set_extra_markup (self->scene, tg_lesson_marks_get_markup (self->marks, node));
  tg_board_scene_clear_strokes (self->scene);
  strokes = tg_lesson_marks_get_strokes (self->marks, node);
  for (guint i = 0; strokes != NULL && i < strokes->len; i++)
    {
      GArray *stroke = g_ptr_array_index (strokes, i);

      for (guint p = 0; p < stroke->len; p++)
        {
          const TgBoardPenPoint *point = &g_array_index (stroke, TgBoardPenPoint, p);

          if (p == 0)
            tg_board_scene_begin_stroke (self->scene, point->col, point->row);
          else
            tg_board_scene_extend_stroke (self->scene, point->col, point->row);
        }
    }
}

static void
update_actions (TgPresentationView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean marked = self->marks != NULL && !tg_lesson_marks_is_empty (self->marks);

  gtk_widget_action_set_enabled (widget, "presentation.keep-marks", !self->follower && marked);
  gtk_widget_action_set_enabled (widget, "presentation.clear-marks", !self->follower && marked);
  gtk_widget_action_set_enabled (widget, "presentation.step", !self->follower);
}

static void
current_node_cb (TgPresentationView *self)
{
  self->anchor = TG_PASS;
  show_marks (self);
}

static void
game_changed_cb (TgPresentationView *self)
{
  update_labels (self);
}

static void
marks_changed_cb (TgPresentationView *self,
                  TgNode             *node)
{
  if (node == tg_board_scene_get_node (self->scene))
    show_marks (self);
  update_actions (self);
}

static void
apply_variation_marks (TgPresentationView *self)
{
  TgVariationMarks marks = TG_VARIATION_MARKS_NONE;

  if (self->show_variations)
    {
      g_autofree char *nick = g_settings_get_string (self->settings, "variation-marks");
      g_autoptr(GEnumClass) values = g_type_class_ref (TG_TYPE_VARIATION_MARKS);
      GEnumValue *value = g_enum_get_value_by_nick (values, nick);

      marks = value != NULL ? (TgVariationMarks) value->value : TG_VARIATION_MARKS_AUTO;
      /* The teacher asked for marks: a record's ST[2] (CGoban's joseki
       * files hide them) and a preference for none give way, in the
       * look the preference would have. */
      if (marks == TG_VARIATION_MARKS_NONE)
        marks = TG_VARIATION_MARKS_LETTERS;
      else if (marks == TG_VARIATION_MARKS_AUTO)
        marks = TG_VARIATION_MARKS_GHOSTS;
    }
  tg_board_scene_set_variation_marks (self->scene, marks);
}

/* Actions */

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  _tg_presentation_view_step (TG_PRESENTATION_VIEW (widget), g_variant_get_int32 (parameter));
}

static void
keep_marks_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (widget);

  tg_lesson_marks_keep (self->marks);
  /* Its button goes insensitive and would take the focus with it, and
   * with the focus the view's keys (Esc, the arrows). */
  gtk_widget_grab_focus (widget);
}

static void
clear_marks_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (widget);

  tg_lesson_marks_clear (self->marks);
  gtk_widget_grab_focus (widget);
}

/* API */

GtkWidget *
tg_presentation_view_new (gboolean follower)
{
  return g_object_new (TG_TYPE_PRESENTATION_VIEW, "follower", follower, NULL);
}

TgGame *
tg_presentation_view_get_game (TgPresentationView *self)
{
  g_return_val_if_fail (TG_IS_PRESENTATION_VIEW (self), NULL);

  return self->game;
}

void
tg_presentation_view_set_game (TgPresentationView *self,
                               TgGame             *game)
{
  g_return_if_fail (TG_IS_PRESENTATION_VIEW (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->marks != NULL)
    g_signal_handlers_disconnect_by_data (self->marks, self);
  g_clear_object (&self->marks);
  g_set_object (&self->game, game);
  tg_board_scene_set_game (self->scene, game);
  tg_game_tree_set_game (self->game_tree, game);
  if (game != NULL)
    {
      /* After the scene's own handlers: it has moved to the node then. */
      g_signal_connect_swapped (game, "notify::current-node", G_CALLBACK (current_node_cb), self);
      g_signal_connect_swapped (game, "changed", G_CALLBACK (game_changed_cb), self);
      self->marks = tg_lesson_marks_new (game);
      g_signal_connect_swapped (self->marks, "changed", G_CALLBACK (marks_changed_cb), self);
      update_labels (self);
    }
  self->anchor = TG_PASS;
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TgBoardScene *
tg_presentation_view_get_scene (TgPresentationView *self)
{
  g_return_val_if_fail (TG_IS_PRESENTATION_VIEW (self), NULL);

  return self->scene;
}

TgLessonMarks *
tg_presentation_view_get_marks (TgPresentationView *self)
{
  g_return_val_if_fail (TG_IS_PRESENTATION_VIEW (self), NULL);

  return self->marks;
}

void
tg_presentation_view_set_idle_time (TgPresentationView *self,
                                    guint               idle_ms)
{
  g_return_if_fail (TG_IS_PRESENTATION_VIEW (self));

  self->idle_ms = idle_ms;
  _tg_presentation_view_restart_idle (self);
}

static void
set_follower (TgPresentationView *self,
              gboolean            follower)
{
  self->follower = follower;
  gtk_widget_set_visible (self->controls_box, !follower);
  tg_board_scene_set_interactive (self->scene, !follower);
  update_actions (self);
}

static void
tg_presentation_view_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (object);

  switch (prop_id)
    {
    case PROP_FOLLOWER:
      g_value_set_boolean (value, self->follower);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_TOOL:
      g_value_set_enum (value, self->tool);
      break;
    case PROP_SHOW_VARIATIONS:
      g_value_set_boolean (value, self->show_variations);
      break;
    case PROP_SHOW_TREE:
      g_value_set_boolean (value, self->show_tree);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_presentation_view_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (object);

  switch (prop_id)
    {
    case PROP_FOLLOWER:
      set_follower (self, g_value_get_boolean (value));
      break;
    case PROP_GAME:
      tg_presentation_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_TOOL:
      if (self->tool == (TgLessonTool) g_value_get_enum (value))
        break;
      self->tool = g_value_get_enum (value);
      self->anchor = TG_PASS;
      gtk_label_set_text (self->tool_label, _(tool_hints[self->tool]));
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_SHOW_VARIATIONS:
      if (self->show_variations == g_value_get_boolean (value))
        break;
      self->show_variations = g_value_get_boolean (value);
      apply_variation_marks (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_SHOW_TREE:
      if (self->show_tree == g_value_get_boolean (value))
        break;
      self->show_tree = g_value_get_boolean (value);
      gtk_revealer_set_reveal_child (self->tree_revealer, self->show_tree);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_presentation_view_dispose (GObject *object)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (object);

  g_clear_handle_id (&self->idle_id, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  if (self->marks != NULL)
    g_signal_handlers_disconnect_by_data (self->marks, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_PRESENTATION_VIEW);
  g_clear_object (&self->marks);
  g_clear_object (&self->game);
  g_clear_object (&self->scene);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_presentation_view_parent_class)->dispose (object);
}

static void
tg_presentation_view_finalize (GObject *object)
{
  TgPresentationView *self = TG_PRESENTATION_VIEW (object);

  g_array_unref (self->stroke);

  G_OBJECT_CLASS (tg_presentation_view_parent_class)->finalize (object);
}

static void
add_step_binding (GtkWidgetClass *widget_class,
                  guint           key,
                  int             delta)
{
  gtk_widget_class_add_binding_action (widget_class, key, 0, "presentation.step", "i", delta);
}

static void
tg_presentation_view_class_init (TgPresentationViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tg_presentation_view_get_property;
  object_class->set_property = tg_presentation_view_set_property;
  object_class->dispose = tg_presentation_view_dispose;
  object_class->finalize = tg_presentation_view_finalize;
  widget_class->measure = tg_presentation_view_measure;
  widget_class->size_allocate = tg_presentation_view_size_allocate;

  properties[PROP_FOLLOWER] =
    g_param_spec_boolean ("follower", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL] =
    g_param_spec_enum ("tool", NULL, NULL, TG_TYPE_LESSON_TOOL, TG_LESSON_TOOL_PEN,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_VARIATIONS] =
    g_param_spec_boolean ("show-variations", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_TREE] =
    g_param_spec_boolean ("show-tree", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_property_action (widget_class, "presentation.tool", "tool");
  gtk_widget_class_install_property_action (widget_class, "presentation.show-variations",
                                            "show-variations");
  gtk_widget_class_install_property_action (widget_class, "presentation.show-tree", "show-tree");
  gtk_widget_class_install_action (widget_class, "presentation.keep-marks", NULL, keep_marks_action);
  gtk_widget_class_install_action (widget_class, "presentation.clear-marks", NULL,
                                   clear_marks_action);
  gtk_widget_class_install_action (widget_class, "presentation.step", "i", step_action);

  /* What a presenter's remote sends, and the keys next to them. */
  add_step_binding (widget_class, GDK_KEY_Page_Down, 1);
  add_step_binding (widget_class, GDK_KEY_KP_Page_Down, 1);
  add_step_binding (widget_class, GDK_KEY_Right, 1);
  add_step_binding (widget_class, GDK_KEY_Down, 1);
  add_step_binding (widget_class, GDK_KEY_space, 1);
  add_step_binding (widget_class, GDK_KEY_Page_Up, -1);
  add_step_binding (widget_class, GDK_KEY_KP_Page_Up, -1);
  add_step_binding (widget_class, GDK_KEY_Left, -1);
  add_step_binding (widget_class, GDK_KEY_Up, -1);
  add_step_binding (widget_class, GDK_KEY_BackSpace, -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.presentation", NULL);

  g_type_ensure (TG_TYPE_BOARD_VIEW);
  g_type_ensure (TG_TYPE_GAME_TREE);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-presentation-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, board_view);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, side_box);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, comment_label);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, tree_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, game_tree);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, controls_box);
  gtk_widget_class_bind_template_child (widget_class, TgPresentationView, tool_label);
  gtk_widget_class_set_css_name (widget_class, "presentation");
}

static gboolean
theme_from_setting (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  g_value_set_enum (value, g_str_equal (g_variant_get_string (variant, NULL), "plain")
                             ? TG_BOARD_THEME_PAPER : TG_BOARD_THEME_WOOD);
  return TRUE;
}

static void
tg_presentation_view_init (TgPresentationView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_widget_init_template (widget);

  self->anchor = TG_PASS;
  self->idle_ms = 2000;
  self->stroke = g_array_new (FALSE, FALSE, sizeof (TgBoardPenPoint));
  self->settings = g_settings_new (APP_ID);
  self->scene = tg_board_scene_new (NULL);
  tg_board_scene_set_show_hover (self->scene, FALSE);
  tg_board_scene_set_variation_marks (self->scene, TG_VARIATION_MARKS_NONE);
  tg_board_view_set_scene (self->board_view, self->scene);
  g_settings_bind (self->settings, "show-coordinates", self->scene, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind_with_mapping (self->settings, "board-theme", self->scene, "theme",
                                G_SETTINGS_BIND_GET, theme_from_setting, NULL, NULL, NULL);
  gtk_label_set_text (self->tool_label, _(tool_hints[self->tool]));

  _tg_presentation_view_init_input (self);
  gtk_widget_set_focusable (widget, TRUE);
  self->pointer_x = self->pointer_y = -1;
  _tg_presentation_view_restart_idle (self);
}
