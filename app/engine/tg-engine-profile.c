/* tg-engine-profile.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-engine-profile.h"

#include <glib/gi18n.h>
#include <string.h>

/* An engine may think a long time on a big board at a high level; only
 * one that says nothing for this long is taken to hang. */
#define THINKING_TIMEOUT_MS (5 * 60 * 1000)

/* Debian installs GNU Go outside the users' PATH. */
#define GNUGO_DEBIAN_PATH "/usr/games/gnugo"

typedef struct
{
  const char   *id;
  const char   *name;
  TgEngineKind  kind;
} Builtin;

static const Builtin builtins[] = {
  { "gnugo", N_("GNU Go"), TG_ENGINE_KIND_GNUGO },
  { "pachi", N_("Pachi"), TG_ENGINE_KIND_PACHI },
  { "katago", N_("KataGo"), TG_ENGINE_KIND_KATAGO },
};

/* KataGo's "chinese" rules mean simple ko; ours forbid any repetition of
 * a position, and count area. */
static const char * const katago_rules_commands[] = {
  "kata-set-rule ko POSITIONAL",
  "kata-set-rule scoring AREA",
  "kata-set-rule suicide false",
  NULL
};

/* What the test reports on: the commands Tengen uses beyond plain play,
 * with what is lost without each. */
static const struct
{
  const char *command;
  const char *without;   /* N_() */
} useful_commands[] = {
  { "undo", N_("takebacks restart the engine") },
  { "final_status_list", N_("no dead-stone suggestion") },
  { "reg_genmove", N_("hints are played and taken back") },
  { "kgs-genmove_cleanup", N_("no clean-up after a dispute") },
  { "fixed_handicap", N_("handicap stones are played as moves") },
};

static const char * const required_commands[] = {
  "boardsize", "clear_board", "komi", "play", "genmove", NULL
};

G_DEFINE_BOXED_TYPE (TgEngineProfile, tg_engine_profile,
                     tg_engine_profile_copy, tg_engine_profile_free)

static TgEngineProfile *
profile_new (const char   *id,
             const char   *name,
             const char   *command,
             TgEngineKind  kind)
{
  TgEngineProfile *profile = g_new0 (TgEngineProfile, 1);

  profile->id = g_strdup (id);
  profile->name = g_strdup (name);
  profile->command = g_strdup (command);
  profile->kind = kind;
  return profile;
}

TgEngineProfile *
tg_engine_profile_copy (const TgEngineProfile *profile)
{
  g_return_val_if_fail (profile != NULL, NULL);

  return profile_new (profile->id, profile->name, profile->command, profile->kind);
}

void
tg_engine_profile_free (TgEngineProfile *profile)
{
  if (profile == NULL)
    return;
  g_free (profile->id);
  g_free (profile->name);
  g_free (profile->command);
  g_free (profile);
}

GPtrArray *
tg_engine_profile_list (GSettings *settings)
{
  GPtrArray *profiles = g_ptr_array_new_with_free_func ((GDestroyNotify) tg_engine_profile_free);
  g_autoptr(GVariant) custom = NULL;
  GVariantIter iter;
  const char *id, *name, *command;

  g_return_val_if_fail (G_IS_SETTINGS (settings), profiles);

  for (guint i = 0; i < G_N_ELEMENTS (builtins); i++)
    g_ptr_array_add (profiles, profile_new (builtins[i].id, _(builtins[i].name), NULL,
                                            builtins[i].kind));
  custom = g_settings_get_value (settings, "engines");
  g_variant_iter_init (&iter, custom);
  while (g_variant_iter_next (&iter, "(&s&s&s)", &id, &name, &command))
    g_ptr_array_add (profiles, profile_new (id, name, command, TG_ENGINE_KIND_CUSTOM));
  return profiles;
}

GPtrArray *
tg_engine_profile_list_available (GSettings *settings)
{
  GPtrArray *profiles = tg_engine_profile_list (settings);

  for (guint i = profiles->len; i > 0; i--)
    if (!tg_engine_profile_is_available (profiles->pdata[i - 1], settings, NULL))
      g_ptr_array_remove_index (profiles, i - 1);
  return profiles;
}

TgEngineProfile *
tg_engine_profile_find (GSettings  *settings,
                        const char *id)
{
  g_autoptr(GPtrArray) profiles = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  if (id == NULL || id[0] == '\0')
    return NULL;
  profiles = tg_engine_profile_list (settings);
  for (guint i = 0; i < profiles->len; i++)
    {
      TgEngineProfile *profile = profiles->pdata[i];

      if (g_str_equal (profile->id, id))
        return tg_engine_profile_copy (profile);
    }
  return NULL;
}

