/* tg-window-actions.c: the window's play actions: moves, passes,
 * resignation, takebacks, navigation, counting, new games.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "tg-game-info-dialog.h"
#include "tg-game-tree.h"
#include "tg-new-game-dialog.h"
#include "tg-window-private.h"

typedef struct
{
  TgGame *game;
  guint   free_stones;
  char   *engines[2];   /* profile ids for Black and White; NULL: a person */
} NewGame;

static void
new_game_free (NewGame *new_game)
{
  g_object_unref (new_game->game);
  g_free (new_game->engines[0]);
  g_free (new_game->engines[1]);
  g_free (new_game);
}

static void
new_game_confirmed_cb (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  TgWindow *self = TG_WINDOW (object);
  NewGame *new_game = user_data;

  if (_tg_window_confirm_discard_finish (self, result))
    {
      g_autoptr(TgDocument) document = tg_document_new (new_game->game);

      tg_window_set_document (self, document);
      _tg_window_engine_set_players (self->engine, new_game->engines[0], new_game->engines[1]);
      if (new_game->free_stones > 0)
        {
          _tg_window_set_handicap (self, new_game->free_stones);
        }
    }
  new_game_free (new_game);
}

static void
new_game_start_cb (TgWindow               *self,
                   const TgNewGameOptions *options)
{
  NewGame *new_game = g_new0 (NewGame, 1);

  new_game->game = tg_new_game_options_create_game (options);
  new_game->free_stones = options->free_placement ? options->handicap : 0;
  new_game->engines[0] = g_strdup (options->black_engine);
  new_game->engines[1] = g_strdup (options->white_engine);
  /* Asked only now, for a game the players really started. */
  _tg_window_confirm_discard_async (self, new_game_confirmed_cb, new_game);
}

void
tg_window_new_game (TgWindow *self)
{
  TgNewGameDialog *dialog;

  g_return_if_fail (TG_IS_WINDOW (self));

  dialog = tg_new_game_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "start", G_CALLBACK (new_game_start_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Free placement (spec §8): Black's stones go on one by one; the record
 * gets them all at once, as AB and HA on the root. */
static void
place_handicap_stone (TgWindow *self,
                      TgPoint   point)
{
  const TgBoard *board = tg_game_get_board (self->game);

  if (tg_board_get (board, point) != TG_EMPTY)
    return;
  for (guint i = 0; i < self->handicap_points->len; i++)
    if (g_array_index (self->handicap_points, TgPoint, i) == point)
      return;
  g_array_append_val (self->handicap_points, point);
  tg_sound_play (self->sound, TG_SOUND_MOVE);
  tg_game_set_free_handicap (self->game, self->handicap_points);
  if (self->handicap_points->len < self->handicap_wanted)
    {
      _tg_window_set_handicap (self, self->handicap_wanted);
      return;
    }
  _tg_window_set_handicap (self, 0);
  _tg_window_add_toast (self, _("White to play"));
}

static void
play_move (TgWindow *self,
           TgPoint   point)
{
  gboolean branches = tg_game_would_branch (self->game, point);
  g_autofree char *where = tg_board_point_to_gtp (tg_game_get_board (self->game), point);
  g_autofree char *message = NULL;
  int repeats = 0;

  /* Through the match: a move at the end of a timed game is timed. */
  switch (tg_match_play (_tg_window_engine_get_match (self->engine), point, &repeats))
    {
    case TG_MOVE_OK:
      tg_sound_play (self->sound, tg_game_get_current (self->game)->captured > 0
                                  ? TG_SOUND_CAPTURE : TG_SOUND_MOVE);
      if (branches)
        _tg_window_add_toast (self, _("New variation: the moves that followed are kept"));
      return;
    case TG_MOVE_NOT_AT_END:
      /* The flag fell before the click: the game is over, its dialog
       * says so. */
      if (tg_game_get_phase (self->game) == TG_PHASE_FINISHED)
        return;
      message = g_strdup (_("This game is played by the rules: it goes on from its last move, "
                            "and variations wait until it is over"));
      break;
    case TG_MOVE_OCCUPIED:
      /* Translators: %s is a point such as "D4" */
      message = g_strdup_printf (_("There is already a stone on %s"), where);
      break;
    case TG_MOVE_SUICIDE:
      message = g_strdup_printf (_("Playing on %s would be suicide"), where);
      break;
    case TG_MOVE_SUPERKO:
      if (tg_node_retakes_ko (tg_game_get_current (self->game), repeats))
        /* Translators: "Playing on D4 would retake the ko at once: play
         * elsewhere first" */
        message = g_strdup_printf (_("Playing on %s would retake the ko at once: play elsewhere first"),
                                   where);
      else
        /* Translators: positional superko: "Playing on D4 would repeat
         * the position after move 57" */
        message = g_strdup_printf (_("Playing on %s would repeat the position after move %d"),
                                   where, repeats);
      break;
    default:
      g_assert_not_reached ();
    }
  gtk_widget_error_bell (GTK_WIDGET (self));
  _tg_window_add_toast (self, message);
}

static void
play_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgPoint point = g_variant_get_int32 (parameter);
  const TgBoard *board = tg_game_get_board (self->game);

  if (point == TG_PASS || !tg_board_is_on_board (board, point))
    return;
  if (self->handicap_wanted > 0)
    {
      place_handicap_stone (self, point);
      return;
    }
  /* Where play stopped, clicks mark dead stones (win.toggle-dead) and
   * resuming play has its own button. */
  if (_tg_window_at_end_of_play (self))
    return;
  play_move (self, point);
}

static void
pass_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  /* Counting and the end that follow have their banner and dialog
   * (tg-window-counting.c), and the suggested marks follow. */
  tg_match_play (_tg_window_engine_get_match (self->engine), TG_PASS, NULL);
  _tg_window_suggest_dead_stones (self);
}

