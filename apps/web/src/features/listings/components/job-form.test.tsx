// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { JobFormValues } from '@brigade/shared/jobs/job-input';
import { ApiError } from '../../../lib/api-error.ts';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { emptyJobForm } from '../job-form-values.ts';
import { JobForm } from './job-form.tsx';

/** A form with everything but the hours filled in. */
const filled: Partial<JobFormValues> = {
  ...emptyJobForm('Lyon'),
  title: 'Sous chef',
  role: 'chef',
  employmentType: 'full_time',
  description: 'Seasonal menu, small brigade.',
  location: '3 Quai Rambaud',
};

function renderForm(
  props: Partial<Parameters<typeof JobForm>[0]> = {},
  save = vi.fn(() => Promise.resolve()),
) {
  renderWithProviders(<JobForm mode="create" defaultValues={filled} save={save} {...props} />);
  return save;
}

const hoursFrom = () => screen.getByLabelText('Hours a week, from');
const hoursTo = () => screen.getByLabelText('Hours a week, up to');
const type = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

describe('Post a Job: hours a week and shifts', () => {
  setUpComponentTests();

  it('asks for the hours before publishing, and keeps what was typed', async () => {
    const save = renderForm();
    type(screen.getByLabelText('Job title'), 'Head chef');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Enter the hours a week to publish the job.')).toBeTruthy();
    expect(hoursFrom().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Job title').value).toBe('Head chef');
    expect(save).not.toHaveBeenCalled();
  });

  it('asks for the hours alongside the other fields’ problems', async () => {
    renderForm({ defaultValues: { ...filled, role: undefined } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Please choose the role.')).toBeTruthy();
    expect(screen.getByText('Enter the hours a week to publish the job.')).toBeTruthy();
  });

  it('saves a draft without hours', async () => {
    const save = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ hoursMin: null, hoursMax: null, shifts: {} }),
      false,
    );
  });

  it('publishes the hours and the shifts ticked in the week grid', async () => {
    const save = renderForm();
    type(hoursFrom(), '30');
    type(hoursTo(), '38');
    const grid = screen.getByRole('table', { name: 'Shifts' });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Saturday Lunch' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Friday Late' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Friday Dinner' }));
    expect(within(grid).getByRole('checkbox', { name: 'Friday Dinner' })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        hoursMin: 30,
        hoursMax: 38,
        shifts: { fri: ['dinner', 'late'], sat: ['lunch'] },
      }),
      true,
    );
  });

  it.each([
    ['38', '30', 'The upper figure must not be below the lower one.'],
    ['', '38', 'Enter the lower figure of the range too.'],
    ['37.5', '', 'Enter whole hours, such as 30.'],
    ['90', '', 'Hours a week go from 1 to 80.'],
  ])('refuses %j–%j: %s', async (from, to, message) => {
    const save = renderForm();
    type(hoursFrom(), from);
    type(hoursTo(), to);
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    expect(hoursFrom()).toHaveProperty('value', from);
  });

  it('sends how many of the ticked shifts the job needs a week, and no more than are ticked', async () => {
    const save = renderForm();
    type(hoursFrom(), '30');
    const grid = screen.getByRole('table', { name: 'Shifts' });
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Friday Dinner' }));
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Saturday Dinner' }));
    const perWeek = screen.getByLabelText('Shifts a week');
    type(perWeek, '3');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(
      await screen.findByText(
        'That is more shifts a week than are ticked in the grid: tick more shifts or lower the number.',
      ),
    ).toBeTruthy();
    expect(perWeek.getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(within(grid).getByRole('checkbox', { name: 'Sunday Lunch' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ shiftsPerWeek: 3 }), true);
  });

  it('puts the server’s field error under the hours, keeping what was typed', async () => {
    const save = vi.fn(() =>
      Promise.reject(
        new ApiError(400, {
          code: 'validation_failed',
          message: 'Invalid',
          fields: { hoursMin: { key: 'validation.hoursRequired', message: 'Enter the hours.' } },
        }),
      ),
    );
    renderForm({}, save);
    type(hoursFrom(), '20');
    fireEvent.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Enter the hours a week to publish the job.')).toBeTruthy();
    expect(hoursFrom()).toHaveProperty('value', '20');
  });

  it('keeps an open job’s hours required when editing it, not a draft’s', async () => {
    const open = renderForm({ mode: 'edit', hoursRequired: true });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter the hours a week to publish the job.')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
  });

  it('prefills an edit with the job’s hours and shifts', () => {
    renderForm({
      mode: 'edit',
      defaultValues: { ...filled, hoursMin: 16, hoursMax: 20, shifts: { sun: ['breakfast'] } },
    });
    expect(hoursFrom()).toHaveProperty('value', '16');
    expect(hoursTo()).toHaveProperty('value', '20');
    expect(screen.getByRole('checkbox', { name: 'Sunday Breakfast' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('checkbox', { name: 'Sunday Lunch' })).toHaveProperty('checked', false);
  });
});
