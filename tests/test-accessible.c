/* test-accessible.c: the names screen readers hear, mended by
 * tg-accessible.c, read through GTK's test accessibility backend.  The
 * real bridge is tests/test-accessible-names.py's.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "tg-accessible-private.h"
#include "tg-test-window.h"

/* Only GTK before 4.10 gets the hook: later ones name widgets right. */
static void
test_needed (void)
{
  g_assert_true (_tg_accessible_needed (4, 8));
  g_assert_true (_tg_accessible_needed (4, 6));
  g_assert_false (_tg_accessible_needed (4, 10));
  g_assert_false (_tg_accessible_needed (4, 14));
  g_assert_false (_tg_accessible_needed (5, 0));
  g_assert_true (_tg_accessible_needed (gtk_get_major_version (), gtk_get_minor_version ())
                 == (gtk_get_minor_version () < 10));
}

static void
test_strip_mnemonic (void)
{
  const struct { const char *label; const char *plain; } cases[] = {
    { "_Pass", "Pass" },
    { "Resu_me Play", "Resume Play" },
    { "Save __As", "Save _As" },
    { "_Nigiri…", "Nigiri…" },
    { "停一手(_P)", "停一手" },
    { "打开(_O)…", "打开…" },
    { "Trailing_", "Trailing_" },
    { "No mnemonic", "No mnemonic" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *plain = tg_accessible_strip_mnemonic (cases[i].label);

      g_assert_cmpstr (plain, ==, cases[i].plain);
    }
}

/* A window holding @child, shown and laid out. */
static GtkWidget *
show_in_window (GtkWidget *child)
{
  GtkWidget *window = gtk_window_new ();

  gtk_window_set_child (GTK_WINDOW (window), child);
  gtk_window_present (GTK_WINDOW (window));
  tg_test_run_idle ();
  return window;
}

static void
test_buttons (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *pass = gtk_button_new_with_mnemonic ("_Pass");
  GtkWidget *plain = gtk_button_new_with_label ("New Game");
  GtkWidget *check = gtk_check_button_new_with_mnemonic ("_Coordinates");
  GtkWidget *window;

  gtk_box_append (GTK_BOX (box), pass);
  gtk_box_append (GTK_BOX (box), plain);
  gtk_box_append (GTK_BOX (box), check);
  window = show_in_window (box);

  /* The text alone, not GTK 4.8's raw label followed by its child's. */
  gtk_test_accessible_assert_property (pass, GTK_ACCESSIBLE_PROPERTY_LABEL, "Pass");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (pass),
                                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  gtk_test_accessible_assert_property (check, GTK_ACCESSIBLE_PROPERTY_LABEL, "Coordinates");
  /* A label without a mnemonic is named by GTK as it is. */
  gtk_test_accessible_assert_property (plain, GTK_ACCESSIBLE_PROPERTY_LABEL, "New Game");

  /* A label set later is followed. */
  gtk_button_set_label (GTK_BUTTON (pass), "_Resign");
  gtk_test_accessible_assert_property (pass, GTK_ACCESSIBLE_PROPERTY_LABEL, "Resign");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What is never realized — a stack's other page — is named with the
 * window it is in: screen readers see it all the same. */
static void
test_unrealized_page (void)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *shown = gtk_label_new ("Shown");
  GtkWidget *other = gtk_button_new_with_mnemonic ("_Test");
  GtkWidget *window;

  gtk_stack_add_named (GTK_STACK (stack), shown, "shown");
  gtk_stack_add_named (GTK_STACK (stack), other, "other");
  gtk_stack_set_visible_child (GTK_STACK (stack), shown);
  window = show_in_window (stack);
  g_assert_false (gtk_widget_get_realized (other));
  gtk_test_accessible_assert_property (other, GTK_ACCESSIBLE_PROPERTY_LABEL, "Test");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A closed banner and an empty label are not there to hear. */
static void
test_hidden (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *revealer = gtk_revealer_new ();
  GtkWidget *empty = gtk_label_new ("");
  GtkWidget *window;

  gtk_revealer_set_transition_type (GTK_REVEALER (revealer), GTK_REVEALER_TRANSITION_TYPE_NONE);
  gtk_revealer_set_child (GTK_REVEALER (revealer), gtk_label_new ("Both players passed"));
  gtk_box_append (GTK_BOX (box), revealer);
  gtk_box_append (GTK_BOX (box), empty);
  window = show_in_window (box);

  gtk_test_accessible_assert_state (revealer, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
  tg_test_run_idle ();
  gtk_test_accessible_assert_state (revealer, GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);

  gtk_test_accessible_assert_state (empty, GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);
  gtk_label_set_text (GTK_LABEL (empty), "Move 12");
  gtk_test_accessible_assert_state (empty, GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* What GTK 4.8 would name by its class. */
static void
test_class_names (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *expander = gtk_expander_new_with_mnemonic ("Other _Ways to Count");
  GtkWidget *scrollbar = gtk_scrollbar_new (GTK_ORIENTATION_VERTICAL, NULL);
  GtkWidget *search = gtk_search_entry_new ();
  GtkWidget *window;

  gtk_box_append (GTK_BOX (box), expander);
  gtk_box_append (GTK_BOX (box), scrollbar);
  gtk_box_append (GTK_BOX (box), search);
  window = show_in_window (box);
  gtk_test_accessible_assert_property (expander, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Other Ways to Count");
  gtk_test_accessible_assert_property (scrollbar, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Vertical scroll bar");
  gtk_test_accessible_assert_property (search, GTK_ACCESSIBLE_PROPERTY_LABEL, "Search");
  g_object_set (search, "placeholder-text", "Find an engine", NULL);
  gtk_test_accessible_assert_property (search, GTK_ACCESSIBLE_PROPERTY_LABEL, "Find an engine");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  tg_test_init (&argc, &argv, tg_test_log_writer);
  adw_init ();
  tg_accessible_install ();
  /* Twice is as once. */
  tg_accessible_install ();

  g_test_add_func ("/accessible/needed", test_needed);
  g_test_add_func ("/accessible/strip-mnemonic", test_strip_mnemonic);
  g_test_add_func ("/accessible/buttons", test_buttons);
  g_test_add_func ("/accessible/unrealized-page", test_unrealized_page);
  g_test_add_func ("/accessible/hidden", test_hidden);
  g_test_add_func ("/accessible/class-names", test_class_names);

  return g_test_run ();
}
