/* tg-game.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-game.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>

#include "tg-replay.h"
#include "tg-sgf.h"

G_DEFINE_ENUM_TYPE (TgPhase, tg_phase,
  G_DEFINE_ENUM_VALUE (TG_PHASE_PLAYING, "playing"),
  G_DEFINE_ENUM_VALUE (TG_PHASE_COUNTING, "counting"),
  G_DEFINE_ENUM_VALUE (TG_PHASE_FINISHED, "finished"))

struct _TgGame
{
  GObject      parent_instance;

  TgNode      *root;
  TgNode      *current;
  guint        size;
  TgRuleSet    rules;
  double       komi;
  guint        handicap;
  gboolean     takebacks;
  gboolean     modified;

  TgReplay    *replay;
  TgBoard     *board;          /* at @current */
  guint        captures[2];
  TgBoard     *board_at;       /* returned by tg_game_get_board_at () */

  TgPhase      phase;
  TgEndReason  end_reason;
  TgColor      first_passer;
  TgNode      *end_node;       /* counting, finished: where play stopped */
  TgBoard     *end_board;
  guint        end_captures[2];
  gboolean     resumed;
  TgNode      *resume_node;    /* the pass that ended play before resuming */

  TgPointSet  *dead;
  GPtrArray   *mark_undo;      /* TgPointSet *, the marks before each step */
};

