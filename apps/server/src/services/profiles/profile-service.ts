import {
  missingProfileFields,
  profileField,
  type ProfileAnswer,
  type ProfileFields,
  type ProfileInput,
} from '@brigade/shared/profile';
import { defaultCurrencyFor } from '@brigade/shared/money/countries';
import { defaultTimeZoneFor } from '@brigade/shared/country-time-zones';
import type { SessionUser } from '@brigade/shared/session';
import { windowDays } from '@brigade/shared/applications/decision-window';
import { and, eq, isNull, ne, or } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { resumes } from '../../db/schema/resumes.ts';
import { users } from '../../db/schema/users.ts';
import { hasPasswordLogin } from '../accounts/delete-account.ts';
import { refreshProfileComplete } from './refresh-profile-complete.ts';
import { ownVenueCondition, readProfileDetails, writeProfileDetails } from './profile-details.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';

const detailFields = profileField.options;

/** The profile as Edit Profile shows it, with what the role still has to fill in. */
export async function readProfile(ctx: AppContext, userId: string): Promise<ProfileAnswer> {
  const { db } = ctx.database;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('profile of a missing user');
  const details = await readProfileDetails(db, userId, user.userType);
  const fields = Object.fromEntries(
    detailFields.map((field) => [field, details.fields[field] ?? '']),
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
    hasPassword: await hasPasswordLogin(db, userId),
    decisionDays: windowDays(details.decisionDays),
    kind: details.kind,
    ownsOrganisation: details.ownsOrganisation,
    missing: [
      ...missingProfileFields(details.kind, fields),
      ...(user.userType === 'applicant' && !(await hasResume(db, userId))
        ? ['resume' as const]
        : []),
    ],
  };
}

async function hasResume(db: NodePgDatabase, applicantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.applicantId, applicantId));
  return Boolean(row);
}

/** Saves Edit Profile in one transaction and recomputes profileComplete from the role's rules. */
export async function saveProfile(
  ctx: AppContext,
  user: SessionUser,
  input: ProfileInput,
): Promise<ProfileAnswer> {
  const { db } = ctx.database;
  // A country chosen without a currency pays in the country's own (Edit Profile preselects it).
  const currency = input.currency || (input.country ? defaultCurrencyFor(input.country) : '');
  // Likewise its clock, when the country keeps only one (the schema has checked a given zone).
  const timeZone =
    input.timeZone || (input.country ? (defaultTimeZoneFor(input.country) ?? '') : '');
  const saved = { ...input, currency, timeZone };
  const details = Object.fromEntries(
    detailFields.map((field) => [field, saved[field] || null]),
  ) as Record<keyof ProfileFields, string | null>;
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        name: `${input.firstName} ${input.lastName}`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    const ownVenue = await writeProfileDetails(tx, user, details);
    // A restaurant's jobs carry a copy of its venue name (search ranks by it): a new name
    // follows to every job. Clearing the name keeps the jobs' last one.
    if (ownVenue && input.venueName) {
      await tx
        .update(jobs)
        .set({ venueName: input.venueName })
        .where(and(eq(jobs.restaurantId, user.id), ne(jobs.venueName, input.venueName)));
    }
    // Its jobs' pay is in the venue's currency: a venue states it late, or corrects a wrong one,
    // and every listing follows. Clearing it keeps the jobs' last one, as with the name.
    if (ownVenue && currency) {
      await tx
        .update(jobs)
        .set({ currency })
        .where(
          and(
            eq(jobs.restaurantId, user.id),
            or(isNull(jobs.currency), ne(jobs.currency, currency)),
          ),
        );
    }
    await refreshProfileComplete(tx, user.id);
  });
  // A venue's details show on its job pages.
  if (user.userType === 'restaurant') await ctx.live.announcePublicChange();
  return readProfile(ctx, user.id);
}

/** A venue's decision window (no ghosting): restaurants only, 14 to 60 days (the schema's). */
export async function saveDecisionWindow(
  ctx: AppContext,
  user: SessionUser,
  days: number,
): Promise<ProfileAnswer> {
  if (user.userType !== 'restaurant') throw new AppError('forbidden');
  const saved = await ctx.database.db
    .update(venues)
    .set({ decisionDays: days, updatedAt: new Date() })
    .where(ownVenueCondition(user.id))
    .returning({ id: venues.id });
  // A member without a venue of their own sets each venue's on Team & venues.
  if (saved.length === 0) throw new AppError('forbidden');
  return readProfile(ctx, user.id);
}
