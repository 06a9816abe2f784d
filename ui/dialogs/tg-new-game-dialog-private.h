/* tg-new-game-dialog-private.h: what the two parts of TgNewGameDialog
 * share — tg-new-game-dialog.c (the options, players, clock, settings)
 * and tg-new-game-nigiri.c (the nigiri page).
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "tg-clock-group.h"
#include "tg-new-game-dialog.h"

G_BEGIN_DECLS

struct _TgNewGameDialog
{
  AdwWindow parent_instance;

  GtkStack *stack;
  GtkToggleButton *size_9;
  GtkToggleButton *size_13;
  GtkToggleButton *size_19;
  GtkToggleButton *size_other;
  GtkSpinButton *size_spin;
  AdwComboRow *rules_row;
  GtkSpinButton *komi_spin;
  AdwComboRow *handicap_row;
  AdwComboRow *placement_row;
  GtkSwitch *takebacks_switch;
  TgClockGroup *clock_group;
  AdwComboRow *black_player_row;
  AdwComboRow *white_player_row;
  AdwActionRow *install_row;
  AdwPreferencesGroup *players_group;
  AdwEntryRow *black_entry;
  AdwEntryRow *white_entry;
  AdwComboRow *holder_row;
  AdwActionRow *guess_row;
  GtkToggleButton *odd_button;
  GtkToggleButton *even_button;
  GtkDrawingArea *odd_area;
  GtkDrawingArea *even_area;
  AdwPreferencesGroup *reveal_group;
  AdwPreferencesGroup *result_group;
  GtkDrawingArea *handful_area;
  GtkLabel *count_label;
  GtkLabel *verdict_label;

  GSettings *settings;
  GtkStringList *handicap_model;
  /* The installed engines, in the order of the player rows after "A
   * Person". */
  GPtrArray *profiles;
  guint handicap;               /* as last applied to the komi */

  TgRandomFunc random_func;
  gpointer random_data;

  /* Nigiri: the entries' text when it opened (0 = Black, 1 = White), the
   * names the page shows for them, the handful and who chooses. */
  char *nigiri_entries[2];
  char *nigiri_names[2];
  guint nigiri_players[2];
  guint handful;
  guint chooser;
  gboolean swapping;
};

/* The nigiri page's callbacks and actions, after the template is set;
 * its drawing, once the template is built. */
void          _tg_new_game_dialog_class_init_nigiri (GtkWidgetClass  *widget_class);
void          _tg_new_game_dialog_init_nigiri       (TgNewGameDialog *self);

/* Nigiri's handful, [1, 30]; g_random_int_range unless tests inject one. */
void              tg_new_game_dialog_set_random_func (TgNewGameDialog *self,
                                                      TgRandomFunc     random_func,
                                                      gpointer         user_data);

G_END_DECLS
