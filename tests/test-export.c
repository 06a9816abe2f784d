/* test-export.c: diagrams and books out of Tengen through `tengen-cli
 * export` (in-process) — PNGs whose every intersection, sampled where
 * the interface promises it is, shows what the rules core says is there;
 * SVGs that parse back with GMarkupParser and render with librsvg to the
 * same position; PDFs whose page count and text (poppler) carry the
 * titles, the "at" notes of a ko and the comments; Sensei's Library text
 * of a known figure written out by hand; and clear errors for bad
 * options.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <librsvg/rsvg.h>
#include <poppler.h>
#include <string.h>

#include "tg-cli.h"
#include "tg-export.h"
#include "tg-figure.h"
#include "tg-test-files.h"
#include "tg-test-util.h"

/* poppler-glib 22 declares no cleanup functions of its own. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerDocument, g_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PopplerPage, g_object_unref)

#define KO_SGF "(;GM[1]FF[4]SZ[7]PB[Kuro]PW[Shiro]AB[cb][bc][dc][cd]AW[db][ec][dd]PL[W]" \
               ";W[cc]C[White takes the ko.];B[gf];W[ge];B[dc];W[ag];B[af];W[cc];B[fa];W[fb];B[dc])"

static char *
steal_text (GOutputStream *stream)
{
  g_output_stream_write_all (stream, "", 1, NULL, NULL, NULL);
  g_output_stream_close (stream, NULL, NULL);
  return g_memory_output_stream_steal_data (G_MEMORY_OUTPUT_STREAM (stream));
}

/* tengen-cli export with the NULL-terminated arguments; @err_text (may
 * be NULL) gets what it wrote on stderr. */
