import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from '../../db/sql.ts';
import type { Membership } from '../../policies/organisation-policy.ts';

/**
 * The person's membership, read fresh on every call (decision 024: a removed member loses access
 * at their next request): the organisation they own, else their current member row with the
 * venues given to them. Null for someone in no organisation, a removed member included.
 */
export async function loadMembership(
  db: NodePgDatabase,
  userId: string,
): Promise<Membership | null> {
  const { rows } = await db.execute<{
    organisation_id: string;
    role: Membership['role'];
    venue_ids: string[] | null;
  }>(sql`
    select o.id as organisation_id, 'owner' as role, null::uuid[] as venue_ids
      from organisations o where o.owner_id = ${userId}
    union all
    select m.organisation_id, m.role,
           array(select mv.venue_id from member_venues mv where mv.member_id = m.id)
      from organisation_members m
     where m.user_id = ${userId} and m.removed_at is null
    limit 1`);
  const row = rows[0];
  if (!row) return null;
  return {
    organisationId: row.organisation_id,
    role: row.role,
    venueIds: row.venue_ids ?? [],
    removedAt: null,
  };
}
