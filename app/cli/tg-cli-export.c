/* tg-cli-export.c: `tengen-cli export`, diagrams and books as PNG, SVG,
 * PDF or Sensei's Library text, drawn by the board's renderer.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-export-book.h"
#include "tg-export.h"

#define UNSET G_MININT

typedef struct
{
  char     *format;
  int       move;
  int       from;
  int       per_diagram;
  int       size;
  gboolean  coordinates;
  gboolean  no_notes;
  char     *region;
  char     *style;
  char     *output;
  GStrv     files;
} ExportOptions;

static void
export_options_clear (ExportOptions *options)
{
  g_free (options->format);
  g_free (options->region);
  g_free (options->style);
  g_free (options->output);
  g_strfreev (options->files);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ExportOptions, export_options_clear)

/* The board's theme as the app's preferences have it, when its schema
 * is installed: "plain" is the paper board. */
static TgBoardTheme
preferred_theme (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *theme = NULL;

  if (source == NULL)
    return TG_BOARD_THEME_WOOD;
  schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "board-theme"))
    return TG_BOARD_THEME_WOOD;
  settings = g_settings_new_full (schema, NULL, NULL);
  theme = g_settings_get_string (settings, "board-theme");
  return g_strcmp0 (theme, "plain") == 0 ? TG_BOARD_THEME_PAPER : TG_BOARD_THEME_WOOD;
}

/* OUT with "-N" before its extension: book.png, 2 → book-2.png. */
static char *
numbered_path (const char *path,
               guint       number)
{
  const char *slash = strrchr (path, '/');
  const char *dot = strrchr (path, '.');

  if (dot == NULL || (slash != NULL && dot < slash) || dot == (slash ? slash + 1 : path))
    return g_strdup_printf ("%s-%u", path, number);
  return g_strdup_printf ("%.*s-%u%s", (int) (dot - path), path, number, dot);
}

static gboolean
parse_format (const ExportOptions *opt,
              TgExportFormat      *format,
              GOutputStream       *err)
{
  static const char *const names[] = { "png", "svg", "pdf", "ascii" };

  if (opt->format == NULL)
    {
      if (tg_export_format_from_path (opt->output, format))
        return TRUE;
      tg_cli_print (err, _("tengen-cli export: cannot tell the format from “%s”: "
                           "give --format=png, svg, pdf or ascii\n"), opt->output);
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_ascii_strcasecmp (opt->format, names[i]) == 0)
      {
        *format = (TgExportFormat) i;
        return TRUE;
      }
  tg_cli_print (err, _("tengen-cli export: unknown format “%s” (png, svg, pdf or ascii)\n"),
                opt->format);
  return FALSE;
}

static gboolean
check_numbers (const ExportOptions *opt,
               GOutputStream       *err)
{
  if (opt->move != UNSET && opt->move < 0)
    {
      tg_cli_print (err, _("tengen-cli export: --move is a move number, 0 or more\n"));
      return FALSE;
    }
  if (opt->from != UNSET && opt->from < 1)
    {
      tg_cli_print (err, _("tengen-cli export: --from is a move number, 1 or more\n"));
      return FALSE;
    }
  if (opt->per_diagram != UNSET && opt->per_diagram < 1)
    {
      tg_cli_print (err, _("tengen-cli export: --moves-per-diagram is 1 or more\n"));
      return FALSE;
    }
  if (opt->per_diagram != UNSET && opt->from != UNSET)
    {
      tg_cli_print (err, _("tengen-cli export: give --from or --moves-per-diagram, not both\n"));
      return FALSE;
    }
  if (opt->move != UNSET && opt->from != UNSET && opt->from > opt->move)
    {
      tg_cli_print (err, _("tengen-cli export: --from=%d comes after --move=%d\n"), opt->from,
                    opt->move);
      return FALSE;
    }
  return TRUE;
}

