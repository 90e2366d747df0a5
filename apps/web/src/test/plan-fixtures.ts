import type { PlanStatus } from '@brigade/shared/plans/plan-status';

/** A restaurant organisation on Growth, paid by invoice until February (GET /api/plan). */
export const growthPlan: PlanStatus = {
  audience: 'restaurant',
  planId: 'growth',
  source: 'invoice',
  paidUntil: '2027-02-01T00:00:00.000Z',
  monthStart: '2026-11-01T00:00:00.000Z',
  monthEnd: '2026-12-01T00:00:00.000Z',
  usage: [],
  features: [],
  canManage: true,
  currency: null,
};
