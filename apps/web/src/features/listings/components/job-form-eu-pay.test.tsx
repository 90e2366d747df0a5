// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { emptyJobForm } from '../job-form-values.ts';
import { JobForm } from './job-form.tsx';

/** Everything Post a Job needs to publish, but the pay. */
const filled: Partial<JobFormValues> = {
  ...emptyJobForm('Madrid'),
  title: 'Camarero',
  role: 'server',
  employmentType: 'full_time',
  description: 'Terrace service, evenings.',
  location: 'Calle Mayor 1',
  hoursMin: 30,
};

const venueIn = (country: string) => ({
  profile: { currency: 'EUR', country, firstName: 'M', lastName: 'R' },
  profileComplete: true,
  missing: [],
  hasPassword: true,
});

const payNeeded = 'Enter the pay to publish: EU law asks for it in every job listing.';
const euHint = /EU law asks for the pay in every listing you publish\./;

describe('Post a Job: EU pay transparency', () => {
  setUpComponentTests();

  it('asks a venue in the EU for the pay before publishing, and keeps what was typed', async () => {
    fakeApi(() => ({ status: 200, json: venueIn('ES') }));
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<JobForm mode="create" defaultValues={filled} save={save} />);
    expect(await screen.findByText(euHint)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(payNeeded)).toBeTruthy();
    expect(screen.getByLabelText('Pay from').getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Pay from'), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ salary: 12.5 }), true);
  });

  it('lets a venue in the EU save a draft without pay', async () => {
    fakeApi(() => ({ status: 200, json: venueIn('FR') }));
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<JobForm mode="create" defaultValues={filled} save={save} />);
    await screen.findByText(euHint);
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), false));
  });

  it('publishes without pay for a venue outside the EU, and says nothing of the rule', async () => {
    fakeApi(() => ({ status: 200, json: venueIn('GB') }));
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<JobForm mode="create" defaultValues={filled} save={save} />);
    await screen.findByText(/your venue’s currency/);
    expect(screen.queryByText(euHint)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.anything(), true));
  });
});