static gboolean
line_has_figures (TgNode *leaf)
{
  for (TgNode *node = leaf; node != NULL; node = node->parent)
    if (tg_node_has_prop (node, "FG"))
      return TRUE;
  return FALSE;
}

/* The figures asked for: split into K moves each, one from --from, the
 * record's own FG figures for a PDF that names no range, else the
 * position at the end. */
static GPtrArray *
make_figures (TgGame              *game,
              TgNode              *end,
              const ExportOptions *opt,
              TgExportFormat       format,
              GOutputStream       *err)
{
  GPtrArray *figures;
  TgNode *start;

  if (opt->per_diagram != UNSET)
    return tg_figure_split (game, end, (guint) opt->per_diagram, -1);
  if (opt->from == UNSET && format == TG_EXPORT_PDF && line_has_figures (end))
    return tg_figure_split (game, end, 0, -1);

  figures = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_figure_free);
  if (opt->from == UNSET)
    {
      g_ptr_array_add (figures, tg_figure_new (game, NULL, end, 0));
      return figures;
    }
  start = tg_figure_find_move (end, (guint) opt->from);
  if (start == NULL)
    {
      tg_cli_print (err, _("tengen-cli export: there is no move %d on the main line\n"),
                    opt->from);
      g_ptr_array_unref (figures);
      return NULL;
    }
  g_ptr_array_add (figures, tg_figure_new (game, start, end, 0));
  return figures;
}

static gboolean
write_images (TgGame                *game,
              GPtrArray             *figures,
              const TgExportOptions *options,
              const char            *output,
              GOutputStream         *err)
{
  guint n = figures->len;

  /* Each scene takes its figure. */
  g_ptr_array_set_free_func (figures, NULL);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(TgBoardScene) scene =
        tg_export_scene_new (game, g_ptr_array_index (figures, i), options);
      g_autofree char *path = n > 1 ? numbered_path (output, i + 1) : g_strdup (output);
      g_autoptr(GError) error = NULL;

      figures->pdata[i] = NULL;
      if (!tg_export_write_diagram (scene, options, path, &error))
        {
          for (guint k = i + 1; k < n; k++)
            tg_figure_free (g_ptr_array_index (figures, k));
          g_ptr_array_set_size (figures, 0);
          tg_cli_print (err, "tengen-cli export: %s\n", error->message);
          return FALSE;
        }
    }
  g_ptr_array_set_size (figures, 0);
  return TRUE;
}

