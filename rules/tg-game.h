/* tg-game.h: a game record with its rules, current node and phase.
 *
 * The model the UI, tengen-cli and the tests all drive: every legality,
 * capture and score question goes through it, and it is the only writer
 * of its record.  Every change is an operation that knows its inverse,
 * grouped into steps that undo and redo as one.
 *
 * Signals (one-way flow: views redraw what a signal names; no handler
 * edits the game — edits from inside an emission are refused):
 *   node-inserted (TgNode *parent, guint position): a node, with the
 *     subtree under it, now stands at @position among @parent's children.
 *   node-removed (TgNode *parent, guint position, TgNode *node): @node
 *     and its subtree left @parent; it stays alive while an undo or redo
 *     can bring it back.
 *   node-changed (TgNode *node, const char *id): the values of property
 *     @id changed.  For B, W, AB, AW and AE the annotations (move numbers,
 *     flags) of the subtree under @node were worked out again.
 *   children-reordered (TgNode *parent): the order of @parent's children
 *     changed (a variation promoted, a line made the main line).
 *   changed: once after each step, navigation or change of marks, when
 *     everything above has been said: what only needs "redraw" uses it.
 * and notify::current-node, ::phase, ::modified, ::can-undo, ::can-redo,
 * ::can-swap-colours (tg_game_can_swap_colours), ::at-start (the current
 * node is the root), ::at-leaf (it has no children) and ::at-end-of-play
 * (tg_game_is_at_end_of_play), each told only when it changes.
 * The fine-grained signals come as each operation is applied, in the
 * middle of a step: read the rest of the model in "changed".
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "tg-board.h"
#include "tg-node.h"
#include "tg-score.h"

G_BEGIN_DECLS

typedef enum
{
  TG_PHASE_PLAYING = 0,
  TG_PHASE_COUNTING,   /* two passes: marking dead stones (spec §5.1) */
  TG_PHASE_FINISHED,
} TgPhase;

typedef enum
{
  TG_END_NONE = 0,
  TG_END_SCORE,
  TG_END_RESIGNATION,
  TG_END_TIME,
} TgEndReason;

/* For the "phase" property. */
#define TG_TYPE_PHASE (tg_phase_get_type ())
GType         tg_phase_get_type        (void) G_GNUC_CONST;

#define TG_TYPE_GAME (tg_game_get_type ())
G_DECLARE_FINAL_TYPE (TgGame, tg_game, TG, GAME, GObject)

/* A new record: root with FF/GM/CA/AP/SZ/KM/RU (and HA/AB for a fixed
 * handicap of 2–9 stones; komi is taken as given). */
TgGame       *tg_game_new              (guint          size,
                                        TgRuleSet      rules,
                                        double         komi,
                                        guint          handicap);
/* Takes ownership of @root, reads SZ/KM/RU/HA, replays every line of play
 * through the rules and flags (never refuses) illegal moves in the nodes.
 * Fails only for what cannot be a Go record here (size outside 2–25),
 * freeing @root.  A result in RE means finished (dead stones: those inside
 * the other side's TB/TW); two final passes without one mean counting.
 * The current node is the end of the main line. */
TgGame       *tg_game_new_from_root    (TgNode        *root,
                                        GError       **error);
/* The same for a game of a collection that may never be shown: the
 * moves are flagged at once, but the positions kept for moving about
 * the record, the boards and where play stands are worked out when
 * first asked for, so that such a game costs little beyond its nodes. */
TgGame       *tg_game_new_from_root_lazily (TgNode    *root,
                                        GError       **error);
/* FALSE for a game made lazily and not used since: it stands where its
 * record opens (the end of the main line, the end of play it records),
 * and what asks where it stands makes its replay. */
gboolean      tg_game_get_opened       (TgGame        *game);

TgNode       *tg_game_get_root         (TgGame        *game);
/* Whether a node of the record may carry DD or VW, which hold for the
 * nodes below until reset.  FALSE spares a view of a long line the walk
 * to the root for them at each position shown. */
gboolean      tg_game_may_inherit_markup (TgGame      *game);
guint         tg_game_get_size         (TgGame        *game);
TgRuleSet     tg_game_get_rules        (TgGame        *game);
void          tg_game_set_rules        (TgGame        *game,
                                        TgRuleSet      rules);
double        tg_game_get_komi         (TgGame        *game);
void          tg_game_set_komi         (TgGame        *game,
                                        double         komi);
guint         tg_game_get_handicap     (TgGame        *game);
/* Free placement: before the first move, puts Black's handicap stones
 * (AB and HA on the root). */
