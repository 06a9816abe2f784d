/* tg-export.c: options, regions, and one diagram as PNG or SVG (PDF goes
 * through the book, tg-export-book.c; text through tg-export-text.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-export.h"
#include "tg-export-book.h"
#include "tg-text-record.h"

#include "tg-atomic-file.h"

#include <cairo-svg.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

/* What a diagram shows: no variation marks, analysis, pen or pointer. */
#define DIAGRAM_LAYERS ((TgBoardLayers) (TG_BOARD_LAYER_BOARD | TG_BOARD_LAYER_STONES | \
                                         TG_BOARD_LAYER_MARKS | TG_BOARD_LAYER_MARKUP))

/* Images larger than this many pixels a side are refused: a mistyped
 * --size must not fill the disk. */
#define MAX_IMAGE_SIDE 16384

G_DEFINE_QUARK (tg-export-error-quark, tg_export_error)

void
tg_export_options_init (TgExportOptions *options)
{
  memset (options, 0, sizeof *options);
  options->format = TG_EXPORT_PNG;
  options->theme = TG_BOARD_THEME_WOOD;
  options->size = 760;
  options->notes = TRUE;
}

static gboolean
parse_corner (const char *text,
              guint       size,
              guint      *col,
              guint      *row)
{
  g_autoptr(TgBoard) board = tg_board_new (size);
  TgPoint point;

  if (!tg_board_point_from_gtp (board, text, &point) || point == TG_PASS)
    return FALSE;
  *col = tg_board_point_x (board, point);
  *row = tg_board_point_y (board, point);
  return TRUE;
}

gboolean
tg_export_parse_region (const char     *text,
                        guint           size,
                        TgBoardRegion  *region,
                        GError        **error)
{
  g_auto(GStrv) corners = NULL;
  guint c1, r1, c2, r2;

  g_return_val_if_fail (text != NULL && region != NULL, FALSE);

  corners = g_strsplit (text, ":", -1);
  if (g_strv_length (corners) != 2)
    {
      g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_REGION,
                   _("“%s” is not a region: give two corners, as A1:K10"), text);
      return FALSE;
    }
  for (guint i = 0; i < 2; i++)
    {
      guint *col = i == 0 ? &c1 : &c2, *row = i == 0 ? &r1 : &r2;

      g_strstrip (corners[i]);
      if (!parse_corner (corners[i], size, col, row))
        {
          g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_REGION,
                       _("“%s” is not a point of a %u×%u board"), corners[i], size, size);
          return FALSE;
        }
    }
  region->col = MIN (c1, c2);
  region->row = MIN (r1, r2);
  region->cols = MAX (c1, c2) - region->col + 1;
  region->rows = MAX (r1, r2) - region->row + 1;
  if (region->cols < 2 || region->rows < 2)
    {
      g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_REGION,
                   _("The region %s is a single line: give two lines each way at least"), text);
      return FALSE;
    }
  return TRUE;
}

char *
tg_export_format_region (const TgBoardRegion *region,
                         guint                size)
{
  g_autoptr(TgBoard) board = tg_board_new (size);
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  /* Bottom left to top right, as a reader names a corner: A1:K10. */
  from = tg_board_point_to_gtp (board, tg_board_point (board, region->col,
                                                      region->row + region->rows - 1));
  to = tg_board_point_to_gtp (board, tg_board_point (board, region->col + region->cols - 1,
                                                    region->row));
  return g_strdup_printf ("%s:%s", from, to);
}

gboolean
tg_export_format_from_path (const char     *path,
                            TgExportFormat *format)
{
  static const struct { const char *ext; TgExportFormat format; } known[] = {
    { ".png", TG_EXPORT_PNG }, { ".svg", TG_EXPORT_SVG }, { ".pdf", TG_EXPORT_PDF },
    { ".txt", TG_EXPORT_ASCII },
  };
  g_autofree char *lower = g_ascii_strdown (path, -1);

  for (guint i = 0; i < G_N_ELEMENTS (known); i++)
    if (g_str_has_suffix (lower, known[i].ext))
      {
        *format = known[i].format;
        return TRUE;
      }
  return FALSE;
}

