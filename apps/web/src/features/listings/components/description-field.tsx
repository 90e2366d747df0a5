import { useWatch } from 'react-hook-form';
import type { Control, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobLimits } from '@brigade/shared/jobs/job-input';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface DescriptionFieldProps {
  control: Control<JobFormValues>;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The job's description with a running count toward the 5,000-character limit. */
export function DescriptionField({ control, registration, error }: DescriptionFieldProps) {
  const { t } = useTranslation('listings');
  const text = useWatch({ control, name: 'description' }) ?? '';
  return (
    <FormField
      id="listing-description"
      label={t('listings.form.description')}
      hint={`${t('listings.form.descriptionHint')} ${t('listings.form.characters', {
        count: text.length,
        max: jobLimits.descriptionMax,
      })}`}
      error={error}
    >
      {(props) => (
        <textarea
          {...props}
          {...registration}
          rows={8}
          maxLength={jobLimits.descriptionMax}
          className={inputClasses}
        />
      )}
    </FormField>
  );
}
