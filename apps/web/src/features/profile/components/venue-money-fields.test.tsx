// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfileAnswer } from '@brigade/shared/profile';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { ProfileForm } from './profile-form.tsx';

const profile: ProfileAnswer['profile'] = {
  email: 'lola@example.com',
  userType: 'restaurant',
  photoURL: null,
  firstName: 'Lola',
  lastName: 'Martín',
  phone: '+34910000001',
  bio: '',
  headline: '',
  city: 'Madrid',
  venueName: 'Casa Lola',
  venueType: 'restaurant',
  address: 'Calle de Toledo 12',
  postcode: '28005',
  website: '',
  venueDescription: '',
  country: '',
  currency: '',
  timeZone: '',
};

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('Edit Profile: the venue’s country and currency', () => {
  setUpComponentTests();

  it('names countries in the reader’s language and offers the country’s currency', async () => {
    const requests = fakeApi((request) =>
      request === 'PUT /api/profile'
        ? {
            status: 200,
            json: {
              profile: { ...profile, country: 'GB', currency: 'EUR' },
              profileComplete: true,
              missing: [],
              hasPassword: true,
              decisionDays: 21,
              kind: 'restaurant',
              ownsOrganisation: true,
            } satisfies ProfileAnswer,
          }
        : { status: 404 },
    );
    renderWithProviders(<ProfileForm profile={profile} />);
    const country = select('Country');
    const currency = select('Currency');
    expect(country.value).toBe('');
    expect(screen.getByRole('option', { name: 'United Kingdom' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'British Pound (GBP)' })).toBeTruthy();
    expect(screen.getByText('Pay in your job listings is shown in this currency.')).toBeTruthy();

    fireEvent.change(country, { target: { value: 'GB' } });
    expect(currency.value).toBe('GBP');
    fireEvent.change(country, { target: { value: 'FR' } });
    expect(currency.value).toBe('EUR');
    // The offer stays changeable: a venue may pay in another currency.
    fireEvent.change(country, { target: { value: 'GB' } });
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.request === 'PUT /api/profile')).toBe(true));
    expect(requests.find((r) => r.request === 'PUT /api/profile')?.body).toMatchObject({
      country: 'GB',
      currency: 'EUR',
    });
  });

  it('shows the saved choice', () => {
    fakeApi(() => ({ status: 404 }));
    renderWithProviders(<ProfileForm profile={{ ...profile, country: 'CH', currency: 'CHF' }} />);
    expect(select('Country').value).toBe('CH');
    expect(select('Currency').value).toBe('CHF');
  });
});
