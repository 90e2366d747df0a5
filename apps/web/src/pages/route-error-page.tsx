import { useTranslation } from '../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Page } from '../components/layout/page.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';

/**
 * Shown inside the shell when a page fails to render or its code cannot be fetched (for
 * example after a new release replaced the old chunks): reloading fetches the current version.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('routeError.title')} lead={t('routeError.lead')} width="narrow">
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        <ButtonLink to={paths.home} variant="outline">
          {t('routeError.home')}
        </ButtonLink>
      </div>
    </Page>
  );
}
