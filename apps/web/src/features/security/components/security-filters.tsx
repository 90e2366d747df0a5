import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  securityEventTypes,
  securitySeverities,
} from '@brigade/shared/security/security-event-types';
import { Button } from '../../../components/ui/button.tsx';
import { FilterInput, FilterSelect } from '../../../components/ui/filter-fields.tsx';
import { readSecurityState, type SecurityFilters as Filters } from '../security-search-params.ts';

interface SecurityFiltersProps {
  filters: Filters;
  onApply: (filters: Filters) => void;
}

const names = ['severity', 'type', 'user', 'from', 'to'] as const;

/**
 * Severity, type (translated names of the shared list), user and time range; applied on submit,
 * back to page 1. Keyed by the URL's state by its parent, so Back and Forward show the list's.
 */
export function SecurityFilters({ filters, onApply }: SecurityFiltersProps) {
  const { t } = useTranslation('security');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of names) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim()) params.set(name, value.trim());
    }
    onApply({ ...readSecurityState(params).filters, page: 1 });
  };
  const typeOptions = securityEventTypes
    .map((type) => ({ value: type, label: t(`security.eventTypes.${type}`) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <form
      role="search"
      aria-label={t('security.filters.label')}
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2 sm:items-end lg:grid-cols-3"
    >
      <FilterSelect
        id="security-severity"
        name="severity"
        label={t('security.filters.severity')}
        anyLabel={t('security.filters.anySeverity')}
        defaultValue={filters.severity ?? ''}
        options={securitySeverities.map((severity) => ({
          value: severity,
          label: t(`security.severities.${severity}`),
        }))}
      />
      <FilterSelect
        id="security-type"
        name="type"
        label={t('security.filters.type')}
        anyLabel={t('security.filters.anyType')}
        defaultValue={filters.type ?? ''}
        options={typeOptions}
      />
      <FilterInput
        id="security-user"
        name="user"
        type="search"
        label={t('security.filters.user')}
        defaultValue={filters.user}
        autoComplete="off"
        maxLength={254}
      />
      <FilterInput
        id="security-from"
        name="from"
        type="datetime-local"
        label={t('security.filters.from')}
        defaultValue={filters.from}
      />
      <FilterInput
        id="security-to"
        name="to"
        type="datetime-local"
        label={t('security.filters.to')}
        defaultValue={filters.to}
      />
      <Button type="submit" className="sm:col-span-2 lg:col-span-1">
        {t('security.filters.apply')}
      </Button>
    </form>
  );
}
