/* tg-window-counting.c: the end of the game in the window — dead-stone
 * marking from the board, the estimator's suggestion, and the final
 * score dialog whenever a game ends here (spec §5, §6).  The banner that
 * says what counting, a resumption or the result means follows the game
 * on its own (tg-counting-banner.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-estimate.h"
#include "tg-score-dialog.h"
#include "tg-window-private.h"

/* What the estimator is asked, in a worker: the position is copied, so
 * play may go on meanwhile. */
typedef struct
{
  TgGame  *game;
  TgNode  *end;
  TgBoard *board;
  TgColor  to_move;
} Suggestion;

static void
suggestion_free (Suggestion *suggestion)
{
  g_object_unref (suggestion->game);
  tg_board_free (suggestion->board);
  g_free (suggestion);
}

static void
estimate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Suggestion *suggestion = task_data;

  g_task_return_pointer (task,
                         tg_estimate_dead (suggestion->board, suggestion->to_move,
                                           tg_board_get_hash (suggestion->board), 0, NULL),
                         (GDestroyNotify) tg_point_set_free);
}

static void
estimated_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (object);
  Suggestion *suggestion = g_task_get_task_data (G_TASK (result));
  g_autoptr(TgPointSet) dead = g_task_propagate_pointer (G_TASK (result), NULL);

  if (dead == NULL)
    return;
  g_clear_object (&self->suggesting);
  /* Only for the count it was asked for, and only while nobody marked. */
  if (suggestion->game != self->game || tg_game_get_phase (self->game) != TG_PHASE_COUNTING
      || tg_game_get_end_node (self->game) != suggestion->end
      || tg_point_set_count (tg_game_get_dead (self->game)) > 0 || tg_point_set_count (dead) == 0)
    return;
  tg_game_set_dead (self->game, dead);
}

/* Spec §5.5: the app suggests dead stones, the players decide.  Seeded
 * by the position, as tengen-cli's score --estimate-dead, so the same
 * game always gets the same suggestion.  Marks already made (an engine's
 * judgement) are left alone.  The estimator may take a tenth of a
 * second on a large board: it runs in a worker, and its suggestion is a
 * step of its own. */
void
_tg_window_suggest_dead_stones (TgWindow *self)
{
  g_autoptr(GTask) task = NULL;
  Suggestion *suggestion;

  if (tg_game_get_phase (self->game) != TG_PHASE_COUNTING || !_tg_window_at_end_of_play (self)
      || tg_point_set_count (tg_game_get_dead (self->game)) > 0)
    return;
  /* An engine in the game lists them itself (tg-window-engine.c): an
   * estimate arriving first would keep its list out, as marks changed
   * since it was asked. */
  if (tg_match_get_engine_counts (_tg_window_engine_get_match (self->engine)))
    return;
  if (self->suggesting != NULL)
    g_cancellable_cancel (self->suggesting);
  g_set_object (&self->suggesting, g_cancellable_new ());
  g_object_unref (self->suggesting);
  suggestion = g_new0 (Suggestion, 1);
  suggestion->game = g_object_ref (self->game);
  suggestion->end = tg_game_get_end_node (self->game);
  suggestion->board = tg_board_copy (tg_game_get_board (self->game));
  suggestion->to_move = tg_game_get_to_move (self->game);
  task = g_task_new (self, self->suggesting, estimated_cb, NULL);
  g_task_set_task_data (task, suggestion, (GDestroyNotify) suggestion_free);
  g_task_run_in_thread (task, estimate_thread);
}

static void
show_score_dialog (TgWindow *self)
{
  if (self->score_dialog == NULL)
    {
      self->score_dialog = GTK_WIDGET (tg_score_dialog_new (GTK_WINDOW (self), self->game));
      gtk_window_set_destroy_with_parent (GTK_WINDOW (self->score_dialog), TRUE);
      g_object_add_weak_pointer (G_OBJECT (self->score_dialog), (gpointer *) &self->score_dialog);
    }
  gtk_window_present (GTK_WINDOW (self->score_dialog));
}

/* A change of phase is told in the middle of the step that made it: a
 * game that ends here, however it ends (accepted count, two passes after
 * a resumption, resignation, time), shows its score once the step is
 * whole ("changed"). */
static void
phase_changed_cb (TgWindow *self)
{
  if (tg_game_get_phase (self->game) == TG_PHASE_FINISHED)
    self->score_pending = TRUE;
}

static void
update_counting (TgWindow *self)
{
  TgPhase phase = tg_game_get_phase (self->game);
  gboolean at_end = _tg_window_at_end_of_play (self);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.toggle-dead",
                                 at_end && phase == TG_PHASE_COUNTING);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-score",
                                 phase == TG_PHASE_FINISHED);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.recount",
                                 phase == TG_PHASE_FINISHED
                                 && tg_game_get_end_reason (self->game) == TG_END_SCORE);
  if (self->score_pending)
    {
      self->score_pending = FALSE;
      show_score_dialog (self);
    }
}

/* A game given to the window brings no pending dialog of its own. */
static void
game_bound_cb (TgWindow *self)
{
  self->score_pending = FALSE;
  update_counting (self);
}

void
_tg_window_init_counting (TgWindow *self)
{
  g_signal_group_connect_swapped (self->game_signals, "notify::phase",
                                  G_CALLBACK (phase_changed_cb), self);
  g_signal_group_connect_swapped (self->game_signals, "changed",
                                  G_CALLBACK (update_counting), self);
  g_signal_connect_swapped (self->game_signals, "bind", G_CALLBACK (game_bound_cb), self);
}

/* win.toggle-dead (i): where play stopped, a click on a stone marks its
 * group dead or alive again (spec §5.1). */
static void
toggle_dead_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgPoint point = g_variant_get_int32 (parameter);

  if (tg_game_get_phase (self->game) != TG_PHASE_COUNTING || !_tg_window_at_end_of_play (self)
      || !tg_board_is_on_board (tg_game_get_board (self->game), point))
    return;
  tg_game_toggle_dead (self->game, point);
}

static void
show_score_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  if (tg_game_get_phase (self->game) == TG_PHASE_FINISHED)
    show_score_dialog (self);
}

/* win.recount: a finished record counted again on its final position
 * (the score dialog's Mark Dead Stones): the game reopens the count as
 * one step, and the estimator's suggestion follows as a step of its own
 * unless the record marks dead stones already.  Then accept as usual. */
static void
recount_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  if (!tg_game_reopen_count (self->game))
    return;
  _tg_window_suggest_dead_stones (self);
}

void
_tg_window_dispose_counting (TgWindow *self)
{
  if (self->score_dialog != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (self->score_dialog), (gpointer *) &self->score_dialog);
      gtk_window_destroy (GTK_WINDOW (self->score_dialog));
      self->score_dialog = NULL;
    }
  if (self->suggesting != NULL)
    g_cancellable_cancel (self->suggesting);
  g_clear_object (&self->suggesting);
}

void
_tg_window_class_add_counting (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.toggle-dead", "i", toggle_dead_action);
  gtk_widget_class_install_action (widget_class, "win.show-score", NULL, show_score_action);
  gtk_widget_class_install_action (widget_class, "win.recount", NULL, recount_action);
}
