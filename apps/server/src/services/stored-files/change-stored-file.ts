import type {
  FileMetadataInput,
  FileShareInput,
  StoredFileView,
} from '@brigade/shared/files/stored-file';
import { and, eq, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { storedFileShares, storedFiles } from '../../db/schema/stored-files.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { isUuid } from '../applications/application-record.ts';
import { fileFor, presentFile, sharesOf } from './stored-file-record.ts';

/** One file as the reader may see it (404 unless the access rule allows reading). */
export async function readStoredFile(
  db: NodePgDatabase,
  readerId: string | null,
  id: string,
): Promise<StoredFileView> {
  const file = await fileFor(db, readerId, id, 'read');
  const shares = (await sharesOf(db, [file.row.id])).get(file.row.id) ?? [];
  return presentFile(file.row, shares, readerId);
}

/** Edits the metadata (owner, or `write`); lastModified moves with every edit. */
export async function editStoredFile(
  db: NodePgDatabase,
  readerId: string,
  id: string,
  input: FileMetadataInput,
): Promise<StoredFileView> {
  const file = await fileFor(db, readerId, id, 'write');
  await db
    .update(storedFiles)
    .set({ ...input, lastModified: sql`now()` })
    .where(eq(storedFiles.id, file.row.id));
  return readStoredFile(db, readerId, id);
}

/**
 * Deletes the file (owner, or `delete`): the record first, so nobody can reach bytes that are
 * going, then the bytes (a missing file is not an error for the storage port).
 */
export async function deleteStoredFile(
  deps: { db: NodePgDatabase; storage: FileStorage },
  readerId: string,
  id: string,
): Promise<void> {
  const file = await fileFor(deps.db, readerId, id, 'delete');
  await deps.db.delete(storedFiles).where(eq(storedFiles.id, file.row.id));
  await deps.storage.delete(file.row.storageKey);
}

/**
 * Shares the file with a known user by e-mail (owner only); sharing again replaces what they
 * may do. An unknown address is a field error: colleagues share with colleagues, and whether an
 * address has an account is already answered by sign-up ("email in use").
 */
export async function shareStoredFile(
  db: NodePgDatabase,
  ownerId: string,
  id: string,
  input: FileShareInput,
): Promise<StoredFileView> {
  const file = await fileFor(db, ownerId, id, 'share');
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, input.email), eq(users.isActive, true)));
  if (!person) {
    throw new AppError('validation_failed', {
      fields: { email: fieldError('storedFiles.validation.noAccount') },
    });
  }
  if (person.id === ownerId) {
    throw new AppError('validation_failed', {
      fields: { email: fieldError('storedFiles.validation.shareWithSelf') },
    });
  }
  await db
    .insert(storedFileShares)
    .values({ fileId: file.row.id, userId: person.id, permissions: input.permissions })
    .onConflictDoUpdate({
      target: [storedFileShares.fileId, storedFileShares.userId],
      set: { permissions: input.permissions },
    });
  return readStoredFile(db, ownerId, id);
}

/** Revokes one person's access (owner only); revoking someone without access changes nothing. */
export async function revokeStoredFileShare(
  db: NodePgDatabase,
  ownerId: string,
  id: string,
  userId: string,
): Promise<StoredFileView> {
  const file = await fileFor(db, ownerId, id, 'share');
  if (isUuid(userId)) {
    await db
      .delete(storedFileShares)
      .where(and(eq(storedFileShares.fileId, file.row.id), eq(storedFileShares.userId, userId)));
  }
  return readStoredFile(db, ownerId, id);
}
