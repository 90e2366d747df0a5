import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { X } from 'lucide-react';
import type { ResumeFormValues } from '@brigade/shared/resumes/resume-input';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { addTag, tagLimits } from '../resume-form-values.ts';
import type { TagListName } from '../resume-form-values.ts';

/** The list's own message, or the first of its items' (the schema checks each tag). */
function listErrorOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if (Array.isArray(error)) return error.map(listErrorOf).find(Boolean);
  return undefined;
}

/**
 * Skills or languages as tags: type one, press Enter or Add; each tag has its own Remove button
 * named after it. Refusals (empty, already there, too long, too many) show under the box.
 */
export function TagListField({ name }: { name: TagListName }) {
  const { t } = useTranslation('resume');
  const { control } = useFormContext<ResumeFormValues>();
  const {
    field: { value, onChange, onBlur, ref: focusRef },
    fieldState,
  } = useController({ control, name });
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const tags = value ?? [];
  const id = `resume-${name}`;
  const serverError = listErrorOf(fieldState.error);
  const errorText = refusal ? t(`resume.tags.${refusal}`) : serverError ? t(serverError) : null;

  const add = () => {
    const result = addTag(tags, typed, name);
    if (!result.ok) {
      setRefusal(result.reason);
      return;
    }
    setRefusal(null);
    setTyped('');
    onChange(result.list);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the tag rather than submitting the form
    add();
  };

  const removeAt = (index: number) => {
    setRefusal(null);
    onChange(tags.filter((_, position) => position !== index));
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold">
        {t(`resume.fields.${name}`)}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          ref={focusRef}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          maxLength={tagLimits[name].length + 10}
          aria-invalid={errorText !== null}
          aria-describedby={`${id}-hint${errorText ? ` ${id}-error` : ''}`}
          className={inputClasses}
        />
        <Button variant="outline" onClick={add} aria-label={t(`resume.tags.add.${name}`)}>
          {t('resume.tags.addShort')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {t('resume.tags.hint', { max: tagLimits[name].items })}
      </p>
      {errorText ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {errorText}
        </p>
      ) : null}
      {tags.length > 0 ? (
        <ul aria-label={t(`resume.tags.listLabel.${name}`)} className="flex flex-wrap gap-2">
          {tags.map((tag, index) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-secondary py-0.5 pl-3 text-sm text-secondary-foreground"
            >
              {tag}
              <button
                type="button"
                onClick={() => removeAt(index)}
                aria-label={t('resume.tags.remove', { tag })}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-muted"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
