import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { markConversationRead } from '../../src/services/messaging/mark-read.ts';
import { sendMessage } from '../../src/services/messaging/send-message.ts';
import { findOrCreateConversation } from '../../src/services/messaging/start-conversation.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { drainMailQueue, inMinutes, mailsFor, subjectOf } from '../support/mail.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

const smtp = await startSmtpSink();

describe('unread-message mail', () => {
  afterAll(() => smtp.close());
  const t = useTestApp({
    config: loadConfig({ SMTP_URL: smtp.url, APP_URL: 'https://brigade.example' }),
  });

  /** A venue writing to someone who applied to it, in their conversation. */
  async function conversation() {
    const restaurant = await buildRestaurant(t, { venueName: 'Bistro Lune' });
    const job = await buildJob(t, { restaurant });
    const { applicant } = await buildApplicantWithResume(t);
    const application = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
    const { id } = await findOrCreateConversation(
      t.database.db,
      restaurant,
      applicant.id,
      application.id,
    );
    return { restaurant, applicant, conversationId: id };
  }

  it('mails messages still unread after MESSAGE_MAIL_DELAY, several as one', async () => {
    const { restaurant, applicant, conversationId } = await conversation();
    await sendMessage(t.ctx, restaurant, conversationId, 'Can you come in on Friday?');
    await sendMessage(t.ctx, restaurant, conversationId, 'Around 3 pm would be ideal.');
    await drainMailQueue(t, { people: [applicant] }, inMinutes(5));
    expect(mailsFor(smtp.received, applicant.email)).toHaveLength(0);
    await drainMailQueue(t, { people: [applicant] }, inMinutes(11));
    const mails = mailsFor(smtp.received, applicant.email);
    expect(mails).toHaveLength(1);
    expect(subjectOf(mails[0])).toBe('2 unread messages');
    expect(mails[0]?.text).toContain('From Bistro Lune');
    expect(mails[0]?.text).toContain(
      `https://brigade.example/messaging?conversation=${conversationId}`,
    );
  });

  it('mails nothing when the messages were read in time', async () => {
    const { restaurant, applicant, conversationId } = await conversation();
    await sendMessage(t.ctx, restaurant, conversationId, 'See you tomorrow.');
    await markConversationRead(t.ctx, applicant, conversationId);
    await drainMailQueue(t, { people: [applicant] }, inMinutes(11));
    expect(mailsFor(smtp.received, applicant.email)).toHaveLength(0);
  });
});
