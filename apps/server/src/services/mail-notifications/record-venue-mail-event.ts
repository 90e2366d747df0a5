import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from '../../db/sql.ts';
import { recordMailEvent, type MailEvent, type MailTiming } from './record-mail-event.ts';

/**
 * Records a mail event for a venue (a new application, a listing about to close…). A venue is
 * not a person: its organisation's owner hears, as the restaurant account did before teams
 * (decision 024), until jobs name the members who follow them.
 */
export async function recordVenueMailEvent(
  tx: Pick<NodePgDatabase, 'execute'>,
  timing: MailTiming,
  event: Omit<MailEvent, 'recipientId'> & { venueId: string },
  now = new Date(),
): Promise<void> {
  const { venueId, ...rest } = event;
  const { rows } = await tx.execute<{ owner_id: string }>(sql`
    select o.owner_id from venues v join organisations o on o.id = v.organisation_id
    where v.id = ${venueId}`);
  const owner = rows[0];
  if (owner) await recordMailEvent(tx, timing, { ...rest, recipientId: owner.owner_id }, now);
}
