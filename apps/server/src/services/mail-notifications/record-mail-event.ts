import type { MailTopic } from '@brigade/shared/notifications/mail-topics';
import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Config } from '../../config/env.ts';

/** The queued work that turns a recipient's unmailed events of one topic into one mail. */
export const FLUSH_MAIL = 'mail.flush';

export interface MailEvent {
  recipientId: string;
  topic: MailTopic;
  type: string;
  /** The application, job or message it is about. */
  subjectId: string;
  /** Public facts only (a reason, a status): never private notes. */
  payload?: Record<string, unknown>;
  /**
   * 'alone': mailed on its own rather than gathered with others (an interview invite carries its
   * own calendar file). A frequency: the caller's own (a job alert has one).
   */
  gather?: 'alone';
  frequency?: 'instant' | 'daily';
}

type Executor = Pick<NodePgDatabase, 'execute'>;
export type MailTiming = Pick<Config, 'MESSAGE_MAIL_DELAY' | 'MAIL_BATCH_DELAY'>;

/** How long an instant event of a topic waits for others to join it in one mail. */
function gatherDelayMs(topic: MailTopic, timing: MailTiming): number {
  if (topic === 'messages') return timing.MESSAGE_MAIL_DELAY;
  if (topic === 'applications' || topic === 'status') return timing.MAIL_BATCH_DELAY;
  return 0;
}

/**
 * Notes that `event` may be mailed and queues the flush that will mail it, in one statement in
 * the caller's transaction. Nothing is recorded when the recipient turned the topic off. Events
 * of one recipient and topic share one pending flush, due after the topic's gathering delay (or a
 * day for a daily digest), so several events become one mail.
 */
export async function recordMailEvent(
  tx: Executor,
  timing: MailTiming,
  event: MailEvent,
  now = new Date(),
): Promise<void> {
  const alone = event.gather === 'alone';
  const gatherMs = gatherDelayMs(event.topic, timing);
  await tx.execute(sql`
    with preference as (
      select coalesce(p.enabled, true) as enabled,
             coalesce(${event.frequency ?? null}::text, p.frequency, 'instant') as frequency
      from (select 1) one
      left join mail_preferences p on p.user_id = ${event.recipientId} and p.topic = ${event.topic}
    ), event as (
      insert into mail_events (recipient_id, topic, type, subject_id, payload)
      select ${event.recipientId}, ${event.topic}, ${event.type}, ${event.subjectId},
             ${JSON.stringify(event.payload ?? {})}::jsonb
               || case when frequency = 'daily' then '{"digest":"daily"}'::jsonb else '{}'::jsonb end
      from preference where enabled
    )
    insert into queued_work (kind, payload, run_at, singleton_key)
    select ${FLUSH_MAIL},
           ${alone ? sql`jsonb_build_object('recipientId', ${event.recipientId}::text, 'topic', ${event.topic}::text, 'subjectId', ${event.subjectId}::text)` : sql`jsonb_build_object('recipientId', ${event.recipientId}::text, 'topic', ${event.topic}::text, 'frequency', frequency)`},
           ${now.toISOString()}::timestamptz + case when frequency = 'daily'
             then interval '1 day' else make_interval(secs => ${gatherMs / 1000}) end,
           ${`${FLUSH_MAIL}:${event.recipientId}:${event.topic}:`} || ${alone ? sql`${event.subjectId}::text` : sql`frequency`}
    from preference where enabled
    on conflict (singleton_key) where state = 'pending' do nothing`);
}

/** Mailed (or dropped) events are kept 30 days, for questions about what was sent; then they go. */
export async function pruneMailedEvents(db: Executor): Promise<void> {
  await db.execute(sql`delete from mail_events where mailed_at < now() - interval '30 days'`);
}
