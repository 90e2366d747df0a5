/**
 * The live channel's connection: one EventSource to GET /api/live. We reconnect it ourselves,
 * never leaving it to the browser: left alone, every tab a restarted server dropped would come
 * back after the same fixed `retry` (2 s), all at once, and again every 2 s while the server is
 * still starting. So on any error (a dropped stream, a refused or failed attempt) the source is
 * closed and a new one opened after the shared backoff with full jitter (@brigade/shared/
 * live-retry: uniform in [0, 1 s), then [0, 2 s), … up to [0, 30 s)); an open resets it.
 * Every `open` after the first is a reconnection, after which the caller refetches what it shows.
 */
import type { LiveEvent } from '@brigade/shared/live-events';
import { liveRetryDelay } from '@brigade/shared/live-retry';

/** The part of EventSource we use (a fake in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveConnectionOptions {
  url: string;
  eventName: string;
  onEvent: (event: LiveEvent) => void;
  /** Open again after a gap: what happened meanwhile was not delivered. */
  onReconnect: () => void;
  createSource?: (url: string) => EventSourceLike;
  /** Defaults to window's timers; tests pass fakes. */
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

/** A LiveEvent from an SSE message's data, or null for anything we do not understand. */
export function parseLiveEvent(data: string): LiveEvent | null {
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'type' in value) {
      return typeof value.type === 'string' ? (value as LiveEvent) : null;
    }
  } catch {
    // Not JSON: ignored, like an unknown event type.
  }
  return null;
}

/** Opens the channel; the answer closes it for good (sign-out, unmount). */
export function openLiveConnection({
  url,
  eventName,
  onEvent,
  onReconnect,
  createSource = (target) => new EventSource(target),
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  random = Math.random,
}: LiveConnectionOptions): () => void {
  let source: EventSourceLike | null = null;
  let opens = 0;
  let attempt = 0;
  let retryTimer: unknown = null;
  let stopped = false;

  const connect = () => {
    retryTimer = null;
    const current = createSource(url);
    source = current;
    current.addEventListener('open', () => {
      if (source !== current) return;
      opens += 1;
      attempt = 0;
      if (opens > 1) onReconnect();
    });
    current.addEventListener(eventName, (message) => {
      if (source !== current) return;
      const event = parseLiveEvent(message.data);
      if (event) onEvent(event);
    });
    current.addEventListener('error', () => {
      if (source !== current || stopped) return;
      // Dropped (the browser would retry after the fixed `retry`) or refused (it would give up):
      // either way we close it and come back after our own jittered wait.
      current.close();
      source = null;
      retryTimer = setTimer(connect, liveRetryDelay(attempt, random));
      attempt += 1;
    });
  };

  // Back online after a refused attempt: no need to wait out the backoff.
  const onOnline = () => {
    if (stopped || retryTimer === null) return;
    clearTimer(retryTimer);
    connect();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);

  connect();
  return () => {
    stopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    if (retryTimer !== null) clearTimer(retryTimer);
    retryTimer = null;
    source?.close();
    source = null;
  };
}
