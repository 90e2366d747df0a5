import type { SessionUser } from '@brigade/shared/session';
import { and, eq } from '../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../db/schema/applications.ts';

/**
 * A resume is seen by its owner and admins; a visible resume by every restaurant; a private one
 * only by the restaurants the applicant applied to (they chose to show it by applying).
 */
export async function canReadResume(
  db: NodePgDatabase,
  user: SessionUser,
  resume: { applicantId: string; visibility: 'visible' | 'private' },
): Promise<boolean> {
  if (user.userType === 'admin' || user.id === resume.applicantId) return true;
  if (user.userType !== 'restaurant') return false;
  if (resume.visibility === 'visible') return true;
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.applicantId, resume.applicantId), eq(applications.restaurantId, user.id)),
    )
    .limit(1);
  return Boolean(applied);
}