static void
resign_response_cb (TgWindow        *self,
                    const char      *response,
                    AdwMessageDialog *dialog)
{
  if (g_strcmp0 (response, "resign") != 0
      || tg_game_get_phase (self->game) != TG_PHASE_PLAYING)
    return;
  tg_game_resign (self->game, tg_game_get_to_move (self->game));
}

static void
resign_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);
  TgColor loser = tg_game_get_to_move (self->game);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Resign the Game?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  loser == TG_BLACK
                                  ? _("Black resigns and White wins the game.")
                                  : _("White resigns and Black wins the game."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (resign_response_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  /* What was just typed is the last change, and goes first. */
  tg_comment_view_flush (self->comment_view);
  /* Against an engine, a takeback goes back to the person's turn. */
  tg_match_undo (_tg_window_engine_get_match (self->engine));
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  tg_comment_view_flush (self->comment_view);
  /* The engine's answer comes back with the move it answered. */
  tg_match_redo (_tg_window_engine_get_match (self->engine));
}

static void
navigate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  if (g_str_equal (action_name, "win.first"))
    tg_game_go_first (self->game);
  else if (g_str_equal (action_name, "win.previous"))
    tg_game_go_back (self->game);
  else if (g_str_equal (action_name, "win.next"))
    tg_game_go_forward (self->game);
  else
    tg_game_go_last (self->game);
}

static void
accept_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  tg_game_accept (self->game);
}

static void
resume_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  /* Spec §5.4: the banner says what resuming is for. */
  tg_game_resume (self->game);
}

static void
game_info_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  gtk_window_present (GTK_WINDOW (tg_game_info_dialog_new (GTK_WINDOW (self), self->game)));
}

/* The field opens where the move number is shown; the keys go back to
 * the board after it, as after any jump. */
static void
go_to_move_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  TgWindow *self = TG_WINDOW (widget);

  tg_move_panel_ask_move (self->move_panel, GTK_WIDGET (self->board_view));
}

/* Whether the key went to a widget that edits text: a key typed there is
 * text, never a command on the game (a popover's entry counts too). */
static gboolean
focus_edits_text (TgWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_EDITABLE (w) || GTK_IS_TEXT_VIEW (w))
      return TRUE;
  return FALSE;
}

static gboolean
game_key_cb (GtkWidget *widget,
             GVariant  *args,
             gpointer   user_data)
{
  TgWindow *self = TG_WINDOW (widget);

  if (focus_edits_text (self))
    return FALSE;
  return gtk_widget_activate_action_variant (widget, g_variant_get_string (args, NULL), NULL);
}

/* Left and Right step through the record everywhere but where they mean
 * something of their own: a text field's caret, the tree (along its line
 * or across its variations, by its orientation), the board's cursor once
 * shown; Alt+Left and Alt+Right always do.  Seen before the focused
 * widget, as the window's own arrow bindings would move the focus
 * instead. */
