import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobSorts } from '@brigade/shared/jobs/job-search';
import type { JobSort } from '@brigade/shared/jobs/job-search';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface SortSelectProps {
  /** The order shown (the server's default when the URL names none). */
  value: JobSort;
  /** "Best match" needs words to match. */
  hasWords: boolean;
  /** "Best fit to my availability" needs an applicant with availability on their resume. */
  canFit: boolean;
  /**
   * The currency the search ranks pay and totals in, named since other currencies' pay is not compared with
   * it; null when the URL names none (each currency in turn; choosing the sort names the reader's).
   */
  payCurrency: string | null;
  onChange: (sort: JobSort) => void;
}

/** Browse Jobs' order; a choice applies at once. */
export function SortSelect({ value, hasWords, canFit, payCurrency, onChange }: SortSelectProps) {
  const { t } = useTranslation('jobBoard');
  const sorts = jobSorts.filter(
    (sort) => (sort !== 'relevance' || hasWords) && (sort !== 'fit' || canFit),
  );
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="jobs-sort" className="text-sm font-semibold whitespace-nowrap">
        {t('jobBoard.sort.label')}
      </label>
      <div className="w-52">
        <select
          id="jobs-sort"
          value={value}
          onChange={(event) => {
            const sort = jobSorts.find((known) => known === event.target.value);
            if (sort) onChange(sort);
          }}
          className={inputClasses}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {(sort === 'pay' || sort === 'total') && payCurrency
                ? t(`jobBoard.sort.${sort}In`, { currency: payCurrency })
                : t(`jobBoard.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
