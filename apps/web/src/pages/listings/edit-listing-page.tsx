import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';
import { Page } from '../../components/layout/page.tsx';
import { PageLoading } from '../../components/layout/page-loading.tsx';
import { ButtonLink } from '../../components/ui/button-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { useJob } from '../../features/jobs/api/get-job.ts';
import { useUpdateJob } from '../../features/listings/api/update-job.ts';
import { JobForm } from '../../features/listings/components/job-form.tsx';
import { jobFormValues } from '../../features/listings/job-form-values.ts';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { toast } from '../../lib/toast-store.ts';

/** /restaurant/listings/:id/edit: Post a Job's form, filled with the listing, saving in place. */
export function EditListingPage() {
  return (
    <RequireAccess>
      <EditListing />
    </RequireAccess>
  );
}

function EditListing() {
  const { t } = useTranslation('listings');
  const { id = '' } = useParams();
  const query = useJob(id);
  const missing =
    (query.error instanceof ApiError && query.error.status === 404) ||
    (query.data !== undefined && !query.data.canEdit);
  return (
    <Page
      title={t('listings.edit.title')}
      lead={t('listings.edit.lead')}
      backTo={paths.restaurant.dashboard}
      width="narrow"
    >
      {query.isPending ? (
        <PageLoading />
      ) : missing ? (
        <EmptyState
          title={t('listings.edit.notFound')}
          action={
            <ButtonLink to={paths.restaurant.dashboard}>{t('listings.manage.title')}</ButtonLink>
          }
        />
      ) : query.isError ? (
        <LoadError
          title={t('listings.edit.loadError')}
          retryLabel={t('listings.manage.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <EditForm job={query.data} />
      )}
    </Page>
  );
}

function EditForm({ job }: { job: JobDetail }) {
  const { t } = useTranslation('listings');
  const navigate = useNavigate();
  const mutation = useUpdateJob(job.id);
  return (
    <JobForm
      mode="edit"
      defaultValues={jobFormValues(job)}
      hoursRequired={job.status === 'open'}
      save={async (values) => {
        const saved = await mutation.mutateAsync(values);
        toast({
          title: t('listings.saved.updated'),
          description: t('listings.saved.updatedBody', { title: saved.title }),
        });
        void navigate(paths.restaurant.dashboard);
      }}
    />
  );
}
