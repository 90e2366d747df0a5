import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  PlanBillingAnswer,
  PlanCheckoutAnswer,
  PlanCheckoutInput,
} from '@brigade/shared/plans/plan-status';
import { apiPaths } from '@brigade/shared/routes';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/plans: whether paid plans are bought online here, or arranged with us. */
export function usePlanBilling() {
  return useQuery({
    queryKey: ['planBilling'],
    queryFn: ({ signal }) => apiFetch<PlanBillingAnswer>(apiPaths.plans, { signal }),
    staleTime: Infinity,
    retry: 1,
  });
}

/** POST /api/plan/checkout: where to pay for a paid plan (null: talk to us). */
export function useCheckout() {
  return useMutation({
    mutationFn: (input: PlanCheckoutInput) =>
      apiFetch<PlanCheckoutAnswer>(apiPaths.planCheckout, { method: 'POST', body: input }),
  });
}

/** POST /api/plan/manage: the payment provider's page to change or cancel my plan. */
export function useManagePlan() {
  return useMutation({
    mutationFn: () => apiFetch<PlanCheckoutAnswer>(apiPaths.planManage, { method: 'POST' }),
  });
}
