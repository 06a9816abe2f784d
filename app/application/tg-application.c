/* tg-application.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-accessible.h"
#include "tg-tooltips.h"
#include "tg-application.h"
#include "tg-preferences-window.h"
#include "tg-save-changes-dialog.h"
#include "tg-session.h"
#include "tg-window.h"

struct _TgApplication
{
  AdwApplication parent_instance;

  /* --move=N: the move the first opened record is shown at (-1: its end). */
  int            start_move;
  GSettings     *settings;
  TgSession     *session;
  /* What an earlier run left unsaved (TgDraft *), offered once. */
  GPtrArray     *drafts;
  /* Drafts that could not be read and were moved away, said once. */
  GStrv          set_aside;
  /* Whether the window has said that drafts cannot be written. */
  gboolean       said_unprotected;
};

G_DEFINE_FINAL_TYPE (TgApplication, tg_application, ADW_TYPE_APPLICATION)

/* Every accelerator of the app, set once here and listed the same way in
 * the Keyboard Shortcuts window.  Application accelerators are seen before
 * the focused widget, so none is a key that types or moves a text cursor:
 * P, H, Home, End and the arrows belong to the board and the tree, and the
 * window binds them after the focused widget has had them
 * (tg-window-actions.c). */
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
  { "win.export-diagram", { "<Control>e", NULL } },
  { "win.print", { "<Control>p", NULL } },
  { "win.copy-diagram", { "<Control><Shift>c", NULL } },
  { "win.copy-diagram-text", { "<Control><Alt>c", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", NULL } },
  { "win.tool::play", { "<Alt>g", NULL } },
  { "win.tool::triangle", { "<Alt>t", NULL } },
  { "win.tool::square", { "<Alt>s", NULL } },
  { "win.tool::circle", { "<Alt>c", NULL } },
  { "win.tool::cross", { "<Alt>x", NULL } },
  { "win.tool::select", { "<Alt>l", NULL } },
  { "win.tool::letter", { "<Alt>a", NULL } },
  { "win.tool::number", { "<Alt>n", NULL } },
  { "win.tool::text", { "<Alt>e", NULL } },
  { "win.tool::arrow", { "<Alt>q", NULL } },
  { "win.tool::line", { "<Alt>i", NULL } },
  { "win.tool::dim", { "<Alt>m", NULL } },
  { "win.tool::black", { "<Alt>b", NULL } },
  { "win.tool::white", { "<Alt>w", NULL } },
  { "win.tool::erase", { "<Alt>z", NULL } },
  { "win.annotate-move::TE", { "<Control>1", NULL } },
  { "win.annotate-move::BM", { "<Control>2", NULL } },
  { "win.annotate-move::IT", { "<Control>3", NULL } },
  { "win.annotate-move::DO", { "<Control>4", NULL } },
  { "win.annotate-position::GB", { "<Control>5", NULL } },
  { "win.annotate-position::GW", { "<Control>6", NULL } },
  { "win.annotate-position::DM", { "<Control>7", NULL } },
  { "win.annotate-position::UC", { "<Control>8", NULL } },
  { "win.pause-clock", { "<Control><Shift>p", NULL } },
  { "win.previous", { "<Alt>Left", NULL } },
  { "win.next", { "<Alt>Right", NULL } },
  { "win.go-to-move", { "<Control>g", NULL } },
  { "win.analysis", { "F2", NULL } },
  { "win.show-territory", { "<Shift>F2", NULL } },
  { "win.analyse-game::main", { "<Control><Shift>a", NULL } },
  { "win.presentation", { "F11", NULL } },
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

/* Recovery ----------------------------------------------------------------- */

static void
show_recovered (TgApplication *self,
                TgDocument    *document)
{
  TgWindow *window = get_active_window (self);

  if (window == NULL || !tg_window_is_pristine (window))
    window = tg_window_new (GTK_APPLICATION (self));
  tg_window_set_document (window, document);
  gtk_window_present (GTK_WINDOW (window));
}

static void
recovery_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      TgApplication    *self)
{
  g_autoptr(GPtrArray) drafts = g_steal_pointer (&self->drafts);

  /* Closing the question decides nothing: the drafts wait for the next
   * start. */
  if (g_str_equal (response, "recover"))
    for (guint i = drafts->len; i-- > 0;)
      {
        TgDraft *draft = drafts->pdata[i];
        g_autoptr(GError) error = NULL;
        g_autoptr(TgDocument) document = tg_session_recover (self->session, draft->id, &error);

        if (document != NULL)
          show_recovered (self, document);
        else
          {
            g_autofree char *heading = g_strdup_printf (_("Could Not Recover “%s”"), draft->title);
            GtkWidget *message = adw_message_dialog_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                                         heading, error->message);

            adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
            gtk_window_present (GTK_WINDOW (message));
          }
      }
  else if (g_str_equal (response, "discard"))
    for (guint i = 0; i < drafts->len; i++)
      tg_session_discard (self->session, ((TgDraft *) drafts->pdata[i])->id);
}

