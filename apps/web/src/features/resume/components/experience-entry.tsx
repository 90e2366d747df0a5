import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

interface ExperienceEntryProps {
  index: number;
  onRemove: () => void;
}

/** One job held: role, venue, from–to months (to empty while current) and what was done. */
export function ExperienceEntry({ index, onRemove }: ExperienceEntryProps) {
  const { t } = useTranslation('resume');
  const { register, formState } = useFormContext<ResumeFormValues>();
  const errors = formState.errors.experience?.[index];
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const id = (name: string) => `resume-experience-${index}-${name}`;
  const number = index + 1;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold">{t('resume.experience.entry', { number })}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id('role')}
          label={t('resume.experience.role')}
          error={message(errors?.role?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register(`experience.${index}.role`)}
              maxLength={100}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField
          id={id('venue')}
          label={t('resume.experience.venue')}
          error={message(errors?.venue?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register(`experience.${index}.venue`)}
              maxLength={100}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField
          id={id('from')}
          label={t('resume.experience.from')}
          hint={t('resume.hints.month')}
          error={message(errors?.from?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register(`experience.${index}.from`)}
              type="month"
              placeholder="YYYY-MM"
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField
          id={id('to')}
          label={t('resume.experience.to')}
          hint={t('resume.hints.toEmpty')}
          error={message(errors?.to?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register(`experience.${index}.to`)}
              type="month"
              placeholder="YYYY-MM"
              className={inputClasses}
            />
          )}
        </FormField>
      </div>
      <FormField
        id={id('description')}
        label={t('resume.experience.description')}
        error={message(errors?.description?.message)}
      >
        {(control) => (
          <textarea
            {...control}
            {...register(`experience.${index}.description`)}
            rows={3}
            maxLength={1000}
            className={inputClasses}
          />
        )}
      </FormField>
      <div>
        <Button variant="ghost" onClick={onRemove}>
          {t('resume.experience.remove', { number })}
        </Button>
      </div>
    </fieldset>
  );
}
