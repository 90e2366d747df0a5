import type { FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { adminJobFilters } from '@brigade/shared/admin/job-moderation';
import { Button } from '../../../../components/ui/button.tsx';
import { FilterInput, FilterSelect } from '../../../../components/ui/filter-fields.tsx';
import type { AdminListingsFilters as Filters } from '../listings-search-params.ts';

interface AdminListingsFiltersProps {
  filters: Filters;
  onSearch: (filters: Filters) => void;
}

/** Search by title or venue and filter by status; applied on submit, kept in the URL. */
export function AdminListingsFilters({ filters, onSearch }: AdminListingsFiltersProps) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = String(data.get('status') ?? '');
    onSearch({
      q: String(data.get('q') ?? '').trim(),
      status: adminJobFilters.find((known) => known === status) ?? null,
      page: 1,
    });
  };
  return (
    <form
      role="search"
      aria-label={t('admin.listings.searchLabel')}
      onSubmit={submit}
      // A new URL (Back, a shared link) gives new defaults: remount the uncontrolled fields.
      key={`${filters.q}|${filters.status ?? ''}`}
      className="mb-6 grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      <FilterInput
        id="admin-listings-q"
        name="q"
        type="search"
        label={t('admin.listings.search')}
        defaultValue={filters.q}
        maxLength={100}
      />
      <FilterSelect
        id="admin-listings-status"
        name="status"
        label={t('admin.listings.statusFilter')}
        anyLabel={t('admin.listings.status.all')}
        defaultValue={filters.status ?? ''}
        options={adminJobFilters.map((value) => ({
          value,
          label: t(`admin.listings.status.${value}`),
        }))}
      />
      <Button type="submit">{t('admin.listings.searchButton')}</Button>
    </form>
  );
}
