import type { SavedJob } from '@brigade/shared/jobs/saved-jobs';
import { presentJobSummary, type JobSummaryRow } from '../jobs/present-job.ts';

export type SavedJobRow = JobSummaryRow & { savedAt: Date; removedAt: Date | null };

/**
 * A saved job as its owner sees it: open, or closed (kept, saying it no longer takes
 * applications), or removed by an admin, of which only the title is left.
 */
export function presentSavedJob(row: SavedJobRow): SavedJob {
  const common = { jobId: row.id, title: row.title, savedAt: row.savedAt.toISOString() };
  if (row.removedAt) return { ...common, availability: 'removed', job: null };
  return {
    ...common,
    availability: row.status === 'open' ? 'open' : 'closed',
    job: presentJobSummary(row),
  };
}
