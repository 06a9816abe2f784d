/* tg-score-dialog.c: the final score, shown when a game ends.
 *
 * Everything it shows comes from TgScore (spec §6, §7): the dialog only
 * arranges the figures so that a player can check the count by hand.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-result.h"
#include "tg-score-dialog-private.h"

struct _TgScoreDialog
{
  AdwWindow parent_instance;

  GtkLabel  *result_label;
  GtkLabel  *record_label;
  GtkLabel  *count_label;
  GtkLabel  *stones_label;
  GtkLabel  *stones_margin_label;
  GtkLabel  *reason_label;
  GtkWidget *mark_dead_button;
  GtkWidget *count_box;
  GtkGrid   *area_grid;
  GtkLabel  *black_stones;
  GtkLabel  *white_stones;
  GtkLabel  *black_territory;
  GtkLabel  *white_territory;
  GtkLabel  *black_shared;
  GtkLabel  *white_shared;
  GtkLabel  *black_area;
  GtkLabel  *white_area;
  GtkLabel  *shared_label;
  GtkGrid   *margin_grid;
  GtkLabel  *difference_value;
  GtkLabel  *komi_value;
  GtkLabel  *adjustment_heading;
  GtkLabel  *adjustment_value;
  GtkLabel  *handicap_heading;
  GtkLabel  *handicap_value;
  GtkLabel  *margin_value;
  GtkGrid   *territory_grid;
  GtkLabel  *black_territory_only;
  GtkLabel  *white_territory_only;
  GtkLabel  *black_prisoners;
  GtkLabel  *white_prisoners;
  GtkLabel  *black_territory_total;
  GtkLabel  *white_territory_total;
  GtkLabel  *territory_margin_label;
  GtkGrid   *fill_in_grid;
  GtkLabel  *black_fill_in;
  GtkLabel  *white_fill_in;
  GtkLabel  *fill_in_margin_label;
  GtkLabel  *agreement_label;
  GtkWidget *methods_expander;
  GtkScrolledWindow *scroller;
  GtkWidget *close_button;
  guint      reveal_tick;

  TgGame    *game;
};

G_DEFINE_FINAL_TYPE (TgScoreDialog, tg_score_dialog, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
is_zero (double value)
{
  return fabs (value) < 1e-9;
}

/* The plural form for a count of points, which may be fractional: a
 * whole number is its own count, a fraction reads as a plural. */
static gulong
plural_count (double value)
{
  double magnitude = fabs (value);

  return magnitude == floor (magnitude) ? (gulong) magnitude : (gulong) ceil (magnitude) + 1;
}

/* "+2", "−6.5", "0", with a true minus sign, as a count is written. */
static char *
format_signed (double value)
{
  if (is_zero (value))
    return g_strdup ("0");
  return g_strdup_printf ("%s%g", value > 0 ? "+" : "−", fabs (value));
}

/* "12", "30.5", "−4", with a true minus sign. */
static char *
format_number (double value)
{
  return g_strdup_printf ("%s%g", value < 0 ? "−" : "", fabs (value));
}

static void
set_count (GtkLabel *label,
           double    value)
{
  g_autofree char *text = format_number (value);

  gtk_label_set_text (label, text);
}

static void
set_signed (GtkLabel *label,
            double    value)
{
  g_autofree char *text = format_signed (value);

  gtk_label_set_text (label, text);
}

/* "Black wins by 1.5 points", "White wins by 1 point", "Draw". */
static char *
format_margin (double margin)
{
  double points = fabs (margin);

  if (is_zero (margin))
    return g_strdup (_("Draw"));
  if (margin > 0)
    /* Translators: "Black wins by 1.5 points" */
    return g_strdup_printf (ngettext ("Black wins by %g point", "Black wins by %g points",
                                      plural_count (points)),
                            points);
  return g_strdup_printf (ngettext ("White wins by %g point", "White wins by %g points",
                                    plural_count (points)),
                          points);
}

/* The Chinese count (spec §6): Black's area in stones against half the
 * board plus what Black owes White, a stone being two points. */
