/* tg-cli-library.c: `tengen-cli library`, the library for scripts —
 * index folders, search by position, list games.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-cli.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-library-db.h"
#include "tg-library-indexer.h"

static const char continuation_labels[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

typedef struct
{
  GOutputStream *err;
  gboolean       verbose;
} IndexOutput;

static void
print_progress (const TgLibraryProgress *progress,
                const char              *path,
                const char              *warning,
                gpointer                 user_data)
{
  IndexOutput *output = user_data;
  GOutputStream *err = output->err;

  if (warning && output->verbose)
    {
      g_autofree char *display = g_filename_display_name (path);

      tg_cli_print (err, _("tengen-cli library: %s: %s\n"), display, warning);
    }
}

static TgLibraryDb *
open_db (const char    *path,
         gboolean       check,
         GOutputStream *err)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  TgLibraryDb *db;

  if (!path)
    {
      tg_cli_print (err, _("tengen-cli library: --db=DB names the library\n"));
      return NULL;
    }
  db = tg_library_db_open (path, check, &moved, &error);
  if (!db)
    tg_cli_print (err, "tengen-cli library: %s\n", error->message);
  else if (moved)
    tg_cli_print (err, "tengen-cli library: %s\n", moved);
  return db;
}

static int
library_index (int argc, char **argv, GOutputStream *out, GOutputStream *err)
{
  g_autofree char *db_path = NULL;
  g_auto(GStrv) dirs = NULL;
  IndexOutput output = { err, FALSE };
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, N_("The library's database"), N_("DB") },
    { "verbose", 'v', 0, G_OPTION_ARG_NONE, &output.verbose, N_("Print what was found wrong or repaired in each file"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &dirs, NULL, N_("DIR…") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GPtrArray) roots = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  TgLibraryProgress progress;
  TgLibraryDb *db;
  gboolean ok;
  int status;

  g_option_context_set_summary (context, _("Index the SGF files under each DIR (folders or single files) into DB: new and changed files are read, vanished ones forgotten."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "library index", argc, argv, out, err, &status))
    return status;
  if (!dirs || !dirs[0])
    {
      tg_cli_print (err, _("tengen-cli library index: name at least one folder\n"));
      return TG_CLI_EXIT_ERROR;
    }
  for (guint i = 0; dirs[i]; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (dirs[i]);
      char *path = g_file_get_path (file);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_autofree char *display = g_filename_display_name (dirs[i]);

          tg_cli_print (err, _("tengen-cli library index: %s: no such file or folder\n"), display);
          g_free (path);
          return TG_CLI_EXIT_ERROR;
        }
      g_ptr_array_add (roots, path);
    }
  g_ptr_array_add (roots, NULL);
  db = open_db (db_path, TRUE, err);
  if (!db)
    return TG_CLI_EXIT_ERROR;
  ok = tg_library_index (db, (const char * const *) roots->pdata, NULL, print_progress, &output,
                         &progress, &error);
  tg_library_db_close (db);
  tg_cli_print (out, _("%u files read, %u games added, %u files unchanged, %u forgotten, %u with warnings\n"),
                progress.n_done, progress.n_games, progress.n_unchanged, progress.n_removed,
                progress.n_warnings);
  if (!ok)
    {
      tg_cli_print (err, "tengen-cli library index: %s\n", error->message);
      return TG_CLI_EXIT_ERROR;
    }
  return TG_CLI_EXIT_OK;
}

typedef struct
{
  GArray *hits;      /* TgLibraryHit */
} Collected;

static void
collect_hits (const TgLibraryHit *hits,
              guint               n_hits,
              gpointer            user_data)
{
  Collected *collected = user_data;

  g_array_append_vals (collected->hits, hits, n_hits);
}

/* Cells of the drawn pattern with continuations, most played first:
 * Kombilo's labels. */
static GArray *
ranked_cells (const TgLibrarySummary *summary)
{
  GArray *cells = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < summary->n_cells; i++)
    if (summary->continuations[i].black + summary->continuations[i].white > 0)
      g_array_append_val (cells, i);
  for (guint i = 1; i < cells->len; i++)
    for (guint j = i; j > 0; j--)
      {
        guint *a = &g_array_index (cells, guint, j - 1), *b = &g_array_index (cells, guint, j);
        guint na = summary->continuations[*a].black + summary->continuations[*a].white;
        guint nb = summary->continuations[*b].black + summary->continuations[*b].white;

        if (nb > na)
          {
            guint t = *a;

            *a = *b;
            *b = t;
          }
      }
  return cells;
}

