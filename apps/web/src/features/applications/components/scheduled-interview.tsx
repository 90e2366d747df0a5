import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type {
  ApplicationDetail,
  InterviewView,
} from '@brigade/shared/applications/application-answers';
import { AddToCalendarLink } from './add-to-calendar-link.tsx';
import { InterviewDetails } from './interview-details.tsx';
import { InterviewResponseState } from './interview-response-state.tsx';

interface ScheduledInterviewProps {
  application: ApplicationDetail;
  interview: InterviewView;
  /** The spacing around and between the parts, as the page around it wants it. */
  className: string;
  /** What the viewer can do about it (the applicant's answer), below the rest. */
  children?: ReactNode;
}

/**
 * An application's interview as both sides see it: when and where, the applicant's answer so
 * far, and Add to calendar.
 */
export function ScheduledInterview({
  application,
  interview,
  className,
  children,
}: ScheduledInterviewProps) {
  return (
    <div className={clsx('grid justify-items-start', className)}>
      <InterviewDetails interview={interview} />
      {application.interviewResponse ? (
        <InterviewResponseState
          response={application.interviewResponse}
          viewer={application.viewer}
        />
      ) : null}
      <AddToCalendarLink applicationId={application.id} />
      {children}
    </div>
  );
}
