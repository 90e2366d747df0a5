import { apiPaths } from '@brigade/shared/routes';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/config/rate-limits.ts';
import { buildUser, sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { jobDefaults } from '../support/jobs.ts';
import { uniqueIp } from '../support/test-app.ts';
import { seedFile, useFilesTestApp } from '../files/stored-file-fixtures.ts';
import { eventsFrom } from './security-fixtures.ts';

describe('security events the server records', () => {
  const t = useFilesTestApp();

  describe('input_rejected: the input checker refusing SQL injection or XSS', () => {
    it.each([
      ['xss', { title: '<script>alert(1)</script>' }, 'title'],
      ['sql_injection', { description: "Great kitchen' OR '1'='1" }, 'description'],
    ])('%s is logged (high) with the field, the user and the IP', async (rule, change, field) => {
      const restaurant = await signedInUser(t, 'restaurant');
      const ip = uniqueIp();
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.jobs.search,
        headers: { cookie: restaurant.cookie },
        payload: { ...jobDefaults, ...change },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
      const events = await eventsFrom(t, ip, 'input_rejected');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        severity: 'high',
        userId: restaurant.user.id,
        details: { rule, field },
      });
    });

    it('is not logged for an ordinary validation error', async () => {
      const restaurant = await signedInUser(t, 'restaurant');
      const ip = uniqueIp();
      const response = await t.app.inject({
        method: 'POST',
        url: apiPaths.jobs.search,
        headers: { cookie: restaurant.cookie },
        payload: { ...jobDefaults, title: '' },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(400);
      expect(await eventsFrom(t, ip, 'input_rejected')).toEqual([]);
    });
  });

  describe('file_access_denied: the file access rule refusing an existing file', () => {
    it('is logged (medium) with the file and the caller, who still gets a 404', async () => {
      const owner = await signedInUser(t);
      const stranger = await signedInUser(t);
      const file = await seedFile(t, owner);
      const ip = uniqueIp();
      const response = await t.app.inject({
        method: 'GET',
        url: apiPaths.files.download(file.id),
        headers: { cookie: stranger.cookie },
        remoteAddress: ip,
      });
      expect(response.statusCode).toBe(404);
      const events = await eventsFrom(t, ip, 'file_access_denied');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        severity: 'medium',
        userId: stranger.user.id,
        details: { fileId: file.id, action: 'read' },
      });
    });

    it('is not logged for the owner, nor for an id that names no file', async () => {
      const owner = await signedInUser(t);
      const file = await seedFile(t, owner);
      const ip = uniqueIp();
      for (const id of [file.id, '00000000-0000-4000-8000-000000000000']) {
        await t.app.inject({
          method: 'GET',
          url: apiPaths.files.download(id),
          headers: { cookie: owner.cookie },
          remoteAddress: ip,
        });
      }
      expect(await eventsFrom(t, ip, 'file_access_denied')).toEqual([]);
    });
  });

  describe('events already recorded by their actions', () => {
    const signIn = (email: string, password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: `${apiPaths.auth.signIn}?portal=user`,
        payload: { email, password },
        remoteAddress: ip,
      });

    const cases: {
      type: string;
      severity: string;
      act: (ip: string) => Promise<string | null>;
    }[] = [
      {
        type: 'sign_in_failed',
        severity: 'medium',
        act: async (ip) => {
          // A wrong password names the address tried, not an account (details.email).
          const user = await buildUser(t);
          expect((await signIn(user.email, 'Wrong!Password1', ip)).statusCode).toBe(401);
          return null;
        },
      },
      {
        type: 'sign_in_succeeded',
        severity: 'low',
        act: async (ip) => {
          const user = await buildUser(t);
          expect((await signIn(user.email, user.password, ip)).statusCode).toBe(200);
          return user.id;
        },
      },
      {
        type: 'rate_limit_exceeded',
        severity: 'medium',
        act: async (ip) => {
          const message = {
            name: 'Sam',
            email: 'sam@brigade.test',
            topic: 'other',
            message: 'Hello there, a question about hiring.',
          };
          for (let i = 0; i <= rateLimits.contact.max; i += 1) {
            await t.app.inject({
              method: 'POST',
              url: apiPaths.contact,
              payload: message,
              remoteAddress: ip,
            });
          }
          return null;
        },
      },
      {
        type: 'password_reset_requested',
        severity: 'low',
        act: async (ip) => {
          const user = await buildUser(t);
          const response = await t.app.inject({
            method: 'POST',
            url: apiPaths.auth.forgotPassword,
            payload: { email: user.email },
            remoteAddress: ip,
          });
          expect(response.statusCode).toBe(202);
          return null;
        },
      },
      {
        type: 'account_deleted',
        severity: 'medium',
        act: async (ip) => {
          const user = await buildUser(t);
          const cookie = await sessionCookieOf(t, user);
          const response = await t.app.inject({
            method: 'DELETE',
            url: apiPaths.account,
            headers: { cookie },
            payload: { password: user.password },
            remoteAddress: ip,
          });
          expect(response.statusCode).toBe(204);
          return user.id;
        },
      },
    ];

    it.each(cases)('$type ($severity)', async ({ type, severity, act }) => {
      const ip = uniqueIp();
      const userId = await act(ip);
      const events = await eventsFrom(t, ip, type);
      expect(events).toHaveLength(1);
      expect(events[0]?.severity).toBe(severity);
      if (userId) expect(events[0]?.userId).toBe(userId);
    });
  });
});
