/* tg-game-tree-private.h: what the parts of the tree panel share —
 * tg-game-tree.c (the widget, scrolling, following the game, the keys),
 * tg-game-tree-draw.c (a frame) and tg-game-tree-describe.c (what it
 * says of a node).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "tg-game-tree.h"
#include "tg-tree-glyphs.h"
#include "tg-tree-layout.h"

G_BEGIN_DECLS

/* Logical pixels: a node's cell, and the space around the tree. */
#define CELL 26
#define MARGIN 6

struct _TgGameTree
{
  GtkWidget        parent_instance;

  TgGame          *game;
  TgTreeLayout    *layout;
  GtkOrientation   orientation;
  GtkAdjustment   *hadjustment;
  GtkAdjustment   *vadjustment;
  guint            hscroll_policy : 1;
  guint            vscroll_policy : 1;
  gboolean         scroll_pending;   /* bring the current node into view */
  gboolean         centred;          /* ...which was put in the centre */
  int              allocated_width;  /* the size last allocated */
  int              allocated_height;
  TgNode          *trail;            /* the deepest node of the line last walked */
  TgTreeGlyphs    *glyphs;
  AdwStyleManager *style_manager;
  GtkWidget       *menu;             /* the context menu, once opened */
};

/* What a node shows besides its stone. */
typedef struct
{
  gboolean    comment;
  gboolean    markup;
  gboolean    hotspot;
  TgTreeGlyph annotation;  /* TG_TREE_N_GLYPHS for none */
} TgTreeMarks;

static inline gboolean
_tg_game_tree_vertical (TgGameTree *self)
{
  return self->orientation == GTK_ORIENTATION_VERTICAL;
}

/* tg-game-tree.c */
/* The top left corner of a cell, in the tree's own coordinates. */
void          _tg_game_tree_cell_origin   (TgGameTree  *self,
                                           guint        depth,
                                           guint        lane,
                                           double      *x,
                                           double      *y);
double        _tg_game_tree_scroll_x      (TgGameTree  *self);
double        _tg_game_tree_scroll_y      (TgGameTree  *self);
/* The node drawn at a point of the widget, or NULL. */
TgNode       *_tg_game_tree_node_at_point (TgGameTree  *self,
                                           double       x,
                                           double       y);

/* tg-game-tree-draw.c */
void          _tg_game_tree_snapshot      (GtkWidget   *widget,
                                           GtkSnapshot *snapshot);
void          _tg_game_tree_read_marks    (TgNode      *node,
                                           TgTreeMarks *marks);
gboolean      _tg_game_tree_has_setup     (TgNode      *node);

/* tg-game-tree-describe.c */
/* The current node's description, and what the actions offer there. */
void          _tg_game_tree_update_description (TgGameTree *self);
gboolean      _tg_game_tree_query_tooltip (TgGameTree  *self,
                                           int          x,
                                           int          y,
                                           gboolean     keyboard,
                                           GtkTooltip  *tooltip);

gboolean      tg_game_tree_get_collapsed (TgGameTree *self,
                                          TgNode     *node);
TgGame       *tg_game_tree_get_game     (TgGameTree *self);

GtkWidget    *tg_game_tree_new          (void);

G_END_DECLS
