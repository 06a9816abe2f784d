/* tg-cli.c: command dispatch, shared helpers, and the check, show and
 * convert commands of tengen-cli (score is in tg-cli-score.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-rule-breaks.h"
#include "tg-sgf.h"

static int cli_show    (int argc, char **argv, GOutputStream *out, GOutputStream *err);
static int cli_convert (int argc, char **argv, GOutputStream *out, GOutputStream *err);

typedef struct
{
  const char       *name;
  TgCliCommandFunc  func;
  const char       *summary;   /* N_() */
} TgCliCommand;

/* New commands (match, ...) are one line here and one function. */
static const TgCliCommand commands[] = {
  { "check", tg_cli_check, N_("Report the illegal moves of every line of play") },
  { "score", tg_cli_score, N_("Score the final position of a game by area") },
  { "show", cli_show, N_("Print the position at a move as a diagram") },
  { "convert", cli_convert, N_("Rewrite a record as normalised FF[4] UTF-8") },
  { "match", tg_cli_match, N_("Play one game between two GTP engines") },
  { "analyze", tg_cli_analyze, N_("Analyse every move of a game with an engine") },
  { "export", tg_cli_export, N_("Draw a diagram or a book of a game as PNG, SVG, PDF or text") },
  { "library", tg_cli_library, N_("Index folders of games and search them by position or text") },
};

/* Control characters other than line ends and tabs, escaped as C
 * writes them: what a file holds (a name, SZ, CA, a message quoting
 * them) must not drive the terminal, setting its title or erasing
 * lines.  JSON reads "\u202e" as the character itself, so JSON output
 * stays the same text. */
static char *
escape_controls (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p++);
          continue;
        }
      if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F)
        g_string_append_printf (out, "\\x%02x", c);
      else if ((c >= 0x80 && c < 0xA0) || (c >= 0x202A && c <= 0x202E)
               || (c >= 0x2066 && c <= 0x2069))
        g_string_append_printf (out, "\\u%04x", c);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

void
tg_cli_print (GOutputStream *stream,
              const char    *format,
              ...)
{
  va_list args;
  g_autofree char *text = NULL;
  g_autofree char *escaped = NULL;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  escaped = escape_controls (text);
  /* A closed stdout (a pipe to head) is not worth an error of its own:
   * the exit status already says what the command found. */
  g_output_stream_write_all (stream, escaped, strlen (escaped), NULL, NULL, NULL);
}

void
tg_cli_print_json (GOutputStream *out,
                   JsonNode      *root)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  tg_cli_print (out, "%s\n", text);
}

/* GOptionContext writes "Usage: PRGNAME [OPTION…]"; the command belongs
 * after the program name, and the binary is always tengen-cli. */
static char *
command_help (GOptionContext *context,
              const char     *command)
{
  g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);
  const char *prgname = g_get_prgname ();
  const char *usage = strstr (help, "\n  ");
  const char *rest;

  if (usage == NULL)
    return g_steal_pointer (&help);
  rest = usage + 3;
  if (prgname != NULL && g_str_has_prefix (rest, prgname))
    rest += strlen (prgname);
  return g_strdup_printf ("%.*s\n  tengen-cli %s%s", (int) (usage - help), help, command, rest);
}

gboolean
tg_cli_parse_options (GOptionContext *context,
                      const char     *command,
                      int             argc,
                      char          **argv,
                      GOutputStream  *out,
                      GOutputStream  *err,
                      int            *status)
{
  gboolean help = FALSE;
  const GOptionEntry help_entries[] = {
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, N_("Show this help"), NULL },
    { NULL }
  };
  g_auto(GStrv) args = NULL;
  g_autoptr(GError) error = NULL;

  /* GOptionContext's own --help prints to stdout and exits the process,
   * which the in-process tests cannot survive. */
  g_option_context_set_help_enabled (context, FALSE);
  g_option_context_add_main_entries (context, help_entries, GETTEXT_PACKAGE);

  args = g_new0 (char *, argc + 1);
  for (int i = 0; i < argc; i++)
    args[i] = g_strdup (argv[i]);

  if (!g_option_context_parse_strv (context, &args, &error))
    {
      tg_cli_print (err, "tengen-cli %s: %s\n", command, error->message);
      tg_cli_print (err, _("Try “tengen-cli %s --help”.\n"), command);
      *status = TG_CLI_EXIT_ERROR;
      return FALSE;
    }
  if (help)
    {
      g_autofree char *text = command_help (context, command);

      tg_cli_print (out, "%s", text);
      *status = TG_CLI_EXIT_OK;
      return FALSE;
    }
  return TRUE;
}