static void
show_stones (TgScoreDialog *self,
             const TgScore *score)
{
  double need = score->size * score->size / 2.0
                + (score->komi + score->adjustment + score->handicap_compensation) / 2.0;
  double margin = score->area[0] - need;
  g_autofree char *have = tg_format_quarters (score->area[0]);
  g_autofree char *needed = tg_format_quarters (need);
  g_autofree char *by = tg_format_quarters (fabs (margin));
  g_autofree char *count = NULL;
  g_autofree char *verdict = NULL;

  /* Translators: the Chinese count, "Black 184¼ stones; 183¾ needed to win" */
  count = g_strdup_printf (ngettext ("Black %s stone; %s needed to win",
                                     "Black %s stones; %s needed to win",
                                     plural_count (score->area[0])),
                           have, needed);
  if (is_zero (margin))
    verdict = g_strdup (_("Counted in stones, a draw"));
  else if (margin > 0)
    /* Translators: "Black wins by ¾ stone" */
    verdict = g_strdup_printf (ngettext ("Black wins by %s stone", "Black wins by %s stones",
                                         plural_count (ceil (fabs (margin) - 1e-9))),
                               by);
  else
    verdict = g_strdup_printf (ngettext ("White wins by %s stone", "White wins by %s stones",
                                         plural_count (ceil (fabs (margin) - 1e-9))),
                               by);
  gtk_label_set_text (self->stones_label, count);
  gtk_label_set_text (self->stones_margin_label, verdict);
}

static void
show_area (TgScoreDialog *self,
           const TgScore *score)
{
  g_autofree char *adjustment = tg_score_describe_adjustment (score);
  g_autofree char *handicap = NULL;
  g_autoptr(GString) caption = g_string_new (NULL);
  guint n_dead = score->dead[0] + score->dead[1];

  set_count (self->black_stones, score->stones[0]);
  set_count (self->white_stones, score->stones[1]);
  set_count (self->black_territory, score->territory[0]);
  set_count (self->white_territory, score->territory[1]);
  set_count (self->black_shared, score->shared / 2.0);
  set_count (self->white_shared, score->shared / 2.0);
  set_count (self->black_area, score->area[0]);
  set_count (self->white_area, score->area[1]);

  if (score->shared == 0)
    g_string_append (caption, _("No shared points."));
  else
    g_string_append_printf (caption,
                            ngettext ("%u shared point (dame, or an eye of a seki) gives half to each side.",
                                      "%u shared points (dame, or the eyes of a seki) give half to each side.",
                                      score->shared),
                            score->shared);
  if (n_dead > 0)
    {
      /* A line of its own: a space between sentences is wrong after a
       * CJK full stop, and a line break reads well in every language. */
      g_string_append_c (caption, '\n');
      g_string_append_printf (caption,
                              ngettext ("%u dead stone was lifted and counts as an empty point.",
                                        "%u dead stones were lifted and count as empty points.",
                                        n_dead),
                              n_dead);
    }
  gtk_label_set_text (self->shared_label, caption->str);

  set_signed (self->difference_value, score->area[0] - score->area[1]);
  set_signed (self->komi_value, -score->komi);
  gtk_label_set_text (self->adjustment_heading, adjustment);
  set_signed (self->adjustment_value, -score->adjustment);
  /* Translators: the handicap points (spec §8), "Handicap: 1 point to
   * White for each of Black’s 4 stones" */
  handicap = g_strdup_printf (ngettext ("Handicap: 1 point to White for Black’s %u stone",
                                        "Handicap: 1 point to White for each of Black’s %u stones",
                                        score->handicap),
                              score->handicap);
  gtk_label_set_text (self->handicap_heading, handicap);
  set_signed (self->handicap_value, -score->handicap_compensation);
  gtk_widget_set_visible (GTK_WIDGET (self->handicap_heading), score->handicap_compensation > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->handicap_value), score->handicap_compensation > 0);
  set_signed (self->margin_value, score->margin);
}

