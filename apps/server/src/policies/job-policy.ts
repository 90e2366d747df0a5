import type { JobStatus } from '@brigade/shared/jobs/job-options';
import type { SessionUser } from '@brigade/shared/session';

/** What someone may do to a job. */
/** `view`: see its public page, which a closed job keeps ("no longer accepting applications"). */
export type JobAction = 'read' | 'view' | 'edit' | 'changeStatus';

/** The parts of a job its rules look at. */
export interface JobForPolicy {
  restaurantId: string;
  status: JobStatus;
  /** Set when an admin removed it (issue 7): then nobody edits or moves it again. */
  removedAt?: Date | null;
}

/**
 * Who asks: their role and, for a restaurant member, the venues they work for (decision 024:
 * `services/organisations/venue-access.ts` asks the organisation policy which those are).
 */
export type JobViewer = (Pick<SessionUser, 'userType'> & { venueIds: readonly string[] }) | null;

const isOwner = (user: JobViewer, job: JobForPolicy): boolean =>
  user?.userType === 'restaurant' && user.venueIds.includes(job.restaurantId);

/**
 * The job rules, in one place: open jobs are public; drafts and closed jobs are seen only by the
 * members who work for its venue and by admins (a job an admin removed is closed, so the same holds);
 * only those members edit or move a job, and never once an admin removed it (admin
 * moderation has its own service, services/admin/moderate-job.ts).
 */
export function can(user: JobViewer, action: JobAction, job: JobForPolicy): boolean {
  switch (action) {
    case 'read':
      return job.status === 'open' || isOwner(user, job) || user?.userType === 'admin';
    case 'view':
      // A closed job's page stays for links already shared; a removed one is gone for good.
      return can(user, 'read', job) || (job.status === 'closed' && !job.removedAt);
    case 'edit':
    case 'changeStatus':
      return isOwner(user, job) && !job.removedAt;
  }
}

/** Posting a job is for restaurant members with a venue to post for. */
export function canPostJob(user: JobViewer): boolean {
  return user?.userType === 'restaurant' && user.venueIds.length > 0;
}
