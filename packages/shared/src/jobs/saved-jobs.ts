import { z } from 'zod';
import { pageParams } from '../pagination.ts';
import type { JobSummary } from './job-answers.ts';

/**
 * "Save job" (issue 14): an applicant keeps jobs for later, on their dashboard's Saved jobs list.
 * A person keeps at most this many (`saved_jobs_full` past it): enough for any real search, and
 * it keeps the saved ids one small answer.
 */
export const savedJobsMax = 200;

/** The dashboard shows saved jobs a page at a time. */
export const savedJobsPageSize = 10;

/** GET /api/saved-jobs?page&pageSize: the caller's saved jobs, newest first. */
export const savedJobsQuery = z.object({ ...pageParams(savedJobsPageSize) });
export type SavedJobsQuery = z.infer<typeof savedJobsQuery>;

/**
 * Whether a saved job still takes applications: `open`; `closed` by its restaurant or an admin
 * (no longer accepting applications, its page is gone for applicants); `removed` by an admin
 * for good (nothing of it is shown but its title).
 */
export const savedJobAvailabilities = ['open', 'closed', 'removed'] as const;
export type SavedJobAvailability = (typeof savedJobAvailabilities)[number];

/** One saved job; `job` (the card's summary) is null once an admin removed it. */
export interface SavedJob {
  jobId: string;
  title: string;
  savedAt: string;
  availability: SavedJobAvailability;
  job: JobSummary | null;
}

/** GET /api/saved-jobs/ids: every job the caller saved, so cards and job pages show the toggle. */
export interface SavedJobIds {
  jobIds: string[];
}
