// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type {
  NotificationsAnswer,
  NotificationView,
} from '@brigade/shared/notifications/notification-answers';
import { DropdownMenu, DropdownMenuContent } from '../../../components/ui/dropdown-menu.tsx';
import { NotificationPanel } from './notification-panel.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const application: NotificationView = {
  id: 'application:1',
  kind: 'new_application',
  type: 'application',
  params: { applicantName: 'Ana Lopez', jobTitle: 'Line Cook' },
  read: false,
  timestamp: minutesAgo(5),
  link: '/restaurant/applications/1',
};
const message: NotificationView = {
  id: 'message:2',
  kind: 'new_message',
  type: 'message',
  params: { senderName: '' },
  read: true,
  timestamp: minutesAgo(3 * 60),
  link: '/messaging',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the bell's requests in order; records what was sent. */
function serve(...answers: (Response | 'never')[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? 'never';
      return answer === 'never' ? new Promise(() => undefined) : Promise.resolve(answer);
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DropdownMenu open>
          <DropdownMenuContent aria-label="Notifications panel">
            <NotificationPanel />
          </DropdownMenuContent>
        </DropdownMenu>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('menu', { name: 'Notifications panel' });
}

describe('NotificationPanel', () => {
  beforeAll(async () => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
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

  it('says it is loading', () => {
    serve('never');
    const panel = renderPanel();
    expect(within(panel).getByRole('status').textContent).toBe('Loading notifications…');
  });

  it('says when there is nothing, with Mark all as read disabled', async () => {
    serve(json(200, { items: [], unreadCount: 0 } satisfies NotificationsAnswer));
    const panel = renderPanel();
    await within(panel).findByText('No notifications');
    const markAll = within(panel).getByRole('menuitem', { name: 'Mark all as read' });
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
  });

  it('reports a failure and tries again on request', async () => {
    const failure = { error: { code: 'internal', message: 'Something went wrong.' } };
    serve(json(500, failure), json(500, failure), json(200, { items: [message], unreadCount: 0 }));
    const panel = renderPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Notifications could not be loaded.');
    fireEvent.click(within(alert).getByRole('menuitem', { name: 'Try again' }));
    await within(panel).findByRole('menuitem', { name: /New Message/ });
  });

  it('lists them with their words, time and unread marker; Mark all as read marks them', async () => {
    const calls = serve(
      json(200, { items: [application, message], unreadCount: 1 }),
      json(200, { items: [{ ...application, read: true }, message], unreadCount: 0 }),
    );
    const panel = renderPanel();
    const list = await within(panel).findByRole('group', { name: 'Notifications' });
    expect(list.className).toContain('max-h-80');
    expect(list.className).toContain('overflow-y-auto');
    const [first, second] = within(list).getAllByRole('menuitem');
    expect(first?.textContent).toBe(
      'New ApplicationAna Lopez applied to Line Cook5 mins agoUnread',
    );
    expect(first?.getAttribute('href')).toBe('/restaurant/applications/1');
    expect(second?.textContent).toBe(
      'New MessageYou have a new message from Deleted user3 hours ago',
    );

    fireEvent.click(within(panel).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(first?.textContent).not.toContain('Unread'));
    expect(calls.at(-1)).toEqual({ url: '/api/notifications/read', body: { all: true } });
  });
});
