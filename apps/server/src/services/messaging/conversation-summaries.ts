import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import { and, desc, eq, sql, type SQL } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { alias } from '../../db/pg-core.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { conversationParticipants, conversations } from '../../db/schema/messaging.ts';
import { venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { applicantOf, onSideOf } from './conversation-sides.ts';

const me = alias(conversationParticipants, 'me');
const other = alias(conversationParticipants, 'other');

/** Newest activity first: the last message, or the start for a conversation without one. */
export const newestFirst = [
  desc(sql`coalesce(${conversations.lastMessageTimestamp}, ${conversations.createdAt})`),
  desc(conversations.createdAt),
  desc(conversations.id),
];

/**
 * The viewer's conversations as they see them (their unread count, the other person, the
 * application), filtered by `where`, with `count(*) over ()` as `total` for pagination.
 */
export function selectConversationSummaries(db: NodePgDatabase, viewerId: string, where?: SQL) {
  return (
    db
      .select({
        id: conversations.id,
        lastMessage: conversations.lastMessage,
        lastMessageTimestamp: conversations.lastMessageTimestamp,
        lastMessageSenderId: conversations.lastMessageSenderId,
        createdAt: conversations.createdAt,
        unreadCount: me.unreadCount,
        otherId: users.id,
        otherFirstName: users.firstName,
        otherLastName: users.lastName,
        otherPhotoURL: users.photoURL,
        otherUserType: users.userType,
        // About an application, the venue is that listing's (any member of it may write, teams).
        otherVenueName: sql<string | null>`coalesce(nullif(${jobs.venueName}, ''), ${venues.name})`,
        applicationId: applications.id,
        jobTitle: jobs.title,
        jobVenueName: jobs.venueName,
        teammates: sql<string>`(
          select coalesce(json_agg(json_build_object('id', u.id,
                   'name', trim(u.first_name || ' ' || u.last_name)) order by p.joined_at), '[]')
            from conversation_participants p join users u on u.id = p.user_id
           where p.conversation_id = ${conversations.id} and p.user_id <> ${viewerId}
             and ${onSideOf(sql`p.user_id`, viewerId, applicantOf(sql`${conversations.id}`))})::text`,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(me)
      .innerJoin(conversations, eq(conversations.id, me.conversationId))
      // The other side: the other person, or in a venue's shared thread the applicant (for its
      // members) or the member who joined first (for the applicant).
      .leftJoin(
        other,
        and(
          eq(other.conversationId, me.conversationId),
          eq(
            other.userId,
            sql`(select p.user_id from conversation_participants p
                  where p.conversation_id = ${me.conversationId}
                    and not ${onSideOf(sql`p.user_id`, viewerId, applicantOf(sql`${me.conversationId}`))}
                  order by p.joined_at, p.user_id limit 1)`,
          ),
        ),
      )
      .leftJoin(users, eq(users.id, other.userId))
      // A restaurant account's own venue keeps its id (decision 024).
      .leftJoin(venues, eq(venues.id, other.userId))
      .leftJoin(applications, eq(applications.id, conversations.applicationId))
      .leftJoin(jobs, eq(jobs.id, applications.jobId))
      .where(and(eq(me.userId, viewerId), where))
  );
}

export type ConversationSummaryRow = Awaited<
  ReturnType<typeof selectConversationSummaries>
>[number];

/** The presenter: a conversation as one participant sees it. */
export function presentConversation(
  row: ConversationSummaryRow,
  viewerId: string,
): ConversationSummary {
  return {
    id: row.id,
    participants: row.otherId ? [viewerId, row.otherId] : [viewerId],
    other:
      row.otherId && row.otherUserType
        ? {
            id: row.otherId,
            firstName: row.otherFirstName ?? '',
            lastName: row.otherLastName ?? '',
            photoURL: row.otherPhotoURL,
            userType: row.otherUserType,
            venueName: row.otherUserType === 'restaurant' ? row.otherVenueName || null : null,
          }
        : null,
    application:
      row.applicationId && row.jobTitle !== null
        ? { id: row.applicationId, jobTitle: row.jobTitle, venueName: row.jobVenueName ?? '' }
        : null,
    teammates: JSON.parse(row.teammates) as ConversationSummary['teammates'],
    lastMessage: row.lastMessage,
    lastMessageTimestamp: row.lastMessageTimestamp?.toISOString() ?? null,
    lastMessageSenderId: row.lastMessageSenderId,
    unreadCount: row.unreadCount,
    createdAt: row.createdAt.toISOString(),
  };
}
