/* tg-sgf.c: the SGF reader.
 *
 * A hand-written scanner over the UTF-8 text with an explicit stack of
 * open variations, so nesting depth costs heap, never C stack.  The text
 * is copied into the nodes' arena and identifiers and values are cut out
 * of it in place: a ']' or '[' becomes the string's end, and escapes and
 * carriage returns are removed where they stand, which only shortens it.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf.h"
#include "tg-game.h"
#include "tg-node-private.h"
#include "tg-sgf-private.h"

#include <glib/gi18n.h>
#include <string.h>

G_DEFINE_QUARK (tg-sgf-error-quark, tg_sgf_error)

#define SP TG_SGF_SPACE
#define UP TG_SGF_UPPER
#define LO TG_SGF_LOWER
#define VA TG_SGF_VALUE

const guint8 tg_sgf_class[256] = {
  [' '] = SP, ['\t'] = SP, ['\n'] = SP, ['\v'] = SP, ['\f'] = SP,
  ['\r'] = SP | VA, [']'] = VA, ['\\'] = VA,
  ['A' ... 'Z'] = UP,
  ['a' ... 'z'] = LO,
};

typedef enum
{
  EXPECT_NODE,   /* after '(' */
  IN_NODE,       /* after ';' or a property */
  AFTER_TREE,    /* after a variation's ')': only '(' or ')' may follow */
} State;

/* What the reader checks in a value, so that a move or setup stone the
 * replay cannot place is said with its place in the file. */
typedef enum
{
  VALUE_OTHER,
  VALUE_MOVE,     /* B, W */
  VALUE_SETUP,    /* AB, AW, AE */
  VALUE_MARK,     /* CR, SQ, TR, MA, SL, DD, TB, TW: points or rectangles */
  VALUE_LABEL,    /* LB: point:text */
  VALUE_LINE,     /* AR, LN: point:point */
} ValueKind;

typedef struct
{
  gsize       pos;           /* of the value's '[' */
  const char *id;
  const char *value;
  ValueKind   kind;
} PendingValue;

typedef struct
{
  guchar       *data;        /* the text, in @arena */
  gsize         length;
  gsize         pos;
  TgSgfText    *text;
  GPtrArray    *warnings;
  GPtrArray    *open;        /* TgNode *: what each open '(' hangs from */
  TgNodeArena  *arena;
  GHashTable   *index;       /* id → property index + 1 of @indexed */
  TgNode       *indexed;
  gboolean      warned_ignored;
  gboolean      warned_case;

  /* The game being read: its board size is known once its root node
   * is, so the root's own moves and setup wait in @pending. */
  TgNode       *root;
  gboolean      size_known;
  guint         size;        /* 0: no board Tengen shows, nothing checked */
  GArray       *pending;     /* PendingValue */
  TgNode       *two_moves;   /* the last node said to hold two moves */
  guint         unplaced;    /* values of this game naming no point */
  guint         undrawn;     /* markup values of this game naming no point */
  guint         overdrawn;   /* markup of this game past what the board draws */

  /* The node read last has a property with several values, to be made
   * FF[4] once the node is whole (tg_sgf_fold_values ()): a property
   * given 100,000 times is joined once, not 100,000 times. */
  TgNode       *fold_node;
  GArray       *folds;       /* Fold */
  guint         folded;      /* properties of this game folded and said */
} Parser;

/* How many unplaceable values, and how many folded properties, of a
 * game are named one by one. */
#define NAMED_UNPLACED 10
#define NAMED_FOLDED 10

/* Letters then '[': a property, as far as junk detection cares. */
static gboolean
looks_like_property (const guchar *data,
                     gsize         length,
                     gsize         i)
{
  guint8 seen = 0;

  while (i < length && (tg_sgf_class[data[i]] & TG_SGF_LETTER))
    seen |= tg_sgf_class[data[i++]];
  i = tg_sgf_skip_space (data, length, i);
  return (seen & TG_SGF_UPPER) && i < length && data[i] == '[';
}

gsize
tg_sgf_find_game (const guchar *data,
                  gsize         length,
                  gsize         from,
                  gboolean      first,
                  TgSgfStart   *start)
{
  for (gsize i = from; i < length; i++)
    {
      gsize j;

      if (data[i] == '(')
        {
          j = tg_sgf_skip_space (data, length, i + 1);
          if (j < length && data[j] == ';')
            {
              *start = TG_SGF_START_NORMAL;
              return i;
            }
          if (looks_like_property (data, length, j))
            {
              *start = TG_SGF_START_NO_SEMICOLON;
              return i;
            }
        }
      else if (data[i] == ';' && first)
        {
          j = tg_sgf_skip_space (data, length, i + 1);
          if (looks_like_property (data, length, j))
            {
              *start = TG_SGF_START_NO_PAREN;
              return i;
            }
        }
    }
  *start = TG_SGF_START_NORMAL;
  return length;
}

