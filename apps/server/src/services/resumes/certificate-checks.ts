import type { AdminCertificateCheck } from '@brigade/shared/admin/users';
import type { SessionUser } from '@brigade/shared/session';
import { and, desc, eq, isNull } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { certificateChecks } from '../../db/schema/certificate-checks.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import type { AppContext } from '../../core/app-context.ts';
import { findApplicationFor } from '../applications/application-record.ts';
import { recordAdminAction } from '../audit/record-admin-action.ts';
import { checkStands } from './certificate-views.ts';

/**
 * The venue of an application marks one of the applicant's certificates as checked: it may open
 * the certificate's document (the applicant applied to it), so it can have seen the original.
 * A certificate without a document has nothing to check. Checking again what this venue's check
 * already covers changes nothing.
 */
export async function checkCertificate(
  ctx: AppContext,
  user: SessionUser,
  applicationId: string,
  certificateId: string,
): Promise<void> {
  const { db } = ctx.database;
  const { row, viewer } = await findApplicationFor(db, user, applicationId);
  if (viewer !== 'restaurant') throw new AppError('forbidden');
  const [resume] = await db
    .select({ certifications: resumes.certifications })
    .from(resumes)
    .where(eq(resumes.applicantId, row.applicantId));
  const certificate = resume?.certifications.find((entry) => entry.id === certificateId);
  if (!certificate) throw new AppError('not_found');
  if (!certificate.fileId) throw new AppError('certificate_check_unavailable');

  const standing = await db
    .select({
      certificateId: certificateChecks.certificateId,
      fileId: certificateChecks.fileId,
      expiresOn: certificateChecks.expiresOn,
    })
    .from(certificateChecks)
    .where(
      and(
        eq(certificateChecks.applicantId, row.applicantId),
        eq(certificateChecks.certificateId, certificateId),
        eq(certificateChecks.restaurantId, row.restaurantId),
        isNull(certificateChecks.removedAt),
      ),
    );
  if (standing.some((check) => checkStands(check, certificate))) return;
  await db.insert(certificateChecks).values({
    applicantId: row.applicantId,
    certificateId,
    kind: certificate.kind ?? 'other',
    name: certificate.name,
    fileId: certificate.fileId,
    expiresOn: certificate.expiresOn,
    restaurantId: row.restaurantId,
    checkedBy: user.id,
  });
}

/** Every venue check of an applicant's certificates, newest first, removed ones too (admins). */
export async function certificateChecksOf(
  db: NodePgDatabase,
  applicantId: string,
): Promise<AdminCertificateCheck[]> {
  const rows = await db
    .select({
      id: certificateChecks.id,
      kind: certificateChecks.kind,
      name: certificateChecks.name,
      expiresOn: certificateChecks.expiresOn,
      restaurantId: certificateChecks.restaurantId,
      venueName: venues.name,
      checkedAt: certificateChecks.checkedAt,
      removedAt: certificateChecks.removedAt,
    })
    .from(certificateChecks)
    .leftJoin(venues, eq(venues.id, certificateChecks.restaurantId))
    .where(eq(certificateChecks.applicantId, applicantId))
    .orderBy(desc(certificateChecks.checkedAt));
  return rows.map((check) => ({
    ...check,
    kind: check.kind as AdminCertificateCheck['kind'],
    venueName: check.venueName ?? '',
    checkedAt: check.checkedAt.toISOString(),
    removedAt: check.removedAt?.toISOString() ?? null,
  }));
}

/**
 * An admin removes a venue's check (a mark made in error or in bad faith): the row stays, with
 * who removed it and when, and the audit log records it. Removing a removed check is a 404.
 */
export async function removeCertificateCheck(
  ctx: AppContext,
  actor: { admin: SessionUser; ip: string },
  checkId: string,
): Promise<void> {
  if (!isUuid(checkId)) throw new AppError('not_found');
  await ctx.database.db.transaction(async (tx) => {
    const [check] = await tx
      .update(certificateChecks)
      .set({ removedAt: new Date(), removedBy: actor.admin.id })
      .where(and(eq(certificateChecks.id, checkId), isNull(certificateChecks.removedAt)))
      .returning();
    if (!check) throw new AppError('not_found');
    const [applicant] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, check.applicantId));
    await recordAdminAction(tx, {
      admin: { id: actor.admin.id, email: actor.admin.email },
      action: 'certificate_check.remove',
      target: { type: 'user', id: check.applicantId, label: applicant?.email ?? '' },
      details: {
        certificateCheckId: check.id,
        certificateId: check.certificateId,
        kind: check.kind,
        restaurantId: check.restaurantId,
      },
      ip: actor.ip,
    });
  });
}
