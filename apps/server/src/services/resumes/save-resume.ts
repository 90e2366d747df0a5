import type { ResumeInput } from '@brigade/shared/resumes/resume-input';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { resumes } from '../../db/schema/resumes.ts';
import { refreshProfileComplete } from '../profiles/refresh-profile-complete.ts';
import { storableCertifications } from './certificate-documents.ts';
import { readResume } from './read-resume.ts';
import type { AppContext } from '../../core/app-context.ts';

/**
 * Creates or replaces the applicant's one resume; a resume counts toward profileComplete. Its
 * certificates keep their ids and link only the applicant's own files (certificate-documents.ts).
 */
export async function saveResume(
  ctx: AppContext,
  applicantId: string,
  input: ResumeInput,
): Promise<ResumeView> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const certifications = await storableCertifications(tx, applicantId, input.certifications);
    const values = { ...input, certifications, updatedAt: new Date() };
    await tx
      .insert(resumes)
      .values({ applicantId, ...values })
      .onConflictDoUpdate({ target: resumes.applicantId, set: values });
    await refreshProfileComplete(tx, applicantId);
  });
  const saved = await readResume(ctx, { applicantId }, { id: applicantId, userType: 'applicant' });
  if (!saved) throw new Error('the saved resume was not found');
  return saved;
}