static void
syntax_error (Parser     *parser,
              gsize       pos,
              const char *expected,
              GError    **error)
{
  g_autofree char *where = tg_sgf_text_locate (parser->text, pos);

  /* Translators: "line 3, column 14 (byte 52): expected ']'" */
  g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_SYNTAX, _("%s: expected %s"), where, expected);
}

/* The value whose '[' is at parser->pos, escapes removed and line breaks
 * made "\n", in the game's arena; NULL when the file ends inside it. */
static char *
read_value (Parser *parser)
{
  guchar *data = parser->data;
  gsize length = parser->length;
  gsize start = parser->pos + 1;
  gsize q = start;
  gsize close;
  guchar *w;

  while (q < length && !(tg_sgf_class[data[q]] & TG_SGF_VALUE))
    q++;
  if (G_LIKELY (q < length && data[q] == ']'))
    {
      data[q] = '\0';
      parser->pos = q + 1;
      return (char *) data + start;
    }

  for (close = q; close < length && data[close] != ']'; close++)
    if (data[close] == '\\')
      close++;
  if (close >= length)
    return NULL;

  w = data + q;
  while (q < close)
    {
      guchar c = data[q++];

      if (c == '\\')
        {
          c = data[q++];
          /* A soft line break: the writer wrapped a line, nobody meant it. */
          if (c == '\r' || c == '\n')
            {
              if (q < close && (data[q] == '\r' || data[q] == '\n') && data[q] != c)
                q++;
              continue;
            }
        }
      else if (c == '\r')
        {
          if (q < close && data[q] == '\n')
            q++;
          c = '\n';
        }
      *w++ = c;
    }
  *w = '\0';
  parser->pos = close + 1;
  return (char *) data + start;
}

/* The property identifier in [start, end), ended in place by a '\0'
 * where the byte after it was (the caller has read that byte): FF[3]
 * allowed lower-case letters in it, which FF[4] readers drop ("GaMe" is
 * GM).  NULL when nothing is left. */
static char *
make_id (Parser *parser,
         gsize   start,
         gsize   end,
         guint8  seen)
{
  guchar *data = parser->data;
  gsize n = start;

  if (G_LIKELY (!(seen & TG_SGF_LOWER)))
    {
      data[end] = '\0';
      return (char *) data + start;
    }
  if (!(seen & TG_SGF_UPPER))
    return NULL;
  for (gsize i = start; i < end; i++)
    if (tg_sgf_class[data[i]] & TG_SGF_UPPER)
      data[n++] = data[i];
  data[n] = '\0';
  return (char *) data + start;
}

/* Where a node with this many properties switches from a linear search
 * to a hash table, so a hostile node of 100,000 properties stays linear. */
#define MANY_PROPS 16

static int
find_prop (Parser     *parser,
           TgNode     *node,
           const char *id)
{
  gpointer index;

  if (node->n_props < MANY_PROPS)
    {
      for (guint i = 0; i < node->n_props; i++)
        if (node->props[i].id[0] == id[0] && strcmp (node->props[i].id, id) == 0)
          return (int) i;
      return -1;
    }
  if (parser->index == NULL)
    parser->index = g_hash_table_new (g_str_hash, g_str_equal);
  if (parser->indexed != node)
    {
      g_hash_table_remove_all (parser->index);
      for (guint i = 0; i < node->n_props; i++)
        g_hash_table_insert (parser->index, (gpointer) node->props[i].id,
                             GUINT_TO_POINTER (i + 1));
      parser->indexed = node;
    }
  index = g_hash_table_lookup (parser->index, id);
  return index != NULL ? (int) GPOINTER_TO_UINT (index) - 1 : -1;
}

/* A property of the node read last, with several values, waiting for
 * the node to be whole. */
typedef struct
{
  guint    index;
  gboolean repeated;   /* given twice, not only as a list */
  gsize    pos;        /* where it was given with them */
} Fold;