/* Spec §7, for teaching: the same game counted the two other ways. */
static void
show_methods (TgScoreDialog *self,
              const TgScore *score)
{
  guint total[2];
  /* Fewer stones left in a bowl is more area filled: Black's lead. */
  int filled_more = score->fill_in_left[1] - score->fill_in_left[0];
  double owed = score->komi + score->adjustment + score->handicap_compensation;
  double fill_margin = filled_more - owed;
  g_autofree char *komi = g_strdup_printf ("%g", score->komi);
  g_autofree char *territory_margin = format_signed (score->territory_margin);
  g_autofree char *owed_text = g_strdup_printf ("%g", owed);
  g_autofree char *filled = NULL;
  g_autofree char *fill_result = format_margin (fill_margin);
  g_autofree char *text = NULL;
  g_autofree char *result = format_margin (score->margin);

  for (guint i = 0; i < 2; i++)
    total[i] = score->territory[i] + score->prisoners[i];
  set_count (self->black_territory_only, score->territory[0]);
  set_count (self->white_territory_only, score->territory[1]);
  set_count (self->black_prisoners, score->prisoners[0]);
  set_count (self->white_prisoners, score->prisoners[1]);
  set_count (self->black_territory_total, total[0]);
  set_count (self->white_territory_total, total[1]);
  /* Translators: the territory count, "Black 20 − White 25 − komi 6.5 = −11.5" */
  text = g_strdup_printf (_("Black %u − White %u − komi %s = %s"), total[0], total[1], komi,
                          territory_margin);
  gtk_label_set_text (self->territory_margin_label, text);
  g_clear_pointer (&text, g_free);

  /* A bowl short of stones shows what is missing as a negative number. */
  set_count (self->black_fill_in, score->fill_in_left[0]);
  set_count (self->white_fill_in, score->fill_in_left[1]);
  if (filled_more > 0)
    filled = g_strdup_printf (ngettext ("Black filled %d point more than White",
                                        "Black filled %d points more than White", filled_more),
                              filled_more);
  else if (filled_more < 0)
    filled = g_strdup_printf (ngettext ("White filled %d point more than Black",
                                        "White filled %d points more than Black", -filled_more),
                              -filled_more);
  else
    filled = g_strdup (_("Both filled as many points"));
  /* Translators: fill-in counting in words, "Black filled 1 point more
   * than White; with the 7.5 points White receives, White wins by 6.5
   * points." */
  text = g_strdup_printf (ngettext ("%s; with the %s point White receives, %s.",
                                    "%s; with the %s points White receives, %s.",
                                    plural_count (owed)),
                          filled, owed_text, fill_result);
  gtk_label_set_text (self->fill_in_margin_label, text);
  g_clear_pointer (&text, g_free);

  if (is_zero (score->territory_margin - score->margin) && is_zero (fill_margin - score->margin))
    /* Translators: "All three counts agree: Black wins by 1.5 points." */
    text = g_strdup_printf (_("All three counts agree: %s."), result);
  else
    {
      g_autofree char *other = format_margin (score->territory_margin);
      /* What each side put down: what is still there, and what the
       * other side took or found dead. */
      guint put_black = score->stones[0] + score->prisoners[1];
      guint put_white = score->stones[1] + score->prisoners[0];

      if (score->handicap_compensation > 0)
        text = g_strdup_printf (_("Territory counting says %s: unlike area counting, it leaves out the stones each side put on the board (Black %u, White %u) and the handicap points."),
                                other, put_black, put_white);
      else
        /* Translators: "Territory counting says White wins by 0.5 points:
         * unlike area counting, it leaves out the stones each side put on
         * the board (Black 120, White 121)." */
        text = g_strdup_printf (_("Territory counting says %s: unlike area counting, it leaves out the stones each side put on the board (Black %u, White %u)."),
                                other, put_black, put_white);
    }
  gtk_label_set_text (self->agreement_label, text);
}

/* Screen readers hear a figure with its row and column: "Black, Area". */
static void
describe_figures (GtkGrid  *grid,
                  gboolean  column_headings)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (grid)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int column, row;
      GtkWidget *row_heading, *column_heading;
      g_autofree char *description = NULL;

      gtk_grid_query_child (grid, child, &column, &row, NULL, NULL);
      if (!GTK_IS_LABEL (child) || column == 0 || (column_headings && row == 0))
        continue;
      row_heading = gtk_grid_get_child_at (grid, 0, row);
      column_heading = column_headings ? gtk_grid_get_child_at (grid, column, 0) : NULL;
      if (!GTK_IS_LABEL (row_heading))
        continue;
      if (GTK_IS_LABEL (column_heading))
        /* Translators: what a screen reader says with a figure: "Black, Area" */
        description = g_strdup_printf (_("%s, %s"), gtk_label_get_text (GTK_LABEL (column_heading)),
                                       gtk_label_get_text (GTK_LABEL (row_heading)));
      else
        description = g_strdup (gtk_label_get_text (GTK_LABEL (row_heading)));
      gtk_accessible_update_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      description, -1);
    }
}

