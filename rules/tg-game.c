/* tg-game.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-game-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <math.h>

#include "tg-node-private.h"
#include "tg-sgf.h"

G_DEFINE_ENUM_TYPE (TgPhase, tg_phase,
  G_DEFINE_ENUM_VALUE (TG_PHASE_PLAYING, "playing"),
  G_DEFINE_ENUM_VALUE (TG_PHASE_COUNTING, "counting"),
  G_DEFINE_ENUM_VALUE (TG_PHASE_FINISHED, "finished"))

G_DEFINE_FINAL_TYPE (TgGame, tg_game, G_TYPE_OBJECT)

static GParamSpec *properties[TG_GAME_N_PROPS];

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
  tg_game_finalize_edits (self);

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
    case TG_GAME_PROP_CURRENT_NODE:
      tg_game_ensure_replay (self);
      g_value_set_pointer (value, self->current);
      break;
    case TG_GAME_PROP_PHASE:
      tg_game_ensure_replay (self);
      g_value_set_enum (value, self->phase);
      break;
    case TG_GAME_PROP_MODIFIED:
      g_value_set_boolean (value, self->modified);
      break;
    case TG_GAME_PROP_CAN_UNDO:
      g_value_set_boolean (value, self->can_undo);
      break;
    case TG_GAME_PROP_CAN_REDO:
      g_value_set_boolean (value, self->can_redo);
      break;
    case TG_GAME_PROP_CAN_SWAP_COLOURS:
      /* Read afresh: a record is read with no step that would set the
       * flag, which only says when to notify. */
      g_value_set_boolean (value, tg_game_can_swap_colours (self));
      break;
    /* As last notified: a handler of one of the game's notifications
     * that reads another flag reads what it was told, never a value
     * half-way through a step. */
    case TG_GAME_PROP_AT_START:
      tg_game_ensure_replay (self);
      g_value_set_boolean (value, self->at_start);
      break;
    case TG_GAME_PROP_AT_LEAF:
      tg_game_ensure_replay (self);
      g_value_set_boolean (value, self->at_leaf);
      break;
    case TG_GAME_PROP_AT_END_OF_PLAY:
      tg_game_ensure_replay (self);
      g_value_set_boolean (value, self->at_end_of_play);
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
    case TG_GAME_PROP_CURRENT_NODE:
      tg_game_set_current (self, g_value_get_pointer (value));
      break;
    case TG_GAME_PROP_MODIFIED:
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

  properties[TG_GAME_PROP_CURRENT_NODE] =
    g_param_spec_pointer ("current-node", NULL, NULL,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_PHASE] =
    g_param_spec_enum ("phase", NULL, NULL,
                       TG_TYPE_PHASE, TG_PHASE_PLAYING,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_CAN_SWAP_COLOURS] =
    g_param_spec_boolean ("can-swap-colours", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Where the current node stands, for what is enabled there: the root,
   * a node with no children, where play stopped (tg_game_is_at_end_of_play). */
  properties[TG_GAME_PROP_AT_START] =
    g_param_spec_boolean ("at-start", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_AT_LEAF] =
    g_param_spec_boolean ("at-leaf", NULL, NULL, TRUE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[TG_GAME_PROP_AT_END_OF_PLAY] =
    g_param_spec_boolean ("at-end-of-play", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, TG_GAME_N_PROPS, properties);

  tg_game_class_init_edits (object_class);
}

static void
tg_game_init (TgGame *self)
{
  self->takebacks = TRUE;
  self->dead = tg_point_set_new ();
  tg_game_init_edits (self);
}

void
tg_game_notify (TgGame *self,
                guint   prop_id)
{
  self->emitting++;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
  self->emitting--;
}

void
tg_game_move_to (TgGame *self,
                 TgNode *node)
{
  if (node == self->current)
    return;
  self->current = node;
  tg_replay_position (self->replay, node, self->board, self->captures);
  tg_game_notify (self, TG_GAME_PROP_CURRENT_NODE);
}

void
tg_game_set_phase (TgGame  *self,
                   TgPhase  phase)
{
  if (phase == self->phase)
    return;
  self->phase = phase;
  tg_game_notify (self, TG_GAME_PROP_PHASE);
}

/* KM text that reads back as @value: a whole 100 or more gets ".0",
 * lest it be taken for Fox's hundredths. */
static char *
format_number (double value)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (buffer, sizeof buffer, "%g", value);
  if (fabs (value) >= 100 && strchr (buffer, '.') == NULL)
    return g_strconcat (buffer, ".0", NULL);
  return g_strdup (buffer);
}

