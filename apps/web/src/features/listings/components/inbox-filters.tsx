import { useTranslation } from 'react-i18next';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { InboxJobFilter } from './inbox-job-filter.tsx';

interface InboxFiltersProps {
  jobId: string | null;
  status: ApplicationStatus | null;
  onChange: (filters: { jobId: string | null; status: ApplicationStatus | null }) => void;
}

/**
 * The inbox's filters, by job (a type-ahead over the restaurant's listings) and by status; a
 * choice applies at once.
 */
export function InboxFilters({ jobId, status, onChange }: InboxFiltersProps) {
  const { t } = useTranslation('listings');
  return (
    <fieldset className="mb-4 grid items-start gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t('listings.inbox.filter')}</legend>
      <InboxJobFilter jobId={jobId} onChange={(next) => onChange({ jobId: next, status })} />
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
