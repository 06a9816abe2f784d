/* tg-window.c: the main window and its model-to-view flow.
 *
 * One-way flow: actions call TgGame and TgGame emits its signals.  The
 * board scene, the tree, the comment, the move panel, the player cards
 * and the counting banner are given the game and follow it on their own;
 * the reading banner is given the document and follows it.
 * The cards show the clock of the window's match.
 * What is still the window's (the title, the actions' sensitivity, the
 * engines', the analysis' and the clock's parts) follows the game shown
 * through one GSignalGroup, each part on its own handler: nothing
 * redraws the whole window.
 * No widget edits the record.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-engine-bar.h"
#include "tg-game-tree.h"
#include "tg-reading-banner.h"
#include "tg-sgf.h"
#include "tg-window-layout.h"
#include "tg-window-private.h"

G_DEFINE_FINAL_TYPE (TgWindow, tg_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_GAME,
  PROP_TOOL,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

TgWindow *
tg_window_new (GtkApplication *application)
{
  return g_object_new (TG_TYPE_WINDOW, "application", application, NULL);
}

TgGame *
tg_window_get_game (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->game;
}

TgDocument *
tg_window_get_document (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return self->document;
}

GFile *
tg_window_get_file (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), NULL);

  return tg_document_get_file (self->document);
}

gboolean
tg_window_is_pristine (TgWindow *self)
{
  g_return_val_if_fail (TG_IS_WINDOW (self), FALSE);

  return tg_document_get_file (self->document) == NULL
         && !tg_document_get_modified (self->document)
         && tg_document_get_n_games (self->document) == 1
         && tg_node_get_n_children (tg_game_get_root (self->game)) == 0;
}

AdwToast *
_tg_window_new_toast (const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  return adw_toast_new (escaped);
}

void
_tg_window_add_toast (TgWindow   *self,
                      const char *text)
{
  AdwToast *toast = _tg_window_new_toast (text);

  adw_toast_set_timeout (toast, 4);
  _tg_window_show_toast (self, toast);
}

/* libadwaita 1.2's overlay frees a toast dismissed while it still slides
 * in, then ends the slide on the freed memory.  A toast slides in for
 * 300 ms, or 500 ms while another leaves, and leaves in 300 ms; it may
 * start when it is added or when the toast before it is dismissed.  So a
 * dismissal waits for the frame that ends every slide begun so far, and
 * Escape (which the overlay takes to dismiss) is held back until then. */
#define TOAST_SLIDE_US (500 * G_TIME_SPAN_MILLISECOND)

/* The overlay's frame time, which its animations start from; 0 once the
 * window has let it go (its dispose dismisses the toasts left). */
static gint64
toast_frame_time (TgWindow *self)
{
  GdkFrameClock *clock = self->toast_overlay != NULL
                         ? gtk_widget_get_frame_clock (GTK_WIDGET (self->toast_overlay)) : NULL;

  return clock != NULL ? gdk_frame_clock_get_frame_time (clock) : 0;
}

static void
toast_may_slide (TgWindow *self)
{
  self->toast_slides_until = toast_frame_time (self) + TOAST_SLIDE_US;
}

/* Unmapped, the overlay's animations end at once. */
gboolean
_tg_window_toast_sliding (TgWindow *self)
{
  return self->toast_overlay != NULL
         && gtk_widget_get_mapped (GTK_WIDGET (self->toast_overlay))
         && toast_frame_time (self) < self->toast_slides_until;
}

/* Every toast goes through here (TOAST: transfer full). */
void
_tg_window_show_toast (TgWindow *self,
                       AdwToast *toast)
{
  /* Before the overlay's own handler, which starts the next toast. */
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (toast_may_slide), self,
                           G_CONNECT_SWAPPED);
  toast_may_slide (self);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/* Runs after the ticks of the slides begun before it was added, so a
 * slide that ends in this frame has ended. */
static gboolean
dismiss_toast_tick (GtkWidget     *overlay,
                    GdkFrameClock *clock,
                    gpointer       toast)
{
  if (_tg_window_toast_sliding (TG_WINDOW (gtk_widget_get_root (overlay))))
    return G_SOURCE_CONTINUE;
  adw_toast_dismiss (toast);
  return G_SOURCE_REMOVE;
}

