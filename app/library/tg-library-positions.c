/* tg-library-positions.c: position search over the games in memory.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-positions.h"

#include <string.h>

#define BLOCK_GAMES 4096
#define BLOCK_WORDS (BLOCK_GAMES / 64)
/* Up to this many places are scanned in turn at each change; more are
 * reached through a table from points to the places covering them. */
#define SCAN_LIMIT 16

typedef struct
{
  gint64  id;
  guint64 offset;         /* into the group's entries */
  guint32 n_entries;
  guint8  winner;
  guint8  alive;
  guint8  linear;         /* one line, no stone set up after the root */
  guint8  dense;          /* ...and node n is move n */
  guint32 history;        /* a linear game's: into the group's histories */
  /* The node of a linear game's first capture (G_MAXUINT32: none):
   * before it, the board is its first stones. */
  guint32 first_capture;
} Game;

/* A point's first stone: the node it came at, white in the top bit. */
#define FIRST_NEVER 0xffff
#define FIRST_WHITE 0x8000
#define FIRST_NODE(v) ((v) & 0x7fff)
#define FIRST_AT(s, point) ((s)->first[(gsize) (point) * BLOCK_GAMES])
/* A change in a point's history: the node, and the colour after. */
#define CHANGE(node, color) ((guint16) ((node) << 2 | (color)))
#define CHANGE_NODE(v) ((v) >> 2)
#define CHANGE_COLOR(v) ((v) & 3)
#define MAX_LINEAR_NODES 0x3fff

/* Nodes at which a linear game's first stones are sampled: a point that
 * must stay empty filled before one of them, and never emptied, while a
 * stone of the pattern came at or after it, rules the place out. */
static const guint16 early_nodes[] = { 12, 24, 40, 64, 100, 160 };
#define N_EARLY G_N_ELEMENTS (early_nodes)
/* The column after the two colours': filled for good. */
#define COLUMN_KEPT 2

/* Columns of bits, a bit a game of the block: [colour][point][word]
 * where a stone of that colour ever stood, then [point][word] where a
 * linear game's point, once filled, was never emptied; early:
 * [point][sample][word], a linear game's first stone came before
 * early_nodes[sample]. */
typedef struct
{
  guint64  alive[BLOCK_WORDS];
  guint64 *columns;
  guint64 *early;
  /* FIRST_* by point, then game: a search reading the same points of
   * game after game reads along, not across. */
  guint16 *first;
} Block;

typedef struct
{
  guint      size;
  guint      n_points;
  guint      n_words;     /* of a bitboard of this size */
  GArray    *games;       /* Game */
  GArray    *entries;     /* guint16 */
  GArray    *emptied;     /* guint64, n_words a game */
  /* guint16: for each linear game, the history of each point ever
   * emptied, in point order: n + 1 starts (n the points), then the
   * CHANGE ()s from the starts on. */
  GArray    *histories;
  GPtrArray *blocks;      /* Block */
} Group;

struct _TgLibraryPositions
{
  Group  *groups[TG_MAX_SIZE + 1];
  guint   n_games;
  gint64  last_id;
};

static void
block_free (gpointer data)
{
  Block *block = data;

  g_free (block->columns);
  g_free (block->early);
  g_free (block->first);
  g_free (block);
}

static guint64 *
column (Group *group, Block *block, guint color, guint point)
{
  return block->columns + ((gsize) (color * group->n_points + point)) * BLOCK_WORDS;
}

static guint64 *
early_column (Block *block, guint point, guint sample)
{
  return block->early + ((gsize) (point * N_EARLY + sample)) * BLOCK_WORDS;
}

TgLibraryPositions *
tg_library_positions_new (void)
{
  return g_new0 (TgLibraryPositions, 1);
}

void
tg_library_positions_free (TgLibraryPositions *positions)
{
  if (!positions)
    return;
  for (guint s = 0; s <= TG_MAX_SIZE; s++)
    {
      Group *group = positions->groups[s];

      if (!group)
        continue;
      g_array_unref (group->games);
      g_array_unref (group->entries);
      g_array_unref (group->emptied);
      g_array_unref (group->histories);
      g_ptr_array_unref (group->blocks);
      g_free (group);
    }
  g_free (positions);
}

static Group *
get_group (TgLibraryPositions *positions,
           guint               size)
{
  Group *group = positions->groups[size];

  if (!group)
    {
      group = g_new0 (Group, 1);
      group->size = size;
      group->n_points = size * size;
      group->n_words = (group->n_points + 63) / 64;
      group->games = g_array_new (FALSE, FALSE, sizeof (Game));
      group->entries = g_array_new (FALSE, FALSE, sizeof (guint16));
      group->emptied = g_array_new (FALSE, FALSE, sizeof (guint64));
      group->histories = g_array_new (FALSE, FALSE, sizeof (guint16));
      group->blocks = g_ptr_array_new_with_free_func (block_free);
      positions->groups[size] = group;
    }
  return group;
}

/* When each point got its first stone, and whether that tells the whole
 * story of the game's points: in a game of one line whose stones after
 * the root are all moves, a point never emptied is empty until its first
 * stone comes and keeps it after. */
static void
note_first (Group         *group,
            Game          *game,
            guint16       *first,
            const guint16 *entries,
            guint          n_entries)
{
  guint node = 0;
  gboolean node_has_move = FALSE;

  game->linear = TRUE;
  game->dense = TRUE;
  game->first_capture = G_MAXUINT32;
  for (guint i = 0; i < n_entries && game->linear; i++)
    {
      guint16 e = entries[i];
      guint point = TG_LIBRARY_ENTRY_POINT (e);
      guint op = TG_LIBRARY_ENTRY_OP (e);

      switch (op)
        {
        case TG_LIBRARY_OP_SETUP_BLACK:
        case TG_LIBRARY_OP_SETUP_WHITE:
        case TG_LIBRARY_OP_SETUP_EMPTY:
          game->linear = node == 0;
          if (op == TG_LIBRARY_OP_SETUP_EMPTY)
            game->first_capture = MIN (game->first_capture, node);
          G_GNUC_FALLTHROUGH;
        case TG_LIBRARY_OP_MOVE_BLACK:
        case TG_LIBRARY_OP_MOVE_WHITE:
          node_has_move |= op <= TG_LIBRARY_OP_MOVE_WHITE;
          if (op != TG_LIBRARY_OP_SETUP_EMPTY && point < group->n_points
              && first[point * BLOCK_GAMES] == FIRST_NEVER)
            first[point * BLOCK_GAMES] = node | (op == TG_LIBRARY_OP_MOVE_WHITE || op == TG_LIBRARY_OP_SETUP_WHITE
                                   ? FIRST_WHITE : 0);
          break;
        case TG_LIBRARY_OP_CAPTURE:
          game->first_capture = MIN (game->first_capture, node);
          break;
        case TG_LIBRARY_OP_CONTROL:
          if (point == TG_LIBRARY_CONTROL_BRANCH || point == TG_LIBRARY_CONTROL_END_VARIATION)
            game->linear = FALSE;
          node_has_move |= point == TG_LIBRARY_CONTROL_PASS_BLACK || point == TG_LIBRARY_CONTROL_PASS_WHITE;
          break;
        default:
          break;
        }
      if (e & TG_LIBRARY_END_OF_NODE)
        {
          if (node_has_move != (node > 0))
            game->dense = FALSE;
          node_has_move = FALSE;
          if (++node >= MAX_LINEAR_NODES)
            game->linear = FALSE;
        }
    }
  game->dense &= game->linear;
}