static void
fold_later (Parser   *parser,
            TgNode   *node,
            TgProp   *prop,
            gsize     pos,
            gboolean  repeated)
{
  Fold fold = { prop - node->props, repeated, pos };

  if (parser->fold_node != node)
    {
      parser->fold_node = node;
      g_array_set_size (parser->folds, 0);
    }
  g_array_append_val (parser->folds, fold);
}

/* The node read last is whole: its properties with several values are
 * made FF[4] (tg-sgf-repeat.c), each said where it was given so. */
static void
fold_node (Parser *parser)
{
  TgNode *node = parser->fold_node;
  g_autofree Fold *by_prop = NULL;

  if (node == NULL)
    return;
  parser->fold_node = NULL;
  /* Once a property, whichever times it came: said at the first. */
  by_prop = g_new0 (Fold, node->n_props);
  for (guint i = 0; i < parser->folds->len; i++)
    {
      const Fold *fold = &g_array_index (parser->folds, Fold, i);
      Fold *first = &by_prop[fold->index];

      if (first->pos == 0)
        first->pos = fold->pos + 1;
      first->repeated |= fold->repeated;
    }
  for (guint i = 0; i < node->n_props; i++)
    {
      g_autofree char *done = NULL;

      if (by_prop[i].pos == 0 || node->props[i].n_values < 2)
        continue;
      done = tg_sgf_fold_values (node, &node->props[i], by_prop[i].repeated);
      if (done != NULL && ++parser->folded <= NAMED_FOLDED)
        {
          g_autofree char *where = tg_sgf_text_locate (parser->text, by_prop[i].pos - 1);

          /* Translators: "line 3, column 14 (byte 52): C given twice..." */
          tg_sgf_warn (parser->warnings, _("%s: %s"), where, done);
        }
    }
}

/* The property @id of @node, added when new; *@repeated says whether
 * the node had it already. */
static TgProp *
prop_for (Parser     *parser,
          TgNode     *node,
          const char *id,
          gboolean   *repeated)
{
  int index = node->n_props > 0 ? find_prop (parser, node, id) : -1;

  *repeated = index >= 0;
  if (index >= 0)
    return &node->props[index];
  if (parser->indexed == node)
    g_hash_table_insert (parser->index, (gpointer) id, GUINT_TO_POINTER (node->n_props + 1));
  return tg_node_append_prop (node, id);
}

static ValueKind
value_kind (const char *id)
{
  if ((id[0] == 'B' || id[0] == 'W') && id[1] == '\0')
    return VALUE_MOVE;
  if (id[0] == 'A' && (id[1] == 'B' || id[1] == 'W' || id[1] == 'E') && id[2] == '\0')
    return VALUE_SETUP;
  if (g_str_equal (id, "LB"))
    return VALUE_LABEL;
  if (g_str_equal (id, "AR") || g_str_equal (id, "LN"))
    return VALUE_LINE;
  if (g_strv_contains ((const char * const[]) { "CR", "SQ", "TR", "MA", "SL", "DD", "TB", "TW",
                                                NULL }, id))
    return VALUE_MARK;
  return VALUE_OTHER;
}

static void
warn_two_moves (Parser     *parser,
                TgNode     *node,
                gsize       pos,
                const char *id,
                const char *value)
{
  g_autofree char *where = NULL;
  g_autofree char *quoted = NULL;

  if (parser->two_moves == node)
    return;
  parser->two_moves = node;
  if (++parser->unplaced > NAMED_UNPLACED)
    return;
  where = tg_sgf_text_locate (parser->text, pos);
  quoted = tg_sgf_quote (value, 20);
  tg_sgf_warn (parser->warnings,
               _("%s: a second move in one node (%s[%s]): kept in the record, not played"),
               where, id, quoted);
}

/* Why markup's @value names no point to draw at: the point before the
 * colon of a label, both of an arrow or a line. */
static TgMoveStatus
markup_status (const char *value,
               guint       size,
               ValueKind   kind)
{
  const char *colon = strchr (value, ':');

  if (kind == VALUE_MARK)
    return tg_sgf_point_status (value, size, TRUE);
  if (colon == NULL || colon == value || (kind == VALUE_LINE && colon[1] == '\0'))
    return TG_MOVE_MALFORMED;
  if (kind == VALUE_LINE)
    return tg_sgf_point_status (value, size, TRUE);
  {
    g_autofree char *point = g_strndup (value, colon - value);

    return tg_sgf_point_status (point, size, TRUE);
  }
}

