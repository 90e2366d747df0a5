import type { MessageView } from './messaging/messaging-answers.ts';

/**
 * What the live channel (`GET /api/live`, Server-Sent Events, event name `brigade`) sends to a
 * signed-in browser. Only the people concerned receive an event. On every (re)connection the
 * browser refetches what it shows, which is how it catches up on anything it missed.
 */
export type LiveEvent =
  /** A new message in one of my conversations (sent by me from another tab, or to me). */
  | { type: 'message.created'; conversationId: string; message: MessageView }
  /** Messages of a conversation were read by `readerId` (read receipts). */
  | { type: 'messages.read'; conversationId: string; readerId: string; messageIds: string[] }
  /** Something my notification bell derives from changed (an application, a read state). */
  | { type: 'notifications.changed' };

export const liveEventName = 'brigade';
