import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { certificationViews } from './certificate-views.ts';
import { presentResume } from './present-resume.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Where a resume's CV is downloaded (access is checked there again). */
export const cvUrlOf = (resumeId: string) => `${apiPaths.resumeById(resumeId)}/cv`;

/**
 * A resume with its owner's name, photo and city, by resume id or by applicant id, as `viewer`
 * may see it (whether its certificates' documents show: certificate-views.ts). Whether the viewer
 * may read the resume at all is the caller's check.
 */
export async function readResume(
  ctx: AppContext,
  by: { id: string } | { applicantId: string },
  viewer: Pick<SessionUser, 'id' | 'userType'> | null,
): Promise<ResumeView | null> {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      resume: resumes,
      firstName: users.firstName,
      lastName: users.lastName,
      photoURL: users.photoURL,
      city: userProfiles.city,
    })
    .from(resumes)
    .innerJoin(users, eq(users.id, resumes.applicantId))
    .leftJoin(userProfiles, eq(userProfiles.userId, resumes.applicantId))
    .where('id' in by ? eq(resumes.id, by.id) : eq(resumes.applicantId, by.applicantId));
  if (!row) return null;
  const { resume, ...owner } = row;
  const certifications = await certificationViews(
    db,
    resume.applicantId,
    resume.certifications,
    viewer,
  );
  return presentResume(resume, owner, resume.cvKey ? cvUrlOf(resume.id) : null, certifications);
}
