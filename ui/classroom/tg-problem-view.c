/* tg-problem-view.c
 *
 * One-way flow: a click on the board becomes tg_problem_play (), the
 * problem says "changed", and the view redraws its labels from it; the
 * board's scene follows the attempt's game on its own.  Tengen's reply
 * waits a moment on a timer, so that the student's stone is seen first.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-problem-view-private.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "tg-board-scene.h"
#include "tg-board-view.h"

struct _TgProblemView
{
  GtkWidget       parent_instance;

  /* Template widgets */
  GtkWidget      *box;
  AdwWindowTitle *window_title;
  TgBoardView    *board_view;
  GtkLabel       *heading_label;
  GtkLabel       *detail_label;
  GtkLabel       *comment_label;

  GSettings      *settings;
  TgBoardScene   *scene;
  TgDocument     *document;
  TgProblem      *problem;
  /* The games solved here, by the student's own moves. */
  GHashTable     *solved;
  guint           answer_id;
  guint           answer_delay;
  /* Why the last click was refused, until the next move. */
  char           *refusal;
};

G_DEFINE_FINAL_TYPE (TgProblemView, tg_problem_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
color_name (TgColor color)
{
  return color == TG_WHITE ? _("White") : _("Black");
}

static void
update_title (TgProblemView *self)
{
  guint n = tg_document_get_n_games (self->document);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;

  if (n > 1)
    {
      /* Translators: the title of problem mode in a collection */
      title = g_strdup_printf (_("Problem %u of %u"), tg_document_get_game_index (self->document) + 1, n);
      /* Translators: "Solved 2 of 5" */
      subtitle = g_strdup_printf (_("Solved %u of %u"), g_hash_table_size (self->solved), n);
    }
  else
    {
      title = g_strdup (_("Problem"));
      subtitle = g_strdup (g_hash_table_size (self->solved) > 0 ? _("Solved") : tg_document_get_title (self->document));
    }
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

static void
set_heading (TgProblemView *self,
             const char    *heading,
             const char    *style)
{
  GtkWidget *label = GTK_WIDGET (self->heading_label);

  gtk_label_set_text (self->heading_label, heading);
  gtk_widget_remove_css_class (label, "success");
  gtk_widget_remove_css_class (label, "error");
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
}

/* Whether the attempt holds a move of the student's yet. */
static gboolean
student_moved (TgProblemView *self)
{
  TgColor student = tg_problem_get_student (self->problem);

  for (TgNode *node = tg_game_get_current (tg_problem_get_game (self->problem)); node != NULL;
       node = node->parent)
    if (node->move_color == student)
      return TRUE;
  return FALSE;
}

static void
update (TgProblemView *self)
{
  TgProblemState state = tg_problem_get_state (self->problem);
  TgColor student = tg_problem_get_student (self->problem);
  const char *comment = tg_problem_get_comment (self->problem);
  g_autofree char *heading = NULL;
  const char *detail = NULL;
  g_autofree char *off_tree = NULL;
  const char *style = NULL;
  GtkWidget *widget = GTK_WIDGET (self);
  guint index = tg_document_get_game_index (self->document);

  switch (state)
    {
    case TG_PROBLEM_SOLVING:
      /* Translators: "Black to play" */
      heading = g_strdup_printf (_("%s to Play"), color_name (student));
      detail = student_moved (self) ? _("Right so far. Go on.")
                                    : _("Play a move: Tengen answers from the record.");
      break;
    case TG_PROBLEM_ANSWERING:
      heading = g_strdup (_("Tengen Answers…"));
      break;
    case TG_PROBLEM_CORRECT:
      heading = g_strdup (_("Correct"));
      detail = _("The record says this line is right.");
      style = "success";
      break;
    case TG_PROBLEM_WRONG:
      heading = g_strdup (_("Wrong"));
      if (tg_problem_get_node (self->problem) == NULL)
        {
          TgGame *game = tg_problem_get_game (self->problem);
          TgNode *last = tg_game_get_last_move (game);
          g_autofree char *where = last != NULL && last->move_point != TG_PASS
                                     ? tg_board_point_to_gtp (tg_game_get_board (game), last->move_point)
                                     : g_strdup (_("Passing"));

          /* Translators: "R4 is not among the record's answers…" */
          off_tree = g_strdup_printf (_("%s is not among the record's answers. The stone stays so you can see why; Retry to start again."),
                                      where);
          detail = off_tree;
        }
      else
        detail = _("The record says this line fails. Retry, or see the solution.");
      style = "error";
      break;
    case TG_PROBLEM_SOLUTION:
      heading = g_strdup (_("Solution"));
      detail = _("The moves of a right line, numbered. Retry to solve it yourself.");
      break;
    case TG_PROBLEM_NO_ANSWERS:
      heading = g_strdup (_("No Answers"));
      detail = _("This record has no moves to check yours against.");
      break;
    default:
      g_assert_not_reached ();
    }

  set_heading (self, heading, style);
  gtk_label_set_text (self->detail_label, self->refusal != NULL ? self->refusal : detail ? detail : "");
  gtk_label_set_text (self->comment_label, comment != NULL ? comment : "");
  gtk_widget_set_visible (GTK_WIDGET (self->comment_label), comment != NULL && comment[0] != '\0');

  tg_board_scene_set_interactive (self->scene, state == TG_PROBLEM_SOLVING);
  tg_board_scene_set_show_move_numbers (self->scene, state == TG_PROBLEM_SOLUTION);
  gtk_widget_action_set_enabled (widget, "problem.retry", state != TG_PROBLEM_NO_ANSWERS);
  gtk_widget_action_set_enabled (widget, "problem.solution",
                                 state != TG_PROBLEM_NO_ANSWERS && state != TG_PROBLEM_SOLUTION);
  gtk_widget_action_set_enabled (widget, "problem.previous", index > 0);
  gtk_widget_action_set_enabled (widget, "problem.next",
                                 index + 1 < tg_document_get_n_games (self->document));
  update_title (self);
}

static gboolean
answer_cb (gpointer user_data)
{
  TgProblemView *self = user_data;

  self->answer_id = 0;
  tg_problem_answer (self->problem);
  return G_SOURCE_REMOVE;
}

static void
problem_changed_cb (TgProblemView *self)
{
  TgGame *game = tg_problem_get_game (self->problem);

  /* Retry and the solution start a new attempt. */
  if (tg_board_scene_get_game (self->scene) != game)
    tg_board_scene_set_game (self->scene, game);
  if (tg_problem_get_state (self->problem) == TG_PROBLEM_CORRECT)
    g_hash_table_add (self->solved, tg_problem_get_record (self->problem));
  g_clear_handle_id (&self->answer_id, g_source_remove);
  if (tg_problem_get_state (self->problem) == TG_PROBLEM_ANSWERING)
    self->answer_id = g_timeout_add (self->answer_delay, answer_cb, self);
  update (self);
}

static void
load_problem (TgProblemView *self)
{
  g_clear_handle_id (&self->answer_id, g_source_remove);
  if (self->problem != NULL)
    g_signal_handlers_disconnect_by_data (self->problem, self);
  g_clear_object (&self->problem);
  g_clear_pointer (&self->refusal, g_free);
  self->problem = tg_problem_new (tg_document_get_game (self->document));
  g_signal_connect_swapped (self->problem, "changed", G_CALLBACK (problem_changed_cb), self);
  problem_changed_cb (self);
}

static void
point_activated_cb (TgProblemView *self,
                    int            point)
{
  int repeats = -1;
  TgMoveStatus status = tg_problem_play (self->problem, point, &repeats);

  g_clear_pointer (&self->refusal, g_free);
  if (status != TG_MOVE_OK && status != TG_MOVE_NOT_AT_END)
    {
      TgNode *before = tg_game_get_current (tg_problem_get_game (self->problem));

      self->refusal = tg_move_status_describe (status, repeats, tg_node_retakes_ko (before, repeats));
      update (self);
    }
}

static void
retry_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgProblemView *self = TG_PROBLEM_VIEW (widget);

  g_clear_pointer (&self->refusal, g_free);
  tg_problem_retry (self->problem);
}

static void
solution_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TgProblemView *self = TG_PROBLEM_VIEW (widget);

  g_clear_pointer (&self->refusal, g_free);
  tg_problem_show_solution (self->problem);
}