static int
run_export (char       **err_text,
            const char  *first,
            ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GOutputStream) out = g_memory_output_stream_new_resizable ();
  g_autoptr(GOutputStream) err = g_memory_output_stream_new_resizable ();
  g_autofree char *out_text = NULL;
  g_autofree char *errors = NULL;
  const char *arg;
  va_list list;
  int status;

  g_ptr_array_add (args, (gpointer) "tengen-cli");
  g_ptr_array_add (args, (gpointer) "export");
  va_start (list, first);
  for (arg = first; arg != NULL; arg = va_arg (list, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (list);
  g_ptr_array_add (args, NULL);

  status = tg_cli_main (args->len - 1, (char **) args->pdata, out, err);
  out_text = steal_text (out);
  errors = steal_text (err);
  if (err_text != NULL)
    *err_text = g_steal_pointer (&errors);
  else if (status != 0)
    g_test_message ("tengen-cli export: %s", errors);
  return status;
}

static char *
temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tengen-export-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static char *
write_record (const char *dir,
              const char *sgf)
{
  char *path = g_build_filename (dir, "record.sgf", NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, sgf, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* Pixels */

typedef struct
{
  const guint8 *data;
  int           width;
  int           height;
  int           stride;
} Pixels;

static void
pixel_at (const Pixels *pixels,
          double        x,
          double        y,
          int           rgb[3])
{
  int px = CLAMP ((int) x, 0, pixels->width - 1), py = CLAMP ((int) y, 0, pixels->height - 1);
  guint32 value = *(const guint32 *) (pixels->data + py * pixels->stride + px * 4);

  /* Opaque ARGB32, native endian. */
  rgb[0] = value >> 16 & 0xff;
  rgb[1] = value >> 8 & 0xff;
  rgb[2] = value & 0xff;
}

static gboolean
is_dark (const int rgb[3])
{
  return MAX (rgb[0], MAX (rgb[1], rgb[2])) < 110;
}

/* What the image shows at the point centred on (@cx, @cy), @spacing
 * apart: a stone covers the four diagonals a quarter spacing out, dark
 * or light; wood shows there between lines; on print's white paper an
 * empty point shows its grid line half a spacing's third away, which a
 * white stone covers.  @inward: the direction (±1) towards the board's
 * inside along x, where a line runs from every point. */
static TgColor
classify (const Pixels *pixels,
          double        cx,
          double        cy,
          double        spacing,
          int           inward,
          gboolean      print)
{
  static const int diagonals[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  guint dark = 0, light = 0, wood = 0;
  int rgb[3];

  for (guint i = 0; i < 4; i++)
    {
      pixel_at (pixels, cx + diagonals[i][0] * spacing * 0.27, cy + diagonals[i][1] * spacing * 0.27,
                rgb);
      if (is_dark (rgb))
        dark++;
      else if (rgb[0] - rgb[2] > 45)
        wood++;
      else if (MIN (rgb[0], MIN (rgb[1], rgb[2])) > 165)
        light++;
    }
  if (dark >= 3)
    return TG_BLACK;
  if (!print)
    {
      if (wood >= 3)
        return TG_EMPTY;
      if (light >= 3)
        return TG_WHITE;
      return (TgColor) -1;
    }
  if (light < 3)
    return (TgColor) -1;
  /* A one-pixel line is centred on a pixel's middle: within half a pixel
   * of the point's centre, either side. */
  for (int dy = -1; dy <= 1; dy++)
    {
      pixel_at (pixels, cx + inward * spacing * 0.3, cy + dy, rgb);
      if (is_dark (rgb))
        return TG_EMPTY;
    }
  return TG_WHITE;
}

/* Every point of @region of @expected where the interface puts it:
 * ((x + ½)·W/cols, (y + ½)·H/rows). */
static void
assert_points (const Pixels        *pixels,
               const TgBoard       *expected,
               const TgBoardRegion *region,
               gboolean             print)
{
  double spacing_x = (double) pixels->width / region->cols;
  double spacing_y = (double) pixels->height / region->rows;
  guint mismatches = 0;

  g_assert_cmpfloat (spacing_x, ==, spacing_y);
  for (guint row = 0; row < region->rows; row++)
    for (guint col = 0; col < region->cols; col++)
      {
        guint bx = region->col + col, by = region->row + row;
        TgColor want = tg_board_get (expected, tg_board_point (expected, bx, by));
        int inward = bx + 1 < tg_board_get_size (expected) ? 1 : -1;
        TgColor got = classify (pixels, (col + 0.5) * spacing_x, (row + 0.5) * spacing_y,
                                spacing_x, inward, print);

        if (got != want)
          {
            g_test_message ("point %u,%u: want %d, the image shows %d", bx, by, want, got);
            mismatches++;
          }
      }
  g_assert_cmpuint (mismatches, ==, 0);
}

typedef struct
{
  const char *record;    /* under the corpus */
  int         move;      /* -1: the end */
  int         size;
  const char *style;
} ImageCase;

static const ImageCase image_cases[] = {
  { "littlego/9x9/9x9_1.sgf", -1, 333, "board" },
  { "littlego/9x9/9x9_1.sgf", 40, 200, "print" },
  { "littlego/7x7/play-b-b7-for-superko.sgf", -1, 150, "board" },
  { "teaching/glift_ajax3_13.sgf", -1, 500, "print" },
  { "littlego/19x19/handicap-7-komi-0-with-pass-moves.sgf", -1, 400, "board" },
  { "games/ai/AlphaGo_2.0_AG_vs_AG_-_G28_-_English.sgf", 150, 760, "board" },
  { "games/ai/AlphaGo_2.0_AG_vs_AG_-_G28_-_English.sgf", -1, 1111, "print" },
};

static void
test_png_points (void)
{
  g_autofree char *dir = temp_dir ();

  for (guint i = 0; i < G_N_ELEMENTS (image_cases); i++)
    {
      const ImageCase *c = &image_cases[i];
      g_autofree char *path = tg_test_corpus_path (c->record, NULL);
      g_autofree char *out = g_build_filename (dir, "diagram.png", NULL);
      g_autofree char *move = g_strdup_printf ("--move=%d", c->move);
      g_autofree char *size = g_strdup_printf ("--size=%d", c->size);
      g_autofree char *style = g_strdup_printf ("--style=%s", c->style);
      g_autoptr(TgGame) game = tg_test_game_from_corpus (c->record);
      guint board_size = tg_game_get_size (game);
      TgBoardRegion whole = { 0, 0, board_size, board_size };
      TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
      TgNode *end = c->move < 0 ? leaf : tg_figure_find_end (leaf, c->move);
      cairo_surface_t *image;
      Pixels pixels;

      g_test_message ("%s at move %d, %d pixels, %s", c->record, c->move, c->size, c->style);
      if (c->move < 0)
        g_assert_cmpint (run_export (NULL, size, style, path, "-o", out, NULL), ==, 0);
      else
        g_assert_cmpint (run_export (NULL, move, size, style, path, "-o", out, NULL), ==, 0);
      image = cairo_image_surface_create_from_png (out);
      g_assert_cmpint (cairo_surface_status (image), ==, CAIRO_STATUS_SUCCESS);
      pixels = (Pixels) { cairo_image_surface_get_data (image), cairo_image_surface_get_width (image),
                          cairo_image_surface_get_height (image),
                          cairo_image_surface_get_stride (image) };
      /* The largest multiple of the points across not above the size. */
      g_assert_cmpint (pixels.width, ==, c->size / board_size * board_size);
      g_assert_cmpint (pixels.height, ==, pixels.width);
      assert_points (&pixels, tg_game_get_board_at (game, end), &whole,
                     g_str_equal (c->style, "print"));
      cairo_surface_destroy (image);
    }
  remove_dir (dir);
}

static void
test_png_region (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = tg_test_corpus_path ("littlego/9x9/9x9_1.sgf", NULL);
  g_autofree char *out = g_build_filename (dir, "corner.png", NULL);
  g_autoptr(TgGame) game = tg_test_game_from_corpus ("littlego/9x9/9x9_1.sgf");
  /* E1:J6: columns E to J (4 to 8), rows 6 to 1 (3 to 8 from the top). */
  TgBoardRegion region = { 4, 3, 5, 6 };
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  cairo_surface_t *image;
  Pixels pixels;

  g_assert_cmpint (run_export (NULL, "--region=E1:J6", "--size=300", path, "-o", out, NULL), ==, 0);
  image = cairo_image_surface_create_from_png (out);
  pixels = (Pixels) { cairo_image_surface_get_data (image), cairo_image_surface_get_width (image),
                      cairo_image_surface_get_height (image),
                      cairo_image_surface_get_stride (image) };
  g_assert_cmpint (pixels.width, ==, 300 / 6 * 5);
  g_assert_cmpint (pixels.height, ==, 300 / 6 * 6);
  assert_points (&pixels, tg_game_get_board_at (game, leaf), &region, FALSE);
  cairo_surface_destroy (image);
  remove_dir (dir);
}

static void
test_multiple_files (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = write_record (dir, KO_SGF);
  g_autofree char *out = g_build_filename (dir, "ko.png", NULL);

  g_assert_cmpint (run_export (NULL, "--moves-per-diagram=4", path, "-o", out, NULL), ==, 0);
  for (guint i = 1; i <= 3; i++)
    {
      g_autofree char *name = g_strdup_printf ("ko-%u.png", i);
      g_autofree char *numbered = g_build_filename (dir, name, NULL);

      g_assert_true (g_file_test (numbered, G_FILE_TEST_EXISTS));
    }
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  remove_dir (dir);
}

/* Moves 1–10 of the ko record as a PNG: the board on top, edge to edge
 * as without notes, and under it the notes the PDF prints, in dark
 * type on white; --no-notes leaves the square board alone. */
static void
test_png_notes (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = write_record (dir, KO_SGF);
  g_autofree char *out = g_build_filename (dir, "ko.png", NULL);
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SGF);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf, 0);
  TgBoardRegion whole = { 0, 0, 7, 7 };
  cairo_surface_t *image;
  Pixels pixels, board;
  guint dark = 0, white = 0;

  g_assert_cmpint (run_export (NULL, "--from=1", "--size=700", "--style=print", path, "-o", out,
                               NULL), ==, 0);
  image = cairo_image_surface_create_from_png (out);
  pixels = (Pixels) { cairo_image_surface_get_data (image), cairo_image_surface_get_width (image),
                      cairo_image_surface_get_height (image),
                      cairo_image_surface_get_stride (image) };
  g_assert_cmpint (pixels.width, ==, 700);
  g_assert_cmpint (pixels.height, >, 700 + 20);
  board = pixels;
  board.height = board.width;
  /* The stones where the figure shows them, the numbered ones taken
   * included, as books leave them. */
  assert_points (&board, figure->board, &whole, TRUE);
  for (int y = 700; y < pixels.height; y++)
    for (int x = 0; x < pixels.width; x++)
      {
        int rgb[3];

        pixel_at (&pixels, x, y, rgb);
        if (is_dark (rgb))
          dark++;
        else if (MIN (rgb[0], MIN (rgb[1], rgb[2])) > 245)
          white++;
      }
  /* Type: some ink on a white band. */
  g_assert_cmpuint (dark, >, 200);
  g_assert_cmpuint (white, >, (pixels.height - 700) * 700 / 2);
  cairo_surface_destroy (image);

  g_assert_cmpint (run_export (NULL, "--from=1", "--size=700", "--no-notes", path, "-o", out,
                               NULL), ==, 0);
  image = cairo_image_surface_create_from_png (out);
  g_assert_cmpint (cairo_image_surface_get_height (image), ==, 700);
  cairo_surface_destroy (image);
  remove_dir (dir);
}

/* SVG */

typedef struct
{
  guint  elements;
  char  *root;
  double width;
  double height;
} SvgInfo;

static void
svg_start (GMarkupParseContext *context,
           const char          *element,
           const char         **names,
           const char         **values,
           gpointer             data,
           GError             **error)
{
  SvgInfo *info = data;

  if (info->elements++ > 0)
    return;
  info->root = g_strdup (element);
  for (guint i = 0; names[i] != NULL; i++)
    {
      if (g_str_equal (names[i], "width"))
        info->width = g_ascii_strtod (values[i], NULL);
      else if (g_str_equal (names[i], "height"))
        info->height = g_ascii_strtod (values[i], NULL);
    }
}

static void
test_svg (void)
{
  static const char *const styles[] = { "--style=print", "--style=board" };
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = tg_test_corpus_path ("littlego/9x9/9x9_1.sgf", NULL);
  g_autofree char *out = g_build_filename (dir, "diagram.svg", NULL);
  g_autoptr(TgGame) game = tg_test_game_from_corpus ("littlego/9x9/9x9_1.sgf");
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  TgBoardRegion whole = { 0, 0, 9, 9 };

  for (guint s = 0; s < G_N_ELEMENTS (styles); s++)
    {
      const GMarkupParser parser = { svg_start };
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GMarkupParseContext) context = NULL;
      g_autoptr(GObject) handle = NULL;
      SvgInfo info = { 0 };
      cairo_surface_t *image;
      RsvgRectangle viewport;
      cairo_t *cr;
      Pixels pixels;

      g_assert_cmpint (run_export (NULL, "--move=50", "--size=360", styles[s], path, "-o", out,
                                   NULL), ==, 0);
      g_file_get_contents (out, &text, NULL, &error);
      g_assert_no_error (error);
      context = g_markup_parse_context_new (&parser, 0, &info, NULL);
      g_assert_true (g_markup_parse_context_parse (context, text, -1, &error));
      g_assert_true (g_markup_parse_context_end_parse (context, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (info.root, ==, "svg");
      g_assert_cmpfloat (info.width, ==, 360);
      g_assert_cmpfloat (info.height, ==, 360);
      /* The lines and 50 moves' stones at least. */
      g_assert_cmpuint (info.elements, >, 20);
      g_free (info.root);

      handle = G_OBJECT (rsvg_handle_new_from_file (out, &error));
      g_assert_no_error (error);
      image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 360, 360);
      cr = cairo_create (image);
      cairo_set_source_rgb (cr, 1, 0, 1);
      cairo_paint (cr);
      viewport = (RsvgRectangle) { 0, 0, 360, 360 };
      g_assert_true (rsvg_handle_render_document (RSVG_HANDLE (handle), cr, &viewport, &error));
      cairo_destroy (cr);
      cairo_surface_flush (image);
      pixels = (Pixels) { cairo_image_surface_get_data (image), 360, 360,
                          cairo_image_surface_get_stride (image) };
      assert_points (&pixels, tg_game_get_board_at (game, tg_figure_find_end (leaf, 50)),
                     &whole, s == 0);
      cairo_surface_destroy (image);
    }
  remove_dir (dir);
}

/* The text of an SVG's <text> elements, one a line. */
typedef struct
{
  GString  *texts;
  gboolean  in_text;
} SvgText;

static void
text_start (GMarkupParseContext *context,
            const char          *element,
            const char         **names,
            const char         **values,
            gpointer             data,
            GError             **error)
{
  ((SvgText *) data)->in_text = g_str_equal (element, "text");
}

static void
text_end (GMarkupParseContext *context,
          const char          *element,
          gpointer             data,
          GError             **error)
{
  SvgText *info = data;

  if (info->in_text)
    g_string_append_c (info->texts, '\n');
  info->in_text = FALSE;
}

static void
text_body (GMarkupParseContext *context,
           const char          *text,
           gsize                length,
           gpointer             data,
           GError             **error)
{
  SvgText *info = data;

  if (info->in_text)
    g_string_append_len (info->texts, text, length);
}

/* An SVG's text is text: the stones' numbers and the notes under the
 * board are <text> a reader can select and search, not glyph outlines;
 * librsvg draws it where the PNG has it. */
static void
test_svg_text (void)
{
  const GMarkupParser parser = { text_start, text_end, text_body };
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = write_record (dir, KO_SGF);
  g_autofree char *out = g_build_filename (dir, "ko.svg", NULL);
  g_autoptr(GString) texts = g_string_new ("\n");
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SGF);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf, 0);
  g_autoptr(GObject) handle = NULL;
  TgBoardRegion whole = { 0, 0, 7, 7 };
  SvgText info = { texts, FALSE };
  RsvgRectangle viewport = { 0, 0, 700, 700 };
  double width, height;
  cairo_surface_t *image;
  cairo_t *cr;
  Pixels pixels;

  g_assert_cmpint (run_export (NULL, "--from=1", "--size=700", "--style=print", path, "-o", out,
                               NULL), ==, 0);
  g_file_get_contents (out, &svg, NULL, &error);
  g_assert_no_error (error);
  /* cairo writes text it draws as glyphs, defined once and used. */
  g_assert_null (strstr (svg, "glyph"));
  context = g_markup_parse_context_new (&parser, 0, &info, NULL);
  g_assert_true (g_markup_parse_context_parse (context, svg, -1, &error));
  g_assert_true (g_markup_parse_context_end_parse (context, &error));
  g_assert_no_error (error);
  /* Moves 4, 7 and 10 were played where a stone is shown: notes; the
   * others are numbers on their stones. */
  for (guint move = 1; move <= 10; move++)
    {
      g_autofree char *line = g_strdup_printf ("\n%u\n", move);

      if (move == 4 || move == 7 || move == 10)
        g_assert_null (strstr (texts->str, line));
      else
        g_assert_nonnull (strstr (texts->str, line));
    }
  g_assert_nonnull (strstr (texts->str, "4 at ▲, 7 at 1, 10 at ▲"));

  handle = G_OBJECT (rsvg_handle_new_from_file (out, &error));
  g_assert_no_error (error);
  /* The whole document, the notes under the board included. */
  g_assert_true (rsvg_handle_get_intrinsic_size_in_pixels (RSVG_HANDLE (handle), &width, &height));
  g_assert_cmpfloat (width, ==, 700);
  g_assert_cmpfloat (height, >, 720);
  viewport.height = height;
  image = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 700, (int) height);
  cr = cairo_create (image);
  g_assert_true (rsvg_handle_render_document (RSVG_HANDLE (handle), cr, &viewport, &error));
  cairo_destroy (cr);
  cairo_surface_flush (image);
  pixels = (Pixels) { cairo_image_surface_get_data (image), 700, 700,
                      cairo_image_surface_get_stride (image) };
  assert_points (&pixels, figure->board, &whole, TRUE);
  cairo_surface_destroy (image);
  remove_dir (dir);
}

