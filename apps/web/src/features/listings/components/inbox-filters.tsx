import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import type { ApplicationSort } from '@brigade/shared/applications/application-list-query';
import { FilterSelect } from '../../../components/ui/filter-fields.tsx';
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
      <FilterSelect
        id="inbox-status"
        label={t('listings.inbox.status')}
        anyLabel={t('listings.inbox.allStatuses')}
        options={applicationStatuses.map((known) => ({
          value: known,
          label: t(`applications.statuses.${known}`),
        }))}
        value={status ?? ''}
        onChange={(event) =>
          onChange({
            jobId,
            status: applicationStatuses.find((known) => known === event.target.value) ?? null,
            sort,
          })
        }
      />
      <FilterSelect
        id="inbox-sort"
        label={t('listings.inbox.sort')}
        options={[
          { value: 'newest', label: t('listings.inbox.sortNewest') },
          { value: 'fit', label: t('listings.inbox.sortFit') },
        ]}
        value={sort ?? 'newest'}
        onChange={(event) =>
          onChange({ jobId, status, sort: event.target.value === 'fit' ? 'fit' : null })
        }
      />
    </fieldset>
  );
}
