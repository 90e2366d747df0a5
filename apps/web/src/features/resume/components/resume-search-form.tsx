import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Search } from 'lucide-react';
import { jobRoles } from '@brigade/shared/jobs/job-options';
import { requirableCertificates } from '@brigade/shared/resumes/certificates';
import { dayParts, weekDays } from '@brigade/shared/resumes/resume-input';
import { Button } from '../../../components/ui/button.tsx';
import { FilterInput, FilterSelect } from '../../../components/ui/filter-fields.tsx';
import { filtersFromForm } from '../resume-search-params.ts';
import type { ResumeFilters } from '../resume-search-params.ts';

interface ResumeSearchFormProps {
  filters: ResumeFilters;
  onSearch: (filters: ResumeFilters) => void;
  /**
   * The restaurant's own open listings to fit resumes to ("Fit for"); undefined leaves the
   * choice out (an admin has none), null while they load.
   */
  fitListings?: readonly { id: string; title: string }[] | null;
}

/**
 * Browse Applicants' search: words or a skill, a wanted role, a city, and availability (a day,
 * optionally narrowed to a part of it), a certificate held today, and for a restaurant one of its
 * listings to fit each resume's availability to, best fit first if asked. The fields start from
 * the URL's filters; the parent gives the form a new key when the URL changes, so Back and
 * reload show what was searched.
 */
export function ResumeSearchForm({ filters, onSearch, fitListings }: ResumeSearchFormProps) {
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
      <div className="sm:col-span-2 lg:col-span-3">
        <FilterInput
          id="applicants-q"
          name="q"
          type="search"
          label={t('applicants.search.q')}
          defaultValue={filters.q}
          maxLength={200}
          placeholder={t('applicants.search.qPlaceholder')}
        />
      </div>
      <FilterSelect
        id="applicants-role"
        name="role"
        label={t('applicants.search.role')}
        defaultValue={filters.role ?? ''}
        anyLabel={t('applicants.search.anyRole')}
        options={jobRoles.map((role) => ({ value: role, label: t(`resume.roles.${role}`) }))}
      />
      <FilterInput
        id="applicants-city"
        name="city"
        label={t('applicants.search.city')}
        defaultValue={filters.city}
        maxLength={100}
        autoComplete="address-level2"
      />
      <div className="grid grid-cols-2 gap-3">
        <FilterSelect
          id="applicants-day"
          name="day"
          label={t('applicants.search.day')}
          defaultValue={filters.day ?? ''}
          anyLabel={t('applicants.search.anyDay')}
          options={weekDays.map((day) => ({ value: day, label: t(`resume.days.${day}`) }))}
        />
        <FilterSelect
          id="applicants-day-part"
          name="dayPart"
          label={t('applicants.search.dayPart')}
          defaultValue={filters.dayPart ?? ''}
          aria-describedby="applicants-day-part-hint"
          anyLabel={t('applicants.search.anyDayPart')}
          options={dayParts.map((part) => ({ value: part, label: t(`resume.dayParts.${part}`) }))}
        />
        <p id="applicants-day-part-hint" className="col-span-2 text-sm text-muted-foreground">
          {t('applicants.search.dayPartHint')}
        </p>
      </div>
      <div className="grid gap-1">
        <FilterSelect
          id="applicants-certificate"
          name="certificate"
          label={t('applicants.search.certificate')}
          defaultValue={filters.certificate ?? ''}
          aria-describedby="applicants-certificate-hint"
          anyLabel={t('applicants.search.anyCertificate')}
          options={requirableCertificates.map((kind) => ({
            value: kind,
            label: t(`resume.certificateKinds.${kind}`),
          }))}
        />
        <p id="applicants-certificate-hint" className="text-sm text-muted-foreground">
          {t('applicants.search.certificateHint')}
        </p>
      </div>
      {fitListings !== undefined ? (
        <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2 lg:col-span-3 lg:grid-cols-3">
          <FilterSelect
            // Its options arrive after the form: remounted then, so the URL's choice shows.
            key={fitListings ? 'loaded' : 'loading'}
            id="applicants-fit-job"
            name="fitJobId"
            label={t('applicants.search.fitFor')}
            defaultValue={filters.fitJobId ?? ''}
            aria-describedby="applicants-fit-hint"
            anyLabel={t('applicants.search.noListing')}
            options={(fitListings ?? []).map((job) => ({ value: job.id, label: job.title }))}
          />
          <FilterSelect
            id="applicants-sort"
            name="sort"
            label={t('applicants.search.sort')}
            defaultValue={filters.sort ?? ''}
            anyLabel={t('applicants.search.sortMatch')}
            options={[{ value: 'fit', label: t('applicants.search.sortFit') }]}
          />
          <p id="applicants-fit-hint" className="text-sm text-muted-foreground sm:col-span-2">
            {t('applicants.search.fitHint')}
          </p>
        </div>
      ) : null}
      <div className="sm:col-span-2 lg:col-span-3">
        <Button type="submit" className="w-full sm:w-auto">
          <Search aria-hidden="true" className="size-4" />
          {t('applicants.search.submit')}
        </Button>
      </div>
    </form>
  );
}
