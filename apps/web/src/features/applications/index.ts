/**
 * Applications as other features see them: the query keys under which they are cached, a status
 * move (the pipeline board's), an
 * interview's time, the status pill and how an applicant fits the job's shifts.
 */
export { applicationsQueryKey, myApplicationsQuery } from './api/list-applications.ts';
export { changeApplicationStatus } from './api/change-application-status.ts';
export { ApplicantFitText } from './components/applicant-fit-text.tsx';
export { StatusBadge } from './components/status-badge.tsx';
export { interviewTimes, isUpcoming } from './interview-time.ts';
