// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { JobSummary, Page } from '@brigade/shared/jobs/job-answers';
import type { SavedJob } from '@brigade/shared/jobs/saved-jobs';
import { apiPaths } from '@brigade/shared/routes';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
  type Reply,
} from '../../../test/component-test.tsx';
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
  currency: null,
  tipModel: 'none',
  totalPay: null,
  hoursMin: null,
  hoursMax: null,
  status,
  venueName: 'Chez Test',
  publishedAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  fit: null,
  urgentUntil: null,
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

/** Answers list reads with `lists` in turn (the last one again after that), changes with 204. */
function serve(...lists: Reply[]) {
  const requests = fakeApi((request) => {
    if (request.startsWith('DELETE')) return { status: 204 };
    return (lists.length > 1 ? lists.shift() : lists[0]) ?? 'never';
  });
  return { sent: () => requests.map(({ request }) => request) };
}

const renderCard = () => renderWithProviders(<SavedJobsCard />);

describe('SavedJobsCard', () => {
  setUpComponentTests();

  it('says it is loading', () => {
    serve('never');
    renderCard();
    expect(screen.getByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading');
  });

  it('says there are none yet, with the way to Browse Jobs', async () => {
    serve({ status: 200, json: pageOf([]) });
    renderCard();
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('says why it could not load, and tries again', async () => {
    const failure = refusal(500, 'internal');
    // The first read and its one retry fail; Try again then succeeds.
    serve(failure, failure, { status: 200, json: pageOf([]) });
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.errors.internal);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No saved jobs yet')).toBeTruthy();
  });

  it('links open jobs, and says closed and removed ones no longer take applications', async () => {
    serve({ status: 200, json: pageOf(items) });
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
    const calls = serve(
      { status: 200, json: pageOf(items) },
      { status: 200, json: pageOf(items.slice(0, 2)) },
    );
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Porter from saved jobs' }));
    await waitFor(() => expect(screen.queryByText('Porter')).toBeNull());
    expect(calls.sent()).toContain(`DELETE ${apiPaths.savedJobs.job(ids.removed)}`);
    await waitFor(() =>
      expect(
        calls.sent().filter((call) => call.startsWith(`GET ${apiPaths.savedJobs.list}`)),
      ).toHaveLength(2),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(getToasts()).toEqual([]);
  });
});
