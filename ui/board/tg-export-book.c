/* tg-export-book.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-export-book.h"

#include <cairo-pdf.h>
#include <glib/gi18n.h>
#include <pango/pangocairo.h>
#include <string.h>

#include "tg-atomic-file.h"

/* Points.  A diagram no wider than a book's (about 14 cm), margins of
 * about 2 cm. */
#define MARGIN 56.0
#define DIAGRAM_MAX 400.0
#define GAP 10.0
#define TEXT_FONT "Serif"
#define TEXT_SIZE 10.5
#define TITLE_SIZE 13.0

/* The device pixels a point a diagram is laid out at: the renderer's
 * whole-pixel grid, fine enough for print (288 dpi) where everything is
 * a vector; where the wood and the stones are images in the file, 144
 * dpi keeps a book's size and writing time a quarter of that. */
#define DENSITY_VECTORS 4.0
#define DENSITY_IMAGES 2.0

typedef enum
{
  ITEM_INFO,        /* the game's information, on the first page */
  ITEM_TITLE,       /* a figure's title */
  ITEM_DIAGRAM,
  ITEM_NOTES,       /* "112 at 105" under the diagram */
  ITEM_COMMENT,
} ItemKind;

typedef struct
{
  ItemKind     kind;
  guint        figure;     /* index in scenes */
  char        *markup;     /* Pango markup of a text item */
  GStrv        notes;      /* ITEM_NOTES: one note each, set on lines by the layout */
  double       size;       /* font size of a text item */
  gboolean     centred;
  /* From the layout: */
  PangoLayout *layout;
  int          line_from;  /* the lines of the layout shown here: a comment */
  int          line_to;    /* may run on from one page to the next */
  guint        page;
  double       y;
  double       height;
} Item;

struct _TgExportBook
{
  TgGame          *game;
  GPtrArray       *scenes;     /* TgBoardScene, each showing a figure */
  TgExportOptions  options;
  char            *font_family;
  GArray          *items;      /* Item, in reading order */
  TgBoardRenderer *renderer;
  double           width;
  double           height;
  double           diagram_side;
  guint            n_pages;
};

static void
clear_item (Item *item)
{
  g_free (item->markup);
  g_strfreev (item->notes);
  g_clear_object (&item->layout);
}

static void
add_text (TgExportBook *self,
          ItemKind      kind,
          guint         figure,
          char         *markup,
          double        size,
          gboolean      centred)
{
  Item item = { .kind = kind, .figure = figure, .markup = markup, .size = size,
                .centred = centred };

  g_array_append_val (self->items, item);
}

static void
append_info (GString    *text,
             TgGame     *game,
             const char *label,
             const char *id)
{
  const char *value = tg_game_get_info (game, id);
  g_autofree char *escaped = NULL;

  if (value == NULL || *value == '\0')
    return;
  escaped = g_markup_escape_text (value, -1);
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append_printf (text, "<b>%s</b> %s", label, escaped);
}

/* Who played whom, where and when, and how it ended. */
static char *
game_information (TgGame *game)
{
  GString *text = g_string_new (NULL);
  const char *name = tg_game_get_info (game, "GN");
  const char *black = tg_game_get_info (game, "PB"), *white = tg_game_get_info (game, "PW");
  g_autofree char *players = NULL;
  double komi = tg_game_get_komi (game);
  guint handicap = tg_game_get_handicap (game);

  if (name != NULL && *name != '\0')
    {
      g_autofree char *escaped = g_markup_escape_text (name, -1);

      g_string_append_printf (text, "<span size='larger'><b>%s</b></span>", escaped);
    }
  append_info (text, game, _("Black:"), "PB");
  if (tg_game_get_info (game, "BR") != NULL && black != NULL)
    {
      g_autofree char *rank = g_markup_escape_text (tg_game_get_info (game, "BR"), -1);

      g_string_append_printf (text, " (%s)", rank);
    }
  append_info (text, game, _("White:"), "PW");
  if (tg_game_get_info (game, "WR") != NULL && white != NULL)
    {
      g_autofree char *rank = g_markup_escape_text (tg_game_get_info (game, "WR"), -1);

      g_string_append_printf (text, " (%s)", rank);
    }
  append_info (text, game, _("Event:"), "EV");
  append_info (text, game, _("Round:"), "RO");
  append_info (text, game, _("Date:"), "DT");
  append_info (text, game, _("Place:"), "PC");
  if (text->len > 0)
    g_string_append_c (text, '\n');
  g_string_append_printf (text, _("<b>Komi:</b> %g"), komi);
  if (handicap >= 2)
    g_string_append_printf (text, _(", <b>handicap:</b> %u"), handicap);
  append_info (text, game, _("Result:"), "RE");
  return g_string_free (text, FALSE);
}

