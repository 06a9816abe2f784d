/* tg-analysis-panel.c: the node's score lead and win rate, and the
 * review of the line, in the side panel.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tg-analysis-label.h"
#include "tg-analysis-panel.h"
#include "tg-analysis-record.h"

/* Losses listed in the panel, at most. */
#define MAX_LOSSES 8

struct _TgAnalysisPanel
{
  GtkWidget     parent_instance;

  GtkWidget    *values_box;
  GtkLabel     *lead_label;
  GtkLabel     *winrate_label;
  GtkLabel     *source_label;
  GtkLabel     *legend_label;
  GtkWidget    *review_box;
  GtkLabel     *black_summary;
  GtkLabel     *white_summary;
  GtkListBox   *losses_list;
  GtkRevealer  *progress_revealer;
  GtkLabel     *progress_label;
  GtkProgressBar *progress_bar;
  TgScoreGraph *graph;

  TgGame       *game;
  GSignalGroup *game_signals;
  /* The live analysis: what it has said of the current node, by which
   * engine (NULL: off). */
  TgAnalysis   *live;
  char         *engine;
  gboolean      show_winrate;
  /* The graph's line the review was made of: the same array means the
   * same line with the same stored values (the graph makes a new one
   * when either changes); what the review said of it. */
  GPtrArray    *reviewed_line;
  char         *review_key;
};

G_DEFINE_FINAL_TYPE (TgAnalysisPanel, tg_analysis_panel, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Values */

static char *
format_lead (double lead)
{
  if (!isfinite (lead))
    return NULL;
  if (fabs (lead) < 0.05)
    return g_strdup (_("Even game"));
  /* Translators: the analysis engine's estimate, "Black leads by 3.5" */
  return g_strdup_printf (lead > 0 ? _("Black leads by %.1f") : _("White leads by %.1f"),
                          fabs (lead));
}

static char *
format_winrate (double winrate)
{
  if (!isfinite (winrate))
    return NULL;
  /* Translators: Black's and White's chances, "Win rate: Black 57% · White 43%" */
  return g_strdup_printf (_("Win rate: Black %.0f%% · White %.0f%%"), 100 * winrate,
                          100 * (1 - winrate));
}

static void
set_optional (GtkLabel   *label,
              const char *text)
{
  gtk_label_set_text (label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (label), text != NULL);
}

static void
update_values (TgAnalysisPanel *self)
{
  TgNode *current = tg_game_get_current (self->game);
  double lead = NAN, winrate = NAN;
  g_autofree char *lead_text = NULL;
  g_autofree char *winrate_text = NULL;
  g_autofree char *source = NULL;
  const char *legend = NULL;

  if (self->live != NULL)
    {
      TgCandidateShows shows = tg_candidate_shows (self->live, self->show_winrate);
      const TgCandidate *best = tg_analysis_get_best (self->live);

      if (best != NULL)
        legend = tg_candidate_legend (shows, best->visits > 0);
      lead = self->live->score_lead;
      winrate = self->live->winrate;
      if (self->live->visits > 0)
        /* Translators: "KataGo · 1200 visits" */
        source = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u visit", "%s · %u visits",
                                               self->live->visits),
                                  self->engine, self->live->visits);
      else
        source = g_strdup (self->engine);
    }
  else if (tg_analysis_record_read (current, &lead, &winrate))
    source = g_strdup (_("As stored in the record"));
  else if (self->engine != NULL)
    /* Translators: "GNU Go is thinking…" */
    source = g_strdup_printf (_("%s is thinking…"), self->engine);

  lead_text = format_lead (lead);
  winrate_text = format_winrate (winrate);
  set_optional (self->lead_label, lead_text);
  set_optional (self->winrate_label, winrate_text);
  set_optional (self->source_label, source);
  set_optional (self->legend_label, legend);
  gtk_widget_set_visible (self->values_box, source != NULL);
}

/* The review */

