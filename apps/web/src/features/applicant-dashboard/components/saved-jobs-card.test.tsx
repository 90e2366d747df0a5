// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { JobSummary, Page } from '@brigade/shared/jobs/job-answers';
import type { SavedJob } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import { dismissToast, getToasts } from '../../../lib/toast-store.ts';
import { SavedJobsCard } from './saved-jobs-card.tsx';

const summary = (id: string, title: string, status: JobSummary['status']): JobSummary => ({
  id,
  title,
  role: 'cook',
  employmentType: 'full_time',
  location: '12 Market Street',
  city: 'Lyon',
  salary: null,
  salaryMax: null,
  payPeriod: 'hour',
  tips: false,
  status,
  venueName: 'Chez Test',
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
});
const ids = {
  open: '11111111-1111-4111-8111-111111111111',
  closed: '22222222-2222-4222-8222-222222222222',
  removed: '33333333-3333-4333-8333-333333333333',
};
const savedAt = '2026-11-20T10:00:00.000Z';
const items: SavedJob[] = [
  {
    jobId: ids.open,
    title: 'Line Cook',
    savedAt,
    availability: 'open',
    job: summary(ids.open, 'Line Cook', 'open'),
  },
  {
    jobId: ids.closed,
    title: 'Sommelier',
    savedAt,
    availability: 'closed',
    job: summary(ids.closed, 'Sommelier', 'closed'),
  },
  { jobId: ids.removed, title: 'Porter', savedAt, availability: 'removed', job: null },
];
const pageOf = (list: SavedJob[]): Page<SavedJob> => ({
  items: list,
  page: 1,
  pageSize: 10,
  total: list.length,
});

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers list reads with `lists` in turn (the last one again after that), changes with 204. */
function serve(...lists: (Response | 'never')[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      if (method === 'DELETE') return Promise.resolve(json(204, undefined));
      const answer = lists.length > 1 ? lists.shift() : lists[0];
      if (!answer || answer === 'never') return new Promise(() => undefined);
      return Promise.resolve(answer.clone());
    }),
  );
  return calls;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SavedJobsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SavedJobsCard', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en } },
      fallbackNS: 'translation',
    });
  });
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
  });

  it('says it is loading', () => {
    serve('never');
    renderCard();
    expect(screen.getByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('says there are none yet, with the way to Browse Jobs', async () => {
    serve(json(200, pageOf([])));
    renderCard();
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('says why it could not load, and tries again', async () => {
    const failure = json(500, { error: { code: 'internal', message: 'Something went wrong' } });
    // The first read and its one retry fail; Try again then succeeds.
    serve(failure, failure, json(200, pageOf([])));
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.errors.internal);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
  });

  it('links open jobs, and says closed and removed ones no longer take applications', async () => {
    serve(json(200, pageOf(items)));
    renderCard();
    const open = await screen.findByRole('link', { name: 'Line Cook' });
    expect(open.getAttribute('href')).toBe(`/jobs/${ids.open}`);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).not.toContain('No longer accepting applications');
    expect(rows[1]?.textContent).toContain('Sommelier');
    expect(rows[1]?.textContent).toContain('Chez Test · Lyon');
    expect(rows[1]?.textContent).toContain('No longer accepting applications');
    expect(within(rows[1] as HTMLElement).queryByRole('link')).toBeNull();
    // A removed job: its title and the state, nothing more.
    expect(rows[2]?.textContent).toContain('Porter');
    expect(rows[2]?.textContent).not.toContain('Chez Test');
    expect(rows[2]?.textContent).toContain('No longer accepting applications');
  });

  it('removes a job from the list at once', async () => {
    const calls = serve(json(200, pageOf(items)), json(200, pageOf(items.slice(0, 2))));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Porter from saved jobs' }));
    await waitFor(() => expect(screen.queryByText('Porter')).toBeNull());
    expect(calls).toContain(`DELETE ${apiPaths.savedJobs.job(ids.removed)}`);
    await waitFor(() =>
      expect(
        calls.filter((call) => call.startsWith(`GET ${apiPaths.savedJobs.list}`)),
      ).toHaveLength(2),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getToasts()).toEqual([]);
  });
});
