import {
  defaultMailPreference,
  mailTopicsFor,
  type MailFrequency,
  type MailPreference,
  type MailTopic,
} from '@brigade/shared/notifications/mail-topics';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { mailPreferences } from '../../db/schema/mail-notifications.ts';

/**
 * Edit Profile → Notifications: one entry per topic the person's kind of account is mailed
 * about, in the order the page lists them; a topic they never touched is on and instant.
 */
export async function readMailPreferences(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
): Promise<MailPreference[]> {
  const rows = await db
    .select({
      topic: mailPreferences.topic,
      enabled: mailPreferences.enabled,
      frequency: mailPreferences.frequency,
    })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, user.id));
  const saved = new Map(rows.map((row) => [row.topic, row]));
  return mailTopicsFor[user.userType].map(
    (topic) => saved.get(topic) ?? defaultMailPreference(topic),
  );
}

/**
 * Whether, and how often, to mail this person about this topic: what the mail code asks before
 * each mail. One primary-key lookup; no row means on and instant.
 */
export async function mailPreferenceFor(
  db: NodePgDatabase,
  userId: string,
  topic: MailTopic,
): Promise<{ enabled: boolean; frequency: MailFrequency }> {
  const [row] = await db
    .select({ enabled: mailPreferences.enabled, frequency: mailPreferences.frequency })
    .from(mailPreferences)
    .where(and(eq(mailPreferences.userId, userId), eq(mailPreferences.topic, topic)));
  if (row) return row;
  const { enabled, frequency } = defaultMailPreference(topic);
  return { enabled, frequency };
}
