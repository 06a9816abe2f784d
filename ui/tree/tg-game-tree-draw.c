/* tg-game-tree-draw.c: a frame of the tree panel.
 *
 * A frame asks the layout for the cells in view, copies a picture drawn
 * once (tg-tree-glyphs.c) into each and fills the straight lines as
 * rectangles, into an image of the view the snapshot takes whole: its
 * cost is that of the view, not of the tree, and the same whichever
 * renderer draws it (a texture per stone would cost GTK 4.8's cairo
 * renderer a copy each).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "tg-game-tree-private.h"

#include <math.h>

static void
ensure_glyphs (TgGameTree *self)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gboolean dark = adw_style_manager_get_dark (self->style_manager);

  if (tg_tree_glyphs_matches (self->glyphs, CELL, scale, dark))
    return;
  g_clear_pointer (&self->glyphs, tg_tree_glyphs_free);
  self->glyphs = tg_tree_glyphs_new (CELL, scale, dark);
}

/* The lines of a frame, bottom to top. */
typedef enum
{
  LINES,
  TRAIL,     /* the line walked, on beyond the current node */
  PATH,      /* the path from the root to the current node */
} Lines;

typedef struct
{
  TgGameTree  *self;
  cairo_t     *cr;
  Lines        lines;      /* being drawn */
  GPtrArray   *nodes;      /* in view, drawn over the lines */
  GArray      *cells;      /* guint depth, lane of each of nodes */
} Frame;

/* Straight lines join the path, filled at once; a diagonal step is a
 * picture. */
static void
draw_edge (guint    depth_a,
           guint    lane_a,
           guint    depth_b,
           guint    lane_b,
           gpointer user_data)
{
  Frame *frame = user_data;
  TgGameTree *self = frame->self;
  double xa, ya, xb, yb;
  double width = frame->lines != LINES ? tg_tree_glyphs_path_width (self->glyphs)
                                       : tg_tree_glyphs_line_width (self->glyphs);
  static const TgTreeGlyph diagonals[] = {
    [LINES] = TG_TREE_GLYPH_DIAGONAL,
    [TRAIL] = TG_TREE_GLYPH_TRAIL_DIAGONAL,
    [PATH] = TG_TREE_GLYPH_PATH_DIAGONAL,
  };

  _tg_game_tree_cell_origin (self, depth_a, lane_a, &xa, &ya);
  _tg_game_tree_cell_origin (self, depth_b, lane_b, &xb, &yb);
  if (xa != xb && ya != yb)
    tg_tree_glyphs_paint (self->glyphs, frame->cr, diagonals[frame->lines],
                          MIN (xa, xb) + CELL / 2.0, MIN (ya, yb) + CELL / 2.0);
  else
    cairo_rectangle (frame->cr, MIN (xa, xb) + (CELL - width) / 2, MIN (ya, yb) + (CELL - width) / 2,
                     ABS (xb - xa) + width, ABS (yb - ya) + width);
}

static void
fill_lines (Frame         *frame,
            const GdkRGBA *color)
{
  gdk_cairo_set_source_rgba (frame->cr, color);
  cairo_fill (frame->cr);
}

static void
collect_node (TgNode  *node,
              guint    depth,
              guint    lane,
              gpointer user_data)
{
  Frame *frame = user_data;
  guint cell[2] = { depth, lane };

  g_ptr_array_add (frame->nodes, node);
  g_array_append_vals (frame->cells, cell, 2);
}

static gboolean
is_markup (const char *id)
{
  static const char * const markup[] = {
    "TR", "SQ", "CR", "MA", "SL", "LB", "AR", "LN", "DD", NULL
  };

  return g_strv_contains (markup, id);
}

void
_tg_game_tree_read_marks (TgNode      *node,
                          TgTreeMarks *marks)
{
  *marks = (TgTreeMarks) { .annotation = TG_TREE_N_GLYPHS };
  for (guint i = 0; i < node->n_props; i++)
    {
      const TgProp *prop = &node->props[i];
      const char *id = prop->id;

      if (g_str_equal (id, "C"))
        marks->comment = prop->values[0][0] != '\0';
      else if (g_str_equal (id, "HO"))
        marks->hotspot = TRUE;
      else if (g_str_equal (id, "TE"))
        marks->annotation = TG_TREE_GLYPH_GOOD;
      else if (g_str_equal (id, "BM"))
        marks->annotation = TG_TREE_GLYPH_BAD;
      else if (g_str_equal (id, "DO"))
        marks->annotation = TG_TREE_GLYPH_DOUBTFUL;
      else if (g_str_equal (id, "IT"))
        marks->annotation = TG_TREE_GLYPH_INTERESTING;
      else if (is_markup (id))
        marks->markup = TRUE;
    }
}

gboolean
_tg_game_tree_has_setup (TgNode *node)
{
  return tg_node_has_prop (node, "AB") || tg_node_has_prop (node, "AW")
         || tg_node_has_prop (node, "AE");
}

