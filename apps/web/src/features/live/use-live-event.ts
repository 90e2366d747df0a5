import { useEffect, useRef } from 'react';
import { subscribeToLive } from './live-event-bus.ts';
import type { LiveSignal } from './live-event-bus.ts';

/**
 * Calls `listener` for every live signal (a LiveEvent from the server, or `reconnected`) while
 * the component is mounted. The latest listener is used, so it may close over fresh state
 * without resubscribing on every render.
 */
export function useLiveEvent(listener: (signal: LiveSignal) => void): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => subscribeToLive((signal) => latest.current(signal)), []);
}
