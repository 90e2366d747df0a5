import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobSearchPage } from '@brigade/shared/jobs/job-answers';
import type { JobSort } from '@brigade/shared/jobs/job-search';
import type { JobFilters } from '../job-search-params.ts';
import { SortSelect } from './sort-select.tsx';

interface JobResultsHeaderProps {
  answer: JobSearchPage;
  filters: JobFilters;
  onSort: (sort: JobSort) => void;
}

/** Above the results: how many ("1,000+" past the server's count cap), a corrected typo, the order. */
export function JobResultsHeader({ answer, filters, onSort }: JobResultsHeaderProps) {
  const { t, i18n } = useTranslation('jobBoard');
  const total = new Intl.NumberFormat(i18n.language).format(answer.total);
  const sort = filters.sort ?? (filters.q ? 'relevance' : 'newest');
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <div role="status">
        <p className="text-sm text-muted-foreground">
          {t('jobBoard.results.count', { total: answer.totalExact ? total : `${total}+` })}
        </p>
        {answer.correctedQuery ? (
          <p className="font-medium">
            {t('jobBoard.results.corrected', { query: answer.correctedQuery })}
          </p>
        ) : null}
      </div>
      <SortSelect
        value={sort === 'relevance' && !filters.q ? 'newest' : sort}
        hasWords={Boolean(filters.q)}
        // The server tells the fit only to an applicant whose resume gives availability.
        canFit={sort === 'fit' || answer.items.some((job) => job.fit !== null)}
        payCurrency={filters.currency}
        onChange={onSort}
      />
    </div>
  );
}
