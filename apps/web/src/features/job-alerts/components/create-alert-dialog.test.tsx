// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobAlertsAnswer, JobAlertView } from '@brigade/shared/jobs/job-alerts';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { CreateAlertDialog } from './create-alert-dialog.tsx';

const created: JobAlertView = {
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f',
  name: 'Line Cook in Manchester',
  query: { q: 'Line Cook', city: 'Manchester' },
  frequency: 'daily',
  paused: false,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

type Reply = Parameters<typeof fakeApi>[0] extends (...args: never[]) => infer R ? R : never;

/** The API: my alerts (none, and whether my plan has instant ones) and the creation's answer. */
function alertsApi(created: Reply, instantAlerts = false) {
  const requests = fakeApi((request) =>
    request === 'GET /api/job-alerts'
      ? { status: 200, json: { items: [], limit: 10, instantAlerts } satisfies JobAlertsAnswer }
      : created,
  );
  return { posted: () => requests.filter(({ request }) => request.startsWith('POST')) };
}

function renderDialog(query: JobAlertView['query']) {
  const onOpenChange = vi.fn();
  renderWithProviders(<CreateAlertDialog query={query} onOpenChange={onOpenChange} />);
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Create a job alert' }) };
}

describe('CreateAlertDialog', () => {
  setUpComponentTests();

  it('suggests a name from the filters', () => {
    renderDialog({ role: 'cook', city: 'Manchester' });
    expect(screen.getByLabelText<HTMLInputElement>('Alert name').value).toBe('Cook in Manchester');
    cleanup();
    renderDialog({ employmentType: 'seasonal' });
    expect(screen.getByLabelText<HTMLInputElement>('Alert name').value).toBe('Seasonal');
  });

  it('saves the name, the search and the frequency (daily, free), says so and closes', async () => {
    const api = alertsApi({ status: 201, json: created });
    const { dialog, onOpenChange } = renderDialog({ q: 'Line Cook', city: 'Manchester' });
    expect(within(dialog).getByText('“Line Cook” · Manchester')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Alert name').value).toBe(
      'Line Cook in Manchester',
    );
    const frequency = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(within(frequency).getByRole<HTMLInputElement>('radio', { name: /Daily/ }).checked).toBe(
      true,
    );
    // Instant comes with Pro: offered greyed, with the way to the plans.
    expect(
      within(frequency).getByRole<HTMLInputElement>('radio', { name: /Instant/ }).disabled,
    ).toBe(true);
    expect(within(frequency).getByRole('link', { name: 'See plans' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.posted()).toEqual([
      {
        request: 'POST /api/job-alerts',
        body: {
          name: 'Line Cook in Manchester',
          query: { q: 'Line Cook', city: 'Manchester' },
          frequency: 'daily',
        },
      },
    ]);
    expect(getToasts()[0]).toMatchObject({
      title: 'Job alert created',
      description: 'We will tell you about new listings for “Line Cook in Manchester”.',
    });
  });

  it('lets Pro choose Instant', async () => {
    const api = alertsApi({ status: 201, json: created }, true);
    const { onOpenChange } = renderDialog({ city: 'Leeds' });
    const instant = await screen.findByRole<HTMLInputElement>('radio', { name: /Instant/ });
    await waitFor(() => expect(instant.disabled).toBe(false));
    fireEvent.click(instant);
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.posted()[0]?.body).toMatchObject({ frequency: 'instant' });
  });

  it('offers to keep the alert to jobs that fit my availability when the search is', async () => {
    const api = alertsApi({ status: 201, json: created });
    const { dialog, onOpenChange } = renderDialog({ city: 'Leeds', fits: 'true' });
    const onlyFitting = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Only jobs that fit my availability',
    });
    expect(onlyFitting.checked).toBe(true);
    expect(within(dialog).getByText('Leeds · fits my availability')).toBeTruthy();
    fireEvent.click(onlyFitting);
    expect(within(dialog).getByText('Leeds')).toBeTruthy();
    fireEvent.click(onlyFitting);
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.posted()[0]?.body).toMatchObject({ query: { city: 'Leeds', fits: 'true' } });
  });

  it('sends an alert without fit once unticked, and never offers it for a search without', async () => {
    const api = alertsApi({ status: 201, json: created });
    const { onOpenChange } = renderDialog({ city: 'Leeds', fits: 'true' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only jobs that fit my availability' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.posted()[0]?.body).toMatchObject({ query: { city: 'Leeds' } });
    expect((api.posted()[0]?.body as { query: object }).query).not.toHaveProperty('fits');
    cleanup();
    renderDialog({ city: 'Leeds' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    cleanup();
    // Fit is the whole search: it stays.
    renderDialog({ fits: 'true' });
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Only jobs that fit my availability' })
        .disabled,
    ).toBe(true);
  });

  it('asks for a name before sending anything', () => {
    const api = alertsApi({ status: 201, json: created });
    renderDialog({ city: 'Leeds' });
    fireEvent.change(screen.getByLabelText('Alert name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Please give the alert a name.')).toBeTruthy();
    expect(screen.getByLabelText('Alert name').getAttribute('aria-invalid')).toBe('true');
    expect(api.posted()).toEqual([]);
  });

  it('shows a refusal (the plan’s limit) in the dialog and in a toast, with the plans, and stays open', async () => {
    alertsApi({ status: 409, json: { error: { code: 'plan_alert_limit', message: 'Limit' } } });
    const { dialog, onOpenChange } = renderDialog({ city: 'Leeds' });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    const limit =
      'You have as many job alerts as your plan allows. Delete one to create another, or choose Pro for more.';
    expect(await within(dialog).findByText(limit)).toBeTruthy();
    expect(within(dialog).getAllByRole('link', { name: 'See plans' })).toHaveLength(2);
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'The alert could not be created',
      description: limit,
      link: { to: '/pricing', label: 'See plans' },
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