/* KM as programs write it (tg_sgf_read_komi ()); anything else, or
 * out of range, counts as no komi, the reader having said so. */
static double
parse_komi (const char *text,
            guint       size)
{
  double komi;

  if (tg_sgf_read_komi (text, size, &komi) >= TG_SGF_NUMBER_INVALID)
    return 0.0;
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

/* SZ: one number, or FF[4]'s columns:rows when the two agree (19 when
 * absent); FALSE for a board Tengen cannot show. */
static gboolean
read_size (const char  *text,
           guint       *size,
           GError     **error)
{
  guint64 columns = 19;

  if (text != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (text, ":", 2);
      guint64 rows = 0;

      if (parts[0] == NULL ||
          !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 0, G_MAXUINT, &columns, NULL) ||
          (parts[1] != NULL &&
           (!g_ascii_string_to_unsigned (g_strstrip (parts[1]), 10, 0, G_MAXUINT, &rows, NULL) ||
            rows != columns)))
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                       _("The board size “%s” is not a square board Tengen can show"), text);
          return FALSE;
        }
    }
  if (columns < TG_MIN_SIZE || columns > TG_MAX_SIZE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("The board is %u×%u; Tengen plays on boards from %d×%d to %d×%d"),
                   (guint) columns, (guint) columns,
                   TG_MIN_SIZE, TG_MIN_SIZE, TG_MAX_SIZE, TG_MAX_SIZE);
      return FALSE;
    }
  *size = (guint) columns;
  return TRUE;
}

/* @points as SGF point values (AB for handicap stones). */
static GStrv
format_points (const TgBoard *board,
               const GArray  *points)
{
  GStrv values = g_new (char *, points->len + 1);

  for (guint i = 0; i < points->len; i++)
    {
      TgPoint p = g_array_index (points, TgPoint, i);

      values[i] = tg_sgf_format_point (tg_board_point_x (board, p), tg_board_point_y (board, p));
    }
  values[points->len] = NULL;
  return values;
}

void
tg_game_read_root (TgGame *self)
{
  if (!tg_rules_from_string (tg_node_get_value (self->root, "RU"), &self->rules))
    self->rules = TG_RULES_WMSG;
  self->komi = parse_komi (tg_node_get_value (self->root, "KM"), self->size);
  self->handicap = parse_handicap (tg_node_get_value (self->root, "HA"));
}

/* The record run through the rules, with the positions kept for moving
 * about it, the boards and where play stands. */
static void
open_replay (TgGame *self)
{
  self->replay = tg_replay_new (self->size);
  self->board = tg_board_new (self->size);
  self->board_at = tg_board_copy (self->board);
  tg_replay_annotate_tree (self->replay, self->root);
  tg_game_restore_phase (self);
  /* Nothing was told before: the flags start as they are. */
  self->at_start = self->current->parent == NULL;
  self->at_leaf = tg_node_get_n_children (self->current) == 0;
  self->at_end_of_play = tg_game_is_at_end_of_play (self);
}

void
tg_game_ensure_replay (TgGame *self)
{
  if (self->replay == NULL)
    open_replay (self);
}

void
tg_game_scan_inherited_markup (TgGame *self,
                               TgNode *top)
{
  g_autoptr(GPtrArray) stack = NULL;

  if (self->inherits_markup)
    return;
  stack = g_ptr_array_new ();
  g_ptr_array_add (stack, top);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      for (guint i = 0; i < node->n_props; i++)
        if (tg_node_prop_is_inherited (node->props[i].id))
          {
            self->inherits_markup = TRUE;
            return;
          }
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
}

gboolean
tg_game_may_inherit_markup (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), TRUE);

  return self->inherits_markup;
}

static void
load_root (TgGame    *self,
           TgNode    *root,
           guint      size,
           gboolean   lazily)
{
  self->root = root;
  self->size = size;
  tg_game_scan_inherited_markup (self, root);
  tg_game_read_root (self);

  if (!lazily)
    {
      open_replay (self);
      return;
    }
  /* The moves are flagged at once, since what breaks the rules is counted
   * over a whole collection; the positions the walk went through are
   * not kept. */
  {
    g_autoptr(TgReplay) walk = tg_replay_new (size);

    tg_replay_annotate_tree (walk, root);
  }
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
        {
          g_auto(GStrv) stones = format_points (board, points);

          tg_node_set_values (root, "AB", (const char * const *) stones,
                              g_strv_length (stones), root->n_props);
        }
    }

  self = g_object_new (TG_TYPE_GAME, NULL);
  load_root (self, root, size, FALSE);
  return self;
}

