/* test-atomic-file.c: replacing a file's contents, and every way it can
 * fail without touching the old file or leaving a temporary one behind.
 *
 * Root may write anywhere, so the permission cases run as nobody in a
 * child; a read-only or a full disk is a tmpfs mounted in a private
 * mount namespace, where the machine allows one.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "tg-atomic-file.h"
#include "tg-test-files.h"

#define OLD_TEXT "(;GM[1]FF[4]SZ[9]C[the old record];B[ee];W[cc])\n"
#define NEW_TEXT "(;GM[1]FF[4]SZ[19]C[the new record];B[pd];W[dp];B[pq])\n"

static gboolean
replace_bytes (const char  *path,
               const char  *contents,
               gsize        length,
               GError     **error)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return tg_atomic_file_replace (file, contents, length, NULL, error);
}

static gboolean
replace_text (const char  *path,
              const char  *text,
              GError     **error)
{
  return replace_bytes (path, text, strlen (text), error);
}

static void
assert_message_names (const GError *error,
                      const char   *path)
{
  g_autofree char *display = g_filename_display_name (path);

  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, display));
}

/* Plain saves */

static void
test_replace (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GError) error = NULL;
  ino_t old_inode;

  tg_test_write_text (path, OLD_TEXT);
  old_inode = tg_test_inode (path);
  g_assert_true (replace_text (path, NEW_TEXT, &error));
  g_assert_no_error (error);
  tg_test_assert_text (path, NEW_TEXT);
  /* A new file renamed in, not the old one rewritten. */
  g_assert_cmpuint (tg_test_inode (path), !=, old_inode);
  tg_test_assert_names (folder, "game.sgf", NULL);

  /* Nothing to write still makes an empty file of it. */
  g_assert_true (replace_bytes (path, NULL, 0, &error));
  g_assert_no_error (error);
  tg_test_assert_text (path, "");
  tg_test_remove_tree (folder);
}

static void
test_new_file (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "new.sgf", NULL);
  g_autoptr(GError) error = NULL;
  mode_t saved_mask = umask (027);
  gboolean saved;

  saved = replace_text (path, NEW_TEXT, &error);
  umask (saved_mask);
  g_assert_no_error (error);
  g_assert_true (saved);
  tg_test_assert_text (path, NEW_TEXT);
  g_assert_cmpint (tg_test_mode (path), ==, 0666 & ~027);
  tg_test_assert_names (folder, "new.sgf", NULL);
  tg_test_remove_tree (folder);
}

