import { ChefHat, Store } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { AudienceCard } from './audience-card.tsx';

export function AudiencesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="audiences-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="audiences-title" className="text-3xl font-bold sm:text-4xl">
        {t('home.audiences.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{t('home.audiences.lead')}</p>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <AudienceCard
          prefix="home.jobSeekers"
          pointIds={['profile', 'apply', 'track', 'messages']}
          icon={<ChefHat aria-hidden="true" className="size-6" />}
          actions={<ButtonLink to={paths.auth.register}>{t('home.jobSeekers.cta')}</ButtonLink>}
        />
        <AudienceCard
          prefix="home.restaurants"
          pointIds={['post', 'browse', 'interview', 'plans']}
          icon={<Store aria-hidden="true" className="size-6" />}
          actions={
            <>
              <ButtonLink to={paths.restaurant.createListing}>
                {t('home.restaurants.cta')}
              </ButtonLink>
              <ButtonLink to={paths.pricing} variant="outline">
                {t('home.restaurants.plans')}
              </ButtonLink>
            </>
          }
        />
      </div>
    </section>
  );
}
