import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import type { ResumeFormValues, ResumeInput } from '@brigade/shared/resumes/resume-input';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveResume } from '../api/save-resume.ts';
import { applyResumeErrors } from '../apply-resume-errors.ts';
import { resumeFormValues } from '../resume-form-values.ts';
import { AvailabilityGrid } from './availability-grid.tsx';
import { CertificationsField } from './certifications-field.tsx';
import { ExperienceField } from './experience-field.tsx';
import { HeadlineFields } from './headline-fields.tsx';
import { RolesField } from './roles-field.tsx';
import { TagListField } from './tag-list-field.tsx';
import { VisibilityField } from './visibility-field.tsx';

const resolver = zodResolver(resumeInput);
const sectionClasses = 'grid gap-5 border-t border-border pt-8';

/**
 * Create Resume's form over the shared `resumeInput` schema: judged in the browser, then on the
 * server, whose field errors go under their controls while what was typed stays. A save shows
 * a toast and the stored values.
 */
export function ResumeForm({ resume }: { resume: ResumeView | null }) {
  const { t, i18n } = useTranslation('resume');
  const mutation = useSaveResume();
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const form = useForm<ResumeFormValues, unknown, ResumeInput>({
    resolver,
    defaultValues: resumeFormValues(resume),
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setAlertKey(null);
      mutation.mutate(values, {
        onSuccess: (answer) => {
          form.reset(resumeFormValues(answer.resume));
          toast({ title: t('resume.saved.title'), description: t('resume.saved.description') });
        },
        onError: (error) => {
          const key = errorMessageKey(error);
          if (!applyResumeErrors(error, form.setError, (k) => i18n.exists(k))) setAlertKey(key);
          toast({ variant: 'destructive', title: t('resume.saveFailed'), description: t(key) });
        },
      });
    },
    () => setAlertKey('errors.validation_failed'),
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={mutation.isPending}
        aria-describedby="resume-alert"
        onSubmit={(event) => void onSubmit(event)}
        className="grid gap-8"
      >
        <HeadlineFields />
        <div className={sectionClasses}>
          <RolesField />
        </div>
        <div className={sectionClasses}>
          <ExperienceField />
        </div>
        <section aria-labelledby="resume-skills-title" className={sectionClasses}>
          <h2 id="resume-skills-title" className="text-xl font-semibold">
            {t('resume.sections.skills')}
          </h2>
          <TagListField name="skills" />
          <TagListField name="languages" />
        </section>
        <div className={sectionClasses}>
          <CertificationsField saved={resume?.certifications ?? []} />
        </div>
        <div className={sectionClasses}>
          <Controller
            control={form.control}
            name="availability"
            render={({ field, fieldState }) => (
              <AvailabilityGrid
                value={field.value ?? {}}
                onChange={field.onChange}
                error={fieldState.error?.message ? t(fieldState.error.message) : undefined}
              />
            )}
          />
        </div>
        <div className={sectionClasses}>
          <VisibilityField />
        </div>
        <div>
          <FormAlert id="resume-alert" message={alertKey ? t(alertKey) : null} />
          <SubmitButton pending={mutation.isPending}>
            {mutation.isPending ? t('resume.saving') : t('resume.save')}
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  );
}
