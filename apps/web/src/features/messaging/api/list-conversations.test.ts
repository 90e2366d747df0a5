import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { flattenConversations, nextPage } from './list-conversations.ts';

const conversation = (id: string) => ({ id }) as ConversationSummary;
const page = (items: ConversationSummary[], number: number, total: number) => ({
  items,
  page: number,
  pageSize: 2,
  total,
});

describe('nextPage', () => {
  it('offers "Load more" while pages remain', () => {
    expect(nextPage(page([], 1, 3))).toBe(2);
    expect(nextPage(page([], 2, 3))).toBeUndefined();
    expect(nextPage(page([], 1, 2))).toBeUndefined();
    expect(nextPage(page([], 1, 0))).toBeUndefined();
  });
});

describe('flattenConversations', () => {
  it('lists the pages in order, a conversation that moved up between reads only once', () => {
    const first = page([conversation('c'), conversation('a')], 1, 4);
    // "b" was read on page 2 after "c" moved to the top, pushing "a" down onto page 2 as well.
    const second = page([conversation('a'), conversation('b')], 2, 4);
    expect(
      flattenConversations({ pages: [first, second], pageParams: [1, 2] }).map((item) => item.id),
    ).toEqual(['c', 'a', 'b']);
    expect(flattenConversations(undefined)).toEqual([]);
  });
});