/* Every dismissal our code makes goes through here. */
void
_tg_window_dismiss_toast (TgWindow *self,
                          AdwToast *toast)
{
  if (!_tg_window_toast_sliding (self))
    adw_toast_dismiss (toast);
  else
    gtk_widget_add_tick_callback (GTK_WIDGET (self->toast_overlay), dismiss_toast_tick,
                                  g_object_ref (toast), g_object_unref);
}

static void
update_title (TgWindow *self)
{
  const char *name = tg_document_get_title (self->document);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  const char *black = tg_game_get_info (self->game, "PB");
  const char *white = tg_game_get_info (self->game, "PW");
  guint size = tg_game_get_size (self->game);

  if (tg_document_get_modified (self->document))
    /* Translators: the title of a game record with unsaved changes */
    title = g_strdup_printf (_("• %s"), name);
  else
    title = g_strdup (name);

  if ((black != NULL && black[0] != '\0') || (white != NULL && white[0] != '\0'))
    /* Translators: the subtitle: the players' names and the board size,
     * "Lee Sedol – AlphaGo · 19 × 19" */
    subtitle = g_strdup_printf (_("%s – %s · %u × %u"),
                                black && black[0] ? black : _("Black"),
                                white && white[0] ? white : _("White"),
                                size, size);
  else
    /* Translators: the subtitle of a game without player names:
     * "19 × 19 · komi 6.5" */
    subtitle = g_strdup_printf (_("%u × %u · komi %g"), size, size,
                                tg_game_get_komi (self->game));

  if (tg_document_get_n_games (self->document) > 1)
    {
      g_autofree char *game_subtitle = subtitle;

      /* Translators: the subtitle of a game of a collection:
       * "Game 2 of 5 · Lee Sedol – AlphaGo · 19 × 19" */
      subtitle = g_strdup_printf (_("Game %u of %u · %s"),
                                  tg_document_get_game_index (self->document) + 1,
                                  tg_document_get_n_games (self->document), game_subtitle);
    }
  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, subtitle);
  gtk_window_set_title (GTK_WINDOW (self), title);
}

gboolean
_tg_window_at_end_of_play (TgWindow *self)
{
  return tg_game_is_at_end_of_play (self->game);
}

/* What a person may do.  Each rule works out the enabled state of its
 * actions from the inputs it names, and runs again only when one of them
 * is told to have changed: a notification of the game, "placing" (the
 * window's own handicap placement) or "engine-turn" (told by the engines'
 * part when the match or the game changed).  The game's flags are read
 * as last notified, so a rule run in the middle of a step sees no value
 * half-way. */

static gboolean
game_flag (TgWindow   *self,
           const char *name)
{
  gboolean value;

  g_object_get (self->game, name, &value, NULL);
  return value;
}

static gboolean
placing (TgWindow *self)
{
  return self->handicap_wanted > 0;
}

/* A person does not move, pass or resign for an engine that plays. */
static gboolean
engine_moves (TgWindow *self)
{
  TgMatch *match = _tg_window_engine_get_match (self->engine);

  return match != NULL && tg_match_get_engine_turn (match) != TG_EMPTY;
}

/* Away from where play stopped, moves and passes explore variations. */
static gboolean
play_enabled (TgWindow *self)
{
  return !(game_flag (self, "at-end-of-play")
           && tg_game_get_phase (self->game) == TG_PHASE_FINISHED);
}

static gboolean
pass_enabled (TgWindow *self)
{
  return !placing (self) && !game_flag (self, "at-end-of-play") && !engine_moves (self);
}

static gboolean
resign_enabled (TgWindow *self)
{
  return !placing (self) && tg_game_get_phase (self->game) == TG_PHASE_PLAYING
         && !engine_moves (self);
}

static gboolean
undo_enabled (TgWindow *self)
{
  return !placing (self) && game_flag (self, "can-undo");
}

static gboolean
redo_enabled (TgWindow *self)
{
  return !placing (self) && game_flag (self, "can-redo");
}

static gboolean
back_enabled (TgWindow *self)
{
  return !placing (self) && !game_flag (self, "at-start");
}

static gboolean
forward_enabled (TgWindow *self)
{
  return !placing (self) && !game_flag (self, "at-leaf");
}

