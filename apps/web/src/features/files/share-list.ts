import type { FilePermission, StoredFileView } from '@brigade/shared/files/stored-file';

export interface ShareEntry {
  userId: string;
  permissions: FilePermission[];
}

/**
 * Everyone a file is shared with, once each: the `permissions` entries, then anyone only in
 * `sharedWith` (who may read).
 */
export function shareEntries(
  file: Pick<StoredFileView, 'sharedWith' | 'permissions'>,
): ShareEntry[] {
  const entries: ShareEntry[] = file.permissions.map((entry) => ({
    userId: entry.userId,
    permissions: entry.permissions,
  }));
  for (const userId of file.sharedWith) {
    if (!entries.some((entry) => entry.userId === userId)) {
      entries.push({ userId, permissions: ['read'] });
    }
  }
  return entries;
}