gboolean      tg_game_set_free_handicap (TgGame       *game,
                                         const GArray *points);
/* Root text properties: PB, PW, BR, WR, EV, DT, RE, GN... (NULL unsets). */
const char   *tg_game_get_info         (TgGame        *game,
                                        const char    *sgf_id);
void          tg_game_set_info         (TgGame        *game,
                                        const char    *sgf_id,
                                        const char    *value);
/* A new record's players (PB, PW) and date (DT, "2026-03-09"), part of
 * the record it starts as: no step to undo, not modified.  NULL or ""
 * leaves a property out. */
void          tg_game_init_info        (TgGame        *game,
                                        const char    *black,
                                        const char    *white,
                                        const char    *date);
/* Whether Undo is offered (spec §9, "a stone placed stays placed").
 * Kept in the session, not the record. */
gboolean      tg_game_get_takebacks    (TgGame        *game);
void          tg_game_set_takebacks    (TgGame        *game,
                                        gboolean       allowed);

/* Navigation.  Changing the current node never changes the record. */
TgNode       *tg_game_get_current      (TgGame        *game);
void          tg_game_set_current      (TgGame        *game,
                                        TgNode        *node);
gboolean      tg_game_go_back          (TgGame        *game);
gboolean      tg_game_go_forward       (TgGame        *game);  /* first child */
void          tg_game_go_first         (TgGame        *game);
void          tg_game_go_last          (TgGame        *game);  /* end of main line from here */

/* The position at the current node and at any node; navigating a
 * 1,400-move record must be instant (cached).  The board at another node
 * stays valid until the next call or change. */
const TgBoard *tg_game_get_board       (TgGame        *game);
const TgBoard *tg_game_get_board_at    (TgGame        *game,
                                        TgNode        *node);
TgColor       tg_game_get_to_move      (TgGame        *game);
/* Who moves after @node: its PL, or the other side than the last move
 * on its way, or White after handicap stones (HA ≥ 2) set up before it,
 * in the root or a node of their own. */
TgColor       tg_game_get_to_move_at   (TgGame        *game,
                                        TgNode        *node);
/* Stones captured by @color along the line up to the current node. */
guint         tg_game_get_captures     (TgGame        *game,
                                        TgColor        color);
guint         tg_game_get_move_number  (TgGame        *game);
/* The node of the last move on the line to the current node, or NULL. */
TgNode       *tg_game_get_last_move    (TgGame        *game);

/* Legality for the side to move at the current node: occupied, suicide,
 * or superko with the move number whose position it repeats (spec §4). */
TgMoveStatus  tg_game_check_move       (TgGame        *game,
                                        TgPoint        point,
                                        int           *repeats_move);
/* Plays for the side to move (TG_PASS passes).  An existing child with
 * the same move is followed; otherwise a new child is added, so playing
 * at an earlier node starts a variation — except in a game played by the
 * rules (no takebacks), where until the game ends play goes on only from
 * the end of the main line (TG_MOVE_NOT_AT_END elsewhere).  Illegal
 * moves change nothing.
 * Two passes in succession enter counting (or finish, after resumption).
 * In counting, a move at the end node resumes play first (spec §5.2);
 * once finished, moves only add variations. */
TgMoveStatus  tg_game_play             (TgGame        *game,
                                        TgPoint        point,
                                        int           *repeats_move);
/* Whether playing @point at the current node would start a variation
 * beside moves that already follow it. */
gboolean      tg_game_would_branch     (TgGame        *game,
                                        TgPoint        point);

/* Edits.  The operations between tg_game_begin_step () and
 * tg_game_end_step () (pairs nest; the outermost counts) are one step of
 * undo and redo: one user action.  An edit outside a step is a step of
 * its own.  Nodes passed in must belong to the game's record. */
void          tg_game_begin_step       (TgGame        *game);
void          tg_game_end_step         (TgGame        *game);
/* Replaces the values of @id on @node, keeping the property's place
 * among the node's (a new one goes last); %NULL or empty @values
 * remove it. */
void          tg_game_set_values       (TgGame        *game,
                                        TgNode        *node,
                                        const char    *id,
                                        const char * const *values);
/* One value, or %NULL to remove @id. */
void          tg_game_set_value        (TgGame        *game,
                                        TgNode        *node,
                                        const char    *id,
                                        const char    *value);
/* The same for text being typed (a comment, a name): while the typing
 * goes on, each call extends the step the run began with, so one undo
 * takes back all that was typed since the last pause, which
 * tg_game_end_typing () marks.  Empty text removes the property. */