/* PDF */

static PopplerDocument *
open_pdf (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) file = g_file_new_for_path (path);
  PopplerDocument *document = poppler_document_new_from_gfile (file, NULL, NULL, &error);

  g_assert_no_error (error);
  return document;
}

/* The page's text with its line breaks as spaces. */
static char *
page_text (PopplerDocument *document,
           int              index)
{
  g_autoptr(PopplerPage) page = poppler_document_get_page (document, index);
  char *text = poppler_page_get_text (page);

  for (char *p = text; *p != '\0'; p++)
    if (*p == '\n')
      *p = ' ';
  return text;
}

static void
test_pdf_ko (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = write_record (dir, KO_SGF);
  g_autofree char *out = g_build_filename (dir, "ko.pdf", NULL);
  g_autoptr(PopplerDocument) one = NULL;
  g_autoptr(PopplerDocument) three = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (run_export (NULL, "--from=1", "--style=print", path, "-o", out, NULL), ==, 0);
  one = open_pdf (out);
  g_assert_cmpint (poppler_document_get_n_pages (one), ==, 1);
  text = page_text (one, 0);
  g_assert_nonnull (strstr (text, "Moves 1–10"));
  g_assert_nonnull (strstr (text, "4 at ▲, 7 at 1, 10 at ▲"));
  g_assert_nonnull (strstr (text, "White takes the ko."));
  g_assert_nonnull (strstr (text, "Kuro"));
  g_assert_nonnull (strstr (text, "Shiro"));

  g_assert_cmpint (run_export (NULL, "--moves-per-diagram=4", path, "-o", out, NULL), ==, 0);
  three = open_pdf (out);
  g_assert_cmpint (poppler_document_get_n_pages (three), ==, 3);
  for (int i = 0; i < 3; i++)
    {
      static const char *const titles[] = { "Moves 1–4", "Moves 5–8", "Moves 9–10" };
      g_autofree char *page = page_text (three, i);

      g_assert_nonnull (strstr (page, titles[i]));
    }
  remove_dir (dir);
}

