// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { PayCurrencyNote } from './pay-currency-note.tsx';

setUpComponentTests();

const profileWith = (currency: string) => ({
  profile: { currency, country: currency ? 'GB' : '', firstName: 'M', lastName: 'R' },
  profileComplete: false,
  missing: [],
  hasPassword: true,
});

describe('the currency note of Post a Job', () => {
  it("names the venue's currency", async () => {
    fakeApi(() => ({ status: 200, json: profileWith('GBP') }));
    renderWithProviders(<PayCurrencyNote />);
    expect(
      await screen.findByText(/Amounts are in British Pound \(GBP\), your venue’s currency\./),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Change it in Edit Profile' }).getAttribute('href'),
    ).toBe('/profile/edit');
  });

  it('says when the venue has no currency yet', async () => {
    fakeApi(() => ({ status: 200, json: profileWith('') }));
    renderWithProviders(<PayCurrencyNote />);
    expect(await screen.findByText(/Your venue has no currency yet/)).toBeTruthy();
  });
});
