import type { Control } from 'react-hook-form';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { countryTimeZones } from '@brigade/shared/country-time-zones';
import { isCountry } from '@brigade/shared/money/countries';
import { TimeZonePicker } from '../../../components/ui/time-zone-picker.tsx';
import type { ProfileFormValues } from '../profile-form-values.ts';

interface VenueTimeZoneFieldProps {
  control: Control<ProfileFormValues>;
  /** Already translated. */
  error?: string;
}

/** The venue's clock, which interviews are set in; Edit Profile's country preselects it. */
export function VenueTimeZoneField({ control, error }: VenueTimeZoneFieldProps) {
  const { t, i18n } = useTranslation('profile');
  // The country chosen in the form (saved or not): its zones are offered first.
  const country = useWatch({ control, name: 'country' }) ?? '';
  return (
    <Controller
      control={control}
      name="timeZone"
      render={({ field }) => (
        <TimeZonePicker
          id="profile-timeZone"
          value={field.value ?? ''}
          onChange={field.onChange}
          locale={i18n.language}
          suggested={isCountry(country) ? countryTimeZones[country] : []}
          error={error}
          texts={{
            label: t('profile.fields.timeZone'),
            hint: t('profile.hints.timeZone'),
            list: t('profile.timeZones.list'),
            noMatch: t('profile.timeZones.noMatch'),
            more: (shown, count) => t('profile.timeZones.more', { shown, count }),
          }}
        />
      )}
    />
  );
}
