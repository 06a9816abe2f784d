/* tg-replay.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-replay-line-private.h"
#include "tg-replay-private.h"

#include "tg-sgf.h"

#include <string.h>

static void forget_node (TgReplay *replay, TgNode *node);

/* The walk over a record keeps the position at every node whose depth
 * is a multiple of @spacing, and finding the position at a node keeps
 * one every @spacing nodes down any other path it replays, so that a
 * jump anywhere replays at most that many nodes: 16 for real games, more
 * for records so large that MAX_CHECKPOINTS positions (about 4 MB on
 * 19×19, written while the record is read) would not cover them at 16;
 * a replay of a hundred nodes costs about as much as a few positions
 * written. */
#define MIN_SPACING 16
#define MAX_CHECKPOINTS 1024

typedef struct
{
  TgBoard *board;
  guint    captures[2];
} Checkpoint;

struct _TgReplay
{
  guint       size;
  guint       spacing;
  /* Checkpoints are records in one buffer, each the captures and then
   * the board's state, so keeping one allocates nothing; a forgotten
   * node's record is reused. */
  GHashTable *checkpoints;     /* TgNode * → record index + 1 */
  guint8     *records;
  gsize       record_size;
  guint       n_records;
  guint       records_capacity;
  GArray     *free_records;    /* guint */
  TgBoard    *empty;

  /* The last position asked for, so stepping forward replays one node. */
  TgNode     *last_node;
  Checkpoint  last;

  /* The positions of the line from the root to @history_node (NULL:
   * stale), for superko at that node and for moves added one by one,
   * indexed from the hashes the walk left in the nodes.  Made on first
   * use, with @scratch, as most records are only opened and viewed. */
  LineIndex   history;
  TgNode     *history_node;

  TgBoard    *scratch;
  TgBoard    *confirm;         /* a superko candidate of the walk (LineIndex), on first use */
  GArray     *indices;
  GPtrArray  *path;            /* tg_replay_position's, kept for reuse */
  guint       n_replayed;      /* the nodes it last played */
  GPtrArray  *history_path;    /* ensure_history's */

  /* The main line as the last walk found it, for tg_replay_get_main_line. */
  TgNode     *main_line_end;
  TgNode     *marked;
};

TgReplay *
tg_replay_new (guint size)
{
  TgReplay *replay;

  g_return_val_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE, NULL);

  replay = g_new0 (TgReplay, 1);
  replay->size = size;
  replay->spacing = MIN_SPACING;
  replay->checkpoints = g_hash_table_new (NULL, NULL);
  replay->record_size = sizeof (guint[2]) + tg_board_state_size (size);
  replay->free_records = g_array_new (FALSE, FALSE, sizeof (guint));
  /* Copying the empty board is cheaper than laying out a new one, and a
   * record opened is a replay made. */
  replay->empty = tg_board_new (size);
  replay->last.board = tg_board_copy (replay->empty);
  replay->indices = g_array_new (FALSE, FALSE, sizeof (guint));
  replay->path = g_ptr_array_new ();
  replay->history_path = g_ptr_array_new ();
  return replay;
}

void
tg_replay_free (TgReplay *replay)
{
  if (replay == NULL)
    return;

  g_hash_table_unref (replay->checkpoints);
  g_free (replay->records);
  g_array_unref (replay->free_records);
  tg_board_free (replay->empty);
  tg_board_free (replay->last.board);
  _tg_replay_line_free (&replay->history);
  tg_board_free (replay->scratch);
  tg_board_free (replay->confirm);
  g_array_unref (replay->indices);
  g_ptr_array_unref (replay->path);
  g_ptr_array_unref (replay->history_path);
  g_free (replay);
}

/* The properties the replay reads, found in one pass over the node (the
 * first of each identifier, as tg_node_get_prop () would), and whether
 * it holds territory marks, which the walk notes on the main line so
 * that a record just loaded needs no second pass to find them. */
typedef struct
{
  const TgProp *setup[3];  /* AE, AB, AW */
  const TgProp *black;
  const TgProp *white;
  const TgProp *move;      /* the first of @black and @white */
  gboolean      territory; /* TB or TW */
} ReplayProps;

static const TgColor setup_colors[3] = { TG_EMPTY, TG_BLACK, TG_WHITE };

