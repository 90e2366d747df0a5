import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { employmentTypes, jobRoles, payPeriods } from '@brigade/shared/jobs/job-options';
import { postedWithinDays } from '@brigade/shared/jobs/job-search';
import { currencies } from '@brigade/shared/money/countries';
import { FilterInput, FilterSelect } from '../../../components/ui/filter-fields.tsx';
import { useSession } from '../../session/index.ts';
import type { JobFilters } from '../job-search-params.ts';
import { readerCurrency } from '../reader-currency.ts';

/** The filter fields of Browse Jobs' search form (uncontrolled; the form reads them on submit). */
export function JobFilterFields({ filters }: { filters: JobFilters }) {
  const { t, i18n } = useTranslation('jobBoard');
  const session = useSession();
  return (
    <>
      <FilterSelect
        id="jobs-role"
        name="role"
        label={t('jobBoard.search.role')}
        defaultValue={filters.role ?? ''}
        anyLabel={t('jobBoard.search.anyRole')}
        options={jobRoles.map((role) => ({ value: role, label: t(`jobBoard.roles.${role}`) }))}
      />
      <FilterSelect
        id="jobs-employment-type"
        name="employmentType"
        label={t('jobBoard.search.employmentType')}
        defaultValue={filters.employmentType ?? ''}
        anyLabel={t('jobBoard.search.anyEmploymentType')}
        options={employmentTypes.map((type) => ({
          value: type,
          label: t(`jobBoard.employmentTypes.${type}`),
        }))}
      />
      <FilterInput
        id="jobs-city"
        name="city"
        label={t('jobBoard.search.city')}
        defaultValue={filters.city}
        maxLength={100}
        autoComplete="address-level2"
      />
      {/* A minimum pay or total is in one currency: only jobs paying in it are compared (like
          with like); the pay and total sorts rank in it too. */}
      <div className="grid grid-cols-[minmax(0,4fr)_minmax(0,3fr)_minmax(0,3fr)] gap-3">
        <FilterInput
          id="jobs-min-pay"
          name="minPay"
          label={t('jobBoard.search.minPay')}
          inputMode="decimal"
          defaultValue={filters.minPay ?? ''}
          maxLength={10}
        />
        <FilterSelect
          id="jobs-currency"
          name="currency"
          label={t('jobBoard.search.currency')}
          defaultValue={filters.currency ?? readerCurrency(i18n.language)}
          options={currencies.map((code) => ({ value: code, label: code }))}
        />
        <FilterSelect
          id="jobs-pay-period"
          name="payPeriod"
          label={t('jobBoard.search.payPeriod')}
          defaultValue={filters.payPeriod}
          options={payPeriods.map((period) => ({
            value: period,
            label: t(`jobBoard.pay.periods.${period}`),
          }))}
        />
      </div>
      <FilterInput
        id="jobs-min-total"
        name="minTotal"
        label={t('jobBoard.search.minTotal')}
        inputMode="decimal"
        defaultValue={filters.minTotal ?? ''}
        maxLength={10}
      />
      <FilterSelect
        id="jobs-posted-within"
        name="postedWithin"
        label={t('jobBoard.search.postedWithin')}
        defaultValue={filters.postedWithin ?? ''}
        anyLabel={t('jobBoard.search.anyTime')}
        options={postedWithinDays.map((days) => ({
          value: days,
          label: t(`jobBoard.search.days.${days}`),
        }))}
      />
      {/* The server fits jobs to an applicant's own availability (their resume's week grid). */}
      {session.status === 'signed-in' && session.user.userType === 'applicant' ? (
        <label className="flex min-h-11 items-center gap-3 self-end text-base">
          <input
            type="checkbox"
            name="fits"
            value="true"
            defaultChecked={filters.fits}
            className="size-5 shrink-0 accent-primary"
          />
          {t('jobBoard.search.fits')}
        </label>
      ) : null}
    </>
  );
}
