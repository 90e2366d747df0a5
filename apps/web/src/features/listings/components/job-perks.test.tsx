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
  hoursMin: 20,
};

describe('Post a Job: perks', () => {
  setUpComponentTests();

  it('sends the perks ticked, and none when none is', async () => {
    const save = vi.fn(() => Promise.resolve());
    renderWithProviders(<JobForm mode="create" defaultValues={filled} save={save} />);
    const perks = screen.getByRole('group', { name: 'Perks' });
    expect(perks).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Staff meals' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Uniform provided' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ perks: ['staff_meals', 'uniform'] }),
      true,
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'Staff meals' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Uniform provided' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith(expect.objectContaining({ perks: [] }), true);
  });

  it('ticks an edited job’s perks', () => {
    renderWithProviders(
      <JobForm
        mode="edit"
        defaultValues={{ ...filled, perks: ['paid_breaks'] }}
        save={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Paid breaks' }).checked).toBe(
      true,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Staff meals' }).checked).toBe(
      false,
    );
  });
});
