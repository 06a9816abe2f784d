/* tg-library-pattern.c: patterns, their images and their continuations.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-library-pattern.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

G_DEFINE_QUARK (tg-library-pattern-error-quark, tg_library_pattern_error)

/* Kombilo's numbering of the eight symmetries of a @xx+1 × @yy+1
 * rectangle, so that its figures and ours name the same images. */
static guint
flip_x (guint f, guint x, guint y, guint xx, guint yy)
{
  switch (f)
    {
    case 0: case 2: return x;
    case 1: case 3: return xx - x;
    case 4: case 6: return y;
    default: return yy - y;
    }
}

static guint
flip_y (guint f, guint x, guint y, guint xx, guint yy)
{
  switch (f)
    {
    case 0: case 1: return y;
    case 2: case 3: return yy - y;
    case 4: case 5: return x;
    default: return xx - x;
    }
}

static guint
flip_inverse (guint f)
{
  return f == 5 ? 6 : f == 6 ? 5 : f;
}

static char
swap_cell (char c)
{
  switch (c)
    {
    case 'X': return 'O';
    case 'O': return 'X';
    case 'x': return 'o';
    case 'o': return 'x';
    default: return c;
    }
}

static gboolean
image_equal (const TgLibraryImage *a,
             const TgLibraryImage *b)
{
  return a->width == b->width && a->height == b->height
         && a->left == b->left && a->right == b->right
         && a->top == b->top && a->bottom == b->bottom
         && memcmp (a->cells, b->cells, a->width * a->height) == 0;
}

static void
make_image (const TgLibraryPattern *p,
            guint                   f,
            gboolean                swapped,
            TgLibraryImage         *image)
{
  guint last = p->size - 1;
  guint x0 = flip_x (f, p->left, p->top, last, last);
  guint y0 = flip_y (f, p->left, p->top, last, last);
  guint x1 = flip_x (f, p->right + p->width - 1, p->bottom + p->height - 1, last, last);
  guint y1 = flip_y (f, p->right + p->width - 1, p->bottom + p->height - 1, last, last);

  image->flip = f;
  image->swapped = swapped;
  image->width = f < 4 ? p->width : p->height;
  image->height = f < 4 ? p->height : p->width;
  image->left = MIN (x0, x1);
  image->right = MAX (x0, x1) - (image->width - 1);
  image->top = MIN (y0, y1);
  image->bottom = MAX (y0, y1) - (image->height - 1);
  image->cells = g_malloc (p->width * p->height);
  for (guint y = 0; y < p->height; y++)
    for (guint x = 0; x < p->width; x++)
      {
        char c = p->cells[x + y * p->width];
        guint ix = flip_x (f, x, y, p->width - 1, p->height - 1);
        guint iy = flip_y (f, x, y, p->width - 1, p->height - 1);

        image->cells[ix + iy * image->width] = swapped ? swap_cell (c) : c;
      }
}

static void
clear_images (TgLibraryPattern *pattern)
{
  for (guint i = 0; i < pattern->n_images; i++)
    g_free (pattern->images[i].cells);
  pattern->n_images = 0;
  g_clear_pointer (&pattern->fold, g_free);
}

