/* tg-problem.c: the decisions of problem mode — who the student is,
 * which reply Tengen makes, and what the record says of a line.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-problem-private.h"

#include <string.h>

G_DEFINE_ENUM_TYPE (TgProblemState, tg_problem_state,
  G_DEFINE_ENUM_VALUE (TG_PROBLEM_SOLVING, "solving"),
  G_DEFINE_ENUM_VALUE (TG_PROBLEM_ANSWERING, "answering"),
  G_DEFINE_ENUM_VALUE (TG_PROBLEM_CORRECT, "correct"),
  G_DEFINE_ENUM_VALUE (TG_PROBLEM_WRONG, "wrong"),
  G_DEFINE_ENUM_VALUE (TG_PROBLEM_SOLUTION, "solution"),
  G_DEFINE_ENUM_VALUE (TG_PROBLEM_NO_ANSWERS, "no-answers"))

struct _TgProblem
{
  GObject           parent_instance;

  TgGame           *record;
  TgGame           *game;          /* the attempt */
  TgProblemState    state;
  TgColor           student;
  TgNode           *node;          /* reached in the record; NULL off the tree */
  TgNode           *last_on_tree;  /* the last node reached in the record */
  /* The state once Tengen's due reply is played: a wrong move is
   * answered with its refutation, and stays wrong. */
  gboolean          wrong_after_answer;
  /* Record nodes from which a correct node can still be reached. */
  GHashTable       *leads;
  gboolean          has_moves;

  TgProblemChooser  chooser;
  gpointer          chooser_data;
  GDestroyNotify    chooser_destroy;
  GRand            *rand;
};

G_DEFINE_FINAL_TYPE (TgProblem, tg_problem, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What the attempt's nodes take of the record's: what the board draws. */
static const char * const markup_ids[] = {
  "CR", "SQ", "TR", "MA", "SL", "LB", "AR", "LN", "DD", "TB", "TW",
};

/* Whether @text starts with @prefix, case aside, after blanks. */
static gboolean
starts_with (const char *text,
             const char *prefix)
{
  while (g_ascii_isspace (*text))
    text++;
  return g_ascii_strncasecmp (text, prefix, strlen (prefix)) == 0;
}

/* Whether @word (capitals) stands in @text as a word of its own. */
static gboolean
has_word (const char *text,
          const char *word)
{
  gsize length = strlen (word);

  for (const char *at = strstr (text, word); at != NULL; at = strstr (at + 1, word))
    if ((at == text || !g_ascii_isalnum (at[-1])) && !g_ascii_isalnum (at[length]))
      return TRUE;
  return FALSE;
}

static gboolean
comment_says_correct (const TgNode *node)
{
  const char *comment = tg_node_get_value (node, "C");

  return comment != NULL && (starts_with (comment, "Correct") || has_word (comment, "RIGHT"));
}

static gboolean
comment_says_wrong (const TgNode *node)
{
  const char *comment = tg_node_get_value (node, "C");

  return comment != NULL && (starts_with (comment, "Wrong") || starts_with (comment, "Incorrect")
                             || has_word (comment, "WRONG"));
}

static gboolean
says_correct (const TgNode *node,
              TgColor       student)
{
  return comment_says_correct (node)
         || (tg_node_has_prop (node, student == TG_BLACK ? "GB" : "GW"))
         || (node->move_color == student && tg_node_has_prop (node, "TE"));
}

static gboolean
says_wrong (const TgNode *node,
            TgColor       student)
{
  return comment_says_wrong (node)
         || (tg_node_has_prop (node, student == TG_BLACK ? "GW" : "GB"))
         || (node->move_color == student && tg_node_has_prop (node, "BM"));
}

/* The colour a node's "correct" speaks for, or TG_EMPTY. */
static TgColor
correct_color (const TgNode *node)
{
  if (tg_node_has_prop (node, "GB"))
    return TG_BLACK;
  if (tg_node_has_prop (node, "GW"))
    return TG_WHITE;
  if (node->move_color != TG_EMPTY && (comment_says_correct (node) || tg_node_has_prop (node, "TE")))
    return node->move_color;
  return TG_EMPTY;
}

/* The student: breadth first, the colour of the first "correct", else
 * of the first move. */
static void
find_student (TgProblem *self)
{
  g_autoptr(GQueue) queue = g_queue_new ();
  TgColor first_move = TG_EMPTY;

  g_queue_push_tail (queue, tg_game_get_root (self->record));
  while (!g_queue_is_empty (queue))
    {
      TgNode *node = g_queue_pop_head (queue);
      TgColor color = correct_color (node);

      if (color != TG_EMPTY)
        {
          self->student = color;
          return;
        }
      if (first_move == TG_EMPTY)
        first_move = node->move_color;
      for (guint i = 0; i < node->n_children; i++)
        g_queue_push_tail (queue, node->children[i]);
    }
  self->has_moves = first_move != TG_EMPTY;
  self->student = first_move != TG_EMPTY ? first_move : TG_BLACK;
}

/* Nodes under which a correct node lies, from the leaves up. */
static void
find_leads (TgProblem *self)
{
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, tg_game_get_root (self->record));
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index (stack, stack->len - 1);

      g_ptr_array_add (order, node);
      if (node->move_color != TG_EMPTY)
        self->has_moves = TRUE;
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
  for (guint i = order->len; i-- > 0;)
    {
      TgNode *node = g_ptr_array_index (order, i);
      gboolean leads = node->parent != NULL && says_correct (node, self->student);

      for (guint c = 0; c < node->n_children && !leads; c++)
        leads = g_hash_table_contains (self->leads, node->children[c]);
      if (leads)
        g_hash_table_add (self->leads, node);
    }
}

