import { notificationConfig } from '@brigade/shared/constants';
import { sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

const uuidPattern = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/**
 * Drops read marks whose notification can never be derived again (hourly maintenance), rather
 * than marks of a certain age: an applicant's status notification has no time limit, so aging
 * its mark out would bring it back as unread. Gone for good are:
 * - 'New Application' marks read before the 7-day window (the application was older still);
 * - 'New Message' marks once the message is read (it never becomes unread again) or deleted;
 * - status marks whose application has changed since (a newer id replaced it) or is deleted;
 * - interview-answer marks whose answer is past the 7-day window or deleted;
 * - listing-expiring marks once that date is past or moved (renewed, closed), listing-expired
 *   marks once the expiry is past the 7-day window or the listing was renewed, reopened or deleted.
 * Marks made in the last day are left alone, so this never races a mark being made.
 */
export async function pruneNotificationReads(db: NodePgDatabase): Promise<void> {
  const windowMs = notificationConfig.newApplicationWindowMs;
  // The id after the kind, as a uuid when it is one (a malformed row must not fail the sweep).
  const subjectId = sql`CASE WHEN split_part(r.notification_id, ':', 2) ~ ${uuidPattern}
    THEN split_part(r.notification_id, ':', 2)::uuid END`;
  await db.execute(sql`
    DELETE FROM notification_reads r
    WHERE r.read_at < now() - interval '1 day'
      AND CASE split_part(r.notification_id, ':', 1)
        WHEN 'application' THEN r.read_at < now() - ${`${windowMs} milliseconds`}::interval
        WHEN 'interview-answer' THEN NOT EXISTS (
          SELECT 1 FROM application_events e WHERE e.id = ${subjectId}
            AND e.created_at >= now() - ${`${windowMs} milliseconds`}::interval)
        WHEN 'listing-expiring' THEN NOT EXISTS (
          SELECT 1 FROM jobs j WHERE j.id = ${subjectId} AND j.status = 'open'
            AND j.valid_through > now()
            AND r.notification_id = 'listing-expiring:' || j.id || ':'
              || floor(extract(epoch FROM j.valid_through) * 1000)::bigint)
        WHEN 'listing-expired' THEN NOT EXISTS (
          SELECT 1 FROM jobs j WHERE j.id = ${subjectId} AND j.status = 'closed'
            AND j.valid_through >= now() - ${`${windowMs} milliseconds`}::interval
            AND r.notification_id = 'listing-expired:' || j.id || ':'
              || floor(extract(epoch FROM j.valid_through) * 1000)::bigint)
        WHEN 'message' THEN NOT EXISTS (
          SELECT 1 FROM messages m WHERE m.id = ${subjectId} AND m.read = false)
        WHEN 'status' THEN NOT EXISTS (
          SELECT 1 FROM applications a WHERE a.id = ${subjectId}
            AND r.notification_id = 'status:' || a.id || ':'
              || floor(extract(epoch FROM a.updated_at) * 1000)::bigint)
        ELSE true
      END`);
}
