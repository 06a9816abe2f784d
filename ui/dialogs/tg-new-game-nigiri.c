/* tg-new-game-nigiri.c: the New Game dialog's nigiri page — who holds
 * the stones, the guess, the handful shown, and the colours it gives.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-new-game-dialog-private.h"

static void
draw_stone (cairo_t *cr,
            double   x,
            double   y,
            double   r,
            TgColor  color)
{
  cairo_pattern_t *shade;

  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  shade = cairo_pattern_create_radial (x - r / 3, y - r / 3, r / 8, x, y, r);
  if (color == TG_BLACK)
    {
      cairo_pattern_add_color_stop_rgb (shade, 0, 0.35, 0.35, 0.35);
      cairo_pattern_add_color_stop_rgb (shade, 1, 0.05, 0.05, 0.05);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (shade, 0, 1, 1, 1);
      cairo_pattern_add_color_stop_rgb (shade, 1, 0.80, 0.80, 0.78);
    }
  cairo_set_source (cr, shade);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (shade);
  cairo_set_source_rgba (cr, 0, 0, 0, color == TG_BLACK ? 0.6 : 0.35);
  cairo_set_line_width (cr, 1);
  cairo_stroke (cr);
}

/* @count stones in columns of @rows, centred: a handful counted in pairs
 * shows its parity in the last column. */
static void
draw_stones (cairo_t *cr,
             int      width,
             int      height,
             guint    count,
             guint    rows,
             TgColor  color)
{
  guint columns = (count + rows - 1) / rows;
  double cell;
  double x0, y0;

  if (count == 0)
    return;
  cell = MIN ((double) height / rows, (double) width / columns);
  cell = MIN (cell, 28);
  x0 = (width - cell * columns) / 2;
  y0 = (height - cell * rows) / 2;
  for (guint i = 0; i < count; i++)
    draw_stone (cr,
                x0 + cell * (i / rows + 0.5),
                y0 + cell * (i % rows + 0.5),
                cell / 2 - 1, color);
}

static void
draw_guess (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  draw_stones (cr, width, height, GPOINTER_TO_UINT (user_data), 1, TG_BLACK);
}

static void
draw_handful (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  TgNewGameDialog *self = user_data;

  draw_stones (cr, width, height, self->handful, 2, TG_WHITE);
}

static const char *
nigiri_guesser (TgNewGameDialog *self)
{
  return self->nigiri_names[1 - adw_combo_row_get_selected (self->holder_row)];
}

static void
holder_changed_cb (TgNewGameDialog *self)
{
  g_autofree char *subtitle = NULL;

  if (adw_combo_row_get_selected (self->holder_row) > 1)
    return;
  subtitle = g_strdup_printf (_("%s guesses"), nigiri_guesser (self));
  adw_action_row_set_subtitle (self->guess_row, subtitle);
}

static void
guess_changed_cb (TgNewGameDialog *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.reveal",
                                 gtk_toggle_button_get_active (self->odd_button)
                                 || gtk_toggle_button_get_active (self->even_button));
}

static void
nigiri_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (widget);
  AdwEntryRow *entries[2] = { self->black_entry, self->white_entry };
  AdwComboRow *players[2] = { self->black_player_row, self->white_player_row };
  const char *fallback[2] = { N_("First player"), N_("Second player") };
  g_autoptr (GtkStringList) holders = gtk_string_list_new (NULL);

  for (guint i = 0; i < 2; i++)
    {
      const char *text = gtk_editable_get_text (GTK_EDITABLE (entries[i]));

      self->nigiri_players[i] = adw_combo_row_get_selected (players[i]);

      g_free (self->nigiri_entries[i]);
      g_free (self->nigiri_names[i]);
      self->nigiri_entries[i] = g_strdup (text);
      self->nigiri_names[i] = g_strstrip (g_strdup (text));
      if (self->nigiri_names[i][0] == '\0')
        {
          g_free (self->nigiri_names[i]);
          self->nigiri_names[i] = g_strdup (_(fallback[i]));
        }
      gtk_string_list_append (holders, self->nigiri_names[i]);
    }
  adw_combo_row_set_model (self->holder_row, G_LIST_MODEL (holders));
  adw_combo_row_set_selected (self->holder_row, 0);
  holder_changed_cb (self);

  /* Each nigiri starts afresh: a new hand, no guess yet. */
  gtk_toggle_button_set_active (self->odd_button, FALSE);
  gtk_toggle_button_set_active (self->even_button, FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->holder_row), TRUE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guess_row), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_group), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), FALSE);
  gtk_stack_set_visible_child_name (self->stack, "nigiri");
}