void
tg_library_pattern_prepare (TgLibraryPattern *pattern)
{
  TgLibraryImage drawn;
  guint n = pattern->width * pattern->height;

  clear_images (pattern);
  make_image (pattern, 0, FALSE, &drawn);
  pattern->swap_flip = -1;
  pattern->fold = g_new (guint, n);
  for (guint i = 0; i < n; i++)
    pattern->fold[i] = i;

  /* Colours as drawn first, as Kombilo lists them, then swapped. */
  for (guint s = 0; s < 2; s++)
    for (guint f = 0; f < 8; f++)
      {
        TgLibraryImage image;
        gboolean seen = FALSE;

        if (s == 1 && pattern->colours_as_drawn)
          break;
        make_image (pattern, f, s == 1, &image);
        if (image_equal (&image, &drawn))
          {
            if (s == 1 && pattern->swap_flip < 0)
              pattern->swap_flip = f;
            else if (s == 0)
              /* One of the pattern's own symmetries: a cell and its
               * image are one continuation. */
              for (guint y = 0; y < pattern->height; y++)
                for (guint x = 0; x < pattern->width; x++)
                  {
                    guint i = x + y * pattern->width;
                    guint j = flip_x (f, x, y, pattern->width - 1, pattern->height - 1)
                              + flip_y (f, x, y, pattern->width - 1, pattern->height - 1) * pattern->width;

                    pattern->fold[i] = MIN (pattern->fold[i], j);
                  }
          }
        for (guint i = 0; i < pattern->n_images && !seen; i++)
          seen = image_equal (&image, &pattern->images[i]);
        if (seen)
          g_free (image.cells);
        else
          pattern->images[pattern->n_images++] = image;
      }
  g_free (drawn.cells);

  /* The orbit of a cell may be reached in more than one step. */
  for (guint pass = 0; pass < 8; pass++)
    for (guint i = 0; i < n; i++)
      pattern->fold[i] = pattern->fold[pattern->fold[i]];
}

static gboolean
valid_cells (const char *cells,
             guint       n,
             GError    **error)
{
  for (guint i = 0; i < n; i++)
    if (!strchr (".XO*xo", cells[i]) || cells[i] == '\0')
      {
        g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
                     _("“%c” is no point of a pattern: use X, O, ., *, x or o"), cells[i]);
        return FALSE;
      }
  return TRUE;
}

static TgLibraryPattern *
pattern_new (guint       size,
             guint       width,
             guint       height,
             const char *cells,
             GError    **error)
{
  TgLibraryPattern *pattern;

  if (size < TG_MIN_SIZE || size > TG_MAX_SIZE)
    {
      g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
                   _("A board of %u lines is not one Tengen plays on"), size);
      return NULL;
    }
  if (width == 0 || height == 0 || width > size || height > size)
    {
      g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
                   _("A pattern of %u × %u points does not fit a board of %u lines"),
                   width, height, size);
      return NULL;
    }
  if (!valid_cells (cells, width * height, error))
    return NULL;
  pattern = g_new0 (TgLibraryPattern, 1);
  pattern->size = size;
  pattern->width = width;
  pattern->height = height;
  pattern->cells = g_memdup2 (cells, width * height);
  pattern->last_move = G_MAXUINT;
  return pattern;
}

static gboolean
set_range (TgLibraryPattern *p,
           guint left, guint right, guint top, guint bottom,
           GError **error)
{
  if (left > right || top > bottom || right + p->width > p->size || bottom + p->height > p->size)
    {
      g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
                   _("A pattern of %u × %u points has no room there on a board of %u lines"),
                   p->width, p->height, p->size);
      return FALSE;
    }
  p->left = left;
  p->right = right;
  p->top = top;
  p->bottom = bottom;
  return TRUE;
}

/* @cells: width * height cell characters, row by row. */
static TgLibraryPattern *
pattern_new_at (guint           size,
                TgLibraryWhere  where,
                guint           width,
                guint           height,
                const char     *cells,
                GError        **error)
{
  g_autoptr(TgLibraryPattern) p = pattern_new (size, width, height, cells, error);
  gboolean ok = FALSE;

  if (!p)
    return NULL;
  /* Kombilo's ranges: a side pattern never reaches a corner, a centre
   * pattern never an edge — what was drawn away from them says so. */
  switch (where)
    {
    case TG_LIBRARY_WHERE_CORNER:
      ok = set_range (p, 0, 0, 0, 0, error);
      break;
    case TG_LIBRARY_WHERE_SIDE:
      ok = width + 2 <= size && set_range (p, 1, size - 1 - width, 0, 0, error);
      break;
    case TG_LIBRARY_WHERE_CENTER:
      ok = width + 2 <= size && height + 2 <= size
           && set_range (p, 1, size - 1 - width, 1, size - 1 - height, error);
      break;
    case TG_LIBRARY_WHERE_BOARD:
      ok = width == size && height == size && set_range (p, 0, 0, 0, 0, error);
      break;
    }
  if (!ok)
    {
      if (error && !*error)
        g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
                     where == TG_LIBRARY_WHERE_BOARD
                     ? _("A whole-board pattern has as many rows and columns as the board has lines")
                     : _("A pattern of %u × %u points has no room there on a board of %u lines"),
                     width, height, size);
      return NULL;
    }
  tg_library_pattern_prepare (p);
  return g_steal_pointer (&p);
}

