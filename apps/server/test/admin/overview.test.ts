import type { AdminOverview, DailyCount } from '@brigade/shared/admin/overview';
import { apiPaths } from '@brigade/shared/routes';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/db/schema/applications.ts';
import { contactMessages } from '../../src/db/schema/contact-messages.ts';
import { jobs } from '../../src/db/schema/jobs.ts';
import { users } from '../../src/db/schema/users.ts';
import { readOverview } from '../../src/services/admin/read-overview.ts';
import { signedInUser, uniqueEmail } from '../support/accounts.ts';
import { isolated, onTransaction } from '../support/isolated.ts';
import { useTestApp } from '../support/test-app.ts';
import { expectAdminsOnly } from './admin-access.ts';
import { foundOrganisation } from '../../src/services/organisations/found-organisation.ts';

const DAY_MS = 86_400_000;
const localDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

async function insertUser(
  tx: NodePgDatabase,
  userType: 'applicant' | 'restaurant',
  values: { isActive?: boolean; createdAt?: Date } = {},
) {
  const [user] = await tx
    .insert(users)
    .values({
      name: 'Test Person',
      email: uniqueEmail(userType),
      userType,
      firstName: 'Test',
      lastName: 'Person',
      ...values,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user inserted');
  if (userType === 'restaurant') await foundOrganisation(tx, { id: user.id, name: 'Test Person' });
  return user.id;
}

describe('the admin overview', () => {
  const t = useTestApp();
  let adminCookie = '';
  beforeAll(async () => {
    adminCookie = (await signedInUser(t, 'admin')).cookie;
  });

  const get = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `${apiPaths.admin.overview}${query}`,
      headers: { cookie: adminCookie },
    });

  it('is for admins only', async () => {
    await expectAdminsOnly(t, 'GET', apiPaths.admin.overview);
  });

  it('answers every figure, and two series of 30 days ending today in the asked zone', async () => {
    const response = await get('?tz=Pacific%2FAuckland');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<AdminOverview>();
    expect(overview.timeZone).toBe('Pacific/Auckland');
    expect(Object.keys(overview.users)).toEqual(['applicant', 'restaurant', 'admin']);
    // The admin asking is counted.
    expect(overview.users.admin.active).toBeGreaterThanOrEqual(1);
    expect(Object.keys(overview.applicationsThisWeek).sort()).toEqual([
      'Hired',
      'Offered',
      'Pending',
      'Rejected',
      'Reviewed',
      'Shortlisted',
      'Withdrawn',
    ]);
    for (const series of [overview.signUpsPerDay, overview.applicationsPerDay]) {
      expect(series).toHaveLength(30);
      expect(series.at(-1)?.date).toBe(localDay(new Date(), 'Pacific/Auckland'));
      const steps = series
        .slice(1)
        .map((point, i) => Date.parse(point.date) - Date.parse(series[i]?.date ?? ''));
      expect(new Set(steps)).toEqual(new Set([DAY_MS]));
    }
  });

  it('defaults to UTC and refuses a time zone that does not exist', async () => {
    expect((await get('')).json<AdminOverview>().timeZone).toBe('UTC');
    const refused = await get('?tz=Mars%2FOlympus');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('validation_failed');
  });

  it('counts exactly what is added: by type and state, open jobs, statuses, today', async () => {
    const zone = 'Europe/Paris';
    const [before, after] = await isolated(t.database.db, async (tx) => {
      const first = await readOverview(onTransaction(t.ctx, tx), zone);
      await insertUser(tx, 'applicant');
      await insertUser(tx, 'applicant', { isActive: false });
      const applicantId = await insertUser(tx, 'applicant');
      const restaurantId = await insertUser(tx, 'restaurant');
      const [job] = await tx
        .insert(jobs)
        .values({
          restaurantId,
          title: 'Line Cook',
          description: 'Busy kitchen.',
          location: '1 Market Street',
          city: 'Lyon',
          role: 'cook',
          employmentType: 'full_time',
          status: 'open',
          publishedAt: new Date(),
        })
        .returning({ id: jobs.id });
      await tx.insert(jobs).values({
        restaurantId,
        title: 'Draft Cook',
        description: 'Not yet.',
        location: '1 Market Street',
        city: 'Lyon',
        role: 'cook',
        employmentType: 'full_time',
      });
      await tx
        .insert(applications)
        .values({ jobId: job?.id ?? '', applicantId, restaurantId, status: 'Reviewed' });
      // Older data may spell a status in capitals: it counts as that status (the spec reads
      // 'pending' case-insensitively), never as a status of its own.
      const otherApplicant = await insertUser(tx, 'applicant');
      await tx.insert(applications).values({
        jobId: job?.id ?? '',
        applicantId: otherApplicant,
        restaurantId,
        status: 'PENDING' as 'Pending',
      });
      await tx.insert(contactMessages).values({
        name: 'Ada',
        email: 'ada@example.com',
        topic: 'other',
        message: 'Hello from the overview test.',
      });
      return [first, await readOverview(onTransaction(t.ctx, tx), zone)] as const;
    });

    expect(after.users.applicant.active - before.users.applicant.active).toBe(3);
    expect(after.users.applicant.deactivated - before.users.applicant.deactivated).toBe(1);
    expect(after.users.restaurant.active - before.users.restaurant.active).toBe(1);
    expect(after.users.admin).toEqual(before.users.admin);
    expect(after.openJobs - before.openJobs).toBe(1);
    expect(after.applicationsThisWeek.Reviewed - before.applicationsThisWeek.Reviewed).toBe(1);
    expect(after.applicationsThisWeek.Pending - before.applicationsThisWeek.Pending).toBe(1);
    expect(Object.keys(after.applicationsThisWeek)).toHaveLength(7);
    expect(after.messagesToday - before.messagesToday).toBe(1);
    const today = (series: DailyCount[]) => series.at(-1)?.count ?? NaN;
    expect(today(after.signUpsPerDay) - today(before.signUpsPerDay)).toBe(5);
    expect(today(after.applicationsPerDay) - today(before.applicationsPerDay)).toBe(2);
  });

  it('puts each row on its day in the asked zone, and leaves rows older than 30 days out', async () => {
    const zone = 'Pacific/Auckland';
    const tenDaysAgo = new Date(Date.now() - 10 * DAY_MS);
    const [before, after] = await isolated(t.database.db, async (tx) => {
      const first = await readOverview(onTransaction(t.ctx, tx), zone);
      await insertUser(tx, 'applicant', { createdAt: tenDaysAgo });
      await insertUser(tx, 'applicant', { createdAt: new Date(Date.now() - 40 * DAY_MS) });
      return [first, await readOverview(onTransaction(t.ctx, tx), zone)] as const;
    });
    const day = localDay(tenDaysAgo, zone);
    const countOn = (overview: AdminOverview) =>
      overview.signUpsPerDay.find((point) => point.date === day)?.count ?? NaN;
    expect(countOn(after) - countOn(before)).toBe(1);
    const sum = (overview: AdminOverview) =>
      overview.signUpsPerDay.reduce((total, point) => total + point.count, 0);
    expect(sum(after) - sum(before)).toBe(1);
  });
});
