import { apiPaths } from '@brigade/shared/routes';
import type { SecurityEventCounts } from '@brigade/shared/security/security-answers';
import { describe, expect, it } from 'vitest';
import { countSecurityEvents } from '../../src/services/admin/security/count-security-events.ts';
import { signedInUser } from '../support/accounts.ts';
import { useTestApp } from '../support/test-app.ts';
import { get, insertEvent, privateDay } from './security-fixtures.ts';

const HOUR = 60;

describe('security event counts by severity', () => {
  const t = useTestApp();

  it('counts the last 24 hours and the last 7 days, every severity present', async () => {
    // "Now" is the end of a private day in the future, so only this test's events count.
    const day = privateDay();
    const now = day.end;
    const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await insertEvent(t, { occurredAt: minutesBefore(HOUR), severity: 'high' });
    await insertEvent(t, { occurredAt: minutesBefore(2 * HOUR), severity: 'high' });
    await insertEvent(t, { occurredAt: minutesBefore(3 * 24 * HOUR), severity: 'high' });
    await insertEvent(t, { occurredAt: minutesBefore(30 * HOUR), severity: 'medium' });
    await insertEvent(t, { occurredAt: minutesBefore(8 * 24 * HOUR), severity: 'critical' });

    expect(await countSecurityEvents(t.ctx, now)).toEqual({
      last24Hours: { low: 0, medium: 0, high: 2, critical: 0 },
      last7Days: { low: 0, medium: 1, high: 3, critical: 0 },
    });
  });

  it('answers the counts of now over HTTP, including an event just recorded', async () => {
    const { cookie } = await signedInUser(t, 'admin');
    await insertEvent(t, { occurredAt: new Date(Date.now() - 60_000), severity: 'critical' });
    const response = await get(t, apiPaths.admin.securityEventCounts, cookie);
    expect(response.statusCode).toBe(200);
    const counts = response.json<SecurityEventCounts>();
    for (const window of [counts.last24Hours, counts.last7Days]) {
      expect(Object.keys(window).sort()).toEqual(['critical', 'high', 'low', 'medium']);
      expect(window.critical).toBeGreaterThanOrEqual(1);
    }
  });
});
