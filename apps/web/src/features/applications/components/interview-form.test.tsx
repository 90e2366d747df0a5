// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { browserTimeZone } from '../interview-time.ts';
import { InterviewForm } from './interview-form.tsx';

setUpComponentTests();

/** The page renders the form before the venue's profile has loaded. */
function ProfileArrivesLater() {
  const [zone, setZone] = useState<string>();
  return (
    <>
      <button type="button" onClick={() => setZone('Europe/Paris')}>
        Profile loaded
      </button>
      <InterviewForm applicationId="a1" interview={null} venueTimeZone={zone} />
    </>
  );
}

const zoneBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Time zone' });

describe('InterviewForm: the time zone', () => {
  it('starts a new interview in the venue’s zone, named for people', () => {
    fakeApi(() => 'never');
    renderWithProviders(
      <InterviewForm applicationId="a1" interview={null} venueTimeZone="Europe/Madrid" />,
    );
    expect(zoneBox().value).toBe('Central European Time — Europe/Madrid');
  });

  it('takes the venue’s zone when the profile arrives after the form', () => {
    fakeApi(() => 'never');
    renderWithProviders(<ProfileArrivesLater />);
    expect(zoneBox().value).toContain(browserTimeZone().replaceAll('_', ' '));
    fireEvent.click(screen.getByRole('button', { name: 'Profile loaded' }));
    expect(zoneBox().value).toBe('Central European Time — Europe/Paris');
  });

  it('keeps an existing interview’s own zone', () => {
    fakeApi(() => 'never');
    renderWithProviders(
      <InterviewForm
        applicationId="a1"
        interview={{
          at: '2031-05-20T13:00:00.000Z',
          timeZone: 'America/New_York',
          location: 'Bar',
        }}
        venueTimeZone="Europe/Madrid"
      />,
    );
    expect(zoneBox().value).toBe('Eastern Time — America/New York');
    expect(screen.getByLabelText<HTMLInputElement>('Date and time').value).toBe('2031-05-20T09:00');
  });

  it('finds a zone by typing and sends the one chosen by keyboard', async () => {
    const requests = fakeApi(() => 'never');
    renderWithProviders(
      <InterviewForm applicationId="a1" interview={null} venueTimeZone="Europe/Madrid" />,
    );
    // Nothing typed: the venue's zone comes first.
    fireEvent.keyDown(zoneBox(), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[0]?.textContent).toBe(
      'Central European Time — Europe/Madrid',
    );
    fireEvent.change(zoneBox(), { target: { value: 'eastern new york' } });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Eastern Time — America/New York',
    ]);
    fireEvent.keyDown(zoneBox(), { key: 'ArrowDown' });
    fireEvent.keyDown(zoneBox(), { key: 'Enter' });
    expect(zoneBox().value).toBe('Eastern Time — America/New York');

    fireEvent.change(screen.getByLabelText('Date and time'), {
      target: { value: '2031-05-20T15:00' },
    });
    fireEvent.change(screen.getByLabelText('Place or video link'), {
      target: { value: 'Calle Mayor 1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule interview' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({
      localDateTime: '2031-05-20T15:00',
      timeZone: 'America/New_York',
    });
  });
});