static void
test_mode_kept (void)
{
  const mode_t modes[] = { 0640, 0755, 0600, 0604 };
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  for (gsize i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      tg_test_write_text (path, OLD_TEXT);
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      g_assert_true (replace_text (path, NEW_TEXT, &error));
      g_assert_no_error (error);
      g_assert_cmpint (tg_test_mode (path), ==, modes[i]);
      tg_test_assert_text (path, NEW_TEXT);
    }

  /* Root can give the new file the old one's owner. */
  if (geteuid () == 0)
    {
      g_assert_cmpint (chown (path, TG_TEST_NOBODY, TG_TEST_NOBODY), ==, 0);
      g_assert_true (replace_text (path, OLD_TEXT, &error));
      g_assert_no_error (error);
      g_assert_cmpint (lstat (path, &st), ==, 0);
      g_assert_cmpuint (st.st_uid, ==, TG_TEST_NOBODY);
      g_assert_cmpuint (st.st_gid, ==, TG_TEST_NOBODY);
    }
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

/* A POSIX ACL as the kernel stores it in system.posix_acl_access
 * (version 2, then tag, permissions and id of each entry, little
 * endian), granting @uid read access beside the file's 0640. */
static GBytes *
acl_granting_read (guint32 uid)
{
  static const struct { guint16 tag, perm; guint32 id; } entries[] = {
    { 0x01, 6, G_MAXUINT32 },   /* the owner: rw */
    { 0x02, 4, 0 },             /* the user given: r (id set below) */
    { 0x04, 4, G_MAXUINT32 },   /* the group: r */
    { 0x10, 4, G_MAXUINT32 },   /* the mask: r */
    { 0x20, 0, G_MAXUINT32 },   /* others: nothing */
  };
  GByteArray *acl = g_byte_array_new ();
  guint32 version = GUINT32_TO_LE (2);

  g_byte_array_append (acl, (const guint8 *) &version, sizeof version);
  for (gsize i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      guint16 tag = GUINT16_TO_LE (entries[i].tag), perm = GUINT16_TO_LE (entries[i].perm);
      guint32 id = GUINT32_TO_LE (entries[i].tag == 0x02 ? uid : entries[i].id);

      g_byte_array_append (acl, (const guint8 *) &tag, sizeof tag);
      g_byte_array_append (acl, (const guint8 *) &perm, sizeof perm);
      g_byte_array_append (acl, (const guint8 *) &id, sizeof id);
    }
  return g_byte_array_free_to_bytes (acl);
}

static GBytes *
get_attribute (const char *path,
               const char *name)
{
  char value[1024];
  ssize_t size = lgetxattr (path, name, value, sizeof value);

  return size >= 0 ? g_bytes_new (value, size) : NULL;
}

/* A note in user.comment and an ACL that lets another user read the
 * file outlive a save; a file system without them skips the test. */
static void
test_attributes_kept (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GBytes) acl = acl_granting_read (TG_TEST_NOBODY);
  g_autoptr(GBytes) comment = NULL;
  g_autoptr(GBytes) kept_acl = NULL;
  g_autoptr(GError) error = NULL;

  tg_test_write_text (path, OLD_TEXT);
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);
  if (lsetxattr (path, "user.comment", "from the club", 13, 0) != 0
      || lsetxattr (path, "system.posix_acl_access", g_bytes_get_data (acl, NULL),
                    g_bytes_get_size (acl), 0) != 0)
    {
      g_test_skip ("no user attributes or ACLs on this file system");
      tg_test_remove_tree (folder);
      return;
    }
  g_assert_true (replace_text (path, NEW_TEXT, &error));
  g_assert_no_error (error);
  tg_test_assert_text (path, NEW_TEXT);
  comment = get_attribute (path, "user.comment");
  g_assert_nonnull (comment);
  g_assert_cmpmem (g_bytes_get_data (comment, NULL), g_bytes_get_size (comment),
                   "from the club", 13);
  kept_acl = get_attribute (path, "system.posix_acl_access");
  g_assert_nonnull (kept_acl);
  g_assert_true (g_bytes_equal (kept_acl, acl));
  g_assert_cmpint (tg_test_mode (path), ==, 0640);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

/* A draft is its owner's only: 0600 whatever the umask, and an old
 * draft's wider mode and ACL are not carried over. */
static void
test_private (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "draft", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) acl = acl_granting_read (TG_TEST_NOBODY);
  g_autoptr(GError) error = NULL;
  mode_t saved_mask = umask (022);
  gboolean saved;

  saved = tg_atomic_file_replace_private (file, NEW_TEXT, strlen (NEW_TEXT), NULL, &error);
  umask (saved_mask);
  g_assert_no_error (error);
  g_assert_true (saved);
  tg_test_assert_text (path, NEW_TEXT);
  g_assert_cmpint (tg_test_mode (path), ==, 0600);

  g_assert_cmpint (g_chmod (path, 0644), ==, 0);
  lsetxattr (path, "system.posix_acl_access", g_bytes_get_data (acl, NULL),
             g_bytes_get_size (acl), 0);
  g_assert_true (tg_atomic_file_replace_private (file, OLD_TEXT, strlen (OLD_TEXT), NULL, &error));
  g_assert_no_error (error);
  tg_test_assert_text (path, OLD_TEXT);
  g_assert_cmpint (tg_test_mode (path), ==, 0600);
  g_assert_null (get_attribute (path, "system.posix_acl_access"));
  tg_test_assert_names (folder, "draft", NULL);
  tg_test_remove_tree (folder);
}

/* Links */

