import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { Page } from '../../../components/layout/page.tsx';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useApplication } from '../api/get-application.ts';

interface ApplicationPageFrameProps {
  title: string;
  backTo: string;
  /** The page's content once the application (from the route's `:id`) has loaded. */
  children: (application: ApplicationDetail) => ReactNode;
}

/** An application page, either side's: loads the application, with its loading and error states. */
export function ApplicationPageFrame({ title, backTo, children }: ApplicationPageFrameProps) {
  const { t } = useTranslation('applications');
  const { id = '' } = useParams();
  const query = useApplication(id);
  return (
    <Page title={title} backTo={backTo}>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('applications.detail.loadError')}
          retryLabel={t('applications.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        children(query.data)
      )}
    </Page>
  );
}
