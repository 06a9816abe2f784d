/* tg-sgf-write.c: the SGF writer.
 *
 * One node per line, variations indented by their depth (capped, so a
 * million nested variations do not cost a million spaces a line), long
 * nodes wrapped between values.  Iterative like the reader.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf.h"
#include "tg-atomic-file.h"

#include <string.h>

#define LINE_WIDTH 78
#define MAX_INDENT 16

typedef struct
{
  GString *out;
  gsize    line_start;
  guint    indent;
} Writer;

/* Root properties the writer owns: replaced where they stand, added in
 * front when missing. */
static const char * const root_ids[] = { "GM", "FF", "CA", "AP" };

/* Where the AP Tengen replaces is kept. */
#define ORIGINAL_AP "OAP"

static const char *
root_value (const char *id)
{
  if (strcmp (id, "GM") == 0)
    return "1";
  if (strcmp (id, "FF") == 0)
    return "4";
  if (strcmp (id, "CA") == 0)
    return "UTF-8";
  return "Tengen:" PACKAGE_VERSION;
}

static void
new_line (Writer *writer)
{
  g_string_append_c (writer->out, '\n');
  writer->line_start = writer->out->len;
  for (guint i = 0; i < writer->indent; i++)
    g_string_append (writer->out, "  ");
}

/* Breaks the line before a piece that would make it too long, unless the
 * line holds nothing but indentation. */
static void
wrap (Writer *writer,
      gsize   width)
{
  gsize used = writer->out->len - writer->line_start;

  if (used > writer->indent * 2 && used + width > LINE_WIDTH)
    new_line (writer);
}

static void
append_value (Writer     *writer,
              const char *value,
              gboolean    may_wrap)
{
  GString *out = writer->out;
  gsize length = strlen (value);
  const char *p = value, *end = value + length;

  if (may_wrap)
    wrap (writer, length + 2);
  g_string_append_c (out, '[');
  while (p < end)
    {
      const char *special = p;

      while (special < end && *special != ']' && *special != '\\')
        special++;
      g_string_append_len (out, p, special - p);
      if (special == end)
        break;
      g_string_append_c (out, '\\');
      g_string_append_c (out, *special);
      p = special + 1;
    }
  g_string_append_c (out, ']');
  if (memchr (value, '\n', length) != NULL)
    {
      gsize i = out->len;

      while (out->str[i - 1] != '\n')
        i--;
      writer->line_start = i;
    }
}

static void
append_prop (Writer       *writer,
             const TgProp *prop,
             const char   *replacement)
{
  const char *first = replacement != NULL ? replacement
                      : prop->n_values > 0 ? prop->values[0] : "";

  /* The identifier stays on the line of its first value. */
  wrap (writer, strlen (prop->id) + strlen (first) + 2);
  g_string_append (writer->out, prop->id);
  append_value (writer, first, FALSE);
  for (guint i = 1; replacement == NULL && i < prop->n_values; i++)
    append_value (writer, prop->values[i], TRUE);
}

static const char *
replacement_for (const char *id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (root_ids); i++)
    if (strcmp (id, root_ids[i]) == 0)
      return root_value (id);
  return NULL;
}

static void
append_node (Writer       *writer,
             const TgNode *node,
             gboolean      is_root)
{
  g_string_append_c (writer->out, ';');
  if (is_root)
    for (gsize i = 0; i < G_N_ELEMENTS (root_ids); i++)
      if (!tg_node_has_prop (node, root_ids[i]))
        {
          TgProp missing = { root_ids[i], NULL, 0 };

          append_prop (writer, &missing, root_value (root_ids[i]));
        }
  for (guint i = 0; i < node->n_props; i++)
    {
      const TgProp *prop = &node->props[i];

      append_prop (writer, prop, is_root ? replacement_for (prop->id) : NULL);
      /* The program that made the record stays named beside Tengen,
       * which wrote this file (tg-sgf.h). */
      if (is_root && strcmp (prop->id, "AP") == 0 && prop->n_values > 0
          && prop->values[0][0] != '\0' && !g_str_has_prefix (prop->values[0], "Tengen:")
          && !tg_node_has_prop (node, ORIGINAL_AP))
        {
          TgProp original = { ORIGINAL_AP, NULL, 0 };

          append_prop (writer, &original, prop->values[0]);
        }
    }
}

typedef struct
{
  const TgNode *node;   /* ends a sequence with variations */
  guint         next;   /* its next variation to write */
} Fork;

static void
append_tree (Writer       *writer,
             const TgNode *root,
             GArray       *forks)
{
  const TgNode *node = root;
  guint depth = 0;

  g_array_set_size (forks, 0);
  writer->indent = 0;
  g_string_append_c (writer->out, '(');
  append_node (writer, node, TRUE);
  for (;;)
    {
      /* The rest of this variation's sequence, one node a line. */
      while (node->n_children == 1)
        {
          node = node->children[0];
          new_line (writer);
          append_node (writer, node, FALSE);
        }
      if (node->n_children > 1)
        {
          Fork fork = { node, 0 };

          g_array_append_val (forks, fork);
          depth++;
        }
      else
        g_string_append_c (writer->out, ')');

      /* The next variation, closing the forks whose variations are done. */
      node = NULL;
      while (forks->len > 0 && node == NULL)
        {
          Fork *top = &g_array_index (forks, Fork, forks->len - 1);

          if (top->next < top->node->n_children)
            node = top->node->children[top->next++];
          else
            {
              g_array_set_size (forks, forks->len - 1);
              depth--;
              g_string_append_c (writer->out, ')');
            }
        }
      if (node == NULL)
        break;
      writer->indent = MIN (depth, MAX_INDENT);
      new_line (writer);
      g_string_append_c (writer->out, '(');
      append_node (writer, node, FALSE);
    }
  g_string_append_c (writer->out, '\n');
}

char *
tg_sgf_write (GPtrArray *roots)
{
  g_autoptr(GArray) forks = g_array_new (FALSE, FALSE, sizeof (Fork));
  Writer writer = { 0, };

  g_return_val_if_fail (roots != NULL, NULL);

  writer.out = g_string_sized_new (4096);
  for (guint i = 0; i < roots->len; i++)
    {
      writer.line_start = writer.out->len;
      append_tree (&writer, roots->pdata[i], forks);
    }
  return g_string_free (writer.out, FALSE);
}

gboolean
tg_sgf_save_file (GPtrArray     *roots,
                  GFile         *file,
                  GCancellable  *cancellable,
                  GError       **error)
{
  g_autofree char *contents = NULL;

  g_return_val_if_fail (roots != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  contents = tg_sgf_write (roots);
  return tg_atomic_file_replace (file, contents, strlen (contents), cancellable, error);
}
