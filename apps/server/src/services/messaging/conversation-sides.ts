import { and, sql, type SQL } from '../../db/sql.ts';
import { messages } from '../../db/schema/messaging.ts';

/**
 * The two sides of a conversation (teams, decision 026). About an application, the applicant is
 * one side and everyone else in it (the venue's members who joined the thread) the other: they
 * write as the venue, and what one of them reads is read for all. Any other conversation is
 * between two people, each a side of their own. `applicantId` is the conversation's application's
 * applicant, null when it is about none (see `applicantOf`).
 */

/**
 * Stands for the applicant of a venue's thread whose applicant deleted their account (the
 * application went with it): nobody, so every member left is on one side and nothing comes from
 * the other — the thread shows "Deleted user", as a conversation between two does.
 */
export const goneApplicant = sql`'00000000-0000-0000-0000-000000000000'::uuid`;

/** A conversation's applicant from its row `c` and its application `a` (left-joined). */
export const applicantColumn = sql`coalesce(a.applicant_id,
  case when c.pair_key like 'application:%' then ${goneApplicant} end)`;

/** The applicant of conversation `conversationId`'s application, or null. */
export const applicantOf = (conversationId: SQL | string): SQL =>
  sql`(select ${applicantColumn} from conversations c
         left join applications a on a.id = c.application_id
        where c.id = ${conversationId})`;

/** Whether `userId` (a participant, never null) is on `personId`'s side. */
export function onSideOf(userId: SQL, personId: string, applicantId: SQL): SQL {
  return sql`(case when ${applicantId} is null or ${personId}::uuid = ${applicantId}
    then ${userId} = ${personId}::uuid else ${userId} is distinct from ${applicantId} end)`;
}

/**
 * Whether a message sent by `senderId` came from the other side than `personId`'s: a message
 * of a deleted account (null sender) counts as the other side's in a conversation between two.
 */
export function fromOtherSideOf(senderId: SQL, personId: string, applicantId: SQL): SQL {
  return sql`(case when ${applicantId} is null or ${personId}::uuid = ${applicantId}
    then ${senderId} is distinct from ${personId}::uuid else ${senderId} = ${applicantId} end)`;
}

/**
 * The messages `personId`'s side received, in any conversation they take part in: sent from the
 * other side. With `read = false` this is their unread (the partial index on unread messages by
 * conversation serves it).
 */
export function sentToSideOf(personId: string): SQL | undefined {
  return and(
    sql`${messages.conversationId} in
      (select p.conversation_id from conversation_participants p where p.user_id = ${personId})`,
    fromOtherSideOf(
      sql`${messages.senderId}`,
      personId,
      applicantOf(sql`${messages.conversationId}`),
    ),
  );
}
