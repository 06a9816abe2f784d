/* tg-game-edit.c: TgGame's edit layer — operations that know their
 * inverse, steps that group them into one user action, undo and redo,
 * and the signals that say what changed.
 *
 * A step keeps what undo or redo needs to bring the record back: the
 * operations in order, the current node before and after, and the
 * course of play (phase, end node, marks) when the step changed it.  A
 * subtree out of the record belongs to the one operation that took it
 * out (a removal done, or an insertion undone) and is freed only with
 * that operation's step, once no undo or redo can reach it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game-edit-private.h"

#include "tg-node-private.h"

enum
{
  NODE_INSERTED,
  NODE_REMOVED,
  NODE_CHANGED,
  CHILDREN_REORDERED,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Play state ------------------------------------------------------------ */

static PlayState *
play_state_capture (TgGame *self)
{
  PlayState *state = g_new (PlayState, 1);

  state->phase = self->phase;
  state->end_reason = self->end_reason;
  state->first_passer = self->first_passer;
  state->end_node = self->end_node;
  state->resumed = self->resumed;
  state->resume_node = self->resume_node;
  state->dead = tg_point_set_copy (self->dead);
  return state;
}

static void
play_state_free (PlayState *state)
{
  if (state == NULL)
    return;
  tg_point_set_free (state->dead);
  g_free (state);
}

static gboolean
play_state_equal (const PlayState *a,
                  const PlayState *b)
{
  return a->phase == b->phase && a->end_reason == b->end_reason
         && a->first_passer == b->first_passer && a->end_node == b->end_node
         && a->resumed == b->resumed && a->resume_node == b->resume_node
         && tg_point_set_equal (a->dead, b->dead);
}

static void
play_state_restore (TgGame          *self,
                    const PlayState *state)
{
  self->end_reason = state->end_reason;
  self->first_passer = state->first_passer;
  self->resumed = state->resumed;
  self->resume_node = state->resume_node;
  tg_point_set_free (self->dead);
  self->dead = tg_point_set_copy (state->dead);
  tg_game_set_end_node (self, state->end_node);
  tg_game_set_phase (self, state->phase);
}

/* Steps ----------------------------------------------------------------- */

static void
op_clear (Op      *op,
          gboolean applied)
{
  /* The subtree out of the record belongs to this operation. */
  if ((op->kind == OP_REMOVE && applied) || (op->kind == OP_INSERT && !applied))
    tg_node_free (op->node);
  g_free (op->id);
  g_strfreev (op->before);
  g_strfreev (op->after);
}

static void
step_free (TgStep  *step,
           gboolean applied)
{
  /* Newest first: an operation may have taken a subtree out of one an
   * earlier operation put in. */
  for (guint i = step->ops->len; i-- > 0;)
    op_clear (&g_array_index (step->ops, Op, i), applied);
  g_array_unref (step->ops);
  play_state_free (step->before);
  play_state_free (step->after);
  g_free (step);
}

static void
free_applied_step (gpointer step)
{
  step_free (step, TRUE);
}

static void
free_undone_step (gpointer step)
{
  step_free (step, FALSE);
}

void
tg_game_init_edits (TgGame *self)
{
  self->undo_steps = g_ptr_array_new_with_free_func (free_applied_step);
  self->redo_steps = g_ptr_array_new_with_free_func (free_undone_step);
}

void
tg_game_finalize_edits (TgGame *self)
{
  g_ptr_array_unref (self->undo_steps);
  g_ptr_array_unref (self->redo_steps);
  if (self->step != NULL)
    step_free (self->step, TRUE);
}

/* Signals --------------------------------------------------------------- */

static void
emit_node_inserted (TgGame *self,
                    TgNode *parent,
                    guint   position)
{
  self->emitting++;
  g_signal_emit (self, signals[NODE_INSERTED], 0, parent, position);
  self->emitting--;
}

static void
emit_node_removed (TgGame *self,
                   TgNode *parent,
                   guint   position,
                   TgNode *node)
{
  self->emitting++;
  g_signal_emit (self, signals[NODE_REMOVED], 0, parent, position, node);
  self->emitting--;
}

