import { z } from 'zod';
import type { Page } from '../jobs/job-answers.ts';
import type {
  ConversationSummary,
  MarkReadAnswer,
  MessagePage,
  MessageView,
  UnreadCountAnswer,
} from '../messaging/messaging-answers.ts';
import { answerOf, answerRegistry, instant, pageOf } from './answer-schema.ts';

/** Answer schemas of messaging (messaging/messaging-answers.ts). */

export const conversationSummary = answerOf<ConversationSummary>()(
  z
    .object({
      id: z.uuid(),
      participants: z.array(z.uuid()),
      other: z
        .object({
          id: z.uuid(),
          firstName: z.string(),
          lastName: z.string(),
          photoURL: z.string().nullable(),
          userType: z.enum(['applicant', 'restaurant', 'admin']),
          venueName: z.string().nullable(),
        })
        .nullable(),
      application: z
        .object({ id: z.uuid(), jobTitle: z.string(), venueName: z.string() })
        .nullable(),
      teammates: z.array(z.object({ id: z.uuid(), name: z.string() })),
      lastMessage: z.string(),
      lastMessageTimestamp: instant().nullable(),
      lastMessageSenderId: z.uuid().nullable(),
      unreadCount: z.int().min(0),
      createdAt: instant(),
    })
    .register(answerRegistry, {
      id: 'ConversationSummary',
      description: 'A conversation as one participant sees it.',
    }),
);

export const conversationPage = answerOf<Page<ConversationSummary>>()(pageOf(conversationSummary));

export const messageView = answerOf<MessageView>()(
  z
    .object({
      id: z.uuid(),
      conversationId: z.uuid(),
      senderId: z.uuid().nullable(),
      receiverId: z.uuid().nullable(),
      content: z.string(),
      read: z.boolean(),
      createdAt: instant(),
    })
    .register(answerRegistry, { id: 'Message', description: 'A message and its read state.' }),
);

export const messagePage = answerOf<MessagePage>()(
  z.object({ items: z.array(messageView), hasOlder: z.boolean() }),
);

export const unreadCountAnswer = answerOf<UnreadCountAnswer>()(z.object({ count: z.int().min(0) }));

export const markReadAnswer = answerOf<MarkReadAnswer>()(z.object({ updated: z.int().min(0) }));
