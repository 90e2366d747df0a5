import { apiPaths } from '@brigade/shared/routes';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/applications.ts';
import { notificationReads } from '../../src/db/schema/notification-reads.ts';
import { hourlyMaintenance } from '../../src/services/maintenance/hourly-maintenance.ts';
import { notificationIds } from '../../src/services/notifications/notification-ids.ts';
import { buildUser, sessionCookieOf } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';
import { applyAs, sendMessage } from './notification-fixtures.ts';

const day = 86_400_000;

describe('pruning notification read marks (hourly maintenance)', () => {
  const t = useTestApp();

  it('drops the marks of notifications that can never come back, and keeps the rest', async () => {
    const job = await buildJob(t);
    const { applicant } = await buildApplicantWithResume(t);
    const recentApplication = await applyAs(t, applicant, job.id);
    const oldApplication = await applyAs(t, applicant, (await buildJob(t)).id);
    const stale = await applyAs(t, applicant, (await buildJob(t)).id);
    const [current] = await t.database.db
      .update(applications)
      .set({ status: 'Reviewed', updatedAt: new Date(Date.now() - 200 * day) })
      .where(eq(applications.id, stale))
      .returning();
    if (!current) throw new Error('no application');
    const other = await buildUser(t, { userType: 'restaurant' });
    const unread = await sendMessage(t, other, applicant);
    const read = await sendMessage(t, other, applicant, { read: true });

    const marks = {
      recentApplication: notificationIds.newApplication(recentApplication),
      oldApplication: notificationIds.newApplication(oldApplication),
      currentStatus: notificationIds.statusChanged(stale, current.updatedAt),
      replacedStatus: notificationIds.statusChanged(stale, new Date(Date.now() - 300 * day)),
      goneStatus: notificationIds.statusChanged(crypto.randomUUID(), new Date()),
      unreadMessage: notificationIds.newMessage(unread.id),
      readMessage: notificationIds.newMessage(read.id),
      goneMessage: notificationIds.newMessage(crypto.randomUUID()),
      malformed: 'message:not-a-uuid',
      justMade: notificationIds.newMessage(crypto.randomUUID()),
    };
    const readAt = (key: keyof typeof marks) => {
      if (key === 'justMade') return new Date();
      if (key === 'recentApplication') return new Date(Date.now() - 3 * day);
      return new Date(Date.now() - 100 * day);
    };
    await t.database.db.insert(notificationReads).values(
      Object.entries(marks).map(([key, notificationId]) => ({
        userId: applicant.id,
        notificationId,
        readAt: readAt(key as keyof typeof marks),
      })),
    );

    await hourlyMaintenance(t.ctx);

    const left = await t.database.db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(eq(notificationReads.userId, applicant.id));
    expect(left.map((row) => row.id).sort()).toEqual(
      [marks.recentApplication, marks.currentStatus, marks.unreadMessage, marks.justMade].sort(),
    );

    // The kept status mark still matches what the bell derives: it stays read.
    const answer = await t.app.inject({
      method: 'GET',
      url: apiPaths.notifications.list,
      headers: { cookie: await sessionCookieOf(t, applicant) },
    });
    expect(answer.json().items).toContainEqual(
      expect.objectContaining({ id: marks.currentStatus, read: true }),
    );
    expect(answer.json().items).toContainEqual(
      expect.objectContaining({ id: marks.unreadMessage, read: true }),
    );
    // Microsecond timestamps (set by the database) map to the same id on both sides.
    await t.database.db.execute(
      sql`UPDATE applications SET updated_at = clock_timestamp() WHERE id = ${stale}`,
    );
    const [moved] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, stale));
    const movedId = notificationIds.statusChanged(stale, moved?.updatedAt ?? new Date());
    await t.database.db.insert(notificationReads).values({
      userId: applicant.id,
      notificationId: movedId,
      readAt: new Date(Date.now() - 2 * day),
    });
    await hourlyMaintenance(t.ctx);
    const after = await t.database.db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(eq(notificationReads.userId, applicant.id));
    expect(after.map((row) => row.id)).toContain(movedId);
    expect(after.map((row) => row.id)).not.toContain(marks.currentStatus);
  });
});
