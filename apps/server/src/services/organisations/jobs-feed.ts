import type { JobsFeed } from '@brigade/shared/organisations/api-keys';
import { and, desc, eq, isNull } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { apiKeys, organisations, venues } from '../../db/schema/organisations.ts';
import { jobUrl } from '../crawlers/public-urls.ts';
import { jobSummaryColumns } from '../jobs/job-columns.ts';
import { presentJobSummary } from '../jobs/present-job.ts';
import { organisationHolder } from '../plans/plan-holder.ts';
import { requireFeature } from '../plans/require-entitlement.ts';
import { hashApiKey } from './api-keys.ts';

/** Most jobs the feed lists: every open listing of even a large group. */
const FEED_LIMIT = 500;

/**
 * GET /api/feed/jobs (plans: Scale): the open jobs of the organisation an API key belongs to,
 * newest first, for its own website. An unknown or revoked key is 401; a key whose organisation
 * no longer has the feed on its plan is `plan_feed_required`.
 */
export async function readJobsFeed(ctx: AppContext, key: string | null): Promise<JobsFeed> {
  const { db } = ctx.database;
  if (!key) throw new AppError('unauthorized');
  const [owner] = await db
    .select({ keyId: apiKeys.id, organisationId: apiKeys.organisationId, name: organisations.name })
    .from(apiKeys)
    .innerJoin(organisations, eq(organisations.id, apiKeys.organisationId))
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)));
  if (!owner) throw new AppError('unauthorized');
  await requireFeature(db, organisationHolder(owner.organisationId), 'jobsFeed');
  const [rows] = await Promise.all([
    db
      .select({ ...jobSummaryColumns, validThrough: jobs.validThrough })
      .from(jobs)
      .innerJoin(venues, eq(venues.id, jobs.restaurantId))
      .where(and(eq(venues.organisationId, owner.organisationId), eq(jobs.status, 'open')))
      .orderBy(desc(jobs.publishedAt), desc(jobs.id))
      .limit(FEED_LIMIT),
    db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, owner.keyId)),
  ]);
  return {
    organisation: owner.name,
    jobs: rows.map((row) => ({
      ...presentJobSummary(row),
      url: jobUrl(ctx.config.APP_URL, row.id),
      validThrough: row.validThrough?.toISOString() ?? null,
    })),
  };
}
