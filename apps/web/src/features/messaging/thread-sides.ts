import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';

/**
 * Teams: in a venue's thread about an application, its members write as one side, the venue.
 * For one of them (the other person is the applicant), a message is from their side unless the
 * applicant sent it; anywhere else only their own messages are.
 */
export function isFromMySide(
  senderId: string | null,
  viewerId: string,
  conversation: ConversationSummary | undefined,
): boolean {
  if (senderId === viewerId) return true;
  const other = conversation?.other;
  if (!conversation?.application || other?.userType !== 'applicant') return false;
  return senderId !== null && senderId !== other.id;
}

/** A teammate's name in the shared thread, or null when they are no longer in it. */
export function teammateName(
  senderId: string | null,
  conversation: ConversationSummary | undefined,
): string | null {
  return conversation?.teammates.find((mate) => mate.id === senderId)?.name ?? null;
}
