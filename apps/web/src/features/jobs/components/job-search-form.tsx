import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Search, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { activeFilterCount, filtersFromForm, hasJobFilters } from '../job-search-params.ts';
import type { JobFilters } from '../job-search-params.ts';
import { JobFilterFields } from './job-filter-fields.tsx';

interface JobSearchFormProps {
  filters: JobFilters;
  onSearch: (filters: JobFilters) => void;
}

/**
 * Browse Jobs' search: words, then the filters. On phones the filters fold behind a "Filters"
 * button (with how many are set); from tablet width they are always shown. The fields start from
 * the URL; the parent gives the form a new key when the URL changes. Before the page has
 * hydrated (or without JavaScript) it is a plain GET form to the same URL parameters, which the
 * server renders.
 */
export function JobSearchForm({ filters, onSearch }: JobSearchFormProps) {
  const { t } = useTranslation('jobBoard');
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    onSearch(filtersFromForm(new FormData(event.currentTarget), filters.sort));
  };
  return (
    <form
      role="search"
      method="get"
      action={paths.jobs}
      aria-label={t('jobBoard.search.label')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1.5">
        <label htmlFor="jobs-q" className="text-sm font-semibold">
          {t('jobBoard.search.q')}
        </label>
        <input
          id="jobs-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={200}
          placeholder={t('jobBoard.search.qPlaceholder')}
          className={inputClasses}
        />
      </div>
      <Button
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="md:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {count > 0 ? t('jobBoard.search.filtersCount', { count }) : t('jobBoard.search.filters')}
      </Button>
      <div
        id={panelId}
        className={`${open ? 'grid' : 'hidden'} gap-4 sm:grid-cols-2 md:grid md:grid-cols-3`}
      >
        <JobFilterFields filters={filters} />
      </div>
      {filters.sort ? <input type="hidden" name="sort" value={filters.sort} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('jobBoard.search.submit')}
        </Button>
        {hasJobFilters(filters) ? (
          <ButtonLink to={paths.jobs} variant="ghost">
            {t('jobBoard.search.clear')}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