TgBoardScene *
tg_export_scene_new (TgGame                *game,
                     TgFigure              *figure,
                     const TgExportOptions *options)
{
  TgBoardScene *scene = tg_board_scene_new_for_node (game, figure->end, 0);

  tg_board_scene_set_theme (scene, options->theme);
  tg_board_scene_set_show_coordinates (scene, options->coordinates);
  tg_board_scene_set_variation_marks (scene, TG_VARIATION_MARKS_NONE);
  tg_board_scene_set_figure (scene, figure);
  return scene;
}

static void
shown_region (TgBoardScene          *scene,
              const TgExportOptions *options,
              TgBoardRegion         *region)
{
  if (options->has_region)
    *region = options->region;
  else
    tg_board_scene_get_region (scene, region);
}

/* Lines one logical pixel wide at about the screen's density, thicker
 * for large images so they stay as bold as on screen. */
static int
line_scale (double device_side)
{
  return CLAMP ((int) (device_side / 700), 1, 4);
}

/* The board an export of @scene draws, in pixels (an image with notes
 * has them under it, as tall as they need): without coordinates
 * the board edge to edge, point (x, y) of the part shown at
 * ((x + ½)·W/cols, (y + ½)·H/rows); so that it is exact, the longer side
 * is the largest multiple of the points across it not above
 * options->size. */
static gboolean
image_size (TgBoardScene          *scene,
            const TgExportOptions *options,
            int                   *width,
            int                   *height,
            GError               **error)
{
  guint size = tg_board_scene_get_size (scene);
  TgBoardRegion region;
  TgBoardGeometry g;
  guint longer;
  gboolean ok;

  shown_region (scene, options, &region);
  longer = MAX (region.cols, region.rows);
  if (options->size < (int) longer * 8 || options->size > MAX_IMAGE_SIDE)
    {
      g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_SIZE,
                   _("An image of this board is from %u to %u pixels"), longer * 8,
                   MAX_IMAGE_SIDE);
      return FALSE;
    }
  if (options->coordinates)
    ok = tg_board_geometry_compute_region (&g, 0, 0, options->size, options->size, size, &region,
                                           1, TRUE);
  else
    ok = tg_board_geometry_compute_edge (&g, size, &region, options->size / (int) longer, 1);
  if (!ok)
    {
      g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_SIZE,
                   _("A board cannot be drawn %d pixels wide"), options->size);
      return FALSE;
    }
  *width = g.board_width;
  *height = g.board_height;
  return TRUE;
}

void
tg_export_draw_diagram (TgBoardRenderer       *renderer,
                        cairo_t               *cr,
                        TgBoardScene          *scene,
                        const TgExportOptions *options,
                        double                 x,
                        double                 y,
                        double                 width,
                        double                 height,
                        double                 density,
                        gboolean               edge)
{
  guint size = tg_board_scene_get_size (scene);
  int device_width = (int) floor (width * density), device_height = (int) floor (height * density);
  int scale = line_scale (MAX (device_width, device_height));
  TgBoardRegion region;
  TgBoardGeometry g;
  gboolean ok;

  shown_region (scene, options, &region);
  if (edge)
    ok = tg_board_geometry_compute_edge (&g, size, &region,
                                         MIN (device_width / (int) region.cols,
                                              device_height / (int) region.rows),
                                         scale);
  else
    ok = tg_board_geometry_compute_region (&g, 0, 0, device_width / scale, device_height / scale,
                                           size, &region, scale, options->coordinates);
  if (!ok)
    return;
  if (options->font_family != NULL)
    tg_board_renderer_set_font_family (renderer, options->font_family);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1 / density, 1 / density);
  /* A layout that fills less than the rectangle (rounding) is centred. */
  if (!edge)
    cairo_translate (cr, (device_width - scale * (device_width / scale)) / 2.0,
                     (device_height - scale * (device_height / scale)) / 2.0);
  tg_board_renderer_draw (renderer, cr, &g, scene, DIAGRAM_LAYERS);
  cairo_restore (cr);
}

/* Notes under an image */

#define NOTES_FONT "Serif"

/* The notes of an image diagram, as books print them under the figure:
 * centred, at a caption's size for the image's width, broken between
 * notes only. */
