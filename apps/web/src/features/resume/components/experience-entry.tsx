import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { MonthPicker } from '../../../components/ui/month-picker.tsx';

interface ExperienceEntryProps {
  index: number;
  onRemove: () => void;
}

/** One job held: role, venue, from–to months (to empty while current) and what was done. */
export function ExperienceEntry({ index, onRemove }: ExperienceEntryProps) {
  const { t, i18n } = useTranslation('resume');
  const { register, control, formState } = useFormContext<ResumeFormValues>();
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
        {(['from', 'to'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={`experience.${index}.${name}`}
            render={({ field }) => (
              <MonthPicker
                id={id(name)}
                label={t(`resume.experience.${name}`)}
                hint={name === 'to' ? t('resume.hints.toEmpty') : undefined}
                error={message(errors?.[name]?.message)}
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                locale={i18n.language}
                monthLabel={t('resume.months.month')}
                yearLabel={t('resume.months.year')}
              />
            )}
          />
        ))}
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
