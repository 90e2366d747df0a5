import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

const summaryMax = 2000;

/** The headline (required) and the summary, with a character counter as its hint. */
export function HeadlineFields() {
  const { t } = useTranslation('resume');
  const { register, control, formState } = useFormContext<ResumeFormValues>();
  const summary = useWatch({ control, name: 'summary' }) ?? '';
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <section aria-labelledby="resume-about-title" className="grid gap-5">
      <h2 id="resume-about-title" className="text-xl font-semibold">
        {t('resume.sections.about')}
      </h2>
      <FormField
        id="resume-headline"
        label={t('resume.fields.headline')}
        hint={t('resume.hints.headline')}
        error={message(formState.errors.headline?.message)}
      >
        {(props) => (
          <input {...props} {...register('headline')} maxLength={120} className={inputClasses} />
        )}
      </FormField>
      <FormField
        id="resume-summary"
        label={t('resume.fields.summary')}
        hint={t('resume.hints.summaryCounter', { count: summary.length, max: summaryMax })}
        error={message(formState.errors.summary?.message)}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('summary')}
            rows={5}
            maxLength={summaryMax}
            className={inputClasses}
          />
        )}
      </FormField>
    </section>
  );
}
