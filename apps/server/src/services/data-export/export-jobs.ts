import { and, asc, eq } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobs } from '../../db/schema/jobs.ts';
import { afterCursor, cursorOf, exportBatchSize, keysetBatches } from './keyset-batches.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A restaurant's job listings (drafts, open, closed, removed), oldest first, in batches. */
export async function* jobBatches(
  db: NodePgDatabase,
  restaurantId: string,
): AsyncGenerator<Record<string, unknown>[]> {
  const batches = keysetBatches((cursor) =>
    db
      .select({
        id: jobs.id,
        cursor: cursorOf(jobs.createdAt),
        title: jobs.title,
        description: jobs.description,
        location: jobs.location,
        city: jobs.city,
        postcode: jobs.postcode,
        role: jobs.role,
        employmentType: jobs.employmentType,
        salary: jobs.salary,
        salaryMax: jobs.salaryMax,
        payPeriod: jobs.payPeriod,
        currency: jobs.currency,
        tipModel: jobs.tipModel,
        tipsMin: jobs.tipsMin,
        tipsMax: jobs.tipsMax,
        tipsPer: jobs.tipsPer,
        perks: jobs.perks,
        startDate: jobs.startDate,
        requirements: jobs.requirements,
        status: jobs.status,
        closedReason: jobs.closedReason,
        removedAt: jobs.removedAt,
        venueName: jobs.venueName,
        publishedAt: jobs.publishedAt,
        createdAt: jobs.createdAt,
        updatedAt: jobs.updatedAt,
      })
      .from(jobs)
      .where(and(eq(jobs.restaurantId, restaurantId), afterCursor(jobs.createdAt, jobs.id, cursor)))
      .orderBy(asc(jobs.createdAt), asc(jobs.id))
      .limit(exportBatchSize),
  );
  for await (const batch of batches) {
    yield batch.map(({ cursor: _cursor, ...job }) => ({
      ...job,
      removedAt: iso(job.removedAt),
      publishedAt: iso(job.publishedAt),
      createdAt: iso(job.createdAt),
      updatedAt: iso(job.updatedAt),
    }));
  }
}