/* The comments of the figure's nodes, each after the number of its move
 * as the diagram shows it. */
static void
add_comments (TgExportBook   *self,
              guint           index,
              const TgFigure *figure)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  TgNode *node;

  for (node = figure->end; node != NULL; node = node->parent)
    {
      g_ptr_array_add (path, node);
      if (node == figure->start)
        break;
    }
  for (guint i = path->len; i-- > 0;)
    {
      TgNode *n = g_ptr_array_index (path, i);
      const char *comment = tg_node_get_value (n, "C");
      g_autofree char *escaped = NULL;
      g_autofree char *number = NULL;

      if (comment == NULL || *comment == '\0')
        continue;
      escaped = g_markup_escape_text (comment, -1);
      if (n->move_color != TG_EMPTY)
        number = tg_figure_format_number (figure, tg_figure_move_number (n));
      if (number != NULL)
        add_text (self, ITEM_COMMENT, index,
                  g_strdup_printf ("<b>%s</b>  %s", number, g_strstrip (escaped)), TEXT_SIZE,
                  FALSE);
      else
        add_text (self, ITEM_COMMENT, index, g_strdup (g_strstrip (escaped)), TEXT_SIZE, FALSE);
    }
}

TgExportBook *
tg_export_book_new (TgGame                *game,
                    GPtrArray             *figures,
                    const TgExportOptions *options)
{
  TgExportBook *self = g_new0 (TgExportBook, 1);
  g_autoptr(GPtrArray) owned = figures;

  self->game = g_object_ref (game);
  self->options = *options;
  self->font_family = g_strdup (options->font_family);
  self->options.font_family = self->font_family;
  self->scenes = g_ptr_array_new_with_free_func (g_object_unref);
  self->items = g_array_new (FALSE, FALSE, sizeof (Item));
  g_array_set_clear_func (self->items, (GDestroyNotify) clear_item);
  self->renderer = tg_board_renderer_new ();

  add_text (self, ITEM_INFO, 0, game_information (game), TEXT_SIZE, FALSE);
  /* The figures leave the array for the scenes that show them. */
  g_ptr_array_set_free_func (owned, NULL);
  for (guint i = 0; i < owned->len; i++)
    {
      TgFigure *figure = g_ptr_array_index (owned, i);
      g_autofree char *title = tg_figure_format_title (figure);
      Item diagram = { .kind = ITEM_DIAGRAM, .figure = i };
      Item notes = { .kind = ITEM_NOTES, .figure = i, .size = TEXT_SIZE + 0.5, .centred = TRUE };

      TgExportOptions shown = *options;

      /* FG's bit 0 asks for coordinates on this figure. */
      if (figure->has_fg && (figure->fg_flags & TG_FIGURE_FG_COORDINATES))
        shown.coordinates = TRUE;
      g_ptr_array_add (self->scenes, tg_export_scene_new (game, figure, &shown));
      if (title == NULL)
        title = g_strdup (_("Position"));
      add_text (self, ITEM_TITLE, i, g_markup_printf_escaped ("<b>%s</b>", title), TITLE_SIZE,
                TRUE);
      g_array_append_val (self->items, diagram);
      if (figure->notes->len > 0)
        {
          notes.notes = tg_figure_format_note_list (figure);
          g_array_append_val (self->items, notes);
        }
      add_comments (self, i, figure);
    }
  return self;
}

void
tg_export_book_free (TgExportBook *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->items);
  g_ptr_array_unref (self->scenes);
  tg_board_renderer_free (self->renderer);
  g_free (self->font_family);
  g_object_unref (self->game);
  g_free (self);
}