static gboolean
go_to_move_enabled (TgWindow *self)
{
  return !placing (self) && !(game_flag (self, "at-start") && game_flag (self, "at-leaf"));
}

static gboolean
count_enabled (TgWindow *self)
{
  return game_flag (self, "at-end-of-play") && tg_game_get_phase (self->game) == TG_PHASE_COUNTING;
}

typedef struct
{
  const char *inputs[4];
  gboolean  (*enabled) (TgWindow *self);
  const char *actions[3];
} ActionRule;

static const ActionRule action_rules[] = {
  { { "phase", "at-end-of-play" }, play_enabled, { "win.play" } },
  { { "placing", "at-end-of-play", "engine-turn" }, pass_enabled, { "win.pass" } },
  { { "placing", "phase", "engine-turn" }, resign_enabled, { "win.resign" } },
  { { "placing", "can-undo" }, undo_enabled, { "win.undo" } },
  { { "placing", "can-redo" }, redo_enabled, { "win.redo" } },
  { { "placing", "at-start" }, back_enabled, { "win.first", "win.previous" } },
  { { "placing", "at-leaf" }, forward_enabled, { "win.next", "win.last" } },
  { { "placing", "at-start", "at-leaf" }, go_to_move_enabled, { "win.go-to-move" } },
  { { "phase", "at-end-of-play" }, count_enabled, { "win.accept", "win.resume" } },
};

/* The game's notifications the rules follow. */
static const char * const game_inputs[] = {
  "notify::phase", "notify::at-start", "notify::at-leaf", "notify::at-end-of-play",
  "notify::can-undo", "notify::can-redo",
};

void
_tg_window_update_actions_following (TgWindow   *self,
                                     const char *input)
{
  for (gsize i = 0; i < G_N_ELEMENTS (action_rules); i++)
    {
      const ActionRule *rule = &action_rules[i];
      gboolean enabled;

      if (input != NULL && !g_strv_contains (rule->inputs, input))
        continue;
      enabled = rule->enabled (self);
      for (guint j = 0; j < G_N_ELEMENTS (rule->actions) && rule->actions[j] != NULL; j++)
        gtk_widget_action_set_enabled (GTK_WIDGET (self), rule->actions[j], enabled);
    }
}

static void
game_input_cb (TgWindow   *self,
               GParamSpec *pspec)
{
  _tg_window_update_actions_following (self, pspec->name);
}

/* Another game: every input may differ. */
static void
game_bound_cb (TgWindow *self)
{
  _tg_window_update_actions_following (self, NULL);
}

/* Free handicap placement is the window's own state: the parts that
 * show it are told here. */
void
_tg_window_set_handicap (TgWindow *self,
                         guint     wanted)
{
  gboolean was_placing = placing (self);

  self->handicap_wanted = wanted;
  if (wanted == 0)
    g_array_set_size (self->handicap_points, 0);
  tg_move_panel_set_handicap (self->move_panel, wanted, self->handicap_points->len);
  tg_player_card_set_placing_handicap (self->black_card, wanted > 0);
  tg_player_card_set_placing_handicap (self->white_card, wanted > 0);
  if (self->game == NULL)
    return;
  if (placing (self) != was_placing)
    _tg_window_update_actions_following (self, "placing");
  _tg_window_engine_update (self->engine);
}

/* @update (@data) draws its part of the window from the game: once when
 * the window is given a game ("bind") and after each step ("changed"). */
static void
follow_game (TgWindow  *self,
             GCallback  update,
             gpointer   data)
{
  g_signal_group_connect_swapped (self->game_signals, "changed", update, data);
  g_signal_connect_swapped (self->game_signals, "bind", update, data);
}

