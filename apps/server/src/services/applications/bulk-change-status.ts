import {
  fillTemplate,
  type BulkStatusAnswer,
  type BulkStatusInput,
} from '@brigade/shared/applications/message-templates';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { announceApplicationChange } from '../live/announce-application-change.ts';
import { findTemplate } from '../message-templates/message-template-store.ts';
import { sendMessage } from '../messaging/send-message.ts';
import { findOrCreateConversation } from '../messaging/start-conversation.ts';
import { changeApplicationStatus } from './change-application-status.ts';
import { toolsVenueId } from '../organisations/venue-access.ts';

type Log = Parameters<typeof announceApplicationChange>[1];

/**
 * Several of the venue's applications moved to one status (the pipeline board's selection), each
 * by the same rules as one move (its own transaction, the transition map, the applicant's mail);
 * with a template, each applicant then gets its words filled with their first name and job, in
 * the conversation about that application. One refusal does not stop the rest: each id says how
 * it went (`error`: the code, or null; `messaged`: the template's words went).
 */
export async function bulkChangeStatus(
  ctx: AppContext,
  user: SessionUser,
  input: BulkStatusInput,
  log: Log,
): Promise<BulkStatusAnswer> {
  if (user.userType !== 'restaurant') throw new AppError('forbidden');
  const { db } = ctx.database;
  const template = input.templateId
    ? await findTemplate(db, await toolsVenueId(db, user), input.templateId)
    : null;
  const results: BulkStatusAnswer['results'] = [];
  for (const id of input.ids) {
    try {
      await changeApplicationStatus(ctx, user, id, { status: input.status, note: '' });
      await announceApplicationChange(ctx, log, id, 'both');
    } catch (error) {
      results.push({
        id,
        error: error instanceof AppError ? error.code : 'internal',
        messaged: false,
      });
      continue;
    }
    // Moved: a message that cannot go (the applicant's account is gone) does not undo that.
    const messaged = template
      ? await messageApplicant(ctx, user, id, template.body).then(
          () => true,
          () => false,
        )
      : false;
    results.push({ id, error: null, messaged });
  }
  return { results };
}

/** The template's words for this application's applicant, in their conversation about it. */
async function messageApplicant(ctx: AppContext, venue: SessionUser, id: string, body: string) {
  const { db } = ctx.database;
  const [row] = await db
    .select({
      applicantId: applications.applicantId,
      firstName: users.firstName,
      jobTitle: jobs.title,
      venueName: jobs.venueName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(eq(applications.id, id));
  if (!row) return;
  const content = fillTemplate(body, {
    name: row.firstName ?? '',
    job: row.jobTitle,
    venue: row.venueName,
  });
  const conversation = await findOrCreateConversation(db, venue, row.applicantId, id);
  await sendMessage(ctx, venue, conversation.id, content);
}
