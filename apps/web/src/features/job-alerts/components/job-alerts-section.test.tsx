// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobAlertsAnswer, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
  type Answer,
} from '../../../test/component-test.tsx';
import { JobAlertsSection } from './job-alerts-section.tsx';

const alertOf = (index: number, more: Partial<JobAlertView> = {}): JobAlertView => ({
  id: `6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e${String(index).padStart(2, '0')}`,
  name: `Alert ${index}`,
  query: { city: `City ${index}` },
  frequency: 'instant',
  paused: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...more,
});

const cooks = alertOf(1, {
  name: 'Cooks in Leeds',
  query: {
    q: 'grill',
    role: 'cook',
    city: 'Leeds',
    minPay: '14.5',
    payPeriod: 'hour',
    currency: 'GBP',
  },
});

/** The list answers `items`; changes answer as `change` says (the changed alert by default). */
function serve(items: JobAlertView[], change?: (request: string, body: unknown) => Answer) {
  return fakeApi((request, body) => {
    if (request === 'GET /api/job-alerts') {
      return {
        status: 200,
        json: { items, limit: 10, instantAlerts: false } satisfies JobAlertsAnswer,
      };
    }
    if (change) return change(request, body);
    if (request.startsWith('DELETE')) return { status: 204 };
    return { status: 200, json: { ...items[0], ...(body as object) } };
  });
}

const renderSection = () => renderWithProviders(<JobAlertsSection />);

describe('JobAlertsSection', () => {
  setUpComponentTests();

  it('loads, then lists each alert with what it watches and the way to its search', async () => {
    serve([cooks, alertOf(2, { paused: true, frequency: 'daily' })]);
    renderSection();
    expect(screen.getByRole('status').textContent).toContain('Loading');
    const list = await screen.findByRole('list', { name: 'My job alerts' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('two alerts expected');
    expect(first.textContent).toContain('Cooks in Leeds');
    expect(first.textContent).toContain('“grill” · Cook · Leeds · at least £14.50 per hour');
    const open = within(first).getByRole('link', { name: 'Open the search of “Cooks in Leeds”' });
    expect(open.getAttribute('href')).toBe(
      '/jobs?q=grill&role=cook&city=Leeds&minPay=14.5&payPeriod=hour&currency=GBP',
    );
    expect(within(second).getByText('Paused')).toBeTruthy();
    expect(
      within(second).getByRole<HTMLSelectElement>('combobox', {
        name: 'How often “Alert 2” e-mails you',
      }).value,
    ).toBe('daily');
    expect(within(second).getByRole('button', { name: 'Resume “Alert 2”' })).toBeTruthy();
    expect(screen.getByText('2 of 10 alerts')).toBeTruthy();
  });

  it('says when there are none, with the way to Browse Jobs', async () => {
    serve([]);
    renderSection();
    expect(await screen.findByText(/No job alerts yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const requests = fakeApi(() => ({
      status: 500,
      json: { error: { code: 'internal', message: 'x' } },
    }));
    renderSection();
    // The list is asked for twice (one retry) before it is said to have failed.
    expect(
      await screen.findByText('Your job alerts could not be loaded.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests).toHaveLength(3));
  });

  it('says when the limit is reached', async () => {
    serve(Array.from({ length: 10 }, (_, index) => alertOf(index)));
    renderSection();
    expect(
      await screen.findByText(
        'You have reached the limit of 10 alerts: delete one to create another.',
      ),
    ).toBeTruthy();
  });

  it('pauses and changes the frequency at once, saying so', async () => {
    const requests = serve([cooks]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause “Cooks in Leeds”' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Alert paused'));
    fireEvent.change(
      screen.getByRole('combobox', { name: 'How often “Cooks in Leeds” e-mails you' }),
      {
        target: { value: 'daily' },
      },
    );
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Frequency changed'));
    const changes = requests.filter(({ request }) => request.startsWith('PATCH'));
    expect(changes).toEqual([
      { request: `PATCH /api/job-alerts/${cooks.id}`, body: { paused: true } },
      { request: `PATCH /api/job-alerts/${cooks.id}`, body: { frequency: 'daily' } },
    ]);
  });

  it('renames in a dialog', async () => {
    const requests = serve([cooks]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename “Cooks in Leeds”' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename job alert' });
    fireEvent.change(within(dialog).getByLabelText('Alert name'), {
      target: { value: 'Grill cooks' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Alert renamed'));
    expect(requests.at(-2)).toEqual({
      request: `PATCH /api/job-alerts/${cooks.id}`,
      body: { name: 'Grill cooks' },
    });
  });

  it('deletes after a confirmation, and says when a change fails', async () => {
    const requests = serve([cooks], (request) =>
      request.startsWith('DELETE')
        ? { status: 204 }
        : { status: 404, json: { error: { code: 'not_found', message: 'Not found' } } },
    );
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause “Cooks in Leeds”' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'The alert could not be changed',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Cooks in Leeds”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this job alert?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete alert' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Alert deleted'));
    expect(requests.some(({ request }) => request === `DELETE /api/job-alerts/${cooks.id}`)).toBe(
      true,
    );
  });
});
