import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf, signedInUser } from '../support/accounts.ts';
import { buildJob } from '../support/jobs.ts';
import { buildApplicantWithResume } from '../support/resumes.ts';
import { useTestApp } from '../support/test-app.ts';

type Viewer =
  'signedOut' | 'applicant' | 'otherApplicant' | 'restaurant' | 'otherRestaurant' | 'admin';
const viewers: Viewer[] = [
  'signedOut',
  'applicant',
  'otherApplicant',
  'restaurant',
  'otherRestaurant',
  'admin',
];

/**
 * Every application and resume endpoint × every kind of viewer: the applicant who applied, the
 * restaurant whose job it is, others of each role, admins and nobody. An application someone may
 * not see is 404 (not even its existence is revealed); a role that never may is 403; signed out
 * is 401. Each request is one that would succeed for the allowed viewer.
 */
describe('who may do what with applications and resumes', () => {
  const t = useTestApp();
  const cookies = {} as Record<Viewer, string>;
  const ids = { application: '', resume: '', job: '' };

  beforeAll(async () => {
    const job = await buildJob(t);
    const { applicant, resume } = await buildApplicantWithResume(t, { visibility: 'private' });
    const other = await buildApplicantWithResume(t);
    cookies.signedOut = '';
    cookies.applicant = await sessionCookieOf(t, applicant);
    cookies.otherApplicant = await sessionCookieOf(t, other.applicant);
    cookies.restaurant = await sessionCookieOf(t, job.restaurant);
    cookies.otherRestaurant = (await signedInUser(t, 'restaurant')).cookie;
    cookies.admin = (await signedInUser(t, 'admin')).cookie;
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${job.id}/applications`,
      payload: {},
      headers: { cookie: cookies.applicant },
    });
    ids.application = (applied.json() as { id: string }).id;
    ids.resume = resume.id;
    ids.job = job.id;
  });

  const call =
    (method: 'GET' | 'POST' | 'PUT', url: () => string, payload?: object) => (viewer: Viewer) =>
      t.app.inject({
        method,
        url: url(),
        ...(payload ? { payload } : {}),
        headers: cookies[viewer] ? { cookie: cookies[viewer] } : {},
      });
  const application = () => `/api/applications/${ids.application}`;

  // Expected status per viewer, in the order of `viewers`.
  const table: [string, ReturnType<typeof call>, number[]][] = [
    ['GET an application', call('GET', application), [401, 200, 404, 200, 404, 200]],
    [
      'POST …/status (Pending again: the parties reach the map, which refuses)',
      call('POST', () => `${application()}/status`, { status: 'Pending' }),
      [401, 409, 404, 409, 404, 403],
    ],
    [
      'PUT …/notes',
      call('PUT', () => `${application()}/notes`, { notes: 'Seen' }),
      [401, 403, 404, 200, 404, 403],
    ],
    [
      'PUT …/interview',
      call('PUT', () => `${application()}/interview`, {
        localDateTime: `${new Date().getUTCFullYear() + 1}-05-04T11:00`,
        timeZone: 'Europe/London',
        location: 'The bar',
      }),
      [401, 403, 404, 200, 404, 403],
    ],
    [
      'GET /api/applicant/applications',
      call('GET', () => '/api/applicant/applications'),
      [401, 200, 200, 403, 403, 403],
    ],
    [
      'GET /api/applicant/applications/counts',
      call('GET', () => '/api/applicant/applications/counts'),
      [401, 200, 200, 403, 403, 403],
    ],
    [
      'GET /api/restaurant/applications',
      call('GET', () => '/api/restaurant/applications'),
      [401, 403, 403, 200, 200, 403],
    ],
    ['GET /api/resume', call('GET', () => '/api/resume'), [401, 200, 200, 403, 403, 403]],
    [
      'GET /api/resumes (Browse Applicants)',
      call('GET', () => '/api/resumes'),
      [401, 403, 403, 200, 200, 200],
    ],
    [
      'GET a private resume',
      call('GET', () => `/api/resumes/${ids.resume}`),
      [401, 200, 404, 200, 404, 200],
    ],
    [
      'POST an application to the job',
      call('POST', () => `/api/jobs/${ids.job}/applications`, {}),
      [401, 409, 201, 403, 403, 403],
    ],
  ];

  describe.each(table)('%s', (_name, send, expected) => {
    it.each(viewers.map((viewer, index) => [viewer, expected[index]] as const))(
      '%s → %i',
      async (viewer, status) => {
        expect((await send(viewer)).statusCode).toBe(status);
      },
    );
  });
});
