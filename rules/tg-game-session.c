/* tg-game-session.c: what a draft keeps of a game besides its record —
 * the current node and the course of play, which the record alone does
 * not say (a resumption, marks not yet accepted, a count in a variation).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-game-private.h"

#include <gio/gio.h>
#include <glib/gi18n.h>

static GVariant *
node_path (TgNode *node)
{
  g_autoptr(GArray) path = g_array_new (FALSE, FALSE, sizeof (guint32));

  for (; node->parent != NULL; node = node->parent)
    {
      guint32 index = (guint32) tg_node_child_index (node);

      g_array_append_val (path, index);
    }
  /* Stored root first, as it is followed back. */
  for (guint i = 0; i < path->len / 2; i++)
    {
      guint32 swap = g_array_index (path, guint32, i);

      g_array_index (path, guint32, i) = g_array_index (path, guint32, path->len - 1 - i);
      g_array_index (path, guint32, path->len - 1 - i) = swap;
    }
  return g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, path->data, path->len,
                                    sizeof (guint32));
}

/* The node at @path, or NULL when the record has none there. */
static TgNode *
follow_path (TgNode   *root,
             GVariant *path)
{
  gsize n;
  const guint32 *steps = g_variant_get_fixed_array (path, &n, sizeof (guint32));
  TgNode *node = root;

  for (gsize i = 0; i < n; i++)
    {
      if (steps[i] >= node->n_children)
        return NULL;
      node = node->children[steps[i]];
    }
  return node;
}

GVariant *
tg_game_save_session (TgGame *self)
{
  GVariantBuilder builder;
  g_autoptr(GArray) dead = g_array_new (FALSE, FALSE, sizeof (guint32));
  guint n_points;

  g_return_val_if_fail (TG_IS_GAME (self), NULL);

  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (&builder, "{sv}", "takebacks", g_variant_new_boolean (self->takebacks));
  /* Not opened since it was read, the game stands as its record opens:
   * working that out for the draft would cost what the lazy game saves. */
  if (!tg_game_get_opened (self))
    return g_variant_builder_end (&builder);

  n_points = tg_board_get_n_points (self->board);
  for (guint n = 0; n < n_points; n++)
    if (tg_point_set_contains (self->dead, tg_board_nth_point (self->board, n)))
      {
        guint32 index = n;

        g_array_append_val (dead, index);
      }

  g_variant_builder_add (&builder, "{sv}", "current", node_path (self->current));
  g_variant_builder_add (&builder, "{sv}", "phase", g_variant_new_uint32 (self->phase));
  g_variant_builder_add (&builder, "{sv}", "end-reason", g_variant_new_uint32 (self->end_reason));
  g_variant_builder_add (&builder, "{sv}", "first-passer",
                         g_variant_new_uint32 (self->first_passer));
  if (self->end_node != NULL)
    g_variant_builder_add (&builder, "{sv}", "end", node_path (self->end_node));
  g_variant_builder_add (&builder, "{sv}", "resumed", g_variant_new_boolean (self->resumed));
  if (self->resume_node != NULL)
    g_variant_builder_add (&builder, "{sv}", "resume", node_path (self->resume_node));
  g_variant_builder_add (&builder, "{sv}", "dead",
                         g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, dead->data, dead->len,
                                                    sizeof (guint32)));
  return g_variant_builder_end (&builder);
}

static gboolean
lookup_node (TgGame      *self,
             GVariantDict *dict,
             const char  *key,
             gboolean     required,
             TgNode     **node)
{
  g_autoptr(GVariant) path = g_variant_dict_lookup_value (dict, key, G_VARIANT_TYPE ("au"));

  *node = path != NULL ? follow_path (self->root, path) : NULL;
  return *node != NULL || (path == NULL && !required);
}

gboolean
tg_game_restore_session (TgGame    *self,
                         GVariant  *state,
                         GError   **error)
{
  g_auto(GVariantDict) dict = G_VARIANT_DICT_INIT (state);
  g_autoptr(GVariant) dead = NULL;
  g_autoptr(TgPointSet) marks = tg_point_set_new ();
  TgNode *current, *end, *resume;
  guint32 phase = TG_PHASE_PLAYING, end_reason = TG_END_NONE, first_passer = TG_EMPTY;
  gboolean resumed = FALSE, takebacks = self->takebacks;
  guint n_points;

  g_return_val_if_fail (TG_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_variant_is_of_type (state, G_VARIANT_TYPE_VARDICT), FALSE);
  g_return_val_if_fail (self->step_depth == 0, FALSE);

  /* The state of a game not opened: as the record opens. */
  if (!g_variant_dict_contains (&dict, "current"))
    {
      g_variant_dict_lookup (&dict, "takebacks", "b", &takebacks);
      self->takebacks = takebacks;
      return TRUE;
    }
  tg_game_ensure_replay (self);

  g_variant_dict_lookup (&dict, "phase", "u", &phase);
  g_variant_dict_lookup (&dict, "end-reason", "u", &end_reason);
  g_variant_dict_lookup (&dict, "first-passer", "u", &first_passer);
  g_variant_dict_lookup (&dict, "resumed", "b", &resumed);
  g_variant_dict_lookup (&dict, "takebacks", "b", &takebacks);
  n_points = tg_board_get_n_points (self->board);
  dead = g_variant_dict_lookup_value (&dict, "dead", G_VARIANT_TYPE ("au"));
  if (dead != NULL)
    {
      gsize n;
      const guint32 *points = g_variant_get_fixed_array (dead, &n, sizeof (guint32));

      for (gsize i = 0; i < n; i++)
        {
          if (points[i] >= n_points)
            goto mismatch;
          tg_point_set_add (marks, tg_board_nth_point (self->board, points[i]));
        }
    }
  if (!lookup_node (self, &dict, "current", TRUE, &current)
      || !lookup_node (self, &dict, "end", phase != TG_PHASE_PLAYING, &end)
      || !lookup_node (self, &dict, "resume", resumed, &resume)
      || phase > TG_PHASE_FINISHED || end_reason > TG_END_TIME || first_passer > TG_WHITE)
    goto mismatch;

  self->takebacks = takebacks;
  self->end_reason = end_reason;
  self->first_passer = first_passer;
  self->resumed = resumed;
  self->resume_node = resume;
  tg_point_set_free (self->dead);
  self->dead = g_steal_pointer (&marks);
  tg_game_set_end_node (self, end);
  tg_game_set_phase (self, phase);
  tg_game_set_current (self, current);
  return TRUE;

mismatch:
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("The saved state of the game does not fit its record"));
  return FALSE;
}