static void
step_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgProblemView *self = TG_PROBLEM_VIEW (widget);
  guint index = tg_document_get_game_index (self->document);
  guint n = tg_document_get_n_games (self->document);

  if (g_str_equal (action_name, "problem.previous") && index > 0)
    tg_document_set_game_index (self->document, index - 1);
  else if (g_str_equal (action_name, "problem.next") && index + 1 < n)
    tg_document_set_game_index (self->document, index + 1);
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

GtkWidget *
tg_problem_view_new (TgDocument *document)
{
  g_return_val_if_fail (TG_IS_DOCUMENT (document), NULL);

  return g_object_new (TG_TYPE_PROBLEM_VIEW, "document", document, NULL);
}

TgDocument *
tg_problem_view_get_document (TgProblemView *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM_VIEW (self), NULL);

  return self->document;
}

TgProblem *
tg_problem_view_get_problem (TgProblemView *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM_VIEW (self), NULL);

  return self->problem;
}

guint
tg_problem_view_get_n_solved (TgProblemView *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM_VIEW (self), 0);

  return g_hash_table_size (self->solved);
}

void
tg_problem_view_set_answer_delay (TgProblemView *self,
                                  guint          delay_ms)
{
  g_return_if_fail (TG_IS_PROBLEM_VIEW (self));

  self->answer_delay = delay_ms;
}