static void
print_search_text (GOutputStream          *out,
                   const TgLibraryPattern *pattern,
                   const TgLibrarySummary *summary,
                   GArray                 *hits)
{
  g_autoptr(GArray) cells = ranked_cells (summary);
  g_autofree char *board = g_strndup (pattern->cells, pattern->width * pattern->height);

  tg_cli_print (out, _("%u games, %u hits (Black wins %u, White wins %u)\n"),
                summary->n_games, summary->n_hits, summary->black_wins, summary->white_wins);
  for (guint i = 0; i < cells->len && i < strlen (continuation_labels); i++)
    board[g_array_index (cells, guint, i)] = continuation_labels[i];
  for (guint y = 0; y < pattern->height; y++)
    tg_cli_print (out, "  %.*s\n", pattern->width, board + y * pattern->width);
  for (guint i = 0; i < cells->len && i < strlen (continuation_labels); i++)
    {
      const TgLibraryContinuation *c = &summary->continuations[g_array_index (cells, guint, i)];

      tg_cli_print (out, _("  %c: Black %u (Black won %u), White %u (Black won %u)\n"),
                    continuation_labels[i], c->black, c->black_wins_after_black,
                    c->white, c->black_wins_after_white);
    }
  for (guint h = 0; h < hits->len;)
    {
      gint64 game = g_array_index (hits, TgLibraryHit, h).game;
      g_autoptr(GString) moves = g_string_new (NULL);

      for (; h < hits->len && g_array_index (hits, TgLibraryHit, h).game == game; h++)
        g_string_append_printf (moves, " %u", g_array_index (hits, TgLibraryHit, h).move);
      tg_cli_print (out, _("game %lld: moves%s\n"), (long long) game, moves->str);
    }
}

static JsonNode *
search_json (TgLibraryDb            *db,
             const TgLibraryPattern *pattern,
             const TgLibrarySummary *summary,
             GArray                 *hits)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(GArray) cells = ranked_cells (summary);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "games");
  json_builder_add_int_value (b, summary->n_games);
  json_builder_set_member_name (b, "hits");
  json_builder_add_int_value (b, summary->n_hits);
  json_builder_set_member_name (b, "black_wins");
  json_builder_add_int_value (b, summary->black_wins);
  json_builder_set_member_name (b, "white_wins");
  json_builder_add_int_value (b, summary->white_wins);
  json_builder_set_member_name (b, "continuations");
  json_builder_begin_array (b);
  for (guint i = 0; i < cells->len; i++)
    {
      guint cell = g_array_index (cells, guint, i);
      const TgLibraryContinuation *c = &summary->continuations[cell];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "x");
      json_builder_add_int_value (b, cell % pattern->width);
      json_builder_set_member_name (b, "y");
      json_builder_add_int_value (b, cell / pattern->width);
      json_builder_set_member_name (b, "black");
      json_builder_add_int_value (b, c->black);
      json_builder_set_member_name (b, "white");
      json_builder_add_int_value (b, c->white);
      json_builder_set_member_name (b, "black_wins_after_black");
      json_builder_add_int_value (b, c->black_wins_after_black);
      json_builder_set_member_name (b, "black_wins_after_white");
      json_builder_add_int_value (b, c->black_wins_after_white);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "results");
  json_builder_begin_array (b);
  for (guint h = 0; h < hits->len;)
    {
      const TgLibraryHit *first = &g_array_index (hits, TgLibraryHit, h);
      g_autoptr(TgLibraryGame) game = tg_library_db_get_game (db, first->game, NULL);
      gint64 id = first->game;

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_int_value (b, id);
      json_builder_set_member_name (b, "file");
      json_builder_add_string_value (b, game ? game->path : NULL);
      json_builder_set_member_name (b, "number");
      json_builder_add_int_value (b, game ? game->number : 0);
      json_builder_set_member_name (b, "black");
      json_builder_add_string_value (b, game ? game->black : NULL);
      json_builder_set_member_name (b, "white");
      json_builder_add_string_value (b, game ? game->white : NULL);
      json_builder_set_member_name (b, "hits");
      json_builder_begin_array (b);
      for (; h < hits->len && g_array_index (hits, TgLibraryHit, h).game == id; h++)
        {
          const TgLibraryHit *hit = &g_array_index (hits, TgLibraryHit, h);

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "move");
          json_builder_add_int_value (b, hit->move);
          json_builder_set_member_name (b, "node");
          json_builder_add_int_value (b, hit->node);
          json_builder_set_member_name (b, "flip");
          json_builder_add_int_value (b, pattern->images[hit->image].flip);
          json_builder_set_member_name (b, "swapped");
          json_builder_add_boolean_value (b, pattern->images[hit->image].swapped);
          json_builder_set_member_name (b, "x");
          json_builder_add_int_value (b, hit->x);
          json_builder_set_member_name (b, "y");
          json_builder_add_int_value (b, hit->y);
          if (hit->cell >= 0)
            {
              json_builder_set_member_name (b, "next");
              json_builder_begin_object (b);
              json_builder_set_member_name (b, "x");
              json_builder_add_int_value (b, hit->cell % pattern->width);
              json_builder_set_member_name (b, "y");
              json_builder_add_int_value (b, hit->cell / pattern->width);
              json_builder_set_member_name (b, "color");
              json_builder_add_string_value (b, hit->color == TG_BLACK ? "B" : "W");
              json_builder_end_object (b);
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static int
library_search (int argc, char **argv, GOutputStream *out, GOutputStream *err)
{
  g_autofree char *db_path = NULL;
  gboolean json = FALSE;
  g_auto(GStrv) files = NULL;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, N_("The library's database"), N_("DB") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the games, hits and continuations as JSON"), NULL },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &files, NULL, N_("PATTERN_FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(TgLibraryPattern) pattern = NULL;
  g_autoptr(TgLibraryPositions) positions = NULL;
  TgLibrarySummary summary = { 0 };
  Collected collected;
  TgLibraryDb *db;
  int status;

  g_option_context_set_summary (context, _("Search the library DB for the position of PATTERN_FILE:\n"
                                           "  where corner|side|center|board\n"
                                           "  rows of X (black), O (white), . (empty), * (any),\n"
                                           "  x (black or empty), o (white or empty)\n"
                                           "  colours both|as-drawn, next B|W, moves FIRST-LAST (optional)"));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "library search", argc, argv, out, err, &status))
    return status;
  if (!files || !files[0] || files[1])
    {
      tg_cli_print (err, _("tengen-cli library search: name one pattern file\n"));
      return TG_CLI_EXIT_ERROR;
    }
  if (!g_file_get_contents (files[0], &text, NULL, &error)
      || !(pattern = tg_library_pattern_parse (text, &error)))
    {
      g_autofree char *display = g_filename_display_name (files[0]);

      tg_cli_print (err, "tengen-cli library search: %s: %s\n", display, error->message);
      return TG_CLI_EXIT_ERROR;
    }
  db = open_db (db_path, FALSE, err);
  if (!db)
    return TG_CLI_EXIT_ERROR;
  positions = tg_library_positions_new ();
  if (!tg_library_db_load_positions (db, positions, &error))
    {
      tg_cli_print (err, "tengen-cli library search: %s\n", error->message);
      tg_library_db_close (db);
      return TG_CLI_EXIT_ERROR;
    }
  collected.hits = g_array_new (FALSE, FALSE, sizeof (TgLibraryHit));
  tg_library_positions_search (positions, pattern, NULL, collect_hits, &collected, &summary);
  if (json)
    {
      g_autoptr(JsonNode) root = search_json (db, pattern, &summary, collected.hits);

      tg_cli_print_json (out, root);
    }
  else
    print_search_text (out, pattern, &summary, collected.hits);
  g_array_unref (collected.hits);
  tg_library_summary_clear (&summary);
  tg_library_db_close (db);
  return TG_CLI_EXIT_OK;
}

