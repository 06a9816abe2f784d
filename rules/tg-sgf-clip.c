/* tg-sgf-clip.c: variations as SGF text, for the clipboard — copied out
 * of a record as a game any Go program can paste, and pasted back from
 * whatever a program put there.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-sgf.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-node-private.h"

/* The root's properties that describe a game, not a position. */
static const char * const game_info_ids[] = {
  "GM", "FF", "CA", "AP", "SZ", "KM", "HA", "RU", "PB", "PW", "BR", "WR", "DT", "RE", "EV",
  "GN", "PC", "RO", "TM", "OT", "US", "SO", "CP", "AN", "ON", "GC", "BT", "WT", "ST",
};

static gboolean
is_game_info (const char *id)
{
  for (gsize i = 0; i < G_N_ELEMENTS (game_info_ids); i++)
    if (strcmp (id, game_info_ids[i]) == 0)
      return TRUE;
  return FALSE;
}

char *
tg_sgf_write_variation (const TgNode *node,
                        guint         size)
{
  g_autoptr(GPtrArray) roots = g_ptr_array_new ();
  g_autoptr(TgNode) root = NULL;
  g_autofree char *size_text = NULL;

  g_return_val_if_fail (node != NULL, NULL);

  root = tg_node_new ();
  size_text = g_strdup_printf ("%u", size);
  tg_node_set_value (root, "SZ", size_text);
  tg_node_append_child (root, tg_node_copy_tree (node));
  g_ptr_array_add (roots, root);
  return tg_sgf_write (roots);
}

GPtrArray *
tg_sgf_parse_variations (const char  *text,
                         gsize        length,
                         guint        size,
                         GPtrArray   *warnings,
                         GError     **error)
{
  g_autoptr(GPtrArray) roots = tg_sgf_parse (text, length, warnings, error);
  GPtrArray *lines;
  TgNode *root;
  const char *root_size;
  gboolean holds_play = FALSE;

  if (roots == NULL)
    return NULL;
  root = roots->pdata[0];
  if (roots->len > 1 && warnings != NULL)
    g_ptr_array_add (warnings,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   "%u more game in the text was left out: "
                                                   "only the first is pasted",
                                                   "%u more games in the text were left out: "
                                                   "only the first is pasted",
                                                   roots->len - 1),
                                      roots->len - 1));
  root_size = tg_node_get_value (root, "SZ");
  if (g_ascii_strtoull (root_size != NULL ? root_size : "19", NULL, 10) != size)
    {
      g_set_error (error, TG_SGF_ERROR, TG_SGF_ERROR_UNSUPPORTED,
                   _("The variation is for a board of %s × %s, not %u × %u"),
                   root_size != NULL ? root_size : "19", root_size != NULL ? root_size : "19",
                   size, size);
      return NULL;
    }

  lines = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_node_free);
  for (guint i = 0; i < root->n_props; i++)
    holds_play |= !is_game_info (root->props[i].id);
  /* A root with moves or setup of its own is the start of the line. */
  if (holds_play)
    {
      TgNode *copy = tg_node_copy_tree (root);

      for (gsize i = 0; i < G_N_ELEMENTS (game_info_ids); i++)
        tg_node_unset (copy, game_info_ids[i]);
      g_ptr_array_add (lines, copy);
      return lines;
    }
  while (root->n_children > 0)
    g_ptr_array_add (lines, tg_node_take (root->children[0]));
  return lines;
}