static GPtrArray *
load_roots (const char    *path,
            GPtrArray     *warnings,
            GOutputStream *err)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (path);
  GPtrArray *roots;

  roots = tg_sgf_load_file (file, warnings, NULL, &error);
  if (roots == NULL)
    tg_cli_print (err, "tengen-cli: %s: %s\n", display, error->message);
  return roots;
}

TgGame *
tg_cli_load_first_game (const char    *path,
                        GOutputStream *err)
{
  g_autoptr(GPtrArray) roots = load_roots (path, NULL, err);
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (path);
  TgGame *game;

  if (roots == NULL)
    return NULL;
  if (roots->len == 0)
    {
      tg_cli_print (err, _("tengen-cli: %s: no game in the file\n"), display);
      return NULL;
    }
  game = tg_game_new_from_root (g_steal_pointer (&roots->pdata[0]), &error);
  if (game == NULL)
    tg_cli_print (err, "tengen-cli: %s: %s\n", display, error->message);
  return game;
}

static const char *
color_letter (TgColor color)
{
  return color == TG_BLACK ? "B" : "W";
}

/* check */

typedef struct
{
  const char    *display;
  guint          game;
  GOutputStream *out;
  JsonBuilder   *json;      /* NULL: text output */
  guint          n_illegal;
} CheckContext;

static void
add_string_or_null (JsonBuilder *json,
                    const char  *name,
                    const char  *value)
{
  json_builder_set_member_name (json, name);
  if (value != NULL)
    json_builder_add_string_value (json, value);
  else
    json_builder_add_null_value (json);
}

/* Where @node's line leaves the main line, as text: "main line", or
 * "variation 2 at move 40, 3 at move 52" (the second child where move 40
 * is played, then the third where 52 is).  Untranslated, as the rest of
 * a report line, for scripts. */
static char *
describe_variation (const TgNode *node)
{
  g_autoptr(GArray) forks = tg_node_get_forks (node);
  GString *text;

  if (forks->len == 0)
    return g_strdup ("main line");
  text = g_string_new ("variation ");
  for (guint i = 0; i < forks->len; i++)
    {
      const TgFork *fork = &g_array_index (forks, TgFork, i);

      g_string_append_printf (text, "%s%u at move %u", i > 0 ? ", " : "", fork->variation,
                              fork->move_number);
    }
  return g_string_free (text, FALSE);
}

static void
add_forks (JsonBuilder  *json,
           const TgNode *node)
{
  g_autoptr(GArray) forks = tg_node_get_forks (node);

  json_builder_set_member_name (json, "variation");
  json_builder_begin_array (json);
  for (guint i = 0; i < forks->len; i++)
    {
      const TgFork *fork = &g_array_index (forks, TgFork, i);

      json_builder_begin_object (json);
      json_builder_set_member_name (json, "move");
      json_builder_add_int_value (json, fork->move_number);
      json_builder_set_member_name (json, "variation");
      json_builder_add_int_value (json, fork->variation);
      json_builder_end_object (json);
    }
  json_builder_end_array (json);
}

/* One flagged node: @color and @point name the move when it has one on
 * the board, @id and @value are what the record holds. */
