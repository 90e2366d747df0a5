// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MailPreference } from '@brigade/shared/notifications/mail-topics';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
  type Answer,
} from '../../../test/component-test.tsx';
import { NotificationsSection } from './notifications-section.tsx';

const restaurantDefaults: MailPreference[] = [
  'applications',
  'interviews',
  'listings',
  'messages',
].map((topic) => ({ topic, enabled: true, frequency: 'instant' }) as MailPreference);

/** GET answers the defaults; PUT answers `onSave(body)`. */
function serve(onSave: (body: { preferences: MailPreference[] }) => Answer) {
  return fakeApi((request, body) =>
    request.startsWith('PUT')
      ? onSave(body as { preferences: MailPreference[] })
      : { status: 200, json: { preferences: restaurantDefaults } },
  );
}

const renderSection = () => renderWithProviders(<NotificationsSection />);

describe('NotificationsSection', () => {
  setUpComponentTests();

  it('lists the account’s topics as named switches, with a digest choice where it fits', async () => {
    serve(() => ({ status: 200, json: {} }));
    renderSection();
    expect(screen.getByRole('status').textContent).toBe('Loading your notification settings…');
    const applications = await screen.findByRole('switch', { name: 'New applications' });
    expect((applications as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: 'Changes to your listings' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Interviews' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Messages' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Job alerts' })).toBeNull();
    expect(screen.getByText(/Password-reset and security e-mails are always sent/)).toBeTruthy();
    // Only new applications can come as a digest.
    const often = screen.getByRole('group', { name: 'How often' });
    expect(within(often).getAllByRole('radio')).toHaveLength(2);
    expect((screen.getByRole('radio', { name: 'Instant' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves the choices with one button and says so', async () => {
    const requests = serve((body) => ({ status: 200, json: body }));
    renderSection();
    fireEvent.click(await screen.findByRole('switch', { name: 'Messages' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Notification settings saved'));
    const put = requests.find(({ request }) => request.startsWith('PUT'));
    expect(put?.request).toBe('PUT /api/account/notification-preferences');
    expect(put?.body).toEqual({
      preferences: [
        { topic: 'applications', enabled: true, frequency: 'daily' },
        { topic: 'interviews', enabled: true, frequency: 'instant' },
        { topic: 'listings', enabled: true, frequency: 'instant' },
        { topic: 'messages', enabled: false, frequency: 'instant' },
      ],
    });
  });

  it('keeps the choice after a failed save and says why', async () => {
    serve(() => refusal(500, 'internal'));
    renderSection();
    const messages = await screen.findByRole('switch', { name: 'Messages' });
    fireEvent.click(messages);
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        variant: 'destructive',
        title: 'Your notification settings could not be saved',
      }),
    );
    expect((screen.getByRole('switch', { name: 'Messages' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Save notification settings' })).toBeTruthy();
  });

  it('says when the settings cannot be loaded, and tries again', async () => {
    const requests = fakeApi(() => refusal(500, 'internal'));
    renderSection();
    // The query retries once by itself before it says so.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your notification settings could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests).toHaveLength(3));
  });
});
