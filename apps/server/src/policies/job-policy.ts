import type { JobStatus } from '@brigade/shared/jobs/job-options';
import type { SessionUser } from '@brigade/shared/session';

/** What someone may do to a job. */
export type JobAction = 'read' | 'edit' | 'changeStatus';

/** The parts of a job its rules look at. */
export interface JobForPolicy {
  restaurantId: string;
  status: JobStatus;
}

type Viewer = Pick<SessionUser, 'id' | 'userType'> | null;

const isOwner = (user: Viewer, job: JobForPolicy): boolean =>
  user?.userType === 'restaurant' && user.id === job.restaurantId;

/**
 * The job rules, in one place: open jobs are public; drafts and closed jobs are seen only by the
 * restaurant that posted them and by admins; only the posting restaurant edits or moves a job
 * (admin moderation is a later issue and will get its own actions).
 */
export function can(user: Viewer, action: JobAction, job: JobForPolicy): boolean {
  switch (action) {
    case 'read':
      return job.status === 'open' || isOwner(user, job) || user?.userType === 'admin';
    case 'edit':
    case 'changeStatus':
      return isOwner(user, job);
  }
}

/** Posting a job is for restaurants. */
export function canPostJob(user: Viewer): boolean {
  return user?.userType === 'restaurant';
}