static void
emit_node_changed (TgGame     *self,
                   TgNode     *node,
                   const char *id)
{
  self->emitting++;
  g_signal_emit (self, signals[NODE_CHANGED], g_quark_from_string (id), node, id);
  self->emitting--;
}

static void
emit_children_reordered (TgGame *self,
                         TgNode *parent)
{
  self->emitting++;
  g_signal_emit (self, signals[CHILDREN_REORDERED], 0, parent);
  self->emitting--;
}

static guint64
top_serial (TgGame *self)
{
  if (self->undo_steps->len == 0)
    return self->base_serial;
  return ((TgStep *) g_ptr_array_index (self->undo_steps, self->undo_steps->len - 1))->serial;
}

static void
update_flag (TgGame   *self,
             gboolean *flag,
             gboolean  value,
             guint     prop_id)
{
  if (*flag == value)
    return;
  *flag = value;
  tg_game_notify (self, prop_id);
}

/* After a step, an undo or a redo, or a navigation: what the flags say,
 * then "changed" when anything shown changed. */
void
tg_game_finish_change (TgGame  *self,
                       gboolean changed)
{
  update_flag (self, &self->modified,
               self->forced_modified || top_serial (self) != self->saved_serial,
               TG_GAME_PROP_MODIFIED);
  update_flag (self, &self->can_undo, tg_game_can_undo (self), TG_GAME_PROP_CAN_UNDO);
  update_flag (self, &self->can_redo, tg_game_can_redo (self), TG_GAME_PROP_CAN_REDO);
  /* A game of a collection not yet shown stays unopened: no one can have
   * read the flags, and working them out would make its replay. */
  if (self->replay != NULL)
    {
      update_flag (self, &self->can_swap_colours, tg_game_can_swap_colours (self),
                   TG_GAME_PROP_CAN_SWAP_COLOURS);
      update_flag (self, &self->at_start, self->current->parent == NULL,
                   TG_GAME_PROP_AT_START);
      update_flag (self, &self->at_leaf, tg_node_get_n_children (self->current) == 0,
                   TG_GAME_PROP_AT_LEAF);
      update_flag (self, &self->at_end_of_play, tg_game_is_at_end_of_play (self),
                   TG_GAME_PROP_AT_END_OF_PLAY);
    }
  if (!changed)
    return;
  self->emitting++;
  g_signal_emit (self, signals[CHANGED], 0);
  self->emitting--;
}

/* Operations may have changed the positions above the current node and
 * the end of play; the caches were told, the boards held are worked out
 * again. */
static void
refresh_positions (TgGame *self)
{
  tg_replay_position (self->replay, self->current, self->board, self->captures);
  if (self->end_node != NULL)
    tg_game_set_end_node (self, self->end_node);
}

/* One-way flow: a handler of the game's own signals must not change it,
 * or views would see the changes out of order. */
gboolean
tg_game_may_edit (TgGame *self)
{
  if (self->emitting == 0 && !self->replaying)
    return TRUE;
  g_critical ("A TgGame was changed from inside one of its own signals; "
              "make the change in the action that caused it instead");
  return FALSE;
}

void
tg_game_begin_step (TgGame *self)
{
  TgStep *step;

  g_return_if_fail (TG_IS_GAME (self));

  if (!tg_game_may_edit (self))
    return;
  tg_game_ensure_replay (self);
  if (self->step_depth++ > 0)
    return;
  step = g_new0 (TgStep, 1);
  step->ops = g_array_new (FALSE, FALSE, sizeof (Op));
  step->current_before = self->current;
  step->before = play_state_capture (self);
  self->step = step;
}

void
tg_game_end_step (TgGame *self)
{
  TgStep *step;
  PlayState *after;
  gboolean moved, recorded;

  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (self->step_depth > 0);

  if (--self->step_depth > 0)
    return;
  step = g_steal_pointer (&self->step);
  after = play_state_capture (self);
  if (play_state_equal (step->before, after))
    {
      g_clear_pointer (&step->before, play_state_free);
      play_state_free (after);
    }
  else
    step->after = after;

  moved = step->current_before != self->current;
  recorded = step->ops->len > 0 || step->after != NULL;
  if (recorded)
    {
      step->current_after = self->current;
      step->serial = ++self->last_serial;
      /* A new change makes what was undone unreachable. */
      g_ptr_array_set_size (self->redo_steps, 0);
      g_ptr_array_add (self->undo_steps, step);
      refresh_positions (self);
    }
  else
    step_free (step, TRUE);
  tg_game_finish_change (self, recorded || moved);
}