static void
report (CheckContext *ctx,
        const TgNode *node,
        const char   *color,
        const char   *point,
        const char   *id,
        const char   *value,
        TgMoveStatus  status)
{
  const char *reason = tg_move_status_to_string (status);
  g_autofree char *quoted = tg_sgf_quote (value, 40);

  ctx->n_illegal++;
  if (ctx->json == NULL)
    {
      g_autofree char *what = NULL;
      g_autofree char *variation = describe_variation (node);

      /* Words, not FILE:1:217, which editors and readers take for a line
       * and a column; the words stay untranslated, for scripts.  What
       * names no point is shown as the record has it, in brackets. */
      what = point != NULL ? g_strdup_printf ("%s %s", color, point)
                           : g_strdup_printf ("%s [%s]", id, quoted);
      tg_cli_print (ctx->out, "%s: game %u, move %u (%s): %s: %s\n",
                    ctx->display, ctx->game, node->move_number, variation, what, reason);
      return;
    }
  json_builder_begin_object (ctx->json);
  json_builder_set_member_name (ctx->json, "file");
  json_builder_add_string_value (ctx->json, ctx->display);
  json_builder_set_member_name (ctx->json, "game");
  json_builder_add_int_value (ctx->json, ctx->game);
  json_builder_set_member_name (ctx->json, "move");
  json_builder_add_int_value (ctx->json, node->move_number);
  add_forks (ctx->json, node);
  add_string_or_null (ctx->json, "color", color);
  add_string_or_null (ctx->json, "point", point);
  json_builder_set_member_name (ctx->json, "reason");
  json_builder_add_string_value (ctx->json, reason);
  json_builder_set_member_name (ctx->json, "property");
  json_builder_add_string_value (ctx->json, id);
  json_builder_set_member_name (ctx->json, "value");
  json_builder_add_string_value (ctx->json, quoted);
  json_builder_end_object (ctx->json);
}

static void
report_illegal (CheckContext  *ctx,
                const TgBoard *board,
                const TgNode  *node)
{
  const char *color = color_letter (node->move_color);
  const char *value = tg_node_get_value (node, color);
  g_autofree char *point = NULL;

  if (node->move_status != TG_MOVE_OFF_BOARD && node->move_status != TG_MOVE_MALFORMED)
    point = tg_board_point_to_gtp (board, node->move_point);
  report (ctx, node, color, point, color, value != NULL ? value : "", node->move_status);
}

/* The first setup value of @node that names no point of the board. */
static void
report_setup (CheckContext  *ctx,
              const TgBoard *board,
              const TgNode  *node)
{
  static const char * const ids[] = { "AB", "AW", "AE" };
  static const char * const colors[] = { "B", "W", NULL };
  guint size = tg_board_get_size (board);

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const TgProp *prop = tg_node_get_prop (node, ids[i]);

      for (guint v = 0; prop != NULL && v < prop->n_values; v++)
        {
          TgMoveStatus status = tg_sgf_point_status (prop->values[v], size, TRUE);

          if (status != TG_MOVE_OK)
            {
              report (ctx, node, colors[i], NULL, ids[i], prop->values[v], status);
              return;
            }
        }
    }
}

/* Every root-to-leaf line, depth first with an explicit stack (records
 * nest thousands of variations).  The walk stops below an illegal move:
 * the rest of that line is not judged, and a node shared by several
 * lines is visited, so reported, once. */
static void
check_game (CheckContext *ctx,
            TgGame       *game)
{
  const TgBoard *board = tg_game_get_board (game);
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  g_ptr_array_add (stack, tg_game_get_root (game));
  while (stack->len > 0)
    {
      TgNode *node = g_ptr_array_steal_index_fast (stack, stack->len - 1);
      guint n = tg_node_get_n_children (node);

      if (node->setup_status != TG_MOVE_OK)
        {
          report_setup (ctx, board, node);
          continue;
        }
      if (node->move_color != TG_EMPTY && node->move_status != TG_MOVE_OK)
        {
          report_illegal (ctx, board, node);
          continue;
        }
      /* Reversed, so the main line comes out first. */
      while (n-- > 0)
        g_ptr_array_add (stack, tg_node_get_child (node, n));
    }
}

/* FALSE when the file could not be read. */
static gboolean
check_file (CheckContext  *ctx,
            const char    *path,
            GOutputStream *err)
{
  g_autoptr(GPtrArray) roots = load_roots (path, NULL, err);
  gboolean ok = TRUE;

  if (roots == NULL)
    return FALSE;

  for (guint i = 0; i < roots->len; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TgGame) game = tg_game_new_from_root (g_steal_pointer (&roots->pdata[i]), &error);

      ctx->game = i + 1;
      if (game == NULL)
        {
          tg_cli_print (err, _("tengen-cli: %s: game %u: %s\n"), ctx->display, ctx->game,
                        error->message);
          ok = FALSE;
          continue;
        }
      check_game (ctx, game);
    }
  return ok;
}

