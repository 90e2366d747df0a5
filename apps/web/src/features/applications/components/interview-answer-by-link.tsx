import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { InterviewResponse } from '@brigade/shared/applications/interview-response';
import { paths } from '@brigade/shared/routes';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { useAnswerByLink, useInterviewAnswerLink } from '../api/interview-answer-link.ts';
import { RescheduleNoteField, useAnswerFailure } from './interview-answer-parts.tsx';
import { InterviewDetails } from './interview-details.tsx';

const box = 'grid gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground';

function ToApplications() {
  const { t } = useTranslation('applications');
  return (
    <Link to={paths.applicant.applications} className="font-medium underline underline-offset-4">
      {t('applications.interview.answerLink.openApplications')}
    </Link>
  );
}

/**
 * An invite mail's confirm or reschedule link, opened: the interview it answers and what will be
 * sent, then a button. Opening the link changes nothing (mail scanners open links too); only the
 * button answers. A refused link (forged, or made before the interview moved) says why.
 */
export function InterviewAnswerByLink({
  token,
  initialResponse,
}: {
  token: string;
  initialResponse: InterviewResponse;
}) {
  const { t } = useTranslation('applications');
  const link = useInterviewAnswerLink(token);
  const mutation = useAnswerByLink(token);
  const [response, setResponse] = useState(initialResponse);
  const [note, setNote] = useState('');
  const failure = useAnswerFailure();
  const [done, setDone] = useState<InterviewResponse | null>(null);

  if (link.isPending) {
    return <p role="status">{t('applications.interview.answerLink.loading')}</p>;
  }
  if (link.isError) {
    return (
      <div role="alert" className="grid gap-3 rounded-2xl border border-danger/50 bg-danger/10 p-5">
        <p className="font-semibold">{t(errorMessageKey(link.error))}</p>
        <ToApplications />
      </div>
    );
  }
  const view = link.data;
  const heading = (
    <h2 className="text-xl font-semibold">
      {t('applications.interview.answerLink.job', {
        jobTitle: view.jobTitle,
        venueName: view.venueName,
      })}
    </h2>
  );

  if (done) {
    return (
      <div className={box}>
        {heading}
        <InterviewDetails interview={view.interview} />
        <p role="status" className="font-semibold">
          {t(
            done === 'confirmed'
              ? 'applications.interview.answerLink.doneConfirmed'
              : 'applications.interview.answerLink.doneReschedule',
          )}
        </p>
      </div>
    );
  }

  const asking = response === 'reschedule_requested';
  const send = () => {
    failure.clear();
    mutation.mutate(
      { response, note: asking ? note : '' },
      {
        onSuccess: () => setDone(response),
        onError: failure.fail,
      },
    );
  };

  return (
    <div className={box}>
      {heading}
      <InterviewDetails interview={view.interview} />
      {view.response ? (
        <p className="text-muted-foreground">
          {t(`applications.interview.answerLink.current.${view.response}`)}
        </p>
      ) : null}
      <p className="font-medium">
        {t(
          asking
            ? 'applications.interview.answerLink.rescheduleIntro'
            : 'applications.interview.answerLink.confirmIntro',
        )}
      </p>
      {asking ? (
        <RescheduleNoteField id="interview-answer-note" value={note} onChange={setNote} />
      ) : null}
      <FormAlert id="interview-answer-link-alert" message={failure.message} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button disabled={mutation.isPending} onClick={send}>
          {mutation.isPending
            ? t('applications.interview.answer.sending')
            : t(
                asking
                  ? 'applications.interview.answer.sendReschedule'
                  : 'applications.interview.answer.confirm',
              )}
        </Button>
        <Button
          variant="ghost"
          disabled={mutation.isPending}
          onClick={() => {
            failure.clear();
            setResponse(asking ? 'confirmed' : 'reschedule_requested');
          }}
        >
          {t(
            asking
              ? 'applications.interview.answerLink.switchToConfirm'
              : 'applications.interview.answerLink.switchToReschedule',
          )}
        </Button>
      </div>
    </div>
  );
}
