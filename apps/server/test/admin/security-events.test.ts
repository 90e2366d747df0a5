import { apiPaths } from '@brigade/shared/routes';
import type { SecurityEventView } from '@brigade/shared/security/security-answers';
import type { Page } from '@brigade/shared/jobs/job-answers';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { get, insertEvent, privateDay } from './security-fixtures.ts';

describe('GET security events (admins)', () => {
  const t = useTestApp();
  const day = privateDay();
  let cookie = '';
  let cook: Awaited<ReturnType<typeof buildUser>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    cookie = (await signedInUser(t, 'admin')).cookie;
    cook = await buildUser(t);
    ids.low = (await insertEvent(t, { occurredAt: day.at(10), severity: 'low' })).id;
    ids.failed = (
      await insertEvent(t, {
        occurredAt: day.at(20),
        severity: 'medium',
        type: 'sign_in_failed',
        userId: cook.id,
        ip: '198.51.100.7',
        details: { email: cook.email },
      })
    ).id;
    ids.xss = (
      await insertEvent(t, {
        occurredAt: day.at(30),
        severity: 'high',
        type: 'input_rejected',
        details: { rule: 'xss', field: 'title' },
      })
    ).id;
  });

  /** The day's events matching more filters, as ids, newest first. */
  const list = async (filters: Record<string, string> = {}, within = day) => {
    const query = new URLSearchParams({
      from: within.start.toISOString(),
      to: within.end.toISOString(),
      ...filters,
    });
    const response = await get(t, `${apiPaths.admin.securityEvents}?${query}`, cookie);
    expect(response.statusCode).toBe(200);
    return response.json<Page<SecurityEventView>>();
  };

  it('lists the events newest first, each with its fields and user e-mail', async () => {
    const page = await list();
    expect(page.items.map((event) => event.id)).toEqual([ids.xss, ids.failed, ids.low]);
    expect(page.total).toBe(3);
    expect(page.items[1]).toEqual({
      id: ids.failed,
      occurredAt: day.at(20).toISOString(),
      severity: 'medium',
      type: 'sign_in_failed',
      userId: cook.id,
      userEmail: cook.email,
      ip: '198.51.100.7',
      details: { email: cook.email },
    });
  });

  it.each([
    ['severity', { severity: 'high' }, ['xss']],
    ['type', { type: 'sign_in_failed' }, ['failed']],
  ])('narrows by %s', async (_name, filters, expected) => {
    const page = await list(filters);
    expect(page.items.map((event) => event.id)).toEqual(expected.map((name) => ids[name]));
  });

  it('narrows by time range: from inclusive, to exclusive', async () => {
    const page = await list({ from: day.at(10).toISOString(), to: day.at(30).toISOString() });
    expect(page.items.map((event) => event.id)).toEqual([ids.failed, ids.low]);
  });

  it('narrows by user: part of the e-mail, or the id', async () => {
    const part = cook.email.slice(0, cook.email.indexOf('@')).toUpperCase();
    expect((await list({ user: part })).items.map((e) => e.id)).toEqual([ids.failed]);
    expect((await list({ user: cook.id })).items.map((e) => e.id)).toEqual([ids.failed]);
    expect((await list({ user: 'nobody-has-this-address' })).items).toEqual([]);
  });

  it('finds events naming an address in their details (a failed sign-in) by that address', async () => {
    const ownDay = privateDay();
    const email = `ghost.${ownDay.start.getTime()}@brigade.test`;
    const ghost = await insertEvent(t, {
      occurredAt: ownDay.at(40),
      severity: 'medium',
      type: 'sign_in_failed',
      details: { email },
    });
    const found = await list({ user: email.slice(0, 12) }, ownDay);
    expect(found.items.map((event) => event.id)).toEqual([ghost.id]);
  });

  it('paginates', async () => {
    const page = await list({ page: '2', pageSize: '2' });
    expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(page.items.map((event) => event.id)).toEqual([ids.low]);
  });

  it('ignores unknown filter values instead of failing', async () => {
    const page = await list({ severity: 'apocalyptic', type: 'no_such_type' });
    expect(page.total).toBe(3);
  });
});
