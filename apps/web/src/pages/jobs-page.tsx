import { BellRing, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@brigade/shared/routes';
import { Page } from '../components/layout/page.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';

/** Browse Jobs: listings arrive with the jobs release; until then the page says so plainly. */
export function JobsPage() {
  const { t } = useTranslation('jobs');
  return (
    <Page title={t('nav.jobs')} lead={t('jobs.lead')}>
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="jobs-soon"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <Search aria-hidden="true" className="size-6 text-primary" />
          <h2 id="jobs-soon" className="mt-3 text-2xl font-bold">
            {t('jobs.soon.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('jobs.soon.body')}</p>
        </section>
        <section
          aria-labelledby="jobs-ready"
          className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
        >
          <BellRing aria-hidden="true" className="size-6 text-primary" />
          <h2 id="jobs-ready" className="mt-3 text-2xl font-bold">
            {t('jobs.ready.title')}
          </h2>
          <p className="mt-2 text-muted-foreground">{t('jobs.ready.body')}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.auth.register}>{t('auth.createAccount')}</ButtonLink>
            <ButtonLink to={paths.contact} variant="outline">
              {t('jobs.ready.contact')}
            </ButtonLink>
          </div>
        </section>
      </div>
    </Page>
  );
}