/* Says so when @value names no point of the game's board. */
static void
check_point (Parser     *parser,
             gsize       pos,
             const char *id,
             const char *value,
             ValueKind   kind)
{
  TgMoveStatus status;
  g_autofree char *where = NULL;
  g_autofree char *quoted = NULL;

  if (parser->size == 0)
    return;
  /* One point: all a move, setup or a mark names, and too little for a
   * label, an arrow or a line. */
  if (G_LIKELY (value[0] >= 'a' && value[0] < (char) ('a' + parser->size)
                && value[1] >= 'a' && value[1] < (char) ('a' + parser->size) && value[2] == '\0'
                && kind < VALUE_LABEL))
    return;
  if (kind >= VALUE_MARK)
    status = markup_status (value, parser->size, kind);
  else
    status = tg_sgf_point_status (value, parser->size, kind == VALUE_SETUP);
  if (status == TG_MOVE_OK
      || ++*(kind >= VALUE_MARK ? &parser->undrawn : &parser->unplaced) > NAMED_UNPLACED)
    return;

  where = tg_sgf_text_locate (parser->text, pos);
  quoted = tg_sgf_quote (value, 20);
  if (kind >= VALUE_MARK && status == TG_MOVE_OFF_BOARD)
    tg_sgf_warn (parser->warnings,
                 _("%s: %s[%s] reaches off the %u×%u board: kept in the record, not drawn"),
                 where, id, quoted, parser->size, parser->size);
  else if (kind >= VALUE_MARK)
    tg_sgf_warn (parser->warnings,
                 _("%s: %s[%s] names no point: kept in the record, not drawn"),
                 where, id, quoted);
  else if (status == TG_MOVE_OFF_BOARD && kind == VALUE_MOVE)
    tg_sgf_warn (parser->warnings,
                 _("%s: %s[%s] is off the %u×%u board: kept in the record, not played"),
                 where, id, quoted, parser->size, parser->size);
  else if (status == TG_MOVE_OFF_BOARD)
    tg_sgf_warn (parser->warnings,
                 _("%s: %s[%s] reaches off the %u×%u board: kept in the record, not placed"),
                 where, id, quoted, parser->size, parser->size);
  else if (kind == VALUE_MOVE)
    tg_sgf_warn (parser->warnings,
                 _("%s: %s[%s] is not a point: kept in the record, not played"),
                 where, id, quoted);
  else
    tg_sgf_warn (parser->warnings,
                 _("%s: %s[%s] is not a point or a rectangle: kept in the record, not placed"),
                 where, id, quoted);
}

/* The root node is complete: its size is known, and its values waiting
 * for it are checked. */
static void
root_complete (Parser *parser)
{
  if (parser->size_known || parser->root == NULL)
    return;
  parser->size_known = TRUE;
  parser->size = tg_sgf_root_size (parser->root);
  for (guint i = 0; i < parser->pending->len; i++)
    {
      const PendingValue *pending = &g_array_index (parser->pending, PendingValue, i);

      check_point (parser, pending->pos, pending->id, pending->value, pending->kind);
    }
  g_array_set_size (parser->pending, 0);
}

/* A value of B, W, AB, AW or AE, just read into @prop of @node. */
static void
check_value (Parser       *parser,
             TgNode       *node,
             const TgProp *prop,
             gsize         pos,
             const char   *value,
             ValueKind     kind)
{
  if (kind == VALUE_MOVE
      && (prop->n_values > 1 || tg_node_has_prop (node, prop->id[0] == 'B' ? "W" : "B")))
    warn_two_moves (parser, node, pos, prop->id, value);
  if (!parser->size_known)
    {
      PendingValue pending = { pos, prop->id, value, kind };

      g_array_append_val (parser->pending, pending);
      return;
    }
  check_point (parser, pos, prop->id, value, kind);
}

/* Says so when @prop (AR, LN or LB) of a node, whose values from
 * @first on were just read, asks for more than the board draws
 * (TG_SGF_DRAWN_LINES, TG_SGF_DRAWN_LABEL): the record keeps them all. */
