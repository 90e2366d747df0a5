import type {
  ApplicationSummary,
  InterviewView,
} from '@brigade/shared/applications/application-answers';
import type { ApplicationRow } from './application-record.ts';

/** The job and applicant columns an application list reads with each row. */
export interface ApplicationListJoin {
  job: ApplicationSummary['job'];
  applicant: ApplicationSummary['applicant'];
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
  };
}
