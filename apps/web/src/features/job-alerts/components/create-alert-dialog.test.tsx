// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobAlertView } from '@brigade/shared/jobs/job-alerts';
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

  it('saves the name, the search and the frequency, says so and closes', async () => {
    const requests = fakeApi(() => ({ status: 201, json: created }));
    const { dialog, onOpenChange } = renderDialog({ q: 'Line Cook', city: 'Manchester' });
    expect(within(dialog).getByText('“Line Cook” · Manchester')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Alert name').value).toBe(
      'Line Cook in Manchester',
    );
    const frequency = screen.getByRole('radiogroup', { name: 'Frequency' });
    expect(
      within(frequency).getByRole<HTMLInputElement>('radio', { name: /Instant/ }).checked,
    ).toBe(true);
    fireEvent.click(within(frequency).getByRole('radio', { name: /Daily/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requests).toEqual([
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

  it('offers to keep the alert to jobs that fit my availability when the search is', async () => {
    const requests = fakeApi(() => ({ status: 201, json: created }));
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
    expect(requests[0]?.body).toMatchObject({ query: { city: 'Leeds', fits: 'true' } });
  });

  it('sends an alert without fit once unticked, and never offers it for a search without', async () => {
    const requests = fakeApi(() => ({ status: 201, json: created }));
    const { onOpenChange } = renderDialog({ city: 'Leeds', fits: 'true' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only jobs that fit my availability' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requests[0]?.body).toMatchObject({ query: { city: 'Leeds' } });
    expect((requests[0]?.body as { query: object }).query).not.toHaveProperty('fits');
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
    const requests = fakeApi(() => ({ status: 201, json: created }));
    renderDialog({ city: 'Leeds' });
    fireEvent.change(screen.getByLabelText('Alert name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(screen.getByText('Please give the alert a name.')).toBeTruthy();
    expect(screen.getByLabelText('Alert name').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it('shows a refusal (the limit) in the dialog and in a toast, and stays open', async () => {
    fakeApi(() => ({
      status: 409,
      json: { error: { code: 'alert_limit_reached', message: 'Limit' } },
    }));
    const { dialog, onOpenChange } = renderDialog({ city: 'Leeds' });
    fireEvent.click(screen.getByRole('button', { name: 'Create alert' }));
    const limit = 'You can have up to 10 job alerts. Delete one to create another.';
    expect(await within(dialog).findByText(limit)).toBeTruthy();
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'The alert could not be created',
      description: limit,
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
