import type {
  InterviewAnswerInput,
  InterviewAnswerView,
} from '@brigade/shared/applications/interview-answer';
import { eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../core/app-error.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import {
  loadMailLinkKey,
  signLinkToken,
  verifyLinkToken,
} from '../mail-links/signed-link-token.ts';
import { recordInterviewAnswer } from './answer-interview.ts';
import type { ApplicationRow } from './application-record.ts';
import { presentInterview } from './present-application.ts';
import type { AppContext } from '../../core/app-context.ts';

const purpose = 'interview-answer';

/**
 * The token of an invite mail's "Confirm" and "Ask to reschedule" links: the application, and
 * the interview's SEQUENCE when the mail was sent. Moving or cancelling the interview raises the
 * sequence, so links of an older mail stop working (`interview_link_stale`) rather than answer
 * a time the applicant never saw.
 */
export function interviewAnswerToken(key: string, applicationId: string, sequence: number): string {
  return signLinkToken(key, { purpose, subject: applicationId, data: { sequence } });
}

/**
 * The answer token of the application's interview as it now stands (for a mail sent now), or
 * null when no interview is set.
 */
export async function currentInterviewAnswerToken(
  db: NodePgDatabase,
  applicationId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ sequence: applications.interviewSequence, at: applications.interviewDate })
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!row?.at) return null;
  return interviewAnswerToken(await loadMailLinkKey(db), applicationId, row.sequence);
}

/** The application a genuine, current link is about, read (or locked) with `db`. */
async function applicationOfLink(
  db: NodePgDatabase,
  key: string,
  token: string,
  options: { lock?: boolean } = {},
): Promise<ApplicationRow> {
  const claims = verifyLinkToken(key, token, purpose);
  const sequence = claims?.data.sequence;
  if (!claims || typeof sequence !== 'number') throw new AppError('invalid_interview_link');
  const select = db.select().from(applications).where(eq(applications.id, claims.subject));
  const [row] = options.lock ? await select.for('update') : await select;
  if (!row) throw new AppError('invalid_interview_link');
  if (row.interviewSequence !== sequence || !row.interviewDate) {
    throw new AppError('interview_link_stale');
  }
  return row;
}

async function present(db: NodePgDatabase, row: ApplicationRow): Promise<InterviewAnswerView> {
  const interview = presentInterview(row);
  const [job] = await db
    .select({ title: jobs.title, venueName: jobs.venueName })
    .from(jobs)
    .where(eq(jobs.id, row.jobId));
  if (!interview || !job) throw new Error('an answered interview without its time or job');
  return {
    jobTitle: job.title,
    venueName: job.venueName,
    interview,
    response: row.interviewResponse,
  };
}

/** What a link would answer, changing nothing (mail scanners open links: a GET must not act). */
export async function describeInterviewAnswer(
  ctx: AppContext,
  token: string,
): Promise<InterviewAnswerView> {
  const { db } = ctx.database;
  return present(db, await applicationOfLink(db, await loadMailLinkKey(db), token));
}

/** Answers the interview of a current link, as its applicant; the application's id comes back. */
export async function answerInterviewByLink(
  ctx: AppContext,
  input: InterviewAnswerInput,
): Promise<{ applicationId: string; view: InterviewAnswerView }> {
  const { db } = ctx.database;
  const key = await loadMailLinkKey(db);
  return db.transaction(async (tx) => {
    const row = await applicationOfLink(tx, key, input.token, { lock: true });
    await recordInterviewAnswer(tx, ctx.config, row, input);
    return {
      applicationId: row.id,
      view: await present(tx, { ...row, interviewResponse: input.response }),
    };
  });
}
