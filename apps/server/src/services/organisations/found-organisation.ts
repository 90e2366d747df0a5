import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { organisations, venues } from '../../db/schema/organisations.ts';

/**
 * Gives a restaurant account the organisation it owns and its first venue, which takes the
 * account's id: every `restaurant_id` the account writes then names that venue, as migration
 * 0027 did for accounts made before teams (decision 024). Does nothing for an account that
 * already owns one, so every way of becoming a restaurant can call it.
 */
export async function foundOrganisation(
  db: NodePgDatabase,
  owner: { id: string; name: string },
): Promise<void> {
  const [organisation] = await db
    .insert(organisations)
    .values({ name: owner.name, ownerId: owner.id })
    .onConflictDoNothing({ target: organisations.ownerId })
    .returning({ id: organisations.id });
  if (!organisation) return;
  await db.insert(venues).values({ id: owner.id, organisationId: organisation.id });
}