static TgGame *
new_from_root (TgNode   *root,
               gboolean  lazily,
               GError  **error)
{
  TgGame *self;
  guint size;

  if (!read_size (tg_node_get_value (root, "SZ"), &size, error))
    {
      tg_node_free (root);
      return NULL;
    }

  self = g_object_new (TG_TYPE_GAME, NULL);
  load_root (self, root, size, lazily);
  return self;
}

TgGame *
tg_game_new_from_root (TgNode  *root,
                       GError **error)
{
  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return new_from_root (root, FALSE, error);
}

TgGame *
tg_game_new_from_root_lazily (TgNode  *root,
                              GError **error)
{
  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return new_from_root (root, TRUE, error);
}

void
tg_game_init_info (TgGame     *self,
                   const char *black,
                   const char *white,
                   const char *date)
{
  const char *ids[] = { "PB", "PW", "DT" };
  const char *values[] = { black, white, date };

  g_return_if_fail (TG_IS_GAME (self));
  g_return_if_fail (self->step_depth == 0);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    if (values[i] != NULL && values[i][0] != '\0')
      tg_game_set_value (self, self->root, ids[i], values[i]);
  tg_game_forget_steps (self);
  tg_game_set_modified (self, FALSE);
}

gboolean
tg_game_check_root (const TgNode  *root,
                    GError       **error)
{
  g_autofree char *gm = g_strdup (tg_node_get_value (root, "GM"));
  guint size;

  g_return_val_if_fail (root != NULL, FALSE);

  if (gm != NULL && !g_str_equal (g_strstrip (gm), "1"))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("This is not a Go record: GM[%s] is another game"), gm);
      return FALSE;
    }
  return read_size (tg_node_get_value (root, "SZ"), &size, error);
}

gboolean
tg_game_get_opened (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);

  return self->replay != NULL;
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

  tg_game_set_value (self, self->root, "RU", tg_rules_to_sgf (rules));
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

  text = format_number (komi);
  tg_game_set_value (self, self->root, "KM", text);
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
  g_auto(GStrv) stones = NULL;
  g_autofree char *count = NULL;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (points != NULL, FALSE);

  if (self->root->n_children > 0 || self->root->move_color != TG_EMPTY ||
      self->phase != TG_PHASE_PLAYING)
    return FALSE;
  for (guint i = 0; i < points->len; i++)
    if (!tg_board_is_on_board (self->board, g_array_index (points, TgPoint, i)))
      return FALSE;

  stones = format_points (self->board, points);
  count = g_strdup_printf ("%u", points->len);
  /* Placing the handicap is the game's first move (spec §8). */
  tg_game_begin_step (self);
  tg_game_set_values (self, self->root, "AB", (const char * const *) stones);
  tg_game_set_value (self, self->root, "HA", points->len > 0 ? count : NULL);
  tg_game_step_is_play (self);
  tg_game_end_step (self);
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

  tg_game_set_value (self, self->root, sgf_id, value);
}

/* Navigation */

TgNode *
tg_game_get_current (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);

  return self->current;
}

void
tg_game_set_current (TgGame *self,
                     TgNode *node)
{
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);
  g_return_if_fail (node != NULL && tg_node_get_root (node) == self->root);

  if (node == self->current)
    return;
  tg_game_begin_step (self);
  tg_game_move_to (self, node);
  tg_game_end_step (self);
}

gboolean
tg_game_go_back (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  if (self->current->parent == NULL)
    return FALSE;
  tg_game_set_current (self, self->current->parent);
  return TRUE;
}

gboolean
tg_game_go_forward (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  if (self->current->n_children == 0)
    return FALSE;
  tg_game_set_current (self, self->current->children[0]);
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
  g_return_if_fail (TG_IS_GAME (self));
  tg_game_ensure_replay (self);

  tg_game_set_current (self, tg_node_get_line_end (self->current));
}

const TgBoard *
tg_game_get_board (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);

  return self->board;
}

const TgBoard *
tg_game_get_board_at (TgGame *self,
                      TgNode *node)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);
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
  tg_game_ensure_replay (self);

  return tg_game_get_to_move_at (self, self->current);
}

