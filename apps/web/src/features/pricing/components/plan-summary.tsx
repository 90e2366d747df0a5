import { Gauge } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { monthlyLimitKeys } from '@brigade/shared/plans/plans';
import type { PlanStatus, PlanUsage } from '@brigade/shared/plans/plan-status';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toastFailure } from '../../../lib/error-toast.ts';
import { leaveFor } from '../../../lib/leave-for.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useManagePlan } from '../api/plan-billing.ts';
import { usePlanStatus } from '../api/plan-status.ts';

/**
 * "Your plan" (Edit Profile for job seekers, Team & venues for restaurants): the plan, until
 * when it is paid, each limit with what is used of it, each feature, and the way to the plans.
 */
export function PlanSummary() {
  const { t } = useTranslation('pricing');
  const query = usePlanStatus();
  return (
    <section
      aria-labelledby="plan-summary-title"
      aria-busy={query.isPending}
      className="rounded-2xl border border-border p-5 sm:p-6"
    >
      <h2 id="plan-summary-title" className="flex items-center gap-2 text-xl font-semibold">
        <Gauge aria-hidden="true" className="size-5 text-primary" />
        {t('pricing.mine.title')}
      </h2>
      {query.isPending ? (
        <p className="mt-3 text-muted-foreground">{t('pricing.mine.loading')}</p>
      ) : query.isError ? (
        <div className="mt-3">
          <LoadError
            title={t('pricing.mine.loadError')}
            retryLabel={t('pricing.mine.retry')}
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : (
        <>
          <PlanDetails status={query.data} />
          {query.data.source === 'stripe' && query.data.canManage ? <ManageBilling /> : null}
        </>
      )}
      <Link
        to={paths.pricing}
        className="mt-4 inline-flex min-h-11 items-center font-medium underline underline-offset-4"
      >
        {t('plans.seePlans')}
      </Link>
    </section>
  );
}

/** A plan's name, paid period, limits with their use, and features (also on an admin's user page). */
export function PlanDetails({ status }: { status: PlanStatus }) {
  const { t, i18n } = useTranslation('pricing');
  return (
    <>
      <p className="mt-3 text-lg font-semibold">{t(`pricing.plans.${status.planId}.name`)}</p>
      <p className="text-muted-foreground">
        {status.paidUntil
          ? t('pricing.mine.paidUntil', {
              date: formatDateTime(status.paidUntil, i18n.language, true),
            })
          : t('pricing.mine.free')}
      </p>
      <dl className="mt-4 grid gap-4">
        {status.usage.map((usage) => (
          <UsageRow key={usage.key} usage={usage} />
        ))}
        {status.features.map(({ key, included }) => (
          <div key={key} className="flex flex-wrap justify-between gap-2">
            <dt>{t(`pricing.entitlements.${key}`)}</dt>
            <dd className="font-medium">
              {t(included ? 'pricing.mine.included' : 'pricing.mine.notIncluded')}
            </dd>
          </div>
        ))}
      </dl>
      {status.usage.some((usage) => monthlyLimitKeys.includes(usage.key)) ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {t('pricing.mine.monthEnds', {
            date: formatDateTime(status.monthEnd, i18n.language, true),
          })}
        </p>
      ) : null}
    </>
  );
}

function UsageRow({ usage }: { usage: PlanUsage }) {
  const { t } = useTranslation('pricing');
  const { key, limit, used } = usage;
  // A limit of 0 is a thing the plan does not include, not one used up.
  const share = limit === null || limit === 0 ? 0 : Math.min(1, used / limit);
  return (
    <div className="flex flex-wrap justify-between gap-x-2">
      <dt>{t(`pricing.mine.usage.${key}`)}</dt>
      <dd className="font-medium">
        {limit === null
          ? t('pricing.mine.usedUnlimited', { used })
          : limit === 0
            ? t('pricing.mine.notIncluded')
            : t('pricing.mine.usedOf', { used, limit })}
      </dd>
      {limit === null || limit === 0 ? null : (
        <dd aria-hidden="true" className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted">
          <div
            className={used >= limit ? 'h-full bg-danger' : 'h-full bg-primary'}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </dd>
      )}
    </div>
  );
}

/** "Manage billing": the payment provider's page to change the card, the plan, or cancel. */
function ManageBilling() {
  const { t } = useTranslation('pricing');
  const manage = useManagePlan();
  return (
    <Button
      variant="outline"
      className="mt-4"
      disabled={manage.isPending}
      onClick={() =>
        manage.mutate(undefined, {
          onSuccess: ({ url }) => {
            if (url) leaveFor(url);
          },
          onError: (error) => toastFailure(t, t('pricing.mine.manageFailed'), error),
        })
      }
    >
      {t('pricing.mine.manage')}
    </Button>
  );
}
