import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { isFromMySide, teammateName } from './thread-sides.ts';

const person = (id: string, userType: 'applicant' | 'restaurant') => ({
  id,
  firstName: 'A',
  lastName: 'B',
  photoURL: null,
  userType,
  venueName: null,
});
const conversation = (
  other: ReturnType<typeof person> | null,
  aboutApplication: boolean,
): ConversationSummary => ({
  id: 'c',
  participants: [],
  other,
  application: aboutApplication ? { id: 'a', jobTitle: 'Cook', venueName: 'Casa' } : null,
  teammates: [{ id: 'mate', name: 'Marta Ruiz' }],
  lastMessage: '',
  lastMessageTimestamp: null,
  lastMessageSenderId: null,
  unreadCount: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
});

describe('isFromMySide', () => {
  const venueThread = conversation(person('applicant', 'applicant'), true);
  it.each([
    ['my own message', 'me', venueThread, true],
    ["a teammate's, in the venue's thread", 'mate', venueThread, true],
    ["the applicant's", 'applicant', venueThread, false],
    ["a deleted account's", null, venueThread, false],
    [
      'anyone else in a conversation between two',
      'mate',
      conversation(person('x', 'applicant'), false),
      false,
    ],
    [
      "the venue's, seen by the applicant",
      'mate',
      conversation(person('mate', 'restaurant'), true),
      false,
    ],
    ['anything, in a conversation not loaded yet', 'mate', undefined, false],
  ] as const)('%s', (_, sender, thread, expected) => {
    expect(isFromMySide(sender, 'me', thread)).toBe(expected);
  });

  it('names a teammate who is in the thread, and nobody else', () => {
    expect(teammateName('mate', venueThread)).toBe('Marta Ruiz');
    expect(teammateName('gone', venueThread)).toBeNull();
  });
});