void
tg_game_step_is_play (TgGame *self)
{
  if (self->step != NULL)
    self->step->play = TRUE;
}

/* Operations ------------------------------------------------------------ */

/* Properties the position after a node depends on. */
static gboolean
is_position_prop (const char *id)
{
  return g_str_equal (id, "B") || g_str_equal (id, "W") || g_str_equal (id, "AB")
         || g_str_equal (id, "AW") || g_str_equal (id, "AE");
}

static void
link_subtree (TgGame *self,
              TgNode *parent,
              guint   position,
              TgNode *node)
{
  tg_node_insert_child (parent, position, node);
  tg_game_scan_inherited_markup (self, node);
  if (node->n_children == 0)
    tg_replay_annotate_node (self->replay, node);
  else
    tg_replay_annotate_subtree (self->replay, node);
  emit_node_inserted (self, parent, position);
}

static void
unlink_subtree (TgGame *self,
                TgNode *node)
{
  TgNode *parent = node->parent;
  guint position = (guint) tg_node_child_index (node);

  if (tg_node_is_ancestor (node, self->current))
    tg_game_move_to (self, parent);
  if (self->end_node != NULL && tg_node_is_ancestor (node, self->end_node))
    tg_game_end_node_removed (self, parent);
  if (self->resume_node != NULL && tg_node_is_ancestor (node, self->resume_node))
    {
      self->resumed = FALSE;
      self->resume_node = NULL;
    }
  tg_replay_forget_subtree (self->replay, node);
  tg_node_take (node);
  emit_node_removed (self, parent, position, node);
}

void
tg_game_set_prop (TgGame      *self,
                  TgNode      *node,
                  const char  *id,
                  char       **values,
                  guint        position)
{
  if (values == NULL)
    tg_node_unset (node, id);
  else
    {
      tg_node_set_values (node, id, (const char * const *) values, g_strv_length (values),
                          position);
      if (tg_node_prop_is_inherited (id))
        self->inherits_markup = TRUE;
    }
  if (is_position_prop (id))
    tg_replay_annotate_subtree (self->replay, node);
  if (node == self->root)
    tg_game_read_root (self);
  emit_node_changed (self, node, id);
}

