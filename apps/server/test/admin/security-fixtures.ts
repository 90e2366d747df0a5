import { randomInt } from 'node:crypto';
import type { SecuritySeverity } from '@brigade/shared/security/security-event-types';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { securityEvents } from '../../src/db/schema/security-events.ts';
import { signedInUser } from '../support/accounts.ts';
import type { TestApp } from '../support/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A day of its own far in the future (year 2100 and after): events placed there are found only
 * by the test that made them, even on the PostgreSQL database all test files share, and are
 * never old enough for the hourly pruning other files may run.
 */
export function privateDay(): { start: Date; at: (minutes: number) => Date; end: Date } {
  const start = new Date(Date.UTC(2100, 0, 1) + randomInt(0, 300_000) * DAY_MS);
  return {
    start,
    at: (minutes) => new Date(start.getTime() + minutes * 60_000),
    end: new Date(start.getTime() + DAY_MS),
  };
}

/** Writes one event directly (the type is any string: the table keeps what it is given). */
export async function insertEvent(
  t: TestApp,
  event: {
    occurredAt: Date;
    severity?: SecuritySeverity;
    type?: string;
    userId?: string | null;
    ip?: string;
    details?: Record<string, unknown>;
  },
) {
  const [row] = await t.database.db
    .insert(securityEvents)
    .values({
      occurredAt: event.occurredAt,
      severity: event.severity ?? 'low',
      type: event.type ?? 'sign_in_succeeded',
      userId: event.userId ?? null,
      ip: event.ip ?? '192.0.2.1',
      details: event.details ?? {},
    })
    .returning();
  if (!row) throw new Error('no event written');
  return row;
}

/** The events recorded for one client address (tests give each request its own). */
export function eventsFrom(t: TestApp, ip: string, type?: string) {
  return t.database.db
    .select()
    .from(securityEvents)
    .where(and(eq(securityEvents.ip, ip), type ? eq(securityEvents.type, type) : undefined));
}

/** A GET as someone (cookie) or signed out (''). */
export function get(t: TestApp, url: string, cookie: string) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

/** Signed out 401, applicant and restaurant 403, admin 200. */
export async function expectAdminsOnly(t: TestApp, url: string): Promise<void> {
  const [admin, applicant, restaurant] = await Promise.all([
    signedInUser(t, 'admin'),
    signedInUser(t, 'applicant'),
    signedInUser(t, 'restaurant'),
  ]);
  expect((await get(t, url, '')).statusCode).toBe(401);
  expect((await get(t, url, applicant.cookie)).statusCode).toBe(403);
  expect((await get(t, url, restaurant.cookie)).statusCode).toBe(403);
  expect((await get(t, url, admin.cookie)).statusCode).toBe(200);
}
