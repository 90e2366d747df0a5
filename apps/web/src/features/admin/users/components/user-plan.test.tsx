// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import { getToasts } from '../../../../lib/toast-store.ts';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../../test/component-test.tsx';
import { growthPlan } from '../../../../test/plan-fixtures.ts';
import { UserPlan } from './user-plan.tsx';

const starter: PlanStatus = {
  ...growthPlan,
  planId: 'starter',
  source: 'free',
  paidUntil: null,
  usage: [{ key: 'activeListings', limit: 1, used: 1 }],
  canManage: false,
};

describe('UserPlan (an admin’s grant)', () => {
  setUpComponentTests();

  it('grants the chosen plan for the months given, and ends a paid plan with the free one', async () => {
    const requests = fakeApi(() => ({ status: 200, json: { ...starter, planId: 'growth' } }));
    renderWithProviders(<UserPlan userId="u1" status={starter} />);
    expect(screen.getByText('Starter', { selector: 'p' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End paid plan' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New plan'), { target: { value: 'growth' } });
    fireEvent.change(screen.getByLabelText('Months'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant plan' }));
    await waitFor(() => expect(getToasts()[0]).toMatchObject({ title: 'Plan granted' }));
    expect(requests).toEqual([
      { request: 'PUT /api/admin/users/u1/plan', body: { planId: 'growth', months: 3 } },
    ]);
  });

  it('shows a refused number of months under its field', async () => {
    fakeApi(() => ({
      status: 400,
      json: {
        error: {
          code: 'validation_failed',
          message: 'Invalid',
          fields: {
            months: { key: 'validation.grantMonthsInvalid', message: 'Enter a number…' },
          },
        },
      },
    }));
    renderWithProviders(<UserPlan userId="u1" status={starter} />);
    fireEvent.change(screen.getByLabelText('New plan'), { target: { value: 'scale' } });
    fireEvent.change(screen.getByLabelText('Months'), { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Grant plan' }));
    expect(await screen.findByText('Enter a number of months from 1 to 36.')).toBeTruthy();
    expect(screen.getByLabelText('Months').getAttribute('aria-invalid')).toBe('true');
  });
});