/* When a draft was written, as GNOME says it: "Today at 04:10",
 * "Yesterday at 22:01", "3 December at 20:25"; the year only when it is
 * not this one.  Each is a g_date_time_format () format, numbers
 * unpadded: "%c" padded the day with a space ("Dec   7"). */
static char *
describe_when (GDateTime *time,
               GDateTime *now)
{
  g_autoptr(GDateTime) midnight = g_date_time_new_local (g_date_time_get_year (now),
                                                         g_date_time_get_month (now),
                                                         g_date_time_get_day_of_month (now),
                                                         0, 0, 0);
  g_autoptr(GDateTime) yesterday = g_date_time_add_days (midnight, -1);
  const char *format;

  if (g_date_time_compare (time, midnight) >= 0)
    /* Translators: when a draft was written, a g_date_time_format ()
     * format: "Today at 04:10" */
    format = _("Today at %H:%M");
  else if (g_date_time_compare (time, yesterday) >= 0)
    /* Translators: a g_date_time_format () format: "Yesterday at 22:01" */
    format = _("Yesterday at %H:%M");
  else if (g_date_time_get_year (time) == g_date_time_get_year (now))
    /* Translators: a g_date_time_format () format (%-d: the day without
     * padding): "3 December at 20:25" */
    format = _("%-d %B at %H:%M");
  else
    /* Translators: a g_date_time_format () format: "3 December 2025 at
     * 20:25" */
    format = _("%-d %B %Y at %H:%M");
  return g_date_time_format (time, format);
}

/* A row of the recovery dialog's list: the game, then its move and when
 * it was last kept. */
static GtkWidget *
draft_row (const TgDraft *draft,
           GDateTime     *now)
{
  g_autoptr(GDateTime) time = g_date_time_new_from_unix_local (draft->time / G_USEC_PER_SEC);
  g_autofree char *when = time != NULL ? describe_when (time, now) : NULL;
  g_autofree char *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();

  /* Translators: under a recovered game's title: "Move 37 · Today at
   * 04:10" */
  subtitle = when != NULL ? g_strdup_printf (_("Move %u · %s"), draft->move_number, when)
                          : g_strdup_printf (_("Move %u"), draft->move_number);
  /* A game's title is a file's or a record's: no markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), draft->title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static void
tell (GtkWindow  *parent,
      const char *heading,
      const char *body)
{
  GtkWidget *message = adw_message_dialog_new (parent, heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (message), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (message));
}

/* Once a run, over a window: drafts that cannot be written leave
 * unsaved work unprotected (a folder made read-only, a full disk); the
 * log would say it at every change, unseen. */
static void
say_unprotected (TgApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));
  g_autofree char *body = NULL;

  if (self->said_unprotected || window == NULL || tg_session_get_protected (self->session))
    return;
  self->said_unprotected = TRUE;
  /* Translators: the reason is a sentence on why a draft could not be
   * written, e.g. "Could not save “…”: the disk is full". */
  body = g_strdup_printf (_("Tengen cannot keep drafts of unsaved games, so changes not yet saved "
                            "would be lost if it stopped unexpectedly. %s."),
                          tg_session_get_unprotected_reason (self->session));
  tell (window, _("Unsaved Work Is Not Protected"), body);
}