static void
scan_props (const TgNode *node,
            ReplayProps  *props)
{
  memset (props, 0, sizeof *props);
  for (guint i = 0; i < node->n_props; i++)
    {
      const TgProp *prop = &node->props[i];
      const char *id = prop->id;
      const TgProp **slot = NULL;

      if (id[0] == 'B' && id[1] == '\0')
        slot = &props->black;
      else if (id[0] == 'W' && id[1] == '\0')
        slot = &props->white;
      else if (id[0] == 'A' && id[1] != '\0' && id[2] == '\0')
        {
          if (id[1] == 'E')
            slot = &props->setup[0];
          else if (id[1] == 'B')
            slot = &props->setup[1];
          else if (id[1] == 'W')
            slot = &props->setup[2];
        }
      else if (id[0] == 'T' && (id[1] == 'B' || id[1] == 'W') && id[2] == '\0')
        props->territory = TRUE;
      if (slot != NULL && *slot == NULL)
        *slot = prop;
    }
  props->move = props->black;
  if (props->white != NULL && (props->black == NULL || props->white < props->black))
    props->move = props->white;
}

/* The node's move: FALSE when it has none.  *@status is TG_MOVE_OK,
 * or why the value names no point of the board, *@point then being
 * TG_PASS. */
static gboolean
read_move (TgReplay          *replay,
           const ReplayProps *props,
           TgColor           *color,
           TgPoint           *point,
           TgMoveStatus      *status)
{
  const TgProp *prop = props->move;
  const char *text;
  guint x, y;
  gboolean pass = FALSE;

  if (prop == NULL)
    return FALSE;

  /* A property holds at least one value.  Nearly every move is two
   * lower-case letters naming a point, read here at once; anything else
   * ("tt" included, which is off a board of 19 or less) goes to the full
   * reader. */
  text = prop->values[0];
  x = (guint) (text[0] - 'a');
  y = (guint) (text[0] != '\0' ? text[1] - 'a' : 0);
  *color = prop == props->black ? TG_BLACK : TG_WHITE;
  *status = TG_MOVE_OK;
  if (text[0] == '\0' || text[1] == '\0' || text[2] != '\0'
      || x >= replay->size || y >= replay->size)
    {
      if (!tg_sgf_parse_point (text, replay->size, &x, &y, &pass))
        {
          *status = tg_sgf_point_status (text, replay->size, FALSE);
          *point = TG_PASS;
          return TRUE;
        }
    }

  *point = pass ? TG_PASS : tg_board_point (replay->empty, x, y);
  return TRUE;
}

/* B and W together, or a move property with two values. */
static gboolean
has_two_moves (const ReplayProps *props)
{
  return (props->black != NULL && props->white != NULL)
         || (props->black != NULL && props->black->n_values > 1)
         || (props->white != NULL && props->white->n_values > 1);
}

/* Applies AB/AW/AE; TRUE when the node has any of them, since setup
 * starts a new position in the history even when it changes nothing.
 * A value naming no point of the board is skipped, the rest of the list
 * standing, and *@status (may be NULL) says why. */
static gboolean
apply_setup (TgReplay          *replay,
             TgBoard           *board,
             const ReplayProps *props,
             TgMoveStatus      *status)
{
  gboolean found = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (props->setup); i++)
    {
      const TgProp *prop = props->setup[i];

      if (prop == NULL)
        continue;
      found = TRUE;
      for (guint v = 0; v < prop->n_values; v++)
        {
          g_array_set_size (replay->indices, 0);
          if (!tg_sgf_expand_points (prop->values[v], replay->size, replay->indices))
            {
              if (status != NULL)
                *status = MAX (*status, tg_sgf_point_status (prop->values[v], replay->size, TRUE));
              continue;
            }
          for (guint k = 0; k < replay->indices->len; k++)
            {
              guint index = g_array_index (replay->indices, guint, k);

              tg_board_set (board,
                            tg_board_point (board, index % replay->size, index / replay->size),
                            setup_colors[i]);
            }
        }
    }
  return found;
}

/* Plays the node's move as the annotation allows; TRUE when a stone went
 * on the board. */
static gboolean
play_recorded (TgBoard      *board,
               const TgNode *node,
               guint         captures[2])
{
  TgColor color = node->move_color;
  TgColor other;
  guint before;

  if (!tg_replay_placed_stone (node))
    return FALSE;

  other = TG_OTHER (color);
  before = tg_board_count (board, other);
  if (tg_board_play (board, color, node->move_point, NULL) != TG_MOVE_OK)
    return FALSE;
  captures[color - 1] += before - tg_board_count (board, other);
  return TRUE;
}

