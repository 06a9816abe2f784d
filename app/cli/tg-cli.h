/* tg-cli.h: the commands of tengen-cli, callable in-process.
 *
 * Each command takes its own argv (argv[0] is the command name) and writes
 * to the streams it is given, so the tests run them without a subprocess
 * and the binary's main() only wires up stdout and stderr.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tg-game.h"

G_BEGIN_DECLS

/* Exit statuses, part of the interface scripts rely on. */
typedef enum
{
  TG_CLI_EXIT_OK = 0,
  TG_CLI_EXIT_ILLEGAL = 1,   /* check: an illegal move was found */
  TG_CLI_EXIT_ERROR = 2,     /* unreadable file, bad option, bad input */
} TgCliExit;

/* --timeout's range, in seconds (a day): an engine's time in
 * milliseconds then fits an int. */
#define TG_CLI_MAX_TIMEOUT 86400

typedef int (*TgCliCommandFunc) (int            argc,
                                 char         **argv,
                                 GOutputStream *out,
                                 GOutputStream *err);

/* argv[0] is the program, argv[1] the command. */
int           tg_cli_main              (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);

int           tg_cli_check             (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);
int           tg_cli_score             (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);
/* One game between two GTP engines (tg-cli-match.c). */
int           tg_cli_match             (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);

/* What an engine thinks of every move of a game (tg-cli-analyze.c). */
int           tg_cli_analyze           (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);

/* Diagrams and books as PNG, SVG, PDF or text (tg-cli-export.c). */
int           tg_cli_export            (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);

/* The library: index folders, search by position, list games
 * (tg-cli-library.c). */
int           tg_cli_library           (int            argc,
                                        char         **argv,
                                        GOutputStream *out,
                                        GOutputStream *err);

/* Shared by the commands (and by commands added later).  Control
 * characters other than "\n" and "\t" come out escaped ("\x1b"). */
void          tg_cli_print             (GOutputStream *stream,
                                        const char    *format,
                                        ...) G_GNUC_PRINTF (2, 3);
/* Parses @argv with @context (whose --help is replaced by one that prints
 * to @out).  Returns FALSE when the command should stop, with the exit
 * status in @status: TG_CLI_EXIT_OK after --help, TG_CLI_EXIT_ERROR after
 * a bad option (reported on @err). */
gboolean      tg_cli_parse_options     (GOptionContext *context,
                                        const char     *command,
                                        int             argc,
                                        char          **argv,
                                        GOutputStream  *out,
                                        GOutputStream  *err,
                                        int            *status);
/* The first game of @path, replayed; NULL after reporting why on @err. */
TgGame       *tg_cli_load_first_game   (const char     *path,
                                        GOutputStream  *err);
/* Pretty-printed JSON of @root and a newline on @out. */
void          tg_cli_print_json        (GOutputStream  *out,
                                        JsonNode       *root);

G_END_DECLS
