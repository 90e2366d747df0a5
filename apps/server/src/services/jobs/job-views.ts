import type { SessionUser } from '@brigade/shared/session';
import { sql } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { isUuid } from '../../core/ids.ts';
import { reachableVenueIds } from '../organisations/venue-access.ts';

/** Crawlers, link previews and monitors: not people looking at a job. */
const automated = /bot|crawl|spider|slurp|preview|facebookexternalhit|monitor|curl|wget|headless/i;

/**
 * Counts one view of an open listing's page (listing statistics), a row a day: the web app
 * reports each opening of a job page once. Views by the listing's own venue, by known crawlers,
 * and of a listing that is not open are not counted (answered all the same: nothing to tell).
 */
export async function noteJobView(
  ctx: AppContext,
  viewer: SessionUser | null,
  jobId: string,
  userAgent: string | undefined,
): Promise<void> {
  if (!isUuid(jobId) || !userAgent || automated.test(userAgent)) return;
  const { db } = ctx.database;
  const ownVenues = viewer?.userType === 'restaurant' ? await reachableVenueIds(db, viewer) : [];
  await db.execute(sql`
    insert into job_views (job_id, day, views)
    select id, current_date, 1 from jobs
     where id = ${jobId} and status = 'open'
       and not (restaurant_id = any(${`{${ownVenues.join(',')}}`}::uuid[]))
    on conflict (job_id, day) do update set views = job_views.views + 1`);
}
