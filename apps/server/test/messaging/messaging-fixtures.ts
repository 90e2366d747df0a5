import type { SessionUser } from '@brigade/shared/session';
import { expect } from 'vitest';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import { buildUser, sessionCookieOf, STRONG_PASSWORD } from '../support/accounts.ts';
import { buildJob, buildRestaurant } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import type { TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One API call as a signed-in user (or nobody, with an empty cookie). */
export const call = (t: TestApp, method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

export type Person = SessionUser & { password: string; cookie: string };

/** Signs a test user in (made with the test password unless given) and keeps the cookie. */
export async function withCookie(
  t: TestApp,
  user: SessionUser & { password?: string },
): Promise<Person> {
  const password = user.password ?? STRONG_PASSWORD;
  return { ...user, password, cookie: await sessionCookieOf(t, { ...user, password }) };
}

/**
 * A restaurant (venue "Chez Test") with an open job, and an applicant with a resume who applied
 * to it: the pair the messaging policy lets talk. Both signed in.
 */
export async function hiringPair(t: TestApp, resumeVisibility: 'visible' | 'private' = 'visible') {
  const restaurant = await buildRestaurant(t);
  const job = await buildJob(t, { restaurant });
  const { applicant } = await buildApplicantWithResume(t, { visibility: resumeVisibility });
  const application = await applyToJob(t.ctx, applicant, job.id, { coverNote: '' });
  return {
    restaurant: await withCookie(t, restaurant),
    applicant: await withCookie(t, applicant),
    job,
    applicationId: application.id,
  };
}

/** A signed-in user of that role with no ties to anyone. */
export async function stranger(t: TestApp, userType: SessionUser['userType'] = 'applicant') {
  return withCookie(t, await buildUser(t, { userType }));
}

/** Opens (or finds) the conversation from `from` to `to`; expects it to be allowed. */
export async function openConversation(
  t: TestApp,
  from: Person,
  to: { id: string },
  applicationId?: string,
): Promise<string> {
  const response = await call(t, 'POST', '/api/conversations', from.cookie, {
    recipientId: to.id,
    ...(applicationId ? { applicationId } : {}),
  });
  expect([200, 201], response.body).toContain(response.statusCode);
  return (response.json() as { id: string }).id;
}

/** Sends a message in a conversation; expects it to be stored. */
export async function send(t: TestApp, from: Person, conversationId: string, content: string) {
  const response = await call(
    t,
    'POST',
    `/api/conversations/${conversationId}/messages`,
    from.cookie,
    { content },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; createdAt: string; content: string };
}
