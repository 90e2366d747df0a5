import { useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { MAX_GRANT_MONTHS, type PlanStatus } from '@brigade/shared/plans/plan-status';
import { freePlanOf, plansFor, type PlanId } from '@brigade/shared/plans/plans';
import { Button } from '../../../../components/ui/button.tsx';
import { FormField } from '../../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../../components/ui/input-classes.ts';
import { ApiError } from '../../../../lib/api-error.ts';
import { toastFailure } from '../../../../lib/error-toast.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { PlanDetails } from '../../../pricing/index.ts';
import { useGrantPlan } from '../api/change-user.ts';

/**
 * "Plan" on an admin's user page: the plan the person works under (a restaurant member: their
 * organisation's) and invoice billing — "Grant plan" puts them on a plan for some months, the
 * free plan ends a paid one at once. Both are in the audit log.
 */
export function UserPlan({ userId, status }: { userId: string; status: PlanStatus }) {
  const { t } = useTranslation(['admin', 'pricing']);
  const mutation = useGrantPlan(userId);
  const free = freePlanOf[status.audience];
  const [planId, setPlanId] = useState<PlanId>(status.planId);
  const [months, setMonths] = useState('1');
  const [monthsError, setMonthsError] = useState<string | undefined>(undefined);
  const ending = planId === free;
  const grant = () => {
    setMonthsError(undefined);
    mutation.mutate(
      { planId, months: ending ? 1 : Number(months) },
      {
        onSuccess: () =>
          toast({ title: t(ending ? 'admin.users.plan.ended' : 'admin.users.plan.granted') }),
        onError: (error) => {
          const refused = error instanceof ApiError ? error.fields.months : undefined;
          if (refused) setMonthsError(t(refused.key));
          else toastFailure(t, t('admin.users.plan.failed'), error);
        },
      },
    );
  };
  return (
    <section
      aria-labelledby="user-plan-heading"
      className="rounded-2xl border border-border bg-card p-5"
    >
      <h2 id="user-plan-heading" className="text-xl font-semibold">
        {t('admin.users.plan.heading')}
      </h2>
      {status.audience === 'restaurant' ? (
        <p className="mt-1 text-sm text-muted-foreground">{t('admin.users.plan.organisation')}</p>
      ) : null}
      <PlanDetails status={status} />
      <form
        noValidate
        className="mt-5 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          grant();
        }}
      >
        <FormField id="user-plan-choice" label={t('admin.users.plan.choose')}>
          {(field) => (
            <select
              {...field}
              value={planId}
              onChange={(event) => {
                const chosen = plansFor(status.audience).find(
                  (plan) => plan.id === event.target.value,
                );
                if (chosen) setPlanId(chosen.id);
              }}
              className={inputClasses}
            >
              {plansFor(status.audience).map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {t(`pricing.plans.${plan.id}.name`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {ending ? null : (
          <FormField id="user-plan-months" label={t('admin.users.plan.months')} error={monthsError}>
            {(field) => (
              <input
                {...field}
                type="number"
                min={1}
                max={MAX_GRANT_MONTHS}
                inputMode="numeric"
                value={months}
                onChange={(event) => setMonths(event.target.value)}
                className={`${inputClasses} sm:w-28`}
              />
            )}
          </FormField>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending
            ? t('admin.users.plan.saving')
            : t(ending ? 'admin.users.plan.end' : 'admin.users.plan.grant')}
        </Button>
      </form>
    </section>
  );
}
