import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { certificateKindsFor } from '@brigade/shared/resumes/certificates';
import { CheckboxList } from '../../../components/ui/checkbox-list.tsx';
import { useProfile } from '../../profile/index.ts';

/**
 * "Certificates needed" on Post a Job (the certificate wallet): the kinds applicants' resumes are
 * checked against, the venue's country's usual ones first.
 */
export function RequiredCertificatesField({
  register,
}: {
  register: UseFormRegister<JobFormValues>;
}) {
  const { t } = useTranslation('listings');
  const country = useProfile().data?.profile.country;
  const kinds = certificateKindsFor(country).filter((kind) => kind !== 'other');
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-xl font-semibold">
        {t('listings.form.requiredCertificates')}
      </legend>
      <p className="mb-2 text-sm text-muted-foreground">
        {t('listings.form.requiredCertificatesHint')}
      </p>
      <CheckboxList
        className="flex flex-wrap gap-x-6"
        options={kinds.map((kind) => ({
          value: kind,
          label: t(`jobBoard.certificateKinds.${kind}`),
        }))}
        registration={register('requiredCertificates')}
      />
    </fieldset>
  );
}