G_DEFINE_FINAL_TYPE (TgGame, tg_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_CURRENT_NODE,
  PROP_PHASE,
  PROP_MODIFIED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tg_game_finalize (GObject *object)
{
  TgGame *self = TG_GAME (object);

  tg_node_free (self->root);
  tg_replay_free (self->replay);
  tg_board_free (self->board);
  tg_board_free (self->board_at);
  tg_board_free (self->end_board);
  tg_point_set_free (self->dead);
  g_ptr_array_unref (self->mark_undo);

  G_OBJECT_CLASS (tg_game_parent_class)->finalize (object);
}

static void
tg_game_get_property (GObject    *object,
                      guint       prop_id,
                      GValue     *value,
                      GParamSpec *pspec)
{
  TgGame *self = TG_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_NODE:
      g_value_set_pointer (value, self->current);
      break;
    case PROP_PHASE:
      g_value_set_enum (value, self->phase);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_set_property (GObject      *object,
                      guint         prop_id,
                      const GValue *value,
                      GParamSpec   *pspec)
{
  TgGame *self = TG_GAME (object);

  switch (prop_id)
    {
    case PROP_CURRENT_NODE:
      tg_game_set_current (self, g_value_get_pointer (value));
      break;
    case PROP_MODIFIED:
      tg_game_set_modified (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_class_init (TgGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tg_game_finalize;
  object_class->get_property = tg_game_get_property;
  object_class->set_property = tg_game_set_property;

  properties[PROP_CURRENT_NODE] =
    g_param_spec_pointer ("current-node", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL,
                       TG_TYPE_PHASE, TG_PHASE_PLAYING,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* After every change to the record, the current node, the phase or
   * the marks: views redraw from the model. */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
tg_game_init (TgGame *self)
{
  self->takebacks = TRUE;
  self->dead = tg_point_set_new ();
  self->mark_undo = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_point_set_free);
}

static void
emit_changed (TgGame *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
mark_modified (TgGame *self)
{
  if (self->modified)
    return;
  self->modified = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

static void
move_to (TgGame *self,
         TgNode *node)
{
  if (node == self->current)
    return;
  self->current = node;
  tg_replay_position (self->replay, node, self->board, self->captures);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT_NODE]);
}

static void
set_phase (TgGame  *self,
           TgPhase  phase)
{
  if (phase == self->phase)
    return;
  self->phase = phase;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PHASE]);
}

static void
set_end_node (TgGame *self,
              TgNode *node)
{
  self->end_node = node;
  if (node == NULL)
    return;
  if (self->end_board == NULL)
    self->end_board = tg_board_new (self->size);
  tg_replay_position (self->replay, node, self->end_board, self->end_captures);
}

static void
clear_marks (TgGame *self)
{
  tg_point_set_clear (self->dead);
  g_ptr_array_set_size (self->mark_undo, 0);
}

/* The nearest node at or above @node that holds a move. */
static TgNode *
move_at_or_above (TgNode *node)
{
  while (node != NULL && node->move_color == TG_EMPTY)
    node = node->parent;
  return node;
}

/* The colour of the first of two passes in succession ending at @node,
 * or TG_EMPTY. */
static TgColor
final_passes (TgNode *node)
{
  TgNode *second = move_at_or_above (node);
  TgNode *first;

  if (second == NULL || second->move_point != TG_PASS)
    return TG_EMPTY;
  first = move_at_or_above (second->parent);
  if (first == NULL || first->move_point != TG_PASS || first->move_color == second->move_color)
    return TG_EMPTY;
  return first->move_color;
}

static char *
format_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buffer, sizeof buffer, "%g", value));
}

/* KM as programs write it.  Fox writes a hundred times the komi, and
 * under Chinese rules in stones (375: 3¾ stones, 7.5 points); quarters
 * are how those show, since no point komi ends in .25 or .75. */
static double
parse_komi (const char *text)
{
  char *end;
  double komi;

  if (text == NULL)
    return 0.0;
  komi = g_ascii_strtod (text, &end);
  if (end == text || !isfinite (komi))
    return 0.0;
  if (fabs (komi) >= 100)
    {
      komi /= 100;
      if (fmod (fabs (komi) * 4, 2) == 1)
        komi *= 2;
    }
  return komi;
}

static guint
parse_handicap (const char *text)
{
  g_autofree char *stripped = NULL;
  guint64 value;

  if (text == NULL)
    return 0;
  stripped = g_strstrip (g_strdup (text));
  if (!g_ascii_string_to_unsigned (stripped, 10, 0, TG_MAX_SIZE * TG_MAX_SIZE, &value, NULL))
    return 0;
  return value;
}

static TgEndReason
parse_end_reason (const char *result)
{
  if ((result[0] == 'B' || result[0] == 'W' || result[0] == 'b' || result[0] == 'w') &&
      result[1] == '+')
    {
      char c = g_ascii_toupper (result[2]);

      if (g_ascii_isdigit (c) || c == '.')
        return TG_END_SCORE;
      if (c == 'R')
        return TG_END_RESIGNATION;
      if (c == 'T')
        return TG_END_TIME;
      return TG_END_NONE;
    }
  if (g_str_equal (result, "0") || g_ascii_strcasecmp (result, "Draw") == 0 ||
      g_ascii_strcasecmp (result, "Jigo") == 0)
    return TG_END_SCORE;
  return TG_END_NONE;
}

/* Dead stones of a counted record: stones inside the other side's TB/TW. */
static void
read_dead_stones (TgGame *self)
{
  static const struct { const char *id; TgColor dead; } lists[] = {
    { "TB", TG_WHITE }, { "TW", TG_BLACK },
  };
  g_autoptr(GArray) indices = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    {
      const TgProp *prop = tg_node_get_prop (self->end_node, lists[i].id);

      if (prop == NULL)
        continue;
      g_array_set_size (indices, 0);
      for (guint v = 0; v < prop->values->len; v++)
        tg_sgf_expand_points (prop->values->pdata[v], self->size, indices);
      for (guint k = 0; k < indices->len; k++)
        {
          guint index = g_array_index (indices, guint, k);
          TgPoint p = tg_board_point (self->end_board, index % self->size, index / self->size);

          if (tg_board_get (self->end_board, p) == lists[i].dead)
            tg_point_set_add (self->dead, p);
        }
    }
}

/* Where a record stands: a result on the root means finished, with the
 * marks of the last main-line node holding TB/TW; two final passes
 * without a result mean it was saved while counting. */
static void
restore_phase (TgGame *self)
{
  const char *result = tg_node_get_value (self->root, "RE");
  TgNode *last = self->root;
  TgNode *counted = NULL;

  for (;;)
    {
      if (tg_node_has_prop (last, "TB") || tg_node_has_prop (last, "TW"))
        counted = last;
      if (last->children->len == 0)
        break;
      last = last->children->pdata[0];
    }

  if (result != NULL && result[0] != '\0' && !g_str_equal (result, "?"))
    {
      set_end_node (self, counted != NULL ? counted : last);
      self->phase = TG_PHASE_FINISHED;
      self->end_reason = parse_end_reason (result);
      self->first_passer = final_passes (self->end_node);
      read_dead_stones (self);
    }
  else if (final_passes (last) != TG_EMPTY)
    {
      set_end_node (self, last);
      self->phase = TG_PHASE_COUNTING;
      self->first_passer = final_passes (last);
    }
  move_to (self, last);
}

static void
load_root (TgGame    *self,
           TgNode    *root,
           guint      size)
{
  self->root = root;
  self->size = size;
  if (!tg_rules_from_string (tg_node_get_value (root, "RU"), &self->rules))
    self->rules = TG_RULES_WMSG;
  self->komi = parse_komi (tg_node_get_value (root, "KM"));
  self->handicap = parse_handicap (tg_node_get_value (root, "HA"));

  self->replay = tg_replay_new (size);
  self->board = tg_board_new (size);
  self->board_at = tg_board_new (size);
  tg_replay_annotate_tree (self->replay, root);
  self->current = root;
  tg_replay_position (self->replay, root, self->board, self->captures);
  restore_phase (self);
}

TgGame *
tg_game_new (guint     size,
             TgRuleSet rules,
             double    komi,
             guint     handicap)
{
  TgGame *self;
  TgNode *root;
  g_autofree char *size_text = NULL;
  g_autofree char *komi_text = NULL;

  g_return_val_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE, NULL);

  root = tg_node_new ();
  size_text = g_strdup_printf ("%u", size);
  komi_text = format_number (komi);
  tg_node_set_value (root, "FF", "4");
  tg_node_set_value (root, "GM", "1");
  tg_node_set_value (root, "CA", "UTF-8");
  tg_node_set_value (root, "AP", "Tengen:" PACKAGE_VERSION);
  tg_node_set_value (root, "SZ", size_text);
  tg_node_set_value (root, "KM", komi_text);
  tg_node_set_value (root, "RU", tg_rules_to_sgf (rules));

  /* A count with no fixed placement on this size waits for
   * tg_game_set_free_handicap (). */
  if (handicap >= 2)
    {
      g_autoptr(TgBoard) board = tg_board_new (size);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
      g_autofree char *handicap_text = g_strdup_printf ("%u", handicap);

      tg_node_set_value (root, "HA", handicap_text);
      if (tg_handicap_fixed_points (board, handicap, points))
        for (guint i = 0; i < points->len; i++)
          {
            TgPoint p = g_array_index (points, TgPoint, i);
            g_autofree char *value = tg_sgf_format_point (tg_board_point_x (board, p),
                                                          tg_board_point_y (board, p));

            tg_node_add_value (root, "AB", value);
          }
    }

  self = g_object_new (TG_TYPE_GAME, NULL);
  load_root (self, root, size);
  return self;
}

