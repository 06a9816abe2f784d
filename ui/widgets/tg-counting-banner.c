/* tg-counting-banner.c
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-counting-banner.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-result.h"
#include "tg-score.h"

/* What the banner tells: each note follows a change of phase the game
 * announced while shown here, so an opened record raises none of them. */
typedef enum
{
  NOTE_NONE = 0,
  NOTE_COUNTING,
  NOTE_RESUMED,
  NOTE_FINISHED,
} Note;

struct _TgCountingBanner
{
  GtkWidget     parent_instance;

  GtkRevealer  *counting_revealer;
  GtkLabel     *counting_title;
  GtkLabel     *counting_label;
  GtkLabel     *counting_score_label;
  GtkLabel     *counting_terms_label;
  GtkLabel     *counting_stones_label;
  GtkWidget    *counting_buttons;
  GtkWidget    *counting_details_button;
  GtkWidget    *counting_dismiss_button;

  TgGame       *game;
  GSignalGroup *game_signals;
  Note          note;
  gboolean      dismissed;
};

G_DEFINE_FINAL_TYPE (TgCountingBanner, tg_counting_banner, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
format_lead (const TgScore *score)
{
  double points = fabs (score->margin);
  /* A fraction of a point reads as a plural. */
  gulong plural = points == floor (points) ? (gulong) points : 2;

  if (points < 1e-9)
    return g_strdup (_("The score is even"));
  if (score->margin > 0)
    /* Translators: the live count, "Black is ahead by 1.5 points" */
    return g_strdup_printf (ngettext ("Black is ahead by %g point", "Black is ahead by %g points",
                                      plural),
                            points);
  return g_strdup_printf (ngettext ("White is ahead by %g point", "White is ahead by %g points",
                                    plural),
                          points);
}

/* The live count in both forms (spec §6): areas and the lead in points,
 * what White receives besides its area (komi, the point for the last
 * move, handicap points: where a player first meets them, said in
 * words), then Black's stones against what Black needs. */
static void
show_live_score (TgCountingBanner *self,
                 TgGame           *game)
{
  g_autofree char *lead = NULL;
  g_autofree char *points = NULL;
  g_autofree char *terms = NULL;
  g_autofree char *stones = NULL;
  TgScore score;

  tg_game_get_score (game, &score);
  lead = format_lead (&score);
  /* Translators: "Area: Black 45, White 36 · White is ahead by 1.5 points" */
  points = g_strdup_printf (_("Area: Black %g, White %g · %s"), score.area[0], score.area[1], lead);
  terms = tg_score_describe_owed (&score);
  stones = tg_score_format_stones (&score);
  gtk_label_set_text (self->counting_score_label, points);
  gtk_label_set_text (self->counting_terms_label, terms);
  gtk_label_set_text (self->counting_stones_label, stones);
}

static void
update (TgCountingBanner *self)
{
  TgGame *game = self->game;
  Note note = self->note;
  TgPhase phase;
  gboolean at_end;
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;
  gboolean reveal;

  if (game == NULL)
    return;
  phase = tg_game_get_phase (game);
  at_end = tg_game_is_at_end_of_play (game);
  /* Counting always says what is going on, whatever the note: a record
   * saved while counting opens here too. */
  if (phase == TG_PHASE_COUNTING)
    note = NOTE_COUNTING;
  else if (note == NOTE_COUNTING
           || (note == NOTE_RESUMED && phase != TG_PHASE_PLAYING)
           || (note == NOTE_FINISHED && phase != TG_PHASE_FINISHED))
    note = NOTE_NONE;
  reveal = note != NOTE_NONE && !(note != NOTE_COUNTING && self->dismissed);

  switch (note)
    {
    case NOTE_COUNTING:
      /* A finished record counted again need not end with passes. */
      title = g_strdup (tg_game_get_first_passer (game) != TG_EMPTY
                        ? _("Both players passed: counting")
                        : _("Counting the final position"));
      if (at_end)
        body = g_strdup (_("Click a group to mark it dead, and again to bring it back to life. "
                           "The marks suggested are only a suggestion: the players decide. "
                           "Then accept the score, or resume play to settle a dispute about life and death."));
      else
        /* Translators: counting while the board shows an earlier move */
        body = g_strdup_printf (_("The game is being counted after move %u. Go to the last move to mark the dead stones."),
                                tg_game_get_end_node (game)->move_number);
      show_live_score (self, game);
      break;
    case NOTE_RESUMED:
      title = g_strdup (_("Play resumed to settle life and death"));
      body = g_strdup (_("Finding a valuable point is no reason to resume. "
                         "When both players pass again, every stone on the board counts as alive "
                         "and the game is scored at once."));
      break;
    case NOTE_FINISHED:
      title = tg_result_describe (tg_game_get_info (game, "RE"));
      body = g_strdup (tg_game_get_end_reason (game) == TG_END_SCORE
                       ? _("The board shows each side’s area and the dead stones.")
                       : _("The game is over."));
      break;
    case NOTE_NONE:
    default:
      break;
    }

  if (title != NULL)
    {
      gtk_label_set_text (self->counting_title, title);
      gtk_label_set_text (self->counting_label, body);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->counting_score_label), note == NOTE_COUNTING);
  gtk_widget_set_visible (GTK_WIDGET (self->counting_terms_label), note == NOTE_COUNTING);
  gtk_widget_set_visible (GTK_WIDGET (self->counting_stones_label), note == NOTE_COUNTING);
  gtk_widget_set_visible (self->counting_buttons, note == NOTE_COUNTING);
  gtk_widget_set_visible (self->counting_details_button, note == NOTE_FINISHED);
  gtk_widget_set_visible (self->counting_dismiss_button, note != NOTE_COUNTING);
  gtk_revealer_set_reveal_child (self->counting_revealer, reveal);
}