static void
check_drawn (Parser       *parser,
             const TgProp *prop,
             guint         first,
             gsize         pos)
{
  g_autofree char *where = NULL;

  if (g_str_equal (prop->id, "AR") || g_str_equal (prop->id, "LN"))
    {
      if (first > TG_SGF_DRAWN_LINES || prop->n_values <= TG_SGF_DRAWN_LINES
          || ++parser->overdrawn > NAMED_UNPLACED)
        return;
      where = tg_sgf_text_locate (parser->text, pos);
      tg_sgf_warn (parser->warnings,
                   g_str_equal (prop->id, "AR")
                     ? _("%s: %u arrows (AR) in one node: the board draws the first %u")
                     : _("%s: %u lines (LN) in one node: the board draws the first %u"),
                   where, prop->n_values, TG_SGF_DRAWN_LINES);
      return;
    }
  if (!g_str_equal (prop->id, "LB"))
    return;
  for (guint i = first; i < prop->n_values; i++)
    {
      const char *colon = strchr (prop->values[i], ':');
      const char *text = colon != NULL ? colon + 1 : prop->values[i];
      glong length;

      /* Bytes first: no count of a short label's characters. */
      if (strlen (text) <= TG_SGF_DRAWN_LABEL
          || (length = g_utf8_strlen (text, -1)) <= TG_SGF_DRAWN_LABEL
          || ++parser->overdrawn > NAMED_UNPLACED)
        continue;
      g_clear_pointer (&where, g_free);
      where = tg_sgf_text_locate (parser->text, pos);
      tg_sgf_warn (parser->warnings,
                   _("%s: a label (LB) of %ld characters: the board shows its first %u"),
                   where, length, TG_SGF_DRAWN_LABEL);
    }
}

/* A property at parser->pos (a letter) with all its values. */
static gboolean
read_property (Parser  *parser,
               TgNode  *node,
               GError **error)
{
  guchar *data = parser->data;
  gsize length = parser->length;
  gsize start = parser->pos;
  gsize end = start;
  guint8 seen = 0;
  char *id;
  TgProp *prop = NULL;
  gboolean repeated = FALSE;
  ValueKind kind = VALUE_OTHER;
  guint first = 0;

  while (end < length && (tg_sgf_class[data[end]] & TG_SGF_LETTER))
    seen |= tg_sgf_class[data[end++]];
  parser->pos = tg_sgf_skip_space (data, length, end);
  if (parser->pos >= length || data[parser->pos] != '[')
    {
      syntax_error (parser, parser->pos, "'['", error);
      return FALSE;
    }

  if ((seen & TG_SGF_LOWER) && parser->warnings != NULL
      && !((seen & TG_SGF_UPPER) ? parser->warned_case : parser->warned_ignored))
    {
      g_autofree char *name = g_strndup ((const char *) data + start, end - start);
      g_autofree char *quoted = tg_sgf_quote (name, 20);
      g_autofree char *where = tg_sgf_text_locate (parser->text, start);

      if (seen & TG_SGF_UPPER)
        {
          g_autofree char *upper = g_strdup (quoted);
          char *w = upper;

          /* make_id () below keeps the capitals only, as FF[4] reads FF[3]. */
          for (const char *r = quoted; *r != '\0'; r++)
            if (g_ascii_isupper (*r))
              *w++ = *r;
          *w = '\0';
          tg_sgf_warn (parser->warnings,
                       _("%s: the property “%s” was read as %s, without its lower-case letters"),
                       where, quoted, upper);
          parser->warned_case = TRUE;
        }
      else
        {
          tg_sgf_warn (parser->warnings,
                       _("%s: a property without capital letters (%s) was ignored"),
                       where, quoted);
          parser->warned_ignored = TRUE;
        }
    }

  id = make_id (parser, start, end, seen);
  if (id != NULL)
    {
      prop = prop_for (parser, node, id, &repeated);
      first = prop->n_values;
      if (parser->warnings != NULL)
        kind = value_kind (id);
    }

  do
    {
      gsize value_pos = parser->pos;
      char *value = read_value (parser);

      if (value == NULL)
        {
          syntax_error (parser, length, "']'", error);
          return FALSE;
        }
      if (prop != NULL)
        tg_node_prop_append (node, prop, value);
      if (kind != VALUE_OTHER)
        check_value (parser, node, prop, value_pos, value, kind);
      parser->pos = tg_sgf_skip_space (data, length, parser->pos);
    }
  while (parser->pos < length && data[parser->pos] == '[');
  if (prop != NULL && parser->warnings != NULL)
    check_drawn (parser, prop, first, start);
  if (prop != NULL && prop->n_values > 1)
    fold_later (parser, node, prop, start, repeated);
  return TRUE;
}

static const char *
expected_in (State state)
{
  switch (state)
    {
    case EXPECT_NODE:
      return "';'";
    case AFTER_TREE:
      return "'(' or ')'";
    case IN_NODE:
    default:
      return _("a property, ';', '(' or ')'");
    }
}

