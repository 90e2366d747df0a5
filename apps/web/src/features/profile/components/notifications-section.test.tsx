// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { MailPreference } from '@brigade/shared/notifications/mail-topics';
import { dismissToast, getToasts } from '../../../lib/toast-store.ts';
import { NotificationsSection } from './notifications-section.tsx';

const restaurantDefaults: MailPreference[] = [
  'applications',
  'interviews',
  'listings',
  'messages',
].map((topic) => ({ topic, enabled: true, frequency: 'instant' }) as MailPreference);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** GET answers the defaults; PUT answers `onSave(body)`. */
function serve(onSave: (body: { preferences: MailPreference[] }) => Response) {
  const fetch = vi.fn((_url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'PUT'
        ? onSave(JSON.parse(String(init.body)) as { preferences: MailPreference[] })
        : json({ preferences: restaurantDefaults }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSection() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <NotificationsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationsSection', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en } },
      fallbackNS: 'translation',
    });
  });
  afterEach(() => {
    cleanup();
    dismissToast();
    vi.unstubAllGlobals();
  });

  it('lists the account’s topics as named switches, with a digest choice where it fits', async () => {
    serve(() => json({}));
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
    const fetch = serve((body) => json(body));
    renderSection();
    fireEvent.click(await screen.findByRole('switch', { name: 'Messages' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Notification settings saved'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/account/notification-preferences');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      preferences: [
        { topic: 'applications', enabled: true, frequency: 'daily' },
        { topic: 'interviews', enabled: true, frequency: 'instant' },
        { topic: 'listings', enabled: true, frequency: 'instant' },
        { topic: 'messages', enabled: false, frequency: 'instant' },
      ],
    });
  });

  it('keeps the choice after a failed save and says why', async () => {
    serve(() => json({ error: { code: 'internal', message: 'Something went wrong.' } }, 500));
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
    const fetch = vi.fn(() =>
      Promise.resolve(json({ error: { code: 'internal', message: 'Something went wrong.' } }, 500)),
    );
    vi.stubGlobal('fetch', fetch);
    renderSection();
    // The query retries once by itself (a second later) before it says so.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(within(alert).getByText('Your notification settings could not be loaded')).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  });
});
