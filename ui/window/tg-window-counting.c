/* tg-window-counting.c: the end of the game in the window — the banner
 * that says what counting, a resumption or the result means for the
 * players, dead-stone marking from the board, and the final score dialog
 * whenever a game ends here (spec §5, §6).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-estimate.h"
#include "tg-score-dialog.h"
#include "tg-window-private.h"

/* What the banner tells: each note follows a change of phase the game
 * announced in this window, so an opened record raises none of them. */
typedef enum
{
  NOTE_NONE = 0,
  NOTE_COUNTING,
  NOTE_RESUMED,
  NOTE_FINISHED,
} Note;

static char *
format_lead (const TgScore *score)
{
  double points = fabs (score->margin);
  /* A fraction of a point reads as a plural. */
  gulong plural = points == floor (points) ? (gulong) points : 2;

  if (points < 1e-9)
    return g_strdup (_("The score is even"));
  if (score->margin > 0)
    /* Translators: the live count, "Black is ahead by 1.5 points" */
    return g_strdup_printf (ngettext ("Black is ahead by %g point", "Black is ahead by %g points",
                                      plural),
                            points);
  return g_strdup_printf (ngettext ("White is ahead by %g point", "White is ahead by %g points",
                                    plural),
                          points);
}

/* The live count in both forms (spec §6): areas and the lead in points,
 * what White receives besides its area (komi, the point for the last
 * move, handicap points: where a player first meets them, said in
 * words), then Black's stones against what Black needs. */
static void
show_live_score (TgWindow *self)
{
  g_autofree char *lead = NULL;
  g_autofree char *points = NULL;
  g_autofree char *terms = NULL;
  g_autofree char *stones = NULL;
  TgScore score;

  tg_game_get_score (self->game, &score);
  lead = format_lead (&score);
  /* Translators: "Area: Black 45, White 36 · White is ahead by 1.5 points" */
  points = g_strdup_printf (_("Area: Black %g, White %g · %s"), score.area[0], score.area[1], lead);
  terms = tg_score_describe_owed (&score);
  stones = tg_score_format_stones (&score);
  gtk_label_set_text (self->counting_score_label, points);
  gtk_label_set_text (self->counting_terms_label, terms);
  gtk_label_set_text (self->counting_stones_label, stones);
}

static void
show_banner (TgWindow *self)
{
  Note note = self->counting_note;
  TgPhase phase = tg_game_get_phase (self->game);
  gboolean at_end = _tg_window_at_end_of_play (self);
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;
  gboolean reveal;

  /* Counting always says what is going on, whatever the note: a record
   * saved while counting opens here too. */
  if (phase == TG_PHASE_COUNTING)
    note = NOTE_COUNTING;
  else if (note == NOTE_COUNTING
           || (note == NOTE_RESUMED && phase != TG_PHASE_PLAYING)
           || (note == NOTE_FINISHED && phase != TG_PHASE_FINISHED))
    note = NOTE_NONE;
  reveal = note != NOTE_NONE && !(note != NOTE_COUNTING && self->counting_dismissed);

  switch (note)
    {
    case NOTE_COUNTING:
      /* A finished record counted again need not end with passes. */
      title = g_strdup (tg_game_get_first_passer (self->game) != TG_EMPTY
                        ? _("Both players passed: counting")
                        : _("Counting the final position"));
      if (at_end)
        body = g_strdup (_("Click a group to mark it dead, and again to bring it back to life. "
                           "The marks suggested are only a suggestion: the players decide. "
                           "Then accept the score, or resume play to settle a dispute about life and death."));
      else
        /* Translators: counting while the board shows an earlier move */
        body = g_strdup_printf (_("The game is being counted after move %u. Go to the last move to mark the dead stones."),
                                tg_game_get_end_node (self->game)->move_number);
      show_live_score (self);
      break;
    case NOTE_RESUMED:
      title = g_strdup (_("Play resumed to settle life and death"));
      body = g_strdup (_("Finding a valuable point is no reason to resume. "
                         "When both players pass again, every stone on the board counts as alive "
                         "and the game is scored at once."));
      break;
    case NOTE_FINISHED:
      title = tg_result_describe (tg_game_get_info (self->game, "RE"));
      body = g_strdup (tg_game_get_end_reason (self->game) == TG_END_SCORE
                       ? _("The board shows each side’s area and the dead stones.")
                       : _("The game is over."));
      break;
    case NOTE_NONE:
    default:
      break;
    }

  if (title != NULL)
    {
      gtk_label_set_text (self->counting_title, title);
      gtk_label_set_text (self->counting_label, body);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->counting_score_label), note == NOTE_COUNTING);
  gtk_widget_set_visible (GTK_WIDGET (self->counting_terms_label), note == NOTE_COUNTING);
  gtk_widget_set_visible (GTK_WIDGET (self->counting_stones_label), note == NOTE_COUNTING);
  gtk_widget_set_visible (self->counting_buttons, note == NOTE_COUNTING);
  gtk_widget_set_visible (self->counting_details_button, note == NOTE_FINISHED);
  gtk_widget_set_visible (self->counting_dismiss_button, note != NOTE_COUNTING);
  gtk_revealer_set_reveal_child (self->counting_revealer, reveal);
}

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

/* A change of phase is told in the middle of the step that made it: the
 * note is taken now and shown with the rest of the window on "changed". */
static void
phase_changed_cb (TgWindow *self)
{
  TgPhase phase = tg_game_get_phase (self->game);

  self->counting_dismissed = FALSE;
  if (phase == TG_PHASE_COUNTING)
    self->counting_note = NOTE_COUNTING;
  else if (phase == TG_PHASE_PLAYING && tg_game_get_resumed (self->game))
    self->counting_note = NOTE_RESUMED;
  else if (phase == TG_PHASE_FINISHED)
    {
      self->counting_note = NOTE_FINISHED;
      /* A game that ends here, however it ends (accepted count, two
       * passes after a resumption, resignation, time), shows its score. */
      self->score_pending = TRUE;
    }
  else
    self->counting_note = NOTE_NONE;
}

void
_tg_window_watch_phase (TgWindow *self)
{
  self->counting_note = NOTE_NONE;
  self->counting_dismissed = FALSE;
  self->score_pending = FALSE;
  self->game_phase_id = g_signal_connect_swapped (self->game, "notify::phase",
                                                 G_CALLBACK (phase_changed_cb), self);
}

void
_tg_window_update_counting (TgWindow *self)
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
  show_banner (self);
  if (self->score_pending)
    {
      self->score_pending = FALSE;
      show_score_dialog (self);
    }
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

static void
counting_dismiss_clicked_cb (TgWindow *self)
{
  self->counting_dismissed = TRUE;
  gtk_revealer_set_reveal_child (self->counting_revealer, FALSE);
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
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_title);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_score_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_terms_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_stones_label);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_buttons);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_details_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, counting_dismiss_button);
  gtk_widget_class_bind_template_callback (widget_class, counting_dismiss_clicked_cb);
}
