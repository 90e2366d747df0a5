import { storageQuotaBytes } from '@brigade/shared/constants';
import { anyAllowedFileType } from '@brigade/shared/files/upload-rules';
import { eq, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Readable } from 'node:stream';
import { storedFiles } from '../../db/schema/stored-files.ts';
import { AppError } from '../../core/app-error.ts';
import type { ContentCheck } from '../files/check-file-content.ts';
import { checkWholeFile } from '../files/check-whole-file.ts';
import { generatedFileKey, randomFileSuffix } from '../files/generated-file-name.ts';
import type { StoredFileRow } from './stored-file-record.ts';
import type { AppContext } from '../../core/app-context.ts';

export interface NewStoredFile {
  /** Where it goes (`documents/cv`); the generated name is added below it. */
  folder: string;
  /** The user's name for the file (metadata only). */
  fileName: string;
  declaredType: string;
  bytes: Buffer;
  description?: string;
  category?: string;
  tags?: string[];
  isPublic?: boolean;
}

/** Bytes the user already stores. */
export async function storageUsed(
  db: Pick<NodePgDatabase, 'select'>,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.fileSize}), 0)` })
    .from(storedFiles)
    .where(eq(storedFiles.userId, userId));
  return Number(row?.used ?? 0);
}

/**
 * Stores a complete file for its owner (generic file storage, issue 6): the spec's checks on the
 * whole file (the bytes decide the type and extension), then `storeCheckedFile`. Tests seed
 * files with it; a finished upload is checked where it lies and stored by `storeCheckedFile`.
 */
export async function saveStoredFile(
  ctx: AppContext,
  owner: { id: string; name: string },
  file: NewStoredFile,
  now: Date = new Date(),
): Promise<StoredFileRow> {
  const check = await checkWholeFile(
    { fileName: file.fileName, declaredType: file.declaredType, bytes: file.bytes },
    anyAllowedFileType,
  );
  if (!check.ok) throw new AppError(check.code);
  return storeCheckedFile(
    ctx,
    owner,
    file,
    {
      check,
      size: file.bytes.length,
      put: (key) => ctx.storage.put(key, Readable.from([file.bytes])),
    },
    now,
  );
}

/** A file whose bytes passed the spec's checks, and how to put them under a key. */
export interface CheckedContent {
  check: Extract<ContentCheck, { ok: true }>;
  size: number;
  put(key: string): Promise<void>;
}

/**
 * Stores a file whose bytes have passed the checks: the owner's quota, then the bytes under the
 * spec's generated key `{folder}/{timestamp-random}.{ext}` and the record.
 *
 * The quota is checked before storing (so a refused file costs no storage) and again, under a
 * per-owner lock, when the record is written, so two uploads at once cannot both slip under it;
 * the bytes are removed when that second check or the insert fails.
 */
export async function storeCheckedFile(
  ctx: AppContext,
  owner: { id: string; name: string },
  file: Omit<NewStoredFile, 'bytes' | 'declaredType'>,
  { check, size, put }: CheckedContent,
  now: Date = new Date(),
): Promise<StoredFileRow> {
  if ((await storageUsed(ctx.database.db, owner.id)) + size > storageQuotaBytes) {
    throw new AppError('storage_quota_exceeded');
  }

  const key = generatedFileKey(file.folder, check.extension, now, randomFileSuffix());
  await put(key);
  try {
    return await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stored-files:${owner.id}`}))`);
      if ((await storageUsed(tx, owner.id)) + size > storageQuotaBytes) {
        throw new AppError('storage_quota_exceeded');
      }
      const [row] = await tx
        .insert(storedFiles)
        .values({
          userId: owner.id,
          storageKey: key,
          folder: file.folder,
          fileName: file.fileName.slice(0, 255),
          fileType: check.type,
          fileSize: size,
          description: file.description ?? '',
          category: file.category ?? '',
          tags: file.tags ?? [],
          isPublic: file.isPublic ?? false,
          uploadedBy: owner.id,
          uploaderName: owner.name,
          uploadDate: now,
          lastModified: now,
        })
        .returning();
      if (!row) throw new Error('The stored file was not inserted');
      return row;
    });
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}