static char *
find_gnugo (void)
{
  if (g_file_test (GNUGO_DEBIAN_PATH, G_FILE_TEST_IS_EXECUTABLE))
    return g_strdup (GNUGO_DEBIAN_PATH);
  return g_find_program_in_path ("gnugo");
}

/* Both rule sets Tengen plays count area, which GNU Go calls Chinese;
 * its default, Japanese, would count territory and misjudge the end. */
static gboolean
rules_count_area (TgRuleSet rules)
{
  switch (rules)
    {
    case TG_RULES_WMSG:
    case TG_RULES_CHINESE:
    default:
      return TRUE;
    }
}

static gboolean
not_installed (GError     **error,
               const char  *message)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, message);
  return FALSE;
}

GStrv
tg_engine_profile_get_argv (const TgEngineProfile  *profile,
                            GSettings              *settings,
                            TgRuleSet               rules,
                            GError                **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autofree char *program = NULL;
  g_autofree char *model = NULL;
  g_autofree char *config = NULL;
  g_autofree char *level = NULL;
  GStrv argv = NULL;

  g_return_val_if_fail (profile != NULL, NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  switch (profile->kind)
    {
    case TG_ENGINE_KIND_GNUGO:
      program = find_gnugo ();
      if (program == NULL)
        {
          not_installed (error, _("GNU Go is not installed. Install it with “sudo apt install gnugo”."));
          return NULL;
        }
      level = g_strdup_printf ("%d", g_settings_get_int (settings, "gnugo-level"));
      g_strv_builder_add_many (builder, program, "--mode", "gtp", "--level", level, NULL);
      if (rules_count_area (rules))
        g_strv_builder_add (builder, "--chinese-rules");
      g_strv_builder_add (builder, "--positional-superko");
      break;

    case TG_ENGINE_KIND_PACHI:
      program = g_find_program_in_path ("pachi");
      if (program == NULL)
        {
          not_installed (error, _("Pachi is not installed. Install it with “sudo apt install pachi”."));
          return NULL;
        }
      g_strv_builder_add (builder, program);
      break;

    case TG_ENGINE_KIND_KATAGO:
      program = g_find_program_in_path ("katago");
      if (program == NULL)
        {
          not_installed (error, _("KataGo is not installed. Put the katago program on your PATH."));
          return NULL;
        }
      g_strv_builder_add_many (builder, program, "gtp", NULL);
      model = g_settings_get_string (settings, "katago-model");
      config = g_settings_get_string (settings, "katago-config");
      if (model[0] != '\0')
        g_strv_builder_add_many (builder, "-model", model, NULL);
      if (config[0] != '\0')
        g_strv_builder_add_many (builder, "-config", config, NULL);
      break;

    case TG_ENGINE_KIND_CUSTOM:
    default:
      if (!g_shell_parse_argv (profile->command != NULL ? profile->command : "", NULL, &argv, error))
        return NULL;
      return argv;
    }
  return g_strv_builder_end (builder);
}

char *
tg_engine_profile_get_command_line (const TgEngineProfile *profile,
                                    GSettings             *settings,
                                    TgRuleSet              rules)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GString) line = g_string_new (NULL);

  g_return_val_if_fail (profile != NULL, NULL);

  if (profile->kind == TG_ENGINE_KIND_CUSTOM)
    return g_strdup (profile->command);
  argv = tg_engine_profile_get_argv (profile, settings, rules, NULL);
  for (guint i = 0; argv != NULL && argv[i] != NULL; i++)
    {
      g_autofree char *quoted = NULL;

      if (i > 0)
        g_string_append_c (line, ' ');
      /* Only what needs quoting is quoted, so the line reads as typed. */
      if (argv[i][0] != '\0' && strpbrk (argv[i], " \t\n'\"\\$`*?[]{}()<>|&;#~") == NULL)
        g_string_append (line, argv[i]);
      else
        {
          quoted = g_shell_quote (argv[i]);
          g_string_append (line, quoted);
        }
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}

const char * const *
tg_engine_profile_get_rules_commands (const TgEngineProfile *profile)
{
  g_return_val_if_fail (profile != NULL, NULL);

  return profile->kind == TG_ENGINE_KIND_KATAGO ? katago_rules_commands : NULL;
}