static void
test_pdf_book (void)
{
  const char *record = "games/ai/AlphaGo_2.0_AG_vs_AG_-_G28_-_English.sgf";
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = tg_test_corpus_path (record, NULL);
  g_autofree char *out = g_build_filename (dir, "book.pdf", NULL);
  g_autoptr(TgGame) game = tg_test_game_from_corpus (record);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(GPtrArray) figures = tg_figure_split (game, leaf, 100, -1);
  g_autoptr(PopplerDocument) document = NULL;
  g_autoptr(GString) all = g_string_new (NULL);
  guint notes = 0;

  g_assert_cmpint (run_export (NULL, "--moves-per-diagram=100", path, "-o", out, NULL), ==, 0);
  document = open_pdf (out);
  /* 329 moves: four diagrams, each on a page of its own (no comments to
   * run on). */
  g_assert_cmpuint (figures->len, ==, 4);
  g_assert_cmpint (poppler_document_get_n_pages (document), ==, figures->len);
  for (int i = 0; i < poppler_document_get_n_pages (document); i++)
    {
      g_autofree char *text = page_text (document, i);

      g_string_append (all, text);
    }
  /* Each figure's title and its notes as the figure model words them:
   * a 329-move game has retaken points ("112 at 105"). */
  for (guint i = 0; i < figures->len; i++)
    {
      g_autofree char *title = tg_figure_format_title (figures->pdata[i]);
      g_autofree char *line = tg_figure_format_notes (figures->pdata[i]);

      g_assert_nonnull (strstr (all->str, title));
      if (line == NULL)
        continue;
      notes++;
      g_assert_nonnull (strstr (all->str, line));
      g_assert_nonnull (strstr (line, " at "));
    }
  g_assert_cmpuint (notes, >, 0);
  remove_dir (dir);
}

