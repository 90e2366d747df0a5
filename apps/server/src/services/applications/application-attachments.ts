import {
  maxAttachmentsPerApplication,
  type ApplicationAttachment,
  type ApplicationAttachmentsAnswer,
} from '@brigade/shared/applications/application-attachments';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { and, asc, count, eq, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applicationAttachments } from '../../db/schema/application-attachments.ts';
import { applications } from '../../db/schema/applications.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { storedFiles } from '../../db/schema/stored-files.ts';
import { AppError } from '../../core/app-error.ts';
import { findApplicationFor, type ApplicationRow } from './application-record.ts';
import { isUuid } from '../../core/ids.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * The restaurants whose applications carry this file, attached to one of them or linked as a
 * certificate's document on the applicant's resume: they may read it (file-policy.ts).
 */
export async function applicationReadersOf(db: NodePgDatabase, fileId: string): Promise<string[]> {
  const [attached, certifying] = await Promise.all([
    db
      .selectDistinct({ restaurantId: applications.restaurantId })
      .from(applicationAttachments)
      .innerJoin(applications, eq(applications.id, applicationAttachments.applicationId))
      .where(eq(applicationAttachments.fileId, fileId)),
    db
      .selectDistinct({ restaurantId: applications.restaurantId })
      .from(applications)
      .innerJoin(resumes, eq(resumes.applicantId, applications.applicantId))
      .innerJoin(
        storedFiles,
        and(eq(storedFiles.id, fileId), eq(storedFiles.userId, resumes.applicantId)),
      )
      .where(
        sql`${resumes.certifications} @> jsonb_build_array(jsonb_build_object('fileId', ${fileId}::text))`,
      ),
  ]);
  return [...new Set([...attached, ...certifying].map((row) => row.restaurantId))];
}

/** Only the applicant edits the attachments, and not once they have withdrawn. */
const editable = (row: ApplicationRow, viewer: string) =>
  viewer === 'applicant' && row.status !== 'Withdrawn';

/** The files attached to an application, oldest first, for its applicant, restaurant or an admin. */
export async function listAttachments(
  ctx: AppContext,
  user: SessionUser,
  applicationId: string,
): Promise<ApplicationAttachmentsAnswer> {
  const { db } = ctx.database;
  const { row, viewer } = await findApplicationFor(db, user, applicationId);
  const rows = await db
    .select({
      fileId: storedFiles.id,
      fileName: storedFiles.fileName,
      fileType: storedFiles.fileType,
      fileSize: storedFiles.fileSize,
      attachedAt: applicationAttachments.attachedAt,
    })
    .from(applicationAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, applicationAttachments.fileId))
    .where(eq(applicationAttachments.applicationId, applicationId))
    .orderBy(asc(applicationAttachments.attachedAt), asc(storedFiles.id));
  const items: ApplicationAttachment[] = rows.map((file) => ({
    ...file,
    attachedAt: file.attachedAt.toISOString(),
    downloadUrl: apiPaths.files.download(file.fileId),
  }));
  return { items, canEdit: editable(row, viewer) };
}

/**
 * Attaches one of the applicant's own files (shared-with-me files are not theirs to pass on).
 * Attaching the same file again changes nothing. The count is checked under the application's
 * row lock, so two attachments at once cannot pass the limit.
 */
export async function attachFile(
  ctx: AppContext,
  user: SessionUser,
  applicationId: string,
  fileId: string,
): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const { row, viewer } = await findApplicationFor(tx, user, applicationId, { lock: true });
    if (viewer !== 'applicant') throw new AppError('forbidden');
    if (!editable(row, viewer)) throw new AppError('attachments_closed');
    const [file] = await tx
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.id, fileId), eq(storedFiles.userId, user.id)));
    if (!file) throw new AppError('not_found');
    const [attached] = await tx
      .select({ n: count() })
      .from(applicationAttachments)
      .where(eq(applicationAttachments.applicationId, applicationId));
    if ((attached?.n ?? 0) >= maxAttachmentsPerApplication) {
      const [already] = await tx
        .select({ fileId: applicationAttachments.fileId })
        .from(applicationAttachments)
        .where(
          and(
            eq(applicationAttachments.applicationId, applicationId),
            eq(applicationAttachments.fileId, fileId),
          ),
        );
      if (!already) throw new AppError('attachments_full');
    }
    await tx.insert(applicationAttachments).values({ applicationId, fileId }).onConflictDoNothing();
  });
}

/** Detaches a file from the application; the file itself stays in My Files. */
export async function detachFile(
  ctx: AppContext,
  user: SessionUser,
  applicationId: string,
  fileId: string,
): Promise<void> {
  const { db } = ctx.database;
  const { row, viewer } = await findApplicationFor(db, user, applicationId);
  if (viewer !== 'applicant') throw new AppError('forbidden');
  if (!editable(row, viewer)) throw new AppError('attachments_closed');
  if (!isUuid(fileId)) throw new AppError('not_found');
  const removed = await db
    .delete(applicationAttachments)
    .where(
      and(
        eq(applicationAttachments.applicationId, applicationId),
        eq(applicationAttachments.fileId, fileId),
      ),
    )
    .returning({ fileId: applicationAttachments.fileId });
  if (removed.length === 0) throw new AppError('not_found');
}
