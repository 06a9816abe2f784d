/* tg-new-game-dialog.c: board size, rules, komi, handicap, players, clock
 * (the nigiri page is tg-new-game-nigiri.c).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-clock-group.h"
#include "tg-engine-profile.h"
#include "tg-new-game-dialog-private.h"

#define NIGIRI_MAX_HANDFUL 30

G_DEFINE_FINAL_TYPE (TgNewGameDialog, tg_new_game_dialog, ADW_TYPE_WINDOW)

G_DEFINE_BOXED_TYPE (TgNewGameOptions, tg_new_game_options,
                     tg_new_game_options_copy, tg_new_game_options_free)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

TgNewGameOptions *
tg_new_game_options_copy (const TgNewGameOptions *options)
{
  TgNewGameOptions *copy = g_new (TgNewGameOptions, 1);

  *copy = *options;
  copy->black_name = g_strdup (options->black_name);
  copy->white_name = g_strdup (options->white_name);
  copy->black_engine = g_strdup (options->black_engine);
  copy->white_engine = g_strdup (options->white_engine);
  return copy;
}

void
tg_new_game_options_free (TgNewGameOptions *options)
{
  if (options == NULL)
    return;
  g_free (options->black_name);
  g_free (options->white_name);
  g_free (options->black_engine);
  g_free (options->white_engine);
  g_free (options);
}

/* The name the record gives a side: the one typed, else "Black" or
 * "White" for a person; an engine names its side when it joins. */
static const char *
player_name (const char *name,
             const char *engine,
             const char *fallback)
{
  if (name != NULL && name[0] != '\0')
    return name;
  return engine != NULL && engine[0] != '\0' ? NULL : fallback;
}

TgGame *
tg_new_game_options_create_game (const TgNewGameOptions *options)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  TgGame *game;

  g_return_val_if_fail (options != NULL, NULL);

  game = tg_game_new (options->size, options->rules, options->komi,
                      options->free_placement ? 0 : options->handicap);
  /* Nothing has been played: closing it loses no work. */
  tg_game_init_info (game, player_name (options->black_name, options->black_engine, _("Black")),
                     player_name (options->white_name, options->white_engine, _("White")),
                     today);
  if (options->clock.system != TG_CLOCK_NONE)
    {
      g_autofree char *tm = tg_clock_settings_to_tm (&options->clock);
      g_autofree char *ot = tg_clock_settings_to_ot (&options->clock);

      /* The record's clock is the match's (tg-match.h). */
      tg_game_set_info (game, "TM", tm);
      tg_game_set_info (game, "OT", ot);
    }
  tg_game_set_takebacks (game, options->takebacks);
  return game;
}

static guint
default_random (gpointer user_data)
{
  return (guint) g_random_int_range (1, NIGIRI_MAX_HANDFUL + 1);
}

static guint
get_size (TgNewGameDialog *self)
{
  if (gtk_toggle_button_get_active (self->size_9))
    return 9;
  if (gtk_toggle_button_get_active (self->size_13))
    return 13;
  if (gtk_toggle_button_get_active (self->size_19))
    return 19;
  return (guint) gtk_spin_button_get_value_as_int (self->size_spin);
}

static void
set_size (TgNewGameDialog *self,
          guint            size)
{
  size = CLAMP (size, TG_MIN_SIZE, TG_MAX_SIZE);
  switch (size)
    {
    case 9:
      gtk_toggle_button_set_active (self->size_9, TRUE);
      break;
    case 13:
      gtk_toggle_button_set_active (self->size_13, TRUE);
      break;
    case 19:
      gtk_toggle_button_set_active (self->size_19, TRUE);
      break;
    default:
      gtk_spin_button_set_value (self->size_spin, size);
      gtk_toggle_button_set_active (self->size_other, TRUE);
      break;
    }
}

static TgRuleSet
get_rules (TgNewGameDialog *self)
{
  return adw_combo_row_get_selected (self->rules_row) == 1
         ? TG_RULES_CHINESE : TG_RULES_WMSG;
}

static guint
get_handicap (TgNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->handicap_row);

  /* Row 0 is "None"; row i holds i + 1 stones. */
  return selected == 0 || selected == GTK_INVALID_LIST_POSITION ? 0 : selected + 1;
}

/* Whether the standard star-point placement exists for this many stones
 * on this board (none below 7 lines, fewer points on small boards). */
static gboolean
fixed_placement_exists (guint size,
                        guint handicap)
{
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  TgBoard *board = tg_board_new (size);
  gboolean exists = tg_handicap_fixed_points (board, handicap, points);

  tg_board_free (board);
  return exists;
}