static void
protected_cb (TgSession     *session,
              GParamSpec    *pspec,
              TgApplication *self)
{
  say_unprotected (self);
}

/* Drafts that could not be read were moved away at the start: said
 * once, with where they went. */
static void
say_set_aside (TgApplication *self,
               TgWindow      *window)
{
  g_auto(GStrv) set_aside = g_steal_pointer (&self->set_aside);
  g_autofree char *body = NULL;

  if (set_aside == NULL || set_aside[0] == NULL)
    return;
  body = g_strjoinv ("\n", set_aside);
  tell (GTK_WINDOW (window),
        g_dngettext (GETTEXT_PACKAGE, "A Draft Could Not Be Read", "Drafts Could Not Be Read",
                     g_strv_length (set_aside)),
        body);
}

/* After a crash, the first window offers back what was unsaved. */
static void
offer_recovery (TgApplication *self,
                TgWindow      *window)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  GtkWidget *dialog;
  GtkWidget *list;

  say_unprotected (self);
  say_set_aside (self, window);
  if (self->drafts == NULL || self->drafts->len == 0
      || g_object_get_data (G_OBJECT (self), "recovery-offered") != NULL)
    return;
  g_object_set_data (G_OBJECT (self), "recovery-offered", GINT_TO_POINTER (TRUE));

  dialog = adw_message_dialog_new (GTK_WINDOW (window),
                                   g_dngettext (GETTEXT_PACKAGE, "Recover the Unsaved Game?",
                                                "Recover the Unsaved Games?", self->drafts->len),
                                   g_dngettext (GETTEXT_PACKAGE,
                                                "Tengen was not closed properly. This game had changes that were not saved:",
                                                "Tengen was not closed properly. These games had changes that were not saved:",
                                                self->drafts->len));
  /* The games as a list of rows, left-aligned under the centred
   * sentence, as GNOME's dialogs list files. */
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  for (guint i = 0; i < self->drafts->len; i++)
    gtk_list_box_append (GTK_LIST_BOX (list), draft_row (self->drafts->pdata[i], now));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "discard", _("_Discard"),
                                    "recover", _("_Recover"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "recover",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "recover");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", G_CALLBACK (recovery_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Drafts follow what each window shows ------------------------------------ */

static gboolean
document_shown_elsewhere (TgApplication *self,
                          TgDocument    *document,
                          TgWindow      *except)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (TG_IS_WINDOW (l->data) && l->data != except
        && tg_window_get_document (l->data) == document)
      return TRUE;
  return FALSE;
}

/* A window only replaces its document once it is saved or discarded
 * (it asks first), so the old one's draft can go. */
static void
window_document_cb (TgWindow      *window,
                    GParamSpec    *pspec,
                    TgApplication *self)
{
  TgDocument *shown = tg_window_get_document (window);
  TgDocument *before = g_object_get_data (G_OBJECT (window), "tg-session-document");

  if (before == shown)
    return;
  if (before != NULL && !document_shown_elsewhere (self, before, window))
    tg_session_remove (self->session, before);
  g_object_set_data_full (G_OBJECT (window), "tg-session-document", g_object_ref (shown),
                          g_object_unref);
  tg_session_add (self->session, shown);
}

/* The application ends when no window is shown: a window kept hidden to
 * come back as it was (the library hides when closed) goes with the last
 * one shown, or the process would run on with nothing on screen. */
static void
end_when_none_shown (TgApplication *self)
{
  g_autoptr(GPtrArray) kept = g_ptr_array_new_with_free_func (g_object_unref);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      if (gtk_widget_get_visible (l->data))
        return;
      if (gtk_window_get_hide_on_close (l->data))
        g_ptr_array_add (kept, g_object_ref (l->data));
    }
  for (guint i = 0; i < kept->len; i++)
    gtk_window_destroy (g_ptr_array_index (kept, i));
}

