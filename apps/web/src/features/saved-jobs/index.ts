/** Saved jobs as other features see them: the list's data and the toggle that changes it. */
export { useSavedJobs } from './api/get-saved-jobs.ts';
export { useToggleSavedJob } from './api/toggle-saved-job.ts';
