import { describe, expect, it } from 'vitest';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { staleKeysAfterReconnect, staleKeysFor } from './live-query-keys.ts';

const message = { id: 'm' } as MessageView;

describe('staleKeysFor', () => {
  it('refreshes messaging and the bell on a new message', () => {
    expect(staleKeysFor({ type: 'message.created', conversationId: 'c', message })).toEqual([
      ['messages'],
      ['notifications'],
    ]);
  });

  it('refreshes messaging on read receipts, the bell on its own event', () => {
    expect(
      staleKeysFor({ type: 'messages.read', conversationId: 'c', readerId: 'u', messageIds: [] }),
    ).toEqual([['messages']]);
    expect(staleKeysFor({ type: 'notifications.changed' })).toEqual([['notifications']]);
  });

  it('refreshes everything live-fed after a reconnection', () => {
    expect(staleKeysAfterReconnect).toEqual([['messages'], ['notifications']]);
  });
});