TgGame *
tg_game_new_from_root (TgNode  *root,
                       GError **error)
{
  const char *size_value;
  guint64 size = 19;
  TgGame *self;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  size_value = tg_node_get_value (root, "SZ");
  if (size_value != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (size_value, ":", 2);
      guint64 rows = 0;

      if (parts[0] == NULL ||
          !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 0, G_MAXUINT, &size, NULL) ||
          (parts[1] != NULL &&
           (!g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 0, G_MAXUINT, &rows, NULL) ||
            rows != size)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       _("The board size “%s” is not a square board Tengen can show"),
                       size_value);
          tg_node_free (root);
          return NULL;
        }
    }
  if (size < TG_MIN_SIZE || size > TG_MAX_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The board is %u×%u; Tengen plays on boards from %d×%d to %d×%d"),
                   (guint) size, (guint) size,
                   TG_MIN_SIZE, TG_MIN_SIZE, TG_MAX_SIZE, TG_MAX_SIZE);
      tg_node_free (root);
      return NULL;
    }

  self = g_object_new (TG_TYPE_GAME, NULL);
  load_root (self, root, size);
  return self;
}

TgNode *
tg_game_get_root (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  return self->root;
}

guint
tg_game_get_size (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);

  return self->size;
}

TgRuleSet
tg_game_get_rules (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_RULES_WMSG);

  return self->rules;
}

void
tg_game_set_rules (TgGame    *self,
                   TgRuleSet  rules)
{
  g_return_if_fail (TG_IS_GAME (self));

  self->rules = rules;
  tg_node_set_value (self->root, "RU", tg_rules_to_sgf (rules));
  mark_modified (self);
  emit_changed (self);
}

