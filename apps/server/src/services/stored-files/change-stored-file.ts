import type {
  FileMetadataInput,
  FileShareInput,
  StoredFileView,
} from '@brigade/shared/files/stored-file';
import { and, eq, sql } from '../../db/sql.ts';
import { storedFileShares, storedFiles } from '../../db/schema/stored-files.ts';
import { users } from '../../db/schema/users.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { fileFor, presentFile, requireFileAccess, sharesOf } from './stored-file-record.ts';
import type { AppContext } from '../../core/app-context.ts';

/** One file as the reader may see it (404 unless the access rule allows reading). */
export async function readStoredFile(
  ctx: AppContext,
  readerId: string | null,
  id: string,
): Promise<StoredFileView> {
  const { db } = ctx.database;
  const file = await fileFor(ctx, readerId, id, 'read');
  const shares = (await sharesOf(db, [file.row.id])).get(file.row.id) ?? [];
  return presentFile(file.row, shares, readerId);
}

/**
 * Edits the metadata (owner, or `write`); lastModified moves with every edit. Changing
 * `isPublic` is publishing, the owner's alone: anyone else gets the same 404 as for any other
 * refusal, and nothing changes. Sending the current value is not a change (an edit form may
 * send every field), and is then left out of the update, so it cannot undo the owner's.
 */
export async function editStoredFile(
  ctx: AppContext,
  readerId: string,
  id: string,
  input: FileMetadataInput,
): Promise<StoredFileView> {
  const { db } = ctx.database;
  const file = await fileFor(ctx, readerId, id, 'write');
  const { isPublic, ...details } = input;
  const publishing = isPublic !== undefined && isPublic !== file.row.isPublic;
  if (publishing) await requireFileAccess(ctx, file, readerId, 'publish');
  await db
    .update(storedFiles)
    .set({ ...details, ...(publishing ? { isPublic } : {}), lastModified: sql`now()` })
    .where(eq(storedFiles.id, file.row.id));
  return readStoredFile(ctx, readerId, id);
}

/**
 * Deletes the file (owner, or `delete`): the record first, so nobody can reach bytes that are
 * going, then the bytes (a missing file is not an error for the storage port).
 */
export async function deleteStoredFile(
  ctx: AppContext,
  readerId: string,
  id: string,
): Promise<void> {
  const file = await fileFor(ctx, readerId, id, 'delete');
  await ctx.database.db.delete(storedFiles).where(eq(storedFiles.id, file.row.id));
  await ctx.storage.delete(file.row.storageKey);
}

/**
 * Shares the file with a known user by e-mail (owner only); sharing again replaces what they
 * may do. An unknown address is a field error: colleagues share with colleagues, and whether an
 * address has an account is already answered by sign-up ("email in use").
 */
export async function shareStoredFile(
  ctx: AppContext,
  ownerId: string,
  id: string,
  input: FileShareInput,
): Promise<StoredFileView> {
  const { db } = ctx.database;
  const file = await fileFor(ctx, ownerId, id, 'share');
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
  return readStoredFile(ctx, ownerId, id);
}

/** Revokes one person's access (owner only); revoking someone without access changes nothing. */
export async function revokeStoredFileShare(
  ctx: AppContext,
  ownerId: string,
  id: string,
  userId: string,
): Promise<StoredFileView> {
  const { db } = ctx.database;
  const file = await fileFor(ctx, ownerId, id, 'share');
  if (isUuid(userId)) {
    await db
      .delete(storedFileShares)
      .where(and(eq(storedFileShares.fileId, file.row.id), eq(storedFileShares.userId, userId)));
  }
  return readStoredFile(ctx, ownerId, id);
}
