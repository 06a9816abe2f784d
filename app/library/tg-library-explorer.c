/* tg-library-explorer.c: the explored tree of continuations.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-explorer-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct _Position Position;

struct _Position
{
  Position        *parent;
  GPtrArray       *children;     /* Position, owned */
  guint            x, y;         /* the move that made it, from the parent */
  TgColor          color;
  guint8          *colors;
  TgLibrarySummary summary;
  gboolean         searched;
};

struct _TgLibraryExplorer
{
  guint     size;
  guint     x, y, width, height;
  Position *root;
  Position *current;
};

static void
position_free (gpointer data)
{
  Position *p = data;

  g_ptr_array_unref (p->children);
  g_free (p->colors);
  tg_library_summary_clear (&p->summary);
  g_free (p);
}

static Position *
position_new (Position *parent, const guint8 *colors, gsize n)
{
  Position *p = g_new0 (Position, 1);

  p->parent = parent;
  p->children = g_ptr_array_new_with_free_func (position_free);
  p->colors = g_memdup2 (colors, n);
  return p;
}

TgLibraryExplorer *
tg_library_explorer_new (guint         size,
                         const guint8 *colors,
                         guint         x,
                         guint         y,
                         guint         width,
                         guint         height)
{
  TgLibraryExplorer *e = g_new0 (TgLibraryExplorer, 1);

  e->size = size;
  e->x = x;
  e->y = y;
  e->width = width;
  e->height = height;
  e->root = e->current = position_new (NULL, colors, size * size);
  return e;
}

void
tg_library_explorer_free (TgLibraryExplorer *explorer)
{
  if (!explorer)
    return;
  position_free (explorer->root);
  g_free (explorer);
}

const guint8 *
tg_library_explorer_get_colors (TgLibraryExplorer *explorer)
{
  return explorer->current->colors;
}

guint
tg_library_explorer_get_depth (TgLibraryExplorer *explorer)
{
  guint depth = 0;

  for (Position *p = explorer->current; p->parent; p = p->parent)
    depth++;
  return depth;
}

void
tg_library_explorer_set_summary (TgLibraryExplorer      *explorer,
                                 const TgLibrarySummary *summary)
{
  Position *p = explorer->current;

  tg_library_summary_clear (&p->summary);
  p->summary = *summary;
  p->summary.continuations = g_memdup2 (summary->continuations,
                                        summary->n_cells * sizeof (TgLibraryContinuation));
  p->searched = TRUE;
}

void
tg_library_explorer_play (TgLibraryExplorer *explorer,
                          guint              x,
                          guint              y,
                          TgColor            color)
{
  Position *p = explorer->current;
  Position *child;

  for (guint i = 0; i < p->children->len; i++)
    {
      child = g_ptr_array_index (p->children, i);
      if (child->x == x && child->y == y && child->color == color)
        {
          explorer->current = child;
          return;
        }
    }
  child = position_new (p, p->colors, explorer->size * explorer->size);
  child->x = x;
  child->y = y;
  child->color = color;
  child->colors[x + y * explorer->size] = color;
  g_ptr_array_add (p->children, child);
  explorer->current = child;
}

gboolean
tg_library_explorer_back (TgLibraryExplorer *explorer)
{
  if (!explorer->current->parent)
    return FALSE;
  explorer->current = explorer->current->parent;
  return TRUE;
}

static void
append_point (GString *s, guint x, guint y)
{
  g_string_append_printf (s, "[%c%c]", 'a' + x, 'a' + y);
}

static char *
escape (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p; p++)
    {
      if (*p == ']' || *p == '\\')
        g_string_append_c (s, '\\');
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

GArray *
tg_library_summary_rank (const TgLibrarySummary *summary)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; summary->continuations && i < summary->n_cells; i++)
    if (summary->continuations[i].black + summary->continuations[i].white > 0)
      g_array_append_val (cells, i);
  /* Stable: among equals, the order of the cells. */
  for (guint i = 1; i < cells->len; i++)
    for (guint j = i; j > 0; j--)
      {
        guint *a = &g_array_index (cells, guint, j - 1), *b = &g_array_index (cells, guint, j);
        const TgLibraryContinuation *ca = &summary->continuations[*a];
        const TgLibraryContinuation *cb = &summary->continuations[*b];

        guint t = *a;

        if (cb->black + cb->white <= ca->black + ca->white)
          break;
        *a = *b;
        *b = t;
      }
  return cells;
}

