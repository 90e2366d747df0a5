/**
 * A fake of the API as it answers a signed-out visitor, for component tests that render whole
 * pages: install it with `vi.stubGlobal('fetch', signedOutFetch)`. The answers are typed with the
 * shared answer types the server's routes return, so a change to those fails type-checking here.
 */
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { AuthProvidersAnswer } from '@brigade/shared/auth/social-sign-in';
import type { ErrorEnvelope } from '@brigade/shared/errors';
import type { JobSearchPage, JobSummary } from '@brigade/shared/jobs/job-answers';
import { jobSearchQuery } from '@brigade/shared/jobs/job-search';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer } from '@brigade/shared/session';

/** The public GET endpoints a page may load, each answered as for an empty database. */
const publicAnswers: Readonly<Record<string, (query: URLSearchParams) => unknown>> = {
  // routes/auth/get-session.ts
  [apiPaths.auth.session]: () => ({ user: null }) satisfies SessionAnswer,
  // routes/auth/social-sign-in.ts, without the OIDC settings
  [apiPaths.auth.providers]: () => ({ social: null }) satisfies AuthProvidersAnswer,
  // routes/jobs/search-jobs.ts (services/jobs/search-jobs.ts: no match on page 1)
  [apiPaths.jobs.search]: (query) => {
    const { page, pageSize } = jobSearchQuery.parse(Object.fromEntries(query));
    return {
      items: [],
      page,
      pageSize,
      total: 0,
      totalExact: true,
      correctedQuery: null,
    } satisfies JobSearchPage;
  },
  // routes/jobs/latest-jobs.ts
  [apiPaths.jobs.latest]: () => ({ items: [] }) satisfies { items: JobSummary[] },
};

/** What http/require-user.ts and http/error-handler.ts answer when nobody is signed in. */
const unauthorized: ErrorEnvelope = {
  error: { code: 'unauthorized', message: en.errors.unauthorized },
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * `fetch` for a signed-out visitor: the public reads above succeed; anything else under /api is
 * answered as the members-only endpoints answer (401), so list a public endpoint above when a
 * page starts loading one. Outside /api there is nothing: the request fails like a network error.
 */
export const signedOutFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : input, window.location.href);
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (!url.pathname.startsWith('/api/')) {
    return Promise.reject(new TypeError(`The signed-out API fake has no ${url.pathname}`));
  }
  const answer = method === 'GET' ? publicAnswers[url.pathname] : undefined;
  return Promise.resolve(answer ? json(200, answer(url.searchParams)) : json(401, unauthorized));
};