/* A change of phase is told in the middle of the step that made it: the
 * note is taken now and shown once the step is whole ("changed"). */
static void
phase_changed_cb (TgCountingBanner *self,
                  GParamSpec       *pspec,
                  TgGame           *game)
{
  TgPhase phase = tg_game_get_phase (game);

  self->dismissed = FALSE;
  if (phase == TG_PHASE_COUNTING)
    self->note = NOTE_COUNTING;
  else if (phase == TG_PHASE_PLAYING && tg_game_get_resumed (game))
    self->note = NOTE_RESUMED;
  else if (phase == TG_PHASE_FINISHED)
    self->note = NOTE_FINISHED;
  else
    self->note = NOTE_NONE;
}

static void
counting_dismiss_clicked_cb (TgCountingBanner *self)
{
  self->dismissed = TRUE;
  gtk_revealer_set_reveal_child (self->counting_revealer, FALSE);
}

void
tg_counting_banner_set_game (TgCountingBanner *self,
                             TgGame           *game)
{
  g_return_if_fail (TG_IS_COUNTING_BANNER (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  /* Another game: no note of its past. */
  self->note = NOTE_NONE;
  self->dismissed = FALSE;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
tg_counting_banner_dispose (GObject *object)
{
  TgCountingBanner *self = TG_COUNTING_BANNER (object);

  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_COUNTING_BANNER);

  G_OBJECT_CLASS (tg_counting_banner_parent_class)->dispose (object);
}

static void
tg_counting_banner_finalize (GObject *object)
{
  TgCountingBanner *self = TG_COUNTING_BANNER (object);

  g_clear_object (&self->game_signals);

  G_OBJECT_CLASS (tg_counting_banner_parent_class)->finalize (object);
}

static void
tg_counting_banner_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  TgCountingBanner *self = TG_COUNTING_BANNER (object);

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
tg_counting_banner_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  TgCountingBanner *self = TG_COUNTING_BANNER (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_counting_banner_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_counting_banner_class_init (TgCountingBannerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_counting_banner_dispose;
  object_class->finalize = tg_counting_banner_finalize;
  object_class->get_property = tg_counting_banner_get_property;
  object_class->set_property = tg_counting_banner_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-counting-banner.ui");
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_title);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_label);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_score_label);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_terms_label);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_stones_label);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_buttons);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_details_button);
  gtk_widget_class_bind_template_child (widget_class, TgCountingBanner, counting_dismiss_button);
  gtk_widget_class_bind_template_callback (widget_class, counting_dismiss_clicked_cb);
}

static void
tg_counting_banner_init (TgCountingBanner *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->game_signals = g_signal_group_new (TG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "notify::phase",
                                 G_CALLBACK (phase_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
}