double
tg_game_get_komi (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0.0);

  return self->komi;
}

void
tg_game_set_komi (TgGame *self,
                  double  komi)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (isfinite (komi));

  self->komi = komi;
  text = format_number (komi);
  tg_node_set_value (self->root, "KM", text);
  mark_modified (self);
  emit_changed (self);
}

guint
tg_game_get_handicap (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);

  return self->handicap;
}

gboolean
tg_game_set_free_handicap (TgGame       *self,
                           const GArray *points)
{
  g_autofree char *count = NULL;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  g_return_val_if_fail (points != NULL, FALSE);

  if (self->root->children->len > 0 || self->root->move_color != TG_EMPTY ||
      self->phase != TG_PHASE_PLAYING)
    return FALSE;
  for (guint i = 0; i < points->len; i++)
    if (!tg_board_is_on_board (self->board, g_array_index (points, TgPoint, i)))
      return FALSE;

  tg_node_unset (self->root, "AB");
  for (guint i = 0; i < points->len; i++)
    {
      TgPoint p = g_array_index (points, TgPoint, i);
      g_autofree char *value = tg_sgf_format_point (tg_board_point_x (self->board, p),
                                                    tg_board_point_y (self->board, p));

      tg_node_add_value (self->root, "AB", value);
    }
  self->handicap = points->len;
  count = g_strdup_printf ("%u", points->len);
  if (points->len > 0)
    tg_node_set_value (self->root, "HA", count);
  else
    tg_node_unset (self->root, "HA");

  tg_replay_annotate_tree (self->replay, self->root);
  tg_replay_position (self->replay, self->root, self->board, self->captures);
  mark_modified (self);
  emit_changed (self);
  return TRUE;
}

const char *
tg_game_get_info (TgGame     *self,
                  const char *sgf_id)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  g_return_val_if_fail (sgf_id != NULL, NULL);

  return tg_node_get_value (self->root, sgf_id);
}

void
tg_game_set_info (TgGame     *self,
                  const char *sgf_id,
                  const char *value)
{
  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (sgf_id != NULL);

  if (g_strcmp0 (tg_node_get_value (self->root, sgf_id), value) == 0)
    return;
  if (value != NULL)
    tg_node_set_value (self->root, sgf_id, value);
  else
    tg_node_unset (self->root, sgf_id);
  mark_modified (self);
  emit_changed (self);
}

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
}

/* Navigation */

TgNode *
tg_game_get_current (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  return self->current;
}

void
tg_game_set_current (TgGame *self,
                     TgNode *node)
{
  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (node != NULL && tg_node_get_root (node) == self->root);

  if (node == self->current)
    return;
  move_to (self, node);
  emit_changed (self);
}

gboolean
tg_game_go_back (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (self->current->parent == NULL)
    return FALSE;
  tg_game_set_current (self, self->current->parent);
  return TRUE;
}

gboolean
tg_game_go_forward (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (self->current->children->len == 0)
    return FALSE;
  tg_game_set_current (self, self->current->children->pdata[0]);
  return TRUE;
}

void
tg_game_go_first (TgGame *self)
{
  g_return_if_fail (TG_IS_GAME (self));

  tg_game_set_current (self, self->root);
}

void
tg_game_go_last (TgGame *self)
{
  TgNode *node;

  g_return_if_fail (TG_IS_GAME (self));

  for (node = self->current; node->children->len > 0; node = node->children->pdata[0])
    ;
  tg_game_set_current (self, node);
}

const TgBoard *
tg_game_get_board (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  return self->board;
}

const TgBoard *
tg_game_get_board_at (TgGame *self,
                      TgNode *node)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (node == self->current)
    return self->board;
  /* Valid until the next call: one scratch board serves every caller. */
  tg_replay_position (self->replay, node, self->board_at, NULL);
  return self->board_at;
}

TgColor
tg_game_get_to_move (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_BLACK);

  for (TgNode *node = self->current; node != NULL; node = node->parent)
    {
      const char *player = tg_node_get_value (node, "PL");

      if (player != NULL && (player[0] == 'B' || player[0] == 'b'))
        return TG_BLACK;
      if (player != NULL && (player[0] == 'W' || player[0] == 'w'))
        return TG_WHITE;
      if (node->move_color != TG_EMPTY)
        return TG_OTHER (node->move_color);
    }
  return self->handicap >= 2 && tg_node_has_prop (self->root, "AB") ? TG_WHITE : TG_BLACK;
}

