import type { FieldError } from '@brigade/shared/errors';
import {
  digestibleTopics,
  mailTopicsFor,
  type MailPreference,
  type MailPreferencesInput,
} from '@brigade/shared/notifications/mail-topics';
import type { SessionUser } from '@brigade/shared/session';
import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { AppError, fieldError } from '../../core/app-error.ts';
import { mailPreferences } from '../../db/schema/mail-notifications.ts';
import { readMailPreferences } from './read-mail-preferences.ts';

/**
 * Saves the topics given (the others stay as they are) and answers every topic of the account.
 * A topic this kind of account is never mailed about, or a daily digest of a topic that only
 * makes sense at once, is refused as a field error (`preferences.<i>.topic` / `.frequency`).
 */
export async function saveMailPreferences(
  db: NodePgDatabase,
  user: Pick<SessionUser, 'id' | 'userType'>,
  input: MailPreferencesInput,
): Promise<MailPreference[]> {
  const fields: Record<string, FieldError> = {};
  input.preferences.forEach(({ topic, frequency }, index) => {
    if (!mailTopicsFor[user.userType].includes(topic))
      fields[`preferences.${index}.topic`] = fieldError('validation.mailTopicInvalid');
    else if (frequency === 'daily' && !digestibleTopics.includes(topic))
      fields[`preferences.${index}.frequency`] = fieldError('validation.mailFrequencyInvalid');
  });
  if (Object.keys(fields).length > 0) throw new AppError('validation_failed', { fields });

  await db
    .insert(mailPreferences)
    .values(input.preferences.map((preference) => ({ userId: user.id, ...preference })))
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.topic],
      set: {
        enabled: sql`excluded.enabled`,
        frequency: sql`excluded.frequency`,
        updatedAt: sql`now()`,
      },
    });
  return readMailPreferences(db, user);
}
