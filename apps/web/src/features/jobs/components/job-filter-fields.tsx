import { useTranslation } from 'react-i18next';
import { employmentTypes, jobRoles, payPeriods } from '@brigade/shared/jobs/job-options';
import { postedWithinDays } from '@brigade/shared/jobs/job-search';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import type { JobFilters } from '../job-search-params.ts';

const labelClasses = 'text-sm font-semibold';

/** The filter fields of Browse Jobs' search form (uncontrolled; the form reads them on submit). */
export function JobFilterFields({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation('jobBoard');
  return (
    <>
      <div className="grid gap-1.5">
        <label htmlFor="jobs-role" className={labelClasses}>
          {t('jobBoard.search.role')}
        </label>
        <select
          id="jobs-role"
          name="role"
          defaultValue={filters.role ?? ''}
          className={inputClasses}
        >
          <option value="">{t('jobBoard.search.anyRole')}</option>
          {jobRoles.map((role) => (
            <option key={role} value={role}>
              {t(`jobBoard.roles.${role}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="jobs-employment-type" className={labelClasses}>
          {t('jobBoard.search.employmentType')}
        </label>
        <select
          id="jobs-employment-type"
          name="employmentType"
          defaultValue={filters.employmentType ?? ''}
          className={inputClasses}
        >
          <option value="">{t('jobBoard.search.anyEmploymentType')}</option>
          {employmentTypes.map((type) => (
            <option key={type} value={type}>
              {t(`jobBoard.employmentTypes.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="jobs-city" className={labelClasses}>
          {t('jobBoard.search.city')}
        </label>
        <input
          id="jobs-city"
          name="city"
          defaultValue={filters.city}
          maxLength={100}
          autoComplete="address-level2"
          className={inputClasses}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
        <div className="grid gap-1.5">
          <label htmlFor="jobs-min-pay" className={labelClasses}>
            {t('jobBoard.search.minPay')}
          </label>
          <input
            id="jobs-min-pay"
            name="minPay"
            inputMode="decimal"
            defaultValue={filters.minPay ?? ''}
            maxLength={10}
            className={inputClasses}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="jobs-pay-period" className={labelClasses}>
            {t('jobBoard.search.payPeriod')}
          </label>
          <select
            id="jobs-pay-period"
            name="payPeriod"
            defaultValue={filters.payPeriod}
            className={inputClasses}
          >
            {payPeriods.map((period) => (
              <option key={period} value={period}>
                {t(`jobBoard.pay.periods.${period}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="jobs-posted-within" className={labelClasses}>
          {t('jobBoard.search.postedWithin')}
        </label>
        <select
          id="jobs-posted-within"
          name="postedWithin"
          defaultValue={filters.postedWithin ?? ''}
          className={inputClasses}
        >
          <option value="">{t('jobBoard.search.anyTime')}</option>
          {postedWithinDays.map((days) => (
            <option key={days} value={days}>
              {t(`jobBoard.search.days.${days}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