static gboolean
parse_sort (const char *text, TgLibrarySort *sort)
{
  static const char * const names[] = { "date", "black", "white", "event", "result", "moves", "file" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (text, names[i]))
      {
        *sort = i;
        return TRUE;
      }
  return FALSE;
}

static JsonNode *
games_json (GPtrArray *games)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_array (b);
  for (guint i = 0; i < games->len; i++)
    {
      const TgLibraryGame *g = g_ptr_array_index (games, i);

      json_builder_begin_object (b);
#define STRING(name, value) json_builder_set_member_name (b, name); json_builder_add_string_value (b, value)
#define INT(name, value) json_builder_set_member_name (b, name); json_builder_add_int_value (b, value)
      INT ("id", g->id);
      STRING ("file", g->path);
      INT ("number", g->number);
      STRING ("black", g->black);
      STRING ("black_rank", g->black_rank);
      STRING ("white", g->white);
      STRING ("white_rank", g->white_rank);
      STRING ("date", g->date);
      STRING ("event", g->event);
      STRING ("place", g->place);
      STRING ("result", g->result);
      STRING ("rules", g->rules);
      json_builder_set_member_name (b, "komi");
      json_builder_add_double_value (b, g->komi);
      INT ("handicap", g->handicap);
      INT ("size", g->size);
      INT ("moves", g->moves);
      json_builder_set_member_name (b, "duplicate");
      json_builder_add_boolean_value (b, g->duplicate);
#undef STRING
#undef INT
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  return json_builder_get_root (b);
}

