import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { useListings } from '../api/list-listings.ts';
import { jobChoicesPageSize } from '../manage-search-params.ts';

interface InboxFiltersProps {
  jobId: string | null;
  status: ApplicationStatus | null;
  onChange: (filters: { jobId: string | null; status: ApplicationStatus | null }) => void;
}

const choicesSearch = `page=1&pageSize=${jobChoicesPageSize}`;

/** The inbox's filters, by job (the restaurant's listings) and by status; a choice applies at once. */
export function InboxFilters({ jobId, status, onChange }: InboxFiltersProps) {
  const { t } = useTranslation('listings');
  const jobs = useListings(choicesSearch);
  const choices = jobs.data?.items ?? [];
  // A job from the URL that is not among the choices (yet) still shows as chosen.
  const unknownJob = jobId !== null && !choices.some((job) => job.id === jobId);
  return (
    <fieldset className="mb-4 grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t('listings.inbox.filter')}</legend>
      <div className="grid gap-1.5">
        <label htmlFor="inbox-job" className="text-sm font-semibold">
          {t('listings.inbox.job')}
        </label>
        <select
          id="inbox-job"
          value={jobId ?? ''}
          onChange={(event) => onChange({ jobId: event.target.value || null, status })}
          className={inputClasses}
        >
          <option value="">{t('listings.inbox.allJobs')}</option>
          {unknownJob ? <option value={jobId}>{jobId}</option> : null}
          {choices.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="inbox-status" className="text-sm font-semibold">
          {t('listings.inbox.status')}
        </label>
        <select
          id="inbox-status"
          value={status ?? ''}
          onChange={(event) =>
            onChange({
              jobId,
              status: applicationStatuses.find((known) => known === event.target.value) ?? null,
            })
          }
          className={inputClasses}
        >
          <option value="">{t('listings.inbox.allStatuses')}</option>
          {applicationStatuses.map((known) => (
            <option key={known} value={known}>
              {t(`applications.statuses.${known}`)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
