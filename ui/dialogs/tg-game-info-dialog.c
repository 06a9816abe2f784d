/* tg-game-info-dialog.c: edits the record's root information.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-clock.h"
#include "tg-game-info-dialog.h"
#include "tg-result.h"

struct _TgGameInfoDialog
{
  AdwWindow parent_instance;

  AdwEntryRow *black_name_entry;
  AdwEntryRow *black_rank_entry;
  AdwEntryRow *black_team_entry;
  AdwEntryRow *white_name_entry;
  AdwEntryRow *white_rank_entry;
  AdwEntryRow *white_team_entry;
  AdwEntryRow *game_name_entry;
  AdwEntryRow *event_entry;
  AdwEntryRow *round_entry;
  AdwEntryRow *date_entry;
  AdwEntryRow *place_entry;
  AdwEntryRow *opening_entry;
  AdwPreferencesGroup *rules_group;
  AdwComboRow *rules_row;
  AdwActionRow *counted_row;
  GtkSpinButton *komi_spin;
  AdwEntryRow *time_entry;
  AdwEntryRow *overtime_entry;
  AdwActionRow *result_row;
  AdwEntryRow *result_entry;
  AdwEntryRow *source_entry;
  AdwEntryRow *annotator_entry;
  AdwEntryRow *user_entry;
  AdwEntryRow *copyright_entry;
  GtkTextView *comment_view;

  TgGame *game;
  /* The rule set row's first item is the record's own RU, as written,
   * when it names neither rule set Tengen knows (or is missing). */
  gboolean rules_as_recorded;
};

