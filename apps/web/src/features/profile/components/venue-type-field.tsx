import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { venueTypes } from '@brigade/shared/profile';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

/** The kind of venue a restaurant account runs; empty until chosen. */
export function VenueTypeField({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
}) {
  const { t } = useTranslation('profile');
  return (
    <FormField id="profile-venue-type" label={t('profile.fields.venueType')} error={error}>
      {(control) => (
        <select {...control} {...registration} className={inputClasses}>
          <option value="">{t('profile.venueTypes.none')}</option>
          {venueTypes.map((type) => (
            <option key={type} value={type}>
              {t(`profile.venueTypes.${type}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
