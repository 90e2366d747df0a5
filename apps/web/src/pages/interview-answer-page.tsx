import { useSearchParams } from 'react-router';
import { useTranslation } from '../lib/translation/use-translation.ts';
import { interviewAnswerParams } from '@brigade/shared/applications/interview-answer';
import { Page } from '../components/layout/page.tsx';
import { InterviewAnswerByLink } from '../features/applications/components/interview-answer-by-link.tsx';

/**
 * /interview-answer?token=…&response=confirmed|reschedule_requested: where an interview invite
 * mail's links lead (no session needed). A link without a token cannot answer anything.
 */
export function InterviewAnswerPage() {
  const { t } = useTranslation('applications');
  const [searchParams] = useSearchParams();
  const token = searchParams.get(interviewAnswerParams.token);
  const response =
    searchParams.get(interviewAnswerParams.response) === 'reschedule_requested'
      ? 'reschedule_requested'
      : 'confirmed';
  return (
    <Page title={t('applications.interview.answerLink.title')} width="narrow">
      {token ? (
        <InterviewAnswerByLink token={token} initialResponse={response} />
      ) : (
        <p role="alert" className="rounded-2xl border border-danger/50 bg-danger/10 p-5">
          {t('applications.interview.answerLink.invalid')}
        </p>
      )}
    </Page>
  );
}
