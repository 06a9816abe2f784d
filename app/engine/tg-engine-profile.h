/* tg-engine-profile.h: the engines the user can play, kept in GSettings.
 *
 * Three built-in profiles (GNU Go, Pachi, KataGo) whose command lines are
 * derived from the settings, and any number of custom command lines (a
 * remote engine is just "ssh host katago gtp").  GIO only: tengen-cli and
 * the tests use it without GTK.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "tg-engine.h"
#include "tg-score.h"

G_BEGIN_DECLS

typedef enum
{
  TG_ENGINE_KIND_GNUGO,
  TG_ENGINE_KIND_PACHI,
  TG_ENGINE_KIND_KATAGO,
  TG_ENGINE_KIND_CUSTOM,
} TgEngineKind;

typedef struct
{
  char         *id;        /* "gnugo", "pachi", "katago", or "custom-N" */
  char         *name;      /* "GNU Go", or what the user called it */
  char         *command;   /* custom: the command line as typed; else NULL */
  TgEngineKind  kind;
} TgEngineProfile;

#define TG_TYPE_ENGINE_PROFILE (tg_engine_profile_get_type ())
GType            tg_engine_profile_get_type  (void) G_GNUC_CONST;
TgEngineProfile *tg_engine_profile_copy      (const TgEngineProfile *profile);
void             tg_engine_profile_free      (TgEngineProfile       *profile);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TgEngineProfile, tg_engine_profile_free)

/* Every profile, built-ins first, as TgEngineProfile *. */
GPtrArray       *tg_engine_profile_list      (GSettings             *settings);
/* The profiles whose program is installed. */
GPtrArray       *tg_engine_profile_list_available (GSettings        *settings);
/* NULL when no profile has @id (a custom one was removed). */
TgEngineProfile *tg_engine_profile_find      (GSettings             *settings,
                                              const char            *id);

/* The command line for a game under @rules; NULL with an error that says
 * what to install or set when the program cannot be found. */
GStrv            tg_engine_profile_get_argv  (const TgEngineProfile *profile,
                                              GSettings             *settings,
                                              TgRuleSet              rules,
                                              GError               **error);
/* The same, as one line for display. */
char            *tg_engine_profile_get_command_line (const TgEngineProfile *profile,
                                                     GSettings             *settings,
                                                     TgRuleSet              rules);
/* GTP commands that set our rules after clear_board (KataGo's
 * kata-set-rule with positional superko), or NULL. */
const char * const *tg_engine_profile_get_rules_commands (const TgEngineProfile *profile);
/* Whether the program can be found; when not, @reason (if non-NULL) says
 * how to install it. */
gboolean         tg_engine_profile_is_available (const TgEngineProfile *profile,
                                                 GSettings             *settings,
                                                 char                 **reason);
/* A stopped engine for @profile, its time-out set for thinking. */
TgEngine        *tg_engine_profile_create_engine (const TgEngineProfile *profile,
                                                  GSettings             *settings,
                                                  TgRuleSet              rules,
                                                  GError               **error);

/* Custom profiles.  The command must parse as a shell command line. */
char            *tg_engine_profile_add_custom    (GSettings   *settings,
                                                  const char  *name,
                                                  const char  *command,
                                                  GError     **error);
gboolean         tg_engine_profile_update_custom (GSettings   *settings,
                                                  const char  *id,
                                                  const char  *name,
                                                  const char  *command,
                                                  GError     **error);
gboolean         tg_engine_profile_remove_custom (GSettings   *settings,
                                                  const char  *id);

/* The preferences' Test: asks a running @engine name, version and
 * list_commands and returns one sentence on what works, "GNU Go 3.8
 * answers; knows undo, final_status_list, reg_genmove". */
void             tg_engine_profile_test_async  (TgEngine            *engine,
                                                GCancellable        *cancellable,
                                                GAsyncReadyCallback  callback,
                                                gpointer             user_data);
char            *tg_engine_profile_test_finish (TgEngine            *engine,
                                                GAsyncResult        *result,
                                                GError             **error);

G_END_DECLS