TgColor
tg_game_get_to_move_at (TgGame *self,
                        TgNode *at)
{
  gboolean stones = FALSE;

  g_return_val_if_fail (TG_IS_GAME (self), TG_BLACK);
  g_return_val_if_fail (at != NULL, TG_BLACK);

  for (TgNode *node = at; node != NULL; node = node->parent)
    {
      const char *player = tg_node_get_value (node, "PL");

      if (player != NULL && (player[0] == 'B' || player[0] == 'b'))
        return TG_BLACK;
      if (player != NULL && (player[0] == 'W' || player[0] == 'w'))
        return TG_WHITE;
      if (node->move_color != TG_EMPTY)
        return TG_OTHER (node->move_color);
      /* Handicap stones in the root, or in a node of their own (Fox). */
      stones |= tg_node_has_prop (node, "AB");
    }
  return self->handicap >= 2 && stones ? TG_WHITE : TG_BLACK;
}

guint
tg_game_get_captures (TgGame  *self,
                      TgColor  color)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);
  tg_game_ensure_replay (self);
  g_return_val_if_fail (color == TG_BLACK || color == TG_WHITE, 0);

  return self->captures[color - 1];
}

guint
tg_game_get_move_number (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), 0);
  tg_game_ensure_replay (self);

  return self->current->move_number;
}

TgNode *
tg_game_get_last_move (TgGame *self)
{
  g_return_val_if_fail (TG_IS_GAME (self), NULL);
  tg_game_ensure_replay (self);

  return tg_game_move_at_or_above (self->current);
}

/* Play */

TgMoveStatus
tg_game_check_move (TgGame  *self,
                    TgPoint  point,
                    int     *repeats_move)
{
  g_return_val_if_fail (TG_IS_GAME (self), TG_MOVE_OCCUPIED);
  tg_game_ensure_replay (self);

  if (repeats_move != NULL)
    *repeats_move = -1;
  if (point != TG_PASS && !tg_board_is_on_board (self->board, point))
    return TG_MOVE_OCCUPIED;
  return tg_replay_check_move (self->replay, self->current, tg_game_get_to_move (self),
                               point, repeats_move);
}

static TgNode *
find_child (TgNode  *node,
            TgColor  color,
            TgPoint  point)
{
  for (guint i = 0; i < node->n_children; i++)
    {
      TgNode *child = node->children[i];

      /* A move naming no point of the board is no pass to step into. */
      if (child->move_color == color && child->move_point == point
          && (point != TG_PASS || tg_node_is_pass (child)))
        return child;
    }
  return NULL;
}

gboolean
tg_game_would_branch (TgGame  *self,
                      TgPoint  point)
{
  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  tg_game_ensure_replay (self);

  return self->current->n_children > 0
         && find_child (self->current, tg_game_get_to_move (self), point) == NULL;
}

/* The end of the main line, where a game by the rules goes on. */
static TgNode *
main_line_end (TgGame *self)
{
  TgNode *node = self->root;

  while (node->n_children > 0)
    node = node->children[0];
  return node;
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
  tg_game_ensure_replay (self);

  status = tg_game_check_move (self, point, repeats_move);
  if (status != TG_MOVE_OK)
    return status;

  color = tg_game_get_to_move (self);
  node = find_child (self->current, color, point);
  /* Spec §9: a stone placed stays placed, so a game by the rules has no
   * variations until it is over. */
  if (node == NULL && !self->takebacks && self->phase != TG_PHASE_FINISHED
      && self->current != main_line_end (self))
    return TG_MOVE_NOT_AT_END;

  tg_game_begin_step (self);
  /* A move at the counted position resumes play (§5.2); anywhere else
   * outside the game's own play it only explores a variation. */
  if (self->phase == TG_PHASE_COUNTING && self->current == self->end_node)
    tg_game_resume_play (self);

  if (node == NULL)
    {
      g_autofree char *value = NULL;

      if (point == TG_PASS)
        value = g_strdup ("");
      else
        value = tg_sgf_format_point (tg_board_point_x (self->board, point),
                                     tg_board_point_y (self->board, point));
      node = tg_node_new ();
      tg_node_set_value (node, color == TG_BLACK ? "B" : "W", value);
      tg_game_insert_subtree (self, self->current, -1, node);
      if (self->phase != TG_PHASE_FINISHED)
        tg_game_step_is_play (self);
    }
  tg_game_move_to (self, node);

  if (self->phase == TG_PHASE_PLAYING && point == TG_PASS)
    tg_game_check_end_of_play (self, node);
  tg_game_end_step (self);
  return TG_MOVE_OK;
}