static gboolean
arrow_key_cb (GtkWidget *widget,
              GVariant  *args,
              gpointer   user_data)
{
  TgWindow *self = TG_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL
      && (gtk_widget_get_native (focus) != GTK_NATIVE (self)
          || gtk_widget_get_ancestor (focus, TG_TYPE_GAME_TREE) != NULL
          || (focus == GTK_WIDGET (self->board_view)
              && tg_board_view_get_cursor_shown (self->board_view))))
    return FALSE;
  return game_key_cb (widget, args, user_data);
}

/* Escape leaves whatever mode the window is in — presentation, problems,
 * a markup or setup tool — wherever the focus is, or was before a button
 * that had it went insensitive: the modes' own pages bind it too, but only
 * while they hold the focus.  Seen before the focused widget, which may
 * keep it (the tree, a scrolled panel).  Outside a mode it goes on to the
 * toast overlay, which dismisses its toast — but not while that toast
 * still slides in: the key is held back then. */
static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  TgWindow *self = TG_WINDOW (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL && gtk_widget_get_native (focus) != GTK_NATIVE (self))
    return FALSE;
  /* Typing the position's name or the comment, Escape is done with it:
   * the keys go back to the board (a second Escape leaves a mode). */
  if (focus != NULL && focus_edits_text (self)
      && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->comment_view)))
    return gtk_widget_grab_focus (GTK_WIDGET (self->board_view));
  if (_tg_window_get_presenting (self))
    return gtk_widget_activate_action (widget, "win.presentation", NULL);
  if (_tg_window_get_solving (self))
    return gtk_widget_activate_action (widget, "win.solve-problems", NULL);
  if (self->tool != TG_TOOL_PLAY)
    {
      g_object_set (self, "tool", TG_TOOL_PLAY, NULL);
      return TRUE;
    }
  return _tg_window_toast_sliding (self);
}

static void
add_keys (TgWindow            *self,
          GtkPropagationPhase  phase,
          GtkShortcutFunc      callback,
          const guint         *keyvals,
          const char * const  *actions,
          guint                n_keys)
{
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, phase);
  for (guint i = 0; i < n_keys; i++)
    {
      GtkShortcut *shortcut;

      shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keyvals[i], 0),
                                   gtk_callback_action_new (callback, NULL, NULL));
      gtk_shortcut_set_arguments (shortcut, g_variant_new_string (actions[i]));
      gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller), shortcut);
    }
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

/* The keys that are the game's only where no text is typed.  P, H, Home
 * and End run in the bubble phase, after the focused widget: an entry or
 * the comment takes its letters, Home and End, the tree its Home; what
 * nobody took is the game's. */
static void
add_game_keys (TgWindow *self)
{
  static const guint keys[] = {
    GDK_KEY_p, GDK_KEY_h, GDK_KEY_Home, GDK_KEY_KP_Home, GDK_KEY_End, GDK_KEY_KP_End,
  };
  static const char * const key_actions[] = {
    "win.pass", "win.hint", "win.first", "win.first", "win.last", "win.last",
  };
  static const guint arrows[] = { GDK_KEY_Left, GDK_KEY_Right };
  static const char * const arrow_actions[] = { "win.previous", "win.next" };
  static const guint escape[] = { GDK_KEY_Escape };
  static const char * const escape_actions[] = { "" };

  add_keys (self, GTK_PHASE_BUBBLE, game_key_cb, keys, key_actions, G_N_ELEMENTS (keys));
  add_keys (self, GTK_PHASE_CAPTURE, arrow_key_cb, arrows, arrow_actions, G_N_ELEMENTS (arrows));
  add_keys (self, GTK_PHASE_CAPTURE, escape_cb, escape, escape_actions, G_N_ELEMENTS (escape));
}

void
_tg_window_class_add_play_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.play", "i", play_action);
  gtk_widget_class_install_action (widget_class, "win.pass", NULL, pass_action);
  gtk_widget_class_install_action (widget_class, "win.resign", NULL, resign_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.first", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.previous", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.next", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.last", NULL, navigate_action);
  gtk_widget_class_install_action (widget_class, "win.go-to-move", NULL, go_to_move_action);
  gtk_widget_class_install_action (widget_class, "win.accept", NULL, accept_action);
  gtk_widget_class_install_action (widget_class, "win.resume", NULL, resume_action);
  gtk_widget_class_install_action (widget_class, "win.game-info", NULL, game_info_action);
}

void
_tg_window_init_actions (TgWindow *self)
{
  add_game_keys (self);
}
