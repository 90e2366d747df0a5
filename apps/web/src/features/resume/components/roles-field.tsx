import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobRoles } from '@brigade/shared/jobs/job-options';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { CheckboxList } from '../../../components/ui/checkbox-list.tsx';

/** The roles the applicant is looking for: one checkbox per job role, in two columns. */
export function RolesField() {
  const { t } = useTranslation('resume');
  const { register, formState } = useFormContext<ResumeFormValues>();
  const error = formState.errors.roles?.message;
  return (
    <fieldset aria-describedby="resume-roles-hint" className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold">{t('resume.fields.roles')}</legend>
      <p id="resume-roles-hint" className="text-sm text-muted-foreground">
        {t('resume.hints.roles')}
      </p>
      <CheckboxList
        className="grid grid-cols-2 gap-x-4 sm:grid-cols-3"
        options={jobRoles.map((role) => ({ value: role, label: t(`resume.roles.${role}`) }))}
        registration={register('roles')}
      />
      {error ? <p className="text-sm font-medium text-danger">{t(error)}</p> : null}
    </fieldset>
  );
}