static void
window_visible_cb (GtkWindow     *window,
                   GParamSpec    *pspec,
                   TgApplication *self)
{
  if (!gtk_widget_get_visible (GTK_WIDGET (window)))
    end_when_none_shown (self);
}

static void
tg_application_window_added (GtkApplication *app,
                             GtkWindow      *window)
{
  TgApplication *self = TG_APPLICATION (app);

  GTK_APPLICATION_CLASS (tg_application_parent_class)->window_added (app, window);
  g_signal_connect_object (window, "notify::visible", G_CALLBACK (window_visible_cb), self, 0);
  if (!TG_IS_WINDOW (window))
    return;
  g_signal_connect_object (window, "notify::document", G_CALLBACK (window_document_cb), self, 0);
  window_document_cb (TG_WINDOW (window), NULL, self);
}

static void
tg_application_window_removed (GtkApplication *app,
                               GtkWindow      *window)
{
  TgApplication *self = TG_APPLICATION (app);
  TgDocument *shown;

  if (TG_IS_WINDOW (window))
    {
      /* Closed: saved, discarded, or unmodified (the window asked). */
      shown = g_object_get_data (G_OBJECT (window), "tg-session-document");
      if (shown != NULL && !document_shown_elsewhere (self, shown, TG_WINDOW (window)))
        tg_session_remove (self->session, shown);
      g_signal_handlers_disconnect_by_data (window, self);
      g_object_set_data (G_OBJECT (window), "tg-session-document", NULL);
    }
  g_signal_handlers_disconnect_by_func (window, window_visible_cb, self);
  GTK_APPLICATION_CLASS (tg_application_parent_class)->window_removed (app, window);
  end_when_none_shown (self);
}

static void
tg_application_activate (GApplication *app)
{
  TgApplication *self = TG_APPLICATION (app);
  TgWindow *window = get_or_create_window (self);

  gtk_window_present (GTK_WINDOW (window));
  offer_recovery (self, window);
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
      offer_recovery (self, window);
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

/* Quitting with several games unsaved: one question lists them all (as
 * GNOME apps ask it), then the games chosen are saved one after the
 * other — a save that fails or is cancelled stops the quitting there —
 * and every window closes. */
typedef struct
{
  GPtrArray *windows;    /* every window, held */
  GPtrArray *unsaved;    /* TgWindow, those with changes */
  GPtrArray *to_save;    /* TgWindow, those chosen for saving */
  guint      next;       /* in to_save */
  gboolean   discard;    /* the answer: discard all */
} Quit;

static void
quit_free (Quit *quit)
{
  g_ptr_array_unref (quit->windows);
  g_ptr_array_unref (quit->unsaved);
  g_ptr_array_unref (quit->to_save);
  g_free (quit);
}

/* The application ends when the last window is gone. */
static void
close_all (Quit *quit)
{
  for (guint i = 0; i < quit->windows->len; i++)
    {
      GtkWindow *window = g_ptr_array_index (quit->windows, i);

      if (g_ptr_array_find (quit->unsaved, window, NULL)
          && !g_ptr_array_find (quit->to_save, window, NULL))
        tg_window_close_discarding (TG_WINDOW (window));
      else
        gtk_window_close (window);
    }
  quit_free (quit);
}

static void save_next (Quit *quit);

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Quit *quit = user_data;

  /* The failed save has said why; the windows stay. */
  if (!tg_window_save_finish (TG_WINDOW (object), result))
    {
      quit_free (quit);
      return;
    }
  quit->next++;
  save_next (quit);
}

static void
save_next (Quit *quit)
{
  if (quit->next < quit->to_save->len)
    tg_window_save_async (g_ptr_array_index (quit->to_save, quit->next), FALSE, saved_cb, quit);
  else
    close_all (quit);
}

static void
answer_quit (gpointer user_data)
{
  Quit *quit = user_data;

  if (quit->discard)
    close_all (quit);
  else
    save_next (quit);
}

