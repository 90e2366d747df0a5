import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql, type SQL } from '../../db/sql.ts';

/**
 * Who hears of a listing's applications (bell and mail, decision 024): its assignee and its
 * followers; a listing with no assignee, its organisation's owner. Membership changes keep this
 * true: a member who loses a venue stops following its listings and is no longer their assignee.
 */
export async function jobAudience(
  db: Pick<NodePgDatabase, 'execute'>,
  jobId: string,
): Promise<string[]> {
  const { rows } = await db.execute<{ user_id: string }>(sql`
    select j.assignee_id as user_id from jobs j where j.id = ${jobId} and j.assignee_id is not null
    union
    select f.user_id from job_followers f where f.job_id = ${jobId}
    union
    select o.owner_id from jobs j
      join venues v on v.id = j.restaurant_id
      join organisations o on o.id = v.organisation_id
     where j.id = ${jobId} and j.assignee_id is null`);
  return rows.map((row) => row.user_id);
}

/** SQL: the ids of the listings `userId` hears about (the same rule, for the bell's queries). */
export function heardJobIds(userId: string): SQL {
  return sql`(
    select j.id from jobs j where j.assignee_id = ${userId}
    union
    select f.job_id from job_followers f where f.user_id = ${userId}
    union
    select j.id from jobs j
      join venues v on v.id = j.restaurant_id
      join organisations o on o.id = v.organisation_id
     where o.owner_id = ${userId} and j.assignee_id is null)`;
}

/**
 * A member lets go of the work of the venues they no longer reach (`keepVenueIds`: those they
 * still do; none when removed): they stop following those venues' listings and are no longer
 * their assignee, so the organisation's owner hears instead; and they leave those venues' shared
 * threads with applicants (they may no longer read them). A thread they leave with nobody of the
 * venue in it gets the listing's contact, so the applicant's next message still reaches the venue.
 */
export async function releaseVenueWork(
  tx: Pick<NodePgDatabase, 'execute'>,
  userId: string,
  organisationId: string,
  keepVenueIds: readonly string[],
): Promise<void> {
  const kept = (column: SQL) =>
    keepVenueIds.length
      ? sql`and ${column} not in (${sql.join(
          keepVenueIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`
      : sql``;
  const released = sql`(select j.id from jobs j join venues v on v.id = j.restaurant_id
    where v.organisation_id = ${organisationId} ${kept(sql`j.restaurant_id`)})`;
  await tx.execute(
    sql`delete from job_followers where user_id = ${userId} and job_id in ${released}`,
  );
  await tx.execute(
    sql`update jobs set assignee_id = null where assignee_id = ${userId} and id in ${released}`,
  );
  // The data-modifying CTE and the insert see the rows as they were before the delete: the
  // member who leaves is left out of "who else of the venue is in it" by hand.
  await tx.execute(sql`
    with left_threads as (
      delete from conversation_participants p
       using conversations c, applications a, venues v
       where p.user_id = ${userId} and c.id = p.conversation_id and a.id = c.application_id
         and v.id = a.restaurant_id and v.organisation_id = ${organisationId}
         ${kept(sql`a.restaurant_id`)}
      returning p.conversation_id, a.applicant_id, a.job_id
    )
    insert into conversation_participants (conversation_id, user_id)
    select t.conversation_id, ${listingContactOf(sql`t.job_id`)}
      from left_threads t
     where not exists (select 1 from conversation_participants other
                        where other.conversation_id = t.conversation_id
                          and other.user_id not in (${userId}, t.applicant_id))
    on conflict do nothing`);
}

/**
 * SQL: a listing's contact, the one rule for "who of the venue speaks for this listing": its
 * assignee, else its organisation's owner. `jobId` is an SQL expression.
 */
export function listingContactOf(jobId: SQL): SQL {
  return sql`(select coalesce(j.assignee_id, o.owner_id) from jobs j
      join venues v on v.id = j.restaurant_id
      join organisations o on o.id = v.organisation_id
     where j.id = ${jobId})`;
}

/**
 * Whom an applicant's first message about a listing goes to: its contact. Once the thread
 * exists, every member of the venue who joins it reads it.
 */
export async function venueContactOf(
  db: Pick<NodePgDatabase, 'execute'>,
  jobId: string,
): Promise<string> {
  const { rows } = await db.execute<{ contact_id: string | null }>(
    sql`select ${listingContactOf(sql`${jobId}::uuid`)} as contact_id`,
  );
  const contact = rows[0]?.contact_id;
  if (!contact) throw new Error('a listing without a venue');
  return contact;
}

/**
 * SQL: the people who work for the venue `venueId` names (an SQL expression): its organisation's
 * owner, its admins, and the managers given that venue. The organisation policy's rule
 * (`canAtVenue`), written as a set for queries over many applications at once.
 */
export function venueMemberIds(venueId: SQL): SQL {
  return sql`(
    select o.owner_id from venues v join organisations o on o.id = v.organisation_id
     where v.id = ${venueId}
    union
    select m.user_id from organisation_members m
      join venues v on v.organisation_id = m.organisation_id
     where v.id = ${venueId} and m.removed_at is null
       and (m.role = 'admin' or exists (select 1 from member_venues mv
             where mv.member_id = m.id and mv.venue_id = ${venueId})))`;
}