gboolean
tg_engine_profile_is_available (const TgEngineProfile  *profile,
                                GSettings              *settings,
                                char                  **reason)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) argv = NULL;
  g_autofree char *program = NULL;

  g_return_val_if_fail (profile != NULL, FALSE);

  argv = tg_engine_profile_get_argv (profile, settings, TG_RULES_WMSG, &error);
  if (argv != NULL && argv[0] == NULL)
    g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                         _("The command line is empty."));
  else if (argv != NULL)
    {
      program = g_find_program_in_path (argv[0]);
      if (program == NULL)
        g_set_error (&error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                     _("“%s” cannot be found."), argv[0]);
    }
  if (error != NULL && reason != NULL)
    *reason = g_strdup (error->message);
  return error == NULL;
}

TgEngine *
tg_engine_profile_create_engine (const TgEngineProfile  *profile,
                                 GSettings              *settings,
                                 TgRuleSet               rules,
                                 GError                **error)
{
  g_auto(GStrv) argv = NULL;
  TgEngine *engine;

  g_return_val_if_fail (profile != NULL, NULL);

  argv = tg_engine_profile_get_argv (profile, settings, rules, error);
  if (argv == NULL)
    return NULL;
  if (argv[0] == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The command line is empty."));
      return NULL;
    }
  engine = tg_engine_new ((const char * const *) argv);
  tg_engine_set_thinking_timeout (engine, THINKING_TIMEOUT_MS);
  return engine;
}

/* Custom profiles */

static gboolean
check_custom (const char  *name,
              const char  *command,
              GError     **error)
{
  g_auto(GStrv) argv = NULL;
  g_autoptr(GError) parse_error = NULL;

  g_autofree char *stripped = g_strstrip (g_strdup (name != NULL ? name : ""));

  if (stripped[0] == '\0')
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("The engine needs a name."));
      return FALSE;
    }
  if (command == NULL || !g_shell_parse_argv (command, NULL, &argv, &parse_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("The command line cannot be read: %s"),
                   parse_error != NULL ? parse_error->message : _("it is empty"));
      return FALSE;
    }
  return TRUE;
}

/* Rewrites the "engines" key: @replace_id's entry becomes (@name,
 * @command), or is dropped when @name is NULL; a new id is appended. */
static gboolean
write_custom (GSettings  *settings,
              const char *replace_id,
              const char *name,
              const char *command)
{
  g_autoptr(GVariant) custom = g_settings_get_value (settings, "engines");
  g_auto(GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a(sss)"));
  gboolean found = FALSE;
  GVariantIter iter;
  const char *id, *old_name, *old_command;

  g_variant_iter_init (&iter, custom);
  while (g_variant_iter_next (&iter, "(&s&s&s)", &id, &old_name, &old_command))
    {
      if (!g_str_equal (id, replace_id))
        g_variant_builder_add (&builder, "(sss)", id, old_name, old_command);
      else
        {
          found = TRUE;
          if (name != NULL)
            g_variant_builder_add (&builder, "(sss)", id, name, command);
        }
    }
  if (!found && name != NULL)
    g_variant_builder_add (&builder, "(sss)", replace_id, name, command);
  g_settings_set_value (settings, "engines", g_variant_builder_end (&builder));
  return found;
}

char *
tg_engine_profile_add_custom (GSettings   *settings,
                              const char  *name,
                              const char  *command,
                              GError     **error)
{
  g_autoptr(GVariant) custom = NULL;
  g_autofree char *stripped = NULL;
  g_autofree char *new_id = NULL;
  GVariantIter iter;
  const char *id;
  guint64 last = 0;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  if (!check_custom (name, command, error))
    return NULL;
  /* Above every id in use, so ids stay unique whatever was removed. */
  custom = g_settings_get_value (settings, "engines");
  g_variant_iter_init (&iter, custom);
  while (g_variant_iter_next (&iter, "(&s&s&s)", &id, NULL, NULL))
    if (g_str_has_prefix (id, "custom-"))
      last = MAX (last, g_ascii_strtoull (id + strlen ("custom-"), NULL, 10));
  new_id = g_strdup_printf ("custom-%" G_GUINT64_FORMAT, last + 1);
  stripped = g_strstrip (g_strdup (name));
  write_custom (settings, new_id, stripped, command);
  return g_steal_pointer (&new_id);
}

gboolean
tg_engine_profile_update_custom (GSettings   *settings,
                                 const char  *id,
                                 const char  *name,
                                 const char  *command,
                                 GError     **error)
{
  g_autoptr(TgEngineProfile) profile = NULL;
  g_autofree char *stripped = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  profile = tg_engine_profile_find (settings, id);
  if (profile == NULL || profile->kind != TG_ENGINE_KIND_CUSTOM)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND,
                           _("Only engines you added can be changed."));
      return FALSE;
    }
  if (!check_custom (name, command, error))
    return FALSE;
  stripped = g_strstrip (g_strdup (name));
  return write_custom (settings, id, stripped, command);
}

