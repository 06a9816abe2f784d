/* tg-text-record.c: text a cairo context records as SVG <text>.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-text-record.h"

#include <math.h>
#include <string.h>

static const cairo_user_data_key_t record_key;

void
tg_text_record_attach (cairo_t *cr,
                       GString *elements)
{
  g_return_if_fail (cr != NULL && elements != NULL);

  cairo_set_user_data (cr, &record_key, elements, NULL);
}

/* The source's colour as SVG says it; black when it is no plain colour. */
static void
append_fill (GString *out,
             cairo_t *cr)
{
  double r = 0, g = 0, b = 0, a = 1;

  if (cairo_pattern_get_rgba (cairo_get_source (cr), &r, &g, &b, &a) != CAIRO_STATUS_SUCCESS)
    r = g = b = 0, a = 1;
  g_string_append_printf (out, " fill=\"#%02x%02x%02x\"", (int) lround (r * 255),
                          (int) lround (g * 255), (int) lround (b * 255));
  if (a < 1)
    {
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (out, " fill-opacity=\"%s\"",
                              g_ascii_formatd (number, sizeof number, "%.3f", a));
    }
}

static void
append_number (GString    *out,
               const char *name,
               double      value)
{
  char number[G_ASCII_DTOSTR_BUF_SIZE];

  g_string_append_printf (out, " %s=\"%s\"", name,
                          g_ascii_formatd (number, sizeof number, "%.2f", value));
}

/* The layout's family, then the generic family a reader without it
 * falls back on: "Sans" and "Serif" are fontconfig's names, not CSS's. */
static char *
svg_family (const PangoFontDescription *font)
{
  const char *family = font != NULL ? pango_font_description_get_family (font) : NULL;
  g_autofree char *lower = g_ascii_strdown (family != NULL ? family : "sans", -1);
  g_autofree char *quoted = NULL;
  const char *generic = "sans-serif";

  if (strstr (lower, "mono") != NULL)
    generic = "monospace";
  else if (strstr (lower, "serif") != NULL && strstr (lower, "sans") == NULL)
    generic = "serif";
  if (family == NULL)
    return g_strdup (generic);
  quoted = g_markup_escape_text (family, -1);
  return g_strdup_printf ("'%s', %s", quoted, generic);
}

static void
record_line (GString              *out,
             cairo_t              *cr,
             PangoLayout          *layout,
             PangoLayoutLine      *line,
             const PangoRectangle *logical,
             double                x,
             double                baseline,
             TgTextAnchor          anchor)
{
  const char *text = pango_layout_get_text (layout);
  const PangoFontDescription *font = pango_layout_get_font_description (layout);
  double size = font != NULL ? (double) pango_font_description_get_size (font) / PANGO_SCALE : 10;
  double dx = 0, dy = size;
  g_autofree char *escaped = NULL;
  g_autofree char *family = NULL;
  const char *end = text + line->start_index + line->length;

  /* A line's own text, without the break that ends it. */
  while (end > text + line->start_index && (end[-1] == '\n' || end[-1] == '\r'))
    end--;
  if (end == text + line->start_index)
    return;
  escaped = g_markup_escape_text (text + line->start_index, end - (text + line->start_index));
  family = svg_family (font);
  if (anchor == TG_TEXT_ANCHOR_MIDDLE)
    x += (double) logical->width / PANGO_SCALE / 2;
  cairo_user_to_device (cr, &x, &baseline);
  cairo_user_to_device_distance (cr, &dx, &dy);
  g_string_append (out, "<text");
  append_number (out, "x", x);
  append_number (out, "y", baseline);
  g_string_append_printf (out, " font-family=\"%s\"", family);
  append_number (out, "font-size", hypot (dx, dy));
  if (font != NULL && pango_font_description_get_weight (font) != PANGO_WEIGHT_NORMAL)
    g_string_append_printf (out, " font-weight=\"%d\"", (int) pango_font_description_get_weight (font));
  if (anchor == TG_TEXT_ANCHOR_MIDDLE)
    g_string_append (out, " text-anchor=\"middle\"");
  append_fill (out, cr);
  g_string_append_printf (out, ">%s</text>\n", escaped);
}

void
tg_text_record_show_layout (cairo_t      *cr,
                            PangoLayout  *layout,
                            TgTextAnchor  anchor)
{
  GString *out = cairo_get_user_data (cr, &record_key);
  PangoLayoutIter *iter;
  double x0, y0;

  g_return_if_fail (cr != NULL && PANGO_IS_LAYOUT (layout));

  if (out == NULL)
    {
      pango_cairo_show_layout (cr, layout);
      return;
    }
  cairo_get_current_point (cr, &x0, &y0);
  iter = pango_layout_get_iter (layout);
  do
    {
      PangoRectangle logical;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      record_line (out, cr, layout, pango_layout_iter_get_line_readonly (iter), &logical,
                   x0 + (double) logical.x / PANGO_SCALE,
                   y0 + (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE, anchor);
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);
}

void
tg_text_record_insert (GString       *svg,
                       const GString *elements)
{
  const char *close;

  g_return_if_fail (svg != NULL && elements != NULL);

  close = g_strrstr (svg->str, "</svg>");
  g_return_if_fail (close != NULL);
  g_string_insert_len (svg, close - svg->str, elements->str, elements->len);
}
