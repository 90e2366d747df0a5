import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { jobRoles } from '@brigade/shared/jobs/job-options';
import { dayParts, weekDays } from '@brigade/shared/resumes/resume-input';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { filtersFromForm } from '../resume-search-params.ts';
import type { ResumeFilters } from '../resume-search-params.ts';

interface ResumeSearchFormProps {
  filters: ResumeFilters;
  onSearch: (filters: ResumeFilters) => void;
}

const labelClasses = 'text-sm font-semibold';

/**
 * Browse Applicants' search: words or a skill, a wanted role, a city, and availability (a day,
 * optionally narrowed to a part of it). The fields start from the URL's filters; the parent
 * gives the form a new key when the URL changes, so Back and reload show what was searched.
 */
export function ResumeSearchForm({ filters, onSearch }: ResumeSearchFormProps) {
  const { t } = useTranslation('applicants');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(filtersFromForm(new FormData(event.currentTarget)));
  };
  return (
    <form
      role="search"
      aria-label={t('applicants.search.label')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-3">
        <label htmlFor="applicants-q" className={labelClasses}>
          {t('applicants.search.q')}
        </label>
        <input
          id="applicants-q"
          name="q"
          type="search"
          defaultValue={filters.q}
          maxLength={200}
          placeholder={t('applicants.search.qPlaceholder')}
          className={inputClasses}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="applicants-role" className={labelClasses}>
          {t('applicants.search.role')}
        </label>
        <select
          id="applicants-role"
          name="role"
          defaultValue={filters.role ?? ''}
          className={inputClasses}
        >
          <option value="">{t('applicants.search.anyRole')}</option>
          {jobRoles.map((role) => (
            <option key={role} value={role}>
              {t(`resume.roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="applicants-city" className={labelClasses}>
          {t('applicants.search.city')}
        </label>
        <input
          id="applicants-city"
          name="city"
          defaultValue={filters.city}
          maxLength={100}
          autoComplete="address-level2"
          className={inputClasses}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="applicants-day" className={labelClasses}>
            {t('applicants.search.day')}
          </label>
          <select
            id="applicants-day"
            name="day"
            defaultValue={filters.day ?? ''}
            className={inputClasses}
          >
            <option value="">{t('applicants.search.anyDay')}</option>
            {weekDays.map((day) => (
              <option key={day} value={day}>
                {t(`resume.days.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="applicants-day-part" className={labelClasses}>
            {t('applicants.search.dayPart')}
          </label>
          <select
            id="applicants-day-part"
            name="dayPart"
            defaultValue={filters.dayPart ?? ''}
            aria-describedby="applicants-day-part-hint"
            className={inputClasses}
          >
            <option value="">{t('applicants.search.anyDayPart')}</option>
            {dayParts.map((part) => (
              <option key={part} value={part}>
                {t(`resume.dayParts.${part}`)}
              </option>
            ))}
          </select>
        </div>
        <p id="applicants-day-part-hint" className="col-span-2 text-sm text-muted-foreground">
          {t('applicants.search.dayPartHint')}
        </p>
      </div>
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit" className="w-full sm:w-auto">
          <Search aria-hidden="true" className="size-4" />
          {t('applicants.search.submit')}
        </Button>
      </div>
    </form>
  );
}
