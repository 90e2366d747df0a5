import type {
  FilePermission,
  FilePermissionEntry,
  StoredFileView,
} from '@brigade/shared/files/stored-file';
import { apiPaths } from '@brigade/shared/routes';
import { eq, inArray, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { storedFileShares, storedFiles } from '../../db/schema/stored-files.ts';
import { users } from '../../db/schema/users.ts';
import { applicationReadersOf } from '../applications/application-attachments.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { recordSecurityEvent } from '../security/record-security-event.ts';
import {
  canAccessFile,
  type FileAccessFacts,
  type FileAction,
} from '../../policies/file-policy.ts';
import type { AppContext } from '../../core/app-context.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type ShareRow = Pick<
  typeof storedFileShares.$inferSelect,
  'fileId' | 'userId' | 'permissions'
> & { email: string; name: string };

/** A file's record with who else may use it, as the access rule reads it. */
export interface LoadedFile extends FileAccessFacts {
  row: StoredFileRow;
}

/** The shares of some files, by file id. */
export async function sharesOf(
  db: NodePgDatabase,
  fileIds: readonly string[],
): Promise<Map<string, ShareRow[]>> {
  const byFile = new Map<string, ShareRow[]>();
  if (fileIds.length === 0) return byFile;
  const rows = await db
    .select({
      fileId: storedFileShares.fileId,
      userId: storedFileShares.userId,
      permissions: storedFileShares.permissions,
      email: users.email,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(storedFileShares)
    .innerJoin(users, eq(users.id, storedFileShares.userId))
    .where(inArray(storedFileShares.fileId, [...fileIds]))
    .orderBy(storedFileShares.sharedAt);
  for (const share of rows) byFile.set(share.fileId, [...(byFile.get(share.fileId) ?? []), share]);
  return byFile;
}

/** The spec's `sharedWith` and `permissions`, both read from the one share table. */
function accessFacts(
  row: StoredFileRow,
  shares: readonly ShareRow[],
): FileAccessFacts & { sharedWith: string[]; permissions: FilePermissionEntry[] } {
  const permissions: FilePermissionEntry[] = shares.map((share) => ({
    userId: share.userId,
    permissions: share.permissions as FilePermission[],
  }));
  return {
    userId: row.userId,
    isPublic: row.isPublic,
    sharedWith: permissions.filter((p) => p.permissions.includes('read')).map((p) => p.userId),
    permissions,
  };
}

/** A file and its shares, or null when there is none (or the id is not a uuid). */
export async function loadFile(db: NodePgDatabase, id: string): Promise<LoadedFile | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  if (!row) return null;
  const [shares, applicationReaders] = await Promise.all([
    sharesOf(db, [id]).then((byFile) => byFile.get(id) ?? []),
    applicationReadersOf(db, id),
  ]);
  return { row, ...accessFacts(row, shares), applicationReaders };
}

/**
 * The file, when the reader may do `action` with it; otherwise — missing, not allowed, or any
 * error while loading or deciding — `not_found`, so a private file's existence is not revealed.
 */
export async function fileFor(
  ctx: AppContext,
  readerId: string | null,
  id: string,
  action: FileAction,
  /** The caller's address, for the security log. */
  ip: string | null = null,
): Promise<LoadedFile> {
  // Any error while loading denies too (spec section 6).
  const file = await loadFile(ctx.database.db, id).catch(() => null);
  if (!file) throw new AppError('not_found');
  await requireFileAccess(ctx, file, readerId, action, ip);
  return file;
}

/**
 * Nothing when the reader may do `action` with a loaded file; otherwise `not_found`, like any
 * other refusal. A refusal of a file that exists is logged for the Security Center (a missing
 * id is not: stale links would drown it); the caller still only sees the 404.
 */
export async function requireFileAccess(
  ctx: AppContext,
  file: LoadedFile,
  readerId: string | null,
  action: FileAction,
  ip: string | null = null,
): Promise<void> {
  // Only a file attached to applications asks which venues the reader works for (anyone but a
  // restaurant member has no membership, hence none).
  const readerVenueIds =
    readerId && (file.applicationReaders ?? []).length > 0
      ? await reachableVenueIds(ctx.database.db, { id: readerId, userType: 'restaurant' })
      : [];
  if (canAccessFile(file, readerId, action, readerVenueIds)) return;
  await recordSecurityEvent(ctx.database.db, {
    type: 'file_access_denied',
    userId: readerId,
    ip,
    details: { fileId: file.row.id, action },
  });
  throw new AppError('not_found');
}

/**
 * The answer for one file (spec section 3's fields, then `path` and `url`). Who else has
 * access is the owner's business: other readers get empty lists.
 */
export function presentFile(
  row: StoredFileRow,
  shares: readonly ShareRow[],
  readerId: string | null,
): StoredFileView {
  const facts = accessFacts(row, shares);
  const isOwner = readerId !== null && row.userId === readerId;
  return {
    id: row.id,
    userId: row.userId,
    fileName: row.fileName ?? '',
    fileType: row.fileType ?? '',
    fileSize: row.fileSize ?? 0,
    uploadDate: row.uploadDate.toISOString(),
    lastModified: row.lastModified.toISOString(),
    description: row.description ?? '',
    category: row.category ?? '',
    isPublic: row.isPublic ?? false,
    uploadedBy: row.uploadedBy ?? '',
    uploaderName: row.uploaderName ?? '',
    tags: row.tags ?? [],
    sharedWith: isOwner ? facts.sharedWith : [],
    permissions: isOwner ? facts.permissions : [],
    sharedPeople: isOwner
      ? shares.map((share) => ({ userId: share.userId, email: share.email, name: share.name }))
      : [],
    folder: row.folder,
    path: row.storageKey,
    url: apiPaths.files.download(row.id),
    isOwner,
    canWrite: canAccessFile(facts, readerId, 'write'),
    canDelete: canAccessFile(facts, readerId, 'delete'),
    canShare: canAccessFile(facts, readerId, 'share'),
    canPublish: canAccessFile(facts, readerId, 'publish'),
  };
}