static void
set_game (TgWindow *self,
          TgGame   *game)
{
  if (self->game == game)
    return;
  g_set_object (&self->game, game);
  tg_game_set_takebacks (game, g_settings_get_boolean (self->settings, "takebacks"));
  tg_board_scene_set_game (self->scene, game);
  tg_comment_view_set_game (self->comment_view, game);
  /* The engines and the analysis turn to the game before the parts that
   * read them draw it. */
  _tg_window_engine_game_replaced (self->engine);
  _tg_window_analysis_game_replaced (self->analysis);
  g_signal_group_set_target (self->game_signals, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* The document shows another of its games. */
static void
document_game_cb (TgWindow *self)
{
  TgGame *game = tg_document_get_game (self->document);

  /* A game of a collection not shown before opens as the load left the
   * one shown first. */
  if (!tg_game_get_opened (game))
    _tg_window_open_at_preference (self, game);
  _tg_window_set_handicap (self, 0);
  set_game (self, game);
  /* A record saved while counting gets a suggestion too. */
  _tg_window_suggest_dead_stones (self);
}

static void
document_games_cb (TgWindow *self)
{
  update_title (self);
  _tg_window_update_games (self);
}

void
tg_window_set_document (TgWindow   *self,
                        TgDocument *document)
{
  g_autofree char *black = NULL;
  g_autofree char *white = NULL;
  g_autoptr(GVariant) clock = NULL;

  g_return_if_fail (TG_IS_WINDOW (self));
  g_return_if_fail (TG_IS_DOCUMENT (document));

  if (self->document == document)
    return;
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      g_signal_handlers_disconnect_by_data (tg_document_get_games (self->document), self);
    }
  /* A game taken out of the old document is not this one's to restore. */
  _tg_window_dispose_games (self);
  g_set_object (&self->document, document);
  g_signal_connect_object (document, "notify::game", G_CALLBACK (document_game_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::title", G_CALLBACK (update_title), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (document, "notify::modified", G_CALLBACK (update_title), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (tg_document_get_games (document), "items-changed",
                           G_CALLBACK (document_games_cb), self, G_CONNECT_SWAPPED);
  tg_games_popover_set_document (self->games_popover, document);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
  _tg_window_update_games (self);
  /* A recovered document comes with its players. */
  black = g_strdup (tg_document_get_player (document, TG_BLACK));
  white = g_strdup (tg_document_get_player (document, TG_WHITE));
  /* And with its clock, which the window's own updates overwrite. */
  clock = tg_document_get_clock_state (document) != NULL
          ? g_variant_ref (tg_document_get_clock_state (document)) : NULL;
  document_game_cb (self);
  if ((black != NULL || white != NULL) && self->engine != NULL)
    _tg_window_engine_set_players (self->engine, black, white);
  if (clock != NULL)
    _tg_window_restore_clock (self, clock);
  /* A game new, opened or recovered is played and read from the board:
   * the focus left in the old game's comment would take its keys. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
point_activated_cb (TgWindow *self,
                    int       point)
{
  TgNode *variation;

  if (_tg_window_apply_tool (self, point))
    return;
  /* Where play stopped in counting, a click marks dead stones. */
  if (_tg_window_at_end_of_play (self) && tg_game_get_phase (self->game) == TG_PHASE_COUNTING)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toggle-dead", "i", point);
  /* A variation's mark enters it, whether it shows the next moves or,
   * as the record's ST may ask, the alternatives to this one. */
  else if ((variation = tg_board_scene_get_variation_at (self->scene, point)) != NULL)
    tg_game_set_current (self->game, variation);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "win.play", "i", point);
}

static gboolean
theme_from_setting (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *theme = g_variant_get_string (variant, NULL);

  g_value_set_enum (value, g_str_equal (theme, "plain") ? TG_BOARD_THEME_PAPER
                                                        : TG_BOARD_THEME_WOOD);
  return TRUE;
}

/* Undo follows the game's "can-undo". */
static void
takebacks_changed_cb (TgWindow *self)
{
  tg_game_set_takebacks (self->game, g_settings_get_boolean (self->settings, "takebacks"));
}

TgGame *
_tg_window_create_default_game (GSettings *settings)
{
  g_autofree char *rules_name = g_settings_get_string (settings, "default-rules");
  g_autofree char *black = g_settings_get_string (settings, "black-name");
  g_autofree char *white = g_settings_get_string (settings, "white-name");
  TgRuleSet rules = TG_RULES_WMSG;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *today = g_date_time_format (now, "%Y-%m-%d");
  TgGame *game;

  tg_rules_from_string (rules_name, &rules);
  game = tg_game_new (g_settings_get_int (settings, "default-size"), rules,
                      g_settings_get_double (settings, "default-komi"), 0);
  tg_game_init_info (game, black[0] != '\0' ? black : _("Black"),
                     white[0] != '\0' ? white : _("White"), today);
  return game;
}

/* The popover and its rows are built when the menu first opens, not
 * with the window: the first frame shows only the button. */
/* The main menu's commands act on the game (Make This the Main Line,
 * Game Info, …): once it closes, the keys go back to the board, as after
 * a click on it, rather than reopening the menu. */
static void
main_menu_closed_cb (TgWindow *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
}

static void
create_main_menu_cb (GtkMenuButton *button,
                     gpointer       user_data)
{
  TgWindow *self = user_data;

  if (gtk_menu_button_get_popover (button) != NULL)
    return;
  _tg_window_watch_recent (self);
  gtk_menu_button_set_menu_model (button, self->primary_menu);
  /* After the menu button's own handler, which keeps the focus on it. */
  g_signal_connect_object (gtk_menu_button_get_popover (button), "closed",
                           G_CALLBACK (main_menu_closed_cb), self, G_CONNECT_SWAPPED);
}

static void
close_confirmed_cb (GObject      *object,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (object);

  if (_tg_window_confirm_discard_finish (self, result))
    {
      self->close_confirmed = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

static gboolean
tg_window_close_request (GtkWindow *window)
{
  TgWindow *self = TG_WINDOW (window);
  int width, height;

  /* What was just typed counts as unsaved. */
  tg_comment_view_flush (self->comment_view);
  if (!self->close_confirmed && tg_document_get_modified (self->document))
    {
      _tg_window_confirm_discard_async (self, close_confirmed_cb, NULL);
      return TRUE;
    }

  gtk_window_get_default_size (window, &width, &height);
  if (!gtk_window_is_maximized (window) && width > 0 && height > 0)
    {
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
    }
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));

  return GTK_WINDOW_CLASS (tg_window_parent_class)->close_request (window);
}

static void
tg_window_get_property (GObject    *object,
                        guint       prop_id,
                        GValue     *value,
                        GParamSpec *pspec)
{
  TgWindow *self = TG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_TOOL:
      g_value_set_enum (value, self->tool);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->engine != NULL ? _tg_window_engine_get_match (self->engine)
                                                      : NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_window_set_property (GObject      *object,
                        guint         prop_id,
                        const GValue *value,
                        GParamSpec   *pspec)
{
  TgWindow *self = TG_WINDOW (object);

  switch (prop_id)
    {
    case PROP_TOOL:
      if ((TgTool) g_value_get_enum (value) == self->tool)
        break;
      _tg_window_set_tool (self, g_value_get_enum (value));
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tg_window_dispose (GObject *object)
{
  TgWindow *self = TG_WINDOW (object);

  /* The parts below stop following the game before they go. */
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_pointer (&self->analysis, _tg_window_analysis_free);
  _tg_window_dispose_clock (self);
  g_clear_pointer (&self->engine, _tg_window_engine_free);
  if (self->document != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->document, self);
      g_signal_handlers_disconnect_by_data (tg_document_get_games (self->document), self);
    }
  _tg_window_dispose_counting (self);
  _tg_window_dispose_games (self);
  _tg_window_dispose_classroom (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), TG_TYPE_WINDOW);
  g_clear_object (&self->scene);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->document);
  g_clear_object (&self->sound);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->handicap_points, g_array_unref);

  G_OBJECT_CLASS (tg_window_parent_class)->dispose (object);
}

