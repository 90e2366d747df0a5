import type { BusMessage } from './bus-message.ts';

export type BusHandler = (message: BusMessage) => void | Promise<void>;

/** Logs what goes wrong on the bus (the hub's owner decides where it goes). */
export type LiveLog = (level: 'info' | 'warn', message: string) => void;

/**
 * Carries live messages to every server process, this one included. `send` delivers to this
 * process's handler at once, then to the others; a failure to reach the others is logged, never
 * thrown (what was sent is stored already, and browsers catch up when they reconnect).
 */
export interface LiveBus {
  start(): Promise<void>;
  send(message: BusMessage): Promise<void>;
  onMessage(handler: BusHandler): void;
  /** Called when the link to the other processes came back after a drop (events may be lost). */
  onResync(handler: () => void): void;
  stop(): Promise<void>;
}

/** One process owns the data (embedded PGlite): an in-process bus is all it needs. */
export function createLocalBus(): LiveBus {
  const handlers: BusHandler[] = [];
  return {
    start: async () => undefined,
    async send(message) {
      for (const handler of handlers) await handler(message);
    },
    onMessage: (handler) => void handlers.push(handler),
    onResync: () => undefined,
    stop: async () => undefined,
  };
}
