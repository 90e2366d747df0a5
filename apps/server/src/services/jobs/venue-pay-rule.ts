import { payNeededToPublish } from '@brigade/shared/jobs/pay-transparency';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { eq } from '../../db/sql.ts';
import { venues } from '../../db/schema/organisations.ts';

/**
 * Whether this restaurant's listings state their pay to be published: its venue is in the EU
 * (EU pay transparency, @brigade/shared/jobs/pay-transparency). Read from the venue's profile
 * at the time, so a venue that moves its country is judged by the new one.
 */
export async function venueNeedsPayToPublish(
  db: NodePgDatabase,
  restaurantId: string,
): Promise<boolean> {
  const [venue] = await db
    .select({ country: venues.country })
    .from(venues)
    .where(eq(venues.id, restaurantId));
  return payNeededToPublish(venue?.country);
}
