import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import type { ApplicationStatus } from '@brigade/shared/applications/application-status';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface StatusFilterProps {
  value: ApplicationStatus | null;
  onChange: (status: ApplicationStatus | null) => void;
}

/** Filter a list of applications by status ("All statuses" shows every one). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  const { t } = useTranslation('applications');
  return (
    <div className="grid max-w-xs gap-1.5">
      <label htmlFor="applications-status-filter" className="text-sm font-semibold">
        {t('applications.list.filterLabel')}
      </label>
      <select
        id="applications-status-filter"
        value={value ?? ''}
        onChange={(event) =>
          onChange(applicationStatuses.find((status) => status === event.target.value) ?? null)
        }
        className={inputClasses}
      >
        <option value="">{t('applications.list.allStatuses')}</option>
        {applicationStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`applications.statuses.${status}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
