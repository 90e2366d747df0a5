import { describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@brigade/shared/live-events';
import { openLiveConnection, parseLiveEvent } from './live-connection.ts';
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

function setup(random = () => 0.5) {
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
    random,
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

  it('reconnects a dropped stream itself, after a jittered wait, and calls onReconnect', () => {
    const live = setup();
    live.last().fire('open', '', 1);
    // The browser would retry by itself (CONNECTING) after the server's fixed `retry`, every tab
    // at once: the source is closed and a new one opened after our own wait instead.
    live.last().fire('error', '', 0);
    expect(live.sources[0]?.closed).toBe(true);
    expect(live.timers.map((timer) => timer.ms)).toEqual([500]);
    live.timers.shift()?.run();
    expect(live.sources).toHaveLength(2);
    live.last().fire('open', '', 1);
    expect(live.onReconnect).toHaveBeenCalledTimes(1);
    // Late events from the closed source are ignored.
    live.sources[0]?.fire('brigade', JSON.stringify(read));
    live.sources[0]?.fire('error', '', 2);
    expect(live.events).toEqual([]);
    expect(live.timers).toEqual([]);
  });

  it('backs off exponentially with full jitter while attempts fail, and resets once open', () => {
    const live = setup();
    live.last().fire('open', '', 1);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // Refused (CLOSED) or failed to connect (CONNECTING): the same schedule.
      live.last().fire('error', '', i % 2 === 0 ? 2 : 0);
      const timer = live.timers.shift();
      waits.push(timer?.ms ?? -1);
      timer?.run();
    }
    // Half of each ceiling (random 0.5): 1 s, 2 s, 4 s, … capped at 30 s.
    expect(waits).toEqual([500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000]);
    live.last().fire('open', '', 1);
    expect(live.onReconnect).toHaveBeenCalledTimes(1);
    live.last().fire('error', '', 2);
    expect(live.timers.map((timer) => timer.ms)).toEqual([500]);
  });

  it('may come back at once, or wait the whole window (full jitter)', () => {
    const soon = setup(() => 0);
    soon.last().fire('error', '', 0);
    expect(soon.timers.map((timer) => timer.ms)).toEqual([0]);
    const late = setup(() => 0.999_999);
    late.last().fire('error', '', 0);
    expect(late.timers.map((timer) => timer.ms)).toEqual([999]);
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

describe('parseLiveEvent', () => {
  it('reads a LiveEvent and refuses anything else', () => {
    expect(parseLiveEvent('{"type":"notifications.changed"}')).toEqual(read);
    expect(parseLiveEvent('{"type":3}')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
    expect(parseLiveEvent('')).toBeNull();
  });
});
