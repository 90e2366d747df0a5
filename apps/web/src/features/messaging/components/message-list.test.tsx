// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary, MessageView } from '@brigade/shared/messaging/messaging-answers';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { MessageList } from './message-list.tsx';

const message = (id: string, senderId: string, content: string, read = true): MessageView => ({
  id,
  conversationId: 'c',
  senderId,
  receiverId: null,
  content,
  read,
  createdAt: `2026-11-26T10:0${id}:00.000Z`,
});

/** A venue's shared thread as its member "me" sees it: the applicant, and teammate Marta. */
const venueThread: ConversationSummary = {
  id: 'c',
  participants: ['me', 'applicant'],
  other: {
    id: 'applicant',
    firstName: 'Sam',
    lastName: 'Cook',
    photoURL: null,
    userType: 'applicant',
    venueName: null,
  },
  application: { id: 'a', jobTitle: 'Line Cook', venueName: 'Casa Norte' },
  teammates: [{ id: 'marta', name: 'Marta Ruiz' }],
  lastMessage: '',
  lastMessageTimestamp: null,
  lastMessageSenderId: null,
  unreadCount: 0,
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe("MessageList in a venue's shared thread", () => {
  setUpComponentTests();

  it("puts a teammate's messages on the venue's side, named, and the applicant's on the other", () => {
    renderWithProviders(
      <MessageList
        conversationId="c"
        viewerId="me"
        name="Sam Cook"
        conversation={venueThread}
        thread={{
          hasOlder: false,
          items: [
            message('1', 'marta', 'Can you do Friday?'),
            message('2', 'applicant', 'Yes, Friday works.'),
            message('3', 'me', 'See you at 10.'),
            message('4', 'gone', 'Bring your knives.'),
          ],
        }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Marta RuizMarta Ruiz: Can you do Friday\?/),
      expect.stringMatching(/^Sam Cook: Yes, Friday works\./),
      expect.stringMatching(/^You: See you at 10\./),
      // Someone of the venue no longer in the thread still writes for the team.
      expect.stringMatching(/^Your teamYour team: Bring your knives\./),
    ]);
    // The receipt is on the venue's last message, whoever of the team wrote it.
    expect(items[3]?.textContent).toContain('Seen');
    expect(items[2]?.textContent).not.toContain('Seen');
  });
});