static void
set_document (TgProblemView *self,
              TgDocument    *document)
{
  g_return_if_fail (TG_IS_DOCUMENT (document));

  self->document = g_object_ref (document);
  g_signal_connect_object (document, "notify::game", G_CALLBACK (load_problem), self,
                           G_CONNECT_SWAPPED);
  load_problem (self);
}

static void
tg_problem_view_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TgProblemView *self = TG_PROBLEM_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_problem_view_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TgProblemView *self = TG_PROBLEM_VIEW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      set_document (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_problem_view_dispose (GObject *object)
{
  TgProblemView *self = TG_PROBLEM_VIEW (object);

  g_clear_handle_id (&self->answer_id, g_source_remove);
  if (self->problem != NULL)
    g_signal_handlers_disconnect_by_data (self->problem, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_PROBLEM_VIEW);
  g_clear_object (&self->problem);
  g_clear_object (&self->scene);
  g_clear_object (&self->document);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (tg_problem_view_parent_class)->dispose (object);
}

static void
tg_problem_view_finalize (GObject *object)
{
  TgProblemView *self = TG_PROBLEM_VIEW (object);

  g_hash_table_unref (self->solved);
  g_free (self->refusal);

  G_OBJECT_CLASS (tg_problem_view_parent_class)->finalize (object);
}

static void
tg_problem_view_class_init (TgProblemViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = tg_problem_view_get_property;
  object_class->set_property = tg_problem_view_set_property;
  object_class->dispose = tg_problem_view_dispose;
  object_class->finalize = tg_problem_view_finalize;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, TG_TYPE_DOCUMENT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "problem.retry", NULL, retry_action);
  gtk_widget_class_install_action (widget_class, "problem.solution", NULL, solution_action);
  gtk_widget_class_install_action (widget_class, "problem.previous", NULL, step_action);
  gtk_widget_class_install_action (widget_class, "problem.next", NULL, step_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.solve-problems", NULL);

  g_type_ensure (TG_TYPE_BOARD_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-problem-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TgProblemView, box);
  gtk_widget_class_bind_template_child (widget_class, TgProblemView, window_title);
  gtk_widget_class_bind_template_child (widget_class, TgProblemView, board_view);
  gtk_widget_class_bind_template_child (widget_class, TgProblemView, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TgProblemView, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TgProblemView, comment_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tg_problem_view_init (TgProblemView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->solved = g_hash_table_new (NULL, NULL);
  self->answer_delay = 500;
  self->settings = g_settings_new (APP_ID);
  self->scene = tg_board_scene_new (NULL);
  /* The variations' marks would give the answers away. */
  tg_board_scene_set_variation_marks (self->scene, TG_VARIATION_MARKS_NONE);
  tg_board_view_set_scene (self->board_view, self->scene);
  g_signal_connect_object (self->scene, "point-activated", G_CALLBACK (point_activated_cb), self,
                           G_CONNECT_SWAPPED);
  g_settings_bind (self->settings, "show-coordinates", self->scene, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-hover", self->scene, "show-hover", G_SETTINGS_BIND_GET);
  g_settings_bind_with_mapping (self->settings, "board-theme", self->scene, "theme",
                                G_SETTINGS_BIND_GET, theme_from_setting, NULL, NULL, NULL);
}
