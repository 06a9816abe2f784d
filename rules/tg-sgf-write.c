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
#include "tg-game.h"
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

typedef enum
{
  NODE,
  ROOT,            /* the writer owns GM, FF, CA and AP */
  ROOT_AS_READ,    /* a game Tengen could not take: only CA, as the text is UTF-8 now */
} NodeKind;

/* Which of the root properties the writer owns it writes for @kind. */
static gboolean
owned (NodeKind    kind,
       const char *id)
{
  return kind == ROOT || (kind == ROOT_AS_READ && strcmp (id, "CA") == 0);
}

/* OAP as a Tengen root writes it: the programs OAP names already, then
 * those AP names that it does not, Tengen aside.  Empty when there is
 * none. */
static GPtrArray *
original_programs (const TgNode *node)
{
  const TgProp *ap = tg_node_get_prop (node, "AP");
  const TgProp *oap = tg_node_get_prop (node, ORIGINAL_AP);
  GPtrArray *programs = g_ptr_array_new ();

  for (guint i = 0; oap != NULL && i < oap->n_values; i++)
    g_ptr_array_add (programs, oap->values[i]);
  for (guint i = 0; ap != NULL && i < ap->n_values; i++)
    {
      const char *value = ap->values[i];

      if (value[0] != '\0' && !g_str_has_prefix (value, "Tengen:")
          && !g_ptr_array_find_with_equal_func (programs, value, g_str_equal, NULL))
        g_ptr_array_add (programs, (gpointer) value);
    }
  return programs;
}

static void
append_node (Writer       *writer,
             const TgNode *node,
             NodeKind      kind)
{
  gboolean is_root = kind == ROOT;

  g_string_append_c (writer->out, ';');
  for (gsize i = 0; i < G_N_ELEMENTS (root_ids); i++)
    if (owned (kind, root_ids[i]) && !tg_node_has_prop (node, root_ids[i]))
      {
        TgProp missing = { root_ids[i], NULL, 0 };

        append_prop (writer, &missing, root_value (root_ids[i]));
      }
  for (guint i = 0; i < node->n_props; i++)
    {
      const TgProp *prop = &node->props[i];
      gboolean ap = is_root && strcmp (prop->id, "AP") == 0;
      gboolean oap = is_root && strcmp (prop->id, ORIGINAL_AP) == 0;
      g_autoptr(GPtrArray) programs = NULL;

      /* The programs that made the record stay named beside Tengen,
       * which wrote this file (tg-sgf.h): OAP where it stands, or
       * after AP. */
      if (oap || (ap && !tg_node_has_prop (node, ORIGINAL_AP)))
        programs = original_programs (node);
      if (!oap)
        append_prop (writer, prop, owned (kind, prop->id) ? replacement_for (prop->id) : NULL);
      if (programs != NULL && programs->len > 0)
        {
          TgProp original = { ORIGINAL_AP, (char **) programs->pdata, programs->len };

          append_prop (writer, &original, NULL);
        }
    }
}

typedef struct
{
  const TgNode *node;   /* ends a sequence with variations */
  guint         next;   /* its next variation to write */
} Fork;

/* A tree is written node by node, so that a caller with a frame to keep
 * can write a large one a piece at a time.  Between two pieces @node is
 * the node written last, its children not yet looked at. */
struct _TgSgfWriter
{
  Writer        writer;
  GArray       *forks;   /* Fork */
  const TgNode *root;
  const TgNode *node;
  guint         depth;
  NodeKind      root_kind;
  gboolean      done;
};

TgSgfWriter *
tg_sgf_writer_new (const TgNode *root)
{
  TgSgfWriter *self;

  g_return_val_if_fail (root != NULL, NULL);

  self = g_new0 (TgSgfWriter, 1);
  self->writer.out = g_string_sized_new (4096);
  self->forks = g_array_new (FALSE, FALSE, sizeof (Fork));
  self->root = root;
  self->root_kind = ROOT;
  return self;
}

TgSgfWriter *
tg_sgf_writer_new_as_read (const TgNode *root)
{
  TgSgfWriter *self = tg_sgf_writer_new (root);

  if (self != NULL)
    self->root_kind = ROOT_AS_READ;
  return self;
}

gboolean
tg_sgf_writer_step (TgSgfWriter *self,
                    guint        max_nodes)
{
  Writer *writer;

  g_return_val_if_fail (self != NULL, TRUE);

  writer = &self->writer;
  if (self->node == NULL && !self->done && max_nodes > 0)
    {
      g_string_append_c (writer->out, '(');
      append_node (writer, self->root, self->root_kind);
      self->node = self->root;
      max_nodes--;
    }
  while (!self->done && max_nodes > 0)
    {
      const TgNode *node = self->node;

      /* The rest of this variation's sequence, one node a line. */
      if (node->n_children == 1)
        {
          self->node = node->children[0];
          new_line (writer);
          append_node (writer, self->node, NODE);
          max_nodes--;
          continue;
        }
      if (node->n_children > 1)
        {
          Fork fork = { node, 0 };

          g_array_append_val (self->forks, fork);
          self->depth++;
        }
      else
        g_string_append_c (writer->out, ')');

      /* The next variation, closing the forks whose variations are done. */
      node = NULL;
      while (self->forks->len > 0 && node == NULL)
        {
          Fork *top = &g_array_index (self->forks, Fork, self->forks->len - 1);

          if (top->next < top->node->n_children)
            node = top->node->children[top->next++];
          else
            {
              g_array_set_size (self->forks, self->forks->len - 1);
              self->depth--;
              g_string_append_c (writer->out, ')');
            }
        }
      if (node == NULL)
        {
          g_string_append_c (writer->out, '\n');
          self->done = TRUE;
          break;
        }
      writer->indent = MIN (self->depth, MAX_INDENT);
      new_line (writer);
      g_string_append_c (writer->out, '(');
      append_node (writer, node, NODE);
      self->node = node;
      max_nodes--;
    }
  return self->done;
}

GBytes *
tg_sgf_writer_free_to_bytes (TgSgfWriter *self)
{
  GBytes *bytes;

  g_return_val_if_fail (self != NULL, NULL);

  bytes = g_string_free_to_bytes (self->writer.out);
  g_array_unref (self->forks);
  g_free (self);
  return bytes;
}

void
tg_sgf_writer_free (TgSgfWriter *self)
{
  if (self == NULL)
    return;
  g_bytes_unref (tg_sgf_writer_free_to_bytes (self));
}

char *
tg_sgf_write (GPtrArray *roots)
{
  GString *out;

  g_return_val_if_fail (roots != NULL, NULL);

  out = g_string_sized_new (4096);
  for (guint i = 0; i < roots->len; i++)
    {
      /* A game of a collection that Tengen could not take goes back as
       * it came. */
      TgSgfWriter *writer = tg_game_check_root (roots->pdata[i], NULL)
                            ? tg_sgf_writer_new (roots->pdata[i])
                            : tg_sgf_writer_new_as_read (roots->pdata[i]);
      g_autoptr(GBytes) text = NULL;
      gsize length;
      const char *data;

      tg_sgf_writer_step (writer, G_MAXUINT);
      text = tg_sgf_writer_free_to_bytes (writer);
      data = g_bytes_get_data (text, &length);
      g_string_append_len (out, data, length);
    }
  return g_string_free (out, FALSE);
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
