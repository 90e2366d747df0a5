import { applyInput } from '@brigade/shared/applications/application-input';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from 'drizzle-orm';
import {
  conversationParticipants,
  conversations,
  messages,
} from '../../src/db/schema/messaging.ts';
import { applyToJob } from '../../src/services/applications/apply-to-job.ts';
import type { TestApp } from '../support/test-app.ts';

/** `applicant` (who has a resume) applies to an open job through the service; the id. */
export async function applyAs(t: TestApp, applicant: SessionUser, jobId: string): Promise<string> {
  return (await applyToJob(t.ctx, applicant, jobId, applyInput.parse({}))).id;
}

/**
 * A message from `sender` to `receiver`, written straight to the tables (the bell reads them;
 * sending through the messaging API is that API's own tests' business). One conversation per pair.
 */
export async function sendMessage(
  t: TestApp,
  sender: Pick<SessionUser, 'id'>,
  receiver: Pick<SessionUser, 'id'>,
  options: { read?: boolean; createdAt?: Date } = {},
) {
  const { db } = t.database;
  const pairKey = [sender.id, receiver.id].sort().join(':');
  await db.insert(conversations).values({ pairKey }).onConflictDoNothing();
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey));
  if (!conversation) throw new Error('the conversation was not stored');
  await db
    .insert(conversationParticipants)
    .values([
      { conversationId: conversation.id, userId: sender.id },
      { conversationId: conversation.id, userId: receiver.id },
    ])
    .onConflictDoNothing();
  const [message] = await db
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: sender.id,
      receiverId: receiver.id,
      content: 'Are you free for a trial shift on Friday?',
      read: options.read ?? false,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!message) throw new Error('the message was not stored');
  return message;
}
