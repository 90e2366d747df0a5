import { Check, Minus } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  entitlementsOf,
  type PlanCurrency,
  type PlanDefinition,
} from '@brigade/shared/plans/plans';
import { entitlementLine } from '../entitlement-line.ts';
import { PlanCta, type PlanReader } from './plan-cta.tsx';

interface PlanCardProps {
  plan: PlanDefinition;
  currency: PlanCurrency;
  reader: PlanReader;
}

/**
 * One plan: its price in the reader's currency and a line for each entitlement of its kind of
 * account, drawn from the table the server enforces; what the plan lacks is shown as such.
 * Its call to action depends on the reader and how plans are bought here (plan-cta.tsx).
 */
export function PlanCard({ plan, currency, reader }: PlanCardProps) {
  const current = reader.status?.planId === plan.id;
  const { t, i18n } = useTranslation('pricing');
  const amount = plan.monthlyPrice[currency];
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
  const nameId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className={clsx(
        'flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.highlighted ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={nameId} className="text-xl font-bold">
          {t(`pricing.plans.${plan.id}.name`)}
        </h3>
        {current ? (
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
            {t('pricing.current')}
          </span>
        ) : plan.highlighted ? (
          <span className="rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            {t('pricing.popular')}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-muted-foreground">{t(`pricing.plans.${plan.id}.description`)}</p>
      <p className="mt-5">
        <span className="text-4xl font-bold">{price}</span>{' '}
        <span className="text-muted-foreground">{t('pricing.perMonth')}</span>
      </p>
      <ul className="mt-6 grid gap-3">
        {entitlementsOf[plan.audience].map((key) => {
          const line = entitlementLine(t, plan, key);
          return (
            <li
              key={key}
              data-entitlement={key}
              className={clsx('flex gap-3', !line.included && 'text-muted-foreground')}
            >
              {line.included ? (
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
              ) : (
                <Minus aria-hidden="true" className="mt-1 size-4 shrink-0" />
              )}
              <span>
                {line.included ? null : (
                  <span className="sr-only">{t('pricing.notIncluded')} </span>
                )}
                {line.text}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto pt-6">
        <PlanCta plan={plan} currency={currency} reader={reader} />
      </div>
    </article>
  );
}
