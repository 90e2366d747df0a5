import { responsivenessWindowDays } from '@brigade/shared/jobs/venue-responsiveness';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { sql } from '../../db/sql.ts';
import { venueMemberIds } from '../organisations/job-audience.ts';

type Executor = Pick<NodePgDatabase, 'execute'>;

/**
 * Counts, for every venue, its applications of the last 90 days, those that had an answer and
 * the median time to the first one, into `venue_responsiveness` (hourly, from the maintenance
 * work; job pages only read the result). An answer is what the applicant sees the venue do: a
 * status move or an interview on the timeline, or a message to them, after they applied. A venue
 * without applications in the window loses its row, and shows as new again.
 */
export async function computeResponsiveness(db: Executor): Promise<void> {
  await db.execute(sql`
    with recent as (
      select a.restaurant_id, a.applied_at,
        least(
          (select min(e.created_at) from application_events e
           where e.application_id = a.id and e.actor_id in ${venueMemberIds(sql`a.restaurant_id`)}
             and e.kind in ('status_changed', 'interview_scheduled')),
          (select min(m.created_at) from messages m
           where m.sender_id in ${venueMemberIds(sql`a.restaurant_id`)}
             and m.receiver_id = a.applicant_id
             and m.created_at >= a.applied_at)
        ) as first_answer
      from applications a
      where a.applied_at >= now() - make_interval(days => ${responsivenessWindowDays})
    ), per_venue as (
      select restaurant_id,
        count(*)::int as applications,
        count(first_answer)::int as answered,
        round(percentile_cont(0.5) within group (
          order by extract(epoch from first_answer - applied_at)))::int as median_seconds
      from recent
      group by restaurant_id
    ), stored as (
      insert into venue_responsiveness
        (restaurant_id, applications, answered, median_response_seconds, computed_at)
      select restaurant_id, applications, answered, median_seconds, now() from per_venue
      on conflict (restaurant_id) do update set
        applications = excluded.applications,
        answered = excluded.answered,
        median_response_seconds = excluded.median_response_seconds,
        computed_at = excluded.computed_at
      returning restaurant_id
    )
    delete from venue_responsiveness v
    where not exists (select 1 from stored s where s.restaurant_id = v.restaurant_id)`);
}
