import { useState } from 'react';
import { Info } from 'lucide-react';
import { useTranslation } from '../lib/translation/use-translation.ts';
import { plansFor, type PlanAudience, type PlanCurrency } from '@brigade/shared/plans/plans';
import { Page } from '../components/layout/page.tsx';
import { CurrencyChoice } from '../features/pricing/components/currency-choice.tsx';
import { FreeForEveryone } from '../features/pricing/components/free-for-everyone.tsx';
import { PlanCard } from '../features/pricing/components/plan-card.tsx';
import { usePlanStatus } from '../features/pricing/api/plan-status.ts';
import { usePlanBilling } from '../features/pricing/api/plan-billing.ts';
import { useSession } from '../features/session/use-session.ts';

const groups: { id: 'jobSeekers' | 'restaurants'; audience: PlanAudience }[] = [
  { id: 'jobSeekers', audience: 'applicant' },
  { id: 'restaurants', audience: 'restaurant' },
];

/**
 * /pricing (spec: Premium Plans): every plan from the one table the server enforces
 * (`@brigade/shared/plans/plans`), what is free on every plan, and, signed in, which plan is
 * mine. Prices show in the currency of the reader's venue when plans have it, else in euros.
 */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const holdsPlan = signedIn && session.user.userType !== 'admin';
  const mine = usePlanStatus({ enabled: holdsPlan });
  const billing = usePlanBilling();
  const online = billing.data?.checkout === 'online';
  const reader = { signedIn, status: mine.data, checkout: billing.data?.checkout };
  const [chosen, setChosen] = useState<PlanCurrency | null>(null);
  const currency = chosen ?? mine.data?.currency ?? 'EUR';
  return (
    <Page title={t('pricing.title')} lead={t('pricing.lead')}>
      <p className="mb-6 flex max-w-3xl gap-3 rounded-xl border border-border bg-muted p-4">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <span>{t(online ? 'pricing.availabilityOnline' : 'pricing.availability')}</span>
      </p>
      <div className="mb-10">
        <CurrencyChoice value={currency} onChange={setChosen} />
      </div>
      <div className="grid gap-14">
        {groups.map(({ id, audience }) => (
          <section key={id} aria-labelledby={`pricing-${id}`}>
            <h2 id={`pricing-${id}`} className="text-2xl font-bold sm:text-3xl">
              {t(`pricing.groups.${id}.title`)}
            </h2>
            <p className="mt-2 max-w-2xl text-muted-foreground">{t(`pricing.groups.${id}.lead`)}</p>
            <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {plansFor(audience).map((plan) => (
                <PlanCard key={plan.id} plan={plan} currency={currency} reader={reader} />
              ))}
            </div>
            <FreeForEveryone audience={audience} />
          </section>
        ))}
      </div>
      <p className="mt-10 text-sm text-muted-foreground">
        {t(online ? 'pricing.vatOnline' : 'pricing.vat')}
      </p>
    </Page>
  );
}
