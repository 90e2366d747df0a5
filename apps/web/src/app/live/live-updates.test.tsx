// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { subscribeToLive } from '../../features/live/live-event-bus.ts';
import type { LiveSignal } from '../../features/live/live-event-bus.ts';
import { LiveUpdates } from './live-updates.tsx';

/** The EventSources the component opened, with a way to play the server's side. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  fire(type: string, data = '') {
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data } as MessageEvent<string>);
    }
  }
}

const user = { id: 'u1' } as SessionUser;

function setup(session: SessionAnswer) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(['session'], session);
  render(
    <QueryClientProvider client={client}>
      <LiveUpdates />
    </QueryClientProvider>,
  );
  return client;
}

/** Lets the connection's lazily imported module load. */
const settle = () => act(() => vi.dynamicImportSettled());

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveUpdates', () => {
  it('opens nothing for a signed-out visitor', async () => {
    setup({ user: null });
    await settle();
    expect(FakeEventSource.opened).toEqual([]);
  });

  it('opens one channel when signed in and closes it on sign-out', async () => {
    const client = setup({ user });
    await settle();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/live']);
    act(() => client.setQueryData<SessionAnswer>(['session'], { user: null }));
    await vi.waitFor(() => expect(FakeEventSource.opened[0]?.closed).toBe(true));
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('refreshes what an event concerns, passes it on, and catches up after a reconnection', async () => {
    const client = setup({ user });
    await settle();
    const source = FakeEventSource.opened[0];
    if (!source) throw new Error('no channel');
    const signals: LiveSignal[] = [];
    const unsubscribe = subscribeToLive((signal) => signals.push(signal));
    client.setQueryData(['notifications'], { items: [] });
    client.setQueryData(['messages', 'unread-count'], { count: 0 });

    act(() => source.fire('open'));
    act(() => source.fire('brigade', JSON.stringify({ type: 'notifications.changed' })));
    await vi.waitFor(() =>
      expect(client.getQueryState(['notifications'])?.isInvalidated).toBe(true),
    );
    expect(client.getQueryState(['messages', 'unread-count'])?.isInvalidated).toBe(false);

    act(() => source.fire('open')); // the browser reconnected by itself
    await vi.waitFor(() =>
      expect(client.getQueryState(['messages', 'unread-count'])?.isInvalidated).toBe(true),
    );
    expect(signals).toEqual([
      { kind: 'event', event: { type: 'notifications.changed' } },
      { kind: 'reconnected' },
    ]);
    unsubscribe();
  });
});
