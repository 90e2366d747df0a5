import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { InterviewResponse } from '@brigade/shared/applications/interview-response';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useAnswerInterview } from '../api/answer-interview.ts';
import { RescheduleNoteField, useAnswerFailure } from './interview-answer-parts.tsx';

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
  const failure = useAnswerFailure();
  const [sent, setSent] = useState<InterviewResponse | null>(null);

  const send = (response: InterviewResponse) => {
    failure.clear();
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
        onError: failure.fail,
      },
    );
  };
  const pending = (response: InterviewResponse) => mutation.isPending && sent === response;

  return (
    <section aria-labelledby="interview-answer-title" className="grid gap-3">
      <h3 id="interview-answer-title" className="font-semibold">
        {t('applications.interview.answer.title')}
      </h3>
      <FormAlert id="interview-answer-alert" message={failure.message} />
      {asking ? (
        <div className="grid gap-4">
          <RescheduleNoteField id="interview-reschedule-note" value={note} onChange={setNote} />
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
              failure.clear();
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
