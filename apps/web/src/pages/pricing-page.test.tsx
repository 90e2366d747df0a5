// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PlanStatus } from '@brigade/shared/plans/plan-status';
import {
  entitlementsOf,
  freeForEveryone,
  plansFor,
  type PlanAudience,
} from '@brigade/shared/plans/plans';
import { apiPaths } from '@brigade/shared/routes';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { fakeApi, renderWithProviders, setUpComponentTests } from '../test/component-test.tsx';
import { growthPlan } from '../test/plan-fixtures.ts';
import { leaveFor } from '../lib/leave-for.ts';
import { PricingPage } from './pricing-page.tsx';

vi.mock('../lib/leave-for.ts', () => ({ leaveFor: vi.fn() }));

const signedOut = () =>
  fakeApi((request) =>
    request === `GET ${apiPaths.auth.session}`
      ? { status: 200, json: { user: null } satisfies SessionAnswer }
      : { status: 401 },
  );

const restaurantOwner: SessionUser = {
  id: 'u1',
  email: 'casa@brigade.test',
  firstName: 'Lola',
  lastName: 'Casa',
  userType: 'restaurant',
  photoURL: null,
  isActive: true,
  profileComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
};

const card = (name: string) => screen.getByRole('article', { name });

describe('PricingPage', () => {
  setUpComponentTests();

  it('draws every line from the plans table: an entitlement of its kind of account, or free for everyone', () => {
    signedOut();
    renderWithProviders(<PricingPage />);
    const groups: [PlanAudience, string][] = [
      ['applicant', 'For job seekers'],
      ['restaurant', 'For restaurants'],
    ];
    for (const [audience, title] of groups) {
      const group = screen.getByRole('region', { name: title });
      const lines = within(group).getAllByRole('listitem');
      const known = new Set<string>([...entitlementsOf[audience], ...freeForEveryone[audience]]);
      for (const line of lines) {
        const key = line.dataset.entitlement ?? line.dataset.free;
        expect(key, line.textContent ?? '').toBeDefined();
        expect(known.has(key ?? '')).toBe(true);
      }
      const perPlan = entitlementsOf[audience].length;
      expect(lines).toHaveLength(
        plansFor(audience).length * perPlan + freeForEveryone[audience].length,
      );
    }
  });

  it('says what each plan allows, marks what it lacks, and keeps applying free by law', () => {
    signedOut();
    renderWithProviders(<PricingPage />);
    const starter = card('Starter');
    expect(within(starter).getByText('1 open job listing')).toBeTruthy();
    expect(within(starter).getByText('Just you: no team accounts')).toBeTruthy();
    expect(within(starter).getAllByText('Not included:')).toHaveLength(4);
    expect(within(card('Growth')).getByText(/^2 boosts a month/)).toBeTruthy();
    expect(within(starter).getByRole('link', { name: 'Start for free' })).toBeTruthy();
    const scale = card('Scale');
    expect(within(scale).getByText('Unlimited open job listings')).toBeTruthy();
    expect(within(scale).getByText('Up to 10 venues')).toBeTruthy();
    expect(within(scale).getByRole('link', { name: 'Talk to us' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(card('Pro')).getByText('Up to 30 job alerts')).toBeTruthy();
    expect(screen.getByText(/Employment Agencies Act 1973/)).toBeTruthy();
  });

  it('shows prices in the chosen currency', () => {
    signedOut();
    renderWithProviders(<PricingPage />);
    expect(within(card('Growth')).getByText('€49')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Prices in'), { target: { value: 'GBP' } });
    expect(within(card('Growth')).getByText('£42')).toBeTruthy();
  });

  it('marks the plan I am on and prices it in my venue’s currency', async () => {
    const status: PlanStatus = { ...growthPlan, currency: 'GBP' };
    fakeApi((request) =>
      request === `GET ${apiPaths.auth.session}`
        ? {
            status: 200,
            json: {
              user: restaurantOwner,
            } satisfies SessionAnswer,
          }
        : { status: 200, json: status },
    );
    renderWithProviders(<PricingPage />);
    await waitFor(() => expect(within(card('Growth')).getByText('Your plan')).toBeTruthy());
    expect(within(card('Growth')).getByText('£42')).toBeTruthy();
    expect(within(card('Growth')).queryByRole('link')).toBeNull();
    // Signed in, a free plan does not offer sign-up.
    expect(within(card('Starter')).queryByRole('link', { name: 'Start for free' })).toBeNull();
  });

  it('lets an owner choose a paid plan and pay for it online where plans are bought online', async () => {
    const requests = fakeApi((request) => {
      if (request === `GET ${apiPaths.auth.session}`) {
        return { status: 200, json: { user: restaurantOwner } satisfies SessionAnswer };
      }
      if (request === `GET ${apiPaths.plans}`) return { status: 200, json: { checkout: 'online' } };
      if (request === `GET ${apiPaths.plan}`) {
        return { status: 200, json: { ...growthPlan, planId: 'starter', source: 'free' } };
      }
      return { status: 200, json: { url: 'https://checkout.stripe.com/c/pay/cs_test_1' } };
    });
    renderWithProviders(<PricingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Scale' }));
    await waitFor(() =>
      expect(leaveFor).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_test_1'),
    );
    expect(requests.find(({ request }) => request.startsWith('POST'))).toEqual({
      request: `POST ${apiPaths.planCheckout}`,
      body: { planId: 'scale', currency: 'EUR' },
    });
    expect(screen.getByText(/paid monthly by card, through Stripe/)).toBeTruthy();
    // Job seekers' plans are not this account's to buy.
    expect(within(card('Pro')).queryByRole('button')).toBeNull();
  });
});