void          tg_game_set_typed_value  (TgGame        *game,
                                        TgNode        *node,
                                        const char    *id,
                                        const char    *value);
void          tg_game_end_typing       (TgGame        *game);
/* Puts @subtree (a tree of its own, taken) at @position among @parent's
 * children (-1: last); its positions are worked out. */
void          tg_game_insert_subtree   (TgGame        *game,
                                        TgNode        *parent,
                                        int            position,
                                        TgNode        *subtree);
/* A new empty node (for setup, markup or a comment) at @position among
 * @parent's children (-1: last). */
TgNode       *tg_game_add_node         (TgGame        *game,
                                        TgNode        *parent,
                                        int            position);
/* Takes @node and its subtree out of the record (not the root).  When
 * the current node was in it, its parent becomes current. */
void          tg_game_remove_subtree   (TgGame        *game,
                                        TgNode        *node);
/* Moves @parent's child at @from to @to (0: the main line). */
void          tg_game_move_child       (TgGame        *game,
                                        TgNode        *parent,
                                        guint          from,
                                        guint          to);

/* The teacher's edits of @node, each one step (tg-game-markup.c).
 * Marks: CR, MA, SQ, TR, SL, DD — a point holds one of CR/MA/SQ/TR/SL,
 * a new one replacing another; toggling a mark that is there removes it. */
gboolean      tg_game_node_has_mark    (TgGame        *game,
                                        TgNode        *node,
                                        const char    *id,
                                        TgPoint        point);
void          tg_game_toggle_mark      (TgGame        *game,
                                        TgNode        *node,
                                        const char    *id,
                                        TgPoint        point);
/* LB: one label a point; NULL or "" removes it. */
const char   *tg_game_get_label        (TgGame        *game,
                                        TgNode        *node,
                                        TgPoint        point);
void          tg_game_set_label        (TgGame        *game,
                                        TgNode        *node,
                                        TgPoint        point,
                                        const char    *text);
/* The first label not yet on @node: "A"…"Z", "a"…"z", or "1", "2"… */
char         *tg_game_next_label       (TgGame        *game,
                                        TgNode        *node,
                                        gboolean       numbers);
/* AR (from → to) or LN (either way): added, or removed when there. */
void          tg_game_toggle_line      (TgGame        *game,
                                        TgNode        *node,
                                        const char    *id,
                                        TgPoint        from,
                                        TgPoint        to);
/* Setup goes into a node without a move (FF[4]): @node itself, or after
 * a move a new child (one made before and still a leaf is reused).  The
 * setup node becomes current.  @color TG_EMPTY removes a stone; a stone
 * of the colour already there is taken off. */
void          tg_game_set_setup_stone  (TgGame        *game,
                                        TgNode        *node,
                                        TgPoint        point,
                                        TgColor        color);
/* @color on every point of @points (a stroke of the pointer): one step. */
void          tg_game_paint_setup      (TgGame        *game,
                                        TgNode        *node,
                                        const TgPoint *points,
                                        guint          n_points,
                                        TgColor        color);
void          tg_game_clear_setup_board (TgGame       *game,
                                         TgNode       *node);
/* PL: who plays next after @node (TG_EMPTY: as the moves say). */
void          tg_game_set_player       (TgGame        *game,
                                        TgNode        *node,
                                        TgColor        color);
/* Stones of the position after @node without a liberty: a setup may
 * leave them, and they stay until a move takes them (spec §3). */
guint         tg_game_count_dead_setup (TgGame        *game,
                                        TgNode        *node);

/* Undo and redo of whole steps, the current node going back to where
 * the step was made.  Moves of the game and the end of the game (accept,
 * resignation, time) undo only with takebacks (spec §9); marks, edits
 * and variations after the end always do. */
gboolean      tg_game_can_undo         (TgGame        *game);
gboolean      tg_game_undo             (TgGame        *game);
gboolean      tg_game_can_redo         (TgGame        *game);
gboolean      tg_game_redo             (TgGame        *game);
/* Forgets every step, for a record set up before anyone sees it (a new
 * game's names and date are not the players' to undo). */
void          tg_game_forget_steps     (TgGame        *game);

/* Phase (spec §5). */
TgPhase       tg_game_get_phase        (TgGame        *game);
/* Whether the record is a game still being played: being counted, or
 * without a result and either begun in Tengen (its AP, no OAP) or with
 * time left recorded (BL/WL, OB/OW) on the last move of its main line,
 * as a game saved under a clock is.  Such a record opens where play
 * goes on, any other at its start. */
