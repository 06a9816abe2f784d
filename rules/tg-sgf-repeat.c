/* tg-sgf-repeat.c: a property given twice in one node, or a list given
 * to a property of one value, made FF[4] again without losing a value.
 *
 * FF[4] allows each property once in a node and a list only where its
 * type is one; other readers keep the first value of anything else.  So
 * texts are joined into one (a comment's parts a line apart, a name's
 * with a separator), lists merged, and the rest (numbers, moves) kept as
 * read, flagged: joining "6.5" and "7" gives no komi.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf.h"
#include "tg-sgf-private.h"
#include "tg-node-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Between the parts of a simple text joined: names and places may hold
 * commas ("Lee, Sedol"), seldom a semicolon. */
#define SIMPLE_TEXT_SEPARATOR "; "

/* FF[4]'s Text and SimpleText properties, AP and CA aside (the writer
 * owns them: AP keeps every program it names, in OAP). */
static const char * const texts[] = { "C", "GC" };
static const char * const simple_texts[] = {
  "AN", "BR", "BT", "CP", "DT", "EV", "GN", "N", "ON", "OT", "PB", "PC", "PW", "RE", "RO",
  "RU", "SO", "US", "WR", "WT",
};
/* Properties of one value that are no text: numbers, colours, moves,
 * the root's setup.  The rest are lists, or unknown to FF[4] and kept
 * as any reader keeps them. */
static const char * const single[] = {
  "B", "W", "KO", "MN", "PL", "DM", "GB", "GW", "HO", "UC", "V", "BM", "DO", "IT", "TE",
  "FF", "GM", "SZ", "HA", "KM", "TM", "ST", "BL", "WL", "OB", "OW", "FG", "PM",
};

static gboolean
listed (const char         *id,
        const char * const *ids,
        gsize               n)
{
  for (gsize i = 0; i < n; i++)
    if (strcmp (id, ids[i]) == 0)
      return TRUE;
  return FALSE;
}

TgSgfValueType
tg_sgf_value_type (const char *id)
{
  if (listed (id, texts, G_N_ELEMENTS (texts)))
    return TG_SGF_TYPE_TEXT;
  if (listed (id, simple_texts, G_N_ELEMENTS (simple_texts)))
    return TG_SGF_TYPE_SIMPLE_TEXT;
  if (listed (id, single, G_N_ELEMENTS (single)))
    return TG_SGF_TYPE_SINGLE;
  return TG_SGF_TYPE_LIST;
}

/* @prop's values from @from on made one, in @node's arena. */
static void
join_values (TgNode     *node,
             TgProp     *prop,
             guint       from,
             const char *separator)
{
  gsize length = 0, separator_length = strlen (separator);
  char *joined, *w;

  for (guint i = from; i < prop->n_values; i++)
    length += strlen (prop->values[i]) + separator_length;
  joined = w = tg_node_arena_alloc (node->arena, length + 1);
  for (guint i = from; i < prop->n_values; i++)
    {
      gsize n = strlen (prop->values[i]);

      if (i > from)
        {
          memcpy (w, separator, separator_length);
          w += separator_length;
        }
      memcpy (w, prop->values[i], n);
      w += n;
    }
  *w = '\0';
  prop->values[from] = joined;
  prop->n_values = from + 1;
}

/* Whether every value of @prop is its first. */
static gboolean
all_the_same (const TgProp *prop)
{
  for (guint i = 1; i < prop->n_values; i++)
    if (strcmp (prop->values[i], prop->values[0]) != 0)
      return FALSE;
  return TRUE;
}

char *
tg_sgf_fold_values (TgNode   *node,
                    TgProp   *prop,
                    gboolean  repeated)
{
  TgSgfValueType type = tg_sgf_value_type (prop->id);
  g_autofree char *quoted = NULL;

  if (prop->n_values < 2)
    return NULL;
  switch (type)
    {
    case TG_SGF_TYPE_TEXT:
      join_values (node, prop, 0, "\n");
      return repeated
             ? g_strdup_printf (_("%s given twice in one node: the texts were joined into one, "
                                  "a line between them"), prop->id)
             : g_strdup_printf (_("%s with several values: joined into one text, a line "
                                  "between each"), prop->id);
    case TG_SGF_TYPE_SIMPLE_TEXT:
      join_values (node, prop, 0, SIMPLE_TEXT_SEPARATOR);
      quoted = tg_sgf_quote (prop->values[0], 40);
      return repeated
             ? g_strdup_printf (_("%s given twice in one node: the values were joined into "
                                  "one, “%s”"), prop->id, quoted)
             : g_strdup_printf (_("%s with several values: joined into one, “%s”"),
                                prop->id, quoted);
    case TG_SGF_TYPE_SINGLE:
      /* Two moves in one node are the reader's to say, with the move. */
      if (!repeated || strcmp (prop->id, "B") == 0 || strcmp (prop->id, "W") == 0)
        return NULL;
      quoted = tg_sgf_quote (prop->values[0], 20);
      if (all_the_same (prop))
        {
          prop->n_values = 1;
          return g_strdup_printf (_("%s[%s] given twice in one node: read once"), prop->id,
                                  quoted);
        }
      return g_strdup_printf (_("%s given twice in one node with different values: the "
                                "first, “%s”, is used, every one is kept"), prop->id, quoted);
    case TG_SGF_TYPE_LIST:
    default:
      if (!repeated)
        return NULL;
      if (strcmp (prop->id, "AP") == 0)
        return g_strdup_printf (_("%s given twice in one node: every program it names is "
                                  "kept"), prop->id);
      return g_strdup_printf (_("%s given twice in one node: its values were merged into "
                                "one list"), prop->id);
    }
}