/* The top and the height of lines [@from, @to) of @layout, in points. */
static void
line_span (PangoLayout *layout,
           int          from,
           int          to,
           double      *top,
           double      *height)
{
  PangoLayoutIter *iter = pango_layout_get_iter (layout);
  int first_y = 0, last_y = 0, index = 0;

  do
    {
      int y0, y1;

      pango_layout_iter_get_line_yrange (iter, &y0, &y1);
      if (index == from)
        first_y = y0;
      if (index == to - 1)
        last_y = y1;
      index++;
    }
  while (index < to && pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
  *top = (double) first_y / PANGO_SCALE;
  *height = (double) (last_y - first_y) / PANGO_SCALE;
}

/* How many lines of @item, from its first, fit in @room points. */
static int
lines_fitting (const Item *item,
               double      room)
{
  int fit = item->line_from;

  for (int to = item->line_from + 1; to <= item->line_to; to++)
    {
      double top, height;

      line_span (item->layout, item->line_from, to, &top, &height);
      if (height > room)
        break;
      fit = to;
    }
  return fit - item->line_from;
}

char *
tg_export_wrap_notes (PangoLayout  *layout,
                      char        **notes,
                      double        width)
{
  g_autofree char *comma = g_strchomp (g_strdup (tg_figure_note_separator ()));
  GString *text = g_string_new (NULL);
  GString *line = g_string_new (NULL);

  for (guint i = 0; notes[i] != NULL; i++)
    {
      g_autofree char *escaped = g_markup_escape_text (notes[i], -1);
      g_autofree char *candidate = NULL;
      PangoRectangle logical;

      if (line->len == 0)
        {
          g_string_append (line, escaped);
          continue;
        }
      candidate = g_strconcat (line->str, tg_figure_note_separator (), escaped, NULL);
      pango_layout_set_width (layout, -1);
      pango_layout_set_markup (layout, candidate, -1);
      pango_layout_get_extents (layout, NULL, &logical);
      if ((double) logical.width / PANGO_SCALE <= width)
        {
          g_string_assign (line, candidate);
          continue;
        }
      g_string_append_printf (text, "%s%s\n", line->str, comma);
      g_string_assign (line, escaped);
    }
  g_string_append (text, line->str);
  g_string_free (line, TRUE);
  return g_string_free (text, FALSE);
}

static PangoLayout *
make_layout (cairo_t    *cr,
             Item       *item,
             double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (TEXT_FONT);

  /* Sizes in the context's own units, points, whatever its resolution. */
  pango_font_description_set_absolute_size (font, item->size * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_alignment (layout, item->centred ? PANGO_ALIGN_CENTER : PANGO_ALIGN_LEFT);
  pango_layout_set_justify (layout, !item->centred);
  if (item->notes != NULL)
    {
      g_free (item->markup);
      item->markup = tg_export_wrap_notes (layout, item->notes, width);
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
    }
  pango_layout_set_markup (layout, item->markup, -1);
  return layout;
}

/* The diagram's side: as large as a book prints it, smaller on a page
 * too short to hold it with its title and some text. */
static double
diagram_side (double text_width,
              double text_height)
{
  return MIN (MIN (DIAGRAM_MAX, text_width), text_height * 0.62);
}

/* Item @i, a comment, keeps its first @fit lines; the rest becomes the
 * next item.  Returns item @i, which the array may have moved. */
static Item *
split_comment (TgExportBook *self,
               guint         i,
               int           fit)
{
  Item *item = &g_array_index (self->items, Item, i);
  Item rest = *item;
  double top;

  rest.markup = g_strdup (item->markup);
  g_object_ref (rest.layout);
  rest.line_from = item->line_from + fit;
  item->line_to = item->line_from + fit;
  line_span (item->layout, item->line_from, item->line_to, &top, &item->height);
  g_array_insert_val (self->items, i + 1, rest);
  return &g_array_index (self->items, Item, i);
}

guint
tg_export_book_layout (TgExportBook *self,
                       cairo_t      *cr,
                       double        width,
                       double        height)
{
  double text_width = width - 2 * MARGIN, bottom = height - MARGIN;
  double y = MARGIN;
  guint page = 0;
  int last_figure = -1;

  g_return_val_if_fail (self != NULL && cr != NULL, 0);

  self->width = width;
  self->height = height;
  self->diagram_side = diagram_side (text_width, height - 2 * MARGIN);
  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);
      double top;

      if (item->kind == ITEM_DIAGRAM)
        item->height = self->diagram_side;
      else
        {
          /* A comment split on an earlier layout is one again. */
          if (item->layout == NULL || item->line_from == 0)
            {
              g_clear_object (&item->layout);
              item->layout = make_layout (cr, item, text_width);
              item->line_from = 0;
              while (i + 1 < self->items->len &&
                     g_array_index (self->items, Item, i + 1).line_from > 0)
                g_array_remove_index (self->items, i + 1);
              item = &g_array_index (self->items, Item, i);
            }
          item->line_to = pango_layout_get_line_count (item->layout);
          line_span (item->layout, item->line_from, item->line_to, &top, &item->height);
        }
      /* Every figure opens a page, but the first, which follows the
       * game's information. */
      if (item->kind == ITEM_TITLE && (int) item->figure != last_figure)
        {
          if (item->figure > 0)
            {
              page++;
              y = MARGIN;
            }
          last_figure = item->figure;
        }
      else if (y + item->height > bottom && y > MARGIN)
        {
          int fit = item->kind == ITEM_COMMENT ? lines_fitting (item, bottom - y) : 0;

          /* A comment runs on to the next page, two lines at least on
           * each; anything else moves there whole. */
          if (fit >= 2 && item->line_to - item->line_from - fit >= 2)
            item = split_comment (self, i, fit);
          else
            {
              page++;
              y = MARGIN;
            }
        }
      /* A comment longer than a whole page runs on over as many pages
       * as it needs, the next one left two lines at least. */
      if (item->kind == ITEM_COMMENT && y == MARGIN && y + item->height > bottom)
        {
          int lines = item->line_to - item->line_from;
          int fit = lines_fitting (item, bottom - y);

          if (lines - fit < 2 && fit > 2)
            fit = lines - 2;
          if (fit >= 1 && fit < lines)
            item = split_comment (self, i, fit);
        }
      item->page = page;
      item->y = y;
      y += item->height + (item->kind == ITEM_COMMENT ? GAP * 0.6 : GAP);
      if (item->kind == ITEM_INFO)
        y += GAP;
    }
  self->n_pages = self->items->len > 0 ? page + 1 : 0;
  return self->n_pages;
}