static void
update_placement (TgNewGameDialog *self)
{
  guint handicap = get_handicap (self);
  gboolean fixed_exists = handicap > 0 && fixed_placement_exists (get_size (self), handicap);

  if (handicap > 0 && !fixed_exists)
    adw_combo_row_set_selected (self->placement_row, 1);
  gtk_widget_set_sensitive (GTK_WIDGET (self->placement_row), fixed_exists);

  if (handicap == 0)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->placement_row), "");
  else if (!fixed_exists)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->placement_row),
                                 _("No standard placement for this many stones on this board"));
  else if (adw_combo_row_get_selected (self->placement_row) == 1)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->placement_row),
                                 _("Black places the stones, then White moves"));
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->placement_row),
                                 _("White moves first"));
}

/* Free placement needs an empty point left over, so the choices shrink
 * on the smallest boards. */
static void
update_handicap_model (TgNewGameDialog *self)
{
  guint size = get_size (self);
  guint max = MIN (9, size * size - 1);
  guint handicap = get_handicap (self);
  guint n_items = g_list_model_get_n_items (G_LIST_MODEL (self->handicap_model));
  guint wanted = max - 1;       /* "None" and 2..max */
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  if (n_items == wanted)
    return;

  g_ptr_array_add (labels, g_strdup (C_("handicap", "None")));
  for (guint n = 2; n <= max; n++)
    g_ptr_array_add (labels, g_strdup_printf (ngettext ("%u Stone", "%u Stones", n), n));
  g_ptr_array_add (labels, NULL);

  gtk_string_list_splice (self->handicap_model, 0, n_items,
                          (const char * const *) labels->pdata);
  handicap = MIN (handicap, max);
  adw_combo_row_set_selected (self->handicap_row, handicap == 0 ? 0 : handicap - 1);
}

static void
size_changed_cb (TgNewGameDialog *self)
{
  /* A toggle group notifies twice per change: once for the button
   * turning off, while none is active yet. */
  if (!gtk_toggle_button_get_active (self->size_9)
      && !gtk_toggle_button_get_active (self->size_13)
      && !gtk_toggle_button_get_active (self->size_19)
      && !gtk_toggle_button_get_active (self->size_other))
    return;
  update_handicap_model (self);
  update_placement (self);
}

static void
reset_komi (TgNewGameDialog *self)
{
  gtk_spin_button_set_value (self->komi_spin,
                             tg_rules_default_komi (get_rules (self), get_handicap (self)));
}

static void
rules_changed_cb (TgNewGameDialog *self)
{
  reset_komi (self);
}

static void
handicap_changed_cb (TgNewGameDialog *self)
{
  guint handicap = get_handicap (self);

  /* Rebuilding the list for another board size reselects the same
   * handicap; only a real change resets the komi. */
  if (handicap != self->handicap)
    {
      self->handicap = handicap;
      reset_komi (self);
    }
  update_placement (self);
}

static void
placement_changed_cb (TgNewGameDialog *self)
{
  update_placement (self);
}

/* Players */

static char *
selected_engine (TgNewGameDialog *self,
                 AdwComboRow     *row)
{
  guint selected = adw_combo_row_get_selected (row);
  TgEngineProfile *profile;

  if (selected == 0 || selected == GTK_INVALID_LIST_POSITION || selected > self->profiles->len)
    return NULL;
  profile = self->profiles->pdata[selected - 1];
  return g_strdup (profile->id);
}

static void
select_engine (TgNewGameDialog *self,
               AdwComboRow     *row,
               const char      *id)
{
  guint selected = 0;

  for (guint i = 0; i < self->profiles->len; i++)
    if (g_strcmp0 (((TgEngineProfile *) self->profiles->pdata[i])->id, id) == 0)
      selected = i + 1;
  adw_combo_row_set_selected (row, selected);
}

static gboolean
is_engine_name (TgNewGameDialog *self,
                const char      *name)
{
  for (guint i = 0; i < self->profiles->len; i++)
    if (g_str_equal (((TgEngineProfile *) self->profiles->pdata[i])->name, name))
      return TRUE;
  return FALSE;
}

/* An engine's side is named after it, unless the players typed a name;
 * going back to a person clears the engine's name. */
