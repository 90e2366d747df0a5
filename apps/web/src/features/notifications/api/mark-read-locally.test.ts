import type { NotificationView } from '@brigade/shared/notifications/notification-answers';
import { describe, expect, it } from 'vitest';
import { markReadLocally } from './mark-read-locally.ts';

const item = (id: string, read: boolean): NotificationView => ({
  id,
  kind: 'new_message',
  type: 'message',
  params: { senderName: 'Marco Rossi' },
  read,
  timestamp: '2027-06-15T12:00:00.000Z',
  link: '/messaging',
});

const answer = { items: [item('a', false), item('b', false), item('c', true)], unreadCount: 2 };

describe('markReadLocally', () => {
  it('marks the given ids read and recounts', () => {
    expect(markReadLocally(answer, { ids: ['a', 'zzz'] })).toEqual({
      items: [item('a', true), item('b', false), item('c', true)],
      unreadCount: 1,
    });
  });

  it('marks everything read for { all: true }', () => {
    const all = markReadLocally(answer, { all: true });
    expect(all.unreadCount).toBe(0);
    expect(all.items.every((one) => one.read)).toBe(true);
  });

  it('leaves the answer it was given alone', () => {
    markReadLocally(answer, { all: true });
    expect(answer.items[0]?.read).toBe(false);
  });
});
