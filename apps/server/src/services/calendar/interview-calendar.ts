import { paths } from '@brigade/shared/routes';
import type { SessionUser } from '@brigade/shared/session';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { findApplicationFor } from '../applications/application-record.ts';
import {
  interviewDurationMinutes,
  interviewInvite,
  interviewUid,
  type InterviewInviteInput,
} from './interview-invite.ts';
import {
  loadInterviewParties,
  mailFromAddress,
  type InterviewParties,
} from './interview-parties.ts';

export interface InterviewInviteFacts {
  applicationId: string;
  sequence: number;
  method: InterviewInviteInput['method'];
  interview: { at: Date; timeZone: string; location: string };
  parties: InterviewParties;
  /** The page the invite links to (the reader's application page). */
  pagePath: string;
}

/**
 * The invite of one version of an interview, organised by the venue (from the no-reply address:
 * replies go nowhere, answers go through the links) with the applicant as attendee. For the
 * "Add to calendar" download, and for the mail that announces a schedule, a move or a cancel.
 * The texts are English: a calendar shows them as they are, whoever opens the file.
 */
export function interviewInviteOf(
  ctx: Pick<AppContext, 'config'>,
  facts: InterviewInviteFacts,
): string {
  const { APP_URL, MAIL_FROM } = ctx.config;
  const { parties, interview } = facts;
  const url = new URL(facts.pagePath, APP_URL).toString();
  return interviewInvite({
    uid: interviewUid(facts.applicationId, APP_URL),
    sequence: facts.sequence,
    method: facts.method,
    start: interview.at,
    timeZone: interview.timeZone,
    durationMinutes: interviewDurationMinutes,
    location: interview.location,
    summary: `Interview: ${parties.jobTitle} at ${parties.venueName}`,
    description: [
      `Interview for ${parties.jobTitle} at ${parties.venueName}.`,
      interview.location,
      url,
    ].join('\n'),
    url,
    organizer: { name: parties.venueName, email: mailFromAddress(MAIL_FROM) },
    attendee: parties.applicant,
  });
}

/**
 * GET …/interview.ics: the scheduled interview for whoever may read the application (its
 * applicant, its restaurant, an admin; 404 for anyone else, and when no interview is set).
 */
export async function interviewCalendarFile(
  ctx: AppContext,
  user: SessionUser,
  applicationId: string,
): Promise<string> {
  const { db } = ctx.database;
  const { row, viewer } = await findApplicationFor(db, user, applicationId);
  if (!row.interviewDate || !row.interviewTimeZone) throw new AppError('not_found');
  return interviewInviteOf(ctx, {
    applicationId: row.id,
    sequence: row.interviewSequence,
    method: 'REQUEST',
    interview: {
      at: row.interviewDate,
      timeZone: row.interviewTimeZone,
      location: row.interviewLocation ?? '',
    },
    parties: await loadInterviewParties(db, row),
    pagePath:
      viewer === 'restaurant'
        ? paths.restaurant.application(row.id)
        : paths.applicant.application(row.id),
  });
}
