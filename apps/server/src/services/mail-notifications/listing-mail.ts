import { openApplicationStatuses } from '@brigade/shared/applications/application-status';
import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { enqueueWork } from '../queue/work-queue.ts';
import { recordMailEvent, type MailTiming } from './record-mail-event.ts';

/** Queued when a listing opens: its matching job alerts are looked up and mailed. */
export const MATCH_ALERTS = 'alerts.match';

type Executor = Pick<NodePgDatabase, 'execute'>;

/**
 * A listing closed (by its venue or an admin): everyone whose application to it was still in
 * play hears that it no longer accepts applications.
 */
export async function mailApplicationsClosed(
  tx: Executor,
  timing: MailTiming,
  jobId: string,
): Promise<void> {
  const open = sql.join(
    openApplicationStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await tx.execute<{ id: string; applicant_id: string }>(sql`
    select id, applicant_id from applications where job_id = ${jobId} and status in (${open})`);
  for (const row of result.rows) {
    await recordMailEvent(tx, timing, {
      recipientId: row.applicant_id,
      topic: 'status',
      type: 'application_closed',
      subjectId: row.id,
    });
  }
}

/** A listing opened (published or reopened): its job alerts are matched by the queue. */
export async function queueAlertMatching(tx: Executor, jobId: string): Promise<void> {
  await enqueueWork(tx, {
    kind: MATCH_ALERTS,
    payload: { jobId },
    singletonKey: `${MATCH_ALERTS}:${jobId}`,
  });
}
