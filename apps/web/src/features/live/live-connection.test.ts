import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@brigade/shared/live-events';
import { openLiveConnection, parseLiveEvent, retryDelay } from './live-connection.ts';
import type { EventSourceLike } from './live-connection.ts';

/** An EventSource whose events the test fires by hand. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  fire(type: string, data = '', readyState = this.readyState): void {
    this.readyState = readyState;
    for (const listener of this.listeners.get(type) ?? []) {
      listener({ data } as MessageEvent<string>);
    }
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const events: LiveEvent[] = [];
  const onReconnect = vi.fn();
  const close = openLiveConnection({
    url: '/api/live',
    eventName: 'brigade',
    onEvent: (event) => events.push(event),
    onReconnect,
    createSource: () => {
      const source = new FakeSource();
      sources.push(source);
      return source;
    },
    setTimer: (run, ms) => {
      const timer = { run, ms };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    random: () => 1,
  });
  const last = () => {
    const source = sources.at(-1);
    if (!source) throw new Error('no source');
    return source;
  };
  return { sources, timers, events, onReconnect, close, last };
}

const read: LiveEvent = { type: 'notifications.changed' };

describe('openLiveConnection', () => {
  it('passes on the named events it understands and ignores the rest', () => {
    const live = setup();
    live.last().fire('open', '', 1);
    live.last().fire('brigade', JSON.stringify(read));
    live.last().fire('brigade', 'not json');
    live.last().fire('brigade', JSON.stringify({ nope: true }));
    live.last().fire('message', JSON.stringify(read)); // unnamed events are not ours
    expect(live.events).toEqual([read]);
    expect(live.onReconnect).not.toHaveBeenCalled();
  });

  it('calls onReconnect on every open after the first', () => {
    const live = setup();
    live.last().fire('open', '', 1);
    // The browser retries a dropped stream by itself (CONNECTING), then opens again.
    live.last().fire('error', '', 0);
    expect(live.timers).toEqual([]);
    live.last().fire('open', '', 1);
    live.last().fire('open', '', 1);
    expect(live.onReconnect).toHaveBeenCalledTimes(2);
    expect(live.sources).toHaveLength(1);
  });

  it('retries with growing waits when the browser gives up (CLOSED), and counts that as a reconnection', () => {
    const live = setup();
    live.last().fire('open', '', 1);
    live.last().fire('error', '', 2);
    expect(live.sources[0]?.closed).toBe(true);
    expect(live.timers.map((timer) => timer.ms)).toEqual([1_000]);
    live.timers.shift()?.run();
    expect(live.sources).toHaveLength(2);
    live.last().fire('error', '', 2);
    expect(live.timers.map((timer) => timer.ms)).toEqual([2_000]);
    live.timers.shift()?.run();
    live.last().fire('open', '', 1);
    expect(live.onReconnect).toHaveBeenCalledTimes(1);
    // A success resets the backoff.
    live.last().fire('error', '', 2);
    expect(live.timers.map((timer) => timer.ms)).toEqual([1_000]);
  });

  it('stops for good when closed: no retry, no events from the old source', () => {
    const live = setup();
    const first = live.last();
    first.fire('open', '', 1);
    live.close();
    expect(first.closed).toBe(true);
    first.fire('error', '', 2);
    first.fire('brigade', JSON.stringify(read));
    expect(live.timers).toEqual([]);
    expect(live.events).toEqual([]);
  });

  it('cancels a pending retry when closed', () => {
    const live = setup();
    live.last().fire('error', '', 2);
    expect(live.timers).toHaveLength(1);
    live.close();
    expect(live.timers).toEqual([]);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s to at most 30 s, jittered down to half', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, () => 1))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
    expect(retryDelay(0, () => 0)).toBe(500);
  });
});

describe('parseLiveEvent', () => {
  it('reads a LiveEvent and refuses anything else', () => {
    expect(parseLiveEvent('{"type":"notifications.changed"}')).toEqual(read);
    expect(parseLiveEvent('{"type":3}')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
    expect(parseLiveEvent('')).toBeNull();
  });
});