int
tg_cli_check (int            argc,
              char         **argv,
              GOutputStream *out,
              GOutputStream *err)
{
  gboolean json = FALSE;
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print a JSON array of the illegal moves"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE…"));
  g_autoptr(JsonBuilder) builder = NULL;
  CheckContext ctx = { 0 };
  gboolean unreadable = FALSE;
  int status;

  g_option_context_set_summary (context,
                                _("Replays every line of play of every game and reports each "
                                  "line’s first illegal move as “FILE: game GAME, move MOVE "
                                  "(VARIATION): COLOR POINT: REASON”, the variation “main "
                                  "line” or “variation 2 at move 40, 3 at move 52” (the "
                                  "second move 40, then the third move 52), the reason "
                                  "occupied, suicide or superko.\n"
                                  "Exit status: 0 all moves legal, 1 illegal moves found, "
                                  "2 a file could not be read."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "check", argc, argv, out, err, &status))
    return status;
  if (files == NULL || files[0] == NULL)
    {
      tg_cli_print (err, _("tengen-cli check: no file given\n"));
      return TG_CLI_EXIT_ERROR;
    }

  ctx.out = out;
  if (json)
    {
      builder = json_builder_new ();
      json_builder_begin_array (builder);
      ctx.json = builder;
    }
  for (guint i = 0; files[i] != NULL; i++)
    {
      g_autofree char *display = g_filename_display_name (files[i]);

      ctx.display = display;
      if (!check_file (&ctx, files[i], err))
        unreadable = TRUE;
    }
  if (json)
    {
      g_autoptr(JsonNode) root = NULL;

      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      tg_cli_print_json (out, root);
    }

  if (unreadable)
    return TG_CLI_EXIT_ERROR;
  return ctx.n_illegal > 0 ? TG_CLI_EXIT_ILLEGAL : TG_CLI_EXIT_OK;
}

/* show */

static int
cli_show (int            argc,
          char         **argv,
          GOutputStream *out,
          GOutputStream *err)
{
  int move = G_MININT;
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "move", 0, 0, G_OPTION_ARG_INT, &move,
      N_("Show the position after move N (default: the end)"), N_("N") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(TgGame) game = NULL;
  g_autofree char *diagram = NULL;
  TgNode *node, *last, *last_move;
  int status;

  g_option_context_set_summary (context,
                                _("Prints the position of the main line of the first game "
                                  "as a diagram (X Black, O White), with the side to move "
                                  "and the captures."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "show", argc, argv, out, err, &status))
    return status;
  if (files == NULL || files[0] == NULL || files[1] != NULL)
    {
      tg_cli_print (err, _("tengen-cli show: give exactly one file\n"));
      return TG_CLI_EXIT_ERROR;
    }

  game = tg_cli_load_first_game (files[0], err);
  if (game == NULL)
    return TG_CLI_EXIT_ERROR;

  node = tg_game_get_root (game);
  last = tg_node_get_line_end (node);
  if (move == G_MININT)
    node = last;
  else if (move < 0)
    {
      tg_cli_print (err, _("tengen-cli show: a move number is 0 or more\n"));
      return TG_CLI_EXIT_ERROR;
    }
  else if ((guint) move > last->move_number)
    {
      tg_cli_print (err, g_dngettext (GETTEXT_PACKAGE,
                                      "tengen-cli show: the main line has only %u move\n",
                                      "tengen-cli show: the main line has only %u moves\n",
                                      last->move_number),
                    last->move_number);
      return TG_CLI_EXIT_ERROR;
    }
  else
    {
      /* The last node at that move, so comments and setup after it count. */
      while (tg_node_get_n_children (node) > 0
             && tg_node_get_child (node, 0)->move_number <= (guint) move)
        node = tg_node_get_child (node, 0);
    }
  tg_game_set_current (game, node);

  diagram = tg_board_to_diagram (tg_game_get_board (game), TRUE);
  tg_cli_print (out, "%s\n", diagram);
  last_move = tg_game_get_last_move (game);
  if (last_move != NULL)
    {
      const char *id = color_letter (last_move->move_color);
      g_autofree char *quoted = tg_sgf_quote (tg_node_get_value (last_move, id) ?: "", 40);
      g_autofree char *point = NULL;

      /* A move naming no point is shown as the record has it. */
      if (last_move->move_status == TG_MOVE_OFF_BOARD || last_move->move_status == TG_MOVE_MALFORMED)
        point = g_strdup_printf ("[%s]", quoted);
      else
        point = tg_board_point_to_gtp (tg_game_get_board (game), last_move->move_point);

      tg_cli_print (out, _("Move %u: %s %s\n"), last_move->move_number,
                    color_letter (last_move->move_color), point);
    }
  else
    tg_cli_print (out, _("No move yet\n"));
  tg_cli_print (out, "%s\n",
                tg_game_get_to_move (game) == TG_BLACK ? _("Black to move") : _("White to move"));
  tg_cli_print (out, _("Captures: Black %u, White %u\n"),
                tg_game_get_captures (game, TG_BLACK), tg_game_get_captures (game, TG_WHITE));
  return TG_CLI_EXIT_OK;
}

