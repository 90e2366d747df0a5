import { useWatch } from 'react-hook-form';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { BIO_MAX_LENGTH } from '@brigade/shared/profile';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import type { ProfileFormValues } from '../profile-form-values.ts';

interface BioFieldProps {
  control: Control<ProfileFormValues>;
  registration: UseFormRegisterReturn;
  /** Already translated. */
  error?: string;
}

/**
 * The bio, with a counter of characters used out of 1000 as its hint (read with the field, not
 * announced on every key press).
 */
export function BioField({ control, registration, error }: BioFieldProps) {
  const { t } = useTranslation('profile');
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  return (
    <FormField
      id="profile-bio"
      label={t('profile.fields.bio')}
      hint={t('profile.hints.bioCounter', { count: bio.length, max: BIO_MAX_LENGTH })}
      error={error}
    >
      {(field) => (
        <textarea
          {...field}
          {...registration}
          rows={5}
          maxLength={BIO_MAX_LENGTH}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
