import { describe, expect, it } from 'vitest';
import type { MessageView } from '@brigade/shared/messaging/messaging-answers';
import { markRead, mergeLatest, prependOlder, upsertMessage } from './thread-cache.ts';

const message = (n: number, overrides: Partial<MessageView> = {}): MessageView => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  conversationId: 'c',
  senderId: 'me',
  receiverId: 'you',
  content: `message ${n}`,
  read: false,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, 0, n)).toISOString(),
  ...overrides,
});
const ids = (items: MessageView[]) => items.map((item) => Number(item.id.slice(-12)));

describe('mergeLatest', () => {
  it('takes the page as it is when nothing is cached', () => {
    expect(mergeLatest(undefined, { items: [message(1)], hasOlder: true })).toEqual({
      items: [message(1)],
      hasOlder: true,
    });
  });

  it('keeps older loaded messages when the newest page overlaps them, with fresh read flags', () => {
    const cached = { items: [1, 2, 3, 4].map((n) => message(n)), hasOlder: false };
    const merged = mergeLatest(cached, {
      items: [message(3, { read: true }), message(4, { read: true }), message(5)],
      hasOlder: true,
    });
    expect(ids(merged.items)).toEqual([1, 2, 3, 4, 5]);
    expect(merged.items.map((item) => item.read)).toEqual([false, false, true, true, false]);
    expect(merged.hasOlder).toBe(false);
  });

  it('drops what is cached when the page does not reach it (a gap after a long absence)', () => {
    const cached = { items: [1, 2].map((n) => message(n)), hasOlder: false };
    const merged = mergeLatest(cached, { items: [message(8), message(9)], hasOlder: true });
    expect(ids(merged.items)).toEqual([8, 9]);
    expect(merged.hasOlder).toBe(true);
  });

  it('keeps a live message that arrived while the page was being read', () => {
    const cached = { items: [1, 2, 3].map((n) => message(n)), hasOlder: false };
    const merged = mergeLatest(cached, { items: [message(1), message(2)], hasOlder: false });
    expect(ids(merged.items)).toEqual([1, 2, 3]);
  });

  it('an empty page empties the thread', () => {
    expect(
      mergeLatest({ items: [message(1)], hasOlder: false }, { items: [], hasOlder: false }),
    ).toEqual({ items: [], hasOlder: false });
  });
});

describe('prependOlder', () => {
  it('puts the older page first, without duplicates, and takes its hasOlder', () => {
    const cached = { items: [3, 4].map((n) => message(n)), hasOlder: true };
    const merged = prependOlder(cached, {
      items: [1, 2, 3].map((n) => message(n)),
      hasOlder: false,
    });
    expect(ids(merged.items)).toEqual([1, 2, 3, 4]);
    expect(merged.hasOlder).toBe(false);
  });
});

describe('upsertMessage', () => {
  it('appends a new message once: a second delivery (live after the answer) changes nothing', () => {
    const cached = { items: [message(1)], hasOlder: false };
    const once = upsertMessage(cached, message(2));
    const twice = upsertMessage(once, message(2));
    expect(ids(twice?.items ?? [])).toEqual([1, 2]);
  });

  it('puts a late message in its place and replaces a known one', () => {
    const cached = { items: [message(1), message(3)], hasOlder: false };
    expect(ids(upsertMessage(cached, message(2))?.items ?? [])).toEqual([1, 2, 3]);
    expect(upsertMessage(cached, message(3, { read: true }))?.items[1]?.read).toBe(true);
  });

  it('leaves a thread that is not loaded alone (it is read when opened)', () => {
    expect(upsertMessage(undefined, message(1))).toBeUndefined();
  });
});

describe('markRead', () => {
  it('marks the matching messages and keeps the same object when nothing changes', () => {
    const cached = { items: [message(1), message(2, { receiverId: 'me' })], hasOlder: false };
    const marked = markRead(cached, (item) => item.receiverId === 'me');
    expect(marked?.items.map((item) => item.read)).toEqual([false, true]);
    expect(markRead(marked, (item) => item.receiverId === 'me')).toBe(marked);
  });
});
