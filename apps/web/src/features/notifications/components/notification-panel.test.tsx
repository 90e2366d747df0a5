// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationsAnswer,
  NotificationView,
} from '@brigade/shared/notifications/notification-answers';
import { DropdownMenu, DropdownMenuContent } from '../../../components/ui/dropdown-menu.tsx';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
  type Reply,
} from '../../../test/component-test.tsx';
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

/** Answers the bell's requests in order; records what was sent. */
function serve(...answers: Reply[]) {
  return fakeApi(() => answers.shift() ?? 'never');
}

function renderPanel() {
  renderWithProviders(
    <DropdownMenu open>
      <DropdownMenuContent aria-label="Notifications panel">
        <NotificationPanel />
      </DropdownMenuContent>
    </DropdownMenu>,
  );
  return screen.getByRole('menu', { name: 'Notifications panel' });
}

describe('NotificationPanel', () => {
  setUpComponentTests();
  beforeAll(() => {
    globalThis.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('says it is loading', () => {
    serve('never');
    const panel = renderPanel();
    expect(within(panel).getByRole('status').textContent).toBe('Loading notifications…');
  });

  it('says when there is nothing, with Mark all as read disabled', async () => {
    serve({ status: 200, json: { items: [], unreadCount: 0 } satisfies NotificationsAnswer });
    const panel = renderPanel();
    await within(panel).findByText('No notifications');
    const markAll = within(panel).getByRole('menuitem', { name: 'Mark all as read' });
    expect(markAll.getAttribute('aria-disabled')).toBe('true');
  });

  it('reports a failure and tries again on request', async () => {
    const failure = refusal(500, 'internal');
    serve(failure, failure, { status: 200, json: { items: [message], unreadCount: 0 } });
    const panel = renderPanel();
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Notifications could not be loaded.');
    fireEvent.click(within(alert).getByRole('menuitem', { name: 'Try again' }));
    await within(panel).findByRole('menuitem', { name: /New Message/ });
  });

  it('lists them with their words, time and unread marker; Mark all as read marks them', async () => {
    const requests = serve(
      { status: 200, json: { items: [application, message], unreadCount: 1 } },
      { status: 200, json: { items: [{ ...application, read: true }, message], unreadCount: 0 } },
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
    expect(requests.at(-1)).toEqual({
      request: 'POST /api/notifications/read',
      body: { all: true },
    });
  });
});
