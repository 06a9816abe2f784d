/* tg-accessible.c: the names screen readers hear, mended in one place
 * for every widget of the application.
 *
 * GTK 4.8 (Debian 12) names a button with a mnemonic label by the raw
 * label and then its text, "_Pass Pass", AdwMessageDialog's responses
 * included; falls back to the class name for what has no name
 * ("GtkExpander", "GtkScrollbar", an empty "GtkLabel"); and presents the
 * contents of a closed revealer.  Fixing that per widget would miss every
 * button added later, so an emission hook on "realize" sees each widget
 * before it is shown, sets what a person would say, and follows later
 * changes of its label.  GTK 4.10 computes names as ARIA says (the
 * plain text, the role where nothing names a widget), so the hook goes
 * in only where the GTK running is older.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tg-accessible-private.h"

/* Set on a widget once its handlers are connected: realize comes again
 * after an unrealize. */
static GQuark watched_quark;

char *
tg_accessible_strip_mnemonic (const char *label)
{
  GString *plain;

  g_return_val_if_fail (label != NULL, NULL);

  plain = g_string_sized_new (strlen (label));
  for (const char *p = label; *p != '\0'; p++)
    {
      /* A mnemonic in parentheses, as Chinese, Japanese and Korean
       * labels give it ("停一手(_P)"), is no part of what is said. */
      if (p[0] == '(' && p[1] == '_' && g_ascii_isalnum (p[2]) && p[3] == ')')
        {
          p += 3;
          continue;
        }
      /* "__" is a literal underscore; "_" before anything else marks
       * the mnemonic and is not shown. */
      if (*p == '_' && p[1] != '\0')
        p++;
      g_string_append_c (plain, *p);
    }
  return g_string_free (plain, FALSE);
}

/* The name is the plain text alone: GTK's own label property (the raw
 * text) goes, and so does the relation to the child label that repeated
 * it. */
static void
name_from_mnemonic (GtkWidget  *widget,
                    const char *label,
                    gboolean    use_underline)
{
  g_autofree char *plain = NULL;

  if (label == NULL || !use_underline || strchr (label, '_') == NULL)
    return;
  plain = tg_accessible_strip_mnemonic (label);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, plain,
                                  -1);
}

static void
name_button (GtkButton *button)
{
  name_from_mnemonic (GTK_WIDGET (button), gtk_button_get_label (button),
                      gtk_button_get_use_underline (button));
}

static void
name_check_button (GtkCheckButton *button)
{
  name_from_mnemonic (GTK_WIDGET (button), gtk_check_button_get_label (button),
                      gtk_check_button_get_use_underline (button));
}

/* An expander has no name of its own in GTK 4.8: its label is it. */
static void
name_expander (GtkExpander *expander)
{
  const char *label = gtk_expander_get_label (expander);
  g_autofree char *plain = NULL;

  if (label == NULL)
    return;
  plain = gtk_expander_get_use_underline (expander) ? tg_accessible_strip_mnemonic (label)
                                                    : g_strdup (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (expander), GTK_ACCESSIBLE_PROPERTY_LABEL, plain,
                                  -1);
}

/* What is closed, and a label that says nothing, are not there to hear. */
static void
hide_closed_revealer (GtkRevealer *revealer)
{
  gboolean open = gtk_revealer_get_reveal_child (revealer)
                  || gtk_revealer_get_child_revealed (revealer);

  gtk_accessible_update_state (GTK_ACCESSIBLE (revealer), GTK_ACCESSIBLE_STATE_HIDDEN, !open, -1);
}

static void
hide_empty_label (GtkLabel *label)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN,
                               gtk_label_get_text (label)[0] == '\0', -1);
}

/* GTK 4.8 names a search entry with no placeholder by its class. */
static void
name_search_entry (GtkSearchEntry *entry)
{
  g_autofree char *placeholder = NULL;

  g_object_get (entry, "placeholder-text", &placeholder, NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  placeholder != NULL && placeholder[0] != '\0' ? placeholder
                                                                                : _("Search"),
                                  -1);
}