static char *
player_summary (const char                   *name,
                const TgAnalysisPlayerReview *player)
{
  /* Translators: one player's review: "Black lost 1.4 points a move ·
   * inaccuracies: 3, mistakes: 1, blunders: 0" */
  return g_strdup_printf (_("%s lost %.1f points a move · inaccuracies: %u, mistakes: %u, "
                            "blunders: %u"),
                          name, player->n_moves > 0 ? player->total_lost / player->n_moves : 0,
                          player->counts[TG_LOSS_INACCURACY], player->counts[TG_LOSS_MISTAKE],
                          player->counts[TG_LOSS_BLUNDER]);
}

static GtkWidget *
loss_row (TgAnalysisPanel      *self,
          const TgAnalysisLoss *loss)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *label = gtk_label_new (NULL);
  g_autofree char *point = loss->point == TG_PASS
                           ? g_strdup (_("pass"))
                           : tg_board_point_to_gtp (tg_game_get_board (self->game), loss->point);
  /* Translators: a mistake found by the review: "Move 34, White C3: −10.5" */
  g_autofree char *text = g_strdup_printf (_("Move %u, %s %s: −%.1f"), loss->move_number,
                                           loss->color == TG_BLACK ? _("Black") : _("White"),
                                           point, loss->points_lost);

  gtk_label_set_text (GTK_LABEL (label), text);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_set_margin_start (label, 12);
  gtk_widget_set_margin_end (label, 12);
  gtk_widget_set_margin_top (label, 6);
  gtk_widget_set_margin_bottom (label, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
  g_object_set_data (G_OBJECT (row), "tg-node", loss->node);
  return row;
}

static void
loss_activated_cb (TgAnalysisPanel *self,
                   GtkListBoxRow   *row)
{
  TgNode *node = g_object_get_data (G_OBJECT (row), "tg-node");

  if (node != NULL && tg_node_get_root (node) == tg_game_get_root (self->game))
    tg_game_set_current (self->game, node);
}

static void
update_review (TgAnalysisPanel *self)
{
  GPtrArray *line = tg_score_graph_get_line (self->graph);
  g_autoptr(TgAnalysisReview) review = NULL;
  g_autoptr(GString) key = NULL;
  GtkWidget *child;

  /* A jump along the line reviews nothing again: a long record's line
   * is a long walk. */
  if (line == self->reviewed_line)
    return;
  g_clear_pointer (&self->reviewed_line, g_ptr_array_unref);
  self->reviewed_line = g_ptr_array_ref (line);
  review = tg_analysis_review_new (line);
  key = g_string_new (NULL);

  gtk_widget_set_visible (self->review_box, review->n_valued > 1);
  if (review->n_valued <= 1)
    return;
  /* Rebuilt only when it says something else. */
  g_string_printf (key, "%u %u %u %.3f %.3f", review->n_valued, review->losses->len,
                   review->players[0].n_moves, review->players[0].total_lost,
                   review->players[1].total_lost);
  for (guint i = 0; i < MIN (review->losses->len, MAX_LOSSES); i++)
    g_string_append_printf (key, " %p", g_array_index (review->losses, TgAnalysisLoss, i).node);
  if (g_strcmp0 (key->str, self->review_key) == 0)
    return;
  g_free (self->review_key);
  self->review_key = g_strdup (key->str);

  for (int i = 0; i < 2; i++)
    {
      g_autofree char *text = player_summary (i == 0 ? _("Black") : _("White"),
                                              &review->players[i]);

      gtk_label_set_text (i == 0 ? self->black_summary : self->white_summary, text);
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->losses_list))) != NULL)
    gtk_list_box_remove (self->losses_list, child);
  for (guint i = 0; i < MIN (review->losses->len, MAX_LOSSES); i++)
    gtk_list_box_append (self->losses_list,
                         loss_row (self, &g_array_index (review->losses, TgAnalysisLoss, i)));
  gtk_widget_set_visible (GTK_WIDGET (self->losses_list), review->losses->len > 0);
}

