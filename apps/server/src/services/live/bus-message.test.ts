import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { describe, expect, it } from 'vitest';
import {
  decodeBusMessage,
  encodeBusMessage,
  maxPayloadBytes,
  type BusMessage,
} from './bus-message.ts';

const message = (content: string): MessageView => ({
  id: '11111111-1111-4111-8111-111111111111',
  conversationId: '22222222-2222-4222-8222-222222222222',
  senderId: 'a',
  receiverId: 'b',
  content,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const created = (content: string): BusMessage => ({
  kind: 'event',
  userIds: ['a', 'b'],
  event: { type: 'message.created', conversationId: 'c', message: message(content) },
});
const size = (payload: string) => Buffer.byteLength(payload, 'utf8');

describe('live bus payloads', () => {
  it('carries an event as it is when it fits, and reads it back', () => {
    const [payload, ...more] = encodeBusMessage('me', created('Hello'));
    expect(more).toEqual([]);
    expect(decodeBusMessage(payload ?? '')).toEqual({ origin: 'me', message: created('Hello') });
  });

  it('sends a new message too large for NOTIFY as a reference to load', () => {
    // 2,000 characters within the schema's limit, but each control character is escaped as six
    // bytes of JSON (\u0001): 9,000 bytes of content alone.
    const payloads = encodeBusMessage('me', created('€'.repeat(1000) + '\u0001'.repeat(1000)));
    expect(payloads).toHaveLength(1);
    expect(size(payloads[0] ?? '')).toBeLessThanOrEqual(maxPayloadBytes);
    expect(decodeBusMessage(payloads[0] ?? '')?.message).toEqual({
      kind: 'message-ref',
      userIds: ['a', 'b'],
      messageId: message('').id,
    });
  });

  it('splits a long list of read messages over several notices, none too large', () => {
    const messageIds = Array.from({ length: 600 }, (_, i) => `00000000-0000-4000-8000-${i}`);
    const payloads = encodeBusMessage('me', {
      kind: 'event',
      userIds: ['a', 'b'],
      event: { type: 'messages.read', conversationId: 'c', readerId: 'b', messageIds },
    });
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(size(payload)).toBeLessThanOrEqual(maxPayloadBytes);
    const back = payloads.flatMap((payload) => {
      const decoded = decodeBusMessage(payload)?.message;
      return decoded?.kind === 'event' && decoded.event.type === 'messages.read'
        ? decoded.event.messageIds
        : [];
    });
    expect(back).toEqual(messageIds);
  });

  it('ignores payloads that are not ours', () => {
    expect(decodeBusMessage('not json')).toBeNull();
    expect(decodeBusMessage('{"hello":"world"}')).toBeNull();
    expect(decodeBusMessage('{"origin":"x","message":{}}')).toBeNull();
  });
});
