import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { decisionWindow } from '@brigade/shared/applications/decision-window';
import { countryTimeZones, defaultTimeZoneFor } from '@brigade/shared/country-time-zones';
import {
  countries,
  countryName,
  defaultCurrencyFor,
  isCountry,
} from '@brigade/shared/money/countries';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import { venueInput, type VenueInput } from '@brigade/shared/organisations/organisation-input';
import { venueTypes } from '@brigade/shared/profile';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker.tsx';
import { toastFailure } from '../../../lib/error-toast.ts';
import { CurrencyOptions } from '../../profile/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveVenue } from '../api/organisation.ts';

/** The venue fields this form shows (the shared schema's names). */
type Field = keyof Pick<
  VenueInput,
  | 'venueName'
  | 'venueType'
  | 'address'
  | 'postcode'
  | 'city'
  | 'country'
  | 'currency'
  | 'timeZone'
  | 'decisionDays'
  | 'website'
  | 'venueDescription'
>;
/** As typed: the days to decide are read as a number when the form is judged. */
type Values = Record<Field, string>;

/**
 * Add a venue, or edit one: its name, type, address, country, the currency it pays in and the
 * clock its interviews are set in (choosing a country offers its own, as on Edit Profile). The
 * shared schema judges it first; what was typed stays.
 */
export function VenueForm({
  venue,
  onDone,
}: {
  venue: OrganisationVenue | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('organisation');
  const save = useSaveVenue();
  const [values, setValues] = useState<Values>({
    venueName: venue?.name ?? '',
    venueType: venue?.venueType ?? '',
    address: venue?.address ?? '',
    postcode: venue?.postcode ?? '',
    city: venue?.city ?? '',
    country: venue?.country ?? '',
    currency: venue?.currency ?? '',
    timeZone: venue?.timeZone ?? '',
    decisionDays: String(venue?.decisionDays ?? decisionWindow.defaultDays),
    website: venue?.website ?? '',
    venueDescription: venue?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const prefix = venue ? `venue-${venue.id}` : 'venue-new';
  const set = (field: Field) => (value: string) => setValues({ ...values, [field]: value });
  // A country offers its currency and, where it keeps one clock, its time zone.
  const setCountry = (country: string) =>
    setValues({
      ...values,
      country,
      ...(isCountry(country)
        ? {
            currency: defaultCurrencyFor(country),
            timeZone: defaultTimeZoneFor(country) ?? values.timeZone,
          }
        : {}),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = values.decisionDays.trim();
    const parsed = venueInput.safeParse({
      ...values,
      decisionDays: /^\d+$/.test(days) ? Number(days) : Number.NaN,
    });
    if (!parsed.success) {
      const found: Partial<Values> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: venue?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('organisation.venues.saved') });
          onDone();
        },
        onError: (error) => toastFailure(t, t('organisation.venues.failed'), error),
      },
    );
  };

  const text = (
    field: Exclude<Field, 'venueType' | 'country' | 'currency' | 'timeZone' | 'decisionDays'>,
  ) => (
    <FormField
      id={`${prefix}-${field}`}
      label={t(`organisation.venues.fields.${field}`)}
      error={errors[field] ? t(errors[field]) : undefined}
    >
      {(props) => (
        <input
          {...props}
          value={values[field]}
          onChange={(event) => set(field)(event.target.value)}
          className={inputClasses}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
      className="grid gap-4 rounded-xl border border-border p-4 sm:grid-cols-2"
    >
      {text('venueName')}
      <FormField id={`${prefix}-venueType`} label={t('organisation.venues.fields.venueType')}>
        {(props) => (
          <select
            {...props}
            value={values.venueType}
            onChange={(event) => set('venueType')(event.target.value)}
            className={inputClasses}
          >
            <option value="">{t('organisation.venues.choose')}</option>
            {venueTypes.map((type) => (
              <option key={type} value={type}>
                {t(`profile.venueTypes.${type}`, { ns: 'profile' })}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('address')}
      {text('postcode')}
      {text('city')}
      <FormField id={`${prefix}-country`} label={t('organisation.venues.fields.country')}>
        {(props) => (
          <select
            {...props}
            value={values.country}
            onChange={(event) => setCountry(event.target.value)}
            className={inputClasses}
          >
            <option value="">{t('organisation.venues.choose')}</option>
            {countries.map((country) => (
              <option key={country} value={country}>
                {countryName(country, i18n.language)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${prefix}-currency`}
        label={t('profile.fields.currency', { ns: 'profile' })}
        hint={t('profile.hints.currency', { ns: 'profile' })}
        error={errors.currency ? t(errors.currency) : undefined}
      >
        {(props) => (
          <select
            {...props}
            value={values.currency}
            onChange={(event) => set('currency')(event.target.value)}
            className={inputClasses}
          >
            <CurrencyOptions />
          </select>
        )}
      </FormField>
      <TimeZonePicker
        id={`${prefix}-timeZone`}
        value={values.timeZone}
        onChange={set('timeZone')}
        locale={i18n.language}
        suggested={isCountry(values.country) ? countryTimeZones[values.country] : []}
        error={errors.timeZone ? t(errors.timeZone) : undefined}
        texts={{
          label: t('profile.fields.timeZone', { ns: 'profile' }),
          hint: t('profile.hints.timeZone', { ns: 'profile' }),
          list: t('profile.timeZones.list', { ns: 'profile' }),
          noMatch: t('profile.timeZones.noMatch', { ns: 'profile' }),
          more: (shown, count) => t('profile.timeZones.more', { ns: 'profile', shown, count }),
        }}
      />
      <FormField
        id={`${prefix}-decisionDays`}
        label={t('profile.decisionWindow.label', { ns: 'profile' })}
        hint={t('profile.decisionWindow.hint', {
          ns: 'profile',
          min: decisionWindow.minDays,
          max: decisionWindow.maxDays,
        })}
        error={errors.decisionDays ? t(errors.decisionDays) : undefined}
      >
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            autoComplete="off"
            value={values.decisionDays}
            onChange={(event) => set('decisionDays')(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      {text('website')}
      <div className="sm:col-span-2">{text('venueDescription')}</div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('organisation.venues.saving') : t('organisation.venues.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('organisation.cancel')}
        </Button>
      </div>
    </form>
  );
}