gboolean
tg_problem_get_signed (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), FALSE);

  return g_hash_table_contains (self->leads, tg_game_get_root (self->record));
}

static gboolean
leads (TgProblem    *self,
       const TgNode *node)
{
  return g_hash_table_contains (self->leads, node);
}

/* The first move among @node's children, which says whose turn it is. */
static TgColor
next_mover (const TgNode *node)
{
  for (guint i = 0; i < node->n_children; i++)
    if (node->children[i]->move_color != TG_EMPTY)
      return node->children[i]->move_color;
  return TG_EMPTY;
}

static void
set_state (TgProblem      *self,
           TgProblemState  state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

/* Plays @color at @point in the attempt, whoever the rules think moves,
 * and gives the new node the markup of @source (NULL: none). */
static gboolean
play_in_game (TgProblem    *self,
              TgColor       color,
              TgPoint       point,
              const TgNode *source)
{
  TgNode *node;

  if (tg_game_get_to_move (self->game) != color)
    tg_game_set_player (self->game, tg_game_get_current (self->game), color);
  if (tg_game_play (self->game, point, NULL) != TG_MOVE_OK)
    return FALSE;
  node = tg_game_get_current (self->game);
  for (gsize i = 0; source != NULL && i < G_N_ELEMENTS (markup_ids); i++)
    {
      const TgProp *prop = tg_node_get_prop (source, markup_ids[i]);
      g_autoptr(GPtrArray) values = NULL;

      if (prop == NULL)
        continue;
      values = g_ptr_array_new ();
      for (guint v = 0; v < prop->n_values; v++)
        g_ptr_array_add (values, prop->values[v]);
      g_ptr_array_add (values, NULL);
      tg_game_set_values (self->game, node, markup_ids[i], (const char * const *) values->pdata);
    }
  return TRUE;
}

/* Whether @child's move can be played on the attempt's board. */
static gboolean
playable (TgProblem    *self,
          const TgNode *child,
          TgColor       color)
{
  const TgBoard *board = tg_game_get_board (self->game);

  if (child->move_color != color)
    return FALSE;
  if (child->move_point == TG_PASS)
    return tg_node_is_pass (child);
  return tg_board_check (board, color, child->move_point, NULL) == TG_MOVE_OK;
}

/* The state once the attempt stands at record node @node. */
static void
judge (TgProblem *self,
       gboolean   student_moved)
{
  TgNode *node = self->node;
  TgColor next;

  self->wrong_after_answer = FALSE;
  if (node->parent != NULL && says_correct (node, self->student))
    {
      set_state (self, TG_PROBLEM_CORRECT);
      return;
    }
  next = next_mover (node);
  if ((node->parent != NULL && says_wrong (node, self->student))
      || (tg_problem_get_signed (self) && !leads (self, node)))
    {
      /* The refutation is shown when the record has one. */
      self->wrong_after_answer = student_moved && next != TG_EMPTY && next != self->student;
      set_state (self, self->wrong_after_answer ? TG_PROBLEM_ANSWERING : TG_PROBLEM_WRONG);
      return;
    }
  if (next == TG_EMPTY)
    set_state (self, tg_problem_get_signed (self) ? TG_PROBLEM_WRONG : TG_PROBLEM_CORRECT);
  else if (next == self->student)
    {
      if (tg_game_get_to_move (self->game) != next)
        tg_game_set_player (self->game, tg_game_get_current (self->game), next);
      set_state (self, TG_PROBLEM_SOLVING);
    }
  else
    set_state (self, TG_PROBLEM_ANSWERING);
}

static void
emit_changed (TgProblem *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* A new attempt at the start position. */
static void
restart (TgProblem *self)
{
  TgNode *root = tg_node_copy_tree (tg_game_get_root (self->record));
  g_autoptr(GError) error = NULL;
  TgGame *game = tg_game_new_from_root (root, &error);

  /* The record's root passed the same check. */
  g_assert (game != NULL);
  while (tg_node_get_n_children (tg_game_get_root (game)) > 0)
    tg_game_remove_subtree (game, tg_node_get_child (tg_game_get_root (game), 0));
  tg_game_forget_steps (game);
  tg_game_set_takebacks (game, TRUE);
  g_set_object (&self->game, game);
  g_object_unref (game);

  self->node = tg_game_get_root (self->record);
  if (!self->has_moves)
    {
      self->wrong_after_answer = FALSE;
      set_state (self, TG_PROBLEM_NO_ANSWERS);
    }
  else
    judge (self, FALSE);
}

TgProblem *
tg_problem_new (TgGame *record)
{
  TgProblem *self;

  g_return_val_if_fail (TG_IS_GAME (record), NULL);

  self = g_object_new (TG_TYPE_PROBLEM, NULL);
  self->record = g_object_ref (record);
  find_student (self);
  find_leads (self);
  restart (self);
  return self;
}

void
tg_problem_set_chooser (TgProblem        *self,
                        TgProblemChooser  chooser,
                        gpointer          user_data,
                        GDestroyNotify    destroy)
{
  g_return_if_fail (TG_IS_PROBLEM (self));

  if (self->chooser_destroy != NULL)
    self->chooser_destroy (self->chooser_data);
  self->chooser = chooser;
  self->chooser_data = user_data;
  self->chooser_destroy = destroy;
}

TgGame *
tg_problem_get_record (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), NULL);

  return self->record;
}

