import { describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (t: TestApp, method: Method, url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A job of one venue with `count` applications, and the cookies to act on them. */
async function jobWithApplications(t: TestApp, count: number) {
  const job = await buildJob(t, { title: 'Line Cook' });
  const restaurantCookie = await sessionCookieOf(t, job.restaurant);
  const applicants = [];
  for (let index = 0; index < count; index += 1) {
    const { applicant } = await buildApplicantWithResume(t);
    const cookie = await sessionCookieOf(t, applicant);
    const response = await call(t, 'POST', `/api/jobs/${job.id}/applications`, cookie, {});
    applicants.push({ applicant, cookie, id: (response.json() as { id: string }).id });
  }
  return { job, restaurantCookie, applicants };
}

/** Issue 16 part 5: a venue's message templates, and moving several applications at once. */
describe('message templates and bulk moves', () => {
  const t = useTestApp();

  it('are a venue’s own: 20 at most, another venue’s is a 404, applicants have none', async () => {
    const venue = await signedInUser(t, 'restaurant');
    const url = '/api/message-templates';
    const created = await call(t, 'POST', url, venue.cookie, {
      name: 'No, kindly',
      body: 'Hi {name}',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const refused = await call(t, 'POST', url, venue.cookie, { name: '', body: '' });
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json().error.fields)).toContain(
      'validation.templateNameRequired',
    );

    const other = await signedInUser(t, 'restaurant');
    expect(
      (await call(t, 'PUT', `${url}/${id}`, other.cookie, { name: 'x', body: 'y' })).statusCode,
    ).toBe(404);
    expect((await call(t, 'DELETE', `${url}/${id}`, other.cookie)).statusCode).toBe(404);
    expect((await call(t, 'GET', url, other.cookie)).json()).toEqual({ items: [], limit: 20 });
    const applicant = await signedInUser(t, 'applicant');
    expect((await call(t, 'GET', url, applicant.cookie)).statusCode).toBe(403);

    for (let index = 1; index < 20; index += 1) {
      const more = await call(t, 'POST', url, venue.cookie, { name: `T${index}`, body: 'Hello' });
      expect(more.statusCode).toBe(201);
    }
    const full = await call(t, 'POST', url, venue.cookie, { name: 'One more', body: 'Hello' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe('template_limit_reached');

    const changed = await call(t, 'PUT', `${url}/${id}`, venue.cookie, {
      name: 'Yes',
      body: 'Hey {name}',
    });
    expect(changed.json()).toMatchObject({ name: 'Yes', body: 'Hey {name}' });
    expect((await call(t, 'DELETE', `${url}/${id}`, venue.cookie)).statusCode).toBe(204);
    expect((await call(t, 'GET', url, venue.cookie)).json().items).toHaveLength(19);
  });

  it('moves each application by the map, messages each applicant, and reports each', async () => {
    const { restaurantCookie, applicants } = await jobWithApplications(t, 3);
    const [first, second, third] = applicants;
    if (!first || !second || !third) throw new Error('three applications expected');
    // The third withdrew: it cannot be moved any more.
    await call(t, 'POST', `/api/applications/${third.id}/status`, third.cookie, {
      status: 'Withdrawn',
    });
    const template = (
      await call(t, 'POST', '/api/message-templates', restaurantCookie, {
        name: 'Shortlist',
        body: 'Hi {name}, you are shortlisted for {job} at {venue}.',
      })
    ).json();

    const response = await call(t, 'POST', '/api/applications/bulk-status', restaurantCookie, {
      ids: [first.id, second.id, third.id],
      status: 'Shortlisted',
      templateId: template.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      { id: first.id, error: null, messaged: true },
      { id: second.id, error: null, messaged: true },
      { id: third.id, error: 'status_move_refused', messaged: false },
    ]);
    const page = (await call(t, 'GET', `/api/applications/${first.id}`, first.cookie)).json();
    expect(page.status).toBe('Shortlisted');

    const conversations = (await call(t, 'GET', '/api/conversations', first.cookie)).json();
    expect(JSON.stringify(conversations)).toContain(
      `Hi ${first.applicant.firstName}, you are shortlisted for Line Cook at`,
    );
  });

  it('moves only the venue’s own applications, and only for venues', async () => {
    const mine = await jobWithApplications(t, 1);
    const theirs = await jobWithApplications(t, 1);
    const ids = [mine.applicants[0]?.id, theirs.applicants[0]?.id];
    const response = await call(t, 'POST', '/api/applications/bulk-status', mine.restaurantCookie, {
      ids,
      status: 'Rejected',
    });
    expect(response.json().results).toEqual([
      { id: ids[0], error: null, messaged: false },
      { id: ids[1], error: 'not_found', messaged: false },
    ]);
    const applicant = mine.applicants[0];
    if (!applicant) throw new Error('an application expected');
    const asApplicant = await call(t, 'POST', '/api/applications/bulk-status', applicant.cookie, {
      ids: [applicant.id],
      status: 'Withdrawn',
    });
    expect(asApplicant.statusCode).toBe(403);
    const otherTemplate = (
      await call(t, 'POST', '/api/message-templates', theirs.restaurantCookie, {
        name: 'T',
        body: 'B',
      })
    ).json();
    const withTheirs = await call(
      t,
      'POST',
      '/api/applications/bulk-status',
      mine.restaurantCookie,
      {
        ids: [ids[0]],
        status: 'Rejected',
        templateId: otherTemplate.id,
      },
    );
    expect(withTheirs.statusCode).toBe(404);
  });
});
