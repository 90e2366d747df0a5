import { z } from 'zod';
import { pageParams } from '../pagination.ts';

/** The spec's Message schema: content 1–2000 characters. */
export const messageContentMax = 2000;

/**
 * A message's text: 1–2000 characters once the ends are trimmed. Not put through the input
 * checker: chat is free text (an apostrophe or "select" is ordinary here), stored as text and
 * always rendered escaped, so it can never run as markup or SQL.
 */
export const messageContent = z
  .string('validation.messageRequired')
  .trim()
  .min(1, 'validation.messageRequired')
  .max(messageContentMax, 'validation.messageTooLongChat');

/** POST /api/conversations/:id/messages: a message in an existing conversation. */
export const sendMessageInput = z.object({ content: messageContent });
export type SendMessageInput = z.infer<typeof sendMessageInput>;

/**
 * POST /api/conversations: opens the conversation with a user (about an application, or not);
 * starting it again answers the existing one.
 */
export const startConversationInput = z.object({
  recipientId: z.uuid('validation.recipientInvalid'),
  applicationId: z.uuid('validation.applicationInvalid').optional(),
});
export type StartConversationInput = z.infer<typeof startConversationInput>;

/**
 * POST /api/messages: the spec's Message schema (content, recipientId) — sends to a user,
 * opening the conversation (without an application) if there is none yet.
 */
export const directMessageInput = z.object({
  recipientId: z.uuid('validation.recipientInvalid'),
  content: messageContent,
});
export type DirectMessageInput = z.infer<typeof directMessageInput>;

/** GET /api/conversations: the signed-in user's conversations, newest first. */
export const conversationListQuery = z.object(pageParams(20));

/**
 * GET /api/conversations/:id/messages and /api/users/:id/messages: a thread read backwards —
 * the newest `limit` messages, or those before the message `before`; each page is in ascending
 * createdAt order (the spec's order).
 */
export const messagePageQuery = z.object({
  before: z.uuid().optional().catch(undefined),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .catch(30)
    .transform((limit) => Math.min(limit, 50)),
});
export type MessagePageQuery = z.infer<typeof messagePageQuery>;
