import type { LiveEvent } from '@brigade/shared/live-events';

/**
 * What travels between server processes on the live bus: an event for some users, a reference
 * to a message too large to carry (each process loads it), or a control notice that a session
 * (or every session of a user) has ended and its streams must close, or that public data (jobs,
 * venues) changed and server-rendered copies of public pages are stale.
 */
export type BusMessage =
  | { kind: 'event'; userIds: string[]; event: LiveEvent }
  | { kind: 'message-ref'; userIds: string[]; messageId: string }
  | { kind: 'session-ended'; userId: string; sessionId?: string }
  | { kind: 'public-change' };

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; leave room for the envelope. */
export const maxPayloadBytes = 7_900;

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The NOTIFY payloads for one message, each under the limit: as is when it fits; a new message
 * too large as a reference (2,000 characters are up to 6,000 bytes of UTF-8, and up to 12,000
 * bytes of JSON when they are control characters, escaped as \u0001); a long list of read
 * message ids split over several notices.
 */
export function encodeBusMessage(origin: string, message: BusMessage): string[] {
  const whole = JSON.stringify({ origin, message });
  if (bytes(whole) <= maxPayloadBytes) return [whole];
  if (message.kind !== 'event') throw new Error('a live control notice is too large to send');
  const { event, userIds } = message;
  if (event.type === 'message.created') {
    const ref: BusMessage = { kind: 'message-ref', userIds, messageId: event.message.id };
    return [JSON.stringify({ origin, message: ref })];
  }
  if (event.type === 'messages.read' && event.messageIds.length > 1) {
    const half = Math.ceil(event.messageIds.length / 2);
    return [event.messageIds.slice(0, half), event.messageIds.slice(half)].flatMap((messageIds) =>
      encodeBusMessage(origin, { kind: 'event', userIds, event: { ...event, messageIds } }),
    );
  }
  throw new Error(`a live event is too large to send: ${event.type}`);
}

/** A payload from another process, or null when it is not one of ours. */
export function decodeBusMessage(payload: string): { origin: string; message: BusMessage } | null {
  try {
    const parsed = JSON.parse(payload) as { origin?: unknown; message?: { kind?: unknown } };
    if (typeof parsed.origin !== 'string' || typeof parsed.message?.kind !== 'string') return null;
    return parsed as { origin: string; message: BusMessage };
  } catch {
    return null;
  }
}
