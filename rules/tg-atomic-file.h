/* tg-atomic-file.h: replacing a file's contents so that a failure or a
 * crash at any moment leaves either the old file or the new one.
 *
 * The bytes go to a temporary file beside the target, created for the
 * purpose and named ".NAME.tengen-save-PID-XXXXXX"; every write, the
 * fsync and the close are checked, and only then is it renamed over the
 * target and the folder synced.  When anything fails the temporary file
 * is removed and the target is untouched; the GError (G_IO_ERROR, from
 * errno) names the file and the cause in a translated sentence.  Only a
 * failure to sync the folder comes after the rename: the new contents
 * are in place then, but not known to be on disk, and that is reported.
 *
 * What users see:
 * - A symbolic link (a chain of them, relative or absolute, dangling
 *   included) is followed to its final target, which is replaced; the
 *   links stay links.
 * - A file with other hard links is replaced like any other: the name
 *   saved to gets the new contents, the other names keep the old ones
 *   (they become a separate file).  Writing in place would share the new
 *   contents, but a failure or a crash would then ruin every name.
 * - The file keeps its permission bits, and its owner and group where
 *   the system allows; a new file gets 0666 less the umask (or the
 *   folder's default ACL).  Its extended attributes (a user.comment, an
 *   ACL that lets another user read it) are kept where the system
 *   allows.
 * - A file the user may not write is refused even where its folder is
 *   writable, as is a folder where no file can be created: the contents
 *   are never written in place.  A target that is a folder or not a
 *   regular file (a device, a pipe) is refused.
 * - Only files with a local path (mounted remote folders included) are
 *   saved: anything else is G_IO_ERROR_NOT_SUPPORTED.
 * - Each save first removes the temporary files of earlier saves in the
 *   target's folder that were killed: Tengen's own pattern only, regular
 *   files of the same user only, untouched for a minute and written by a
 *   process that is gone, or untouched for a day whoever wrote them.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Blocks until the contents are on disk; cancellable between chunks and
 * up to the rename, not after it.  tg_sgf_save_file () saves with it. */
gboolean      tg_atomic_file_replace        (GFile                *file,
                                             const char           *contents,
                                             gsize                 length,
                                             GCancellable         *cancellable,
                                             GError              **error);

/* The same for a file only its owner may read or write (a draft of
 * unsaved work): 0600 whatever the umask or the old file's mode and
 * ACLs said. */
gboolean      tg_atomic_file_replace_private (GFile              *file,
                                              const char         *contents,
                                              gsize               length,
                                              GCancellable       *cancellable,
                                              GError            **error);

/* The same in a thread of GIO's pool, so the caller's thread never
 * writes; @contents is referenced until the save is done. */
void          tg_atomic_file_replace_async  (GFile                *file,
                                             GBytes               *contents,
                                             GCancellable         *cancellable,
                                             GAsyncReadyCallback   callback,
                                             gpointer              user_data);
gboolean      tg_atomic_file_replace_finish (GFile                *file,
                                             GAsyncResult         *result,
                                             GError              **error);

G_END_DECLS
