import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import type { VenueInput } from '@brigade/shared/organisations/organisation-input';
import { windowDays } from '@brigade/shared/applications/decision-window';
import { defaultCurrencyFor } from '@brigade/shared/money/countries';
import { defaultTimeZoneFor } from '@brigade/shared/country-time-zones';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq } from '../../db/sql.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { requireOrganisationAction } from './organisation-access.ts';
import { forgetReachableVenues } from './venue-access.ts';
import { changeJobStatus } from '../jobs/change-job-status.ts';
import { organisationHolder } from '../plans/plan-holder.ts';
import { requireRoomFor } from '../plans/require-entitlement.ts';

/** A venue's stored columns from the form's fields (a country fills its currency and clock). */
function venueColumns(input: VenueInput) {
  const text = (value: string) => value || null;
  return {
    name: input.venueName,
    venueType: text(input.venueType),
    address: text(input.address),
    postcode: text(input.postcode),
    city: text(input.city),
    country: text(input.country),
    currency: text(input.currency || (input.country ? defaultCurrencyFor(input.country) : '')),
    timeZone: text(
      input.timeZone || (input.country ? (defaultTimeZoneFor(input.country) ?? '') : ''),
    ),
    website: text(input.website),
    description: text(input.venueDescription),
    ...(input.decisionDays === undefined ? {} : { decisionDays: input.decisionDays }),
  };
}

/** A venue as the organisation's settings show it. */
export const presentVenue = (row: typeof venues.$inferSelect): OrganisationVenue => ({
  id: row.id,
  name: row.name ?? '',
  venueType: row.venueType,
  address: row.address,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
  currency: row.currency,
  timeZone: row.timeZone,
  decisionDays: windowDays(row.decisionDays),
  website: row.website,
  description: row.description,
  logoURL: row.logoUrl,
  archived: row.archivedAt !== null,
});

/** Adds a venue to the organisation (owners and admins). */
export async function addVenue(
  ctx: AppContext,
  user: SessionUser,
  input: VenueInput,
): Promise<OrganisationVenue> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, user, 'manageVenues');
  const row = await db.transaction(async (tx) => {
    await requireRoomFor(tx, organisationHolder(membership.organisationId), 'venues');
    const [stored] = await tx
      .insert(venues)
      .values({ organisationId: membership.organisationId, ...venueColumns(input) })
      .returning();
    return stored;
  });
  if (!row) throw new Error('the new venue was not stored');
  forgetReachableVenues(user);
  return presentVenue(row);
}

/** A venue of the member's own organisation, or 404 (another organisation's is not revealed). */
export async function ownVenue(ctx: AppContext, user: SessionUser, id: string) {
  const membership = await requireOrganisationAction(ctx.database.db, user, 'manageVenues');
  const [row] = isUuid(id)
    ? await ctx.database.db
        .select()
        .from(venues)
        .where(and(eq(venues.id, id), eq(venues.organisationId, membership.organisationId)))
    : [];
  if (!row) throw new AppError('not_found');
  return row;
}

/** Edits a venue; its jobs keep their copy of its name and currency in step. */
export async function updateVenue(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: VenueInput,
): Promise<OrganisationVenue> {
  const venue = await ownVenue(ctx, user, id);
  const columns = venueColumns(input);
  const row = await ctx.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(venues)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(venues.id, venue.id))
      .returning();
    await tx
      .update(jobs)
      .set({
        venueName: columns.name,
        ...(columns.currency ? { currency: columns.currency } : {}),
      })
      .where(eq(jobs.restaurantId, venue.id));
    return updated;
  });
  if (!row) throw new AppError('not_found');
  await ctx.live.announcePublicChange();
  return presentVenue(row);
}

/**
 * Archives a venue, or brings it back: an archived venue takes no new listings, and its open
 * ones close; what it holds (listings, applications, messages) stays readable.
 */
export async function setVenueArchived(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  archived: boolean,
): Promise<OrganisationVenue> {
  const venue = await ownVenue(ctx, user, id);
  const { db } = ctx.database;
  const [row] = await db.transaction(async (tx) => {
    // Brought back, it takes one of the plan's venues again.
    if (!archived && venue.archivedAt) {
      await requireRoomFor(tx, organisationHolder(venue.organisationId), 'venues');
    }
    return tx
      .update(venues)
      .set({ archivedAt: archived ? (venue.archivedAt ?? new Date()) : null })
      .where(eq(venues.id, venue.id))
      .returning();
  });
  if (!row) throw new AppError('not_found');
  forgetReachableVenues(user);
  if (archived) {
    // Each open listing closes the way Manage Listings closes one (its applicants hear).
    const open = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.restaurantId, venue.id), eq(jobs.status, 'open')));
    for (const job of open) await changeJobStatus(ctx, user, job.id, 'closed');
  }
  // Its public page (/venues/:id) goes, or comes back.
  await ctx.live.announcePublicChange();
  return presentVenue(row);
}
