/**
 * What the applicant's answer to an interview shares, on the application's page and behind a
 * mailed link: the reschedule note, and a refusal told in place and in a toast.
 */
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';

/** The optional note with a reschedule request: days and times that suit better. */
export function RescheduleNoteField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('applications');
  return (
    <TextareaField
      id={id}
      label={t('applications.interview.answer.note')}
      hint={t('applications.interview.answer.noteHint')}
      value={value}
      onChange={onChange}
      rows={3}
      maxLength={500}
    />
  );
}

/**
 * Why an answer was not sent: `message` for the form's alert (translated, or null), `fail` shows
 * a refusal there and in a toast, `clear` takes it away before the next try.
 */
export function useAnswerFailure() {
  const { t } = useTranslation('applications');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  return {
    message: alertKey ? t(alertKey) : null,
    clear: () => setAlertKey(null),
    fail: (error: unknown) => {
      const key = errorMessageKey(error);
      setAlertKey(key);
      toast({
        variant: 'destructive',
        title: t('applications.interview.answer.failed'),
        description: t(key),
      });
    },
  };
}
