// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '@brigade/shared/jobs/job-answers';
import type { SessionAnswer } from '@brigade/shared/session';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { testMember, testOrganisation } from '../../../test/organisation-fixtures.ts';
import { ListingWatchers } from './listing-watchers.tsx';

const venueA = '0b5f8c1e-1111-4e7a-9d21-3c4b5a6d7e01';
const venueB = '0b5f8c1e-2222-4e7a-9d21-3c4b5a6d7e02';
const organisation = testOrganisation({
  myVenueIds: [venueA, venueB],
  members: [
    testMember('u-owner', 'Olga', 'owner'),
    testMember('u-admin', 'Ana', 'admin'),
    testMember('u-manager-a', 'Marta', 'manager', [venueA]),
    testMember('u-manager-b', 'Bruno', 'manager', [venueB]),
  ],
});
const listing = {
  id: 'job-1',
  title: 'Sous Chef',
  venueId: venueA,
  removedAt: null,
  assignee: null,
  following: false,
} as unknown as ListingSummary;

describe('ListingWatchers: Assign to', () => {
  setUpComponentTests();

  it("offers the members who work for the listing's venue, and assigns the one chosen", async () => {
    const calls = fakeApi((request) => {
      if (request === 'GET /api/auth/session') {
        return {
          status: 200,
          json: { user: { id: 'u-owner', userType: 'restaurant' } } as unknown as SessionAnswer,
        };
      }
      if (request === 'GET /api/organisation') return { status: 200, json: organisation };
      return { status: 204 };
    });
    renderWithProviders(<ListingWatchers listing={listing} />);
    const picker = await screen.findByRole('combobox', { name: 'Assign Sous Chef to' });
    // The manager of the other venue is not offered.
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a member…', 'Olga Ruiz (you)', 'Ana Ruiz', 'Marta Ruiz']);
    const assign = screen.getByRole('button', { name: 'Assign' });
    expect(assign.hasAttribute('disabled')).toBe(true);
    fireEvent.change(picker, { target: { value: 'u-manager-a' } });
    fireEvent.click(assign);
    await waitFor(() =>
      expect(getToasts()[0]?.title).toBe('Marta Ruiz looks after this listing now'),
    );
    expect(calls).toContainEqual({
      request: 'PUT /api/jobs/job-1/assignee',
      body: { assigneeId: 'u-manager-a' },
    });
  });
});
