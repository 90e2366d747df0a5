import { randomUUID } from 'node:crypto';
import type { ResumeInput } from '@brigade/shared/resumes/resume-input';
import { and, eq, inArray } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { ResumeCertification } from '../../db/schema/resumes.ts';
import { storedFiles } from '../../db/schema/stored-files.ts';
import { AppError } from '../../core/app-error.ts';

/**
 * The certificates as they are stored: each keeps the id it came with (so a venue's check stays
 * with it) or gets a new one (a new certificate, or an id sent twice), and each linked document
 * must be one of the applicant's own files — a file shared with them is not theirs to show.
 */
export async function storableCertifications(
  db: NodePgDatabase,
  applicantId: string,
  certifications: ResumeInput['certifications'],
): Promise<ResumeCertification[]> {
  const fileIds = [...new Set(certifications.map((certificate) => certificate.fileId))].filter(
    Boolean,
  );
  if (fileIds.length > 0) {
    const own = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(inArray(storedFiles.id, fileIds), eq(storedFiles.userId, applicantId)));
    if (own.length !== fileIds.length) throw new AppError('certificate_document_invalid');
  }
  const seen = new Set<string>();
  return certifications.map((certificate) => {
    const id = certificate.id && !seen.has(certificate.id) ? certificate.id : randomUUID();
    seen.add(id);
    return { ...certificate, id };
  });
}
