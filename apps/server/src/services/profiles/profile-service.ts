import {
  missingProfileFields,
  type ProfileAnswer,
  type ProfileFields,
  type ProfileInput,
} from '@brigade/shared/profile';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { userProfiles } from '../../db/schema/user-profiles.ts';
import { users } from '../../db/schema/users.ts';

const detailFields = [
  'phone',
  'bio',
  'headline',
  'city',
  'venueName',
  'venueType',
  'address',
  'postcode',
  'website',
  'venueDescription',
] as const satisfies readonly (keyof ProfileFields)[];

/** The profile as Edit Profile shows it, with what the role still has to fill in. */
export async function readProfile(db: NodePgDatabase, userId: string): Promise<ProfileAnswer> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('profile of a missing user');
  const [details] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  const fields = Object.fromEntries(
    detailFields.map((field) => [field, details?.[field] ?? '']),
  ) as ProfileFields;
  return {
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      userType: user.userType,
      photoURL: user.photoURL ?? null,
      ...fields,
    },
    profileComplete: user.profileComplete,
    missing: missingProfileFields(user.userType, fields),
  };
}

/** Saves Edit Profile in one transaction and recomputes profileComplete from the role's rules. */
export async function saveProfile(
  db: NodePgDatabase,
  user: SessionUser,
  input: ProfileInput,
): Promise<ProfileAnswer> {
  const details = Object.fromEntries(detailFields.map((field) => [field, input[field] || null]));
  const complete = missingProfileFields(user.userType, input).length === 0;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
        profileComplete: complete,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx
      .insert(userProfiles)
      .values({ userId: user.id, ...details, updatedAt: new Date() })
      .onConflictDoUpdate({
        target: userProfiles.userId,
        set: { ...details, updatedAt: new Date() },
      });
  });
  return readProfile(db, user.id);
}
