import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { freePlanOf, type PlanCurrency, type PlanDefinition } from '@brigade/shared/plans/plans';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { toastFailure } from '../../../lib/error-toast.ts';
import { leaveFor } from '../../../lib/leave-for.ts';
import { useCheckout } from '../api/plan-billing.ts';

/** Who is reading the pricing page, as far as buying goes. */
export interface PlanReader {
  signedIn: boolean;
  /** Their plan (signed in, not an admin). */
  status: PlanStatus | undefined;
  /** How paid plans are bought here. */
  checkout: 'online' | 'contact' | undefined;
}

/**
 * A plan card's call to action: a visitor signs up for a free plan; a paid plan is talked
 * through with us (invoice billing), or, bought online, chosen by whoever may buy for the
 * account (a job seeker, an organisation's owner) and paid on the provider's checkout page.
 */
export function PlanCta({
  plan,
  currency,
  reader,
}: {
  plan: PlanDefinition;
  currency: PlanCurrency;
  reader: PlanReader;
}) {
  const { t } = useTranslation('pricing');
  const navigate = useNavigate();
  const checkout = useCheckout();
  const variant = plan.highlighted ? 'primary' : 'outline';
  const name = t(`pricing.plans.${plan.id}.name`);
  if (reader.status?.planId === plan.id) return null;
  if (plan.id === freePlanOf[plan.audience]) {
    return reader.signedIn ? null : (
      <ButtonLink to={paths.auth.register} variant={variant} className="w-full">
        {t('pricing.cta.free')}
      </ButtonLink>
    );
  }
  if (reader.checkout !== 'online') {
    return (
      <ButtonLink to={paths.contact} variant={variant} className="w-full">
        {t('pricing.cta.talk')}
      </ButtonLink>
    );
  }
  if (!reader.signedIn) {
    return (
      <ButtonLink to={paths.auth.register} variant={variant} className="w-full">
        {t('pricing.cta.signUpFirst')}
      </ButtonLink>
    );
  }
  const status = reader.status;
  if (!status || status.audience !== plan.audience || !status.canManage) return null;
  return (
    <Button
      variant={variant}
      className="w-full"
      disabled={checkout.isPending}
      onClick={() =>
        checkout.mutate(
          { planId: plan.id, currency },
          {
            onSuccess: ({ url }) => {
              if (url) leaveFor(url);
              else void navigate(paths.contact);
            },
            onError: (error) => toastFailure(t, t('pricing.cta.failed'), error),
          },
        )
      }
    >
      {checkout.isPending ? t('pricing.cta.choosing') : t('pricing.cta.choose', { plan: name })}
    </Button>
  );
}
