import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { applicationEvents, applications } from '../../src/db/schema/applications.ts';
import { messages } from '../../src/db/schema/messaging.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { changeApplicationStatus } from '../../src/services/applications/change-application-status.ts';
import { sendMessage } from '../../src/services/messaging/send-message.ts';
import { findOrCreateConversation } from '../../src/services/messaging/start-conversation.ts';
import { computeResponsiveness } from '../../src/services/venues/compute-responsiveness.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

const HOUR = 3_600_000;

/** Issue 16, no ghosting: how each venue answers its applicants, counted hourly, on job pages. */
describe('a venue’s responsiveness', () => {
  const t = useTestApp();

  async function venueWithApplications(count: number) {
    const restaurant = await buildRestaurant(t);
    const job = await buildJob(t, { restaurant });
    const list = [];
    for (let index = 0; index < count; index += 1) {
      const { applicant } = await buildApplicantWithResume(t);
      const { id } = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
      list.push({ id, applicant });
    }
    return { restaurant, job, list };
  }
  /** Moves an application's start `daysAgo` days back. */
  const appliedDaysAgo = (id: string, daysAgo: number) =>
    t.database.db
      .update(applications)
      .set({ appliedAt: new Date(Date.now() - daysAgo * 24 * HOUR) })
      .where(eq(applications.id, id));
  /** Dates what the venue did on it `hours` after the application. */
  const answeredAfter = async (id: string, hours: number) => {
    const [row] = await t.database.db
      .select({ appliedAt: applications.appliedAt })
      .from(applications)
      .where(eq(applications.id, id));
    const at = new Date((row?.appliedAt.getTime() ?? 0) + hours * HOUR);
    await t.database.db
      .update(applicationEvents)
      .set({ createdAt: at })
      .where(and(eq(applicationEvents.applicationId, id), sql`kind <> 'applied'`));
    return at;
  };
  const venueOnJobPage = async (jobId: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json().venue;

  it('shows the share answered and the median time to a first answer, over 90 days', async () => {
    const { restaurant, job, list } = await venueWithApplications(7);
    for (const { id } of list) await appliedDaysAgo(id, 10);
    const [byStatus, bySecondStatus, byMessage, late, unanswered, withdrawn, old] = list;
    if (!byStatus || !bySecondStatus || !byMessage || !late || !unanswered || !withdrawn || !old) {
      throw new Error('seven applications expected');
    }
    for (const [application, hours] of [
      [byStatus, 2],
      [bySecondStatus, 6],
      [late, 30],
    ] as const) {
      await changeApplicationStatus(t.ctx, restaurant, application.id, {
        status: 'Reviewed',
        note: '',
      });
      await answeredAfter(application.id, hours);
    }
    // A message to the applicant answers too.
    const { id: conversationId } = await findOrCreateConversation(
      t.database.db,
      restaurant,
      byMessage.applicant.id,
      byMessage.id,
    );
    await sendMessage(t.ctx, restaurant, conversationId, 'Can you come in on Friday?');
    const [applied] = await t.database.db
      .select({ appliedAt: applications.appliedAt })
      .from(applications)
      .where(eq(applications.id, byMessage.id));
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date((applied?.appliedAt.getTime() ?? 0) + 10 * HOUR) })
      .where(eq(messages.conversationId, conversationId));
    // The applicant's own withdrawal is no answer from the venue; nor is anything older than
    // 90 days counted at all.
    await changeApplicationStatus(t.ctx, withdrawn.applicant, withdrawn.id, {
      status: 'Withdrawn',
      note: '',
    });
    await appliedDaysAgo(old.id, 100);

    // Nothing shows before the hourly work has counted.
    expect((await venueOnJobPage(job.id)).responsiveness).toBeNull();
    await computeResponsiveness(t.database.db);
    // 4 of 6 answered, after 2, 6, 10 and 30 hours: a median of 8.
    expect((await venueOnJobPage(job.id)).responsiveness).toEqual({
      answeredPercent: 67,
      medianResponseHours: 8,
    });
  });

  it('calls a venue with fewer than 5 applications new, and one with none left new again', async () => {
    const few = await venueWithApplications(2);
    await computeResponsiveness(t.database.db);
    expect((await venueOnJobPage(few.job.id)).responsiveness).toBeNull();

    const enough = await venueWithApplications(5);
    await computeResponsiveness(t.database.db);
    expect((await venueOnJobPage(enough.job.id)).responsiveness).toEqual({
      answeredPercent: 0,
      medianResponseHours: null,
    });
    for (const { id } of enough.list) await appliedDaysAgo(id, 91);
    await computeResponsiveness(t.database.db);
    expect((await venueOnJobPage(enough.job.id)).responsiveness).toBeNull();
  });
});
