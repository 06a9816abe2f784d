/* test-sgf-fidelity.c: what a record read and written keeps, over the
 * whole corpus — every value of every property, and its nodes.
 *
 * The files are scanned here a second time, by a scanner that knows
 * only SGF's brackets and escapes, so that what the reader itself might
 * change is seen: the values and the tree as the file has them, against
 * the file written (tg_sgf_write ()) and read back.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <string.h>

#include "tg-sgf.h"
#include "tg-sgf-private.h"
#include "tg-test-util.h"

typedef struct
{
  char *id;
  char *value;
} RawValue;

typedef struct
{
  int     parent;   /* index in its game, -1 for the root */
  GArray *values;   /* RawValue */
} RawNode;

static void
raw_value_clear (RawValue *value)
{
  g_free (value->id);
  g_free (value->value);
}

static void
raw_node_free (RawNode *node)
{
  g_array_unref (node->values);
  g_free (node);
}

/* A value as the reader gives it: escapes and soft line breaks gone,
 * line ends "\n". */
static char *
unescape (const char *p,
          const char *end)
{
  GString *out = g_string_new (NULL);

  while (p < end)
    {
      char c = *p++;

      if (c == '\\' && p < end)
        {
          c = *p++;
          if (c == '\r' || c == '\n')
            {
              if (p < end && (*p == '\r' || *p == '\n') && *p != c)
                p++;
              continue;
            }
        }
      else if (c == '\r')
        {
          if (p < end && *p == '\n')
            p++;
          c = '\n';
        }
      g_string_append_c (out, c);
    }
  return g_string_free (out, FALSE);
}

/* The games of @text (GPtrArray of RawNode, in file order, which is the
 * tree's pre-order). */
static GPtrArray *
scan (const char *text,
      gsize       length)
{
  GPtrArray *games = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GArray) open = g_array_new (FALSE, FALSE, sizeof (int));
  GPtrArray *game = NULL;
  g_autofree char *id = NULL;
  int current = -1;
  gsize i = 0;

  while (i < length)
    {
      char c = text[i];

      if (c == '[')
        {
          gsize j = i + 1;

          while (j < length && text[j] != ']')
            j += text[j] == '\\' ? 2 : 1;
          if (id != NULL && current >= 0)
            {
              RawNode *node = game->pdata[current];
              RawValue value = { g_strdup (id), unescape (text + i + 1, text + MIN (j, length)) };

              g_array_append_val (node->values, value);
            }
          i = j + 1;
          continue;
        }
      if (c == '(')
        {
          if (open->len == 0)
            {
              game = g_ptr_array_new_with_free_func ((GDestroyNotify) raw_node_free);
              g_ptr_array_add (games, game);
              current = -1;
            }
          g_array_append_val (open, current);
        }
      else if (c == ')' && open->len > 0)
        {
          current = g_array_index (open, int, open->len - 1);
          g_array_set_size (open, open->len - 1);
        }
      else if (c == ';' || (g_ascii_isupper (c) && game != NULL && current < 0))
        {
          RawNode *node = g_new0 (RawNode, 1);

          if (game == NULL)
            {
              game = g_ptr_array_new_with_free_func ((GDestroyNotify) raw_node_free);
              g_ptr_array_add (games, game);
            }
          node->parent = current;
          node->values = g_array_new (FALSE, FALSE, sizeof (RawValue));
          g_array_set_clear_func (node->values, (GDestroyNotify) raw_value_clear);
          g_ptr_array_add (game, node);
          current = game->len - 1;
          g_clear_pointer (&id, g_free);
          if (c == ';')
            {
              i++;
              continue;
            }
        }
      if (g_ascii_isalpha (c))
        {
          GString *upper = g_string_new (NULL);

          /* FF[3]'s lower-case letters are not part of the name. */
          while (i < length && g_ascii_isalpha (text[i]))
            {
              if (g_ascii_isupper (text[i]))
                g_string_append_c (upper, text[i]);
              i++;
            }
          g_free (id);
          id = upper->len > 0 ? g_strdup (upper->str) : NULL;
          g_string_free (upper, TRUE);
          continue;
        }
      i++;
    }
  return games;
}

