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

type Viewer = Pick<SessionUser, 'id' | 'userType'> | null;

const isOwner = (user: Viewer, job: JobForPolicy): boolean =>
  user?.userType === 'restaurant' && user.id === job.restaurantId;

/**
 * The job rules, in one place: open jobs are public; drafts and closed jobs are seen only by the
 * restaurant that posted them and by admins (a job an admin removed is closed, so the same holds);
 * only the posting restaurant edits or moves a job, and never once an admin removed it (admin
 * moderation has its own service, services/admin/moderate-job.ts).
 */
export function can(user: Viewer, action: JobAction, job: JobForPolicy): boolean {
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

/** Posting a job is for restaurants. */
export function canPostJob(user: Viewer): boolean {
  return user?.userType === 'restaurant';
}