static void
game_complete (Parser *parser)
{
  fold_node (parser);
  root_complete (parser);
  if (parser->folded > NAMED_FOLDED)
    tg_sgf_warn (parser->warnings,
                 ngettext ("%u more property given twice in one node, or with several values, "
                           "was made one as the first ones were",
                           "%u more properties given twice in one node, or with several values, "
                           "were made one as the first ones were",
                           parser->folded - NAMED_FOLDED),
                 parser->folded - NAMED_FOLDED);
  if (parser->unplaced > NAMED_UNPLACED)
    tg_sgf_warn (parser->warnings,
                 ngettext ("%u more move or setup value that cannot be played was kept in the record",
                           "%u more moves or setup values that cannot be played were kept in the record",
                           parser->unplaced - NAMED_UNPLACED),
                 parser->unplaced - NAMED_UNPLACED);
  if (parser->undrawn > NAMED_UNPLACED)
    tg_sgf_warn (parser->warnings,
                 ngettext ("%u more markup value naming no point was kept in the record",
                           "%u more markup values naming no point were kept in the record",
                           parser->undrawn - NAMED_UNPLACED),
                 parser->undrawn - NAMED_UNPLACED);
  if (parser->overdrawn > NAMED_UNPLACED)
    tg_sgf_warn (parser->warnings,
                 ngettext ("%u more arrow, line or label list is drawn only in part",
                           "%u more arrow, line or label lists are drawn only in part",
                           parser->overdrawn - NAMED_UNPLACED),
                 parser->overdrawn - NAMED_UNPLACED);
}

/* From @from, inside @depth open '(' of a game, to just past the ')'
 * that closes the game, values skipped whole; or the end of the text. */
static gsize
skip_rest_of_game (const guchar *data,
                   gsize         length,
                   gsize         from,
                   guint         depth)
{
  gsize i = from;

  while (i < length && depth > 0)
    {
      if (data[i] == '[')
        {
          for (i++; i < length && data[i] != ']'; i++)
            if (data[i] == '\\')
              i++;
        }
      else if (data[i] == '(')
        depth++;
      else if (data[i] == ')')
        depth--;
      i++;
    }
  return MIN (i, length);
}

/* A syntax error (@error) ends the game being read: what was read before
 * it is kept — every whole property, so a truncated record keeps its
 * moves up to the last whole one — and said with the error's place; the
 * reader goes on after the game's last ')', so one slip does not cost a
 * collection its other games.  NULL, with @error, when nothing of the
 * game was read. */
static TgNode *
broken_game (Parser      *parser,
             TgNode      *root,
             TgNode      *current,
             State        state,
             TgSgfStart   start,
             GError     **error)
{
  guint depth = parser->open->len - (start == TG_SGF_START_NO_PAREN ? 1 : 0);

  parser->pos = skip_rest_of_game (parser->data, parser->length, parser->pos, depth);
  if (state == IN_NODE && current != NULL && current->n_props > 0
      && current->props[current->n_props - 1].n_values == 0)
    {
      /* Its identifier read, the file broke before its first value. */
      current->n_props--;
      if (parser->indexed == current)
        parser->indexed = NULL;
    }
  if (state == IN_NODE && current != NULL && current != root && current->n_props == 0)
    {
      if (parser->fold_node == current)
        parser->fold_node = NULL;
      tg_node_free (current);
    }
  if (root == NULL || (root->n_props == 0 && root->n_children == 0))
    {
      tg_node_free (root);
      return NULL;
    }
  /* Translators: "line 3, column 14 (byte 52): expected ']'. The game is
   * read up to there." */
  tg_sgf_warn (parser->warnings, _("%s. The game is read up to there."), (*error)->message);
  g_clear_error (error);
  game_complete (parser);
  return root;
}