TgGame *
tg_problem_get_game (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), NULL);

  return self->game;
}

TgProblemState
tg_problem_get_state (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), TG_PROBLEM_SOLVING);

  return self->state;
}

TgColor
tg_problem_get_student (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), TG_EMPTY);

  return self->student;
}

TgNode *
tg_problem_get_node (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), NULL);

  return self->node;
}

const char *
tg_problem_get_comment (TgProblem *self)
{
  g_return_val_if_fail (TG_IS_PROBLEM (self), NULL);

  return tg_node_get_value (self->node != NULL ? self->node : self->last_on_tree, "C");
}

TgMoveStatus
tg_problem_play (TgProblem *self,
                 TgPoint    point,
                 int       *repeats_move)
{
  TgMoveStatus status;
  TgNode *found = NULL;

  g_return_val_if_fail (TG_IS_PROBLEM (self), TG_MOVE_OK);

  if (self->state != TG_PROBLEM_SOLVING)
    return TG_MOVE_NOT_AT_END;
  status = tg_game_check_move (self->game, point, repeats_move);
  if (status != TG_MOVE_OK)
    return status;

  for (guint i = 0; i < self->node->n_children && found == NULL; i++)
    {
      TgNode *child = self->node->children[i];

      if (child->move_color == self->student &&
          (point == TG_PASS ? tg_node_is_pass (child) : child->move_point == point))
        found = child;
    }
  play_in_game (self, self->student, point, found);
  self->last_on_tree = self->node;
  self->node = found;
  if (found == NULL)
    {
      /* Not in the tree: wrong, and the stone stays to show why. */
      self->wrong_after_answer = FALSE;
      set_state (self, TG_PROBLEM_WRONG);
    }
  else
    judge (self, TRUE);
  emit_changed (self);
  return TG_MOVE_OK;
}