/* The nodes of @root in pre-order, and each one's parent's index. */
static GPtrArray *
flatten (TgNode *root,
         GArray *parents)
{
  GPtrArray *nodes = g_ptr_array_new ();
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);

  g_ptr_array_add (stack, root);
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      int parent = node == root ? -1
                   : GPOINTER_TO_INT (g_hash_table_lookup (index, node->parent)) - 1;

      g_hash_table_insert (index, node, GINT_TO_POINTER (nodes->len + 1));
      g_ptr_array_add (nodes, node);
      g_array_append_val (parents, parent);
      for (guint i = tg_node_get_n_children (node); i-- > 0;)
        g_ptr_array_add (stack, tg_node_get_child (node, i));
    }
  return nodes;
}

typedef struct
{
  GPtrArray *raw;       /* the file's games, scanned here */
  GPtrArray *again;     /* the games of the file written, read back */
  GPtrArray *warnings;  /* of the first reading */
  char      *text;      /* the file as UTF-8 */
} Record;

static void
record_clear (Record *record)
{
  g_clear_pointer (&record->raw, g_ptr_array_unref);
  g_clear_pointer (&record->again, g_ptr_array_unref);
  g_clear_pointer (&record->warnings, g_ptr_array_unref);
  g_clear_pointer (&record->text, g_free);
}

/* FALSE when the reader refuses the file, or reads it only up to a
 * slip in its syntax: what comes after one is not read (test-corpus
 * checks what is). */
static gboolean
record_read (Record     *record,
             const char *path)
{
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *written = NULL;
  TgSgfText text;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  record->warnings = g_ptr_array_new_with_free_func (g_free);
  roots = tg_sgf_parse (contents, length, record->warnings, NULL);
  if (roots == NULL || tg_test_has_warning (record->warnings, "The game is read up to there")
      || tg_test_has_warning (record->warnings, "Nothing of the game could be read"))
    return FALSE;
  /* The file's text in the charset the reader found. */
  g_assert_true (tg_sgf_text_decode (&text, contents, length, NULL, &error));
  record->text = g_strndup (text.text, text.length);
  record->raw = scan (record->text, text.length);
  tg_sgf_text_clear (&text);

  written = tg_sgf_write (roots);
  record->again = tg_sgf_parse (written, strlen (written), NULL, &error);
  g_assert_no_error (error);
  return TRUE;
}

/* Whether game @g of @record has the file's tree: the same nodes, each
 * under the same parent. */
static gboolean
same_tree (Record *record,
           guint   g)
{
  GPtrArray *raw = record->raw->pdata[g];
  g_autoptr(GArray) parents = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GPtrArray) nodes = flatten (record->again->pdata[g], parents);

  if (nodes->len != raw->len)
    return FALSE;
  for (guint i = 0; i < raw->len; i++)
    if (((RawNode *) raw->pdata[i])->parent != g_array_index (parents, int, i))
      return FALSE;
  return TRUE;
}

static gboolean
node_has (TgNode     *node,
          const char *id,
          const char *value)
{
  const TgProp *prop = tg_node_get_prop (node, id);
  TgSgfValueType type = tg_sgf_value_type (id);

  for (guint i = 0; prop != NULL && i < prop->n_values; i++)
    if (strcmp (prop->values[i], value) == 0
        || ((type == TG_SGF_TYPE_TEXT || type == TG_SGF_TYPE_SIMPLE_TEXT)
            && strstr (prop->values[i], value) != NULL))
      return TRUE;
  return FALSE;
}

/* Whether @value of @id is in one of @nodes of the file written, or is
 * one of the root's values the reader read otherwise and said so. */
