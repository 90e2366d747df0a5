import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, countryName } from '@brigade/shared/money/countries';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import { venueInput, type VenueInput } from '@brigade/shared/organisations/organisation-input';
import { venueTypes } from '@brigade/shared/profile';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
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
  | 'website'
  | 'venueDescription'
>;
type Values = Record<Field, string>;

/**
 * Add a venue, or edit one: its name, type, address and country (its currency and clock follow
 * the country, as on Edit Profile). The shared schema judges it first; what was typed stays.
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
    website: venue?.website ?? '',
    venueDescription: venue?.description ?? '',
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const prefix = venue ? `venue-${venue.id}` : 'venue-new';
  const set = (field: Field) => (value: string) => setValues({ ...values, [field]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = venueInput.safeParse(values);
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
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('organisation.venues.failed'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  };

  const text = (field: Exclude<Field, 'venueType' | 'country'>) => (
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
            onChange={(event) => set('country')(event.target.value)}
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
