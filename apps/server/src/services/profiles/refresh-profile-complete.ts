import { missingProfileFields, type ProfileFields } from '@brigade/shared/profile';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { resumes } from '../../db/schema/resumes.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Recomputes users.profileComplete from the role's required fields and, for an applicant, the
 * resume. Called wherever one of them changes (Edit Profile, saving a resume).
 */
export async function refreshProfileComplete(db: NodePgDatabase, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userType: users.userType, details: userProfiles, resumeId: resumes.id })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(resumes, eq(resumes.applicantId, users.id))
    .where(eq(users.id, userId));
  if (!row) return false;
  const fields = (row.details ?? {}) as Partial<Record<keyof ProfileFields, string | null>>;
  const complete =
    missingProfileFields(row.userType, fields).length === 0 &&
    (row.userType !== 'applicant' || row.resumeId !== null);
  await db.update(users).set({ profileComplete: complete }).where(eq(users.id, userId));
  return complete;
}
