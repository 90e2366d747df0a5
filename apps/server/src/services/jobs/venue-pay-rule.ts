import { payNeededToPublish } from '@brigade/shared/jobs/pay-transparency';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { eq } from '../../db/sql.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';

/**
 * Whether this restaurant's listings state their pay to be published: its venue is in the EU
 * (EU pay transparency, @brigade/shared/jobs/pay-transparency). Read from the venue's profile
 * at the time, so a venue that moves its country is judged by the new one.
 */
export async function venueNeedsPayToPublish(
  db: NodePgDatabase,
  restaurantId: string,
): Promise<boolean> {
  const [profile] = await db
    .select({ country: userProfiles.country })
    .from(userProfiles)
    .where(eq(userProfiles.userId, restaurantId));
  return payNeededToPublish(profile?.country);
}
