/* tg-document-private.h: what the two parts of TgDocument share —
 * tg-document.c (the object, loading, the collection of games) and
 * tg-document-write.c (turning the games into text, saving).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-document.h"

G_BEGIN_DECLS

/* One game tree of the file: a game, or a root Tengen cannot show, kept
 * to be written back where it was. */
typedef struct
{
  TgGame *game;
  TgNode *root;
  /* The tree as text, kept while its game is at that version, so a save
   * or a draft writes only what changed. */
  GBytes *text;
  guint64 text_version;
} Entry;

struct _TgDocument
{
  GObject     parent_instance;

  GPtrArray  *entries;         /* Entry *, in the file's order */
  GListStore *games;           /* the entries' games, in that order */
  guint       game_index;
  GFile      *file;
  char       *title;
  GPtrArray  *warnings;
  guint       n_added_warnings;
  guint       n_flagged;
  char       *players[2];
  GVariant   *clock_state;

  /* Adding or removing a game changes the file as much as an edit. */
  guint       collection_version;
  guint       saved_collection_version;
  gboolean    forced_modified;
  gboolean    modified;        /* as last notified */
  gint64      slice_us;
  guint       saving;
  GCancellable *title_query;
};

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_SAVING,
  N_PROPS
};

extern GParamSpec *_tg_document_properties[N_PROPS];

void          _tg_document_update_modified (TgDocument *self);
void          _tg_document_set_file        (TgDocument *self,
                                            GFile      *file);

gboolean      tg_document_get_saving       (TgDocument         *document);

/* The collection as SGF, every game in the file's order. */
GBytes       *tg_document_serialize        (TgDocument         *document);

/* The file the document saves to, without writing it (a recovered
 * draft's). */
void          tg_document_set_file         (TgDocument         *document,
                                            GFile              *file);

/* How long each slice holds the caller's thread (4 ms; 0: one game a
 * slice), for tests and benchmarks. */
void          tg_document_set_slice_time   (TgDocument         *document,
                                            gint64              slice_us);

G_END_DECLS