/* The test annotate () and apply_node () make, without a board. */
static gboolean
changes_position (const TgNode *node)
{
  return tg_node_has_prop (node, "AB") || tg_node_has_prop (node, "AW") ||
         tg_node_has_prop (node, "AE") || tg_replay_placed_stone (node);
}

static gboolean
apply_node (TgReplay     *replay,
            TgBoard      *board,
            const TgNode *node,
            guint         captures[2])
{
  ReplayProps props;
  gboolean changed;

  scan_props (node, &props);
  changed = apply_setup (replay, board, &props, NULL);

  return play_recorded (board, node, captures) || changed;
}

/* The move number of the earliest entry whose position is @board, or -1.
 * The earliest entry of the hash is the last on its chain, and nearly
 * always the only one; only a collision sends the search back for the
 * next. */
static int
line_find (TgReplay      *replay,
           LineIndex     *line,
           const TgBoard *board)
{
  guint64 hash = tg_board_get_hash (board);
  guint32 ruled_out = 0;     /* entries + 1 up to this one */

  for (;;)
    {
      guint32 earliest = 0;

      for (guint32 e = line->heads[(guint) hash & line->mask]; e > ruled_out;
           e = line->entries[e - 1].next)
        if (line->entries[e - 1].hash == hash)
          earliest = e;
      if (earliest == 0)
        return -1;

      if (replay->confirm == NULL)
        replay->confirm = tg_board_copy (replay->empty);
      tg_replay_position (replay, line->entries[earliest - 1].node, replay->confirm, NULL);
      if (tg_board_equal (replay->confirm, board))
        return (int) line->entries[earliest - 1].move_number;
      ruled_out = earliest;
    }
}

/* Annotates @node on top of @board (the position after its parent) and
 * leaves the position after it in @board and in @line.  TRUE when @node
 * holds territory marks. */
static gboolean
annotate (TgReplay  *replay,
          LineIndex *line,
          TgBoard   *board,
          TgNode    *node,
          guint      captures[2])
{
  guint parent_number = node->parent != NULL ? node->parent->move_number : 0;
  ReplayProps props;
  gboolean changed;
  TgMoveStatus setup_status = TG_MOVE_OK;
  TgMoveStatus status;
  TgColor color;
  TgPoint point;

  scan_props (node, &props);
  changed = apply_setup (replay, board, &props, &setup_status);

  node->setup_status = setup_status;
  node->move_color = TG_EMPTY;
  node->move_point = TG_PASS;
  node->move_status = TG_MOVE_OK;
  node->repeats_move = -1;
  node->captured = 0;
  if (read_move (replay, &props, &color, &point, &status))
    {
      node->move_color = color;
      node->move_point = point;
      node->move_status = status;
      if (point != TG_PASS)
        {
          TgColor other = TG_OTHER (color);
          guint before = tg_board_count (board, other);

          /* A move against superko is played all the same, so the move is
           * played first and the position it made looked up afterwards:
           * the same judgement as tg_rules_check_move (), without working
           * out the position twice. */
          node->move_status = tg_board_play (board, color, point, NULL);
          if (node->move_status == TG_MOVE_OK)
            {
              node->repeats_move = line_find (replay, line, board);
              if (node->repeats_move >= 0)
                node->move_status = TG_MOVE_SUPERKO;
              node->captured = before - tg_board_count (board, other);
              captures[color - 1] += node->captured;
              changed = TRUE;
            }
        }
      if (node->move_status == TG_MOVE_OK && has_two_moves (&props))
        node->move_status = TG_MOVE_TWO_MOVES;
    }
  node->move_number = parent_number + (node->move_color != TG_EMPTY);
  node->hash = tg_board_get_hash (board);

  /* A pass or a refused move leaves the position as it was; recording it
   * again would only blur which move first made it. */
  if (changed || node->parent == NULL)
    _tg_replay_line_push (line, node, board);
  return props.territory;
}

