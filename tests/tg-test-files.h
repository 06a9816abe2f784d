/* tg-test-files.h: folders, files and failing disks for the tests of
 * saving.  Each helper asserts its own success.
 *
 * Copyright 2026 The Tengen authors
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <sys/types.h>

G_BEGIN_DECLS

/* The user and group of nobody, whom root becomes to be refused. */
#define TG_TEST_NOBODY 65534

/* A new folder under the temporary folder. */
char         *tg_test_make_folder          (void);
/* Removes @folder and everything under it; links are not followed. */
void          tg_test_remove_tree          (const char *folder);

void          tg_test_write_text           (const char *path,
                                            const char *text);
void          tg_test_assert_contents      (const char *path,
                                            const char *expected,
                                            gsize       length);
void          tg_test_assert_text          (const char *path,
                                            const char *text);
/* @folder holds exactly the NULL-terminated names, in any order. */
void          tg_test_assert_names         (const char *folder,
                                            ...) G_GNUC_NULL_TERMINATED;
void          tg_test_assert_link          (const char *link,
                                            const char *expected);
/* Lines of letters, from @first on, that tell one offset from another. */
char         *tg_test_pattern_bytes        (gsize       length,
                                            char        first);

ino_t         tg_test_inode                (const char *path);
mode_t        tg_test_mode                 (const char *path);
/* Sets the modification time @seconds back; links themselves, not followed. */
void          tg_test_set_age              (const char *path,
                                            gint64      seconds);

/* Runs the rest of the test as nobody: in a child when the tests run as
 * root, where it returns FALSE in the parent once the child has passed. */
gboolean      tg_test_as_unprivileged_user (void);
/* Runs the rest of the test in a child, in a private mount namespace,
 * with a tmpfs of @size ("64k") mounted on a new folder, which it
 * returns.  NULL in the parent once the child has passed, or with the
 * test skipped where no namespace or tmpfs can be had. */
char         *tg_test_in_own_tmpfs         (const char *size);
/* Unmounts and removes the folder, and frees it. */
void          tg_test_leave_tmpfs          (char       *folder);

G_END_DECLS
