/* tg-atomic-file.c: a temporary file beside the target, renamed over it
 * once it is safely on disk.
 *
 * GIO's g_file_replace_contents renames its temporary file even after a
 * failed write, and rewrites hard-linked or symlinked targets in place;
 * this does neither.  The folder is opened once and everything else is
 * done relative to it, so a folder that moves during the save cannot
 * send the rename elsewhere.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "tg-atomic-file.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#define TEMP_MARK ".tengen-save-"
#define TEMP_RANDOM_LENGTH 6
/* Bytes of the target's name kept in the temporary one: with the dot,
 * the mark, a PID and the random part it stays within NAME_MAX. */
#define TEMP_NAME_KEPT 200
/* Cancellation is looked at between chunks. */
#define CHUNK_SIZE (1 << 20)
/* As the kernel, which gives ELOOP beyond 40 links. */
#define MAX_LINKS 40
/* A process in another PID namespace (a Flatpak) may have the number of
 * one that is gone here, but a live save keeps its file fresh. */
#define STALE_WRITER_GONE_SECONDS 60
#define STALE_ANYWAY_SECONDS (24 * 60 * 60)

/* What was being done when a call failed, for the message. */
typedef enum
{
  IN_FOLDER,      /* reaching the folder, making, writing and renaming the temporary file */
  ON_TARGET,      /* looking at the file being replaced */
} Stage;

typedef struct
{
  const char *path;     /* as the caller named it, for messages */
  gboolean    private;  /* 0600, and nothing of the old file's access kept */
  char       *folder;   /* of the final target, links followed */
  char       *name;
  int         folder_fd;
  char       *temp_name;
  int         temp_fd;
} Save;

static void
save_clear (Save *save)
{
  if (save->temp_fd >= 0)
    close (save->temp_fd);
  if (save->temp_name != NULL)
    unlinkat (save->folder_fd, save->temp_name, 0);
  if (save->folder_fd >= 0)
    close (save->folder_fd);
  g_free (save->folder);
  g_free (save->name);
  g_free (save->temp_name);
}

static gboolean
fail (Save    *save,
      Stage    stage,
      int      saved_errno,
      GError **error)
{
  g_autofree char *display = g_filename_display_name (save->path);
  g_autofree char *folder_cause = NULL;
  const char *cause;

  switch (saved_errno)
    {
    case ENOSPC:
      cause = _("the disk is full");
      break;
    case EDQUOT:
      cause = _("the disk quota is used up");
      break;
    case EFBIG:
      cause = _("the file would be larger than the system allows");
      break;
    case EROFS:
      cause = _("the disk is read-only");
      break;
    case EACCES:
    case EPERM:
      cause = stage == ON_TARGET ? _("you may not change this file")
                                  : _("you may not write in its folder");
      break;
    case ENOENT:
    case ENOTDIR:
      {
        g_autofree char *folder = save->folder != NULL ? g_strdup (save->folder)
                                                       : g_path_get_dirname (save->path);
        g_autofree char *folder_display = g_filename_display_name (folder);

        folder_cause = g_strdup_printf (_("the folder “%s” does not exist"), folder_display);
        cause = folder_cause;
      }
      break;
    case EISDIR:
      cause = _("it is a folder");
      break;
    case ELOOP:
      cause = _("its symbolic links go round in a circle");
      break;
    default:
      cause = g_strerror (saved_errno);
      break;
    }
  g_set_error (error, G_IO_ERROR,
               saved_errno == EDQUOT ? G_IO_ERROR_NO_SPACE : g_io_error_from_errno (saved_errno),
               /* Translators: the file, then why, e.g. "the disk is full". */
               _("Could not save “%s”: %s"), display, cause);
  return FALSE;
}

/* The file a chain of symbolic links ends at (perhaps not there yet),
 * or NULL with errno set. */
static char *
follow_links (const char *path)
{
  g_autofree char *current = g_strdup (path);

  for (guint hops = 0;; hops++)
    {
      char target[PATH_MAX];
      struct stat st;
      ssize_t length;

      if (lstat (current, &st) != 0)
        return errno == ENOENT ? g_steal_pointer (&current) : NULL;
      if (!S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);
      if (hops == MAX_LINKS)
        {
          errno = ELOOP;
          return NULL;
        }
      length = readlink (current, target, sizeof target);
      if (length < 0)
        return NULL;
      if ((gsize) length == sizeof target)
        {
          errno = ENAMETOOLONG;
          return NULL;
        }
      target[length] = '\0';
      /* A relative link is relative to the folder holding it. */
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_strdup (target);
        }
      else
        {
          g_autofree char *folder = g_path_get_dirname (current);

          g_free (current);
          current = g_build_filename (folder, target, NULL);
        }
    }
}

/* A prefix of @name of at most TEMP_NAME_KEPT bytes, whole characters
 * when it is UTF-8. */
static gsize
kept_length (const char *name)
{
  gsize length = strlen (name);

  if (length <= TEMP_NAME_KEPT)
    return length;
  if (g_utf8_validate (name, length, NULL))
    return g_utf8_find_prev_char (name, name + TEMP_NAME_KEPT + 1) - name;
  return TEMP_NAME_KEPT;
}