static void
name_scrollbar (GtkScrollbar *scrollbar)
{
  gboolean vertical = gtk_orientable_get_orientation (GTK_ORIENTABLE (scrollbar))
                      == GTK_ORIENTATION_VERTICAL;

  gtk_accessible_update_property (GTK_ACCESSIBLE (scrollbar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  vertical ? _("Vertical scroll bar") : _("Horizontal scroll bar"),
                                  -1);
}

/* Applies @mend now and whenever one of @properties (NULL-terminated)
 * changes. */
static void
watch (GtkWidget  *widget,
       GCallback   mend,
       const char *first_property,
       ...)
{
  va_list properties;

  ((void (*) (GtkWidget *)) mend) (widget);
  va_start (properties, first_property);
  for (const char *property = first_property; property != NULL;
       property = va_arg (properties, const char *))
    {
      g_autofree char *signal = g_strconcat ("notify::", property, NULL);

      g_signal_connect (widget, signal, mend, NULL);
    }
  va_end (properties);
}

static void
mend (GtkWidget *widget)
{
  if (g_object_get_qdata (G_OBJECT (widget), watched_quark) != NULL)
    return;
  g_object_set_qdata (G_OBJECT (widget), watched_quark, GINT_TO_POINTER (TRUE));

  if (GTK_IS_BUTTON (widget))
    watch (widget, G_CALLBACK (name_button), "label", "use-underline", NULL);
  else if (GTK_IS_CHECK_BUTTON (widget))
    watch (widget, G_CALLBACK (name_check_button), "label", "use-underline", NULL);
  else if (GTK_IS_EXPANDER (widget))
    watch (widget, G_CALLBACK (name_expander), "label", "use-underline", NULL);
  else if (GTK_IS_REVEALER (widget))
    watch (widget, G_CALLBACK (hide_closed_revealer), "reveal-child", "child-revealed", NULL);
  else if (GTK_IS_LABEL (widget))
    watch (widget, G_CALLBACK (hide_empty_label), "label", NULL);
  else if (GTK_IS_SEARCH_ENTRY (widget))
    watch (widget, G_CALLBACK (name_search_entry), "placeholder-text", NULL);
  else if (GTK_IS_SCROLLBAR (widget))
    watch (widget, G_CALLBACK (name_scrollbar), "orientation", NULL);
}

/* A widget and everything under it: what is presented but never
 * realized (a stack's other pages, the button box a dialog does not
 * show) is named with the rest. */
static gboolean
realize_hook (GSignalInvocationHint *hint,
              guint                  n_values,
              const GValue          *values,
              gpointer               user_data)
{
  g_autoptr(GPtrArray) pending = g_ptr_array_new ();

  g_ptr_array_add (pending, g_value_get_object (&values[0]));
  while (pending->len > 0)
    {
      GtkWidget *widget = g_ptr_array_steal_index_fast (pending, pending->len - 1);

      mend (widget);
      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (pending, child);
    }
  return TRUE;
}

gboolean
_tg_accessible_needed (guint major,
                       guint minor)
{
  return major < 4 || (major == 4 && minor < 10);
}

void
tg_accessible_install (void)
{
  static gsize installed = 0;
  gpointer widget_class;

  if (!_tg_accessible_needed (gtk_get_major_version (), gtk_get_minor_version ()))
    return;
  if (!g_once_init_enter (&installed))
    return;
  watched_quark = g_quark_from_static_string ("tg-accessible-watched");
  /* The signal exists once the class does, which may be before any
   * widget is made. */
  widget_class = g_type_class_ref (GTK_TYPE_WIDGET);
  g_signal_add_emission_hook (g_signal_lookup ("realize", GTK_TYPE_WIDGET), 0, realize_hook,
                              NULL, NULL);
  g_type_class_unref (widget_class);
  g_once_init_leave (&installed, 1);
}
