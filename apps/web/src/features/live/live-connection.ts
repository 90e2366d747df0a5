/**
 * The live channel's connection: one EventSource to GET /api/live. The browser reconnects an
 * EventSource by itself after a dropped stream; it gives up for good (readyState CLOSED) only
 * when an attempt is refused (a 401, a 5xx, a proxy page), and then we try again with backoff.
 * Every `open` after the first is a reconnection, after which the caller refetches what it shows.
 */
import type { LiveEvent } from '@brigade/shared/live-events';

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

const closedState = 2; // EventSource.CLOSED
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** The wait before the `attempt`-th retry: doubling from 1 s up to 30 s, with jitter so that a
 *  restarted server is not hit by every browser in the same instant. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
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
      if (source !== current || stopped || current.readyState !== closedState) return;
      // Refused: the browser will not try again by itself.
      current.close();
      retryTimer = setTimer(connect, retryDelay(attempt, random));
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
