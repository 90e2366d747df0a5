import { paths } from '@brigade/shared/routes';
import { and, desc, eq, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { conversations, messages } from '../../db/schema/messaging.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { venues } from '../../db/schema/organisations.ts';
import { users } from '../../db/schema/users.ts';
import { sentToSideOf } from '../messaging/conversation-sides.ts';
import { notificationIds } from './notification-ids.ts';
import { fullName, sourceLimit, type DerivedNotification } from './notification-source.ts';

/**
 * A sender as the thread names them (web `features/messaging/person.ts`): a restaurant by its
 * venue name when it has one, anyone else (or a venue without a name) by their full name.
 */
const senderName = (sender: {
  userType: string | null;
  venueName: string | null;
  firstName: string | null;
  lastName: string | null;
}) => (sender.userType === 'restaurant' && sender.venueName?.trim()) || fullName(sender);

/**
 * Everyone: one 'New Message' per unread message to me (to my side: a venue's members share a
 * thread about an application), linking to /messaging (the spec's link),
 * its sender named as the thread names them. A sender who deleted their account has no name: the
 * browser says "Deleted user".
 */
export async function unreadMessages(
  db: NodePgDatabase,
  receiverId: string,
): Promise<DerivedNotification[]> {
  const rows = await db
    .select({
      id: messages.id,
      createdAt: messages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      userType: users.userType,
      // About an application, the venue is that listing's (any member of it may write, teams);
      // otherwise the sender's own venue (a restaurant account's keeps its id, decision 024).
      venueName: sql<string | null>`coalesce(nullif(${jobs.venueName}, ''), ${venues.name})`,
    })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .leftJoin(venues, eq(venues.id, messages.senderId))
    .leftJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(applications, eq(applications.id, conversations.applicationId))
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(messages.read, false), sentToSideOf(receiverId)))
    .orderBy(desc(messages.createdAt))
    .limit(sourceLimit);
  return rows.map((row) => ({
    id: notificationIds.newMessage(row.id),
    kind: 'new_message',
    type: 'message',
    params: { senderName: senderName(row) },
    timestamp: row.createdAt.toISOString(),
    link: paths.messaging,
  }));
}