static void
name_after_player (TgNewGameDialog *self,
                   AdwComboRow     *row,
                   AdwEntryRow     *entry)
{
  guint selected = adw_combo_row_get_selected (row);
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (entry))));
  gboolean replaceable = name[0] == '\0' || is_engine_name (self, name);

  if (!replaceable)
    return;
  if (selected > 0 && selected <= self->profiles->len)
    gtk_editable_set_text (GTK_EDITABLE (entry),
                           ((TgEngineProfile *) self->profiles->pdata[selected - 1])->name);
  else if (name[0] != '\0')
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

static void
player_changed_cb (TgNewGameDialog *self)
{
  if (self->swapping)
    return;
  name_after_player (self, self->black_player_row, self->black_entry);
  name_after_player (self, self->white_player_row, self->white_entry);
}

static void
load_players (TgNewGameDialog *self)
{
  g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);
  g_autofree char *black = g_settings_get_string (self->settings, "black-player");
  g_autofree char *white = g_settings_get_string (self->settings, "white-player");
  gboolean any = self->profiles->len > 0;

  gtk_string_list_append (model, _("A Person"));
  for (guint i = 0; i < self->profiles->len; i++)
    gtk_string_list_append (model, ((TgEngineProfile *) self->profiles->pdata[i])->name);
  adw_combo_row_set_model (self->black_player_row, G_LIST_MODEL (model));
  adw_combo_row_set_model (self->white_player_row, G_LIST_MODEL (model));
  /* Without any engine the rows would offer only people: the group says
   * how to get one instead. */
  gtk_widget_set_visible (GTK_WIDGET (self->black_player_row), any);
  gtk_widget_set_visible (GTK_WIDGET (self->white_player_row), any);
  gtk_widget_set_visible (GTK_WIDGET (self->install_row), !any);
  select_engine (self, self->black_player_row, black);
  select_engine (self, self->white_player_row, white);
}

static void
copy_install_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (widget);

  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget),
                          adw_action_row_get_subtitle (self->install_row));
}

TgNewGameOptions *
tg_new_game_dialog_get_options (TgNewGameDialog *self)
{
  TgNewGameOptions *options;

  g_return_val_if_fail (TG_IS_NEW_GAME_DIALOG (self), NULL);

  options = g_new0 (TgNewGameOptions, 1);
  options->size = get_size (self);
  options->rules = get_rules (self);
  options->komi = gtk_spin_button_get_value (self->komi_spin);
  options->handicap = get_handicap (self);
  options->free_placement = options->handicap > 0
                            && adw_combo_row_get_selected (self->placement_row) == 1;
  options->black_name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->black_entry))));
  options->white_name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->white_entry))));
  options->takebacks = gtk_switch_get_active (self->takebacks_switch);
  options->black_engine = selected_engine (self, self->black_player_row);
  options->white_engine = selected_engine (self, self->white_player_row);
  /* Start is disabled while the custom clock is wrong. */
  if (!tg_clock_group_get_settings (self->clock_group, &options->clock, NULL))
    options->clock = (TgClockSettings) { .system = TG_CLOCK_NONE };
  return options;
}

static void
save_settings (TgNewGameDialog        *self,
               const TgNewGameOptions *options)
{
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "default-size", (int) options->size);
  g_settings_set_string (self->settings, "default-rules",
                         options->rules == TG_RULES_CHINESE ? "chinese" : "wmsg");
  /* A handicap komi is a consequence of the handicap, not a preference. */
  if (options->handicap == 0)
    g_settings_set_double (self->settings, "default-komi", options->komi);
  g_settings_set_boolean (self->settings, "takebacks", options->takebacks);
  g_settings_set_string (self->settings, "black-name", options->black_name);
  g_settings_set_string (self->settings, "white-name", options->white_name);
  g_settings_set_string (self->settings, "black-player",
                         options->black_engine != NULL ? options->black_engine : "");
  g_settings_set_string (self->settings, "white-player",
                         options->white_engine != NULL ? options->white_engine : "");
  g_settings_set (self->settings, "clock", "(uxxuuxx)", (guint32) options->clock.system,
                  options->clock.main_time, options->clock.period_time,
                  (guint32) options->clock.periods, (guint32) options->clock.stones,
                  options->clock.increment, options->clock.cap);
  g_settings_apply (self->settings);
}

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (widget);
  g_autoptr (TgNewGameOptions) options = tg_new_game_dialog_get_options (self);

  save_settings (self, options);
  g_signal_emit (self, signals[START], 0, options);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
clock_changed_cb (TgNewGameDialog *self)
{
  TgClockSettings settings;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.start",
                                 tg_clock_group_get_settings (self->clock_group, &settings, NULL));
}

/* The last clock chosen; one the settings hold that makes no clock
 * (edited by hand) is none. */