guint
tg_game_get_captures (TgGame  *self,
                      TgColor  color)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, 0);

  return self->captures[color - 1];
}

guint
tg_game_get_move_number (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);

  return self->current->move_number;
}

TgNode *
tg_game_get_last_move (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  return move_at_or_above (self->current);
}

/* Play */

TgMoveStatus
tg_game_check_move (TgGame  *self,
                    TgPoint  point,
                    int     *repeats_move)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_MOVE_OCCUPIED);

  if (repeats_move != NULL)
    *repeats_move = -1;
  if (point != TG_PASS && !tg_board_is_on_board (self->board, point))
    return TG_MOVE_OCCUPIED;
  return tg_replay_check_move (self->replay, self->current, tg_game_get_to_move (self),
                               point, repeats_move);
}

static void resume (TgGame *self);
static void finish_by_score (TgGame *self);

static TgNode *
find_child (TgNode  *node,
            TgColor  color,
            TgPoint  point)
{
  for (guint i = 0; i < node->children->len; i++)
    {
      TgNode *child = node->children->pdata[i];

      if (child->move_color == color && child->move_point == point)
        return child;
    }
  return NULL;
}

/* Two passes in succession, the second at @node, end play (spec §5):
 * after a resumption both must come after it. */
static void
check_end_of_play (TgGame *self,
                   TgNode *node)
{
  TgColor first_passer = final_passes (node);
  TgNode *first;

  if (first_passer == TG_EMPTY)
    return;
  first = move_at_or_above (node->parent);
  if (self->resumed && first->move_number <= self->resume_node->move_number)
    return;

  self->first_passer = first_passer;
  set_end_node (self, node);
  clear_marks (self);
  if (self->resumed)
    finish_by_score (self);
  else
    set_phase (self, TG_PHASE_COUNTING);
}

TgMoveStatus
tg_game_play (TgGame  *self,
              TgPoint  point,
              int     *repeats_move)
{
  TgMoveStatus status;
  TgColor color;
  TgNode *node;

  g_return_val_if_fail (TG_IS_GAME (self), TG_MOVE_OCCUPIED);

  status = tg_game_check_move (self, point, repeats_move);
  if (status != TG_MOVE_OK)
    return status;

  /* A move at the counted position resumes play (§5.2); anywhere else
   * outside the game's own play it only explores a variation. */
  if (self->phase == TG_PHASE_COUNTING && self->current == self->end_node)
    resume (self);

  color = tg_game_get_to_move (self);
  node = find_child (self->current, color, point);
  if (node == NULL)
    {
      g_autofree char *value = NULL;

      node = tg_node_new ();
      if (point == TG_PASS)
        value = g_strdup ("");
      else
        value = tg_sgf_format_point (tg_board_point_x (self->board, point),
                                     tg_board_point_y (self->board, point));
      tg_node_set_value (node, color == TG_BLACK ? "B" : "W", value);
      tg_node_append_child (self->current, node);
      tg_replay_annotate_node (self->replay, node);
      mark_modified (self);
    }
  move_to (self, node);

  if (self->phase == TG_PHASE_PLAYING && point == TG_PASS)
    check_end_of_play (self, node);
  emit_changed (self);
  return TG_MOVE_OK;
}

gboolean
tg_game_can_undo (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  switch (self->phase)
    {
    case TG_PHASE_COUNTING:
      return self->mark_undo->len > 0 ||
             (self->takebacks && self->current == self->end_node);
    case TG_PHASE_PLAYING:
      return self->takebacks && self->current->parent != NULL;
    case TG_PHASE_FINISHED:
    default:
      return FALSE;
    }
}