gboolean      tg_game_get_in_progress  (TgGame        *game);
gboolean      tg_game_get_resumed      (TgGame        *game);
TgEndReason   tg_game_get_end_reason   (TgGame        *game);
/* The colour that made the first of the two passes that ended play. */
TgColor       tg_game_get_first_passer (TgGame        *game);
/* Where play stopped (counting, finished), or NULL: the node the marks,
 * the score and RE/TB/TW belong to, whatever node is current. */
TgNode       *tg_game_get_end_node     (TgGame        *game);
/* Whether the current node is where play stopped (counting, finished):
 * views show the count or the result there, and play anywhere else only
 * explores a variation. */
gboolean      tg_game_is_at_end_of_play (TgGame       *game);
/* Counting: dead stones as marked so far. */
const TgPointSet *tg_game_get_dead     (TgGame        *game);
/* Toggles the group at @point and, as Sabaki does, the other groups of
 * that colour in the same region with no living opposing stone between. */
void          tg_game_toggle_dead      (TgGame        *game,
                                        TgPoint        point);
/* Replaces the marks (a suggestion from the estimator or an engine). */
void          tg_game_set_dead         (TgGame        *game,
                                        const TgPointSet *dead);
/* Counting → finished; writes RE and TB/TW on the last node (spec §10). */
void          tg_game_accept           (TgGame        *game);
/* Finished by a count, or with a result that states none Tengen reads
 * (not resignation or time) → counting again at the same end node, for
 * a record whose result the board's count does not show: the dead stones
 * it marks are the marks to start from; RE, and TB/TW at the end node,
 * are removed.  The first passer stays (TG_EMPTY when play did not end
 * with two passes: no last-collector adjustment).  A step of its own, an
 * edit of the record: it undoes without takebacks.  FALSE, and nothing
 * changed, in any other phase. */
gboolean      tg_game_reopen_count     (TgGame        *game);
/* Counting → playing; marks discarded; first passer moves next. */
void          tg_game_resume           (TgGame        *game);
void          tg_game_resign           (TgGame        *game,
                                        TgColor        loser);
void          tg_game_lose_on_time     (TgGame        *game,
                                        TgColor        loser);
/* Wrong colours (spec §9, tg-game-swap.c): while play goes on and the
 * main line holds at most TG_GAME_SWAP_MOVES moves, the game restarts
 * with the colours swapped — its moves removed, PB/PW, BR/WR and BT/WT
 * exchanged — as one step.  FALSE, nothing changed, after that. */
#define TG_GAME_SWAP_MOVES 10
gboolean      tg_game_can_swap_colours (TgGame        *game);
gboolean      tg_game_swap_colours     (TgGame        *game);
/* Live during counting, final once finished. */
void          tg_game_get_score        (TgGame        *game,
                                        TgScore       *score);
/* The winner of a finished game (TG_EMPTY for a draw or unfinished). */
TgColor       tg_game_get_winner       (TgGame        *game);

/* Whether the record differs from the one last marked saved with
 * tg_game_set_modified (FALSE): undoing back to that point makes it
 * unmodified again.  TRUE marks it modified whatever the steps (a
 * recovered draft). */
gboolean      tg_game_get_modified     (TgGame        *game);
void          tg_game_set_modified     (TgGame        *game,
                                        gboolean       modified);
/* Names the record as it stands (two versions are equal only for the
 * same record), for a save that writes it out while editing goes on:
 * once written, tg_game_mark_saved () with the version taken when it was
 * turned into text leaves later edits modified. */
guint64       tg_game_get_version      (TgGame        *game);
void          tg_game_mark_saved       (TgGame        *game,
                                        guint64        version);

/* What a draft keeps of a game besides its record, so that a recovered
 * game goes on exactly: the current node, the course of play (phase,
 * where play stopped, the dead stones marked, a resumption) and whether
 * takebacks are allowed.  Nodes are paths of child indices, points
 * board indices, so the state applies to the record read back. */
GVariant     *tg_game_save_session     (TgGame        *game);
/* FALSE (and nothing changed) when @state does not fit the record.
 * The state of a game not opened (tg_game_get_opened ()) says only
 * whether takebacks are allowed: restored, the game is as its record
 * opens, still not opened. */
gboolean      tg_game_restore_session  (TgGame        *game,
                                        GVariant      *state,
                                        GError       **error);
/* Whether tg_game_new_from_root () can take @root (the board size). */
gboolean      tg_game_check_root       (const TgNode  *root,
                                        GError       **error);

G_END_DECLS