static gboolean
found (Record     *record,
       GPtrArray  *nodes,
       const char *id,
       const char *value)
{
  g_autofree char *quoted = NULL;
  g_autofree char *said = NULL;

  /* The writer's own: the text is UTF-8 FF[4] now, and a Go record. */
  if (strcmp (id, "GM") == 0 || strcmp (id, "FF") == 0 || strcmp (id, "CA") == 0)
    return TRUE;
  for (guint i = 0; i < nodes->len; i++)
    if (node_has (nodes->pdata[i], id, value)
        || (strcmp (id, "AP") == 0 && node_has (nodes->pdata[i], "OAP", value)))
      return TRUE;
  /* Fox's komi in hundredths, SZ[19:19]: converted, with a warning. */
  quoted = tg_sgf_quote (value, 20);
  said = g_strdup_printf ("%s[%s]", id, quoted);
  return tg_test_has_warning (record->warnings, said);
}

/* Every value of every property of every corpus file is in the file
 * written: as a value, or inside a text joined from several (a comment
 * or a name given twice in one node), or, for AP, in OAP.  C given
 * twice was written as C[...][...], which other readers cut to the
 * first; Fox's AP[foxwq] beside AP[GNU Go:3.8] was dropped. */
static void
test_values_kept (void)
{
  g_autoptr(GPtrArray) files = NULL;
  guint64 checked = 0;
  guint read = 0;

  files = tg_test_corpus_sgf_files (".", NULL);
  for (guint f = 0; f < files->len; f++)
    {
      const char *path = files->pdata[f];
      Record record = { 0 };
      gboolean whole_file;

      if (!record_read (&record, path))
        {
          record_clear (&record);
          continue;
        }
      read++;
      /* Node by node where the trees agree; else over the whole file
       * (the reader's repairs of a tree, listed by the test below). */
      whole_file = record.raw->len != record.again->len;
      for (guint g = 0; g < record.raw->len && !whole_file; g++)
        whole_file = !same_tree (&record, g);
      for (guint g = 0; g < record.raw->len; g++)
        {
          GPtrArray *raw = record.raw->pdata[g];
          g_autoptr(GArray) parents = g_array_new (FALSE, FALSE, sizeof (int));
          g_autoptr(GPtrArray) nodes = NULL;
          gboolean per_node = !whole_file;

          if (whole_file)
            {
              nodes = g_ptr_array_new ();
              for (guint k = 0; k < record.again->len; k++)
                {
                  g_autoptr(GPtrArray) some = flatten (record.again->pdata[k], parents);

                  g_ptr_array_extend (nodes, some, NULL, NULL);
                }
            }
          else
            nodes = flatten (record.again->pdata[g], parents);
          for (guint n = 0; n < raw->len; n++)
            {
              RawNode *node = raw->pdata[n];

              for (guint v = 0; v < node->values->len; v++)
                {
                  const RawValue *value = &g_array_index (node->values, RawValue, v);
                  g_autoptr(GPtrArray) one = g_ptr_array_new ();

                  if (per_node)
                    g_ptr_array_add (one, nodes->pdata[n]);
                  if (!found (&record, per_node ? one : nodes, value->id, value->value))
                    {
                      g_autofree char *quoted = tg_sgf_quote (value->value, 60);

                      g_error ("%s: game %u, node %u: %s[%s] is not in the file written",
                               path, g + 1, n + 1, value->id, quoted);
                    }
                  checked++;
                }
            }
        }
      record_clear (&record);
    }
  g_test_message ("%u files, %" G_GUINT64_FORMAT " values found in the files written",
                  read, checked);
  g_assert_cmpuint (read, >, 1000);
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init_corpus (&argc, &argv);
  g_test_init (&argc, &argv, NULL);

  tg_test_add_corpus_func ("/sgf-fidelity/values-kept", test_values_kept);

  return tg_test_run ();
}