gboolean
tg_game_undo (TgGame *self)
{
  TgNode *node;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  if (!tg_game_can_undo (self))
    return FALSE;

  if (self->phase == TG_PHASE_COUNTING && self->mark_undo->len > 0)
    {
      TgPointSet *previous = g_ptr_array_steal_index (self->mark_undo,
                                                      self->mark_undo->len - 1);

      tg_point_set_free (self->dead);
      self->dead = previous;
      emit_changed (self);
      return TRUE;
    }

  /* With no marks to take back, undo takes back the pass that ended
   * play, and play goes on. */
  if (self->phase == TG_PHASE_COUNTING)
    {
      set_end_node (self, NULL);
      self->first_passer = TG_EMPTY;
      set_phase (self, TG_PHASE_PLAYING);
    }

  node = self->current;
  move_to (self, node->parent);
  if (node->children->len == 0)
    {
      if (node == self->resume_node)
        {
          self->resumed = FALSE;
          self->resume_node = NULL;
        }
      tg_replay_forget (self->replay, node);
      tg_node_free (node);
      mark_modified (self);
    }
  if (self->resume_node != NULL && self->current->move_number < self->resume_node->move_number)
    {
      self->resumed = FALSE;
      self->resume_node = NULL;
    }
  emit_changed (self);
  return TRUE;
}

/* Phase */

TgPhase
tg_game_get_phase (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_PHASE_PLAYING);

  return self->phase;
}

gboolean
tg_game_get_resumed (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  return self->resumed;
}

TgEndReason
tg_game_get_end_reason (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_END_NONE);

  return self->end_reason;
}

TgColor
tg_game_get_first_passer (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_EMPTY);

  return self->first_passer;
}

TgNode *
tg_game_get_end_node (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  return self->end_node;
}

const TgPointSet *
tg_game_get_dead (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  return self->dead;
}

void
tg_game_toggle_dead (TgGame  *self,
                     TgPoint  point)
{
  const TgBoard *board;
  TgPoint work[TG_MAX_POINTS];
  gboolean seen[TG_MAX_POINTS] = { FALSE };
  guint len = 0, top = 0;
  TgColor color;
  gboolean dead;
  int stride;

  g_return_if_fail (TG_IS_GAME (self));

  if (self->phase != TG_PHASE_COUNTING)
    return;
  board = self->end_board;
  if (!tg_board_is_on_board (board, point))
    return;
  color = tg_board_get (board, point);
  if (color != TG_BLACK && color != TG_WHITE)
    return;

  g_ptr_array_add (self->mark_undo, tg_point_set_copy (self->dead));
  dead = !tg_point_set_contains (self->dead, point);

  /* The region the group stands in, bounded by living opposing stones:
   * every stone of its colour there shares its fate. */
  stride = (int) self->size + 2;
  work[len++] = point;
  seen[point] = TRUE;
  while (top < len)
    {
      const int offsets[4] = { -1, 1, -stride, stride };
      TgPoint p = work[top++];

      if (tg_board_get (board, p) == color)
        {
          if (dead)
            tg_point_set_add (self->dead, p);
          else
            tg_point_set_remove (self->dead, p);
        }
      for (guint i = 0; i < 4; i++)
        {
          TgPoint q = p + offsets[i];
          TgColor c = tg_board_get (board, q);

          if (seen[q] || c == TG_OFFBOARD ||
              (c == TG_OTHER (color) && !tg_point_set_contains (self->dead, q)))
            continue;
          seen[q] = TRUE;
          work[len++] = q;
        }
    }
  emit_changed (self);
}

void
tg_game_set_dead (TgGame           *self,
                  const TgPointSet *dead)
{
  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (dead != NULL);

  if (self->phase != TG_PHASE_COUNTING || tg_point_set_equal (dead, self->dead))
    return;
  g_ptr_array_add (self->mark_undo, self->dead);
  self->dead = tg_point_set_copy (dead);
  emit_changed (self);
}

static void
write_point_list (TgNode        *node,
                  const char    *id,
                  const TgBoard *board,
                  const TgColor *owner,
                  TgColor        color)
{
  guint n_points = tg_board_get_n_points (board);

  tg_node_unset (node, id);
  for (guint n = 0; n < n_points; n++)
    if (owner[n] == color)
      {
        TgPoint p = tg_board_nth_point (board, n);
        g_autofree char *value = tg_sgf_format_point (tg_board_point_x (board, p),
                                                      tg_board_point_y (board, p));

        tg_node_add_value (node, id, value);
      }
}

/* RE from the score, and each side's area without the shared points as
 * TB/TW on the last node, so the marks survive saving (spec §10). */