/* One game tree starting at parser->pos; NULL and @error on bad syntax. */
static TgNode *
parse_game (Parser     *parser,
            TgSgfStart  start,
            GError    **error)
{
  const guchar *data = parser->data;
  gsize length = parser->length;
  g_autoptr(TgNode) root = NULL;
  TgNode *current = NULL;
  State state = EXPECT_NODE;
  GPtrArray *open = parser->open;

  g_ptr_array_set_size (open, 0);
  g_ptr_array_add (open, NULL);
  parser->root = NULL;
  parser->size_known = FALSE;
  parser->size = 0;
  parser->two_moves = NULL;
  parser->unplaced = 0;
  parser->undrawn = 0;
  parser->overdrawn = 0;
  parser->fold_node = NULL;
  parser->folded = 0;
  g_array_set_size (parser->pending, 0);
  if (start == TG_SGF_START_NO_PAREN)
    tg_sgf_warn (parser->warnings, _("Missing '(' added before the game"));
  else
    parser->pos++;
  if (start == TG_SGF_START_NO_SEMICOLON)
    {
      tg_sgf_warn (parser->warnings, _("Missing ';' added before the first node"));
      root = current = tg_node_new_in (parser->arena);
      parser->root = root;
      state = IN_NODE;
    }

  for (;;)
    {
      guchar c;

      parser->pos = tg_sgf_skip_space (data, length, parser->pos);
      if (parser->pos >= length)
        {
          guint unclosed = open->len - (start == TG_SGF_START_NO_PAREN ? 1 : 0);

          if (unclosed > 0)
            tg_sgf_warn (parser->warnings,
                         ngettext ("The file ended inside a game: %u missing ')' added",
                                   "The file ended inside a game: %u missing ')' added",
                                   unclosed),
                         unclosed);
          game_complete (parser);
          return g_steal_pointer (&root);
        }

      c = data[parser->pos];
      if (parser->fold_node != NULL && !(tg_sgf_class[c] & TG_SGF_LETTER))
        fold_node (parser);
      if (c == ';' && state != AFTER_TREE)
        {
          TgNode *node = tg_node_new_in (parser->arena);

          if (root == NULL)
            root = parser->root = node;
          else
            {
              root_complete (parser);
              tg_node_link_child (state == IN_NODE ? current : open->pdata[open->len - 1], node);
            }
          current = node;
          state = IN_NODE;
          parser->pos++;
        }
      else if (c == '(' && state != EXPECT_NODE)
        {
          g_ptr_array_add (open, current);
          state = EXPECT_NODE;
          parser->pos++;
        }
      else if (c == ')' && state != EXPECT_NODE)
        {
          current = g_ptr_array_steal_index_fast (open, open->len - 1);
          parser->pos++;
          if (open->len == 0)
            {
              game_complete (parser);
              return g_steal_pointer (&root);
            }
          state = AFTER_TREE;
        }
      else if ((tg_sgf_class[c] & TG_SGF_LETTER) && state == IN_NODE)
        {
          if (!read_property (parser, current, error))
            return broken_game (parser, g_steal_pointer (&root), current, state, start, error);
        }
      else
        {
          syntax_error (parser, parser->pos, expected_in (state), error);
          return broken_game (parser, g_steal_pointer (&root), current, state, start, error);
        }
    }
}

/* "Game 2: ..." for the warnings from @from to @to, in a collection. */
static void
name_game (GPtrArray *warnings,
           guint      from,
           guint      to,
           guint      game)
{
  for (guint i = from; warnings != NULL && i < to; i++)
    {
      char *named = g_strdup_printf (_("Game %u: %s"), game, (char *) warnings->pdata[i]);

      g_free (warnings->pdata[i]);
      warnings->pdata[i] = named;
    }
}

static void
parser_clear (Parser    *parser,
              TgSgfText *text)
{
  g_clear_pointer (&parser->index, g_hash_table_unref);
  g_clear_pointer (&parser->arena, tg_node_arena_release);
  tg_sgf_text_clear (text);
}