static void
quit_response_cb (TgSaveChangesDialog *dialog,
                  const char          *response,
                  Quit                *quit)
{
  if (!g_str_equal (response, "save") && !g_str_equal (response, "discard"))
    {
      quit_free (quit);
      return;
    }
  quit->discard = g_str_equal (response, "discard");
  for (guint i = 0; i < quit->unsaved->len && !quit->discard; i++)
    if (tg_save_changes_dialog_get_chosen (dialog, i))
      g_ptr_array_add (quit->to_save, g_ptr_array_index (quit->unsaved, i));
  /* After the dialog has gone: closing the window it belongs to would
   * take it along in the middle of its answer. */
  g_idle_add_once (answer_quit, quit);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  TgApplication *self = user_data;
  Quit *quit = g_new0 (Quit, 1);
  g_autoptr(GStrvBuilder) titles = g_strv_builder_new ();
  g_auto(GStrv) list = NULL;
  TgSaveChangesDialog *dialog;

  quit->windows = g_ptr_array_new_with_free_func (g_object_unref);
  quit->unsaved = g_ptr_array_new ();
  quit->to_save = g_ptr_array_new ();
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    {
      g_ptr_array_add (quit->windows, g_object_ref (l->data));
      if (TG_IS_WINDOW (l->data) && tg_window_has_unsaved_changes (l->data))
        {
          g_ptr_array_add (quit->unsaved, l->data);
          g_strv_builder_add (titles,
                              tg_document_get_title (tg_window_get_document (l->data)));
        }
    }
  /* One game unsaved: its window asks, as closing it would. */
  if (quit->unsaved->len < 2)
    {
      g_ptr_array_set_size (quit->unsaved, 0);
      close_all (quit);
      return;
    }
  list = g_strv_builder_end (titles);
  dialog = tg_save_changes_dialog_new (gtk_application_get_active_window (GTK_APPLICATION (self)),
                                       (const char * const *) list);
  g_signal_connect (dialog, "response", G_CALLBACK (quit_response_cb), quit);
  gtk_window_present (GTK_WINDOW (dialog));
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
  g_autofree char *session_dir = NULL;

  G_APPLICATION_CLASS (tg_application_parent_class)->startup (app);

  tg_accessible_install ();
  tg_tooltips_install ();
  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);
  for (guint i = 0; i < G_N_ELEMENTS (accelerators); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self),
                                           accelerators[i].action,
                                           accelerators[i].accels);
  gtk_window_set_default_icon_name (APP_ID);

  self->settings = g_settings_new (APP_ID);
  session_dir = g_build_filename (g_get_user_state_dir (), "tengen", NULL);
  self->session = tg_session_new (session_dir);
  g_settings_bind_with_mapping (self->settings, "draft-interval", self->session, "interval",
                                G_SETTINGS_BIND_GET, NULL, NULL, NULL, NULL);
  g_signal_connect_object (self->session, "notify::protected", G_CALLBACK (protected_cb), self,
                           0);
  self->drafts = tg_session_start (self->session, NULL, &self->set_aside);
}

static void
tg_application_shutdown (GApplication *app)
{
  TgApplication *self = TG_APPLICATION (app);

  tg_session_end (self->session);
  G_APPLICATION_CLASS (tg_application_parent_class)->shutdown (app);
}

static void
tg_application_finalize (GObject *object)
{
  TgApplication *self = TG_APPLICATION (object);

  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->drafts, g_ptr_array_unref);
  g_clear_pointer (&self->set_aside, g_strfreev);
  G_OBJECT_CLASS (tg_application_parent_class)->finalize (object);
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
  app_class->shutdown = tg_application_shutdown;
  G_OBJECT_CLASS (klass)->finalize = tg_application_finalize;
  GTK_APPLICATION_CLASS (klass)->window_added = tg_application_window_added;
  GTK_APPLICATION_CLASS (klass)->window_removed = tg_application_window_removed;
}

static void
tg_application_init (TgApplication *self)
{
  self->start_move = -1;
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE.sgf…]"));
}
