// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { ListingCard } from './listing-card.tsx';

const open: ListingSummary = {
  id: 'job-1',
  title: 'Sous Chef',
  role: 'chef',
  employmentType: 'full_time',
  location: '12 Market Street',
  city: 'Lyon',
  salary: 15,
  salaryMax: null,
  payPeriod: 'hour',
  currency: 'EUR',
  tipModel: 'none',
  totalPay: null,
  hoursMin: 30,
  hoursMax: 38,
  status: 'open',
  venueName: 'Chez Marcel',
  publishedAt: '2026-11-01T12:00:00.000Z',
  createdAt: '2026-11-01T12:00:00.000Z',
  fit: null,
  urgentUntil: null,
  venueId: 'venue-1',
  applications: { total: 2, newThisWeek: 0 },
  closedReason: null,
  removedAt: null,
  validThrough: '2026-12-31T12:00:00.000Z',
  assignee: null,
  following: false,
};
/** Closed by its expiry: its date kept, no reason. */
const expired: ListingSummary = {
  ...open,
  status: 'closed',
  validThrough: '2026-11-20T12:00:00.000Z',
};
/** Closed by hand: no date. */
const closedByHand: ListingSummary = { ...open, status: 'closed', validThrough: null };

const renderCard = (listing: ListingSummary) =>
  renderWithProviders(
    <ul>
      <ListingCard listing={listing} applicationsHref="/restaurant/dashboard" />
    </ul>,
  );

const renewed = { ...open, validThrough: '2027-03-01T12:00:00.000Z' };

describe('ListingCard: expiry and Renew', () => {
  setUpComponentTests();

  it('says when an open listing closes, and renews it for 60 days with a toast', async () => {
    const calls = fakeApi(() => ({ status: 200, json: renewed }));
    renderCard(open);
    expect(screen.getByText('Closes on Dec 31, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Renew Sous Chef for 60 days' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Sous Chef is open until Mar 1, 2027.'));
    expect(calls.map((call) => call.request)).toContain('POST /api/jobs/job-1/renew');
  });

  it('shows an expired listing as Expired, with Renew in place of Reopen', () => {
    renderCard(expired);
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.getByText('Expired on Nov 20, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renew Sous Chef for 60 days' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('offers no Renew for a listing closed by hand (it has Reopen)', () => {
    renderCard(closedByHand);
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(screen.queryByText(/Closes on|Expired/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Renew/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
  });

  it('says so when renewing is refused', async () => {
    fakeApi(() => refusal(409, 'listing_not_renewable'));
    renderCard(open);
    fireEvent.click(screen.getByRole('button', { name: 'Renew Sous Chef for 60 days' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'The listing could not be renewed',
      }),
    );
  });
});