/* Exports that cannot be written */

/* A diagram over an existing file on a full disk leaves that file as
 * it was and nothing beside it, in every format: PNG, SVG and PDF are
 * made in memory and written as saves are. */
static void
test_full_disk (void)
{
  static const char *const formats[] = { "png", "svg", "pdf" };
  const gsize old_length = 3000;
  char *folder = tg_test_in_own_tmpfs ("16k");
  g_autofree char *record = NULL;
  g_autofree char *old_bytes = NULL;

  if (folder == NULL)
    return;
  record = write_record (folder, KO_SGF);
  old_bytes = tg_test_pattern_bytes (old_length, 'a');
  for (gsize i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autofree char *name = g_strdup_printf ("diagram.%s", formats[i]);
      g_autofree char *out = g_build_filename (folder, name, NULL);
      g_autofree char *errors = NULL;

      g_assert_true (g_file_set_contents (out, old_bytes, old_length, NULL));
      g_assert_cmpint (run_export (&errors, "--size=1500", record, "-o", out, NULL), !=, 0);
      g_test_message ("%s: %s", formats[i], errors);
      tg_test_assert_contents (out, old_bytes, old_length);
      tg_test_assert_names (folder, "record.sgf", name, NULL);
      g_assert_nonnull (strstr (errors, "full"));
      g_assert_cmpint (g_unlink (out), ==, 0);
    }
  g_unlink (record);
  tg_test_leave_tmpfs (folder);
}