static void
finish_by_score (TgGame *self)
{
  g_autofree TgColor *owner = g_new (TgColor, tg_board_get_n_points (self->end_board));
  g_autofree char *result = NULL;
  TgScore score;

  /* Finished first, so that the score is the final one. */
  self->end_reason = TG_END_SCORE;
  set_phase (self, TG_PHASE_FINISHED);
  tg_game_get_score (self, &score);
  result = tg_score_format_points (&score);
  tg_node_set_value (self->root, "RE", result);
  tg_score_ownership (self->end_board, self->dead, owner);
  write_point_list (self->end_node, "TB", self->end_board, owner, TG_BLACK);
  write_point_list (self->end_node, "TW", self->end_board, owner, TG_WHITE);

  g_ptr_array_set_size (self->mark_undo, 0);
  mark_modified (self);
}

void
tg_game_accept (TgGame *self)
{
  g_return_if_fail (TG_IS_GAME (self));

  if (self->phase != TG_PHASE_COUNTING)
    return;
  finish_by_score (self);
  emit_changed (self);
}

static void
resume (TgGame *self)
{
  self->resumed = TRUE;
  self->resume_node = self->end_node;
  clear_marks (self);
  move_to (self, self->end_node);
  set_end_node (self, NULL);
  set_phase (self, TG_PHASE_PLAYING);
}

void
tg_game_resume (TgGame *self)
{
  g_return_if_fail (TG_IS_GAME (self));

  if (self->phase != TG_PHASE_COUNTING)
    return;
  resume (self);
  emit_changed (self);
}

static void
finish_early (TgGame      *self,
              TgColor      loser,
              TgEndReason  reason)
{
  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (loser == TG_BLACK || loser == TG_WHITE);

  if (self->phase == TG_PHASE_FINISHED)
    return;
  if (self->end_node == NULL)
    set_end_node (self, self->current);
  clear_marks (self);
  tg_node_set_value (self->root, "RE",
                     reason == TG_END_RESIGNATION ? (loser == TG_BLACK ? "W+R" : "B+R")
                                                  : (loser == TG_BLACK ? "W+T" : "B+T"));
  self->end_reason = reason;
  set_phase (self, TG_PHASE_FINISHED);
  mark_modified (self);
  emit_changed (self);
}

void
tg_game_resign (TgGame  *self,
                TgColor  loser)
{
  finish_early (self, loser, TG_END_RESIGNATION);
}

void
tg_game_lose_on_time (TgGame  *self,
                      TgColor  loser)
{
  finish_early (self, loser, TG_END_TIME);
}

static void
count_placed (TgNode *node,
              guint   placed[2])
{
  placed[0] = placed[1] = 0;
  for (; node != NULL; node = node->parent)
    if (node->move_color != TG_EMPTY && node->move_point != TG_PASS &&
        (node->move_status == TG_MOVE_OK || node->move_status == TG_MOVE_SUPERKO))
      placed[node->move_color - 1]++;
}

void
tg_game_get_score (TgGame  *self,
                   TgScore *score)
{
  TgScoreParams params = { 0 };
  gboolean at_end;

  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (score != NULL);

  /* During play the count is of the position on view, with everything
   * alive; once play has stopped it is of the final position. */
  at_end = self->phase != TG_PHASE_PLAYING && self->end_node != NULL;
  params.rules = self->rules;
  params.komi = self->komi;
  params.handicap = self->handicap;
  params.first_passer = at_end ? self->first_passer : TG_EMPTY;
  params.captures[0] = at_end ? self->end_captures[0] : self->captures[0];
  params.captures[1] = at_end ? self->end_captures[1] : self->captures[1];
  count_placed (at_end ? self->end_node : self->current, params.placed);
  tg_score_compute (score, at_end ? self->end_board : self->board,
                    at_end ? self->dead : NULL, &params);
}

TgColor
tg_game_get_winner (TgGame *self)
{
  const char *result;

  g_return_val_if_fail (TG_IS_GAME (self), TG_EMPTY);

  if (self->phase != TG_PHASE_FINISHED)
    return TG_EMPTY;
  result = tg_node_get_value (self->root, "RE");
  if (result == NULL || result[0] == '\0' || (result[1] != '+' && result[1] != '\0'))
    return TG_EMPTY;
  if (result[0] == 'B' || result[0] == 'b')
    return TG_BLACK;
  if (result[0] == 'W' || result[0] == 'w')
    return TG_WHITE;
  return TG_EMPTY;
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

  modified = modified != FALSE;
  if (modified == self->modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}
