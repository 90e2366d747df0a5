import { paths } from '@brigade/shared/routes';
import type { AppContext } from '../../core/app-context.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import type { MailContent } from '../../mail/render-mail.ts';
import { interviewAnswerToken } from '../applications/interview-answer-link.ts';
import { interviewInviteOf } from '../calendar/interview-calendar.ts';
import { loadMailLinkKey } from '../mail-links/signed-link-token.ts';
import type { MailEventWithFacts } from './compose-mail.ts';
import type { ItemContext } from './mail-types.ts';

const INVITING = new Set(['interview_scheduled', 'interview_moved', 'interview_reminder']);

/**
 * What an applicant's interview mail carries besides its words: the calendar invite (REQUEST
 * for the interview as it now stands, CANCEL for the one just cancelled, RFC 5546), and links to
 * confirm or ask for another time that work without signing in (signed, for this version of the
 * interview only). Interview mail is one application's (gathered 'alone'); the newest event
 * decides.
 */
export async function interviewMailExtras(
  ctx: Pick<AppContext, 'config' | 'database'>,
  entries: MailEventWithFacts[],
  context: ItemContext,
): Promise<{ content: Partial<MailContent>; icalEvent?: MailMessage['icalEvent'] } | undefined> {
  const latest = entries.at(-1);
  if (!latest || context.recipientType !== 'applicant' || latest.facts.kind !== 'application') {
    return undefined;
  }
  const { event, facts } = latest;
  const { t } = context;
  const parties = {
    jobTitle: facts.jobTitle,
    venueName: facts.venueName,
    applicant: { name: facts.applicantName, email: facts.applicantEmail },
  };
  const pagePath = paths.applicant.application(event.subjectId);
  if (event.type === 'interview_cancelled') {
    const was = event.payload.interview as { at: string; timeZone: string; location: string };
    const content = interviewInviteOf(ctx, {
      applicationId: event.subjectId,
      sequence: Number(event.payload.sequence),
      method: 'CANCEL',
      interview: { ...was, at: new Date(was.at) },
      parties,
      pagePath,
    });
    return {
      content: { note: t('calendar.cancelNote') },
      icalEvent: { method: 'CANCEL', filename: 'interview.ics', content },
    };
  }
  if (!INVITING.has(event.type) || !facts.interviewAt || !facts.interviewTimeZone) return undefined;
  const invite = interviewInviteOf(ctx, {
    applicationId: event.subjectId,
    sequence: facts.interviewSequence,
    method: 'REQUEST',
    interview: {
      at: facts.interviewAt,
      timeZone: facts.interviewTimeZone,
      location: facts.interviewLocation ?? '',
    },
    parties,
    pagePath,
  });
  const token = interviewAnswerToken(
    await loadMailLinkKey(ctx.database.db),
    event.subjectId,
    facts.interviewSequence,
  );
  const link = (response: 'confirmed' | 'reschedule_requested') =>
    new URL(paths.interviewAnswer(token, response), ctx.config.APP_URL).toString();
  return {
    content: {
      note: t('calendar.note'),
      links: [
        { label: t('calendar.confirm'), url: link('confirmed') },
        { label: t('calendar.reschedule'), url: link('reschedule_requested') },
      ],
    },
    icalEvent: { method: 'REQUEST', filename: 'interview.ics', content: invite },
  };
}