typedef struct
{
  PangoLayout *layout;   /* NULL: no notes */
  double       size;     /* the font's, in pixels */
  int          height;   /* the band under the board, in pixels */
} Notes;

static void
notes_clear (Notes *notes)
{
  g_clear_object (&notes->layout);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Notes, notes_clear)

/* Laid out before the image is made, whose height they add to. */
static void
notes_prepare (TgBoardScene          *scene,
               const TgExportOptions *options,
               int                    width,
               Notes                 *notes)
{
  const TgFigure *figure = tg_board_scene_get_figure (scene);
  cairo_surface_t *scratch;
  cairo_t *cr;
  PangoFontDescription *font;
  PangoRectangle logical;
  g_auto(GStrv) list = NULL;
  g_autofree char *markup = NULL;
  double inner;

  *notes = (Notes) { NULL, 0, 0 };
  if (!options->notes || figure == NULL || figure->notes->len == 0)
    return;
  notes->size = MAX (9.0, width / 42.0);
  inner = width - 2 * notes->size;
  list = tg_figure_format_note_list (figure);
  scratch = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (scratch);
  notes->layout = pango_cairo_create_layout (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (scratch);
  font = pango_font_description_from_string (options->font_family != NULL ? options->font_family
                                                                          : NOTES_FONT);
  pango_font_description_set_absolute_size (font, notes->size * PANGO_SCALE);
  pango_layout_set_font_description (notes->layout, font);
  pango_font_description_free (font);
  markup = tg_export_wrap_notes (notes->layout, list, inner);
  pango_layout_set_width (notes->layout, (int) (inner * PANGO_SCALE));
  pango_layout_set_alignment (notes->layout, PANGO_ALIGN_CENTER);
  pango_layout_set_markup (notes->layout, markup, -1);
  pango_layout_get_pixel_extents (notes->layout, NULL, &logical);
  notes->height = (int) ceil (logical.height + 1.6 * notes->size);
}

/* On white, as a book's page, whatever the board's theme. */
static void
notes_draw (cairo_t     *cr,
            const Notes *notes,
            int          width,
            int          top)
{
  if (notes->layout == NULL)
    return;
  cairo_save (cr);
  cairo_rectangle (cr, 0, top, width, notes->height);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  pango_cairo_update_layout (cr, notes->layout);
  cairo_move_to (cr, notes->size, top + 0.8 * notes->size);
  tg_text_record_show_layout (cr, notes->layout, TG_TEXT_ANCHOR_MIDDLE);
  cairo_restore (cr);
}

cairo_surface_t *
tg_export_render_image (TgBoardScene          *scene,
                        const TgExportOptions *options,
                        GError               **error)
{
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  g_auto(Notes) notes = { NULL };
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height;

  if (!image_size (scene, options, &width, &height, error))
    return NULL;
  notes_prepare (scene, options, width, &notes);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height + notes.height);
  cr = cairo_create (surface);
  tg_export_draw_diagram (renderer, cr, scene, options, 0, 0, width, height, 1,
                          !options->coordinates);
  notes_draw (cr, &notes, width, height);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* As a save is written: a full disk leaves the file it would replace
 * as it was, never a part of the new one. */
static gboolean
write_file (const char  *path,
            const char  *contents,
            gsize        length,
            GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return tg_atomic_file_replace (file, contents, length, NULL, error);
}

static gboolean
check_surface (cairo_surface_t *surface,
               const char      *path,
               GError         **error)
{
  cairo_status_t status = cairo_surface_status (surface);

  if (status == CAIRO_STATUS_SUCCESS)
    return TRUE;
  g_set_error (error, TG_EXPORT_ERROR, TG_EXPORT_ERROR_WRITE, _("Cannot write “%s”: %s"), path,
               cairo_status_to_string (status));
  return FALSE;
}

static cairo_status_t
append_svg (void                *closure,
            const unsigned char *data,
            unsigned int         length)
{
  g_string_append_len (closure, (const char *) data, length);
  return CAIRO_STATUS_SUCCESS;
}

/* Drawn into memory, its text recorded as <text> rather than outlines
 * and put in before the document ends, then written. */
static gboolean
write_svg (TgBoardScene          *scene,
           const TgExportOptions *options,
           const char            *path,
           GError               **error)
{
  g_autoptr(TgBoardRenderer) renderer = tg_board_renderer_new ();
  g_autoptr(GString) svg = g_string_new (NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  g_auto(Notes) notes = { NULL };
  cairo_surface_t *surface;
  cairo_t *cr;
  gboolean ok;
  int width, height;

  if (!image_size (scene, options, &width, &height, error))
    return FALSE;
  notes_prepare (scene, options, width, &notes);
  surface = cairo_svg_surface_create_for_stream (append_svg, svg, width, height + notes.height);
  /* Pixels, so that the SVG's points fall where the PNG's do. */
  cairo_svg_surface_set_document_unit (surface, CAIRO_SVG_UNIT_PX);
  cr = cairo_create (surface);
  tg_text_record_attach (cr, text);
  tg_export_draw_diagram (renderer, cr, scene, options, 0, 0, width, height, 1,
                          !options->coordinates);
  notes_draw (cr, &notes, width, height);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  ok = check_surface (surface, path, error);
  cairo_surface_destroy (surface);
  if (!ok)
    return FALSE;
  tg_text_record_insert (svg, text);
  return write_file (path, svg->str, svg->len, error);
}

static gboolean
write_text (TgBoardScene          *scene,
            const TgExportOptions *options,
            const char            *path,
            GError               **error)
{
  TgBoardRegion region;
  g_autofree char *text = NULL;

  shown_region (scene, options, &region);
  text = tg_export_sensei_text (tg_board_scene_get_figure (scene),
                                tg_board_scene_get_markup (scene), &region, options->coordinates);
  return write_file (path, text, strlen (text), error);
}

TgNode *
tg_export_copy_record (TgGame  *game,
                       TgNode  *node,
                       GArray **path)
{
  g_return_val_if_fail (TG_IS_GAME (game), NULL);
  g_return_val_if_fail (node != NULL && path != NULL, NULL);

  *path = g_array_new (FALSE, FALSE, sizeof (guint));
  for (TgNode *step = node; step->parent != NULL; step = step->parent)
    {
      guint index = tg_node_child_index (step);

      g_array_prepend_val (*path, index);
    }
  return tg_node_copy_tree (tg_game_get_root (game));
}

TgGame *
tg_export_record_game (TgNode  *root,
                       GArray  *path,
                       TgNode **node,
                       GError **error)
{
  TgGame *game = tg_game_new_from_root (root, error);
  TgNode *step;

  if (game == NULL)
    return NULL;
  step = tg_game_get_root (game);
  for (guint i = 0; i < path->len && step != NULL; i++)
    step = tg_node_get_child (step, g_array_index (path, guint, i));
  *node = step;
  return game;
}

gboolean
tg_export_write_diagram (TgBoardScene          *scene,
                         const TgExportOptions *options,
                         const char            *path,
                         GError               **error)
{
  g_return_val_if_fail (TG_IS_BOARD_SCENE (scene), FALSE);
  g_return_val_if_fail (tg_board_scene_get_figure (scene) != NULL, FALSE);

  switch (options->format)
    {
    case TG_EXPORT_PNG:
      {
        cairo_surface_t *surface = tg_export_render_image (scene, options, error);
        gboolean ok;

        if (surface == NULL)
          return FALSE;
        ok = tg_export_write_png (surface, path, error);
        cairo_surface_destroy (surface);
        return ok;
      }
    case TG_EXPORT_SVG:
      return write_svg (scene, options, path, error);
    case TG_EXPORT_ASCII:
      return write_text (scene, options, path, error);
    case TG_EXPORT_PDF:
    default:
      {
        g_autoptr(GPtrArray) figures =
          g_ptr_array_new_with_free_func ((GDestroyNotify) tg_figure_free);
        const TgFigure *shown = tg_board_scene_get_figure (scene);
        TgGame *game = tg_board_scene_get_game (scene);
        g_autoptr(TgExportBook) book = NULL;

        /* The book takes figures of its own. */
        g_ptr_array_add (figures, tg_figure_new (game, shown->start, shown->end, 0));
        ((TgFigure *) figures->pdata[0])->numbering = shown->numbering;
        book = tg_export_book_new (game, g_steal_pointer (&figures), options);
        return tg_export_book_write_pdf (book, path, error);
      }
    }
}