/* The number of points of @bits below @point. */
static guint
rank (const guint64 *bits,
      guint          point)
{
  guint n = 0;

  for (guint w = 0; w < point / 64; w++)
    n += __builtin_popcountll (bits[w]);
  if (point % 64)
    n += __builtin_popcountll (bits[point / 64] & ((G_GUINT64_CONSTANT (1) << (point % 64)) - 1));
  return n;
}

/* Every change of each point of a linear game ever emptied, so a place
 * holding one is answered without replaying the game. */
static void
note_histories (Group         *group,
                Game          *game,
                const guint16 *entries,
                guint          n_entries,
                const guint64 *emptied)
{
  guint n = 0, base, node = 0, total = 0;
  guint16 *starts;

  game->history = group->histories->len;
  if (!game->linear)
    return;
  for (guint w = 0; w < group->n_words; w++)
    n += __builtin_popcountll (emptied[w]);
  base = group->histories->len;
  g_array_set_size (group->histories, base + n + 1);
  memset (&g_array_index (group->histories, guint16, base), 0, (n + 1) * sizeof (guint16));
  /* Count each point's changes, then place them. */
  for (guint pass = 0; pass < 2; pass++)
    {
      node = 0;
      for (guint i = 0; i < n_entries; i++)
        {
          guint16 e = entries[i];
          guint point = TG_LIBRARY_ENTRY_POINT (e), op = TG_LIBRARY_ENTRY_OP (e);
          TgColor color;

          if (op == TG_LIBRARY_OP_CONTROL || point >= group->n_points || !tg_library_bit (emptied, point))
            goto next;
          color = op == TG_LIBRARY_OP_MOVE_BLACK || op == TG_LIBRARY_OP_SETUP_BLACK ? TG_BLACK
                  : op == TG_LIBRARY_OP_MOVE_WHITE || op == TG_LIBRARY_OP_SETUP_WHITE ? TG_WHITE
                  : TG_EMPTY;
          starts = &g_array_index (group->histories, guint16, base);
          if (pass == 0)
            {
              starts[rank (emptied, point) + 1]++;
              total++;
            }
          else
            g_array_index (group->histories, guint16, base + n + 1 + starts[rank (emptied, point)]++)
              = CHANGE (node, color);
        next:
          if (e & TG_LIBRARY_END_OF_NODE)
            node++;
        }
      if (pass == 0 && total > G_MAXUINT16)
        {
          /* Too long a game for 16-bit starts: replayed instead. */
          game->linear = game->dense = FALSE;
          g_array_set_size (group->histories, base);
          return;
        }
      starts = &g_array_index (group->histories, guint16, base);
      if (pass == 0)
        {
          for (guint r = 0; r < n; r++)
            starts[r + 1] += starts[r];
          g_array_set_size (group->histories, base + n + 1 + starts[n]);
        }
    }
  /* Placing moved each start to the next one's. */
  starts = &g_array_index (group->histories, guint16, base);
  memmove (starts + 1, starts, n * sizeof (guint16));
  starts[0] = 0;
}

