import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterviewResponse } from '@brigade/shared/applications/interview-response';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextareaField } from '../../../components/ui/textarea-field.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAnswerInterview } from '../api/answer-interview.ts';

/**
 * The applicant's answer to a scheduled interview: confirm it at once, or ask to reschedule with
 * an optional note (days and times that suit better). Answering again replaces the answer; the
 * restaurant sees it on its page and in its bell.
 */
export function InterviewAnswerControls({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applications');
  const mutation = useAnswerInterview(applicationId);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [alertKey, setAlertKey] = useState<string | null>(null);
  const [sent, setSent] = useState<InterviewResponse | null>(null);

  const send = (response: InterviewResponse) => {
    setAlertKey(null);
    setSent(response);
    mutation.mutate(
      { response, note: response === 'confirmed' ? '' : note },
      {
        onSuccess: () => {
          setAsking(false);
          setNote('');
          toast({
            title: t(
              response === 'confirmed'
                ? 'applications.interview.answer.confirmed'
                : 'applications.interview.answer.rescheduleSent',
            ),
          });
        },
        onError: (error) => {
          const key = errorMessageKey(error);
          setAlertKey(key);
          toast({
            variant: 'destructive',
            title: t('applications.interview.answer.failed'),
            description: t(key),
          });
        },
      },
    );
  };
  const pending = (response: InterviewResponse) => mutation.isPending && sent === response;

  return (
    <section aria-labelledby="interview-answer-title" className="grid gap-3">
      <h3 id="interview-answer-title" className="font-semibold">
        {t('applications.interview.answer.title')}
      </h3>
      <FormAlert id="interview-answer-alert" message={alertKey ? t(alertKey) : null} />
      {asking ? (
        <div className="grid gap-4">
          <TextareaField
            id="interview-reschedule-note"
            label={t('applications.interview.answer.note')}
            hint={t('applications.interview.answer.noteHint')}
            value={note}
            onChange={setNote}
            rows={3}
            maxLength={500}
          />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="ghost" disabled={mutation.isPending} onClick={() => setAsking(false)}>
              {t('applications.interview.answer.back')}
            </Button>
            <Button disabled={mutation.isPending} onClick={() => send('reschedule_requested')}>
              {pending('reschedule_requested')
                ? t('applications.interview.answer.sending')
                : t('applications.interview.answer.sendReschedule')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button disabled={mutation.isPending} onClick={() => send('confirmed')}>
            {pending('confirmed')
              ? t('applications.interview.answer.sending')
              : t('applications.interview.answer.confirm')}
          </Button>
          <Button
            variant="outline"
            disabled={mutation.isPending}
            onClick={() => {
              setAlertKey(null);
              setAsking(true);
            }}
          >
            {t('applications.interview.answer.reschedule')}
          </Button>
        </div>
      )}
    </section>
  );
}