static int
library_games (int argc, char **argv, GOutputStream *out, GOutputStream *err)
{
  g_autofree char *db_path = NULL, *text = NULL, *player = NULL, *after = NULL;
  g_autofree char *before = NULL, *result = NULL, *rules = NULL, *sort = NULL;
  gboolean json = FALSE, descending = FALSE;
  int handicap = -1, size = 0, limit = 0;
  const GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, N_("The library's database"), N_("DB") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the games as JSON"), NULL },
    { "text", 0, 0, G_OPTION_ARG_STRING, &text, N_("Words in players, event, place, names or comments"), N_("WORDS") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, N_("Either player's name contains NAME"), N_("NAME") },
    { "after", 0, 0, G_OPTION_ARG_STRING, &after, N_("Played on or after DATE (YYYY[-MM[-DD]])"), N_("DATE") },
    { "before", 0, 0, G_OPTION_ARG_STRING, &before, N_("Played on or before DATE"), N_("DATE") },
    { "result", 0, 0, G_OPTION_ARG_STRING, &result, N_("Who won: B, W or none"), N_("B|W|none") },
    { "handicap", 0, 0, G_OPTION_ARG_INT, &handicap, N_("Handicap stones"), N_("N") },
    { "size", 0, 0, G_OPTION_ARG_INT, &size, N_("Board size"), N_("N") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, N_("The rules contain RULES"), N_("RULES") },
    { "sort", 0, 0, G_OPTION_ARG_STRING, &sort, N_("date, black, white, event, result, moves or file"), N_("KEY") },
    { "descending", 0, 0, G_OPTION_ARG_NONE, &descending, N_("Sort from the last"), NULL },
    { "limit", 0, 0, G_OPTION_ARG_INT, &limit, N_("At most N games"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) games = NULL;
  TgLibraryQuery query = { 0 };
  TgLibraryDb *db;
  int status;

  g_option_context_set_summary (context, _("List the games of the library DB that match every filter given."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!tg_cli_parse_options (context, "library games", argc, argv, out, err, &status))
    return status;
  query.text = text;
  query.player = player;
  query.after = after;
  query.before = before;
  query.handicap = handicap;
  query.size = MAX (size, 0);
  query.rules = rules;
  query.limit = MAX (limit, 0);
  query.descending = descending;
  if (result)
    {
      if (g_ascii_strcasecmp (result, "B") == 0)
        query.winner = TG_BLACK;
      else if (g_ascii_strcasecmp (result, "W") == 0)
        query.winner = TG_WHITE;
      else if (g_ascii_strcasecmp (result, "none") == 0)
        query.winner = TG_OFFBOARD;
      else
        {
          tg_cli_print (err, _("tengen-cli library games: --result is B, W or none\n"));
          return TG_CLI_EXIT_ERROR;
        }
    }
  if (sort && !parse_sort (sort, &query.sort))
    {
      tg_cli_print (err, _("tengen-cli library games: --sort is date, black, white, event, result, moves or file\n"));
      return TG_CLI_EXIT_ERROR;
    }
  db = open_db (db_path, FALSE, err);
  if (!db)
    return TG_CLI_EXIT_ERROR;
  games = tg_library_db_query (db, &query, &error);
  tg_library_db_close (db);
  if (!games)
    {
      tg_cli_print (err, "tengen-cli library games: %s\n", error->message);
      return TG_CLI_EXIT_ERROR;
    }
  if (json)
    {
      g_autoptr(JsonNode) root = games_json (games);

      tg_cli_print_json (out, root);
      return TG_CLI_EXIT_OK;
    }
  for (guint i = 0; i < games->len; i++)
    {
      const TgLibraryGame *g = g_ptr_array_index (games, i);

      tg_cli_print (out, "%" G_GINT64_FORMAT "\t%s\t%s\t%s\t%s\t%s\t%u\t%s%s\n", g->id,
                    g->date ?: "", g->black ?: "", g->white ?: "", g->result ?: "",
                    g->event ?: "", g->moves, g->path, g->duplicate ? _("\t(duplicate)") : "");
    }
  return TG_CLI_EXIT_OK;
}

int
tg_cli_library (int            argc,
                char         **argv,
                GOutputStream *out,
                GOutputStream *err)
{
  static const struct
  {
    const char      *name;
    TgCliCommandFunc func;
  } subcommands[] = {
    { "index", library_index },
    { "search", library_search },
    { "games", library_games },
  };

  if (argc >= 2)
    for (guint i = 0; i < G_N_ELEMENTS (subcommands); i++)
      if (g_str_equal (argv[1], subcommands[i].name))
        return subcommands[i].func (argc - 1, argv + 1, out, err);
  tg_cli_print (argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h")) ? out : err,
                _("Usage: tengen-cli library index|search|games --db=DB …\n"
                  "  index --db=DB DIR…                 read the SGF files under each DIR\n"
                  "  search --db=DB [--json] PATTERN    find a position (see search --help)\n"
                  "  games --db=DB [--json] [FILTER…]   list games (see games --help)\n"));
  return argc >= 2 && (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h"))
         ? TG_CLI_EXIT_OK : TG_CLI_EXIT_ERROR;
}