static void
tg_window_class_init (TgWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->get_property = tg_window_get_property;
  object_class->set_property = tg_window_set_property;
  object_class->dispose = tg_window_dispose;
  window_class->close_request = tg_window_close_request;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, TG_TYPE_DOCUMENT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TG_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOOL] =
    g_param_spec_enum ("tool", NULL, NULL, TG_TYPE_TOOL, TG_TOOL_PLAY,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The engines' match, made with the first game (tg-window-engine.c):
   * the cards show its clock. */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, TG_TYPE_MATCH,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  _tg_window_class_add_play_actions (widget_class);
  _tg_window_class_add_file_actions (widget_class);

  g_type_ensure (TG_TYPE_ANALYSIS_PANEL);
  g_type_ensure (TG_TYPE_BOARD_VIEW);
  g_type_ensure (TG_TYPE_GAMES_POPOVER);
  g_type_ensure (TG_TYPE_COMMENT_VIEW);
  g_type_ensure (TG_TYPE_COUNTING_BANNER);
  g_type_ensure (TG_TYPE_ENGINE_BAR);
  g_type_ensure (TG_TYPE_GAME_TREE);
  g_type_ensure (TG_TYPE_MOVE_PANEL);
  g_type_ensure (TG_TYPE_PLAYER_CARD);
  g_type_ensure (TG_TYPE_READING_BANNER);
  g_type_ensure (TG_TYPE_WINDOW_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/ui/tg-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TgWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, board_view);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, black_card);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, white_card);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, move_panel);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, comment_view);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, games_button);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, games_popover);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, primary_menu);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, recent_section);
  /* The menu sections one part of the window fills are that part's:
   * found by name, not kept in the window. */
  gtk_widget_class_bind_template_child_full (widget_class, "players_menu", FALSE, 0);
  gtk_widget_class_bind_template_child (widget_class, TgWindow, analysis_panel);
  gtk_widget_class_bind_template_child_full (widget_class, "analysis_engines_section", FALSE, 0);
  gtk_widget_class_bind_template_child_full (widget_class, "clock_section", FALSE, 0);
  _tg_window_class_add_counting (widget_class);
  _tg_window_class_add_games (widget_class);
  _tg_window_class_add_edit_actions (widget_class);
  _tg_window_class_add_tools (widget_class);
  _tg_window_class_add_library (widget_class);
  _tg_window_class_add_classroom (widget_class);
  _tg_window_class_add_clock (widget_class);
  _tg_window_class_add_export (widget_class);
}

