import type { StartConversationInput } from '@brigade/shared/messaging/message-input';
import type { ConversationSummary } from '@brigade/shared/messaging/messaging-answers';
import type { SessionUser } from '@brigade/shared/session';
import { and, asc, eq, or, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applications } from '../../db/schema/applications.ts';
import { conversationParticipants, conversations } from '../../db/schema/messaging.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../core/app-error.ts';
import { canStartConversation, canTalkAbout } from '../../policies/messaging-policy.ts';
import { pairKeyOf } from './pair-key.ts';
import { readConversation } from './read-conversation.ts';
import { relationshipBetween } from './relationship.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';
import type { AppContext } from '../../core/app-context.ts';
import { holderOf } from '../plans/plan-holder.ts';
import { recordUse } from '../plans/plan-usage.ts';
import { requireRoomFor } from '../plans/require-entitlement.ts';

/**
 * The conversation between `starter` and `recipientId`, or about an application the one thread
 * between its applicant and its venue (teams: every member of the venue who writes joins it):
 * the existing one, or a new one when the messaging policy allows it. Race-safe: the pair key is
 * unique, so of two simultaneous starts one inserts and the other finds that row.
 * 404 for a recipient who is gone or inactive, or an application that does not concern them;
 * `plan_outreach_limit` for a venue whose plan has no conversations left this month with people
 * who did not apply.
 */
export async function findOrCreateConversation(
  db: NodePgDatabase,
  starter: SessionUser,
  recipientId: string,
  applicationId: string | null,
): Promise<{ id: string; created: boolean }> {
  if (recipientId === starter.id) throw new AppError('forbidden');
  const [recipient] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, recipientId), eq(users.isActive, true)));
  if (!recipient) throw new AppError('not_found');
  let venueThread = false;
  if (applicationId) {
    const [application] = await db
      .select({ applicantId: applications.applicantId, restaurantId: applications.restaurantId })
      .from(applications)
      .where(eq(applications.id, applicationId));
    const [starterVenues, recipientVenues] = application
      ? await Promise.all([reachableVenueIds(db, starter), reachableVenueIds(db, recipient)])
      : [[], []];
    const worksForVenue = (party: { id: string }) =>
      (party.id === starter.id ? starterVenues : recipientVenues).includes(
        application?.restaurantId ?? '',
      );
    if (!application || !canTalkAbout(starter, recipient, application, worksForVenue)) {
      throw new AppError('not_found');
    }
    // Between the applicant and the venue, one shared thread; an admin's is their own.
    venueThread = worksForVenue(starter) || worksForVenue(recipient);
    if (venueThread) {
      const thread = await joinApplicationThread(
        db,
        starter,
        applicationId,
        application.applicantId,
      );
      if (thread) return { id: thread, created: false };
    }
  }

  // About an application, one thread per application (two starts at once find the same row).
  const pairKey = venueThread
    ? `application:${applicationId}`
    : pairKeyOf(starter.id, recipient.id, applicationId);
  // Already talking: the conversation is theirs, whatever has changed between them since.
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey));
  if (existing) return { id: existing.id, created: false };
  const relationship = await relationshipBetween(db, starter, recipient);
  if (!canStartConversation(starter, recipient, relationship)) throw new AppError('forbidden');
  // A venue writing first to someone who did not apply spends one of its plan's monthly
  // conversations (Browse Applicants); people who applied can always be written to.
  const outreach = starter.userType === 'restaurant' && !relationship.applied;
  const payer = outreach ? await holderOf(db, starter) : null;
  if (outreach && !payer) throw new AppError('plan_outreach_limit');

  return db.transaction(async (tx) => {
    if (payer) await requireRoomFor(tx, payer, 'outreachMessages');
    const [inserted] = await tx
      .insert(conversations)
      .values({ pairKey, applicationId })
      .onConflictDoNothing({ target: conversations.pairKey })
      .returning({ id: conversations.id });
    if (!inserted) {
      // Another request created it first (and committed: the insert waited for it).
      const [found] = await tx
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.pairKey, pairKey));
      if (!found) throw new Error('the conversation was neither created nor found');
      // A venue's thread another member opened at the same moment: this one joins it.
      await tx
        .insert(conversationParticipants)
        .values({ conversationId: found.id, userId: starter.id })
        .onConflictDoNothing();
      return { id: found.id, created: false };
    }
    await tx.insert(conversationParticipants).values([
      { conversationId: inserted.id, userId: starter.id },
      { conversationId: inserted.id, userId: recipient.id },
    ]);
    if (payer) await recordUse(tx, payer, 'outreachMessages', inserted.id);
    return { id: inserted.id, created: true };
  });
}

/**
 * The thread about an application, if there is one (the oldest, should an application have
 * several from before threads were shared): a member of the venue who writes about it for the
 * first time joins it and reads what the others wrote; the applicant is in it already.
 */
async function joinApplicationThread(
  db: NodePgDatabase,
  starter: SessionUser,
  applicationId: string,
  applicantId: string,
): Promise<string | null> {
  const [thread] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, applicantId),
      ),
    )
    .where(
      and(
        eq(conversations.applicationId, applicationId),
        // The venue's (an admin's conversation about the application is their own).
        or(
          eq(conversations.pairKey, `application:${applicationId}`),
          sql`exists (select 1 from conversation_participants p join users u on u.id = p.user_id
                       where p.conversation_id = ${conversations.id}
                         and u.user_type = 'restaurant')`,
        ),
      ),
    )
    .orderBy(asc(conversations.createdAt), asc(conversations.id))
    .limit(1);
  if (!thread) return null;
  if (starter.id !== applicantId) {
    await db
      .insert(conversationParticipants)
      .values({ conversationId: thread.id, userId: starter.id })
      .onConflictDoNothing();
  }
  return thread.id;
}

/** POST /api/conversations: opens the conversation and answers it as the starter sees it. */
export async function startConversation(
  ctx: AppContext,
  starter: SessionUser,
  input: StartConversationInput,
): Promise<{ conversation: ConversationSummary; created: boolean }> {
  const { db } = ctx.database;
  const { id, created } = await findOrCreateConversation(
    db,
    starter,
    input.recipientId,
    input.applicationId ?? null,
  );
  return { conversation: await readConversation(ctx, starter.id, id), created };
}