G_DEFINE_FINAL_TYPE (TgGameInfoDialog, tg_game_info_dialog, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The root text properties the entries edit — every game-info property
 * of SGF FF[4] but the result, rules and komi, which have rows of their
 * own, and the game comment (GC), a text of many lines — in one table so
 * loading and applying cannot disagree. */
typedef struct
{
  const char *sgf_id;
  gsize       offset;
} InfoField;

static const InfoField info_fields[] = {
  { "PB", G_STRUCT_OFFSET (TgGameInfoDialog, black_name_entry) },
  { "BR", G_STRUCT_OFFSET (TgGameInfoDialog, black_rank_entry) },
  { "BT", G_STRUCT_OFFSET (TgGameInfoDialog, black_team_entry) },
  { "PW", G_STRUCT_OFFSET (TgGameInfoDialog, white_name_entry) },
  { "WR", G_STRUCT_OFFSET (TgGameInfoDialog, white_rank_entry) },
  { "WT", G_STRUCT_OFFSET (TgGameInfoDialog, white_team_entry) },
  { "GN", G_STRUCT_OFFSET (TgGameInfoDialog, game_name_entry) },
  { "EV", G_STRUCT_OFFSET (TgGameInfoDialog, event_entry) },
  { "RO", G_STRUCT_OFFSET (TgGameInfoDialog, round_entry) },
  { "DT", G_STRUCT_OFFSET (TgGameInfoDialog, date_entry) },
  { "PC", G_STRUCT_OFFSET (TgGameInfoDialog, place_entry) },
  { "ON", G_STRUCT_OFFSET (TgGameInfoDialog, opening_entry) },
  { "TM", G_STRUCT_OFFSET (TgGameInfoDialog, time_entry) },
  { "OT", G_STRUCT_OFFSET (TgGameInfoDialog, overtime_entry) },
  { "SO", G_STRUCT_OFFSET (TgGameInfoDialog, source_entry) },
  { "AN", G_STRUCT_OFFSET (TgGameInfoDialog, annotator_entry) },
  { "US", G_STRUCT_OFFSET (TgGameInfoDialog, user_entry) },
  { "CP", G_STRUCT_OFFSET (TgGameInfoDialog, copyright_entry) },
};

static GtkEditable *
field_entry (TgGameInfoDialog *self,
             const InfoField  *field)
{
  return GTK_EDITABLE (G_STRUCT_MEMBER (AdwEntryRow *, self, field->offset));
}

/* The rule set row: WMSG 2008 and Chinese 2002, the rule sets Tengen
 * counts by; a record naming others keeps its own name, never renamed to
 * one of those, and the row says which one Tengen counts it by. */
static void
load_rules (TgGameInfoDialog *self)
{
  const char *recorded = tg_game_get_info (self->game, "RU");
  GtkStringList *choices = GTK_STRING_LIST (adw_combo_row_get_model (self->rules_row));
  TgRuleSet rules;

  if (tg_rules_from_string (recorded, &rules))
    {
      adw_combo_row_set_selected (self->rules_row, rules == TG_RULES_CHINESE ? 1 : 0);
      return;
    }
  self->rules_as_recorded = TRUE;
  if (recorded != NULL && recorded[0] != '\0')
    {
      const char *item[] = { recorded, NULL };

      gtk_string_list_splice (choices, 0, 0, item);
    }
  else
    {
      /* Translators: the rule set of a record that names none */
      const char *item[] = { _("Not stated in the record"), NULL };

      gtk_string_list_splice (choices, 0, 0, item);
    }
  adw_combo_row_set_selected (self->rules_row, 0);
}

/* What Tengen counts by, under a rule set it only shows. */
static void
rules_selected_cb (TgGameInfoDialog *self)
{
  g_autofree char *counted = NULL;

  if (self->rules_as_recorded && adw_combo_row_get_selected (self->rules_row) == 0)
    /* Translators: under rules Tengen only shows (RU[Japanese]): "Tengen
     * counts this game by the WMSG 2008 rules" */
    counted = g_strdup_printf (_("Tengen counts this game by the %s rules"),
                               tg_game_get_rules (self->game) == TG_RULES_CHINESE
                               ? _("Chinese 2002") : _("WMSG 2008"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->counted_row), counted != NULL ? counted : "");
  gtk_widget_set_visible (GTK_WIDGET (self->counted_row), counted != NULL);
}

/* The rule set chosen, or FALSE when the record's own stays. */
static gboolean
chosen_rules (TgGameInfoDialog *self,
              TgRuleSet        *rules)
{
  guint selected = adw_combo_row_get_selected (self->rules_row);

  if (self->rules_as_recorded)
    {
      if (selected == 0)
        return FALSE;
      selected--;
    }
  *rules = selected == 1 ? TG_RULES_CHINESE : TG_RULES_WMSG;
  return TRUE;
}

static void
load_game (TgGameInfoDialog *self)
{
  const char *result = tg_game_get_info (self->game, "RE");
  gboolean finished = tg_game_get_phase (self->game) == TG_PHASE_FINISHED;
  double komi = tg_game_get_komi (self->game);
  g_autofree char *description = result != NULL && result[0] != '\0'
                                 ? tg_result_describe (result) : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (info_fields); i++)
    {
      const char *value = tg_game_get_info (self->game, info_fields[i].sgf_id);

      gtk_editable_set_text (field_entry (self, &info_fields[i]), value != NULL ? value : "");
    }
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->comment_view),
                            tg_game_get_info (self->game, "GC") ?: "", -1);
  load_rules (self);
  rules_selected_cb (self);
  /* Records may hold any komi (KM[2.75] counts in quarter stones); the
   * spin button must show it whole, or reading its text back would round
   * the komi. */
  gtk_spin_button_set_digits (self->komi_spin, fmod (komi * 2, 1) == 0 ? 1 : 2);
  gtk_spin_button_set_value (self->komi_spin, komi);

  /* A result belongs to a game that is over; before that it is only
   * shown, as a loaded record states it. */
  gtk_editable_set_text (GTK_EDITABLE (self->result_entry), result != NULL ? result : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result_entry), finished);
  gtk_widget_set_visible (GTK_WIDGET (self->result_row), !finished);
  adw_action_row_set_subtitle (self->result_row,
                               description != NULL ? description : _("Game in progress"));
}

/* @text, its ends stripped, for @sgf_id; an empty one removes it.  TRUE
 * when that changed the record. */
static gboolean
apply_text (TgGameInfoDialog *self,
            const char       *sgf_id,
            const char       *text)
{
  const char *old = tg_game_get_info (self->game, sgf_id);
  g_autofree char *value = g_strstrip (g_strdup (text));

  if (g_strcmp0 (old != NULL ? old : "", value) == 0)
    return FALSE;
  tg_game_set_info (self->game, sgf_id, value[0] != '\0' ? value : NULL);
  return TRUE;
}