static void
store_checkpoint (TgReplay      *replay,
                  TgNode        *node,
                  const TgBoard *board,
                  const guint    captures[2])
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (replay->checkpoints, node));
  guint8 *record;

  if (index > 0)
    index--;
  else if (replay->free_records->len > 0)
    {
      index = g_array_index (replay->free_records, guint, replay->free_records->len - 1);
      g_array_set_size (replay->free_records, replay->free_records->len - 1);
    }
  else
    {
      if (replay->n_records == replay->records_capacity)
        {
          replay->records_capacity = MAX (16, replay->records_capacity * 2);
          replay->records = g_realloc_n (replay->records, replay->records_capacity,
                                         replay->record_size);
        }
      index = replay->n_records++;
    }
  record = replay->records + (gsize) index * replay->record_size;
  memcpy (record, captures, sizeof (guint[2]));
  tg_board_save_state (board, record + sizeof (guint[2]));
  g_hash_table_insert (replay->checkpoints, node, GUINT_TO_POINTER (index + 1));
}

typedef struct
{
  TgNode  *node;
  gboolean restore;        /* the running board is not the parent's */
  guint    line_length;
  guint    depth;
} Frame;

static gsize
count_nodes (TgNode *top)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  gsize n = 0;

  g_ptr_array_add (stack, top);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      n++;
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
  return n;
}

/* Annotates the tree under @top, on top of @running and @captures (the
 * position after its parent) and @line (the positions of the line down
 * to its parent).  The walk keeps the end of the main line, where a
 * record opens, and the positions at depths that are multiples of the
 * spacing: kept as first asked for instead, the first jump into a line
 * of 100,000 moves, or the first step back from its end, wrote megabytes
 * of positions while the window waited. */
static void
annotate_walk (TgReplay  *replay,
               LineIndex *line,
               TgNode    *top,
               TgBoard   *running,
               guint      captures[2])
{
  g_autoptr(GArray) stack = g_array_new (FALSE, FALSE, sizeof (Frame));
  Frame first = { top, FALSE, line->length, 0 };
  gboolean main_line = top->parent == NULL;

  for (TgNode *n = top->parent; n != NULL; n = n->parent)
    first.depth++;
  /* Sparsely enough that MAX_CHECKPOINTS positions cover the tree, in
   * one buffer sized at once. */
  if (top->parent == NULL)
    {
      gsize n_nodes = count_nodes (top);
      gsize wanted;

      replay->spacing = (guint) MAX (MIN_SPACING, (n_nodes + MAX_CHECKPOINTS - 1) / MAX_CHECKPOINTS);
      wanted = n_nodes / replay->spacing + 2;
      if (wanted > replay->records_capacity)
        {
          replay->records_capacity = (guint) wanted;
          replay->records = g_realloc_n (replay->records, replay->records_capacity,
                                         replay->record_size);
        }
    }

  /* Depth first with an explicit stack: the first child continues on the
   * running board; each other child gets its parent's position back from
   * tg_replay_position (a copy per pending sibling would cost megabytes
   * on a root with thousands of variations), and the history is cut
   * back to that point. */
  g_array_append_val (stack, first);
  while (stack->len > 0)
    {
      Frame frame = g_array_index (stack, Frame, stack->len - 1);

      g_array_set_size (stack, stack->len - 1);
      if (frame.restore)
        {
          tg_replay_position (replay, frame.node->parent, running, captures);
          _tg_replay_line_truncate (line, frame.line_length);
        }

      /* The first child follows at once, without a trip through the
       * stack, which then holds only the other variations. */
      for (;;)
        {
          TgNode *node = frame.node;
          guint n_children = node->n_children;

          if (annotate (replay, line, running, node, captures) && main_line)
            replay->marked = node;
          if (frame.depth > 0 && frame.depth % replay->spacing == 0)
            store_checkpoint (replay, node, running, captures);
          if (n_children == 0)
            break;

          for (guint i = n_children; i-- > 1;)
            {
              Frame child = { node->children[i], TRUE, line->length, frame.depth + 1 };

              g_array_append_val (stack, child);
            }
          frame.node = node->children[0];
          frame.depth++;
        }

      if (main_line)
        {
          replay->main_line_end = frame.node;
          store_checkpoint (replay, frame.node, running, captures);
        }
      main_line = FALSE;
    }
}

void
tg_replay_annotate_tree (TgReplay *replay,
                         TgNode   *root)
{
  g_autoptr(TgBoard) running = NULL;
  guint captures[2] = { 0, 0 };
  LineIndex line = { 0 };

  g_return_if_fail (root != NULL);

  g_hash_table_remove_all (replay->checkpoints);
  replay->n_records = 0;
  g_array_set_size (replay->free_records, 0);
  replay->spacing = MIN_SPACING;
  replay->last_node = NULL;
  replay->history_node = NULL;
  replay->marked = NULL;

  running = tg_board_copy (replay->empty);
  _tg_replay_line_reserve (&line, 256);
  annotate_walk (replay, &line, root, running, captures);
  _tg_replay_line_free (&line);
}