/* A comment longer than a page (1,500 words) runs on over the pages it
 * needs: every word of it is in the PDF, once. */
static void
test_pdf_long_comment (void)
{
  const guint n_words = 1500;
  g_autofree char *dir = temp_dir ();
  g_autoptr(GString) sgf = g_string_new ("(;GM[1]FF[4]SZ[9];B[ee]C[");
  g_autofree char *path = NULL;
  g_autofree char *out = g_build_filename (dir, "long.pdf", NULL);
  g_autoptr(PopplerDocument) document = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int n_pages;

  for (guint i = 1; i <= n_words; i++)
    g_string_append_printf (sgf, "word%u ", i);
  g_string_append (sgf, "])");
  path = write_record (dir, sgf->str);
  g_assert_cmpint (run_export (NULL, "--style=print", path, "-o", out, NULL), ==, 0);
  document = open_pdf (out);
  n_pages = poppler_document_get_n_pages (document);
  g_assert_cmpint (n_pages, >=, 3);
  for (int i = 0; i < n_pages; i++)
    {
      g_autofree char *text = page_text (document, i);
      g_auto(GStrv) words = g_strsplit_set (text, " ", -1);

      for (guint j = 0; words[j] != NULL; j++)
        if (g_str_has_prefix (words[j], "word"))
          {
            g_assert_false (g_hash_table_contains (seen, words[j]));
            g_hash_table_add (seen, g_strdup (words[j]));
          }
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, n_words);
  for (guint i = 1; i <= n_words; i++)
    {
      g_autofree char *word = g_strdup_printf ("word%u", i);

      g_assert_true (g_hash_table_contains (seen, word));
    }
  remove_dir (dir);
}