static void
show_early_end (TgScoreDialog *self,
                TgEndReason    reason)
{
  TgColor winner = tg_game_get_winner (self->game);
  TgNode *end = tg_game_get_end_node (self->game);
  guint moves = end != NULL ? end->move_number : tg_game_get_move_number (self->game);
  g_autofree char *why = NULL;
  gboolean white_won = winner == TG_WHITE;

  if (reason == TG_END_RESIGNATION)
    {
      gtk_label_set_text (self->result_label, white_won ? _("White wins by resignation")
                                                        : _("Black wins by resignation"));
      if (moves == 0)
        why = g_strdup (white_won ? _("Black resigned before any move was played.")
                                  : _("White resigned before any move was played."));
      else
        why = g_strdup_printf (white_won ? ngettext ("Black resigned after %u move.",
                                                     "Black resigned after %u moves.", moves)
                                         : ngettext ("White resigned after %u move.",
                                                     "White resigned after %u moves.", moves),
                               moves);
    }
  else
    {
      gtk_label_set_text (self->result_label, white_won ? _("White wins on time")
                                                        : _("Black wins on time"));
      if (moves == 0)
        why = g_strdup (white_won ? _("Black ran out of time before any move was played.")
                                  : _("White ran out of time before any move was played."));
      else
        why = g_strdup_printf (white_won ? ngettext ("Black ran out of time after %u move.",
                                                     "Black ran out of time after %u moves.", moves)
                                         : ngettext ("White ran out of time after %u move.",
                                                     "White ran out of time after %u moves.", moves),
                               moves);
    }
  gtk_label_set_text (self->reason_label, why);
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->stones_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->stones_margin_label), FALSE);
  gtk_widget_set_visible (self->count_box, FALSE);
}

/* A record counted elsewhere (other rules, other dead stones, or none
 * marked) tells one story in two parts: the result as the record states
 * it, then what this board gives and why it may differ.  A record that
 * ended by a count can be counted again here, its dead stones marked. */
static void
show_record_and_board (TgScoreDialog *self,
                       const char    *recorded,
                       const TgScore *score,
                       TgEndReason    end_reason)
{
  TgNode *end = tg_game_get_end_node (self->game);
  gboolean marked = end != NULL && (tg_node_has_prop (end, "TB") || tg_node_has_prop (end, "TW"));
  gboolean recount = end_reason == TG_END_SCORE;
  g_autofree char *title = NULL;
  g_autofree char *counted = format_margin (score->margin);
  g_autofree char *count = NULL;
  const char *why;

  title = tg_result_describe (recorded);
  if (marked)
    /* Translators: "Counted here by the WMSG 2008 rules, with the dead
     * stones the record marks: White wins by 7.5 points" */
    count = g_strdup_printf (_("Counted here by the %s rules, with the dead stones the record marks: %s"),
                             score->rules == TG_RULES_CHINESE ? _("Chinese 2002") : _("WMSG 2008"),
                             counted);
  else
    /* Translators: "Counted here with every stone alive: White wins by 6.5 points" */
    count = g_strdup_printf (_("Counted here with every stone alive: %s"), counted);
  if (marked)
    why = recount ? _("The players may have counted by other rules, or agreed on other dead stones. Mark the dead stones to count this board again.")
                  : _("The players may have counted by other rules, or agreed on other dead stones.");
  else
    why = recount ? _("The record does not say which stones are dead. Mark them, and this board’s count can agree with the record.")
                  : _("The record does not say which stones are dead.");

  gtk_label_set_text (self->result_label, title);
  gtk_widget_set_visible (GTK_WIDGET (self->record_label), TRUE);
  /* The board's count leads its part of the story; the stones follow. */
  gtk_widget_remove_css_class (GTK_WIDGET (self->stones_label), "title-4");
  gtk_label_set_text (self->count_label, count);
  gtk_widget_set_visible (GTK_WIDGET (self->count_label), TRUE);
  gtk_label_set_text (self->reason_label, why);
  gtk_widget_set_visible (GTK_WIDGET (self->reason_label), TRUE);
  gtk_widget_set_visible (self->mark_dead_button, recount);
}