void
tg_replay_forget_subtree (TgReplay *replay,
                          TgNode   *top)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_return_if_fail (top != NULL);

  g_ptr_array_add (stack, top);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      forget_node (replay, node);
      for (guint i = 0; i < node->n_children; i++)
        g_ptr_array_add (stack, node->children[i]);
    }
}

void
tg_replay_annotate_subtree (TgReplay *replay,
                            TgNode   *top)
{
  g_autoptr(GPtrArray) path = NULL;
  g_autoptr(TgBoard) running = NULL;
  guint captures[2] = { 0, 0 };
  LineIndex line = { 0 };

  g_return_if_fail (top != NULL);

  if (top->parent == NULL)
    {
      tg_replay_annotate_tree (replay, top);
      return;
    }

  tg_replay_forget_subtree (replay, top);
  running = tg_board_copy (replay->empty);
  tg_replay_position (replay, top->parent, running, captures);

  /* The line above @top is annotated: its hashes index it for superko
   * without working out a position. */
  path = g_ptr_array_new ();
  for (TgNode *n = top->parent; n != NULL; n = n->parent)
    g_ptr_array_add (path, n);
  _tg_replay_line_reserve (&line, MAX (256, path->len));
  for (guint i = path->len; i-- > 0;)
    {
      TgNode *n = path->pdata[i];

      if (n->parent == NULL || changes_position (n))
        _tg_replay_line_push_hash (&line, n, n->hash);
    }
  annotate_walk (replay, &line, top, running, captures);
  _tg_replay_line_free (&line);
}

TgNode *
tg_replay_get_main_line (TgReplay  *replay,
                         TgNode   **marked)
{
  *marked = replay->marked;
  return replay->main_line_end;
}

void
tg_replay_position (TgReplay *replay,
                    TgNode   *node,
                    TgBoard  *board,
                    guint     captures[2])
{
  GPtrArray *path = replay->path;
  guint caps[2] = { 0, 0 };
  TgNode *n;

  g_return_if_fail (node != NULL && board != NULL);

  g_ptr_array_set_size (path, 0);
  for (n = node; n != NULL; n = n->parent)
    {
      guint index;

      if (n == replay->last_node)
        {
          tg_board_copy_into (board, replay->last.board);
          caps[0] = replay->last.captures[0];
          caps[1] = replay->last.captures[1];
          break;
        }
      index = GPOINTER_TO_UINT (g_hash_table_lookup (replay->checkpoints, n));
      if (index > 0)
        {
          const guint8 *record = replay->records + (gsize) (index - 1) * replay->record_size;

          memcpy (caps, record, sizeof caps);
          tg_board_load_state (board, record + sizeof caps);
          break;
        }
      g_ptr_array_add (path, n);
    }
  if (n == NULL)
    tg_board_copy_into (board, replay->empty);

  replay->n_replayed = path->len;
  for (guint i = path->len; i-- > 0;)
    {
      apply_node (replay, board, path->pdata[i], caps);
      if ((path->len - i) % replay->spacing == 0)
        store_checkpoint (replay, path->pdata[i], board, caps);
    }

  if (node != replay->last_node)
    {
      tg_board_copy_into (replay->last.board, board);
      replay->last.captures[0] = caps[0];
      replay->last.captures[1] = caps[1];
      replay->last_node = node;
    }
  if (captures != NULL)
    {
      captures[0] = caps[0];
      captures[1] = caps[1];
    }
}

/* Adds annotated @node, which follows the history's line, when it made
 * a position of its own.  Its hash says so without working the position
 * out: one equal to its parent's is the same position (a pass, a refused
 * move, setup that changed nothing), which an earlier entry already
 * stands for, and a look-up finds the earliest. */
static void
push_history (TgReplay *replay,
              TgNode   *node)
{
  if (node->parent == NULL || node->hash != node->parent->hash)
    _tg_replay_line_push_hash (&replay->history, node, node->hash);
}

/* Whether @ancestor is @node or lies on its way up to the root, looked
 * for no higher than @ancestor's move number (move numbers never go down
 * a line); the nodes passed on the way, @node first and @ancestor left
 * out, are in @path. */
