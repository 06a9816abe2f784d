/* tg-application.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-application.h"
#include "tg-preferences-window.h"
#include "tg-window.h"

struct _TgApplication
{
  AdwApplication parent_instance;

  /* --move=N: the move the first opened record is shown at (-1: its end). */
  int            start_move;
};

G_DEFINE_FINAL_TYPE (TgApplication, tg_application, ADW_TYPE_APPLICATION)

/* Every accelerator of the app, set once here and listed the same way in
 * the Keyboard Shortcuts window.  Plain Left and Right are not among them:
 * application accelerators are seen before the focused widget, and the
 * board needs the arrow keys for its cursor; the window handles them when
 * the board is not focused. */
static const struct
{
  const char *action;
  const char *accels[3];
} accelerators[] = {
  { "app.new-game", { "<Control>n", NULL } },
  { "app.open", { "<Control>o", NULL } },
  { "app.preferences", { "<Control>comma", NULL } },
  { "app.shortcuts", { "<Control>question", NULL } },
  { "app.quit", { "<Control>q", NULL } },
  { "window.close", { "<Control>w", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.game-info", { "<Control>i", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", NULL } },
  { "win.pass", { "p", NULL } },
  { "win.hint", { "h", NULL } },
  { "win.first", { "Home", NULL } },
  { "win.previous", { "<Alt>Left", NULL } },
  { "win.next", { "<Alt>Right", NULL } },
  { "win.last", { "End", NULL } },
};

TgApplication *
tg_application_new (GApplicationFlags flags)
{
  return g_object_new (TG_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", RESOURCE_PREFIX,
                       NULL);
}

static TgWindow *
get_active_window (TgApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (TG_IS_WINDOW (window))
    return TG_WINDOW (window);
  return NULL;
}

static TgWindow *
get_or_create_window (TgApplication *self)
{
  TgWindow *window = get_active_window (self);

  if (window == NULL)
    window = tg_window_new (GTK_APPLICATION (self));
  return window;
}

static void
tg_application_activate (GApplication *app)
{
  TgApplication *self = TG_APPLICATION (app);

  gtk_window_present (GTK_WINDOW (get_or_create_window (self)));
}

static TgWindow *
find_window_for_file (TgApplication *self,
                      GFile         *file)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      GFile *shown;

      if (!TG_IS_WINDOW (l->data))
        continue;
      shown = tg_window_get_file (l->data);
      if (shown != NULL && g_file_equal (shown, file))
        return l->data;
    }
  return NULL;
}

static void
tg_application_open (GApplication  *app,
                     GFile        **files,
                     int            n_files,
                     const char    *hint)
{
  TgApplication *self = TG_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      TgWindow *window = find_window_for_file (self, files[i]);

      /* A record already open is brought forward rather than read twice. */
      if (window == NULL)
        {
          window = get_active_window (self);
          if (window == NULL || !tg_window_is_pristine (window))
            window = tg_window_new (GTK_APPLICATION (self));
          tg_window_open_file (window, files[i], self->start_move);
        }
      gtk_window_present (GTK_WINDOW (window));
    }
  self->start_move = -1;
}

static int
tg_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  TgApplication *self = TG_APPLICATION (app);

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", "tengen", PACKAGE_VERSION);
      return 0;
    }
  if (g_variant_dict_lookup (options, "move", "i", &self->start_move)
      && self->start_move < 0)
    {
      g_printerr (_("--move takes a move number, 0 for the start\n"));
      return 1;
    }
  return -1;
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  TgWindow *window = get_or_create_window (user_data);

  gtk_window_present (GTK_WINDOW (window));
  tg_window_new_game (window);
}

static void
open_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TgWindow *window = get_or_create_window (user_data);

  gtk_window_present (GTK_WINDOW (window));
  tg_window_choose_file (window);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TgApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      if (TG_IS_PREFERENCES_WINDOW (l->data))
        {
          gtk_window_present (l->data);
          return;
        }
    }
  gtk_window_present (GTK_WINDOW (tg_preferences_window_new (parent)));
}

static void
shortcuts_action (GSimpleAction *action,
                  GVariant      *parameter,
                  gpointer       user_data)
{
  TgApplication *self = user_data;
  GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkShortcutsWindow *overlay;

  if (!GTK_IS_APPLICATION_WINDOW (active))
    return;
  /* As the window's help overlay, the shortcuts window finds the
   * accelerators of the actions it names. */
  overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (active));
  if (overlay == NULL)
    {
      g_autoptr(GtkBuilder) builder = NULL;

      builder = gtk_builder_new_from_resource (RESOURCE_PREFIX "/ui/tg-shortcuts-window.ui");
      overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));
      gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (active), overlay);
    }
  gtk_window_present (GTK_WINDOW (overlay));
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  TgApplication *self = user_data;
  static const char *developers[] = { "The Tengen authors", NULL };
  static const char *rules[] = {
    "2008 World Mind Sports Games Go rules",
    "Chinese Weiqi Rules (2002)",
    NULL
  };
  static const char *formats[] = {
    "SGF FF[4] https://www.red-bean.com/sgf/",
    NULL
  };
  AdwAboutWindow *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "application-name", _("Tengen"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Tengen authors"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/tengen/tengen",
                        "issue-url", "https://github.com/tengen/tengen/issues",
                        "copyright", _("© 2026 The Tengen authors"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "comments", _("Play Go on the desktop: area scoring under the 2008 World Mind Sports Games rules, SGF game records and GTP engines."),
                        "developers", developers,
                        /* Translators: replace with your names, one per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  adw_about_window_add_acknowledgement_section (about, _("Rules"), rules);
  adw_about_window_add_acknowledgement_section (about, _("File Format"), formats);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TgApplication *self = user_data;
  g_autoptr(GList) windows = NULL;

  /* Closing each window lets it ask about unsaved changes; the
   * application ends when the last one is gone. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (GList *l = windows; l; l = l->next)
    gtk_window_close (l->data);
}

static const GActionEntry app_actions[] = {
  { "new-game", new_game_action },
  { "open", open_action },
  { "preferences", preferences_action },
  { "shortcuts", shortcuts_action },
  { "about", about_action },
  { "quit", quit_action },
};

static void
tg_application_startup (GApplication *app)
{
  TgApplication *self = TG_APPLICATION (app);

  G_APPLICATION_CLASS (tg_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accelerators[i].action,
                                           accelerators[i].accels);
  gtk_window_set_default_icon_name (APP_ID);
}

static const GOptionEntry option_entries[] = {
  { "move", 'm', 0, G_OPTION_ARG_INT, NULL,
    N_("Show the opened game at move NUMBER of its main line"), N_("NUMBER") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
  { NULL }
};

static void
tg_application_class_init (TgApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->activate = tg_application_activate;
  app_class->open = tg_application_open;
  app_class->startup = tg_application_startup;
  app_class->handle_local_options = tg_application_handle_local_options;
}

static void
tg_application_init (TgApplication *self)
{
  self->start_move = -1;
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE.sgf…]"));
}