GPtrArray *
tg_sgf_parse (const char *data,
              gsize       length,
              GPtrArray  *warnings,
              GError    **error)
{
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GPtrArray) open = NULL;
  g_autoptr(GArray) pending = NULL;
  g_autoptr(GArray) folds = NULL;
  g_autoptr(GArray) game_warnings = NULL;
  g_autoptr(GArray) ordinals = NULL;
  g_autoptr(GError) unread = NULL;
  TgSgfText text;
  Parser parser = { 0, };
  gsize junk = G_MAXSIZE;
  gsize pos = 0;
  guint games = 0;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  if (!tg_sgf_text_decode (&text, data != NULL ? data : "", length, warnings, error))
    return NULL;

  roots = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  open = g_ptr_array_new ();
  parser.arena = tg_node_arena_new ();
  parser.data = tg_node_arena_alloc (parser.arena, text.length + 1);
  memcpy (parser.data, text.text, text.length);
  parser.data[text.length] = '\0';
  parser.length = text.length;
  parser.text = &text;
  parser.warnings = warnings;
  parser.open = open;
  pending = g_array_new (FALSE, FALSE, sizeof (PendingValue));
  parser.pending = pending;
  folds = g_array_new (FALSE, FALSE, sizeof (Fold));
  parser.folds = folds;
  /* Where each game's warnings start, to name the game in a collection,
   * and each kept game's place among the file's games. */
  game_warnings = g_array_new (FALSE, FALSE, sizeof (guint));
  ordinals = g_array_new (FALSE, FALSE, sizeof (guint));

  for (;;)
    {
      TgSgfStart start;
      gsize game = tg_sgf_find_game (parser.data, parser.length, pos, games == 0, &start);
      gsize first_junk = tg_sgf_skip_space (parser.data, game, pos);
      guint mark = warnings != NULL ? warnings->len : 0;
      g_autoptr(GError) local = NULL;
      TgNode *root;

      if (first_junk < game)
        junk = MIN (junk, first_junk);
      if (game >= parser.length)
        break;
      g_array_append_val (game_warnings, mark);
      games++;
      parser.pos = game;
      root = parse_game (&parser, start, &local);
      pos = parser.pos;
      if (root == NULL)
        {
          /* A slip before anything whole: the other games are still read. */
          tg_sgf_warn (warnings, _("%s. Nothing of the game could be read."), local->message);
          if (unread == NULL)
            unread = g_steal_pointer (&local);
          continue;
        }
      g_ptr_array_add (roots, root);
      g_array_append_val (ordinals, games);
    }

  if (roots->len == 0)
    {
      if (unread != NULL)
        {
          if (games > 1)
            g_prefix_error (&unread, _("Game %u: "), 1);
          g_propagate_error (error, g_steal_pointer (&unread));
        }
      else
        g_set_error_literal (error, TG_SGF_ERROR, TG_SGF_ERROR_EMPTY,
                             _("No game found: this is not an SGF file"));
      parser_clear (&parser, &text);
      return NULL;
    }
  if (warnings != NULL && games > 1)
    for (guint i = 0; i < games; i++)
      name_game (warnings, g_array_index (game_warnings, guint, i),
                 i + 1 < games ? g_array_index (game_warnings, guint, i + 1) : warnings->len,
                 i + 1);
  if (junk != G_MAXSIZE && warnings != NULL)
    {
      g_autofree char *where = tg_sgf_text_locate (&text, junk);

      tg_sgf_warn (warnings, _("%s: text outside the game records was ignored"), where);
    }

  for (guint i = 0; i < roots->len; i++)
    {
      g_autoptr(GError) local = NULL;
      guint mark = warnings != NULL ? warnings->len : 0;
      gboolean ok = tg_sgf_check_root (roots->pdata[i], warnings, &local);
      const char *ca = tg_node_get_value (roots->pdata[i], "CA");
      guint ordinal = g_array_index (ordinals, guint, i);

      if (warnings != NULL && games > 1)
        name_game (warnings, mark, warnings->len, ordinal);
      if (ok && ordinal > 1 && ca != NULL && !tg_sgf_charset_matches (ca, text.charset))
        {
          g_autofree char *quoted = tg_sgf_quote (ca, 20);

          tg_sgf_warn (warnings, _("Game %u: CA[%s] ignored, the file was read as %s"),
                       ordinal, quoted, text.charset);
        }
      if (ok)
        continue;
      /* One odd game does not cost the collection its others: it is kept
       * as read, to be written back where it was — a game of another kind
       * or on a board Tengen cannot show, which tg_game_check_root () and
       * the writer know again (an unknown FF is no such game). */
      if (games > 1 && !tg_game_check_root (roots->pdata[i], NULL)
          && (g_error_matches (local, TG_SGF_ERROR, TG_SGF_ERROR_UNSUPPORTED)
              || g_error_matches (local, TG_SGF_ERROR, TG_SGF_ERROR_NOT_GO)))
        {
          /* Translators: "Game 2: SZ[30]: boards from 2×2 to 25×25 are
           * supported. It is kept in the file as it is." */
          tg_sgf_warn (warnings, _("Game %u: %s. It is kept in the file as it is."),
                       ordinal, local->message);
          continue;
        }
      if (games > 1)
        g_prefix_error (&local, _("Game %u: "), ordinal);
      g_propagate_error (error, g_steal_pointer (&local));
      parser_clear (&parser, &text);
      return NULL;
    }

  parser_clear (&parser, &text);
  return g_steal_pointer (&roots);
}
