import type { SessionUser } from '@brigade/shared/session';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { asc, eq } from '../../db/sql.ts';
import { venues } from '../../db/schema/organisations.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import type { JobViewer } from '../../policies/job-policy.ts';
import { canAtVenue } from '../../policies/organisation-policy.ts';
import { loadMembership } from './load-membership.ts';

/** Who asks: the request's user (each request has its own object). */
type Who = Pick<SessionUser, 'id' | 'userType'>;

/** A venue someone works for, as the listing and application pages name it. */
export interface ReachableVenue {
  id: string;
  name: string | null;
  archived: boolean;
}

/**
 * The venues a signed-in person works for, read once per request: each request has its own
 * SessionUser object, so a member removed a moment ago finds none at their next request.
 */
const reachableByUser = new WeakMap<Who, Promise<ReachableVenue[]>>();

/** Every venue (archived ones too: their listings and applicants stay readable) the user reaches. */
export function reachableVenues(db: NodePgDatabase, user: Who): Promise<ReachableVenue[]> {
  if (user.userType !== 'restaurant') return Promise.resolve([]);
  let found = reachableByUser.get(user);
  if (!found) {
    found = readReachableVenues(db, user.id);
    reachableByUser.set(user, found);
  }
  return found;
}

/**
 * Forgets what was read for `user` in this request, after they changed it themselves (added or
 * archived a venue, joined an organisation): their next question in the same request reads anew.
 */
export function forgetReachableVenues(user: Who): void {
  reachableByUser.delete(user);
}

async function readReachableVenues(db: NodePgDatabase, userId: string): Promise<ReachableVenue[]> {
  const membership = await loadMembership(db, userId);
  if (!membership) return [];
  const rows = await db
    .select({ id: venues.id, name: venues.name, archivedAt: venues.archivedAt })
    .from(venues)
    .where(eq(venues.organisationId, membership.organisationId))
    .orderBy(asc(venues.createdAt), asc(venues.id));
  // Every venue action reaches the same venues today; the policy is asked per venue all the same.
  return rows
    .filter((venue) =>
      canAtVenue(membership, 'readApplications', {
        organisationId: membership.organisationId,
        venueId: venue.id,
      }),
    )
    .map((venue) => ({ id: venue.id, name: venue.name, archived: venue.archivedAt !== null }));
}

/** The ids of the venues the user reaches, for `restaurant_id IN (…)` and the policies. */
export async function reachableVenueIds(db: NodePgDatabase, user: Who): Promise<string[]> {
  return (await reachableVenues(db, user)).map((venue) => venue.id);
}

/** Who asks, as the job and application policies take them: their role and their venues. */
export async function venueViewer(db: NodePgDatabase, user: Who | null): Promise<JobViewer> {
  if (!user) return null;
  return { userType: user.userType, venueIds: await reachableVenueIds(db, user) };
}

/**
 * The venue a restaurant member acts for in a new record (a job, a template…): the one they
 * chose, which must be one of theirs and not archived, or their only one. Several and none
 * chosen asks for one (`venueId`); a venue not theirs is `not_found`, as if it did not exist.
 */
export async function chooseVenue(
  db: NodePgDatabase,
  user: Who,
  chosen: string | undefined,
): Promise<ReachableVenue> {
  const open = (await reachableVenues(db, user)).filter((venue) => !venue.archived);
  if (chosen) {
    const venue = open.find((candidate) => candidate.id === chosen);
    if (!venue) throw new AppError('not_found');
    return venue;
  }
  if (open.length === 1 && open[0]) return open[0];
  if (open.length === 0) throw new AppError('forbidden');
  throw new AppError('validation_failed', {
    fields: { venueId: fieldError('validation.venueRequired') },
  });
}

/**
 * The venue whose message templates and private tags a member uses: its organisation's first
 * venue (the one made with the owner's account), so the whole team shares one set across every
 * venue, and a tag one member puts on an application is one the others have (decision 024).
 */
export async function toolsVenueId(db: NodePgDatabase, user: Who): Promise<string> {
  const membership = user.userType === 'restaurant' ? await loadMembership(db, user.id) : null;
  const [first] = membership
    ? await db
        .select({ id: venues.id })
        .from(venues)
        .where(eq(venues.organisationId, membership.organisationId))
        .orderBy(asc(venues.createdAt), asc(venues.id))
        .limit(1)
    : [];
  if (!first) throw new AppError('forbidden');
  return first.id;
}
