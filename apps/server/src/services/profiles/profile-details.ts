import type { ProfileFields, ProfileKind } from '@brigade/shared/profile';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { and, eq, sql } from '../../db/sql.ts';
import { organisations, venues } from '../../db/schema/organisations.ts';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import type { UserType } from '../../db/schema/users.ts';

/**
 * Where Edit Profile's fields are kept: the person's in `user_profiles`, a restaurant's venue
 * details in its own venue (the one that keeps the account's id, decision 024) while it owns the
 * organisation that venue belongs to. A restaurant's city is its venue's.
 */
const venueColumns = {
  venueName: 'name',
  venueType: 'venueType',
  address: 'address',
  postcode: 'postcode',
  city: 'city',
  website: 'website',
  venueDescription: 'description',
  country: 'country',
  currency: 'currency',
  timeZone: 'timeZone',
} as const satisfies Partial<Record<keyof ProfileFields, keyof typeof venues.$inferSelect>>;
const personFields = ['phone', 'bio', 'headline', 'city'] as const;

type StoredFields = Partial<Record<keyof ProfileFields, string | null>>;

/**
 * The venue Edit Profile shows: the one made with the account (same id), while the account owns
 * its organisation. After handing the organisation to someone else, the account is a member like
 * any other (its venues are edited on Team & venues), and so is the new owner.
 */
export const ownVenueCondition = (userId: string) =>
  and(
    eq(venues.id, userId),
    sql`${venues.organisationId} in (select o.id from organisations o where o.owner_id = ${userId})`,
  );

/** The stored profile fields of a user, and their venue's decision window (restaurants). */
export async function readProfileDetails(
  db: NodePgDatabase,
  userId: string,
  userType: UserType,
): Promise<{
  fields: StoredFields;
  decisionDays: number | null;
  kind: ProfileKind;
  ownsOrganisation: boolean;
}> {
  const restaurant = userType === 'restaurant';
  const [[person], [venue], [owned]] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.userId, userId)),
    restaurant ? db.select().from(venues).where(ownVenueCondition(userId)) : Promise.resolve([]),
    restaurant
      ? db
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.ownerId, userId))
      : Promise.resolve([]),
  ]);
  const fields: StoredFields = {};
  for (const field of personFields) fields[field] = person?.[field] ?? null;
  if (venue) {
    for (const [field, column] of Object.entries(venueColumns)) {
      fields[field as keyof ProfileFields] = venue[column];
    }
  }
  // A restaurant account without a venue of its own joined another's organisation.
  const kind = userType === 'restaurant' && !venue ? 'teamMember' : userType;
  return {
    fields,
    decisionDays: venue?.decisionDays ?? null,
    kind,
    ownsOrganisation: owned !== undefined,
  };
}

/**
 * Writes Edit Profile's fields where they live (`details` holds null for a cleared field). A
 * restaurant's venue is renamed with its organisation while the organisation has no other.
 * Answers whether the account's own venue was written (a member's Edit Profile has none).
 */
export async function writeProfileDetails(
  tx: NodePgDatabase,
  user: { id: string; userType: UserType },
  details: Record<keyof ProfileFields, string | null>,
): Promise<boolean> {
  const now = new Date();
  const person = Object.fromEntries(personFields.map((field) => [field, details[field]]));
  if (user.userType === 'restaurant') person.city = null;
  await tx
    .insert(userProfiles)
    .values({ userId: user.id, ...person, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...person, updatedAt: now } });
  if (user.userType !== 'restaurant') return false;
  const venue = Object.fromEntries(
    Object.entries(venueColumns).map(([field, column]) => [
      column,
      details[field as keyof ProfileFields],
    ]),
  );
  const [saved] = await tx
    .update(venues)
    .set({ ...venue, updatedAt: now })
    .where(ownVenueCondition(user.id))
    .returning({ organisationId: venues.organisationId });
  if (!saved) return false;
  if (!details.venueName) return true;
  const siblings = await tx
    .select({ id: venues.id })
    .from(venues)
    .where(eq(venues.organisationId, saved.organisationId));
  if (siblings.length === 1) {
    await tx
      .update(organisations)
      .set({ name: details.venueName })
      .where(eq(organisations.id, saved.organisationId));
  }
  return true;
}
