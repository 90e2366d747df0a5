import type { TFunction } from '../../lib/translation/translate.ts';
import {
  hasFeature,
  isLimitKey,
  limitOf,
  type EntitlementKey,
  type PlanDefinition,
} from '@brigade/shared/plans/plans';

/** One line of a plan: its words, and whether the plan has it at all (a limit of 0 has not). */
export interface EntitlementLine {
  key: EntitlementKey;
  text: string;
  included: boolean;
}

/**
 * The pricing page's words for what `plan` gives of `key`: "10 open job listings", "Unlimited
 * open job listings", "Instant job alerts" — the same table the server enforces.
 */
export function entitlementLine(
  t: TFunction,
  plan: PlanDefinition,
  key: EntitlementKey,
): EntitlementLine {
  if (!isLimitKey(key)) {
    return { key, text: t(`pricing.entitlements.${key}`), included: hasFeature(plan, key) };
  }
  const limit = limitOf(plan, key);
  if (limit === null)
    return { key, text: t(`pricing.entitlements.${key}Unlimited`), included: true };
  if (limit === 0) return { key, text: t(`pricing.entitlements.${key}None`), included: false };
  return { key, text: t(`pricing.entitlements.${key}`, { count: limit }), included: true };
}
