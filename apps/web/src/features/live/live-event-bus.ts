/**
 * The browser's one fan-out point for the live channel: the connection (live-connection.ts)
 * publishes what the server pushes, any feature subscribes (use-live-event.ts). Kept free of
 * React and of the connection code, so a feature can listen without loading either.
 */
import type { LiveEvent } from '@brigade/shared/live-events';

/** A server event, or `reconnected`: the channel is back after a gap and may have missed some. */
export type LiveSignal = { kind: 'event'; event: LiveEvent } | { kind: 'reconnected' };

type Listener = (signal: LiveSignal) => void;

const listeners = new Set<Listener>();

export function subscribeToLive(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishLive(signal: LiveSignal): void {
  // A copy: a listener may unsubscribe (a component unmounting) while we go through them.
  for (const listener of [...listeners]) listener(signal);
}