static void
back_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gtk_stack_set_visible_child_name (TG_NEW_GAME_DIALOG (widget)->stack, "options");
}

static void
reveal_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TgNewGameDialog *self = TG_NEW_GAME_DIALOG (widget);
  gboolean guess_odd = gtk_toggle_button_get_active (self->odd_button);
  guint holder = adw_combo_row_get_selected (self->holder_row);
  gboolean right;
  g_autofree char *count = NULL;
  g_autofree char *verdict = NULL;

  right = tg_nigiri (guess_odd, self->random_func, self->random_data, &self->handful);
  self->chooser = right ? 1 - holder : holder;

  /* The hand is open: the guess can no longer change. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->holder_row), FALSE);
  gtk_widget_set_sensitive (GTK_WIDGET (self->guess_row), FALSE);
  gtk_widget_action_set_enabled (widget, "new-game.reveal", FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->reveal_group), FALSE);

  count = g_strdup_printf (self->handful % 2 == 1
                           ? ngettext ("%u stone: odd", "%u stones: odd", self->handful)
                           : ngettext ("%u stone: even", "%u stones: even", self->handful),
                           self->handful);
  if (right)
    verdict = g_strdup_printf (_("%s guessed right and chooses the colour."),
                               self->nigiri_names[self->chooser]);
  else
    verdict = g_strdup_printf (_("%s guessed wrong; %s chooses the colour."),
                               nigiri_guesser (self), self->nigiri_names[self->chooser]);
  gtk_label_set_text (self->count_label, count);
  gtk_label_set_text (self->verdict_label, verdict);
  gtk_widget_queue_draw (GTK_WIDGET (self->handful_area));
  gtk_widget_set_visible (GTK_WIDGET (self->result_group), TRUE);
}

static void
finish_nigiri (TgNewGameDialog *self,
               TgColor          chooser_color)
{
  guint black = chooser_color == TG_BLACK ? self->chooser : 1 - self->chooser;
  g_autofree char *description = NULL;

  /* The entries' own text moves, so a player with no name gets none; an
   * engine moves with its name. */
  self->swapping = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (self->black_entry), self->nigiri_entries[black]);
  gtk_editable_set_text (GTK_EDITABLE (self->white_entry), self->nigiri_entries[1 - black]);
  adw_combo_row_set_selected (self->black_player_row, self->nigiri_players[black]);
  adw_combo_row_set_selected (self->white_player_row, self->nigiri_players[1 - black]);
  self->swapping = FALSE;
  /* A group's description is markup; the names are as typed. */
  description = g_markup_printf_escaped (_("By nigiri, %s plays Black and %s plays White."),
                                         self->nigiri_names[black], self->nigiri_names[1 - black]);
  adw_preferences_group_set_description (self->players_group, description);
  gtk_stack_set_visible_child_name (self->stack, "options");
}

/* Names typed after a nigiri make its outcome out of date. */
static void
names_changed_cb (TgNewGameDialog *self)
{
  if (!self->swapping)
    adw_preferences_group_set_description (self->players_group, NULL);
}

static void
take_black_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  finish_nigiri (TG_NEW_GAME_DIALOG (widget), TG_BLACK);
}

static void
take_white_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  finish_nigiri (TG_NEW_GAME_DIALOG (widget), TG_WHITE);
}

void
_tg_new_game_dialog_class_init_nigiri (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, holder_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, guess_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, names_changed_cb);

  gtk_widget_class_install_action (widget_class, "new-game.nigiri", NULL, nigiri_action);
  gtk_widget_class_install_action (widget_class, "new-game.back", NULL, back_action);
  gtk_widget_class_install_action (widget_class, "new-game.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "new-game.take-black", NULL, take_black_action);
  gtk_widget_class_install_action (widget_class, "new-game.take-white", NULL, take_white_action);
}

void
_tg_new_game_dialog_init_nigiri (TgNewGameDialog *self)
{
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "new-game.reveal", FALSE);

  gtk_drawing_area_set_draw_func (self->odd_area, draw_guess, GUINT_TO_POINTER (1), NULL);
  gtk_drawing_area_set_draw_func (self->even_area, draw_guess, GUINT_TO_POINTER (2), NULL);
  gtk_drawing_area_set_draw_func (self->handful_area, draw_handful, self, NULL);
}
