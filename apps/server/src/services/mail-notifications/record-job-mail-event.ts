import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobAudience } from '../organisations/job-audience.ts';
import { recordMailEvent, type MailEvent, type MailTiming } from './record-mail-event.ts';

/**
 * Records a mail event about a listing for the venue's side (a new application, a listing about
 * to close…): each member who hears of the listing gets it, its assignee and followers, or the
 * organisation's owner when nobody is assigned (decision 024).
 */
export async function recordJobMailEvent(
  tx: Pick<NodePgDatabase, 'execute'>,
  timing: MailTiming,
  event: Omit<MailEvent, 'recipientId'> & { jobId: string },
  now = new Date(),
): Promise<void> {
  const { jobId, ...rest } = event;
  for (const recipientId of await jobAudience(tx, jobId)) {
    await recordMailEvent(tx, timing, { ...rest, recipientId }, now);
  }
}