static void
op_apply (TgGame   *self,
          const Op *op,
          gboolean  forward)
{
  switch (op->kind)
    {
    case OP_INSERT:
    case OP_REMOVE:
      if ((op->kind == OP_INSERT) == forward)
        link_subtree (self, op->parent, op->position, op->node);
      else
        unlink_subtree (self, op->node);
      break;
    case OP_SET:
      tg_game_set_prop (self, op->node, op->id, forward ? op->after : op->before, op->position);
      break;
    case OP_MOVE:
      tg_node_move_child (op->node, forward ? op->position : op->to,
                          forward ? op->to : op->position);
      emit_children_reordered (self, op->node);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Applies @op as a step's next operation, in a step of its own when
 * none is open. */
void
tg_game_do_op (TgGame *self,
               Op     *op)
{
  tg_game_begin_step (self);
  if (self->step == NULL)
    {
      op_clear (op, FALSE);
      return;
    }
  op_apply (self, op, TRUE);
  g_array_append_val (self->step->ops, *op);
  tg_game_end_step (self);
}

/* Undo and redo --------------------------------------------------------- */

TgStep *
tg_game_top_step (GPtrArray *steps)
{
  return steps->len > 0 ? g_ptr_array_index (steps, steps->len - 1) : NULL;
}

gboolean
tg_game_can_undo (TgGame *self)
{
  TgStep *step;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  step = tg_game_top_step (self->undo_steps);
  return step != NULL && self->step_depth == 0 && (self->takebacks || !step->play);
}

gboolean
tg_game_can_redo (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  return self->redo_steps->len > 0 && self->step_depth == 0;
}

/* Applies @step backwards (undo) or forwards (redo), and brings back the
 * current node and the course of play as they were on that side. */
static void
replay_step (TgGame  *self,
             TgStep  *step,
             gboolean forward)
{
  GArray *ops = step->ops;
  PlayState *state = forward ? step->after : step->before;

  self->replaying = TRUE;
  if (forward)
    for (guint i = 0; i < ops->len; i++)
      op_apply (self, &g_array_index (ops, Op, i), TRUE);
  else
    for (guint i = ops->len; i-- > 0;)
      op_apply (self, &g_array_index (ops, Op, i), FALSE);
  if (state != NULL)
    play_state_restore (self, state);
  tg_game_move_to (self, forward ? step->current_after : step->current_before);
  refresh_positions (self);
  self->replaying = FALSE;
}

gboolean
tg_game_undo (TgGame *self)
{
  TgStep *step;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (!tg_game_can_undo (self) || !tg_game_may_edit (self))
    return FALSE;
  step = g_ptr_array_steal_index (self->undo_steps, self->undo_steps->len - 1);
  g_ptr_array_add (self->redo_steps, step);
  replay_step (self, step, FALSE);
  tg_game_finish_change (self, TRUE);
  return TRUE;
}

gboolean
tg_game_redo (TgGame *self)
{
  TgStep *step;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (!tg_game_can_redo (self) || !tg_game_may_edit (self))
    return FALSE;
  step = g_ptr_array_steal_index (self->redo_steps, self->redo_steps->len - 1);
  g_ptr_array_add (self->undo_steps, step);
  replay_step (self, step, TRUE);
  tg_game_finish_change (self, TRUE);
  return TRUE;
}

void
tg_game_forget_steps (TgGame *self)
{
  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (self->step_depth == 0);

  g_ptr_array_set_size (self->undo_steps, 0);
  g_ptr_array_set_size (self->redo_steps, 0);
  /* The record as it now stands is a version of its own. */
  self->base_serial = ++self->last_serial;
  self->saved_serial = self->base_serial;
  tg_game_finish_change (self, FALSE);
}

/* Takebacks and the modified mark ---------------------------------------- */

gboolean
tg_game_get_takebacks (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  return self->takebacks;
}

void
tg_game_set_takebacks (TgGame   *self,
                       gboolean  allowed)
{
  g_return_if_fail (TG_IS_GAME (self));

  self->takebacks = allowed != FALSE;
  tg_game_finish_change (self, FALSE);
}

gboolean
tg_game_get_modified (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  return self->modified;
}

void
tg_game_set_modified (TgGame   *self,
                      gboolean  modified)
{
  g_return_if_fail (TG_IS_GAME (self));

  self->forced_modified = modified != FALSE;
  if (!modified)
    self->saved_serial = top_serial (self);
  tg_game_finish_change (self, FALSE);
}

guint64
tg_game_get_version (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);

  return top_serial (self);
}

void
tg_game_mark_saved (TgGame  *self,
                    guint64  version)
{
  g_return_if_fail (TG_IS_GAME (self));

  self->forced_modified = FALSE;
  self->saved_serial = version;
  tg_game_finish_change (self, FALSE);
}

void
tg_game_class_init_edits (GObjectClass *object_class)
{
  GType type = G_TYPE_FROM_CLASS (object_class);

  signals[NODE_INSERTED] =
    g_signal_new ("node-inserted", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_UINT);
  signals[NODE_REMOVED] =
    g_signal_new ("node-removed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 3, G_TYPE_POINTER, G_TYPE_UINT, G_TYPE_POINTER);
  signals[NODE_CHANGED] =
    g_signal_new ("node-changed", type, G_SIGNAL_RUN_LAST | G_SIGNAL_DETAILED, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_POINTER,
                  G_TYPE_STRING | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[CHILDREN_REORDERED] =
    g_signal_new ("children-reordered", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[CHANGED] =
    g_signal_new ("changed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}
