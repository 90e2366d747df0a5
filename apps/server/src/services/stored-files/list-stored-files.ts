import type { FileListQuery, StoredFileView } from '@brigade/shared/files/stored-file';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { and, count, desc, eq, inArray, like, or, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { storedFileShares, storedFiles } from '../../db/schema/stored-files.ts';
import { presentFile, sharesOf } from './stored-file-record.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The folder and everything below it (`docs` holds `docs/cv`, not `docs-old`). */
function underFolder(folder: string | undefined): SQL | undefined {
  if (!folder) return undefined;
  // Folders are letters, digits and `_ - .` (fileFolder), so `_` is the only LIKE wildcard.
  const escaped = folder.replaceAll('_', '\\_');
  return or(eq(storedFiles.folder, folder), like(storedFiles.folder, `${escaped}/%`));
}

/** One page of the files matching `where`, newest first, as `readerId` sees them. */
async function page(
  db: NodePgDatabase,
  readerId: string,
  query: FileListQuery,
  where: SQL | undefined,
): Promise<Page<StoredFileView>> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(storedFiles)
      .where(where)
      .orderBy(desc(storedFiles.uploadDate), desc(storedFiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(storedFiles).where(where),
  ]);
  const shares = await sharesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentFile(row, shares.get(row.id) ?? [], readerId)),
    page: query.page,
    pageSize: query.pageSize,
    total: counted?.total ?? 0,
  };
}

/** "My files": the user's own, under a folder at any depth, newest first. */
export function listMyFiles(
  ctx: AppContext,
  userId: string,
  query: FileListQuery,
): Promise<Page<StoredFileView>> {
  const { db } = ctx.database;
  return page(db, userId, query, and(eq(storedFiles.userId, userId), underFolder(query.folder)));
}

/** "Shared with me": files others shared with the user (any permission), newest first. */
export function listSharedWithMe(
  ctx: AppContext,
  userId: string,
  query: FileListQuery,
): Promise<Page<StoredFileView>> {
  const { db } = ctx.database;
  const mine = db
    .select({ fileId: storedFileShares.fileId })
    .from(storedFileShares)
    .where(eq(storedFileShares.userId, userId));
  return page(db, userId, query, and(inArray(storedFiles.id, mine), underFolder(query.folder)));
}
