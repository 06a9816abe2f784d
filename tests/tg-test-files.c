/* tg-test-files.c: folders, files and failing disks for the tests of
 * saving.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "tg-test-files.h"

#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <grp.h>
#include <sched.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

char *
tg_test_make_folder (void)
{
  g_autoptr(GError) error = NULL;
  char *folder = g_dir_make_tmp ("tengen-test-XXXXXX", &error);

  g_assert_no_error (error);
  return folder;
}

void
tg_test_write_text (const char *path,
                    const char *text)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

void
tg_test_assert_contents (const char *path,
                         const char *expected,
                         gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize read;

  g_file_get_contents (path, &contents, &read, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (read, ==, length);
  g_assert_true (memcmp (contents, expected, length) == 0);
}

void
tg_test_assert_text (const char *path,
                     const char *text)
{
  tg_test_assert_contents (path, text, strlen (text));
}

static int
compare_strings (gconstpointer a,
                 gconstpointer b)
{
  return strcmp (*(const char **) a, *(const char **) b);
}

void
tg_test_assert_names (const char *folder,
                      ...)
{
  g_autoptr(GPtrArray) found = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) expected = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) dir = g_dir_open (folder, 0, &error);
  const char *name;
  va_list names;

  g_assert_no_error (error);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (found, g_strdup (name));
  va_start (names, folder);
  while ((name = va_arg (names, const char *)) != NULL)
    g_ptr_array_add (expected, (gpointer) name);
  va_end (names);
  g_ptr_array_sort (found, compare_strings);
  g_ptr_array_sort (expected, compare_strings);

  for (guint i = 0; i < MIN (found->len, expected->len); i++)
    g_assert_cmpstr (found->pdata[i], ==, expected->pdata[i]);
  g_assert_cmpuint (found->len, ==, expected->len);
}

void
tg_test_remove_tree (const char *folder)
{
  g_autoptr(GPtrArray) pending = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) folders = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (pending, g_strdup (folder));
  while (pending->len > 0)
    {
      char *current = g_ptr_array_steal_index (pending, pending->len - 1);
      g_autoptr(GDir) dir = g_dir_open (current, 0, NULL);
      const char *name;

      g_ptr_array_add (folders, current);
      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          char *path = g_build_filename (current, name, NULL);

          if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
            g_ptr_array_add (pending, path);
          else
            {
              g_assert_cmpint (g_unlink (path), ==, 0);
              g_free (path);
            }
        }
    }
  for (guint i = folders->len; i > 0; i--)
    g_assert_cmpint (g_rmdir (folders->pdata[i - 1]), ==, 0);
}

ino_t
tg_test_inode (const char *path)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  return st.st_ino;
}

mode_t
tg_test_mode (const char *path)
{
  struct stat st;

  g_assert_cmpint (lstat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

void
tg_test_set_age (const char *path,
                 gint64      seconds)
{
  struct timespec times[2] = { { time (NULL) - seconds, 0 }, { time (NULL) - seconds, 0 } };

  g_assert_cmpint (utimensat (AT_FDCWD, path, times, AT_SYMLINK_NOFOLLOW), ==, 0);
}

gboolean
tg_test_as_unprivileged_user (void)
{
  if (geteuid () != 0)
    return TRUE;
  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return FALSE;
    }
  g_assert_cmpint (setgroups (0, NULL), ==, 0);
  g_assert_cmpint (setgid (TG_TEST_NOBODY), ==, 0);
  g_assert_cmpint (setuid (TG_TEST_NOBODY), ==, 0);
  /* A changed user makes the process undumpable, which LeakSanitizer
   * needs to stop its threads. */
  g_assert_cmpint (prctl (PR_SET_DUMPABLE, 1), ==, 0);
  return TRUE;
}

static gboolean
write_proc_file (const char *path,
                 const char *text)
{
  int fd = open (path, O_WRONLY | O_CLOEXEC);
  gboolean written;

  if (fd < 0)
    return FALSE;
  written = write (fd, text, strlen (text)) == (ssize_t) strlen (text);
  return close (fd) == 0 && written;
}

/* Root unshares its mounts; another user becomes root of a new user
 * namespace first, where the kernel allows that. */
static gboolean
enter_mount_namespace (void)
{
  if (geteuid () != 0)
    {
      char uid_map[64], gid_map[64];

      g_snprintf (uid_map, sizeof uid_map, "0 %u 1", (guint) geteuid ());
      g_snprintf (gid_map, sizeof gid_map, "0 %u 1", (guint) getegid ());
      if (unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0
          || !write_proc_file ("/proc/self/setgroups", "deny")
          || !write_proc_file ("/proc/self/uid_map", uid_map)
          || !write_proc_file ("/proc/self/gid_map", gid_map))
        return FALSE;
    }
  else if (unshare (CLONE_NEWNS) != 0)
    return FALSE;
  return mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;
}

static gboolean
can_mount_tmpfs (void)
{
  g_autofree char *folder = tg_test_make_folder ();
  int status;
  pid_t pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    _exit (enter_mount_namespace () && mount ("tmpfs", folder, "tmpfs", 0, "size=64k") == 0 ? 0 : 1);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  return WIFEXITED (status) && WEXITSTATUS (status) == 0;
}

char *
tg_test_in_own_tmpfs (const char *size)
{
  g_autofree char *folder = NULL;
  g_autofree char *options = g_strdup_printf ("size=%s", size);

  if (!g_test_subprocess ())
    {
      if (!can_mount_tmpfs ())
        {
          g_test_skip ("no tmpfs can be mounted in a private mount namespace here "
                       "(unshare or mount refused)");
          return NULL;
        }
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return NULL;
    }
  folder = tg_test_make_folder ();
  g_assert_true (enter_mount_namespace ());
  g_assert_cmpint (mount ("tmpfs", folder, "tmpfs", 0, options), ==, 0);
  return g_steal_pointer (&folder);
}

void
tg_test_leave_tmpfs (char *folder)
{
  g_assert_cmpint (umount2 (folder, 0), ==, 0);
  g_assert_cmpint (g_rmdir (folder), ==, 0);
  g_free (folder);
}

char *
tg_test_pattern_bytes (gsize length,
                       char  first)
{
  char *bytes = g_malloc (length);

  for (gsize i = 0; i < length; i++)
    bytes[i] = i % 64 == 63 ? '\n' : first + (char) (i / 64 % 26);
  return bytes;
}

void
tg_test_assert_link (const char *link,
                     const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *read_back = g_file_read_link (link, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (read_back, ==, expected);
}