/* ".NAME.tengen-save-PID-XXXXXX": sets *pid. */
static gboolean
parse_temp_name (const char *name,
                 guint64    *pid)
{
  const char *mark = g_strrstr (name, TEMP_MARK);
  g_autofree char *number = NULL;
  const char *digits, *dash;

  if (name[0] != '.' || mark == NULL || mark == name)
    return FALSE;
  digits = mark + strlen (TEMP_MARK);
  dash = strchr (digits, '-');
  if (dash == NULL || strlen (dash + 1) != TEMP_RANDOM_LENGTH)
    return FALSE;
  for (const char *p = dash + 1; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p))
      return FALSE;
  number = g_strndup (digits, dash - digits);
  return g_ascii_string_to_unsigned (number, 10, 1, G_MAXINT, pid, NULL);
}

static gboolean
process_is_gone (pid_t pid)
{
  /* EPERM: it exists, as another user. */
  return kill (pid, 0) != 0 && errno == ESRCH;
}

/* Best effort: a folder that cannot be listed keeps its leftovers. */
static void
remove_stale_temps (int folder_fd)
{
  int listing_fd = fcntl (folder_fd, F_DUPFD_CLOEXEC, 0);
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  struct dirent *entry;
  DIR *dir;

  if (listing_fd < 0)
    return;
  dir = fdopendir (listing_fd);
  if (dir == NULL)
    {
      close (listing_fd);
      return;
    }
  while ((entry = readdir (dir)) != NULL)
    {
      struct stat st;
      guint64 pid;
      gint64 age;

      if (!parse_temp_name (entry->d_name, &pid)
          || fstatat (folder_fd, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0
          || !S_ISREG (st.st_mode)
          || st.st_uid != geteuid ())
        continue;
      age = now - st.st_mtime;
      if (age >= STALE_ANYWAY_SECONDS
          || (age >= STALE_WRITER_GONE_SECONDS && process_is_gone ((pid_t) pid)))
        unlinkat (folder_fd, entry->d_name, 0);
    }
  closedir (dir);
}

static gboolean
create_temp (Save    *save,
             mode_t   mode,
             GError **error)
{
  static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  g_autofree char *kept = g_strndup (save->name, kept_length (save->name));

  for (guint attempt = 0; attempt < 100; attempt++)
    {
      char random[TEMP_RANDOM_LENGTH + 1] = { 0, };
      g_autofree char *candidate = NULL;

      for (guint i = 0; i < TEMP_RANDOM_LENGTH; i++)
        random[i] = letters[g_random_int_range (0, sizeof letters - 1)];
      candidate = g_strdup_printf (".%s" TEMP_MARK "%d-%s", kept, (int) getpid (), random);
      save->temp_fd = openat (save->folder_fd, candidate,
                              O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
      if (save->temp_fd >= 0)
        {
          save->temp_name = g_steal_pointer (&candidate);
          return TRUE;
        }
      if (errno != EEXIST)
        return fail (save, IN_FOLDER, errno, error);
    }
  return fail (save, IN_FOLDER, EEXIST, error);
}

/* Where the system allows: a user may give a file only to a group of
 * their own.  What cannot be kept stays the saver's, and the mode stays
 * 0600, never more open than the original. */
static void
keep_owner_and_mode (Save              *save,
                     const struct stat *original)
{
  if ((original->st_uid != geteuid () || original->st_gid != getegid ())
      && fchown (save->temp_fd, original->st_uid, original->st_gid) != 0
      && fchown (save->temp_fd, (uid_t) -1, original->st_gid) != 0)
    g_debug ("%s keeps its saver as owner: %s", save->path, g_strerror (errno));
  if (fchmod (save->temp_fd, original->st_mode & 0777) != 0)
    g_debug ("%s keeps mode 0600: %s", save->path, g_strerror (errno));
}

/* Every extended attribute the old file had, as GIO's replace keeps
 * them where it can: a user's notes (user.*) and its ACLs
 * (system.posix_acl_access), set after the mode, which setting an ACL
 * changes.  Best effort: an attribute the system or the user's rights
 * refuse (security.*, trusted.*) is left behind. */
static void
keep_attributes (Save *save)
{
  g_autofree char *original = g_build_filename (save->folder, save->name, NULL);
  g_autofree char *names = NULL;
  ssize_t length = llistxattr (original, NULL, 0);

  if (length <= 0)
    return;
  names = g_malloc (length);
  length = llistxattr (original, names, length);
  for (ssize_t at = 0; at < length; at += strlen (names + at) + 1)
    {
      const char *name = names + at;
      g_autofree char *value = NULL;
      ssize_t size = lgetxattr (original, name, NULL, 0);

      if (size < 0)
        continue;
      value = g_malloc (MAX (size, 1));
      size = lgetxattr (original, name, value, size);
      if (size < 0 || fsetxattr (save->temp_fd, name, value, size, 0) != 0)
        g_debug ("%s loses its attribute %s: %s", save->path, name, g_strerror (errno));
    }
}

static gboolean
write_temp (Save         *save,
            const char   *contents,
            gsize         length,
            GCancellable *cancellable,
            GError      **error)
{
  int temp_fd;

  while (length > 0)
    {
      ssize_t written;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      written = write (save->temp_fd, contents, MIN (length, CHUNK_SIZE));
      if (written < 0)
        {
          if (errno == EINTR)
            continue;
          return fail (save, IN_FOLDER, errno, error);
        }
      contents += written;
      length -= written;
    }
  /* EINVAL: a file system without sync, where this is as safe as it gets. */
  if (fsync (save->temp_fd) != 0 && errno != EINVAL)
    return fail (save, IN_FOLDER, errno, error);
  temp_fd = save->temp_fd;
  save->temp_fd = -1;
  /* Linux releases the descriptor even on EINTR, after the data was synced. */
  if (close (temp_fd) != 0 && errno != EINTR)
    return fail (save, IN_FOLDER, errno, error);
  return TRUE;
}

static gboolean
replace_path (Save         *save,
              const char   *contents,
              gsize         length,
              GCancellable *cancellable,
              GError      **error)
{
  g_autofree char *target = NULL;
  struct stat original;
  gboolean exists;

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  target = follow_links (save->path);
  if (target == NULL)
    return fail (save, IN_FOLDER, errno, error);
  save->folder = g_path_get_dirname (target);
  save->name = g_path_get_basename (target);
  save->folder_fd = open (save->folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (save->folder_fd < 0)
    return fail (save, IN_FOLDER, errno, error);

  exists = fstatat (save->folder_fd, save->name, &original, AT_SYMLINK_NOFOLLOW) == 0;
  if (!exists && errno != ENOENT)
    return fail (save, ON_TARGET, errno, error);
  if (exists && S_ISDIR (original.st_mode))
    return fail (save, ON_TARGET, EISDIR, error);
  if (exists && !S_ISREG (original.st_mode))
    {
      g_autofree char *display = g_filename_display_name (save->path);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
                   _("Could not save “%s”: it is not a regular file"), display);
      return FALSE;
    }
  if (exists && faccessat (save->folder_fd, save->name, W_OK, AT_EACCESS) != 0)
    return fail (save, ON_TARGET, errno, error);

  remove_stale_temps (save->folder_fd);

  /* A new file gets 0666 less the umask from the kernel itself: reading
   * the umask would change it for every thread. */
  if (!create_temp (save, exists || save->private ? 0600 : 0666, error))
    return FALSE;
  if (exists && !save->private)
    {
      keep_owner_and_mode (save, &original);
      keep_attributes (save);
    }
  if (!write_temp (save, contents, length, cancellable, error))
    return FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (renameat (save->folder_fd, save->temp_name, save->folder_fd, save->name) != 0)
    return fail (save, IN_FOLDER, errno, error);
  g_clear_pointer (&save->temp_name, g_free);

  /* The rename is on disk only once the folder is; file systems that
   * cannot sync a folder say EINVAL. */
  if (fsync (save->folder_fd) != 0 && errno != EINVAL)
    return fail (save, IN_FOLDER, errno, error);
  return TRUE;
}

static gboolean
replace_file (GFile         *file,
              gboolean       private,
              const char    *contents,
              gsize          length,
              GCancellable  *cancellable,
              GError       **error)
{
  Save save = { .folder_fd = -1, .temp_fd = -1, .private = private };
  gboolean replaced;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (contents != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  save.path = g_file_peek_path (file);
  if (save.path == NULL)
    {
      g_autofree char *display = g_file_get_parse_name (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Could not save “%s”: only files on this computer or in mounted "
                     "folders can be saved"), display);
      return FALSE;
    }
  replaced = replace_path (&save, contents, length, cancellable, error);
  save_clear (&save);
  return replaced;
}

gboolean
tg_atomic_file_replace (GFile         *file,
                        const char    *contents,
                        gsize          length,
                        GCancellable  *cancellable,
                        GError       **error)
{
  return replace_file (file, FALSE, contents, length, cancellable, error);
}

gboolean
tg_atomic_file_replace_private (GFile         *file,
                                const char    *contents,
                                gsize          length,
                                GCancellable  *cancellable,
                                GError       **error)
{
  return replace_file (file, TRUE, contents, length, cancellable, error);
}

static void
replace_in_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  GError *error = NULL;
  gsize length;
  const char *contents = g_bytes_get_data (task_data, &length);

  if (tg_atomic_file_replace (source_object, contents, length, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
tg_atomic_file_replace_async (GFile               *file,
                              GBytes              *contents,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (contents != NULL);

  task = g_task_new (file, cancellable, callback, user_data);
  g_task_set_source_tag (task, tg_atomic_file_replace_async);
  /* Cancelled after the rename is saved all the same, and says so. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_set_task_data (task, g_bytes_ref (contents), (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, replace_in_thread);
}

gboolean
tg_atomic_file_replace_finish (GFile         *file,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, file), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == tg_atomic_file_replace_async,
                        FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}
