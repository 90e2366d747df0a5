import { jobAlertInput } from '@brigade/shared/jobs/job-alerts';
import { paths } from '@brigade/shared/routes';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { changeJobStatus } from '../../src/services/jobs/change-job-status.ts';
import { createJobAlert } from '../../src/services/job-alerts/create-job-alert.ts';
import { matchAlerts } from '../../src/services/mail-notifications/match-alerts.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { buildUser } from '../support/accounts.ts';
import { buildJob, uniqueWord } from '../support/jobs.ts';
import { drainMailQueue, inHours, mailsFor, subjectOf } from '../support/mail.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { putOnPlan } from '../support/plans.ts';

const smtp = await startSmtpSink();

/** The queue's alert matching for one job (what the worker runs when a listing opens). */
const matchJob = (t: TestApp, jobId: string) =>
  matchAlerts(t.ctx, {
    id: 'test',
    kind: 'alerts.match',
    payload: { jobId },
    attempts: 1,
    maxAttempts: 8,
  });

describe('job alert mail', () => {
  afterAll(() => smtp.close());
  const t = useTestApp({
    config: loadConfig({ SMTP_URL: smtp.url, APP_URL: 'https://brigade.example' }),
  });

  async function alert(query: Record<string, string>, frequency: 'instant' | 'daily' = 'instant') {
    const owner = await buildUser(t);
    // Instant alerts come with Pro (daily ones are free).
    if (frequency === 'instant') await putOnPlan(t, owner, 'pro');
    await createJobAlert(
      t.ctx,
      owner.id,
      jobAlertInput.parse({ name: 'Cooks nearby', query, frequency }),
    );
    return owner;
  }

  it('mails a matching new listing once, never twice, and nothing for one that does not match', async () => {
    const city = uniqueWord('Alertcity');
    const owner = await alert({ role: 'cook', city });
    const matching = await buildJob(t, { role: 'cook', city, title: 'Grill Cook' });
    const other = await buildJob(t, { role: 'bartender', city, title: 'Bartender' });
    await matchJob(t, matching.id);
    await matchJob(t, other.id);
    await drainMailQueue(t, { people: [owner] });
    const mails = mailsFor(smtp.received, owner.email);
    expect(mails.map(subjectOf)).toEqual(['New job for your alert Cooks nearby: Grill Cook']);
    expect(mails[0]?.text).toContain(`https://brigade.example${paths.job(matching.id)}`);
    expect(mails[0]?.text).not.toContain(other.id);

    // Closed and reopened, the listing is matched again by the queue, but never mailed again.
    await changeJobStatus(t.ctx, matching.restaurant, matching.id, 'closed');
    await changeJobStatus(t.ctx, matching.restaurant, matching.id, 'open');
    await matchJob(t, matching.id);
    await drainMailQueue(t, { people: [owner] });
    expect(mailsFor(smtp.received, owner.email)).toHaveLength(1);
  });

  it('gathers a daily alert into one mail a day', async () => {
    const city = uniqueWord('Dailycity');
    const owner = await alert({ city }, 'daily');
    for (const title of ['Waiter', 'Runner']) {
      const job = await buildJob(t, { city, title, role: 'server' });
      await matchJob(t, job.id);
    }
    await drainMailQueue(t, { people: [owner] }, inHours(1));
    expect(mailsFor(smtp.received, owner.email)).toHaveLength(0);
    await drainMailQueue(t, { people: [owner] }, inHours(25));
    const mails = mailsFor(smtp.received, owner.email);
    expect(mails.map(subjectOf)).toEqual(['2 new jobs for your alerts']);
  });
});
