// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { growthPlan } from '../../../test/plan-fixtures.ts';
import { PlanSummary } from './plan-summary.tsx';

const growth: PlanStatus = {
  ...growthPlan,
  usage: [
    { key: 'activeListings', limit: 10, used: 10 },
    { key: 'boosts', limit: 0, used: 0 },
    { key: 'members', limit: 3, used: 1 },
    { key: 'outreachMessages', limit: 30, used: 4 },
  ],
};

describe('PlanSummary', () => {
  setUpComponentTests();

  it('shows the plan, until when it is paid, each limit with its use, and the way to the plans', async () => {
    fakeApi(() => ({ status: 200, json: growth }));
    renderWithProviders(<PlanSummary />);
    const section = screen.getByRole('region', { name: 'Your plan' });
    expect(await within(section).findByText('Growth')).toBeTruthy();
    expect(within(section).getByText('Paid until Feb 1, 2027')).toBeTruthy();
    expect(within(section).getByText('Open job listings').nextSibling?.textContent).toBe(
      '10 of 10',
    );
    expect(
      within(section).getByText('Conversations this month with people who did not apply')
        .nextSibling?.textContent,
    ).toBe('4 of 30');
    expect(
      within(section).getByText('Monthly allowances start again on Dec 1, 2026.'),
    ).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      '/pricing',
    );
  });

  it('says a free plan is free, and an instant-alerts feature it lacks', async () => {
    fakeApi(() => ({
      status: 200,
      json: {
        ...growth,
        audience: 'applicant',
        planId: 'free',
        source: 'free',
        paidUntil: null,
        usage: [{ key: 'jobAlerts', limit: 10, used: 2 }],
        features: [{ key: 'instantAlerts', included: false }],
      } satisfies PlanStatus,
    }));
    renderWithProviders(<PlanSummary />);
    expect(await screen.findByText('Free, for as long as you like')).toBeTruthy();
    expect(
      screen.getByText('Instant job alerts, the moment a job matches').nextSibling?.textContent,
    ).toBe('Not included');
    expect(screen.queryByText(/Monthly allowances/)).toBeNull();
  });

  it('offers to try again when the plan cannot be loaded', async () => {
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls <= 2 ? refusal(500, 'internal') : { status: 200, json: growth };
    });
    renderWithProviders(<PlanSummary />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Growth')).toBeTruthy();
  });
});
