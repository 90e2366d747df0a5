import { Check } from 'lucide-react';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import type { Plan } from '../plans.ts';

export function PlanCard({ plan }: { plan: Plan }) {
  const { t, i18n } = useTranslation();
  const price = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(plan.monthlyPriceEur) ? 0 : 2,
  }).format(plan.monthlyPriceEur);
  const nameId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className={clsx(
        'flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
        plan.highlighted ? 'border-2 border-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={nameId} className="text-xl font-bold">
          {t(`pricing.plans.${plan.id}.name`)}
        </h3>
        {plan.highlighted ? (
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
        {plan.featureIds.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
            <span>{t(`pricing.features.${feature}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <ButtonLink
          to={plan.cta.to}
          variant={plan.highlighted ? 'primary' : 'outline'}
          className="w-full"
        >
          {t(plan.cta.labelKey)}
        </ButtonLink>
      </div>
    </article>
  );
}
