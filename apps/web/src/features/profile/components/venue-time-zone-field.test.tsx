// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const zoneBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Time zone' });
const country = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country' });

describe('Edit Profile: the venue’s time zone', () => {
  setUpComponentTests();

  it('takes a one-clock country’s zone, and leaves a many-clock country’s to choose', async () => {
    const requests = fakeApi(() => 'never');
    renderWithProviders(<ProfileForm profile={profile} />);
    expect(zoneBox().value).toBe('');
    expect(
      screen.getByText('Interviews are set in this time zone. Type a city or a region to find it.'),
    ).toBeTruthy();

    fireEvent.change(country(), { target: { value: 'FR' } });
    expect(zoneBox().value).toBe('Central European Time — Europe/Paris');

    // The US keeps several clocks: Paris goes, and the country's own zones are offered first.
    fireEvent.change(country(), { target: { value: 'US' } });
    expect(zoneBox().value).toBe('');
    fireEvent.keyDown(zoneBox(), { key: 'ArrowDown' });
    const list = within(screen.getByRole('listbox', { name: 'Time zones' }));
    const offered = list.getAllByRole('option').map((option) => option.textContent);
    expect(offered.slice(0, 2)).toEqual([
      'Eastern Time — America/New York',
      'Central Time — America/Chicago',
    ]);
    fireEvent.click(list.getByRole('option', { name: 'Central Time — America/Chicago' }));
    expect(zoneBox().value).toBe('Central Time — America/Chicago');

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const put = () => requests.find((r) => r.request === 'PUT /api/profile');
    await waitFor(() => expect(put()).toBeDefined());
    expect(put()?.body).toMatchObject({ country: 'US', timeZone: 'America/Chicago' });
  });

  it('shows the saved zone', () => {
    fakeApi(() => 'never');
    renderWithProviders(
      <ProfileForm profile={{ ...profile, country: 'ES', timeZone: 'Atlantic/Canary' }} />,
    );
    expect(zoneBox().value).toBe('Western European Time — Atlantic/Canary');
  });
});
