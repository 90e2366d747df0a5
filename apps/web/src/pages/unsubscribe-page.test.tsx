// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import { UnsubscribePage } from './unsubscribe-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const invalid = () =>
  json(
    { error: { code: 'invalid_unsubscribe_link', message: 'This unsubscribe link is not valid.' } },
    400,
  );

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('UnsubscribePage', () => {
  beforeAll(async () => {
    await i18next.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { translation: en } },
      fallbackNS: 'translation',
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows what the link turns off, turns it off on request, and how to turn it back on', async () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(json({ topic: 'messages' })),
    );
    vi.stubGlobal('fetch', fetch);
    renderAt('/unsubscribe?token=abc.def');

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeTruthy();
    expect(await screen.findByText('Messages you still haven’t read after a while.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/mail/unsubscribe?token=abc.def');

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer get e-mails about: Messages.')).toBeTruthy();
    expect(fetch.mock.calls[1]?.[1]?.method).toBe('POST');
    const link = screen.getByRole('link', { name: 'Edit Profile → Notifications' });
    expect(link.getAttribute('href')).toBe('/profile/edit#notifications');
  });

  it('says a refused link is not valid', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(invalid())),
    );
    renderAt('/unsubscribe?token=forged');
    expect(await screen.findByText('This unsubscribe link is not valid')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a link without a token is not valid, without asking the server', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt('/unsubscribe');
    expect(screen.getByText('This unsubscribe link is not valid')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the button when turning it off fails for another reason, and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        Promise.resolve(
          init?.method === 'POST'
            ? json({ error: { code: 'rate_limited', message: 'Too many requests.' } }, 429)
            : json({ topic: 'status' }),
        ),
      ),
    );
    renderAt('/unsubscribe?token=abc.def');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const alert = await screen.findByText(/^You could not be unsubscribed: /);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