static void
test_symlink (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *other = tg_test_make_folder ();
  g_autofree char *real = g_build_filename (other, "real.sgf", NULL);
  g_autofree char *link = g_build_filename (folder, "link.sgf", NULL);
  g_autofree char *read_back = NULL;
  g_autoptr(GError) error = NULL;

  tg_test_write_text (real, OLD_TEXT);
  g_assert_cmpint (symlink (real, link), ==, 0);
  g_assert_true (replace_text (link, NEW_TEXT, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  read_back = g_file_read_link (link, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (read_back, ==, real);
  tg_test_assert_text (real, NEW_TEXT);
  /* The temporary file was made beside the target, not the link. */
  tg_test_assert_names (folder, "link.sgf", NULL);
  tg_test_assert_names (other, "real.sgf", NULL);
  tg_test_remove_tree (folder);
  tg_test_remove_tree (other);
}

static void
test_symlink_relative (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *a = g_build_filename (top, "a", NULL);
  g_autofree char *b = g_build_filename (top, "b", NULL);
  g_autofree char *game = g_build_filename (a, "game.sgf", NULL);
  g_autofree char *alias = g_build_filename (b, "alias.sgf", NULL);
  g_autofree char *real = g_build_filename (b, "real.sgf", NULL);
  g_autofree char *dangling = g_build_filename (a, "new.sgf", NULL);
  g_autofree char *fresh = g_build_filename (b, "fresh.sgf", NULL);
  g_autofree char *loop = g_build_filename (a, "loop.sgf", NULL);
  g_autofree char *loop_back = g_build_filename (a, "loop-back.sgf", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (a, 0700), ==, 0);
  g_assert_cmpint (g_mkdir (b, 0700), ==, 0);
  tg_test_write_text (real, OLD_TEXT);
  /* a/game.sgf → ../b/alias.sgf → real.sgf, each relative to its folder. */
  g_assert_cmpint (symlink ("../b/alias.sgf", game), ==, 0);
  g_assert_cmpint (symlink ("real.sgf", alias), ==, 0);

  g_assert_true (replace_text (game, NEW_TEXT, &error));
  g_assert_no_error (error);
  tg_test_assert_text (real, NEW_TEXT);
  tg_test_assert_link (game, "../b/alias.sgf");
  tg_test_assert_link (alias, "real.sgf");
  tg_test_assert_names (a, "game.sgf", NULL);
  tg_test_assert_names (b, "alias.sgf", "real.sgf", NULL);

  /* A link to a file not there yet makes the file. */
  g_assert_cmpint (symlink ("../b/fresh.sgf", dangling), ==, 0);
  g_assert_true (replace_text (dangling, NEW_TEXT, &error));
  g_assert_no_error (error);
  tg_test_assert_text (fresh, NEW_TEXT);
  tg_test_assert_link (dangling, "../b/fresh.sgf");

  /* Links in a circle: an error, nothing made. */
  g_assert_cmpint (symlink ("loop-back.sgf", loop), ==, 0);
  g_assert_cmpint (symlink ("loop.sgf", loop_back), ==, 0);
  g_assert_false (replace_text (loop, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_TOO_MANY_LINKS);
  assert_message_names (error, loop);
  tg_test_assert_names (a, "game.sgf", "new.sgf", "loop.sgf", "loop-back.sgf", NULL);
  tg_test_assert_names (b, "alias.sgf", "real.sgf", "fresh.sgf", NULL);
  tg_test_remove_tree (top);
}

/* As tg-atomic-file.h says: the name saved to is replaced, the other
 * names keep the old contents. */
static void
test_hard_link (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autofree char *other = g_build_filename (folder, "other-name.sgf", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  tg_test_write_text (path, OLD_TEXT);
  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_true (replace_text (path, NEW_TEXT, &error));
  g_assert_no_error (error);

  tg_test_assert_text (path, NEW_TEXT);
  tg_test_assert_text (other, OLD_TEXT);
  g_assert_cmpuint (tg_test_inode (path), !=, tg_test_inode (other));
  g_assert_cmpint (lstat (other, &st), ==, 0);
  g_assert_cmpuint (st.st_nlink, ==, 1);
  tg_test_assert_names (folder, "game.sgf", "other-name.sgf", NULL);
  tg_test_remove_tree (folder);
}

/* Failures: the old file byte for byte, no temporary file */

static void
test_file_size_limit (void)
{
  const gsize old_length = 48 * 1024, new_length = 1 << 20;
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autofree char *old_bytes = tg_test_pattern_bytes (old_length, 'a');
  g_autofree char *new_bytes = tg_test_pattern_bytes (new_length, 'A');
  g_autoptr(GError) error = NULL;
  struct rlimit saved_limit, limit;
  void (*saved_handler) (int);
  gboolean saved;

  g_assert_true (g_file_set_contents (path, old_bytes, old_length, NULL));
  /* Below the old file's size: the limit stops writes, not files. */
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  limit = saved_limit;
  limit.rlim_cur = 16 * 1024;
  saved_handler = signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  saved = replace_bytes (path, new_bytes, new_length, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &saved_limit), ==, 0);
  signal (SIGXFSZ, saved_handler);

  g_assert_false (saved);
  tg_test_assert_contents (path, old_bytes, old_length);
  tg_test_assert_names (folder, "game.sgf", NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_FAILED);
  assert_message_names (error, path);
  g_assert_nonnull (strstr (error->message, "larger than the system allows"));
  tg_test_remove_tree (folder);
}

static void
test_vanished_folder (void)
{
  g_autofree char *top = tg_test_make_folder ();
  g_autofree char *games = g_build_filename (top, "games", NULL);
  g_autofree char *moved = g_build_filename (top, "moved", NULL);
  g_autofree char *path = g_build_filename (games, "game.sgf", NULL);
  g_autofree char *moved_path = g_build_filename (moved, "game.sgf", NULL);
  g_autofree char *games_display = g_filename_display_name (games);
  g_autoptr(GError) error = NULL;

  /* The record was opened, then its folder was renamed. */
  g_assert_cmpint (g_mkdir (games, 0700), ==, 0);
  tg_test_write_text (path, OLD_TEXT);
  g_assert_cmpint (g_rename (games, moved), ==, 0);

  g_assert_false (replace_text (path, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  assert_message_names (error, path);
  g_assert_nonnull (strstr (error->message, games_display));
  tg_test_assert_text (moved_path, OLD_TEXT);
  tg_test_assert_names (moved, "game.sgf", NULL);
  tg_test_assert_names (top, "moved", NULL);
  tg_test_remove_tree (top);
}

static void
test_not_a_file (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *sub = g_build_filename (folder, "sub", NULL);
  g_autofree char *inside = g_build_filename (sub, "game.sgf", NULL);
  g_autofree char *link = g_build_filename (folder, "link.sgf", NULL);
  g_autofree char *fifo = g_build_filename (folder, "fifo.sgf", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  g_assert_cmpint (g_mkdir (sub, 0700), ==, 0);
  tg_test_write_text (inside, OLD_TEXT);
  g_assert_false (replace_text (sub, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  assert_message_names (error, sub);
  g_clear_error (&error);
  tg_test_assert_names (sub, "game.sgf", NULL);
  tg_test_assert_text (inside, OLD_TEXT);

  /* A link to a folder is no better. */
  g_assert_cmpint (symlink ("sub", link), ==, 0);
  g_assert_false (replace_text (link, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&error);
  tg_test_assert_link (link, "sub");

  /* Nor a pipe, which would block a writer. */
  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_false (replace_text (fifo, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  assert_message_names (error, fifo);
  g_assert_cmpint (lstat (fifo, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  tg_test_assert_names (folder, "sub", "link.sgf", "fifo.sgf", NULL);
  tg_test_assert_names (sub, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

static void
test_permission_denied (void)
{
  g_autofree char *folder = NULL;
  g_autofree char *path = NULL;
  g_autofree char *new_path = NULL;
  g_autoptr(GError) error = NULL;

  if (!tg_test_as_unprivileged_user ())
    return;
  folder = tg_test_make_folder ();
  path = g_build_filename (folder, "game.sgf", NULL);
  new_path = g_build_filename (folder, "new.sgf", NULL);

  /* A writable file in a read-only folder: never written in place. */
  tg_test_write_text (path, OLD_TEXT);
  g_assert_cmpint (g_chmod (path, 0666), ==, 0);
  g_assert_cmpint (g_chmod (folder, 0555), ==, 0);
  g_assert_false (replace_text (path, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  assert_message_names (error, path);
  g_assert_nonnull (strstr (error->message, "folder"));
  g_clear_error (&error);
  g_assert_false (replace_text (new_path, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  g_clear_error (&error);
  tg_test_assert_text (path, OLD_TEXT);
  tg_test_assert_names (folder, "game.sgf", NULL);

  /* A read-only file in a writable folder is refused as well. */
  g_assert_cmpint (g_chmod (folder, 0755), ==, 0);
  g_assert_cmpint (g_chmod (path, 0444), ==, 0);
  g_assert_false (replace_text (path, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_PERMISSION_DENIED);
  assert_message_names (error, path);
  tg_test_assert_text (path, OLD_TEXT);
  g_assert_cmpint (tg_test_mode (path), ==, 0444);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

static void
test_read_only_disk (void)
{
  char *folder = tg_test_in_own_tmpfs ("1m");
  g_autofree char *path = NULL;
  g_autofree char *new_path = NULL;
  g_autoptr(GError) error = NULL;

  if (folder == NULL)
    return;
  path = g_build_filename (folder, "game.sgf", NULL);
  new_path = g_build_filename (folder, "new.sgf", NULL);
  tg_test_write_text (path, OLD_TEXT);
  g_assert_cmpint (mount (NULL, folder, NULL, MS_REMOUNT | MS_RDONLY, "size=1m"), ==, 0);

  g_assert_false (replace_text (path, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  assert_message_names (error, path);
  g_clear_error (&error);
  g_assert_false (replace_text (new_path, NEW_TEXT, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY);
  tg_test_assert_text (path, OLD_TEXT);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_leave_tmpfs (folder);
}

static void
test_full_disk (void)
{
  const gsize old_length = 24 * 1024, new_length = 256 * 1024;
  char *folder = tg_test_in_own_tmpfs ("64k");
  g_autofree char *path = NULL;
  g_autofree char *old_bytes = NULL;
  g_autofree char *new_bytes = NULL;
  g_autoptr(GError) error = NULL;

  if (folder == NULL)
    return;
  path = g_build_filename (folder, "game.sgf", NULL);
  old_bytes = tg_test_pattern_bytes (old_length, 'a');
  new_bytes = tg_test_pattern_bytes (new_length, 'A');
  g_assert_true (g_file_set_contents (path, old_bytes, old_length, NULL));

  g_assert_false (replace_bytes (path, new_bytes, new_length, &error));
  tg_test_assert_contents (path, old_bytes, old_length);
  tg_test_assert_names (folder, "game.sgf", NULL);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
  assert_message_names (error, path);
  g_assert_nonnull (strstr (error->message, "full"));
  g_clear_error (&error);

  /* What fits is saved: the failure left no space taken. */
  g_assert_true (replace_bytes (path, new_bytes, old_length, &error));
  g_assert_no_error (error);
  tg_test_assert_contents (path, new_bytes, old_length);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_leave_tmpfs (folder);
}

static void
test_cancelled (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;

  tg_test_write_text (path, OLD_TEXT);
  g_cancellable_cancel (cancellable);
  g_assert_false (tg_atomic_file_replace (file, NEW_TEXT, strlen (NEW_TEXT), cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  tg_test_assert_text (path, OLD_TEXT);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

static void
test_not_local (void)
{
  g_autoptr(GFile) file = g_file_new_for_uri ("resource:///io/github/tengen/game.sgf");
  g_autoptr(GError) error = NULL;

  g_assert_false (tg_atomic_file_replace (file, NEW_TEXT, strlen (NEW_TEXT), NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_nonnull (strstr (error->message, "resource:///io/github/tengen/game.sgf"));
}

/* Leftovers of killed saves */

static pid_t
gone_pid (void)
{
  int status;
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (0);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return pid;
}

static char *
make_file (const char *folder,
           const char *name,
           gint64      age)
{
  char *path = g_build_filename (folder, name, NULL);

  tg_test_write_text (path, OLD_TEXT);
  tg_test_set_age (path, age);
  return path;
}

static void
test_stale_temps (void)
{
  const gint64 minutes = 60, hour = 60 * 60, days = 24 * 60 * 60;
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *elsewhere = g_build_filename (folder, "elsewhere", NULL);
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  pid_t gone = gone_pid (), alive = getpid ();
  g_autofree char *gone_old = g_strdup_printf (".game.sgf.tengen-save-%d-Ab3dEf", gone);
  g_autofree char *gone_fresh = g_strdup_printf (".other.sgf.tengen-save-%d-Xy7zQw", gone);
  g_autofree char *alive_hour = g_strdup_printf (".game.sgf.tengen-save-%d-Qq1Ww2", alive);
  g_autofree char *alive_days = g_strdup_printf (".game.sgf.tengen-save-%d-Rr3Tt4", alive);
  g_autofree char *not_hidden = g_strdup_printf ("game.sgf.tengen-save-%d-Ab3dEf", gone);
  g_autofree char *short_random = g_strdup_printf (".game.sgf.tengen-save-%d-Ab3d", gone);
  g_autofree char *suffixed = g_strdup_printf (".game.sgf.tengen-save-%d-Ab3dEf.bak", gone);
  g_autofree char *dashed = g_strdup_printf (".game.sgf.tengen-save-%d-Ab3-Ef", gone);
  g_autofree char *folder_name = g_strdup_printf (".dir.sgf.tengen-save-%d-Dd5Ee6", gone);
  g_autofree char *link_name = g_strdup_printf (".link.sgf.tengen-save-%d-Ll7Mm8", gone);
  g_autofree char *foreign = g_strdup_printf (".theirs.sgf.tengen-save-%d-Ff9Gg0", gone);
  g_autofree char *folder_path = g_build_filename (folder, folder_name, NULL);
  g_autofree char *link_path = g_build_filename (folder, link_name, NULL);
  g_autofree char *victim = NULL;
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (gone, !=, alive);
  tg_test_write_text (path, OLD_TEXT);
  g_ptr_array_add (paths, make_file (folder, gone_old, 2 * minutes));
  g_ptr_array_add (paths, make_file (folder, gone_fresh, 0));
  g_ptr_array_add (paths, make_file (folder, alive_hour, hour));
  g_ptr_array_add (paths, make_file (folder, alive_days, 2 * days));
  /* Lookalikes, all as old as can be. */
  g_ptr_array_add (paths, make_file (folder, not_hidden, 2 * days));
  g_ptr_array_add (paths, make_file (folder, short_random, 2 * days));
  g_ptr_array_add (paths, make_file (folder, suffixed, 2 * days));
  g_ptr_array_add (paths, make_file (folder, dashed, 2 * days));
  g_ptr_array_add (paths, make_file (folder, ".game.sgf.goutputstream-Ab3dEf", 2 * days));
  g_assert_cmpint (g_mkdir (folder_path, 0700), ==, 0);
  tg_test_set_age (folder_path, 2 * days);
  victim = make_file (folder, "victim.sgf", 0);
  g_assert_cmpint (symlink ("victim.sgf", link_path), ==, 0);
  tg_test_set_age (link_path, 2 * days);
  /* Another folder's leftovers are not this save's business. */
  g_assert_cmpint (g_mkdir (elsewhere, 0700), ==, 0);
  g_ptr_array_add (paths, make_file (elsewhere, gone_old, 2 * days));
  if (geteuid () == 0)
    {
      g_autofree char *foreign_path = make_file (folder, foreign, 2 * days);

      g_assert_cmpint (lchown (foreign_path, TG_TEST_NOBODY, TG_TEST_NOBODY), ==, 0);
    }
  else
    g_test_message ("not root: no file of another user can be made to be left alone");

  g_assert_true (replace_text (path, NEW_TEXT, &error));
  g_assert_no_error (error);
  tg_test_assert_text (path, NEW_TEXT);
  tg_test_assert_text (victim, OLD_TEXT);
  if (geteuid () == 0)
    tg_test_assert_names (folder, "game.sgf", "elsewhere", gone_fresh, alive_hour, not_hidden,
                  short_random, suffixed, dashed, ".game.sgf.goutputstream-Ab3dEf",
                  folder_name, link_name, "victim.sgf", foreign, NULL);
  else
    tg_test_assert_names (folder, "game.sgf", "elsewhere", gone_fresh, alive_hour, not_hidden,
                  short_random, suffixed, dashed, ".game.sgf.goutputstream-Ab3dEf",
                  folder_name, link_name, "victim.sgf", NULL);
  tg_test_assert_names (elsewhere, gone_old, NULL);
  tg_test_remove_tree (folder);
}

/* The temporary file is named after its target, cut to fit NAME_MAX. */
static void
test_long_name (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autoptr(GString) name = g_string_new (NULL);
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  /* 81 three-byte characters and ".sgf": 247 bytes, a legal name. */
  for (guint i = 0; i < 81; i++)
    g_string_append (name, "碁");
  g_string_append (name, ".sgf");
  path = g_build_filename (folder, name->str, NULL);
  tg_test_write_text (path, OLD_TEXT);
  g_assert_true (replace_text (path, NEW_TEXT, &error));
  g_assert_no_error (error);
  tg_test_assert_text (path, NEW_TEXT);
  tg_test_assert_names (folder, name->str, NULL);
  tg_test_remove_tree (folder);
}

/* The asynchronous variant */

typedef struct
{
  GMainLoop *loop;
  gboolean   replaced;
  GError    *error;
  GThread   *thread;
} AsyncResult;

static void
replaced_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  AsyncResult *outcome = user_data;

  outcome->replaced = tg_atomic_file_replace_finish (G_FILE (source), result, &outcome->error);
  outcome->thread = g_thread_self ();
  g_main_loop_quit (outcome->loop);
}

static void
test_async (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) directory = g_file_new_for_path (folder);
  g_autoptr(GBytes) contents = g_bytes_new_static (NEW_TEXT, strlen (NEW_TEXT));
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  AsyncResult outcome = { loop, FALSE, NULL, NULL };

  tg_test_write_text (path, OLD_TEXT);
  tg_atomic_file_replace_async (file, contents, NULL, replaced_cb, &outcome);
  g_main_loop_run (loop);
  g_assert_no_error (outcome.error);
  g_assert_true (outcome.replaced);
  /* The answer comes back to the caller's thread. */
  g_assert_true (outcome.thread == g_thread_self ());
  tg_test_assert_text (path, NEW_TEXT);

  tg_atomic_file_replace_async (directory, contents, NULL, replaced_cb, &outcome);
  g_main_loop_run (loop);
  g_assert_false (outcome.replaced);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_IS_DIRECTORY);
  g_clear_error (&outcome.error);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

static gboolean
has_temp (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    if (strstr (name, ".tengen-save-") != NULL)
      return TRUE;
  return FALSE;
}

/* Cancelled while writing: seen from here as soon as the temporary file
 * exists, long before 128 MB are written and synced. */
static void
test_async_cancelled_while_writing (void)
{
  const gsize length = 128 << 20;
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) contents = g_bytes_new_take (tg_test_pattern_bytes (length, 'A'), length);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  AsyncResult outcome = { loop, FALSE, NULL, NULL };
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  tg_test_write_text (path, OLD_TEXT);
  tg_atomic_file_replace_async (file, contents, cancellable, replaced_cb, &outcome);
  while (!has_temp (folder) && g_get_monotonic_time () < deadline)
    g_usleep (50);
  g_cancellable_cancel (cancellable);
  g_main_loop_run (loop);

  g_assert_false (outcome.replaced);
  g_assert_error (outcome.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&outcome.error);
  tg_test_assert_text (path, OLD_TEXT);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

/* Cancelled too late: the file was replaced, and the answer says so. */
static void
test_async_cancelled_after_rename (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) contents = g_bytes_new_static (NEW_TEXT, strlen (NEW_TEXT));
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  AsyncResult outcome = { loop, FALSE, NULL, NULL };
  gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;
  g_autofree char *text = NULL;

  tg_test_write_text (path, OLD_TEXT);
  tg_atomic_file_replace_async (file, contents, cancellable, replaced_cb, &outcome);
  /* The answer waits in this thread's main context, not run yet. */
  while (g_get_monotonic_time () < deadline
         && !(g_file_get_contents (path, &text, NULL, NULL) && strcmp (text, NEW_TEXT) == 0))
    {
      g_clear_pointer (&text, g_free);
      g_usleep (100);
    }
  g_cancellable_cancel (cancellable);
  g_main_loop_run (loop);

  g_assert_no_error (outcome.error);
  g_assert_true (outcome.replaced);
  tg_test_assert_text (path, NEW_TEXT);
  tg_test_assert_names (folder, "game.sgf", NULL);
  tg_test_remove_tree (folder);
}

/* Killed with SIGKILL */

static pid_t
start_saving (const char *path,
              const char *contents,
              gsize       length)
{
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (replace_bytes (path, contents, length, NULL) ? 0 : 1);
  return pid;
}

/* Returns once a temporary file in the folder watched by @inotify_fd was
 * written to, or after ten seconds. */
static void
wait_for_write (int inotify_fd)
{
  struct pollfd poll_fd = { inotify_fd, POLLIN, 0 };
  char buffer[4096] __attribute__ ((aligned (__alignof__ (struct inotify_event))));

  while (poll (&poll_fd, 1, 10000) > 0)
    {
      ssize_t length = read (inotify_fd, buffer, sizeof buffer);

      for (char *p = buffer; length > 0 && p < buffer + length;)
        {
          const struct inotify_event *event = (const struct inotify_event *) p;

          if ((event->mask & IN_MODIFY) && event->len > 0 && strstr (event->name, ".tengen-save-"))
            return;
          p += sizeof *event + event->len;
        }
    }
}

/* The size of the temporary file left behind, 0 when none was, and
 * removes it for the next run. */
static goffset
take_leftover (const char *folder)
{
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  const char *name;
  goffset size = 0;

  while ((name = g_dir_read_name (dir)) != NULL)
    if (strstr (name, ".tengen-save-") != NULL)
      {
        g_autofree char *path = g_build_filename (folder, name, NULL);
        struct stat st;

        g_assert_cmpint (lstat (path, &st), ==, 0);
        size = st.st_size;
        g_assert_cmpint (g_unlink (path), ==, 0);
      }
  return size;
}

static void
test_killed (void)
{
  const gsize old_length = 4 << 20, new_length = 16 << 20;
  g_autofree char *folder = tg_test_make_folder ();
  g_autofree char *path = g_build_filename (folder, "game.sgf", NULL);
  g_autofree char *link = g_build_filename (folder, "link.sgf", NULL);
  g_autofree char *old_bytes = tg_test_pattern_bytes (old_length, 'a');
  g_autofree char *new_bytes = tg_test_pattern_bytes (new_length, 'A');
  guint killed_writing = 0, kept_old = 0, got_new = 0;
  char drained[4096];
  gint64 start, duration;
  int status, inotify_fd;
  pid_t pid;

  /* One save to its end, to know how long one takes. */
  g_assert_true (g_file_set_contents (path, old_bytes, old_length, NULL));
  start = g_get_monotonic_time ();
  pid = start_saving (path, new_bytes, new_length);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  duration = g_get_monotonic_time () - start;
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 0);
  tg_test_assert_contents (path, new_bytes, new_length);

  /* Through a link in half the runs: its target is where writing in
   * place would be the easy way. */
  g_assert_cmpint (symlink ("game.sgf", link), ==, 0);
  inotify_fd = inotify_init1 (IN_CLOEXEC | IN_NONBLOCK);
  g_assert_cmpint (inotify_fd, >=, 0);
  g_assert_cmpint (inotify_add_watch (inotify_fd, folder, IN_MODIFY), >=, 0);

  /* Killed as the first bytes are written (until that has happened at
   * least once), then at random moments of a save. */
  for (guint run = 0; run < 24 && (run < 12 || killed_writing == 0); run++)
    {
      g_autofree char *contents = NULL;
      gsize length;
      goffset leftover;

      g_assert_true (g_file_set_contents (path, old_bytes, old_length, NULL));
      while (read (inotify_fd, drained, sizeof drained) > 0)
        continue;
      pid = start_saving (run / 2 % 2 == 0 ? path : link, new_bytes, new_length);
      if (run % 2 == 0)
        wait_for_write (inotify_fd);
      else
        g_usleep (g_test_rand_int_range (0, duration * 6 / 5));
      kill (pid, SIGKILL);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      if (length == old_length && memcmp (contents, old_bytes, old_length) == 0)
        kept_old++;
      else if (length == new_length && memcmp (contents, new_bytes, new_length) == 0)
        got_new++;
      else
        g_error ("run %u: a mixture of %" G_GSIZE_FORMAT " bytes", run, length);
      leftover = take_leftover (folder);
      if (leftover > 0 && leftover < (goffset) new_length)
        killed_writing++;
      tg_test_assert_names (folder, "game.sgf", "link.sgf", NULL);
    }
  g_test_message ("one save %.1f ms; killed while writing %u times; old file %u, new %u",
                  duration / 1000.0, killed_writing, kept_old, got_new);
  g_assert_cmpuint (killed_writing, >, 0);
  close (inotify_fd);
  tg_test_remove_tree (folder);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/atomic-file/replace", test_replace);
  g_test_add_func ("/atomic-file/new-file", test_new_file);
  g_test_add_func ("/atomic-file/mode-kept", test_mode_kept);
  g_test_add_func ("/atomic-file/attributes-kept", test_attributes_kept);
  g_test_add_func ("/atomic-file/private", test_private);
  g_test_add_func ("/atomic-file/symlink", test_symlink);
  g_test_add_func ("/atomic-file/symlink-relative", test_symlink_relative);
  g_test_add_func ("/atomic-file/hard-link", test_hard_link);
  g_test_add_func ("/atomic-file/long-name", test_long_name);
  g_test_add_func ("/atomic-file/fail/file-size-limit", test_file_size_limit);
  g_test_add_func ("/atomic-file/fail/vanished-folder", test_vanished_folder);
  g_test_add_func ("/atomic-file/fail/not-a-file", test_not_a_file);
  g_test_add_func ("/atomic-file/fail/permission-denied", test_permission_denied);
  g_test_add_func ("/atomic-file/fail/read-only-disk", test_read_only_disk);
  g_test_add_func ("/atomic-file/fail/full-disk", test_full_disk);
  g_test_add_func ("/atomic-file/fail/cancelled", test_cancelled);
  g_test_add_func ("/atomic-file/fail/not-local", test_not_local);
  g_test_add_func ("/atomic-file/stale-temps", test_stale_temps);
  g_test_add_func ("/atomic-file/async", test_async);
  g_test_add_func ("/atomic-file/async-cancelled", test_async_cancelled_while_writing);
  g_test_add_func ("/atomic-file/async-cancelled-late", test_async_cancelled_after_rename);
  g_test_add_func ("/atomic-file/killed", test_killed);

  return g_test_run ();
}