static void
load_clock (TgNewGameDialog *self)
{
  TgClockSettings clock = { 0 };
  guint32 system, periods, stones;

  g_settings_get (self->settings, "clock", "(uxxuuxx)", &system, &clock.main_time,
                  &clock.period_time, &periods, &stones, &clock.increment, &clock.cap);
  clock.system = system;
  clock.periods = periods;
  clock.stones = stones;
  if (tg_clock_settings_check (&clock, NULL))
    tg_clock_group_set_settings (self->clock_group, &clock);
}

static void
load_settings (TgNewGameDialog *self)
{
  g_autofree char *rules_name = g_settings_get_string (self->settings, "default-rules");
  g_autofree char *black = g_settings_get_string (self->settings, "black-name");
  g_autofree char *white = g_settings_get_string (self->settings, "white-name");
  TgRuleSet rules = TG_RULES_WMSG;

  set_size (self, (guint) g_settings_get_int (self->settings, "default-size"));
  if (!tg_rules_from_string (rules_name, &rules))
    rules = TG_RULES_WMSG;
  adw_combo_row_set_selected (self->rules_row, rules == TG_RULES_CHINESE ? 1 : 0);
  /* After the rule set, whose change resets the komi. */
  gtk_spin_button_set_value (self->komi_spin, g_settings_get_double (self->settings, "default-komi"));
  gtk_switch_set_active (self->takebacks_switch, g_settings_get_boolean (self->settings, "takebacks"));
  gtk_editable_set_text (GTK_EDITABLE (self->black_entry), black);
  gtk_editable_set_text (GTK_EDITABLE (self->white_entry), white);
  load_clock (self);
}

static void
tg_new_game_dialog_finalize (GObject *object)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->handicap_model);
  g_clear_pointer (&self->profiles, g_ptr_array_unref);
  for (guint i = 0; i < 2; i++)
    {
      g_free (self->nigiri_entries[i]);
      g_free (self->nigiri_names[i]);
    }

  G_OBJECT_CLASS (tg_new_game_dialog_parent_class)->finalize (object);
}

static void
tg_new_game_dialog_class_init (TgNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tg_new_game_dialog_finalize;

  /**
   * TgNewGameDialog::start:
   * @options: (transfer none): what the players chose
   *
   * Emitted by Start, just before the window closes.
   */
  signals[START] = g_signal_new ("start",
                                 G_TYPE_FROM_CLASS (klass),
                                 G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1,
                                 TG_TYPE_NEW_GAME_OPTIONS | G_SIGNAL_TYPE_STATIC_SCOPE);

  g_type_ensure (TG_TYPE_CLOCK_GROUP);
  /* A modal window over the board: screen readers announce a dialog. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, size_9);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, size_13);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, size_19);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, size_other);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, size_spin);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, komi_spin);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, handicap_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, placement_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, takebacks_switch);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, clock_group);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, black_player_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, white_player_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, install_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, black_entry);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, white_entry);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, holder_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, guess_row);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, odd_button);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, even_button);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, odd_area);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, even_area);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, reveal_group);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, result_group);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, handful_area);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, count_label);
  gtk_widget_class_bind_template_child (widget_class, TgNewGameDialog, verdict_label);
  gtk_widget_class_bind_template_callback (widget_class, size_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, rules_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, handicap_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, placement_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, player_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, clock_changed_cb);

  gtk_widget_class_install_action (widget_class, "new-game.start", NULL, start_action);
  _tg_new_game_dialog_class_init_nigiri (widget_class);
  gtk_widget_class_install_action (widget_class, "new-game.copy-install", NULL, copy_install_action);
}

static void
tg_new_game_dialog_init (TgNewGameDialog *self)
{
  self->random_func = default_random;
  self->handicap_model = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  _tg_new_game_dialog_init_nigiri (self);

  adw_combo_row_set_model (self->handicap_row, G_LIST_MODEL (self->handicap_model));
  self->settings = g_settings_new (APP_ID);
  self->profiles = tg_engine_profile_list_available (self->settings);
  load_settings (self);
  load_players (self);
  update_handicap_model (self);
  update_placement (self);
}

TgNewGameDialog *
tg_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (TG_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       NULL);
}

void
tg_new_game_dialog_set_random_func (TgNewGameDialog *self,
                                    TgRandomFunc     random_func,
                                    gpointer         user_data)
{
  g_return_if_fail (TG_IS_NEW_GAME_DIALOG (self));

  self->random_func = random_func != NULL ? random_func : default_random;
  self->random_data = random_func != NULL ? user_data : NULL;
}
