import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Plus } from 'lucide-react';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { Button } from '../../../components/ui/button.tsx';
import { emptyExperience } from '../resume-form-values.ts';
import { ExperienceEntry } from './experience-entry.tsx';

const maxEntries = 20;

/** Work experience: any number of entries (up to 20), added and removed one by one. */
export function ExperienceField() {
  const { t } = useTranslation('resume');
  const { control, formState } = useFormContext<ResumeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'experience' });
  const listError = formState.errors.experience?.message;
  return (
    <section aria-labelledby="resume-experience-title" className="grid gap-4">
      <h2 id="resume-experience-title" className="text-xl font-semibold">
        {t('resume.sections.experience')}
      </h2>
      {fields.length === 0 ? (
        <p className="text-muted-foreground">{t('resume.experience.none')}</p>
      ) : null}
      {fields.map((field, index) => (
        <ExperienceEntry key={field.id} index={index} onRemove={() => remove(index)} />
      ))}
      {listError ? <p className="text-sm font-medium text-danger">{t(listError)}</p> : null}
      <div>
        <Button
          variant="outline"
          disabled={fields.length >= maxEntries}
          onClick={() =>
            append(emptyExperience(), { focusName: `experience.${fields.length}.role` })
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('resume.experience.add')}
        </Button>
      </div>
    </section>
  );
}