/* convert */

static int
cli_convert (int            argc,
             char         **argv,
             GOutputStream *out,
             GOutputStream *err)
{
  g_autofree char *output = NULL;
  g_auto(GStrv) files = NULL;
  gboolean normalize = FALSE;
  const GOptionEntry entries[] = {
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write to OUT"), N_("OUT") },
    { "normalize", 0, 0, G_OPTION_ARG_NONE, &normalize,
      N_("Also change the record’s structure where other programs expect it: handicap "
         "stones in a node of their own moved into the root"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE -o OUT"));
  g_autoptr(GPtrArray) warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) roots = NULL;
  g_autoptr(GFile) target = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *display = NULL;
  int status;

  g_option_context_set_summary (context,
                                _("Reads a record (any FF version and charset) and writes it "
                                  "as FF[4] in UTF-8, its nodes as the file has them; the "
                                  "repairs the reader made are listed on standard error."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "convert", argc, argv, out, err, &status))
    return status;
  if (files == NULL || files[0] == NULL || files[1] != NULL || output == NULL)
    {
      tg_cli_print (err, _("tengen-cli convert: give one file and -o OUT\n"));
      return TG_CLI_EXIT_ERROR;
    }

  display = g_filename_display_name (files[0]);
  roots = load_roots (files[0], warnings, err);
  /* A collection's game of another kind stays as read. */
  for (guint i = 0; normalize && roots != NULL && i < roots->len; i++)
    if (tg_game_check_root (roots->pdata[i], NULL))
      tg_sgf_normalize (roots->pdata[i], warnings);
  for (guint i = 0; i < warnings->len; i++)
    tg_cli_print (err, "%s: %s\n", display, (const char *) warnings->pdata[i]);
  if (roots == NULL)
    return TG_CLI_EXIT_ERROR;

  target = g_file_new_for_commandline_arg (output);
  if (!tg_sgf_save_file (roots, target, NULL, &error))
    {
      g_autofree char *out_display = g_filename_display_name (output);

      tg_cli_print (err, "tengen-cli: %s: %s\n", out_display, error->message);
      return TG_CLI_EXIT_ERROR;
    }
  return TG_CLI_EXIT_OK;
}

/* dispatch */

static void
print_usage (GOutputStream *stream)
{
  tg_cli_print (stream, "%s\n  tengen-cli %s\n\n%s\n", _("Usage:"), _("COMMAND [OPTION…] FILE…"),
                _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    tg_cli_print (stream, "  %-10s %s\n", commands[i].name, _(commands[i].summary));
  tg_cli_print (stream, "\n%s\n", _("“tengen-cli COMMAND --help” describes a command’s options."));
}

int
tg_cli_main (int            argc,
             char         **argv,
             GOutputStream *out,
             GOutputStream *err)
{
  const char *name = argc > 1 ? argv[1] : NULL;

  if (name == NULL)
    {
      print_usage (err);
      return TG_CLI_EXIT_ERROR;
    }
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h") || g_str_equal (name, "help"))
    {
      print_usage (out);
      return TG_CLI_EXIT_OK;
    }
  if (g_str_equal (name, "--version"))
    {
      tg_cli_print (out, "tengen-cli %s\n", PACKAGE_VERSION);
      return TG_CLI_EXIT_OK;
    }
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      if (g_str_equal (name, commands[i].name))
        return commands[i].func (argc - 1, argv + 1, out, err);
    }
  tg_cli_print (err, _("tengen-cli: unknown command “%s”\n\n"), name);
  print_usage (err);
  return TG_CLI_EXIT_ERROR;
}
