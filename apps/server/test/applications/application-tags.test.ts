import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (t: TestApp, method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Issue 16 part 5: a venue's private tags on applications, never shown to applicants. */
describe('private tags', () => {
  const t = useTestApp();

  async function applied() {
    const job = await buildJob(t);
    const venueCookie = await sessionCookieOf(t, job.restaurant);
    const { applicant } = await buildApplicantWithResume(t);
    const applicantCookie = await sessionCookieOf(t, applicant);
    const response = await call(t, 'POST', `/api/jobs/${job.id}/applications`, applicantCookie, {});
    return { job, venueCookie, applicantCookie, id: (response.json() as { id: string }).id };
  }
  const tag = async (cookie: string, name: string) =>
    (await call(t, 'POST', '/api/application-tags', cookie, { name })).json() as {
      id: string;
      name: string;
    };

  it('are the venue’s own: 20 at most, each name once whatever its case', async () => {
    const venue = await signedInUser(t, 'restaurant');
    const first = await call(t, 'POST', '/api/application-tags', venue.cookie, {
      name: 'Speaks Spanish',
    });
    expect(first.statusCode).toBe(201);
    const same = await call(t, 'POST', '/api/application-tags', venue.cookie, {
      name: 'speaks spanish',
    });
    expect(same.json().error.code).toBe('tag_exists');
    for (let index = 1; index < 20; index += 1) await tag(venue.cookie, `Tag ${index}`);
    const full = await call(t, 'POST', '/api/application-tags', venue.cookie, { name: 'One more' });
    expect(full.json().error.code).toBe('tag_limit_reached');
    const listed = (await call(t, 'GET', '/api/application-tags', venue.cookie)).json();
    expect(listed.items).toHaveLength(20);

    const other = await signedInUser(t, 'restaurant');
    const { id } = first.json();
    expect((await call(t, 'DELETE', `/api/application-tags/${id}`, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await call(t, 'DELETE', `/api/application-tags/${id}`, venue.cookie)).statusCode).toBe(
      204,
    );
    const applicant = await signedInUser(t, 'applicant');
    expect((await call(t, 'GET', '/api/application-tags', applicant.cookie)).statusCode).toBe(403);
  });

  it('mark applications for their venue only; the applicant never sees them', async () => {
    const { venueCookie, applicantCookie, id } = await applied();
    const tags = [await tag(venueCookie, 'Call back'), await tag(venueCookie, 'Weekends')];
    const set = await call(t, 'PUT', `/api/applications/${id}/tags`, venueCookie, {
      tagIds: tags.map((item) => item.id),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual(tags);

    expect((await call(t, 'GET', `/api/applications/${id}`, venueCookie)).json().tags).toEqual(
      tags,
    );
    const inbox = (await call(t, 'GET', '/api/restaurant/applications', venueCookie)).json();
    expect(inbox.items.find((item: { id: string }) => item.id === id).tags).toEqual(tags);

    const mine = await call(t, 'GET', `/api/applications/${id}`, applicantCookie);
    expect(mine.json().tags).toEqual([]);
    expect(mine.body).not.toContain('Call back');
    const list = await call(t, 'GET', '/api/applicant/applications', applicantCookie);
    expect(list.body).not.toContain('Call back');
    expect(
      (await call(t, 'PUT', `/api/applications/${id}/tags`, applicantCookie, { tagIds: [] }))
        .statusCode,
    ).toBe(403);
  });

  it('take only the venue’s own tags, five at most', async () => {
    const { venueCookie, id } = await applied();
    const other = await signedInUser(t, 'restaurant');
    const theirs = await tag(other.cookie, 'Theirs');
    const foreign = await call(t, 'PUT', `/api/applications/${id}/tags`, venueCookie, {
      tagIds: [theirs.id],
    });
    expect(foreign.statusCode).toBe(404);
    const six = await Promise.all(
      ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => tag(venueCookie, name)),
    );
    const tooMany = await call(t, 'PUT', `/api/applications/${id}/tags`, venueCookie, {
      tagIds: six.map((item) => item.id),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json().error.fields)).toContain('validation.tooManyTags');
    // Another venue cannot tag this application, even with its own tags.
    const stranger = await call(t, 'PUT', `/api/applications/${id}/tags`, other.cookie, {
      tagIds: [theirs.id],
    });
    expect(stranger.statusCode).toBe(404);
  });
});