/* The comment of a searched position, and labels on its continuations. */
static void
write_searched (TgLibraryExplorer *e, const Position *p, GString *s)
{
  g_autoptr(GString) comment = g_string_new (NULL);
  g_autofree char *escaped = NULL;
  g_autofree char *hits = NULL;
  g_autofree char *games = NULL;
  g_autoptr(GArray) ranked = NULL;

  hits = g_strdup_printf (ngettext ("%u hit", "%u hits", p->summary.n_hits), p->summary.n_hits);
  games = g_strdup_printf (ngettext ("%u game", "%u games", p->summary.n_games), p->summary.n_games);
  /* TRANSLATORS: "12 hits in 10 games." */
  g_string_append_printf (comment, _("%s in %s."), hits, games);
  ranked = tg_library_summary_rank (&p->summary);
  for (guint label = 0; label < ranked->len && label < 26; label++)
    {
      guint c = g_array_index (ranked, guint, label);
      const TgLibraryContinuation *k = &p->summary.continuations[c];
      guint x = e->x + c % e->width, y = e->y + c / e->width;

      /* One LB property, a value per point: SGF allows a property once
       * in a node. */
      g_string_append_printf (s, "%s[%c%c:%c]", label == 0 ? "LB" : "", 'a' + x, 'a' + y, 'A' + label);
      g_string_append_printf (comment, "\n%c: ", 'A' + label);
      if (k->black)
        g_string_append_printf (comment, _("Black %u (Black won %u%%)"), k->black,
                                100 * k->black_wins_after_black / k->black);
      if (k->black && k->white)
        g_string_append (comment, ", ");
      if (k->white)
        g_string_append_printf (comment, _("White %u (Black won %u%%)"), k->white,
                                100 * k->black_wins_after_white / k->white);
    }
  escaped = escape (comment->str);
  g_string_append_printf (s, "C[%s]", escaped);
}

char *
tg_library_explorer_to_sgf (TgLibraryExplorer *e)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  static const char open_mark, close_mark;
  gconstpointer OPEN = &open_mark, CLOSE = &close_mark;
  gboolean any[2] = { FALSE, FALSE };

  g_string_append_printf (s, "(;GM[1]FF[4]CA[UTF-8]SZ[%u]GN[%s]", e->size, _("Library search"));
  for (guint c = 0; c < 2; c++)
    for (guint i = 0; i < e->size * e->size; i++)
      if (e->root->colors[i] == (c == 0 ? TG_BLACK : TG_WHITE))
        {
          if (!any[c])
            g_string_append (s, c == 0 ? "AB" : "AW");
          any[c] = TRUE;
          append_point (s, i % e->size, i / e->size);
        }
  if (e->root->searched)
    write_searched (e, e->root, s);
  /* Iteratively, as SGF nests its variations. */
  for (guint i = e->root->children->len; i > 0; i--)
    {
      if (e->root->children->len > 1)
        g_ptr_array_add (stack, (gpointer) CLOSE);
      g_ptr_array_add (stack, g_ptr_array_index (e->root->children, i - 1));
      if (e->root->children->len > 1)
        g_ptr_array_add (stack, (gpointer) OPEN);
    }
  while (stack->len > 0)
    {
      gconstpointer top = g_ptr_array_steal_index (stack, stack->len - 1);
      const Position *p = top;

      if (top == OPEN || top == CLOSE)
        {
          g_string_append_c (s, top == OPEN ? '(' : ')');
          continue;
        }
      g_string_append_printf (s, ";%s", p->color == TG_BLACK ? "B" : "W");
      append_point (s, p->x, p->y);
      if (p->searched)
        write_searched (e, p, s);
      for (guint i = p->children->len; i > 0; i--)
        {
          if (p->children->len > 1)
            g_ptr_array_add (stack, (gpointer) CLOSE);
          g_ptr_array_add (stack, g_ptr_array_index (p->children, i - 1));
          if (p->children->len > 1)
            g_ptr_array_add (stack, (gpointer) OPEN);
        }
    }
  g_string_append (s, ")\n");
  return g_string_free (s, FALSE);
}
