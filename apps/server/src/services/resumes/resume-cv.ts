import { cvFileTypes } from '@brigade/shared/files/upload-rules';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { AppError } from '../../core/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { storeCheckedUpload, type IncomingFile } from '../files/store-checked-upload.ts';
import { readResume } from './read-resume.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Where an applicant's CV is kept: private, read only through GET /api/resumes/:id/cv. */
const cvFolder = (applicantId: string) => `resumes/${applicantId}`;

/** The name the CV is downloaded under: the uploaded one, without path or control characters. */
function downloadName(fileName: string, extension: string): string {
  const base = fileName
    .split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, 200);
  return base || `cv.${extension}`;
}

/**
 * Adds or replaces the CV of the applicant's saved resume (pdf, doc or docx, at most 10 MB,
 * judged by its bytes). A CV of another type left from before is removed.
 */
export async function saveResumeCv(
  ctx: AppContext,
  applicant: SessionUser,
  upload: IncomingFile,
  ip: string,
): Promise<ResumeView> {
  const [resume] = await ctx.database.db
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.applicantId, applicant.id));
  if (!resume) throw new AppError('resume_missing');
  const stored = await storeCheckedUpload(ctx, upload, {
    allowed: cvFileTypes,
    keyFor: (extension) => `${cvFolder(applicant.id)}/cv.${extension}`,
    purpose: 'cv',
    userId: applicant.id,
    ip,
  });
  await ctx.database.db
    .update(resumes)
    .set({
      cvKey: stored.key,
      cvFileName: downloadName(upload.fileName, stored.extension),
      cvFileType: stored.type,
      cvFileSize: stored.size,
      updatedAt: new Date(),
    })
    .where(eq(resumes.id, resume.id));
  await removeCvFiles(ctx.storage, applicant.id, stored.key);
  const saved = await readResume(ctx, { applicantId: applicant.id }, applicant);
  if (!saved) throw new Error('the resume disappeared');
  return saved;
}

/** Removes the CV from the applicant's resume (the resume itself stays). */
export async function removeResumeCv(
  ctx: AppContext,
  applicant: SessionUser,
): Promise<ResumeView | null> {
  await ctx.database.db
    .update(resumes)
    .set({
      cvKey: null,
      cvFileName: null,
      cvFileType: null,
      cvFileSize: null,
      updatedAt: new Date(),
    })
    .where(eq(resumes.applicantId, applicant.id));
  await removeCvFiles(ctx.storage, applicant.id);
  return readResume(ctx, { applicantId: applicant.id }, applicant);
}

/** Deletes the applicant's stored CVs, all of them or all but `keep` (account deletion too). */
export async function removeCvFiles(
  storage: FileStorage,
  applicantId: string,
  keep?: string,
): Promise<void> {
  const keys = await storage.list(cvFolder(applicantId));
  await Promise.all(keys.filter((key) => key !== keep).map((key) => storage.delete(key)));
}