static TgTreeGlyph
stone_glyph (TgNode *node)
{
  gboolean pass = node->move_point == TG_PASS;

  switch (node->move_color)
    {
    case TG_BLACK:
      return pass ? TG_TREE_GLYPH_BLACK_PASS : TG_TREE_GLYPH_BLACK;
    case TG_WHITE:
      return pass ? TG_TREE_GLYPH_WHITE_PASS : TG_TREE_GLYPH_WHITE;
    default:
      return _tg_game_tree_has_setup (node) ? TG_TREE_GLYPH_SETUP : TG_TREE_GLYPH_EMPTY;
    }
}

static void
draw_node (Frame  *frame,
           TgNode *node,
           guint   depth,
           guint   lane)
{
  TgGameTree *self = frame->self;
  TgTreeGlyphs *glyphs = self->glyphs;
  cairo_t *cr = frame->cr;
  double x, y;
  TgTreeMarks marks;

  _tg_game_tree_cell_origin (self, depth, lane, &x, &y);
  _tg_game_tree_read_marks (node, &marks);
  if (marks.hotspot)
    tg_tree_glyphs_paint (glyphs, cr, TG_TREE_GLYPH_HOTSPOT, x, y);
  tg_tree_glyphs_paint (glyphs, cr, stone_glyph (node), x, y);
  if (marks.annotation != TG_TREE_N_GLYPHS)
    tg_tree_glyphs_paint (glyphs, cr, marks.annotation, x, y);
  if (marks.comment)
    tg_tree_glyphs_paint (glyphs, cr, TG_TREE_GLYPH_COMMENT, x, y);
  if (marks.markup)
    tg_tree_glyphs_paint (glyphs, cr, TG_TREE_GLYPH_MARKUP, x, y);
  if (node->n_children > 0 && tg_tree_layout_get_collapsed (self->layout, node))
    tg_tree_glyphs_paint (glyphs, cr, TG_TREE_GLYPH_COLLAPSED, x, y);
  if (node == tg_game_get_current (self->game))
    tg_tree_glyphs_paint (glyphs, cr, TG_TREE_GLYPH_CURRENT, x, y);
}

/* The cells from @offset to @offset + @size along one axis. */
static void
visible_range (double  offset,
               double  size,
               guint  *first,
               guint  *last)
{
  double from = offset - MARGIN, to = offset + size - MARGIN;

  *first = from > 0 ? (guint) (from / CELL) : 0;
  *last = to > 0 ? (guint) (to / CELL) : 0;
}

void
_tg_game_tree_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  TgGameTree *self = TG_GAME_TREE (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  /* Whole device pixels, so that every picture is copied, not filtered. */
  double x = round (_tg_game_tree_scroll_x (self) * scale) / scale, y = round (_tg_game_tree_scroll_y (self) * scale) / scale;
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  g_autoptr(GArray) cells = g_array_new (FALSE, FALSE, sizeof (guint));
  cairo_surface_t *surface;
  cairo_t *cr;
  Frame frame = { self, NULL, LINES, nodes, cells };
  guint first_depth, last_depth, first_lane, last_lane;

  if (self->layout == NULL || width <= 0 || height <= 0)
    return;
  ensure_glyphs (self);
  visible_range (_tg_game_tree_vertical (self) ? y : x, _tg_game_tree_vertical (self) ? height : width,
                 &first_depth, &last_depth);
  visible_range (_tg_game_tree_vertical (self) ? x : y, _tg_game_tree_vertical (self) ? width : height,
                 &first_lane, &last_lane);

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  frame.cr = cairo_create (surface);
  cairo_translate (frame.cr, -x, -y);
  tg_tree_layout_visit (self->layout, first_depth, last_depth, first_lane, last_lane,
                        draw_edge, collect_node, &frame);
  fill_lines (&frame, tg_tree_glyphs_line_color (self->glyphs));
  /* Where Down leads, paler than where the game is. */
  if (self->trail != tg_game_get_current (self->game))
    {
      frame.lines = TRAIL;
      tg_tree_layout_visit_path (self->layout, self->trail, draw_edge, &frame);
      fill_lines (&frame, tg_tree_glyphs_trail_color (self->glyphs));
    }
  frame.lines = PATH;
  tg_tree_layout_visit_path (self->layout, tg_game_get_current (self->game), draw_edge, &frame);
  fill_lines (&frame, tg_tree_glyphs_path_color (self->glyphs));
  for (guint i = 0; i < nodes->len; i++)
    draw_node (&frame, g_ptr_array_index (nodes, i), g_array_index (cells, guint, 2 * i),
               g_array_index (cells, guint, 2 * i + 1));
  cairo_destroy (frame.cr);

  /* A cairo node holds the image as it is; a texture node would be
   * copied out again by the cairo renderer of GTK 4.8 at every frame. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