gboolean
tg_engine_profile_remove_custom (GSettings  *settings,
                                 const char *id)
{
  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  return write_custom (settings, id, NULL, NULL);
}

/* Test */

typedef struct
{
  char *name;
  char *version;
  char *commands;
  guint outstanding;
} TestData;

static void
test_data_free (TestData *data)
{
  g_free (data->name);
  g_free (data->version);
  g_free (data->commands);
  g_free (data);
}

static char *
summarize (TestData  *data,
           GError   **error)
{
  g_auto(GStrv) lines = g_strsplit (data->commands, "\n", -1);
  g_autoptr(GHashTable) known = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GString) summary = g_string_new (NULL);
  g_autoptr(GPtrArray) knows = g_ptr_array_new ();
  g_autoptr(GPtrArray) lacks = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) missing = g_ptr_array_new ();
  /* What the engine calls itself goes into a sentence: cut to size. */
  g_autofree char *name = tg_engine_quote (data->name);
  g_autofree char *version = tg_engine_quote (data->version);

  for (guint i = 0; lines[i] != NULL; i++)
    g_hash_table_add (known, g_strstrip (lines[i]));
  for (guint i = 0; required_commands[i] != NULL; i++)
    if (!g_hash_table_contains (known, required_commands[i]))
      g_ptr_array_add (missing, (gpointer) required_commands[i]);
  if (missing->len > 0)
    {
      g_ptr_array_add (missing, NULL);
      g_autofree char *list = g_strjoinv (", ", (char **) missing->pdata);

      g_set_error (error, TG_ENGINE_ERROR, TG_ENGINE_ERROR_FAILED,
                   _("%s answers but does not know %s, so it cannot play a game."),
                   name, list);
      return NULL;
    }

  for (guint i = 0; i < G_N_ELEMENTS (useful_commands); i++)
    {
      if (g_hash_table_contains (known, useful_commands[i].command))
        g_ptr_array_add (knows, (gpointer) useful_commands[i].command);
      else
        g_ptr_array_add (lacks, g_strdup_printf ("%s (%s)", useful_commands[i].command,
                                                 _(useful_commands[i].without)));
    }

  /* Whole sentences, one per line: fragments joined with "; " cannot be
   * translated into languages with other punctuation. */
  /* Translators: "GNU Go 3.8 answers." */
  g_string_printf (summary, _("%s %s answers."), name, version);
  if (knows->len > 0)
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (knows, NULL);
      list = g_strjoinv (", ", (char **) knows->pdata);
      g_string_append_c (summary, '\n');
      /* Translators: "Knows undo, final_status_list, reg_genmove." */
      g_string_append_printf (summary, _("Knows %s."), list);
    }
  if (lacks->len > 0)
    {
      g_autofree char *list = NULL;

      g_ptr_array_add (lacks, NULL);
      list = g_strjoinv (", ", (char **) lacks->pdata);
      g_string_append_c (summary, '\n');
      /* Translators: "Lacks undo (takebacks restart the engine)." */
      g_string_append_printf (summary, _("Lacks %s."), list);
    }
  return g_string_free (g_steal_pointer (&summary), FALSE);
}

static void
on_test_reply (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TestData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;
  char *reply = tg_engine_send_finish (TG_ENGINE (source), result, &error);
  char **slot;

  data->outstanding--;
  if (g_task_had_error (task))
    {
      g_free (reply);
      return;
    }
  if (reply == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* The replies come in the order asked: name, version, list_commands. */
  slot = data->name == NULL ? &data->name
         : data->version == NULL ? &data->version : &data->commands;
  *slot = g_strstrip (reply);
  if (data->outstanding == 0)
    {
      char *summary = summarize (data, &error);

      if (summary == NULL)
        g_task_return_error (task, g_steal_pointer (&error));
      else
        g_task_return_pointer (task, summary, g_free);
    }
}

void
tg_engine_profile_test_async (TgEngine            *engine,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  static const char * const questions[] = { "name", "version", "list_commands" };
  g_autoptr(GTask) task = NULL;
  TestData *data;

  g_return_if_fail (TG_IS_ENGINE (engine));

  task = g_task_new (engine, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_engine_profile_test_async);
  data = g_new0 (TestData, 1);
  data->outstanding = G_N_ELEMENTS (questions);
  g_task_set_task_data (task, data, (GDestroyNotify) test_data_free);
  for (guint i = 0; i < G_N_ELEMENTS (questions); i++)
    tg_engine_send_async (engine, questions[i], 10000, cancellable, on_test_reply,
                          g_object_ref (task));
}

char *
tg_engine_profile_test_finish (TgEngine      *engine,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, engine), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