TgLibraryPattern *
tg_library_pattern_new_region (guint       size,
                               guint       x,
                               guint       y,
                               guint       width,
                               guint       height,
                               const char *cells,
                               GError    **error)
{
  g_autoptr(TgLibraryPattern) p = pattern_new (size, width, height, cells, error);
  gboolean west, east, north, south;
  guint left, right, top, bottom;

  if (!p)
    return NULL;
  if (x + width > size || y + height > size)
    {
      g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
                   _("A pattern of %u × %u points has no room there on a board of %u lines"),
                   width, height, size);
      return NULL;
    }
  west = x == 0;
  east = x + width == size;
  north = y == 0;
  south = y + height == size;
  /* An edge touched fixes the pattern to it; along an untouched axis it
   * slides, away from the edges. */
  left = west ? 0 : east ? size - width : 1;
  right = west ? 0 : east ? size - width : size - 1 - width;
  top = north ? 0 : south ? size - height : 1;
  bottom = north ? 0 : south ? size - height : size - 1 - height;
  if ((west && east) || (north && south))
    {
      /* Spanning the board one way: fixed that way. */
      if (west && east)
        left = right = 0;
      if (north && south)
        top = bottom = 0;
    }
  if (!set_range (p, left, right, top, bottom, error))
    return NULL;
  tg_library_pattern_prepare (p);
  return g_steal_pointer (&p);
}

static gboolean
parse_error (GError **error, guint line, const char *what)
{
  g_set_error (error, TG_LIBRARY_PATTERN_ERROR, TG_LIBRARY_PATTERN_ERROR_SYNTAX,
               _("Line %u: %s"), line, what);
  return FALSE;
}

TgLibraryPattern *
tg_library_pattern_parse (const char *text,
                          GError    **error)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
  g_autoptr(GString) cells = g_string_new (NULL);
  g_autoptr(TgLibraryPattern) p = NULL;
  TgLibraryWhere where = TG_LIBRARY_WHERE_CENTER;
  gboolean have_where = FALSE, as_drawn = FALSE;
  TgColor next = TG_EMPTY;
  guint width = 0, height = 0, size = 0, first = 0, last = G_MAXUINT;

  for (guint i = 0; lines[i]; i++)
    {
      g_autofree char *line = g_strdup (lines[i]);
      char *hash = strchr (line, '#');
      g_auto(GStrv) words = NULL;

      if (hash)
        *hash = '\0';
      g_strstrip (line);
      if (!*line)
        continue;
      words = g_strsplit_set (line, " \t", -1);
      if (g_str_equal (words[0], "where") && g_strv_length (words) == 2)
        {
          static const char * const names[] = { "corner", "side", "center", "board" };
          gboolean known = FALSE;

          for (guint w = 0; w < G_N_ELEMENTS (names); w++)
            if (g_str_equal (words[1], names[w]))
              {
                where = w;
                known = TRUE;
              }
          if (!known)
            return parse_error (error, i + 1, _("where is corner, side, center or board")), NULL;
          have_where = TRUE;
        }
      else if (g_str_equal (words[0], "colours") || g_str_equal (words[0], "colors"))
        {
          if (g_strv_length (words) != 2
              || !(g_str_equal (words[1], "both") || g_str_equal (words[1], "as-drawn")))
            return parse_error (error, i + 1, _("colours is both or as-drawn")), NULL;
          as_drawn = g_str_equal (words[1], "as-drawn");
        }
      else if (g_str_equal (words[0], "next"))
        {
          if (g_strv_length (words) != 2
              || !(g_str_equal (words[1], "B") || g_str_equal (words[1], "W")))
            return parse_error (error, i + 1, _("next is B or W")), NULL;
          next = g_str_equal (words[1], "B") ? TG_BLACK : TG_WHITE;
        }
      else if (g_str_equal (words[0], "moves"))
        {
          if (g_strv_length (words) != 2 || sscanf (words[1], "%u-%u", &first, &last) != 2
              || first > last)
            return parse_error (error, i + 1, _("moves is FIRST-LAST, as 1-50")), NULL;
        }
      else if (g_str_equal (words[0], "size"))
        {
          guint64 n;

          if (g_strv_length (words) != 2
              || !g_ascii_string_to_unsigned (words[1], 10, TG_MIN_SIZE, TG_MAX_SIZE, &n, NULL))
            return parse_error (error, i + 1, _("size is a board size from 2 to 25")), NULL;
          size = n;
        }
      else
        {
          g_autofree char *row = g_strjoinv ("", words);
          guint len = strlen (row);

          if (strspn (row, ".XO*xo") != len)
            return parse_error (error, i + 1,
                                _("a row holds only X, O, ., *, x and o")), NULL;
          if (height > 0 && len != width)
            return parse_error (error, i + 1, _("every row is as long as the first")), NULL;
          width = len;
          height++;
          g_string_append (cells, row);
        }
    }
  if (!have_where)
    return parse_error (error, 1, _("no “where corner|side|center|board” line")), NULL;
  if (height == 0)
    return parse_error (error, 1, _("no rows")), NULL;
  if (size == 0)
    size = where == TG_LIBRARY_WHERE_BOARD ? MAX (width, height) : 19;
  p = pattern_new_at (size, where, width, height, cells->str, error);
  if (!p)
    return NULL;
  p->colours_as_drawn = as_drawn;
  p->next = next;
  p->first_move = first;
  p->last_move = last;
  tg_library_pattern_prepare (p);
  return g_steal_pointer (&p);
}

