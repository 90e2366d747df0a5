import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { resumes } from '../../db/schema/resumes.ts';

/**
 * The week grid a signed-in applicant can work (their resume's availability, as the mask the
 * database keeps), to fit jobs' shifts against; null for anyone else, or without one.
 */
export async function availabilityMaskOf(
  db: NodePgDatabase,
  viewer: Pick<SessionUser, 'id' | 'userType'> | null,
): Promise<number | null> {
  if (viewer?.userType !== 'applicant') return null;
  const [row] = await db
    .select({ mask: resumes.availabilityMask })
    .from(resumes)
    .where(eq(resumes.applicantId, viewer.id));
  return row && row.mask !== 0 ? row.mask : null;
}