void
tg_problem_answer (TgProblem *self)
{
  TgColor color;
  g_autoptr(GPtrArray) replies = g_ptr_array_new ();
  g_autoptr(GPtrArray) leading = g_ptr_array_new ();
  GPtrArray *from;
  TgNode *reply;
  gboolean wrong;

  g_return_if_fail (TG_IS_PROBLEM (self));

  if (self->state != TG_PROBLEM_ANSWERING)
    return;
  color = TG_OTHER (self->student);
  for (guint i = 0; i < self->node->n_children; i++)
    {
      TgNode *child = self->node->children[i];

      if (!playable (self, child, color))
        continue;
      g_ptr_array_add (replies, child);
      if (leads (self, child))
        g_ptr_array_add (leading, child);
    }
  wrong = self->wrong_after_answer;
  if (replies->len == 0)
    {
      /* The record's reply breaks the rules here: the line ends. */
      self->wrong_after_answer = FALSE;
      set_state (self, wrong || tg_problem_get_signed (self) ? TG_PROBLEM_WRONG
                                                            : TG_PROBLEM_CORRECT);
      emit_changed (self);
      return;
    }
  /* Tengen resists along lines the record answers. */
  from = leading->len > 0 ? leading : replies;
  if (from->len == 1)
    reply = g_ptr_array_index (from, 0);
  else
    {
      guint chosen = self->chooser != NULL
                       ? self->chooser (from->len, self->chooser_data)
                       : (guint) g_rand_int_range (self->rand, 0, (gint32) from->len);

      reply = g_ptr_array_index (from, MIN (chosen, from->len - 1));
    }

  play_in_game (self, color, reply->move_point, reply);
  self->node = reply;
  if (wrong)
    {
      self->wrong_after_answer = FALSE;
      set_state (self, TG_PROBLEM_WRONG);
    }
  else
    judge (self, FALSE);
  emit_changed (self);
}

void
tg_problem_retry (TgProblem *self)
{
  g_return_if_fail (TG_IS_PROBLEM (self));

  restart (self);
  emit_changed (self);
}

gboolean
tg_problem_show_solution (TgProblem *self)
{
  gboolean is_signed;
  TgNode *node;

  g_return_val_if_fail (TG_IS_PROBLEM (self), FALSE);

  is_signed = tg_problem_get_signed (self);
  if (!self->has_moves)
    return FALSE;
  restart (self);
  node = self->node;
  /* The first line that reaches a correct node, or the main line. */
  while (node->parent == NULL || !says_correct (node, self->student))
    {
      TgNode *next = NULL;

      for (guint i = 0; i < node->n_children && next == NULL; i++)
        {
          TgNode *child = node->children[i];

          if (child->move_color != TG_EMPTY && (!is_signed || leads (self, child))
              && playable (self, child, child->move_color))
            next = child;
        }
      if (next == NULL)
        break;
      play_in_game (self, next->move_color, next->move_point, next);
      node = next;
    }
  self->node = node;
  self->wrong_after_answer = FALSE;
  set_state (self, TG_PROBLEM_SOLUTION);
  emit_changed (self);
  return TRUE;
}

static void
tg_problem_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  TgProblem *self = TG_PROBLEM (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_problem_finalize (GObject *object)
{
  TgProblem *self = TG_PROBLEM (object);

  if (self->chooser_destroy != NULL)
    self->chooser_destroy (self->chooser_data);
  g_clear_object (&self->game);
  g_clear_object (&self->record);
  g_hash_table_unref (self->leads);
  g_rand_free (self->rand);

  G_OBJECT_CLASS (tg_problem_parent_class)->finalize (object);
}

static void
tg_problem_class_init (TgProblemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = tg_problem_get_property;
  object_class->finalize = tg_problem_finalize;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, TG_TYPE_PROBLEM_STATE, TG_PROBLEM_SOLVING,
                       G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TgProblem::changed:
   *
   * After each move, reply, retry or solution: the attempt, the state
   * and the comment may all be new.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
tg_problem_init (TgProblem *self)
{
  self->leads = g_hash_table_new (NULL, NULL);
  self->rand = g_rand_new ();
}
