import type { CertificationView } from '@brigade/shared/resumes/resume-answers';
import type { SessionUser } from '@brigade/shared/session';
import { apiPaths } from '@brigade/shared/routes';
import { and, eq, inArray, isNull } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { certificateChecks } from '../../db/schema/certificate-checks.ts';
import type { ResumeCertification } from '../../db/schema/resumes.ts';
import { storedFiles } from '../../db/schema/stored-files.ts';
import { canOpenCertificateDocuments } from '../../policies/resume-policy.ts';

/** The newest standing check of each certificate, as the view reads it. */
interface StandingCheck {
  certificateId: string;
  fileId: string;
  expiresOn: string;
  checkedAt: Date;
}

/**
 * A venue's check counts while the certificate still has the document and expiry the venue saw:
 * a new document or date is a new claim, to be checked again.
 */
export function checkStands(
  check: Pick<StandingCheck, 'certificateId' | 'fileId' | 'expiresOn'>,
  certificate: Pick<ResumeCertification, 'id' | 'fileId' | 'expiresOn'>,
): boolean {
  return (
    check.certificateId === certificate.id &&
    check.fileId === certificate.fileId &&
    check.expiresOn === certificate.expiresOn
  );
}

/**
 * A resume's certificates as `viewer` sees them: the document (name and download link) for those
 * who may open it (resume-policy.ts), the linked file's id for the owner alone, and when a venue
 * last checked it. Certificates saved before kinds read as `other`.
 */
export async function certificationViews(
  db: NodePgDatabase,
  applicantId: string,
  certifications: readonly ResumeCertification[],
  viewer: Pick<SessionUser, 'id' | 'userType'> | null,
): Promise<CertificationView[]> {
  if (certifications.length === 0) return [];
  const fileIds = certifications.map((certificate) => certificate.fileId ?? '').filter(Boolean);
  const [documents, checks] = await Promise.all([
    fileIds.length > 0 && (await canOpenCertificateDocuments(db, viewer, applicantId))
      ? db
          .select({ id: storedFiles.id, fileName: storedFiles.fileName })
          .from(storedFiles)
          .where(and(inArray(storedFiles.id, fileIds), eq(storedFiles.userId, applicantId)))
      : [],
    fileIds.length > 0
      ? db
          .select({
            certificateId: certificateChecks.certificateId,
            fileId: certificateChecks.fileId,
            expiresOn: certificateChecks.expiresOn,
            checkedAt: certificateChecks.checkedAt,
          })
          .from(certificateChecks)
          .where(
            and(
              eq(certificateChecks.applicantId, applicantId),
              isNull(certificateChecks.removedAt),
            ),
          )
      : [],
  ]);
  const isOwner = viewer?.id === applicantId;
  return certifications.map((certificate) => {
    const document = documents.find((file) => file.id === certificate.fileId);
    const checkedAt = checks
      .filter((check) => checkStands(check, certificate))
      .map((check) => check.checkedAt)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    return {
      id: certificate.id ?? '',
      kind: certificate.kind ?? 'other',
      name: certificate.name,
      expiresOn: certificate.expiresOn,
      // A file deleted since is no longer linked: the form gets none, so saving it again works.
      fileId: isOwner && document ? document.id : '',
      document: document
        ? { fileName: document.fileName, downloadUrl: apiPaths.files.download(document.id) }
        : null,
      checkedAt: checkedAt?.toISOString() ?? null,
    };
  });
}