static void
show_game (TgScoreDialog *self)
{
  TgEndReason end_reason = tg_game_get_end_reason (self->game);
  const char *recorded = tg_game_get_info (self->game, "RE");
  g_autofree char *title = NULL;
  TgResult result;
  double lead;
  TgScore score;

  if (end_reason == TG_END_RESIGNATION || end_reason == TG_END_TIME)
    {
      show_early_end (self, end_reason);
      return;
    }

  tg_game_get_score (self->game, &score);
  show_stones (self, &score);
  show_area (self, &score);
  show_methods (self, &score);
  describe_figures (self->area_grid, TRUE);
  describe_figures (self->margin_grid, FALSE);
  describe_figures (self->territory_grid, TRUE);
  describe_figures (self->fill_in_grid, TRUE);

  tg_result_parse (recorded, &result);
  if (result.kind == TG_RESULT_NONE || result.kind == TG_RESULT_UNKNOWN
      || (tg_result_get_lead (&result, &lead) && fabs (lead - score.margin) < 1e-9))
    {
      title = format_margin (score.margin);
      gtk_label_set_text (self->result_label, title);
      return;
    }
  show_record_and_board (self, recorded, &score, end_reason);
}

/* Save Game and New Game act on the window the dialog belongs to, after
 * closing it: both may open dialogs of their own over that window. */
static void
activate_on_parent (TgScoreDialog *self,
                    const char    *action)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  g_autoptr(GtkWindow) keep = parent != NULL ? g_object_ref (parent) : NULL;

  gtk_window_destroy (GTK_WINDOW (self));
  if (keep != NULL)
    gtk_widget_activate_action (GTK_WIDGET (keep), action, NULL);
}

static void
save_clicked_cb (TgScoreDialog *self)
{
  activate_on_parent (self, "win.save");
}

static void
new_game_clicked_cb (TgScoreDialog *self)
{
  activate_on_parent (self, "app.new-game");
}

static void
mark_dead_clicked_cb (TgScoreDialog *self)
{
  activate_on_parent (self, "win.recount");
}

/* Once the other counts are laid out, they are scrolled into view: as
 * far as the window allows, the expander at the top of the view.  Left
 * where they opened, they stayed under the buttons whenever the window
 * could not grow to show them. */
static gboolean
reveal_methods_tick (GtkWidget     *widget,
                     GdkFrameClock *clock,
                     gpointer       user_data)
{
  TgScoreDialog *self = TG_SCORE_DIALOG (widget);
  GtkWidget *counts = gtk_expander_get_child (GTK_EXPANDER (self->methods_expander));
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  GtkWidget *content = gtk_scrolled_window_get_child (self->scroller);
  graphene_point_t top;
  double page = gtk_adjustment_get_page_size (vadjustment);
  double bottom;

  /* The counts are not laid out yet: the next frame. */
  if (counts == NULL || gtk_widget_get_height (counts) == 0
      || !gtk_widget_compute_point (self->methods_expander, content,
                                    &GRAPHENE_POINT_INIT (0, 0), &top))
    return G_SOURCE_CONTINUE;
  self->reveal_tick = 0;
  /* The viewport's points move with the scrolling: from its top. */
  top.y += gtk_adjustment_get_value (vadjustment);
  bottom = top.y + gtk_widget_get_height (self->methods_expander);
  if (bottom > gtk_adjustment_get_value (vadjustment) + page)
    gtk_adjustment_set_value (vadjustment, MIN (top.y, bottom - page));
  return G_SOURCE_REMOVE;
}

/* The other counts open below the area count: the window grows to show
 * them (up to what the scrolled window allows), and scrolls to them. */
