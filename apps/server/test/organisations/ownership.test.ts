import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@brigade/shared/routes';
import { loadConfig } from '../../src/config/env.ts';
import { startSmtpSink } from '../../src/testing/smtp-sink.ts';
import { sessionCookieOf } from '../support/accounts.ts';
import { buildRestaurant } from '../support/jobs.ts';
import { useTestApp } from '../support/test-app.ts';
import { call, joinWith } from './team-fixtures.ts';

const smtp = await startSmtpSink();
const join = joinWith(smtp);
afterAll(() => smtp.close());

describe('ownership: the owner hands the organisation to a member', () => {
  const t = useTestApp({ config: loadConfig({ SMTP_URL: smtp.url }) });

  it('makes the member its owner and keeps the former owner on as an admin', async () => {
    const founder = await buildRestaurant(t, { venueName: 'Casa Vieja' });
    const founderCookie = await sessionCookieOf(t, founder);
    const heir = await join(t, founderCookie, { role: 'admin' });
    const manager = await join(t, founderCookie, { role: 'manager', venueIds: [founder.id] });
    const read = async (cookie: string) =>
      (await call(t, 'GET', apiPaths.organisation.root, cookie)).json<{
        id: string;
        myRole: string;
        members: { id: string; userId: string; role: string }[];
      }>();
    const before = await read(founderCookie);
    const heirMember = before.members.find((member) => member.userId === heir.user.id);
    // Only the owner may hand it over.
    const byManager = await call(t, 'PUT', apiPaths.organisation.owner, manager.cookie, {
      memberId: heirMember?.id,
    });
    expect(byManager.statusCode).toBe(403);
    const handed = await call(t, 'PUT', apiPaths.organisation.owner, founderCookie, {
      memberId: heirMember?.id,
    });
    expect(handed.statusCode, handed.body).toBe(204);
    expect((await read(heir.cookie)).myRole).toBe('owner');
    const after = await read(founderCookie);
    expect(after.myRole).toBe('admin');
    expect(after.members.map((member) => [member.userId, member.role])).toEqual([
      [heir.user.id, 'owner'],
      [manager.user.id, 'manager'],
      [founder.id, 'admin'],
    ]);
    // The former owner may not hand it over again, nor edit the venue through Edit Profile.
    const again = await call(t, 'PUT', apiPaths.organisation.owner, founderCookie, {
      memberId: heirMember?.id,
    });
    expect(again.statusCode).toBe(403);
    const profile = (await call(t, 'GET', apiPaths.profile, founderCookie)).json<{
      kind: string;
      ownsOrganisation: boolean;
    }>();
    expect(profile).toMatchObject({ kind: 'teamMember', ownsOrganisation: false });
    const window = await call(t, 'PUT', apiPaths.profileDecisionWindow, founderCookie, {
      days: 30,
    });
    expect(window.statusCode).toBe(403);
    expect(
      (await call(t, 'GET', apiPaths.profile, heir.cookie)).json<{ ownsOrganisation: boolean }>(),
    ).toMatchObject({ ownsOrganisation: true });
    // The organisation now goes with the new owner's account, not the founder's.
    await t.database.pool.query('DELETE FROM users WHERE id = $1', [founder.id]);
    expect((await read(heir.cookie)).id).toBe(before.id);
    const { rows } = await t.database.pool.query<{ action: string }>(
      `SELECT action FROM admin_audit_log WHERE target_id = $1 AND action = 'organisation.owner_transfer'`,
      [before.id],
    );
    expect(rows).toHaveLength(1);
  });
});
