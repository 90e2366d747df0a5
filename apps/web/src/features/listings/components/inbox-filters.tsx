import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import type { ApplicationSort } from '@brigade/shared/applications/application-list-query';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { InboxJobFilter } from './inbox-job-filter.tsx';

interface InboxFilters {
  jobId: string | null;
  status: ApplicationStatus | null;
  sort: ApplicationSort | null;
}

interface InboxFiltersProps extends InboxFilters {
  onChange: (filters: InboxFilters) => void;
}

/**
 * The inbox's filters, by job (a type-ahead over the restaurant's listings) and by status, and
 * its order (newest, or the applicants whose availability best fits the job's shifts first); a
 * choice applies at once.
 */
export function InboxFilters({ jobId, status, sort, onChange }: InboxFiltersProps) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="mb-4 grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="sr-only">{t('listings.inbox.filter')}</legend>
      <InboxJobFilter jobId={jobId} onChange={(next) => onChange({ jobId: next, status, sort })} />
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
              sort,
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
      <div className="grid gap-1.5">
        <label htmlFor="inbox-sort" className="text-sm font-semibold">
          {t('listings.inbox.sort')}
        </label>
        <select
          id="inbox-sort"
          value={sort ?? 'newest'}
          onChange={(event) =>
            onChange({ jobId, status, sort: event.target.value === 'fit' ? 'fit' : null })
          }
          className={inputClasses}
        >
          <option value="newest">{t('listings.inbox.sortNewest')}</option>
          <option value="fit">{t('listings.inbox.sortFit')}</option>
        </select>
      </div>
    </fieldset>
  );
}