static char *
comment_text (TgGameInfoDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->comment_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* TM is a number of seconds the clock must read, or none: anything else
 * typed is refused where it is typed, with the reason, and Apply waits.
 * A record's own TM, whatever it holds, stays as it is. */
static void
time_changed_cb (TgGameInfoDialog *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->time_entry));
  const char *recorded = tg_game_get_info (self->game, "TM");
  g_autoptr(GError) error = NULL;
  g_autofree char *stripped = g_strstrip (g_strdup (text));
  g_autofree char *said = NULL;
  TgClockSettings settings;
  gboolean valid = stripped[0] == '\0' || g_strcmp0 (stripped, recorded) == 0
                   || tg_clock_settings_from_sgf (stripped, NULL, &settings, &error);

  if (valid)
    gtk_widget_remove_css_class (GTK_WIDGET (self->time_entry), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (self->time_entry), "error");
  /* libadwaita reads a group's description as markup. */
  if (!valid)
    said = g_markup_escape_text (error->message, -1);
  adw_preferences_group_set_description (self->rules_group, said);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "game-info.apply", valid);
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (widget);
  TgRuleSet rules, recorded;
  double komi = gtk_spin_button_get_value (self->komi_spin);
  g_autofree char *comment = comment_text (self);

  /* One Apply, one step: Ctrl+Z takes back all it changed, and a record
   * taken back to where it was saved is unmodified again.  Applying
   * nothing makes no step and asks for no save. */
  tg_game_begin_step (self->game);
  for (guint i = 0; i < G_N_ELEMENTS (info_fields); i++)
    apply_text (self, info_fields[i].sgf_id,
                gtk_editable_get_text (field_entry (self, &info_fields[i])));
  apply_text (self, "GC", comment);
  if (gtk_widget_get_visible (GTK_WIDGET (self->result_entry)))
    apply_text (self, "RE", gtk_editable_get_text (GTK_EDITABLE (self->result_entry)));
  /* A rule set chosen is written even where RU read as it already: a
   * record saying "Japanese" is counted by WMSG, but does not say so. */
  if (chosen_rules (self, &rules)
      && (!tg_rules_from_string (tg_game_get_info (self->game, "RU"), &recorded)
          || recorded != rules))
    tg_game_set_rules (self->game, rules);
  if (fabs (komi - tg_game_get_komi (self->game)) > 1e-9)
    tg_game_set_komi (self->game, komi);
  tg_game_end_step (self->game);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
today_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (widget);
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d");

  gtk_editable_set_text (GTK_EDITABLE (self->date_entry), date);
}

static void
tg_game_info_dialog_constructed (GObject *object)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (object);

  G_OBJECT_CLASS (tg_game_info_dialog_parent_class)->constructed (object);

  load_game (self);
  g_signal_connect_object (self->rules_row, "notify::selected", G_CALLBACK (rules_selected_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->time_entry, "changed", G_CALLBACK (time_changed_cb),
                           self, G_CONNECT_SWAPPED);
  time_changed_cb (self);
}

static void
tg_game_info_dialog_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_info_dialog_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (object);

  switch (prop_id)
    {
    case PROP_GAME:
      self->game = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_game_info_dialog_dispose (GObject *object)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (object);

  g_clear_object (&self->game);

  G_OBJECT_CLASS (tg_game_info_dialog_parent_class)->dispose (object);
}

static void
tg_game_info_dialog_class_init (TgGameInfoDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tg_game_info_dialog_constructed;
  object_class->get_property = tg_game_info_dialog_get_property;
  object_class->set_property = tg_game_info_dialog_set_property;
  object_class->dispose = tg_game_info_dialog_dispose;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A modal window over the board: screen readers announce a dialog. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-game-info-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, black_name_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, black_rank_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, black_team_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, white_name_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, white_rank_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, white_team_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, game_name_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, event_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, round_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, date_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, place_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, opening_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, rules_group);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, counted_row);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, komi_spin);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, time_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, overtime_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, result_row);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, result_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, source_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, annotator_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, user_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, copyright_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, comment_view);

  gtk_widget_class_install_action (widget_class, "game-info.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "game-info.today", NULL, today_action);
}

static void
tg_game_info_dialog_init (TgGameInfoDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TgGameInfoDialog *
tg_game_info_dialog_new (GtkWindow *parent,
                         TgGame    *game)
{
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  return g_object_new (TG_TYPE_GAME_INFO_DIALOG,
                       "transient-for", parent,
                       "game", game,
                       NULL);
}
