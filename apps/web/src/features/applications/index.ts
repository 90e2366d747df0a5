/**
 * Applications as other features see them: the query keys under which they are cached, an
 * interview's time, and the status pill.
 */
export { applicationsQueryKey, myApplicationsQuery } from './api/list-applications.ts';
export { StatusBadge } from './components/status-badge.tsx';
export { interviewTimes, isUpcoming } from './interview-time.ts';
