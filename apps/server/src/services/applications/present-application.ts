import type {
  ApplicationSummary,
  InterviewView,
} from '@brigade/shared/applications/application-answers';
import type { ApplicationRow } from './application-record.ts';
import { presentFit, type FitRow } from '../jobs/present-job.ts';

/**
 * The job and applicant columns an application list reads with each row, and the job's fit to
 * the applicant's availability (shift-fit-sql.ts's columns) when it was read with them.
 */
export interface ApplicationListJoin {
  job: ApplicationSummary['job'];
  applicant: ApplicationSummary['applicant'];
  fit?: FitRow;
  /** The venue's private tags: given only when the venue reads it. */
  tags?: ApplicationSummary['tags'];
}

export function presentInterview(row: ApplicationRow): InterviewView | null {
  if (!row.interviewDate || !row.interviewTimeZone) return null;
  return {
    at: row.interviewDate.toISOString(),
    timeZone: row.interviewTimeZone,
    location: row.interviewLocation ?? '',
  };
}

/** The presenter of a list row; `applicant` is left out of the applicant's own lists. */
export function presentApplicationSummary(
  row: ApplicationRow,
  join: ApplicationListJoin,
): ApplicationSummary {
  return {
    id: row.id,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    interview: presentInterview(row),
    job: join.job,
    applicant: join.applicant,
    fit: join.fit ? presentFit(join.fit) : null,
    tags: join.tags ?? [],
  };
}