static void
update (TgAnalysisPanel *self)
{
  if (self->game == NULL)
    return;
  update_values (self);
  update_review (self);
}

void
tg_analysis_panel_set_game (TgAnalysisPanel *self,
                            TgGame          *game)
{
  g_return_if_fail (TG_IS_ANALYSIS_PANEL (self));
  g_return_if_fail (game == NULL || TG_IS_GAME (game));

  if (!g_set_object (&self->game, game))
    return;
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

TgScoreGraph *
tg_analysis_panel_get_graph (TgAnalysisPanel *self)
{
  g_return_val_if_fail (TG_IS_ANALYSIS_PANEL (self), NULL);

  return self->graph;
}

void
tg_analysis_panel_show_progress (TgAnalysisPanel *self,
                                 const char      *text,
                                 double           fraction)
{
  g_return_if_fail (TG_IS_ANALYSIS_PANEL (self));

  if (text != NULL)
    {
      gtk_label_set_text (self->progress_label, text);
      gtk_progress_bar_set_fraction (self->progress_bar, fraction);
    }
  gtk_revealer_set_reveal_child (self->progress_revealer, text != NULL);
}

void
tg_analysis_panel_set_live (TgAnalysisPanel *self,
                            TgAnalysis      *analysis,
                            const char      *engine,
                            gboolean         show_winrate)
{
  g_return_if_fail (TG_IS_ANALYSIS_PANEL (self));

  if (analysis != self->live)
    {
      g_clear_pointer (&self->live, tg_analysis_unref);
      self->live = analysis != NULL ? tg_analysis_ref (analysis) : NULL;
    }
  g_free (self->engine);
  self->engine = g_strdup (engine);
  self->show_winrate = show_winrate;
  update (self);
}

static void
tg_analysis_panel_dispose (GObject *object)
{
  TgAnalysisPanel *self = TG_ANALYSIS_PANEL (object);
  GtkWidget *child;

  g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_ANALYSIS_PANEL);
  /* The box around the values and the review is no template child of
   * its own name: it goes here. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (tg_analysis_panel_parent_class)->dispose (object);
}

static void
tg_analysis_panel_finalize (GObject *object)
{
  TgAnalysisPanel *self = TG_ANALYSIS_PANEL (object);

  g_clear_object (&self->game_signals);
  g_clear_pointer (&self->live, tg_analysis_unref);
  g_free (self->engine);
  g_clear_pointer (&self->reviewed_line, g_ptr_array_unref);
  g_free (self->review_key);

  G_OBJECT_CLASS (tg_analysis_panel_parent_class)->finalize (object);
}

static void
tg_analysis_panel_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TgAnalysisPanel *self = TG_ANALYSIS_PANEL (object);

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
tg_analysis_panel_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  TgAnalysisPanel *self = TG_ANALYSIS_PANEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      tg_analysis_panel_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_analysis_panel_class_init (TgAnalysisPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tg_analysis_panel_dispose;
  object_class->finalize = tg_analysis_panel_finalize;
  object_class->get_property = tg_analysis_panel_get_property;
  object_class->set_property = tg_analysis_panel_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PREFIX "/ui/tg-analysis-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, values_box);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, lead_label);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, winrate_label);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, source_label);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, legend_label);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, review_box);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, black_summary);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, white_summary);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, losses_list);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, progress_revealer);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, progress_label);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, TgAnalysisPanel, graph);
  gtk_widget_class_bind_template_callback (widget_class, loss_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  g_type_ensure (TG_TYPE_SCORE_GRAPH);
}

static void
tg_analysis_panel_init (TgAnalysisPanel *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);

  /* The record's values and the review change with the game. */
  self->game_signals = g_signal_group_new (TG_TYPE_GAME);
  g_signal_group_connect_object (self->game_signals, "changed", G_CALLBACK (update), self,
                                 G_CONNECT_SWAPPED);
}
