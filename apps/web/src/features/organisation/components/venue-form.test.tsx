// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fakeApi,
  renderWithProviders,
  setUpComponentTests,
} from '../../../test/component-test.tsx';
import { VenueForm } from './venue-form.tsx';

describe('Team & venues: the venue form', () => {
  setUpComponentTests();

  it("offers the country's currency and clock, and saves them with the venue", async () => {
    const calls = fakeApi(() => ({ status: 201, json: {} }));
    renderWithProviders(<VenueForm venue={null} onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: 'Casa Sur' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'FR' } });
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    // A venue may pay in another currency all the same.
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save venue' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        request: 'POST /api/organisation/venues',
        body: expect.objectContaining({
          venueName: 'Casa Sur',
          country: 'FR',
          currency: 'GBP',
          timeZone: 'Europe/Paris',
          decisionDays: 21,
        }) as unknown,
      }),
    );
  });

  it('keeps the days to decide between 14 and 60, and what was typed', () => {
    const calls = fakeApi(() => ({ status: 201, json: {} }));
    renderWithProviders(<VenueForm venue={null} onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Venue name'), { target: { value: 'Casa Sur' } });
    const days = screen.getByLabelText('Days to decide on an application') as HTMLInputElement;
    fireEvent.change(days, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save venue' }));
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(days.value).toBe('7');
    expect(calls).toEqual([]);
  });
});
