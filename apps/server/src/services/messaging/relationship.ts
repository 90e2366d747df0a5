import { and, eq, inArray } from '../../db/sql.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import { resumes } from '../../db/schema/resumes.ts';
import {
  noRelationship,
  type ConversationParty,
  type PartiesRelationship,
} from '../../policies/messaging-policy.ts';

/** What ties two people together, as the messaging policy needs it (only applicant–restaurant). */
export async function relationshipBetween(
  db: NodePgDatabase,
  a: ConversationParty,
  b: ConversationParty,
): Promise<PartiesRelationship> {
  const pair =
    a.userType === 'applicant' && b.userType === 'restaurant'
      ? { applicantId: a.id, restaurantId: b.id }
      : a.userType === 'restaurant' && b.userType === 'applicant'
        ? { applicantId: b.id, restaurantId: a.id }
        : null;
  if (!pair) return noRelationship;
  // Applied to a venue the restaurant member works for (teams).
  const venueIds = await reachableVenueIds(db, { id: pair.restaurantId, userType: 'restaurant' });
  const [[applied], [resume]] = await Promise.all([
    venueIds.length === 0
      ? []
      : db
          .select({ id: applications.id })
          .from(applications)
          .where(
            and(
              eq(applications.applicantId, pair.applicantId),
              inArray(applications.restaurantId, venueIds),
            ),
          )
          .limit(1),
    db
      .select({ visibility: resumes.visibility })
      .from(resumes)
      .where(eq(resumes.applicantId, pair.applicantId)),
  ]);
  return { applied: Boolean(applied), resumeVisible: resume?.visibility === 'visible' };
}
