import { HeartHandshake, Scale, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from '../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../components/layout/page.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';

const values = [
  { id: 'craft', Icon: UtensilsCrossed },
  { id: 'fair', Icon: Scale },
  { id: 'people', Icon: HeartHandshake },
] as const;

export function AboutPage() {
  const { t } = useTranslation('about');
  return (
    <Page title={t('about.title')} lead={t('about.lead')}>
      <div className="grid gap-12">
        <section aria-labelledby="about-story" className="grid max-w-3xl gap-4">
          <h2 id="about-story" className="text-2xl font-bold">
            {t('about.story.title')}
          </h2>
          <p>{t('about.story.p1')}</p>
          <p>{t('about.story.p2')}</p>
        </section>
        <section aria-labelledby="about-values">
          <h2 id="about-values" className="text-2xl font-bold">
            {t('about.values.title')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {values.map(({ id, Icon }) => (
              <li key={id} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-primary" />
                <h3 className="mt-3 text-lg font-semibold">{t(`about.values.${id}.title`)}</h3>
                <p className="mt-2 text-muted-foreground">{t(`about.values.${id}.body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="about-next" className="grid max-w-3xl gap-4">
          <h2 id="about-next" className="text-2xl font-bold">
            {t('about.next.title')}
          </h2>
          <p>{t('about.next.body')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.auth.register}>{t('about.next.join')}</ButtonLink>
            <ButtonLink to={paths.contact} variant="outline">
              {t('about.next.contact')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </Page>
  );
}
