// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { emptyJobForm } from '../job-form-values.ts';
import { JobForm } from './job-form.tsx';

const filled: Partial<JobFormValues> = {
  ...emptyJobForm('Leeds'),
  title: 'Bartender',
  role: 'bartender',
  employmentType: 'part_time',
  description: 'Cocktails and good company.',
  location: '1 Call Lane',
  salary: 12,
  hoursMin: 20,
  shifts: { fri: ['dinner', 'late'], sat: ['dinner', 'late'] },
};

/** Issue 16, total pay: the tip model, the venue's typical tips and the estimate they make. */
describe('Post a Job: tips and the estimated total', () => {
  setUpComponentTests();

  it('asks for typical tips only for a job with tips, and estimates the week', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<JobForm mode="create" defaultValues={filled} save={save} />);
    expect(screen.queryByLabelText('Typical tips from')).toBeNull();
    expect(screen.getByText(/Estimated total: About 240 a week for 20 h\./)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tips'), { target: { value: 'pooled' } });
    fireEvent.change(await screen.findByLabelText('Typical tips from'), {
      target: { value: '20' },
    });
    fireEvent.change(screen.getByLabelText('Typical tips up to'), { target: { value: '30' } });
    // Four shifts a week with £20–30 each: 240 + 80 to 240 + 120.
    expect(
      await screen.findByText(/Estimated total: About 320–360 a week for 20 h, tips included\./),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ tipModel: 'pooled', tipsMin: 20, tipsMax: 30, tipsPer: 'shift' }),
      true,
    );

    // Back to "No tips": the figures go with their fields.
    fireEvent.change(screen.getByLabelText('Tips'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith(
      expect.objectContaining({ tipModel: 'none', tipsMin: null, tipsMax: null }),
      true,
    );
  });

  it('says what the estimate needs while pay or hours are missing', () => {
    renderWithProviders(
      <JobForm
        mode="create"
        defaultValues={{ ...filled, salary: null }}
        save={() => Promise.resolve()}
      />,
    );
    expect(
      screen.getByText('Enter the pay and the hours a week to see the estimated total.'),
    ).toBeTruthy();
  });
});
