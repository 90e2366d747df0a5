import { isLanguage, defaultLanguage } from '@brigade/shared/languages';
import type { MailTopic } from '@brigade/shared/notifications/mail-topics';
import { paths } from '@brigade/shared/routes';
import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { mailText } from '../../mail/mail-catalogue.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { renderMailHtml, renderMailText, type MailFooter } from '../../mail/render-mail.ts';
import { loadMailLinkKey } from '../mail-links/signed-link-token.ts';
import {
  pageUnsubscribeUrl,
  unsubscribeToken,
  unsubscribeUrl,
} from '../mail-preferences/unsubscribe-link.ts';
import type { ClaimedWork } from '../queue/work-queue.ts';
import { composeMail, type MailEventWithFacts } from './compose-mail.ts';
import { interviewMailExtras } from './interview-mail.ts';
import { loadSubjectFacts } from './mail-event-facts.ts';
import { mailTypeOf, type ItemContext, type StoredMailEvent } from './mail-types.ts';
import { enqueueWork } from '../queue/work-queue.ts';
import { FLUSH_MAIL } from './record-mail-event.ts';

/** At most this many events go into one mail; a flush that meets more queues another. */
const EVENTS_PER_MAIL = 200;

interface FlushPayload {
  recipientId: string;
  topic: MailTopic;
  subjectId?: string;
  frequency?: 'instant' | 'daily';
}

type Ctx = Pick<AppContext, 'database' | 'mailer' | 'config'>;

/**
 * Takes this flush's events: unmailed ones of the recipient and topic (and subject or frequency)
 * that no other live flush holds. A flush retried after its process died finds its own again.
 */
async function claimEvents(ctx: Ctx, work: ClaimedWork, payload: FlushPayload) {
  const result = await ctx.database.db.execute<{
    id: string;
    type: string;
    subject_id: string;
    payload: Record<string, unknown>;
  }>(sql`
    update mail_events set flush_id = ${work.id}
    where id in (
      select e.id from mail_events e
      where e.recipient_id = ${payload.recipientId} and e.topic = ${payload.topic}
        and e.mailed_at is null
        and ${payload.subjectId ? sql`e.subject_id = ${payload.subjectId}` : sql`coalesce(e.payload->>'digest', 'instant') = ${payload.frequency ?? 'instant'}`}
        and (e.flush_id is null or e.flush_id = ${work.id} or not exists (
          select 1 from queued_work q
          where q.id = e.flush_id and q.state in ('pending', 'running')))
      order by e.created_at
      limit ${EVENTS_PER_MAIL}
      for update skip locked)
    returning id, type, subject_id, payload`);
  return result.rows.map((row): StoredMailEvent => ({
    id: row.id,
    type: row.type,
    subjectId: row.subject_id,
    payload: row.payload,
  }));
}

async function markMailed(ctx: Ctx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.database.db.execute(sql`
    update mail_events set mailed_at = now()
    where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

async function loadRecipient(ctx: Ctx, payload: FlushPayload) {
  const result = await ctx.database.db.execute<{
    email: string;
    first_name: string;
    user_type: ItemContext['recipientType'];
    language: string | null;
    is_active: boolean;
    enabled: boolean | null;
  }>(sql`
    select u.email, u.first_name, u.user_type, u.language, u.is_active, p.enabled
    from users u
    left join mail_preferences p on p.user_id = u.id and p.topic = ${payload.topic}
    where u.id = ${payload.recipientId}`);
  return result.rows[0];
}

/** The footer's links: settings, and a one-click unsubscribe for this topic (RFC 8058). */
async function footerLinks(ctx: Ctx, recipientId: string, topic: MailTopic) {
  const key = await loadMailLinkKey(ctx.database.db);
  const token = unsubscribeToken(key, recipientId, topic);
  const { APP_URL } = ctx.config;
  return {
    oneClick: unsubscribeUrl(APP_URL, token),
    page: pageUnsubscribeUrl(APP_URL, token),
    settings: new URL(`${paths.profile.edit}#notifications`, APP_URL).toString(),
  };
}

/**
 * The queued flush of one recipient's topic: gathers its events into one mail in the recipient's
 * language and sends it. Events with nothing left to say (a message read meanwhile, a subject
 * deleted), a recipient who turned the topic off or whose account is deactivated: marked done
 * without mail. If sending fails, the events stay claimed by this flush, which is retried.
 */
export async function flushMail(ctx: Ctx, work: ClaimedWork): Promise<void> {
  const payload = work.payload as unknown as FlushPayload;
  const events = await claimEvents(ctx, work, payload);
  if (events.length === 0) return;
  if (events.length === EVENTS_PER_MAIL) {
    await enqueueWork(ctx.database.db, { kind: FLUSH_MAIL, payload: { ...payload } });
  }
  const recipient = await loadRecipient(ctx, payload);
  const ids = events.map((event) => event.id);
  if (!recipient || !recipient.is_active || recipient.enabled === false) {
    await markMailed(ctx, ids);
    return;
  }
  const facts = await loadSubjectFacts(
    ctx.database.db,
    events.map((event) => ({ kind: mailTypeOf(event.type).subject, id: event.subjectId })),
  );
  const entries: MailEventWithFacts[] = [];
  for (const event of events) {
    const found = facts.get(event.subjectId);
    // A message read live, or a subject deleted since: nothing to tell.
    if (!found || (found.kind === 'message' && found.read)) continue;
    entries.push({ event, facts: found });
  }
  if (entries.length === 0) {
    await markMailed(ctx, ids);
    return;
  }
  const language = isLanguage(recipient.language) ? recipient.language : defaultLanguage;
  const t = mailText(language);
  const context: ItemContext = { t, language, recipientType: recipient.user_type };
  const extras =
    payload.topic === 'interviews' ? await interviewMailExtras(ctx, entries, context) : undefined;
  const content = {
    ...composeMail(payload.topic, entries, context, ctx.config.APP_URL),
    ...extras?.content,
  };
  const links = await footerLinks(ctx, payload.recipientId, payload.topic);
  const footer: MailFooter = {
    language,
    greeting: t('common.greeting', { name: recipient.first_name }),
    signature: t('common.signature'),
    reason: t(`common.reason.${payload.topic}`),
    settings: { label: t('common.settings'), url: links.settings },
    unsubscribe: { label: t('common.unsubscribe'), url: links.page },
  };
  const message: MailMessage = {
    to: recipient.email,
    subject: content.subject,
    text: renderMailText(content, footer),
    html: renderMailHtml(content, footer),
    messageId: `<${work.id}@${new URL(ctx.config.APP_URL).hostname}>`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
  if (extras?.icalEvent) message.icalEvent = extras.icalEvent;
  await ctx.mailer.send(message);
  await markMailed(ctx, ids);
}