/* Figures */

/* A book's figure draws the labels its moves' comments speak of, as the
 * record puts them ("pull back at A"), but never over a numbered stone,
 * whose number the comment can name instead. */
static void
test_figure_labels (void)
{
  g_autoptr(TgGame) game =
    tg_test_game_from_sgf ("(;GM[1]FF[4]SZ[9];B[ee];W[ce]C[Black should pull back at A.]"
                           "LB[ed:A][ee:X];B[dc]LB[ed:B][gg:C])");
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(GPtrArray) figures = tg_figure_split (game, leaf, 0, -1);
  g_autoptr(TgBoardScene) scene = NULL;
  const TgBoardMarkup *markup;
  TgExportOptions options;

  g_assert_cmpuint (figures->len, ==, 1);
  tg_export_options_init (&options);
  g_ptr_array_set_free_func (figures, NULL);
  scene = tg_export_scene_new (game, figures->pdata[0], &options);
  markup = tg_board_scene_get_markup (scene);
  /* A from the second move's comment; the third move's B there comes
   * later and gives way, its C is on a free point. */
  g_assert_cmpstr (tg_board_markup_get_label (markup, 4, 3), ==, "A");
  g_assert_cmpstr (tg_board_markup_get_label (markup, 6, 6), ==, "C");
  /* E5 is Black's stone 1. */
  g_assert_null (tg_board_markup_get_label (markup, 4, 4));
}

/* Sensei's Library */

