import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { resumeVisibilities } from '@brigade/shared/resumes/resume-input';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';

/** Visible to restaurants (found in Browse Applicants) or private (only where you apply). */
export function VisibilityField() {
  const { t } = useTranslation('resume');
  const { register } = useFormContext<ResumeFormValues>();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-xl font-semibold">{t('resume.sections.visibility')}</legend>
      {resumeVisibilities.map((visibility) => (
        <label
          key={visibility}
          className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border p-4 has-[:checked]:border-primary"
        >
          <input
            type="radio"
            value={visibility}
            {...register('visibility')}
            aria-describedby={`resume-visibility-${visibility}`}
            className="mt-1 size-5 shrink-0 accent-primary"
          />
          <span>
            <span className="block font-semibold">{t(`resume.visibility.${visibility}`)}</span>
            <span
              id={`resume-visibility-${visibility}`}
              className="block text-sm text-muted-foreground"
            >
              {t(`resume.visibility.${visibility}Explained`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
