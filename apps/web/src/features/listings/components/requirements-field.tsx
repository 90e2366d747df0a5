import { useRef, useState } from 'react';
import { useController, useFormState } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobLimits } from '@brigade/shared/jobs/job-input';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';

/**
 * Up to ten requirements, one box each, added and removed one by one. The list is one form
 * value (a string array, as the schema reads it); each row keeps a stable key while rows come
 * and go, and a new row gets the focus.
 */
export function RequirementsField({ control }: { control: Control<JobFormValues> }) {
  const { t } = useTranslation('listings');
  const { field } = useController({ control, name: 'requirements' });
  const { errors } = useFormState({ control, name: 'requirements' });
  const items = field.value ?? [];
  const nextKey = useRef(items.length);
  const [keys, setKeys] = useState(() => items.map((_, index) => index));
  const focusKey = useRef<number | null>(null);
  const listError = errors.requirements?.message ?? errors.requirements?.root?.message;

  const add = () => {
    const key = nextKey.current++;
    focusKey.current = key;
    setKeys([...keys, key]);
    field.onChange([...items, '']);
  };
  const remove = (index: number) => {
    setKeys(keys.filter((_, at) => at !== index));
    field.onChange(items.filter((_, at) => at !== index));
  };
  const change = (index: number, text: string) =>
    field.onChange(items.map((item, at) => (at === index ? text : item)));

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-xl font-semibold">
        {t('listings.form.sections.requirements')}
      </legend>
      <p id="listing-requirements-hint" className="text-sm text-muted-foreground">
        {t('listings.form.requirementsHint', { max: jobLimits.requirementsMax })}
      </p>
      {items.length === 0 ? (
        <p className="text-muted-foreground">{t('listings.form.noRequirements')}</p>
      ) : (
        <ol className="grid gap-3">
          {items.map((item, index) => {
            const key = keys[index] ?? index;
            const message = errors.requirements?.[index]?.message;
            return (
              <li key={key} className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <FormField
                    id={`listing-requirement-${key}`}
                    label={t('listings.form.requirement', { number: index + 1 })}
                    error={message ? t(message) : undefined}
                  >
                    {(props) => (
                      <input
                        {...props}
                        ref={(element) => {
                          if (element && focusKey.current === key) {
                            focusKey.current = null;
                            element.focus();
                          }
                        }}
                        value={item}
                        onChange={(event) => change(index, event.target.value)}
                        onBlur={field.onBlur}
                        className={inputClasses}
                      />
                    )}
                  </FormField>
                </div>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('listings.form.removeRequirement', { number: index + 1 })}
                  onClick={() => remove(index)}
                  className="mt-6.5"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? <p className="text-sm font-medium text-danger">{t(listError)}</p> : null}
      {items.length < jobLimits.requirementsMax ? (
        <div>
          <Button variant="outline" onClick={add} aria-describedby="listing-requirements-hint">
            <Plus aria-hidden="true" className="size-4" />
            {t('listings.form.addRequirement')}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
