import type { FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import { adminUserStatuses, adminUserTypes } from '@brigade/shared/admin/users';
import { Button } from '../../../../components/ui/button.tsx';
import { FilterInput, FilterSelect } from '../../../../components/ui/filter-fields.tsx';
import { readUsersFilters, type UsersFilters as Filters } from '../users-search-params.ts';

interface UsersFiltersProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

/**
 * Search by name or e-mail, with role and status filters; applied on submit, back to page 1.
 * Keyed by the URL's state by its parent, so Back and Forward show what the list shows.
 */
export function UsersFilters({ filters, onApply }: UsersFiltersProps) {
  const { t } = useTranslation('admin');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of ['q', 'type', 'status'] as const) {
      const value = form.get(name);
      if (typeof value === 'string' && value) params.set(name, value);
    }
    onApply({ ...readUsersFilters(params), page: 1 });
  };
  return (
    <form
      role="search"
      aria-label={t('admin.users.filters.label')}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <div className="sm:col-span-2 lg:col-span-1">
        <FilterInput
          id="users-q"
          name="q"
          type="search"
          label={t('admin.users.filters.search')}
          defaultValue={filters.q}
          autoComplete="off"
          maxLength={200}
        />
      </div>
      <FilterSelect
        id="users-type"
        name="type"
        label={t('admin.users.filters.type')}
        anyLabel={t('admin.users.filters.anyType')}
        defaultValue={filters.type ?? ''}
        options={adminUserTypes.map((type) => ({
          value: type,
          label: t(`admin.users.roles.${type}`),
        }))}
      />
      <FilterSelect
        id="users-status"
        name="status"
        label={t('admin.users.filters.status')}
        anyLabel={t('admin.users.filters.anyStatus')}
        defaultValue={filters.status ?? ''}
        options={adminUserStatuses.map((status) => ({
          value: status,
          label: t(`admin.users.statuses.${status}`),
        }))}
      />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        {t('admin.users.filters.apply')}
      </Button>
    </form>
  );
}
