import { missingProfileFields } from '@brigade/shared/profile';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { resumes } from '../../db/schema/resumes.ts';
import { users } from '../../db/schema/users.ts';
import { readProfileDetails } from './profile-details.ts';

/**
 * Recomputes users.profileComplete from the role's required fields and, for an applicant, the
 * resume. Called wherever one of them changes (Edit Profile, saving a resume).
 */
export async function refreshProfileComplete(db: NodePgDatabase, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userType: users.userType, resumeId: resumes.id })
    .from(users)
    .leftJoin(resumes, eq(resumes.applicantId, users.id))
    .where(eq(users.id, userId));
  if (!row) return false;
  const { fields, kind } = await readProfileDetails(db, userId, row.userType);
  const complete =
    missingProfileFields(kind, fields).length === 0 &&
    (row.userType !== 'applicant' || row.resumeId !== null);
  await db.update(users).set({ profileComplete: complete }).where(eq(users.id, userId));
  return complete;
}