static void
test_sensei_text (void)
{
  g_autoptr(TgGame) game = tg_test_game_from_sgf (KO_SGF);
  TgNode *leaf = tg_node_get_line_end (tg_game_get_root (game));
  g_autoptr(TgFigure) figure = tg_figure_new (game, tg_figure_find_move (leaf, 1), leaf, 0);
  g_autoptr(TgFigure) corner = tg_figure_new (game, NULL, leaf, 0);
  TgBoardRegion whole = { 0, 0, 7, 7 }, bottom_left = { 0, 4, 4, 3 };
  g_autofree char *text = tg_export_sensei_text (figure, NULL, &whole, FALSE);
  g_autofree char *part = tg_export_sensei_text (corner, NULL, &bottom_left, TRUE);

  /* White plays 1, so White has the odd numbers; the black stone at D5
   * that 4 and 10 were played at carries the triangle (Y); C3 and E3 are
   * the empty star points of 7×7. */
  g_assert_cmpstr (text, ==,
                   "$$W Moves 1–10\n"
                   "$$ -----------------\n"
                   "$$ | . . . . . 8 . |\n"
                   "$$ | . . X O . 9 . |\n"
                   "$$ | . X 1 Y O . . |\n"
                   "$$ | . . X O . . . |\n"
                   "$$ | . . , . , . 3 |\n"
                   "$$ | 6 . . . . . 2 |\n"
                   "$$ | 5 . . . . . . |\n"
                   "$$ -----------------\n"
                   "4 at ▲, 7 at 1, 10 at ▲\n");
  /* The bottom left corner of the position at the end, with
   * coordinates: the left and bottom edges only. */
  g_assert_cmpstr (part, ==,
                   "$$c\n"
                   "$$ | . . , .\n"
                   "$$ | X . . .\n"
                   "$$ | O . . .\n"
                   "$$ ---------\n");
}

/* Errors */

static void
test_cli_errors (void)
{
  static const struct { const char *args[4]; const char *message; } cases[] = {
    { { "--format=gif" }, "unknown format “gif”" },
    { { "--region=A1:Z30" }, "“Z30” is not a point of a 9×9 board" },
    { { "--region=A1" }, "“A1” is not a region" },
    { { "--region=A1:A9" }, "single line" },
    { { "--move=999" }, "the main line has only 80 moves" },
    { { "--move=-2" }, "--move is a move number" },
    { { "--from=5", "--move=3" }, "--from=5 comes after --move=3" },
    { { "--from=1", "--moves-per-diagram=4" }, "not both" },
    { { "--moves-per-diagram=0" }, "--moves-per-diagram is 1 or more" },
    { { "--size=10" }, "An image of this board is from 72 to 16384 pixels" },
    { { "--style=fancy" }, "unknown style “fancy”" },
    { { "--from=90" }, "there is no move 90" },
  };
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = tg_test_corpus_path ("littlego/9x9/9x9_1.sgf", NULL);
  g_autofree char *out = g_build_filename (dir, "x.png", NULL);
  g_autofree char *odd = g_build_filename (dir, "x.xyz", NULL);
  g_autofree char *missing = g_build_filename (dir, "none.sgf", NULL);
  g_autofree char *err = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *const *a = cases[i].args;
      g_autofree char *message = NULL;
      int status;

      status = run_export (&message, a[0], a[1] ? a[1] : path, a[1] ? path : "-o",
                           a[1] ? "-o" : out, a[1] ? out : NULL, NULL);
      g_test_message ("%s: %s", a[0], message);
      g_assert_cmpint (status, ==, TG_CLI_EXIT_ERROR);
      g_assert_nonnull (strstr (message, cases[i].message));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }

  g_assert_cmpint (run_export (&err, path, "-o", odd, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (err, "cannot tell the format"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_export (&err, path, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (err, "-o OUT"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (run_export (&err, missing, "-o", out, NULL), ==, TG_CLI_EXIT_ERROR);
  g_assert_nonnull (strstr (err, "none.sgf"));
  remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_corpus_func ("/export/png/points", test_png_points);
  tg_test_add_corpus_func ("/export/png/region", test_png_region);
  tg_test_add_func ("/export/png/multiple", test_multiple_files);
  tg_test_add_func ("/export/png/notes", test_png_notes);
  tg_test_add_corpus_func ("/export/svg", test_svg);
  tg_test_add_func ("/export/svg/text", test_svg_text);
  tg_test_add_func ("/export/pdf/ko", test_pdf_ko);
  tg_test_add_corpus_func ("/export/pdf/book", test_pdf_book);
  tg_test_add_func ("/export/pdf/long-comment", test_pdf_long_comment);
  tg_test_add_func ("/export/full-disk", test_full_disk);
  tg_test_add_func ("/export/figure-labels", test_figure_labels);
  tg_test_add_func ("/export/sensei", test_sensei_text);
  tg_test_add_corpus_func ("/export/cli-errors", test_cli_errors);

  return tg_test_run ();
}