static gboolean
walk_up_to (TgNode    *ancestor,
            TgNode    *node,
            GPtrArray *path)
{
  g_ptr_array_set_size (path, 0);
  for (TgNode *n = node; n != NULL && n->move_number >= ancestor->move_number; n = n->parent)
    {
      if (n == ancestor)
        return TRUE;
      g_ptr_array_add (path, n);
    }
  return FALSE;
}

/* Brings the history to the line ending at @node.  A jump along the
 * line held, up or down it, adds or takes away the entries of the nodes
 * between; any other is indexed afresh from the nodes' hashes, a walk up
 * the tree with no position worked out, so that a jump in a line of
 * 100,000 moves costs a millisecond or two. */
static void
ensure_history (TgReplay *replay,
                TgNode   *node)
{
  LineIndex *line = &replay->history;
  GPtrArray *path = replay->history_path;
  TgNode *held = replay->history_node;

  if (held == node)
    return;
  if (replay->scratch == NULL)
    {
      _tg_replay_line_reserve (line, 256);
      replay->scratch = tg_board_copy (replay->empty);
    }

  if (held != NULL && walk_up_to (held, node, path))
    {
      for (guint i = path->len; i-- > 0;)
        push_history (replay, path->pdata[i]);
    }
  else if (held != NULL && walk_up_to (node, held, path))
    {
      /* The entries of the nodes below @node, the last ones. */
      for (guint i = 0; i < path->len; i++)
        if (line->length > 0 && line->entries[line->length - 1].node == path->pdata[i])
          _tg_replay_line_truncate (line, line->length - 1);
    }
  else
    {
      g_ptr_array_set_size (path, 0);
      for (TgNode *n = node; n != NULL; n = n->parent)
        g_ptr_array_add (path, n);
      _tg_replay_line_truncate (line, 0);
      for (guint i = path->len; i-- > 0;)
        push_history (replay, path->pdata[i]);
    }
  replay->history_node = node;
}

TgMoveStatus
tg_replay_check_move (TgReplay *replay,
                      TgNode   *node,
                      TgColor   color,
                      TgPoint   point,
                      int      *repeats_move)
{
  TgMoveStatus status;
  guint64 hash;
  int repeated;

  g_return_val_if_fail (node != NULL, TG_MOVE_OCCUPIED);

  if (repeats_move != NULL)
    *repeats_move = -1;
  ensure_history (replay, node);
  tg_replay_position (replay, node, replay->scratch, NULL);
  status = tg_board_check (replay->scratch, color, point, &hash);
  if (status != TG_MOVE_OK || point == TG_PASS || !_tg_replay_line_has_hash (&replay->history, hash))
    return status;

  /* A hash hit is only a candidate: the whole position decides (§4). */
  tg_board_play (replay->scratch, color, point, NULL);
  repeated = line_find (replay, &replay->history, replay->scratch);
  if (repeated < 0)
    return TG_MOVE_OK;
  if (repeats_move != NULL)
    *repeats_move = repeated;
  return TG_MOVE_SUPERKO;
}

void
tg_replay_annotate_node (TgReplay *replay,
                         TgNode   *node)
{
  guint captures[2];

  g_return_if_fail (node != NULL && node->parent != NULL);

  ensure_history (replay, node->parent);
  tg_replay_position (replay, node->parent, replay->scratch, captures);
  annotate (replay, &replay->history, replay->scratch, node, captures);
  replay->history_node = node;
}

/* Drops what is cached for @node; call before freeing it. */
static void
forget_node (TgReplay *replay,
             TgNode   *node)
{
  guint index = GPOINTER_TO_UINT (g_hash_table_lookup (replay->checkpoints, node));

  if (index > 0)
    {
      index--;
      g_array_append_val (replay->free_records, index);
      g_hash_table_remove (replay->checkpoints, node);
    }
  if (replay->last_node == node)
    replay->last_node = NULL;
  if (replay->history_node == node)
    replay->history_node = NULL;
  if (replay->main_line_end == node)
    replay->main_line_end = NULL;
  if (replay->marked == node)
    replay->marked = NULL;
}

guint
_tg_replay_get_n_replayed (TgReplay *replay)
{
  return replay->n_replayed;
}

guint
_tg_replay_get_spacing (TgReplay *replay)
{
  return replay->spacing;
}
