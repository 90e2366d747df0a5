import type { LiveEvent } from '@brigade/shared/live-events';

/** One open live channel (an SSE response) of one signed-in session. */
export interface LiveStream {
  userId: string;
  sessionId: string;
  send(event: LiveEvent): void;
  close(): void;
}

/** What services need from the hub: sending events and ending sessions' streams. */
export interface LivePublisher {
  /** Sends `event` to every open stream of these users, in every server process. */
  publish(userIds: readonly (string | null)[], event: LiveEvent): Promise<void>;
  /** Closes the streams of one session (sign-out), or of every session of a user. */
  endSessions(userId: string, sessionId?: string): Promise<void>;
  /**
   * Tells every server process that what anonymous visitors see changed (a job, a venue): their
   * server-rendered copies of public pages are stale. Call it after the change committed.
   */
  announcePublicChange(): Promise<void>;
}

/**
 * The live hub of one server process, as every layer sees it (the port); its implementation,
 * over the live bus, is services/live/live-hub.ts.
 */
export interface LiveHub extends LivePublisher {
  start(): Promise<void>;
  /** Registers an open stream; returns what unregisters it. */
  add(stream: LiveStream): () => void;
  /**
   * Runs `handler` when public data changed in any process, and when such news may have been
   * missed (the link to the other processes came back after a drop).
   */
  onPublicChange(handler: () => void): void;
  /** Closes every stream of this process (shutdown; the browsers reconnect elsewhere). */
  closeStreams(): void;
  /** How many streams this process holds. */
  streamCount(): number;
  stop(): Promise<void>;
}