void
tg_library_positions_add (TgLibraryPositions *positions,
                          gint64              id,
                          guint               size,
                          TgColor             winner,
                          const guint16      *entries,
                          guint               n_entries,
                          const guint64       ever[TG_LIBRARY_N_EVER][TG_LIBRARY_BITBOARD_WORDS])
{
  Group *group;
  Game game = { id, 0, n_entries, winner, TRUE };
  guint index, bit;
  Block *block;

  g_return_if_fail (size >= TG_MIN_SIZE && size <= TG_MAX_SIZE);
  group = get_group (positions, size);
  game.offset = group->entries->len;
  g_array_append_vals (group->entries, entries, n_entries);
  g_array_append_vals (group->emptied, ever[TG_LIBRARY_EVER_EMPTIED], group->n_words);
  index = group->games->len;
  if (index / BLOCK_GAMES >= group->blocks->len)
    {
      block = g_new0 (Block, 1);
      block->columns = g_new0 (guint64, (gsize) 3 * group->n_points * BLOCK_WORDS);
      block->early = g_new0 (guint64, (gsize) N_EARLY * group->n_points * BLOCK_WORDS);
      block->first = g_new (guint16, (gsize) group->n_points * BLOCK_GAMES);
      memset (block->first, 0xff, (gsize) group->n_points * BLOCK_GAMES * sizeof (guint16));
      g_ptr_array_add (group->blocks, block);
    }
  block = g_ptr_array_index (group->blocks, index / BLOCK_GAMES);
  bit = index % BLOCK_GAMES;
  note_first (group, &game, block->first + bit, entries, n_entries);
  note_histories (group, &game, entries, n_entries, ever[TG_LIBRARY_EVER_EMPTIED]);
  g_array_append_val (group->games, game);
  block->alive[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
  for (guint c = 0; c < 2; c++)
    for (guint w = 0; w < group->n_words; w++)
      for (guint64 bits = ever[c][w]; bits; bits &= bits - 1)
        {
          guint point = w * 64 + __builtin_ctzll (bits);

          if (point < group->n_points)
            column (group, block, c, point)[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
        }
  for (guint point = 0; point < group->n_points && game.linear; point++)
    {
      guint16 v = block->first[(gsize) point * BLOCK_GAMES + bit];

      if (v == FIRST_NEVER)
        continue;
      if (!tg_library_bit (ever[TG_LIBRARY_EVER_EMPTIED], point))
        column (group, block, COLUMN_KEPT, point)[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
      for (guint j = 0; j < N_EARLY; j++)
        if (FIRST_NODE (v) < early_nodes[j])
          early_column (block, point, j)[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
    }
  positions->n_games++;
  positions->last_id = MAX (positions->last_id, id);
}

static gint
compare_game_id (gconstpointer a, gconstpointer b)
{
  gint64 id = *(const gint64 *) a;
  const Game *game = b;

  return id < game->id ? -1 : id > game->id;
}

void
tg_library_positions_remove (TgLibraryPositions *positions,
                             gint64              id)
{
  for (guint s = 0; s <= TG_MAX_SIZE; s++)
    {
      Group *group = positions->groups[s];
      Game *game;
      guint index;
      Block *block;

      if (!group || group->games->len == 0)
        continue;
      game = bsearch (&id, group->games->data, group->games->len, sizeof (Game), compare_game_id);
      if (!game || !game->alive)
        continue;
      game->alive = FALSE;
      index = game - (Game *) group->games->data;
      block = g_ptr_array_index (group->blocks, index / BLOCK_GAMES);
      block->alive[(index % BLOCK_GAMES) / 64] &= ~(G_GUINT64_CONSTANT (1) << (index % 64));
      positions->n_games--;
      return;
    }
}

guint
tg_library_positions_get_n_games (TgLibraryPositions *positions)
{
  return positions->n_games;
}

gint64
tg_library_positions_get_last_id (TgLibraryPositions *positions)
{
  return positions->last_id;
}

GArray *
tg_library_positions_get_ids (TgLibraryPositions *positions)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint s = 0; s <= TG_MAX_SIZE; s++)
    for (guint i = 0; positions->groups[s] && i < positions->groups[s]->games->len; i++)
      {
        const Game *game = &g_array_index (positions->groups[s]->games, Game, i);

        if (game->alive)
          g_array_append_val (ids, game->id);
      }
  return ids;
}

void
tg_library_summary_clear (TgLibrarySummary *summary)
{
  g_clear_pointer (&summary->continuations, g_free);
  memset (summary, 0, sizeof *summary);
}

/* ---- the search ---- */

typedef struct
{
  guint8 dx, dy;
  guint8 color;           /* 0 black, 1 white */
} Stone;

/* A cell of an image that says something, as an offset on the board
 * from the image's top-left point: stones first. */
typedef struct
{
  guint16 offset;
  guint16 index;          /* x + y × width in the image */
  guint8  distance;       /* to the nearest stone of the image */
  char    c;
} Cell;

/* One image at one place: its top-left cell on the board. */
typedef struct
{
  guint8 image;
  guint8 x, y;
} Place;

enum
{
  SEARCHING,
  FOUND,                  /* waiting for its continuation */
  DONE,                   /* counted, or can no longer appear */
};

typedef struct
{
  guint16 place;
  guint16 mismatch;       /* cells not satisfied now */
  guint8  status;
  guint8  stamp;          /* touched in the current node */
  guint32 found_move;
  guint32 found_node;
} Candidate;

/* What BRANCH remembers. */
typedef struct
{
  guint8    *board;
  Candidate *candidates;
  guint      move;
  guint      n_active;
} Snapshot;

typedef struct
{
  const TgLibraryPattern *pattern;
  Group                  *group;
  Stone                  *stones[TG_LIBRARY_MAX_IMAGES];
  guint                   n_stones[TG_LIBRARY_MAX_IMAGES];
  Cell                   *cells[TG_LIBRARY_MAX_IMAGES];
  guint16                *dots[TG_LIBRARY_MAX_IMAGES];     /* '.' cells' offsets, stones nearest first */
  guint                   n_dots[TG_LIBRARY_MAX_IMAGES];
  const guint64         **cols;         /* a place's columns, by search_block () */
  guint                   n_cells[TG_LIBRARY_MAX_IMAGES];   /* all */
  guint                   n_wild[TG_LIBRARY_MAX_IMAGES];    /* '*', the last cells */
  guint16                *all_cells[TG_LIBRARY_MAX_IMAGES]; /* every cell's offset */
  gboolean                exact;        /* no move range: a fast answer is the answer */
  GArray                 *from;         /* guint, sweep_place ()'s: where each cell's changes begin */
  GArray                 *changes;      /* guint16, sweep_place ()'s CHANGE ()s, by cell */
  const Game             *below_game;   /* whose emptied points below counts */
  guint                   below[TG_LIBRARY_BITBOARD_WORDS + 1];   /* ...before each word */
  GArray                 *places;       /* Place */
  /* For the game being replayed */
  const Game             *game;
  const guint64          *emptied;
  const guint16          *first;        /* the game's: FIRST_AT () */
  guint8                  board[TG_MAX_SIZE * TG_MAX_SIZE];
  GArray                 *candidates;   /* Candidate */
  guint                   n_active;     /* SEARCHING or FOUND */
  GArray                 *touched;      /* guint, candidates */
  guint                  *watch_start;  /* n_points + 1, when not scanning */
  GArray                 *watch;        /* guint, candidates by point */
  gboolean                scan;
  GArray                 *snapshots;    /* Snapshot */
  GArray                 *hits;         /* TgLibraryHit, the current block's */
  TgLibrarySummary       *summary;
  /* The block's places by game */
  guint                  *count;        /* BLOCK_GAMES + 1 */
  GArray                 *pairs;        /* guint32: game << 16 | place */
  GArray                 *sorted;       /* guint16: places, by game */
} Search;

static void
add_hit (Search          *s,
         const Candidate *cand,
         int              x,
         int              y,
         TgColor          color,
         guint            point)
{
  const Place *place = &g_array_index (s->places, Place, cand->place);
  const TgLibraryPattern *pattern = s->pattern;
  TgLibraryHit hit = { 0 };
  gboolean black_won;

  hit.game = s->game->id;
  hit.move = cand->found_move;
  hit.node = cand->found_node;
  hit.image = place->image;
  hit.x = place->x;
  hit.y = place->y;
  hit.cell = -1;
  hit.swapped = pattern->images[place->image].swapped;
  if (x >= 0)
    {
      guint cell;
      TgColor counted;
      gboolean swapped;

      if (!tg_library_pattern_count_continuation (pattern, place->image, x, y, color,
                                                  &cell, &counted, &swapped))
        return;
      hit.cell = cell;
      hit.color = counted;
      hit.swapped = swapped;
      hit.next_point = point;
    }
  else if (pattern->next != TG_EMPTY)
    return;

  black_won = hit.swapped ? s->game->winner == TG_WHITE : s->game->winner == TG_BLACK;
  s->summary->n_hits++;
  /* A pattern that is itself with colours swapped has no Black of its
   * own until a continuation says who played next. */
  if (s->game->winner != TG_EMPTY && (hit.cell >= 0 || pattern->swap_flip < 0))
    {
      if (black_won)
        s->summary->black_wins++;
      else
        s->summary->white_wins++;
    }
  if (hit.cell >= 0)
    {
      TgLibraryContinuation *c = &s->summary->continuations[hit.cell];

      if (hit.color == TG_BLACK)
        {
          c->black++;
          c->black_wins_after_black += black_won;
        }
      else
        {
          c->white++;
          c->black_wins_after_white += black_won;
        }
    }
  g_array_append_val (s->hits, hit);
}

static void
finish (Search    *s,
        Candidate *cand)
{
  cand->status = DONE;
  s->n_active--;
}

/* @point went from @before to @after (by a move of @move_color, or
 * TG_EMPTY) inside or near candidate @i's place. */
static inline void
touch (Search  *s,
       guint    i,
       guint    point,
       TgColor  before,
       TgColor  after,
       TgColor  move_color)
{
  Candidate *cand = &g_array_index (s->candidates, Candidate, i);
  const Place *place = &g_array_index (s->places, Place, cand->place);
  const TgLibraryImage *image = &s->pattern->images[place->image];
  guint size = s->group->size;
  int x = (int) (point % size) - place->x;
  int y = (int) (point / size) - place->y;
  gboolean was, is;
  char c;

  if (cand->status == DONE || x < 0 || y < 0 || x >= (int) image->width || y >= (int) image->height)
    return;
  if (cand->status == FOUND)
    {
      if (move_color != TG_EMPTY)
        {
          add_hit (s, cand, x, y, move_color, point);
          finish (s, cand);
        }
      return;
    }
  c = image->cells[x + y * image->width];
  was = tg_library_cell_accepts (c, before);
  is = tg_library_cell_accepts (c, after);
  if (was != is)
    {
      cand->mismatch += was ? 1 : -1;
      if (!cand->stamp)
        {
          cand->stamp = 1;
          g_array_append_val (s->touched, i);
        }
    }
  /* A stone where none may stand stays for good unless a stone is ever
   * taken off that point in this game. */
  if (!is && after != TG_EMPTY && !tg_library_bit (s->emptied, point))
    finish (s, cand);
}

static void
change (Search  *s,
        guint    point,
        TgColor  after,
        TgColor  move_color)
{
  TgColor before = s->board[point];

  s->board[point] = after;
  if (s->scan)
    for (guint i = 0; i < s->candidates->len; i++)
      touch (s, i, point, before, after, move_color);
  else
    for (guint k = s->watch_start[point]; k < s->watch_start[point + 1]; k++)
      touch (s, g_array_index (s->watch, guint, k), point, before, after, move_color);
}

static void
check (Search    *s,
       Candidate *cand,
       guint      move,
       guint      node)
{
  cand->stamp = 0;
  if (cand->status != SEARCHING || cand->mismatch != 0)
    return;
  if (move < s->pattern->first_move || move > s->pattern->last_move)
    return;
  cand->status = FOUND;
  cand->found_move = move;
  cand->found_node = node;
}

static void
end_node (Search  *s,
          guint    move,
          guint    node,
          gboolean first_at_move)
{
  Candidate *cands = (Candidate *) s->candidates->data;

  /* Where the move range begins, a pattern standing since before it is
   * found there; elsewhere only what changed can have appeared. */
  if (first_at_move && move == s->pattern->first_move)
    for (guint i = 0; i < s->candidates->len; i++)
      check (s, &cands[i], move, node);
  else
    for (guint k = 0; k < s->touched->len; k++)
      check (s, &cands[g_array_index (s->touched, guint, k)], move, node);
  g_array_set_size (s->touched, 0);
  if (move > s->pattern->last_move)
    for (guint i = 0; i < s->candidates->len; i++)
      if (cands[i].status == SEARCHING)
        finish (s, &cands[i]);
}

static void
end_line (Search *s)
{
  Candidate *cands = (Candidate *) s->candidates->data;

  for (guint i = 0; i < s->candidates->len; i++)
    if (cands[i].status == FOUND)
      add_hit (s, &cands[i], -1, -1, TG_EMPTY, 0);
}

static void
push_snapshot (Search *s,
               guint   move)
{
  Snapshot snap;
  guint n_points = s->group->n_points;

  snap.board = g_memdup2 (s->board, n_points);
  snap.candidates = g_memdup2 (s->candidates->data, s->candidates->len * sizeof (Candidate));
  snap.move = move;
  snap.n_active = s->n_active;
  g_array_append_val (s->snapshots, snap);
}

static guint
pop_snapshot (Search *s)
{
  Snapshot *snap = &g_array_index (s->snapshots, Snapshot, s->snapshots->len - 1);
  guint move = snap->move;

  memcpy (s->board, snap->board, s->group->n_points);
  memcpy (s->candidates->data, snap->candidates, s->candidates->len * sizeof (Candidate));
  s->n_active = snap->n_active;
  g_free (snap->board);
  g_free (snap->candidates);
  g_array_set_size (s->snapshots, s->snapshots->len - 1);
  return move;
}

/* Past the entries of the innermost open variation, to its END_VARIATION. */
static guint
skip_variation (const guint16 *entries,
                guint          i,
                guint          n,
                guint         *node)
{
  guint depth = 0;

  for (; i < n; i++)
    {
      guint16 e = entries[i];

      if (e & TG_LIBRARY_END_OF_NODE)
        (*node)++;
      if (TG_LIBRARY_ENTRY_OP (e) != TG_LIBRARY_OP_CONTROL)
        continue;
      if (TG_LIBRARY_ENTRY_POINT (e) == TG_LIBRARY_CONTROL_BRANCH)
        depth++;
      else if (TG_LIBRARY_ENTRY_POINT (e) == TG_LIBRARY_CONTROL_END_VARIATION && depth-- == 0)
        return i;
    }
  return n;
}

static void
build_watch (Search *s)
{
  guint n_points = s->group->n_points;
  Candidate *cands = (Candidate *) s->candidates->data;
  guint n = s->candidates->len;

  s->scan = n <= SCAN_LIMIT;
  if (s->scan)
    return;
  memset (s->watch_start, 0, (n_points + 1) * sizeof (guint));
  for (guint pass = 0; pass < 2; pass++)
    {
      for (guint i = 0; i < n; i++)
        {
          const Place *place = &g_array_index (s->places, Place, cands[i].place);
          const TgLibraryImage *image = &s->pattern->images[place->image];

          for (guint y = 0; y < image->height; y++)
            for (guint x = 0; x < image->width; x++)
              {
                guint point = place->x + x + (place->y + y) * s->group->size;

                if (pass == 0)
                  s->watch_start[point + 1]++;
                else
                  g_array_index (s->watch, guint, s->watch_start[point]++) = i;
              }
        }
      if (pass == 0)
        {
          for (guint p = 0; p < n_points; p++)
            s->watch_start[p + 1] += s->watch_start[p];
          g_array_set_size (s->watch, s->watch_start[n_points]);
        }
    }
  /* The second pass moved each start to the next point's. */
  memmove (s->watch_start + 1, s->watch_start, n_points * sizeof (guint));
  s->watch_start[0] = 0;
}

static void
replay_game (Search *s)
{
  const Game *game = s->game;
  const guint16 *entries = &g_array_index (s->group->entries, guint16, game->offset);
  guint n = game->n_entries;
  Candidate *cands = (Candidate *) s->candidates->data;
  guint move = 0, node = 0;
  gboolean node_has_move = FALSE;

  memset (s->board, TG_EMPTY, s->group->n_points);
  s->n_active = s->candidates->len;
  for (guint i = 0; i < s->candidates->len; i++)
    {
      const Place *place = &g_array_index (s->places, Place, cands[i].place);

      cands[i].mismatch = s->n_stones[place->image];
      cands[i].status = SEARCHING;
      cands[i].stamp = 0;
    }
  build_watch (s);

  for (guint i = 0; i < n; i++)
    {
      guint16 e = entries[i];
      guint point = TG_LIBRARY_ENTRY_POINT (e);

      switch (TG_LIBRARY_ENTRY_OP (e))
        {
        case TG_LIBRARY_OP_MOVE_BLACK:
          move++;
          node_has_move = TRUE;
          change (s, point, TG_BLACK, TG_BLACK);
          break;
        case TG_LIBRARY_OP_MOVE_WHITE:
          move++;
          node_has_move = TRUE;
          change (s, point, TG_WHITE, TG_WHITE);
          break;
        case TG_LIBRARY_OP_CAPTURE:
        case TG_LIBRARY_OP_SETUP_EMPTY:
          change (s, point, TG_EMPTY, TG_EMPTY);
          break;
        case TG_LIBRARY_OP_SETUP_BLACK:
          change (s, point, TG_BLACK, TG_EMPTY);
          break;
        case TG_LIBRARY_OP_SETUP_WHITE:
          change (s, point, TG_WHITE, TG_EMPTY);
          break;
        default:
          switch (point)
            {
            case TG_LIBRARY_CONTROL_PASS_BLACK:
            case TG_LIBRARY_CONTROL_PASS_WHITE:
              move++;
              node_has_move = TRUE;
              break;
            case TG_LIBRARY_CONTROL_BRANCH:
              push_snapshot (s, move);
              break;
            case TG_LIBRARY_CONTROL_END_VARIATION:
              end_line (s);
              move = pop_snapshot (s);
              break;
            default:
              break;
            }
        }
      if (e & TG_LIBRARY_END_OF_NODE)
        {
          end_node (s, move, node, node_has_move || node == 0);
          node++;
          node_has_move = FALSE;
          if (s->n_active == 0)
            {
              if (s->snapshots->len == 0)
                return;
              /* Nothing left to find on this line: on to the next. */
              i = skip_variation (entries, i + 1, n, &node) - 1;
            }
        }
    }
  end_line (s);
}

static gint
compare_distances (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const Cell *x = a, *y = b;

  if (x->distance != y->distance)
    return x->distance < y->distance ? -1 : 1;
  return x->index < y->index ? -1 : x->index > y->index;
}

static void
prepare_images (Search *s)
{
  const TgLibraryPattern *p = s->pattern;

  for (guint k = 0; k < p->n_images; k++)
    {
      const TgLibraryImage *image = &p->images[k];

      s->stones[k] = g_new (Stone, image->width * image->height);
      s->n_stones[k] = 0;
      for (guint y = 0; y < image->height; y++)
        for (guint x = 0; x < image->width; x++)
          {
            char c = image->cells[x + y * image->width];

            if (c == 'X' || c == 'O')
              s->stones[k][s->n_stones[k]++] = (Stone) { x, y, c == 'O' };
          }
      s->n_wild[k] = 0;
      for (guint i = 0; i < image->width * image->height; i++)
        s->n_wild[k] += image->cells[i] == '*';
      s->cells[k] = g_new (Cell, image->width * image->height);
      s->all_cells[k] = g_new (guint16, image->width * image->height);
      s->n_cells[k] = 0;
      /* Stones, the other cells that say something, the wildcards. */
      for (guint pass = 0; pass < 3; pass++)
        for (guint y = 0; y < image->height; y++)
          for (guint x = 0; x < image->width; x++)
            {
              char c = image->cells[x + y * image->width];
              guint16 offset = x + y * s->group->size;
              guint distance = G_MAXUINT8;

              if (pass == 0)
                s->all_cells[k][x + y * image->width] = offset;
              if ((pass == 0) != (c == 'X' || c == 'O') || (pass == 2) != (c == '*'))
                continue;
              for (guint j = 0; j < s->n_stones[k]; j++)
                distance = MIN (distance, MAX (ABS ((int) x - s->stones[k][j].dx),
                                               ABS ((int) y - s->stones[k][j].dy)));
              s->cells[k][s->n_cells[k]++] = (Cell) { offset, x + y * image->width, distance, c };
            }
      /* Points near the stones fill first: the likeliest to show the
       * pattern never stood. */
      g_qsort_with_data (s->cells[k] + s->n_stones[k], s->n_cells[k] - s->n_stones[k] - s->n_wild[k],
                         sizeof (Cell), compare_distances, NULL);
      s->dots[k] = g_new (guint16, s->n_cells[k]);
      s->n_dots[k] = 0;
      for (guint i = s->n_stones[k]; i < s->n_cells[k]; i++)
        if (s->cells[k][i].c == '.')
          s->dots[k][s->n_dots[k]++] = s->cells[k][i].offset;
      for (guint y = image->top; y <= image->bottom; y++)
        for (guint x = image->left; x <= image->right; x++)
          {
            Place place = { k, x, y };

            g_array_append_val (s->places, place);
          }
    }
}

static gint
compare_hits (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const TgLibraryHit *x = a, *y = b;

  if (x->move != y->move)
    return x->move < y->move ? -1 : 1;
  return x->node < y->node ? -1 : x->node > y->node;
}

/* A game's hits, mostly a few: in place, stable, as g_qsort_with_data (). */
static void
sort_hits (TgLibraryHit *hits,
           guint         n)
{
  if (n > 16)
    {
      g_qsort_with_data (hits, n, sizeof (TgLibraryHit), compare_hits, NULL);
      return;
    }
  for (guint j = 1; j < n; j++)
    {
      TgLibraryHit hit = hits[j];
      guint m = j;

      for (; m > 0 && compare_hits (&hits[m - 1], &hit, NULL) > 0; m--)
        hits[m] = hits[m - 1];
      hits[m] = hit;
    }
}

enum
{
  FAST_NO,                /* the place never holds the pattern */
  FAST_YES,               /* it does, first at the node found: counted */
  FAST_REPLAY,            /* a move range: the replay knows where moves begin */
};

/* Moves from the root to node @node of a linear game. */
static guint
move_at_node (const Search *s,
              guint         node)
{
  const guint16 *entries = &g_array_index (s->group->entries, guint16, s->game->offset);
  guint move = 0, at = 0;

  if (s->game->dense)
    return node;
  for (guint i = 0; i < s->game->n_entries && at <= node; i++)
    {
      guint16 e = entries[i];
      guint op = TG_LIBRARY_ENTRY_OP (e), point = TG_LIBRARY_ENTRY_POINT (e);

      if (op == TG_LIBRARY_OP_MOVE_BLACK || op == TG_LIBRARY_OP_MOVE_WHITE
          || (op == TG_LIBRARY_OP_CONTROL
              && (point == TG_LIBRARY_CONTROL_PASS_BLACK || point == TG_LIBRARY_CONTROL_PASS_WHITE)))
        move++;
      if (e & TG_LIBRARY_END_OF_NODE)
        at++;
    }
  return move;
}

/* Place @cand of a linear game, a point of which was emptied at some
 * time: the first node where every cell holds, and its continuation,
 * the first stone to come into the place after it.  Each cell's changes
 * come in the order of nodes, so no sort of them all is needed: the
 * node t moves on to where a cell that does not hold at t next does,
 * until every cell holds.  It never passes the answer, as the cell it
 * moves for does not hold before. */
static int
sweep_place (Search    *s,
             Candidate *cand)
{
  const Place *place = &g_array_index (s->places, Place, cand->place);
  guint k = place->image;
  const TgLibraryImage *image = &s->pattern->images[k];
  guint base = place->x + place->y * s->group->size;
  guint n_cells = image->width * image->height;
  const guint16 *starts = &g_array_index (s->group->histories, guint16, s->game->history);
  guint *below = s->below;
  const guint16 *history;
  guint t = 0, n = 0, next = G_MAXUINT, next_cell = 0;
  const Cell *cells = s->cells[k];
  guint n_check = s->n_cells[k] - s->n_wild[k];
  guint *from;
  guint16 *changes;

  /* The bits before each word, counted once a game: counting bits was
   * a fifth of the time of a search that sweeps often. */
  if (s->below_game != s->game)
    {
      s->below_game = s->game;
      below[0] = 0;
      for (guint w = 0; w < s->group->n_words; w++)
        below[w + 1] = below[w] + __builtin_popcountll (s->emptied[w]);
    }
  history = starts + below[s->group->n_words] + 1;

  /* Cell c's CHANGE ()s are changes[from[c]] to changes[from[c + 1]]:
   * its first stone, or all the changes of a point emptied. */
  g_array_set_size (s->from, n_cells + 1);
  g_array_set_size (s->changes, n_cells + starts[below[s->group->n_words]]);
  from = (guint *) s->from->data;
  changes = (guint16 *) s->changes->data;
  for (guint c = 0; c < n_cells; c++)
    {
      guint point = base + s->all_cells[k][c];

      from[c] = n;
      if (!tg_library_bit (s->emptied, point))
        {
          guint16 v = FIRST_AT (s, point);

          if (v != FIRST_NEVER)
            changes[n++] = CHANGE (FIRST_NODE (v), (v & FIRST_WHITE) ? TG_WHITE : TG_BLACK);
        }
      else
        {
          guint64 word = s->emptied[point / 64] & ((G_GUINT64_CONSTANT (1) << (point % 64)) - 1);
          guint r = below[point / 64] + __builtin_popcountll (word);

          for (guint j = starts[r]; j < starts[r + 1]; j++)
            changes[n++] = history[j];
        }
    }
  from[n_cells] = n;
  /* Round the cells that say something, stones first, until all of
   * them in a row hold at t. */
  for (guint i = 0, holding = 0; holding < n_check; i = i + 1 == n_check ? 0 : i + 1)
    {
      guint c = cells[i].index;
      TgColor color = TG_EMPTY;
      guint j = from[c];

      /* The point at node t: after its changes up to t. */
      for (; j < from[c + 1] && CHANGE_NODE (changes[j]) <= t; j++)
        color = CHANGE_COLOR (changes[j]);
      holding++;
      if (tg_library_cell_accepts (cells[i].c, color))
        continue;
      /* The next node after which it holds. */
      for (; j < from[c + 1]; j++)
        if ((j + 1 == from[c + 1] || CHANGE_NODE (changes[j + 1]) != CHANGE_NODE (changes[j]))
            && tg_library_cell_accepts (cells[i].c, CHANGE_COLOR (changes[j])))
          break;
      if (j == from[c + 1])
        return FAST_NO;
      t = CHANGE_NODE (changes[j]);
      holding = 1;
    }
  cand->found_node = t;
  cand->found_move = move_at_node (s, t);
  /* Captures empty points; the one stone a node brings is its move. */
  for (guint c = 0; c < n_cells; c++)
    for (guint j = from[c]; j < from[c + 1]; j++)
      if (CHANGE_NODE (changes[j]) > t && CHANGE_COLOR (changes[j]) != TG_EMPTY)
        {
          if (CHANGE_NODE (changes[j]) < next)
            {
              next = CHANGE_NODE (changes[j]);
              next_cell = j;
            }
          break;
        }
  if (next == G_MAXUINT)
    {
      add_hit (s, cand, -1, -1, TG_EMPTY, 0);
      return FAST_YES;
    }
  for (guint c = 0; c < n_cells; c++)
    if (next_cell >= from[c] && next_cell < from[c + 1])
      {
        add_hit (s, cand, c % image->width, c / image->width, CHANGE_COLOR (changes[next_cell]),
                 base + s->all_cells[k][c]);
        break;
      }
  return FAST_YES;
}

/* Place @cand of a linear game without replaying it.  Until the game's
 * first capture the board is its first stones: a point is empty before
 * its first stone and holds it after.  A point never emptied keeps that
 * for good.  So the pattern first stands at the last first stone of its
 * stones (lo), if no point that must stay empty filled before; when lo
 * comes before the first capture, or no point of the place is ever
 * emptied, that is the answer, and the continuation is the first stone
 * to come into the place after lo — unless a capture came before it and
 * a stone could come back on a point emptied.  Otherwise the points'
 * histories tell. */
static int
fast_place (Search    *s,
            Candidate *cand)
{
  const Place *place = &g_array_index (s->places, Place, cand->place);
  guint k = place->image;
  guint base = place->x + place->y * s->group->size;
  const Cell *cells = s->cells[k];
  guint n_stones = s->n_stones[k], n_cells = s->n_cells[k];
  const TgLibraryImage *image = &s->pattern->images[k];
  guint lo = 0, hi = G_MAXUINT, next = G_MAXUINT, next_cell = 0;
  guint capture = s->game->first_capture;
  gboolean emptied = FALSE, unsure = FALSE;

  for (guint i = 0; i < n_stones; i++)
    {
      guint point = base + cells[i].offset;
      guint16 v = FIRST_AT (s, point);

      if (v == FIRST_NEVER)
        return FAST_NO;
      if (((v & FIRST_WHITE) != 0) != (cells[i].c == 'O'))
        {
          /* Never emptied: the wrong stone is there for good. */
          if (!tg_library_bit (s->emptied, point))
            return FAST_NO;
          unsure = TRUE;
        }
      emptied |= tg_library_bit (s->emptied, point);
      lo = MAX (lo, FIRST_NODE (v));
    }
  for (guint i = n_stones; i < n_cells; i++)
    {
      guint point = base + cells[i].offset;
      guint16 v = FIRST_AT (s, point);
      char c = cells[i].c;
      gboolean gone;

      if (v == FIRST_NEVER)
        continue;
      gone = tg_library_bit (s->emptied, point);
      emptied |= gone;
      if (c == '.' || (c == 'x' && (v & FIRST_WHITE)) || (c == 'o' && !(v & FIRST_WHITE)))
        {
          if (FIRST_NODE (v) <= lo)
            {
              /* Filled before the pattern could stand: for good, or
               * until a capture. */
              if (!gone)
                return FAST_NO;
              unsure = TRUE;
            }
          hi = MIN (hi, FIRST_NODE (v));
        }
      if (FIRST_NODE (v) > lo && FIRST_NODE (v) < next)
        {
          next = FIRST_NODE (v);
          next_cell = i;
        }
    }
  if (!s->exact)
    return FAST_REPLAY;
  if (emptied && (unsure || lo >= capture || hi <= lo || (next > capture)))
    return sweep_place (s, cand);
  cand->found_node = lo;
  cand->found_move = move_at_node (s, lo);
  if (next == G_MAXUINT)
    add_hit (s, cand, -1, -1, TG_EMPTY, 0);
  else
    add_hit (s, cand, cells[next_cell].index % image->width, cells[next_cell].index / image->width,
             (FIRST_AT (s, base + cells[next_cell].offset) & FIRST_WHITE) ? TG_WHITE : TG_BLACK,
             base + cells[next_cell].offset);
  return FAST_YES;
}

/* The games of block @b that hold the pattern; their hits are appended
 * to s->hits, and s->summary counts them. */
static gboolean
search_block (Search       *s,
              guint         b,
              GCancellable *cancellable)
{
  Group *group = s->group;
  guint n_places = s->places->len;
  guint *count = s->count;
  GArray *pairs = s->pairs;
  GArray *sorted = s->sorted;
  Block *block = g_ptr_array_index (group->blocks, b);
  guint first = b * BLOCK_GAMES;

  /* Which games may hold which places: every stone of the place must
   * have stood on its point at some time, and no point that must stay
   * empty, and stays filled, filled before all of them came. */
  g_array_set_size (pairs, 0);
  for (guint pl = 0; pl < n_places; pl++)
    {
      const Place *place = &g_array_index (s->places, Place, pl);
      guint k = place->image;
      guint ns = s->n_stones[k], n_dots = s->n_dots[k];
      guint base = place->x + place->y * group->size;
      const Stone *stones = s->stones[k];
      const guint64 **cols = s->cols, **late_cols = cols + ns, **early_cols = late_cols + N_EARLY * ns;
      const guint64 **fixed_cols = early_cols + N_EARLY * n_dots;

      for (guint i = 0; i < ns; i++)
        cols[i] = column (group, block, stones[i].color,
                          place->x + stones[i].dx + (place->y + stones[i].dy) * group->size);
      for (guint j = 0; j < N_EARLY; j++)
        {
          for (guint i = 0; i < ns; i++)
            late_cols[j * ns + i] = early_column (block, base + s->cells[k][i].offset, j);
          for (guint i = 0; i < n_dots; i++)
            early_cols[j * n_dots + i] = early_column (block, base + s->dots[k][i], j);
        }
      for (guint i = 0; i < n_dots; i++)
        fixed_cols[i] = column (group, block, COLUMN_KEPT, base + s->dots[k][i]);
      for (guint w = 0; w < BLOCK_WORDS; w++)
        {
          guint64 v = block->alive[w];

          for (guint i = 0; i < ns && v; i++)
            v &= cols[i][w];
          for (guint j = 0; j < N_EARLY && v && n_dots > 0; j++)
            {
              guint64 late = 0, early = 0;

              for (guint i = 0; i < ns; i++)
                late |= ~late_cols[j * ns + i][w];
              late &= v;
              guint i = 0;

              /* Four dots between tests: the test, at every dot, was
               * most of the work of the filter. */
              for (; i + 4 <= n_dots && late & ~early; i += 4)
                early |= (early_cols[j * n_dots + i][w] & fixed_cols[i][w])
                         | (early_cols[j * n_dots + i + 1][w] & fixed_cols[i + 1][w])
                         | (early_cols[j * n_dots + i + 2][w] & fixed_cols[i + 2][w])
                         | (early_cols[j * n_dots + i + 3][w] & fixed_cols[i + 3][w]);
              for (; i < n_dots && late & ~early; i++)
                early |= early_cols[j * n_dots + i][w] & fixed_cols[i][w];
              v &= ~(late & early);
            }
          if (v)
            {
              guint n = pairs->len;
              guint32 *pair;

              g_array_set_size (pairs, n + __builtin_popcountll (v));
              pair = &g_array_index (pairs, guint32, n);
              for (; v; v &= v - 1)
                *pair++ = ((guint32) (w * 64 + __builtin_ctzll (v)) << 16) | pl;
            }
        }
    }
  if (pairs->len == 0)
    return TRUE;
  /* A place of a game of one line gives at most one hit: room for them
   * all at once, not copied over and over as they come. */
  if (s->hits->len == 0)
    {
      g_array_unref (s->hits);
      s->hits = g_array_sized_new (FALSE, FALSE, sizeof (TgLibraryHit), pairs->len);
    }

  /* By game. */
  memset (count, 0, (BLOCK_GAMES + 1) * sizeof (guint));
  for (guint k = 0; k < pairs->len; k++)
    count[(g_array_index (pairs, guint32, k) >> 16) + 1]++;
  for (guint g = 0; g < BLOCK_GAMES; g++)
    count[g + 1] += count[g];
  g_array_set_size (sorted, pairs->len);
  for (guint k = 0; k < pairs->len; k++)
    {
      guint32 pair = g_array_index (pairs, guint32, k);

      g_array_index (sorted, guint16, count[pair >> 16]++) = pair & 0xffff;
    }
  /* count[g] is now the end of game g's places. */
  for (guint g = 0, start = 0; g < BLOCK_GAMES; start = count[g], g++)
    {
      guint end = count[g], n_before;

      if (end == start)
        continue;
      s->game = &g_array_index (group->games, Game, first + g);
      s->emptied = &g_array_index (group->emptied, guint64, (gsize) (first + g) * group->n_words);
      s->first = block->first + g;
      n_before = s->hits->len;
      g_array_set_size (s->candidates, end - start);
      for (guint k = start, n = 0; k < end; k++)
        {
          Candidate *cand = &g_array_index (s->candidates, Candidate, n);

          cand->place = g_array_index (sorted, guint16, k);
          if (!s->game->linear || fast_place (s, cand) == FAST_REPLAY)
            n++;
          if (k + 1 == end)
            g_array_set_size (s->candidates, n);
        }
      if (s->candidates->len > 0)
        {
          replay_game (s);
          while (s->snapshots->len > 0)
            pop_snapshot (s);
        }
      /* A game's hits by the move they appeared at, as Kombilo lists them. */
      sort_hits (&g_array_index (s->hits, TgLibraryHit, n_before), s->hits->len - n_before);
      if (s->hits->len > n_before)
        s->summary->n_games++;
      if ((g & 255) == 255 && g_cancellable_is_cancelled (cancellable))
        return FALSE;
    }
  return TRUE;
}

/* The search runs in a thread a core; blocks are taken in turn, and
 * their hits handed on in the order of the blocks. */
typedef struct
{
  const TgLibraryPattern *pattern;
  Group                  *group;
  GCancellable           *cancellable;
  gint                    next_block;   /* atomically */
  GMutex                  mutex;
  GCond                   cond;
  GArray                **done;         /* by block: its hits once searched */
  gboolean                cancelled;
} Shared;

typedef struct
{
  Shared           *shared;
  TgLibrarySummary  summary;
} Worker;

static void
search_init (Search                 *s,
             const TgLibraryPattern *pattern,
             Group                  *group,
             TgLibrarySummary       *summary)
{
  memset (s, 0, sizeof *s);
  s->pattern = pattern;
  s->group = group;
  s->summary = summary;
  summary->n_cells = pattern->width * pattern->height;
  summary->continuations = g_new0 (TgLibraryContinuation, summary->n_cells);
  s->places = g_array_new (FALSE, FALSE, sizeof (Place));
  s->candidates = g_array_new (FALSE, FALSE, sizeof (Candidate));
  s->touched = g_array_new (FALSE, FALSE, sizeof (guint));
  s->watch = g_array_new (FALSE, FALSE, sizeof (guint));
  s->watch_start = g_new (guint, group->n_points + 1);
  s->snapshots = g_array_new (FALSE, FALSE, sizeof (Snapshot));
  s->count = g_new (guint, BLOCK_GAMES + 1);
  s->pairs = g_array_new (FALSE, FALSE, sizeof (guint32));
  s->sorted = g_array_new (FALSE, FALSE, sizeof (guint16));
  s->exact = pattern->first_move == 0 && pattern->last_move == G_MAXUINT;
  s->from = g_array_new (FALSE, FALSE, sizeof (guint));
  s->changes = g_array_new (FALSE, FALSE, sizeof (guint16));
  s->cols = g_new (const guint64 *, (gsize) (2 * N_EARLY + 2) * group->n_points);
  prepare_images (s);
}

static void
search_clear (Search *s)
{
  for (guint k = 0; k < s->pattern->n_images; k++)
    {
      g_free (s->stones[k]);
      g_free (s->cells[k]);
      g_free (s->dots[k]);
      g_free (s->all_cells[k]);
    }
  g_array_unref (s->from);
  g_array_unref (s->changes);
  g_free (s->cols);
  g_array_unref (s->places);
  g_array_unref (s->candidates);
  g_array_unref (s->touched);
  g_array_unref (s->watch);
  g_free (s->watch_start);
  g_array_unref (s->snapshots);
  g_free (s->count);
  g_array_unref (s->pairs);
  g_array_unref (s->sorted);
}

static gpointer
worker_thread (gpointer data)
{
  Worker *worker = data;
  Shared *shared = worker->shared;
  Search s;

  search_init (&s, shared->pattern, shared->group, &worker->summary);
  for (;;)
    {
      guint b = g_atomic_int_add (&shared->next_block, 1);
      gboolean ok;

      if (b >= shared->group->blocks->len)
        break;
      s.hits = g_array_new (FALSE, FALSE, sizeof (TgLibraryHit));
      ok = !g_cancellable_is_cancelled (shared->cancellable)
           && search_block (&s, b, shared->cancellable);
      g_mutex_lock (&shared->mutex);
      shared->done[b] = s.hits;
      shared->cancelled |= !ok;
      g_cond_broadcast (&shared->cond);
      g_mutex_unlock (&shared->mutex);
      if (!ok)
        break;
    }
  search_clear (&s);
  return NULL;
}

static void
summary_add (TgLibrarySummary       *sum,
             const TgLibrarySummary *part)
{
  sum->n_games += part->n_games;
  sum->n_hits += part->n_hits;
  sum->black_wins += part->black_wins;
  sum->white_wins += part->white_wins;
  for (guint i = 0; i < sum->n_cells; i++)
    {
      sum->continuations[i].black += part->continuations[i].black;
      sum->continuations[i].white += part->continuations[i].white;
      sum->continuations[i].black_wins_after_black += part->continuations[i].black_wins_after_black;
      sum->continuations[i].black_wins_after_white += part->continuations[i].black_wins_after_white;
    }
}

gboolean
tg_library_positions_search (TgLibraryPositions     *positions,
                             const TgLibraryPattern *pattern,
                             GCancellable           *cancellable,
                             TgLibraryHitsFunc       func,
                             gpointer                user_data,
                             TgLibrarySummary       *summary)
{
  Group *group = positions->groups[pattern->size];
  guint n_blocks, n_threads;
  Shared shared = { 0 };
  g_autofree Worker *workers = NULL;
  g_autofree GThread **threads = NULL;
  gboolean ok = TRUE;

  memset (summary, 0, sizeof *summary);
  summary->n_cells = pattern->width * pattern->height;
  summary->continuations = g_new0 (TgLibraryContinuation, summary->n_cells);
  if (!group)
    return !g_cancellable_is_cancelled (cancellable);
  n_blocks = group->blocks->len;
  n_threads = CLAMP (g_get_num_processors (), 1, MAX (n_blocks, 1));
  shared.pattern = pattern;
  shared.group = group;
  shared.cancellable = cancellable;
  shared.done = g_new0 (GArray *, n_blocks);
  g_mutex_init (&shared.mutex);
  g_cond_init (&shared.cond);
  workers = g_new0 (Worker, n_threads);
  threads = g_new0 (GThread *, n_threads);
  for (guint t = 0; t < n_threads; t++)
    {
      workers[t].shared = &shared;
      threads[t] = g_thread_new ("tengen-library-search", worker_thread, &workers[t]);
    }
  /* Hand on each block's hits as soon as it and those before it are done. */
  for (guint b = 0; b < n_blocks; b++)
    {
      GArray *hits;

      g_mutex_lock (&shared.mutex);
      while (!shared.done[b] && !shared.cancelled)
        g_cond_wait (&shared.cond, &shared.mutex);
      hits = shared.done[b];
      g_mutex_unlock (&shared.mutex);
      if (!hits)
        {
          ok = FALSE;
          break;
        }
      if (func && hits->len > 0 && !g_cancellable_is_cancelled (cancellable))
        func ((const TgLibraryHit *) hits->data, hits->len, user_data);
    }
  for (guint t = 0; t < n_threads; t++)
    {
      g_thread_join (threads[t]);
      summary_add (summary, &workers[t].summary);
      tg_library_summary_clear (&workers[t].summary);
    }
  for (guint b = 0; b < n_blocks; b++)
    if (shared.done[b])
      g_array_unref (shared.done[b]);
  g_free (shared.done);
  g_mutex_clear (&shared.mutex);
  g_cond_clear (&shared.cond);
  return ok && !shared.cancelled && !g_cancellable_is_cancelled (cancellable);
}
