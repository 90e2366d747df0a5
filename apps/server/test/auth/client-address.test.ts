import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { buildUser, uniqueEmail } from '../support/accounts.ts';
import { uniqueIp, useTestApp } from '../support/test-app.ts';

/**
 * Behind one proxy (TRUST_PROXY=1) the client is the address that proxy appended: whatever a
 * client writes into X-Forwarded-For itself changes neither its rate-limit identity nor the
 * address the security log records.
 */
describe('the client address behind a proxy', () => {
  const t = useTestApp({ config: loadConfig({ TRUST_PROXY: '1' }) });

  it('cannot be rotated by the client to dodge the sign-in limit', async () => {
    const client = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        payload: { email: uniqueEmail('rotating'), password: 'Wrong!Pass1' },
        remoteAddress: '127.0.0.1',
        // The client's own invented entry first, then what the proxy appended.
        headers: { 'x-forwarded-for': `203.0.113.${attempt}, ${client}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toContain(429);

    const recorded = await t.database.db
      .select({ ip: securityEvents.ip })
      .from(securityEvents)
      .where(and(eq(securityEvents.type, 'sign_in_failed'), eq(securityEvents.ip, client)));
    expect(recorded.length).toBeGreaterThan(0);
    const spoofed = await t.database.db
      .select({ ip: securityEvents.ip })
      .from(securityEvents)
      .where(eq(securityEvents.ip, '203.0.113.0'));
    expect(spoofed).toEqual([]);
  });
});

describe('the client address with no proxy in front (the embedded default)', () => {
  const t = useTestApp();

  it('is recorded on the session, whatever X-Forwarded-For the client sends', async () => {
    const user = await buildUser(t);
    // Only the session this sign-in makes (buildUser's own is not made over HTTP).
    await t.database.db.delete(authSessions).where(eq(authSessions.userId, user.id));
    const client = uniqueIp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: user.email, password: user.password },
      remoteAddress: client,
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-brigade-client-address': '203.0.113.10' },
    });
    expect(response.statusCode).toBe(200);
    const sessions = await t.database.db
      .select({ ip: authSessions.ipAddress })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id));
    expect(sessions).toEqual([{ ip: client }]);
  });
});