TgLibraryPattern *
tg_library_pattern_copy (const TgLibraryPattern *pattern)
{
  TgLibraryPattern *copy = g_new0 (TgLibraryPattern, 1);

  *copy = *pattern;
  copy->cells = g_memdup2 (pattern->cells, pattern->width * pattern->height);
  copy->n_images = 0;
  copy->fold = NULL;
  tg_library_pattern_prepare (copy);
  return copy;
}

void
tg_library_pattern_free (TgLibraryPattern *pattern)
{
  if (!pattern)
    return;
  clear_images (pattern);
  g_free (pattern->cells);
  g_free (pattern);
}

/* A point of an image (image coordinates) in the drawn pattern's
 * coordinates. */
static void
pattern_unmap (const TgLibraryPattern *pattern,
               guint                   image,
               guint                   x,
               guint                   y,
               guint                  *px,
               guint                  *py)
{
  const TgLibraryImage *im = &pattern->images[image];
  guint f = flip_inverse (im->flip);

  *px = flip_x (f, x, y, im->width - 1, im->height - 1);
  *py = flip_y (f, x, y, im->width - 1, im->height - 1);
}

gboolean
tg_library_pattern_count_continuation (const TgLibraryPattern *pattern,
                                       guint                   image,
                                       guint                   x,
                                       guint                   y,
                                       TgColor                 color,
                                       guint                  *cell,
                                       TgColor                *counted_color,
                                       gboolean               *swapped)
{
  guint px, py;
  gboolean sw = pattern->images[image].swapped;
  TgColor c = sw ? TG_OTHER (color) : color;

  pattern_unmap (pattern, image, x, y, &px, &py);
  /* A pattern that is itself with colours swapped counts every
   * continuation as the colour asked for (Black when either may play):
   * the same position seen from the other side. */
  if (pattern->swap_flip >= 0 && c != (pattern->next ? pattern->next : TG_BLACK))
    {
      guint f = pattern->swap_flip;
      guint qx = flip_x (f, px, py, pattern->width - 1, pattern->height - 1);
      guint qy = flip_y (f, px, py, pattern->width - 1, pattern->height - 1);

      px = qx;
      py = qy;
      c = TG_OTHER (c);
      sw = !sw;
    }
  if (pattern->next && c != pattern->next)
    return FALSE;
  *cell = pattern->fold[px + py * pattern->width];
  *counted_color = c;
  *swapped = sw;
  return TRUE;
}
