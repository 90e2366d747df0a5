import type { SessionUser } from '@brigade/shared/session';
import { and, eq, inArray } from '../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../db/schema/applications.ts';
import { reachableVenueIds } from '../services/organisations/venue-access.ts';

/**
 * A resume is seen by its owner and admins; a visible resume by every restaurant; a private one
 * only by the members of the venues the applicant applied to (they chose to show it by applying).
 */
export async function canReadResume(
  db: NodePgDatabase,
  user: SessionUser,
  resume: { applicantId: string; visibility: 'visible' | 'private' },
): Promise<boolean> {
  if (user.userType === 'admin' || user.id === resume.applicantId) return true;
  if (user.userType !== 'restaurant') return false;
  if (resume.visibility === 'visible') return true;
  return hasAppliedTo(db, resume.applicantId, user);
}

/**
 * A resume's certificate documents are opened by its owner and by the restaurants the applicant
 * applied to: the file policy's rule for them (file-policy.ts), never by anyone else, an admin
 * included, and never publicly.
 */
export async function canOpenCertificateDocuments(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'> | null,
  applicantId: string,
): Promise<boolean> {
  if (!user) return false;
  if (user.id === applicantId) return true;
  return user.userType === 'restaurant' && hasAppliedTo(db, applicantId, user);
}

/** Whether the applicant applied to a venue the member works for. */
async function hasAppliedTo(
  db: NodePgDatabase,
  applicantId: string,
  member: Pick<SessionUser, 'id' | 'userType'>,
): Promise<boolean> {
  const venueIds = await reachableVenueIds(db, member);
  if (venueIds.length === 0) return false;
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(eq(applications.applicantId, applicantId), inArray(applications.restaurantId, venueIds)),
    )
    .limit(1);
  return Boolean(applied);
}