static void
methods_expanded_cb (TgScoreDialog *self)
{
  GtkWidget *content = adw_window_get_content (ADW_WINDOW (self));
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int natural;

  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  gtk_window_set_default_size (GTK_WINDOW (self), width, natural);
  if (gtk_expander_get_expanded (GTK_EXPANDER (self->methods_expander)) && self->reveal_tick == 0)
    self->reveal_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), reveal_methods_tick,
                                                      NULL, NULL);
}

static void
tg_score_dialog_constructed (GObject *object)
{
  TgScoreDialog *self = TG_SCORE_DIALOG (object);

  G_OBJECT_CLASS (tg_score_dialog_parent_class)->constructed (object);

  show_game (self);
  g_signal_connect_object (self->methods_expander, "notify::expanded",
                           G_CALLBACK (methods_expanded_cb), self, G_CONNECT_SWAPPED);
}

/* Close has the focus, but not as the template's focus-widget: focusing
 * before the window is realized makes its accessible without its role
 * (GTK 4.8 then presents the dialog as a "filler"). */
static void
tg_score_dialog_map (GtkWidget *widget)
{
  TgScoreDialog *self = TG_SCORE_DIALOG (widget);

  GTK_WIDGET_CLASS (tg_score_dialog_parent_class)->map (widget);
  gtk_widget_grab_focus (self->close_button);
}

static void
tg_score_dialog_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  TgScoreDialog *self = TG_SCORE_DIALOG (object);

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
tg_score_dialog_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  TgScoreDialog *self = TG_SCORE_DIALOG (object);

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
tg_score_dialog_dispose (GObject *object)
{
  TgScoreDialog *self = TG_SCORE_DIALOG (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_SCORE_DIALOG);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (tg_score_dialog_parent_class)->dispose (object);
}

#define BIND(name) gtk_widget_class_bind_template_child (widget_class, TgScoreDialog, name)

static void
tg_score_dialog_class_init (TgScoreDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = tg_score_dialog_constructed;
  object_class->get_property = tg_score_dialog_get_property;
  object_class->set_property = tg_score_dialog_set_property;
  object_class->dispose = tg_score_dialog_dispose;
  widget_class->map = tg_score_dialog_map;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A modal window over the board: screen readers announce a dialog. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-score-dialog.ui");
  BIND (result_label);
  BIND (record_label);
  BIND (count_label);
  BIND (stones_label);
  BIND (stones_margin_label);
  BIND (reason_label);
  BIND (mark_dead_button);
  BIND (count_box);
  BIND (area_grid);
  BIND (black_stones);
  BIND (white_stones);
  BIND (black_territory);
  BIND (white_territory);
  BIND (black_shared);
  BIND (white_shared);
  BIND (black_area);
  BIND (white_area);
  BIND (shared_label);
  BIND (margin_grid);
  BIND (difference_value);
  BIND (komi_value);
  BIND (adjustment_heading);
  BIND (adjustment_value);
  BIND (handicap_heading);
  BIND (handicap_value);
  BIND (margin_value);
  BIND (territory_grid);
  BIND (black_territory_only);
  BIND (white_territory_only);
  BIND (black_prisoners);
  BIND (white_prisoners);
  BIND (black_territory_total);
  BIND (white_territory_total);
  BIND (territory_margin_label);
  BIND (fill_in_grid);
  BIND (black_fill_in);
  BIND (white_fill_in);
  BIND (fill_in_margin_label);
  BIND (agreement_label);
  BIND (methods_expander);
  BIND (scroller);
  BIND (close_button);
  gtk_widget_class_bind_template_callback (widget_class, save_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, new_game_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, mark_dead_clicked_cb);
}

#undef BIND

static void
tg_score_dialog_init (TgScoreDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

TgScoreDialog *
tg_score_dialog_new (GtkWindow *parent,
                     TgGame    *game)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (TG_IS_GAME (game), NULL);

  return g_object_new (TG_TYPE_SCORE_DIALOG,
                       "transient-for", parent,
                       "game", game,
                       NULL);
}

TgGame *
tg_score_dialog_get_game (TgScoreDialog *self)
{
  g_return_val_if_fail (TG_IS_SCORE_DIALOG (self), NULL);

  return self->game;
}
