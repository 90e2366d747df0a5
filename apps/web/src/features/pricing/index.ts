/** What other parts of the app use of plans (issue 18): my plan, and the summary of it. */
export { usePlanStatus } from './api/plan-status.ts';
export { PlanDetails, PlanSummary } from './components/plan-summary.tsx';
