import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '../components/layout/page.tsx';
import { PlanCard } from '../features/pricing/components/plan-card.tsx';
import { jobSeekerPlans, restaurantPlans } from '../features/pricing/plans.ts';
import type { Plan } from '../features/pricing/plans.ts';

function PlanGroup({ id, plans }: { id: 'jobSeekers' | 'restaurants'; plans: readonly Plan[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`pricing-${id}`}>
      <h2 id={`pricing-${id}`} className="text-2xl font-bold sm:text-3xl">
        {t(`pricing.groups.${id}.title`)}
      </h2>
      <p className="mt-2 max-w-2xl text-muted-foreground">{t(`pricing.groups.${id}.lead`)}</p>
      <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
    </section>
  );
}

export function PricingPage() {
  const { t } = useTranslation('pricing');
  return (
    <Page title={t('pricing.title')} lead={t('pricing.lead')}>
      <p className="mb-10 flex max-w-3xl gap-3 rounded-xl border border-border bg-muted p-4">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{t('pricing.availability')}</span>
      </p>
      <div className="grid gap-14">
        <PlanGroup id="jobSeekers" plans={jobSeekerPlans} />
        <PlanGroup id="restaurants" plans={restaurantPlans} />
      </div>
      <p className="mt-10 text-sm text-muted-foreground">{t('pricing.vat')}</p>
    </Page>
  );
}
