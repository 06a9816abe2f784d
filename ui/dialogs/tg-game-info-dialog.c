/* tg-game-info-dialog.c: edits the record's root information.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <glib/gi18n.h>

#include "tg-game-info-dialog.h"
#include "tg-result.h"

struct _TgGameInfoDialog
{
  AdwWindow parent_instance;

  AdwEntryRow *black_name_entry;
  AdwEntryRow *black_rank_entry;
  AdwEntryRow *white_name_entry;
  AdwEntryRow *white_rank_entry;
  AdwEntryRow *game_name_entry;
  AdwEntryRow *event_entry;
  AdwEntryRow *date_entry;
  AdwComboRow *rules_row;
  GtkSpinButton *komi_spin;
  AdwActionRow *result_row;
  AdwEntryRow *result_entry;

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

/* The root text properties the entries edit, in one table so loading and
 * applying cannot disagree. */
typedef struct
{
  const char *sgf_id;
  gsize       offset;
} InfoField;

static const InfoField info_fields[] = {
  { "PB", G_STRUCT_OFFSET (TgGameInfoDialog, black_name_entry) },
  { "BR", G_STRUCT_OFFSET (TgGameInfoDialog, black_rank_entry) },
  { "PW", G_STRUCT_OFFSET (TgGameInfoDialog, white_name_entry) },
  { "WR", G_STRUCT_OFFSET (TgGameInfoDialog, white_rank_entry) },
  { "GN", G_STRUCT_OFFSET (TgGameInfoDialog, game_name_entry) },
  { "EV", G_STRUCT_OFFSET (TgGameInfoDialog, event_entry) },
  { "DT", G_STRUCT_OFFSET (TgGameInfoDialog, date_entry) },
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
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->rules_row), counted);
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

static gboolean
apply_text (TgGameInfoDialog *self,
            const char       *sgf_id,
            GtkEditable      *entry)
{
  const char *old = tg_game_get_info (self->game, sgf_id);
  g_autofree char *value = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (g_strcmp0 (old != NULL ? old : "", value) == 0)
    return FALSE;
  tg_game_set_info (self->game, sgf_id, value[0] != '\0' ? value : NULL);
  return TRUE;
}

static void
apply_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  TgGameInfoDialog *self = TG_GAME_INFO_DIALOG (widget);
  TgRuleSet rules, recorded;
  double komi = gtk_spin_button_get_value (self->komi_spin);
  gboolean changed = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (info_fields); i++)
    changed |= apply_text (self, info_fields[i].sgf_id, field_entry (self, &info_fields[i]));
  if (gtk_widget_get_visible (GTK_WIDGET (self->result_entry)))
    changed |= apply_text (self, "RE", GTK_EDITABLE (self->result_entry));
  /* A rule set chosen is written even where RU read as it already: a
   * record saying "Japanese" is counted by WMSG, but does not say so. */
  if (chosen_rules (self, &rules)
      && (!tg_rules_from_string (tg_game_get_info (self->game, "RU"), &recorded)
          || recorded != rules))
    {
      tg_game_set_rules (self->game, rules);
      changed = TRUE;
    }
  if (fabs (komi - tg_game_get_komi (self->game)) > 1e-9)
    {
      tg_game_set_komi (self->game, komi);
      changed = TRUE;
    }
  /* Opening the dialog and applying nothing must not ask to save. */
  if (changed)
    tg_game_set_modified (self->game, TRUE);
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
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, white_name_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, white_rank_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, game_name_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, event_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, date_entry);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, rules_row);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, komi_spin);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, result_row);
  gtk_widget_class_bind_template_child (widget_class, TgGameInfoDialog, result_entry);

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

TgGame *
tg_game_info_dialog_get_game (TgGameInfoDialog *self)
{
  g_return_val_if_fail (TG_IS_GAME_INFO_DIALOG (self), NULL);

  return self->game;
}
