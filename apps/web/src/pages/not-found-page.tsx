import { useTranslation } from '../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../components/layout/page.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';

export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  return (
    <Page title={t('notFound.title')} lead={t('notFound.lead')} width="narrow">
      <p className="font-display text-7xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.home}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={paths.contact} variant="outline">
          {t('notFound.contact')}
        </ButtonLink>
      </div>
    </Page>
  );
}