static void
tg_window_init (TgWindow *self)
{
  g_autoptr(TgGame) game = NULL;
  g_autoptr(TgDocument) document = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->sound = tg_sound_new ();
  self->handicap_points = g_array_new (FALSE, FALSE, sizeof (TgPoint));
  self->scene = tg_board_scene_new (NULL);
  tg_board_view_set_scene (self->board_view, self->scene);
  g_signal_connect_object (self->scene, "point-activated", G_CALLBACK (point_activated_cb),
                           self, G_CONNECT_SWAPPED);

  g_settings_bind (self->settings, "show-coordinates", self->scene, "show-coordinates",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-move-numbers", self->scene, "show-move-numbers",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "show-hover", self->scene, "show-hover",
                   G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "variation-marks", self->scene, "variation-marks",
                   G_SETTINGS_BIND_GET);
  g_settings_bind_with_mapping (self->settings, "board-theme", self->scene, "theme",
                                G_SETTINGS_BIND_GET, theme_from_setting, NULL,
                                NULL, NULL);
  g_signal_connect_object (self->settings, "changed::takebacks",
                           G_CALLBACK (takebacks_changed_cb), self, G_CONNECT_SWAPPED);

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  gtk_menu_button_set_create_popup_func (self->menu_button, create_main_menu_cb, self, NULL);
  _tg_window_init_actions (self);
  _tg_window_init_files (self);
  _tg_window_init_tools (self);
  _tg_window_init_classroom (self);
  self->engine = _tg_window_engine_new (self);
  self->analysis = _tg_window_analysis_new (self);

  /* Each part that is still the window's follows the game shown on its
   * own; the panels follow it through the "game" property. */
  self->game_signals = g_signal_group_new (TG_TYPE_GAME);
  follow_game (self, G_CALLBACK (update_title), self);
  g_signal_connect_swapped (self->game_signals, "bind", G_CALLBACK (game_bound_cb), self);
  for (gsize i = 0; i < G_N_ELEMENTS (game_inputs); i++)
    g_signal_group_connect_swapped (self->game_signals, game_inputs[i],
                                    G_CALLBACK (game_input_cb), self);
  _tg_window_init_counting (self);
  follow_game (self, G_CALLBACK (_tg_window_update_edit), self);
  follow_game (self, G_CALLBACK (_tg_window_engine_update), self->engine);
  follow_game (self, G_CALLBACK (_tg_window_analysis_update), self->analysis);
  _tg_window_init_clock (self);

  game = _tg_window_create_default_game (self->settings);
  document = tg_document_new (game);
  tg_window_set_document (self, document);
}
