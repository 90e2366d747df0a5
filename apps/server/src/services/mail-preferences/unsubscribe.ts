import type { MailFrequency, MailTopic } from '@brigade/shared/notifications/mail-topics';
import type { UnsubscribeAnswer } from '@brigade/shared/notifications/unsubscribe';
import { eq, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError } from '../../core/app-error.ts';
import { mailPreferences } from '../../db/schema/mail-notifications.ts';
import { users } from '../../db/schema/users.ts';
import { loadMailLinkKey } from '../mail-links/signed-link-token.ts';
import { readUnsubscribeToken } from './unsubscribe-link.ts';

async function claimsOf(db: NodePgDatabase, token: string) {
  const claims = readUnsubscribeToken(await loadMailLinkKey(db), token);
  if (!claims) throw new AppError('invalid_unsubscribe_link');
  return claims;
}

/** What an unsubscribe link would turn off, changing nothing (the page shows it first). */
export async function describeUnsubscribe(
  db: NodePgDatabase,
  token: string,
): Promise<UnsubscribeAnswer> {
  const { topic } = await claimsOf(db, token);
  return { topic };
}

/**
 * Turns the link's topic off for the person it was made for, keeping their frequency; using it
 * again changes nothing. A deleted account has nothing left to turn off, and the answer is the
 * same (the link still did what it says: no more mail).
 */
export async function unsubscribe(db: NodePgDatabase, token: string): Promise<UnsubscribeAnswer> {
  const { userId, topic } = await claimsOf(db, token);
  // Insert-select: a deleted account gets no row (and no foreign-key error), in one statement.
  await db
    .insert(mailPreferences)
    .select(
      db
        .select({
          userId: users.id,
          topic: sql<MailTopic>`${topic}`.as('topic'),
          enabled: sql<boolean>`false`.as('enabled'),
          // Every column, in the table's order (drizzle's insert-select asks for them all).
          frequency: sql<MailFrequency>`'instant'`.as('frequency'),
          updatedAt: sql<Date>`now()`.as('updated_at'),
        })
        .from(users)
        .where(eq(users.id, userId)),
    )
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.topic],
      set: { enabled: false, updatedAt: sql`now()` },
    });
  return { topic };
}