int
tg_cli_export (int            argc,
               char         **argv,
               GOutputStream *out,
               GOutputStream *err)
{
  g_auto(ExportOptions) opt = { .move = UNSET, .from = UNSET, .per_diagram = UNSET,
                                .size = UNSET };
  const GOptionEntry entries[] = {
    { "format", 0, 0, G_OPTION_ARG_STRING, &opt.format,
      N_("png, svg, pdf or ascii (default: from OUT’s extension)"), N_("FORMAT") },
    { "move", 0, 0, G_OPTION_ARG_INT, &opt.move,
      N_("The last move shown (default: the end of the main line)"), N_("N") },
    { "from", 0, 0, G_OPTION_ARG_INT, &opt.from,
      N_("The first move numbered (default: none is)"), N_("M") },
    { "moves-per-diagram", 0, 0, G_OPTION_ARG_INT, &opt.per_diagram,
      N_("Split the main line into diagrams of K moves"), N_("K") },
    { "size", 0, 0, G_OPTION_ARG_INT, &opt.size,
      N_("PNG and SVG: the image’s longer side in pixels (default: 760)"), N_("PIXELS") },
    { "coordinates", 0, 0, G_OPTION_ARG_NONE, &opt.coordinates,
      N_("Draw the coordinates around the board"), NULL },
    { "no-notes", 0, 0, G_OPTION_ARG_NONE, &opt.no_notes,
      N_("PNG and SVG: leave out the notes under the board (“12 at 5”)"), NULL },
    { "region", 0, 0, G_OPTION_ARG_STRING, &opt.region,
      N_("Show this part of the board only"), N_("A1:K10") },
    { "style", 0, 0, G_OPTION_ARG_STRING, &opt.style,
      N_("board (the board’s theme) or print (a book’s black and white)"), N_("STYLE") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &opt.output, N_("The file to write"),
      N_("OUT") },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &opt.files, NULL, NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE -o OUT"));
  g_autoptr(TgGame) game = NULL;
  g_autoptr(GPtrArray) figures = NULL;
  g_autoptr(GError) error = NULL;
  TgExportOptions options;
  TgNode *leaf, *end;
  int status;

  g_option_context_set_summary (context,
                                _("Draws the main line of the first game as a diagram or a "
                                  "book of diagrams, with the notes books print (“12 at 5”)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "export", argc, argv, out, err, &status))
    return status;
  if (opt.files == NULL || opt.files[0] == NULL || opt.files[1] != NULL)
    {
      tg_cli_print (err, _("tengen-cli export: give exactly one file\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (opt.output == NULL)
    {
      tg_cli_print (err, _("tengen-cli export: give the file to write with -o OUT\n"));
      return TG_CLI_EXIT_ERROR;
    }

  tg_export_options_init (&options);
  if (!parse_format (&opt, &options.format, err) || !check_numbers (&opt, err))
    return TG_CLI_EXIT_ERROR;
  if (opt.style == NULL || g_strcmp0 (opt.style, "board") == 0)
    options.theme = preferred_theme ();
  else if (g_strcmp0 (opt.style, "print") == 0)
    options.theme = TG_BOARD_THEME_PRINT;
  else
    {
      tg_cli_print (err, _("tengen-cli export: unknown style “%s” (board or print)\n"),
                    opt.style);
      return TG_CLI_EXIT_ERROR;
    }
  options.coordinates = opt.coordinates;
  options.notes = !opt.no_notes;
  if (opt.size != UNSET)
    options.size = opt.size;

  game = tg_cli_load_first_game (opt.files[0], err);
  if (game == NULL)
    return TG_CLI_EXIT_ERROR;
  if (opt.region != NULL)
    {
      if (!tg_export_parse_region (opt.region, tg_game_get_size (game), &options.region, &error))
        {
          tg_cli_print (err, "tengen-cli export: %s\n", error->message);
          return TG_CLI_EXIT_ERROR;
        }
      options.has_region = TRUE;
    }

  leaf = tg_node_get_line_end (tg_game_get_root (game));
  end = leaf;
  if (opt.move != UNSET)
    {
      guint last = tg_figure_move_number (leaf);

      if ((guint) opt.move > last)
        {
          tg_cli_print (err, g_dngettext (GETTEXT_PACKAGE,
                                          "tengen-cli export: the main line has only %u move\n",
                                          "tengen-cli export: the main line has only %u moves\n",
                                          last),
                        last);
          return TG_CLI_EXIT_ERROR;
        }
      end = tg_figure_find_end (leaf, (guint) opt.move);
    }

  figures = make_figures (game, end, &opt, options.format, err);
  if (figures == NULL)
    return TG_CLI_EXIT_ERROR;
  if (figures->len == 0)
    {
      tg_cli_print (err, _("tengen-cli export: the main line has no move to draw\n"));
      return TG_CLI_EXIT_ERROR;
    }

  if (options.format == TG_EXPORT_PDF)
    {
      g_autoptr(TgExportBook) book = tg_export_book_new (game, g_steal_pointer (&figures),
                                                         &options);

      if (!tg_export_book_write_pdf (book, opt.output, &error))
        {
          tg_cli_print (err, "tengen-cli export: %s\n", error->message);
          return TG_CLI_EXIT_ERROR;
        }
      return TG_CLI_EXIT_OK;
    }
  if (!write_images (game, figures, &options, opt.output, err))
    return TG_CLI_EXIT_ERROR;
  return TG_CLI_EXIT_OK;
}
