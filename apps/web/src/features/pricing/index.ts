/** What other parts of the app use of plans (issue 18): my plan, and the summary of it. */
export { planStatusQueryKey, usePlanStatus } from './api/plan-status.ts';
export { PlanDetails, PlanSummary } from './components/plan-summary.tsx';