static void
draw_lines (cairo_t    *cr,
            const Item *item)
{
  PangoLayoutIter *iter = pango_layout_get_iter (item->layout);
  double top, height;
  int index = 0;

  line_span (item->layout, item->line_from, item->line_to, &top, &height);
  do
    {
      PangoRectangle logical;

      if (index >= item->line_from && index < item->line_to)
        {
          pango_layout_iter_get_line_extents (iter, NULL, &logical);
          cairo_move_to (cr, MARGIN + (double) logical.x / PANGO_SCALE,
                         item->y - top + (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE);
          pango_cairo_show_layout_line (cr, pango_layout_iter_get_line_readonly (iter));
        }
      index++;
    }
  while (index < item->line_to && pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

void
tg_export_book_draw_page (TgExportBook *self,
                          cairo_t      *cr,
                          guint         page)
{
  g_return_if_fail (self != NULL && cr != NULL);

  for (guint i = 0; i < self->items->len; i++)
    {
      Item *item = &g_array_index (self->items, Item, i);

      if (item->page != page)
        continue;
      if (item->kind == ITEM_DIAGRAM)
        {
          TgBoardScene *scene = g_ptr_array_index (self->scenes, item->figure);
          TgExportOptions shown = self->options;

          shown.coordinates = tg_board_scene_get_show_coordinates (scene);
          tg_export_draw_diagram (self->renderer, cr, scene, &shown,
                                  (self->width - self->diagram_side) / 2, item->y,
                                  self->diagram_side, self->diagram_side,
                                  self->options.theme == TG_BOARD_THEME_PRINT ? DENSITY_VECTORS
                                                                              : DENSITY_IMAGES,
                                  FALSE);
          continue;
        }
      cairo_save (cr);
      cairo_set_source_rgb (cr, 0, 0, 0);
      pango_cairo_update_layout (cr, item->layout);
      draw_lines (cr, item);
      cairo_restore (cr);
    }
}

static cairo_status_t
append_pdf (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Made in memory and written as a save is: a full disk leaves the file
 * it would replace as it was, never a part of the new one. */
gboolean
tg_export_book_write_pdf (TgExportBook  *self,
                          const char    *path,
                          GError       **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  g_autoptr(GFile) file = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  cairo_t *cr;
  guint pages;

  g_return_val_if_fail (self != NULL && path != NULL, FALSE);

  surface = cairo_pdf_surface_create_for_stream (append_pdf, bytes, TG_EXPORT_A4_WIDTH,
                                                 TG_EXPORT_A4_HEIGHT);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Tengen");
  cr = cairo_create (surface);
  pages = tg_export_book_layout (self, cr, TG_EXPORT_A4_WIDTH, TG_EXPORT_A4_HEIGHT);
  for (guint page = 0; page < pages; page++)
    {
      tg_export_book_draw_page (self, cr, page);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_WRITE, _("Cannot write “%s”: %s"), path,
                   cairo_status_to_string (status));
      return FALSE;
    }
  file = g_file_new_for_path (path);
  return tg_atomic_file_replace (file, (const char *) bytes->data, bytes->len, NULL, error);
}
