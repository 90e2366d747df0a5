/** Jobs as other features see them: reading one, their cache keys, how post date and pay read. */
export { getJob, jobQueryKey } from './api/get-job.ts';
export { jobsQueryKey } from './api/search-jobs.ts';
export { postedAgo } from './format-posted.ts';
export { usePayText } from './use-pay-text.ts';
export { useHoursText } from './use-hours-text.ts';
export { useTotalPayText } from './use-total-pay-text.ts';
export { useShiftLabels } from './use-shift-labels.ts';
