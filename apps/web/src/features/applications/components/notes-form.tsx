import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveApplicationNotes } from '../api/save-application-notes.ts';

const notesMax = 5000;

/** The restaurant's private notes on an application (never shown to the applicant). */
export function NotesForm({ applicationId, notes }: { applicationId: string; notes: string }) {
  const { t } = useTranslation('applications');
  const mutation = useSaveApplicationNotes(applicationId);
  const [text, setText] = useState(notes);
  const [errorKey, setErrorKey] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrorKey(null);
    mutation.mutate(
      { notes: text },
      {
        onSuccess: (detail) => {
          setText(detail.notes ?? '');
          toast({ title: t('applications.notes.saved') });
        },
        onError: (error) => {
          const key = errorMessageKey(error);
          setErrorKey(key);
          toast({
            variant: 'destructive',
            title: t('applications.notes.failed'),
            description: t(key),
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={mutation.isPending} className="grid gap-4">
      <FormField
        id="application-notes"
        label={t('applications.notes.label')}
        hint={t('applications.notes.hint')}
        error={errorKey ? t(errorKey) : undefined}
      >
        {(props) => (
          <textarea
            {...props}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            maxLength={notesMax}
            className={inputClasses}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? t('applications.notes.saving') : t('applications.notes.save')}
        </Button>
      </div>
    </form>
  );
}
