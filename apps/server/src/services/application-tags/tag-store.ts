import {
  tagLimits,
  type ApplicationTag,
  type ApplicationTagInput,
} from '@brigade/shared/applications/application-tags';
import { and, asc, eq, inArray, sql } from '../../db/sql.ts';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { applicationTagLinks, applicationTags } from '../../db/schema/application-tags.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';

type Reader = Pick<NodePgDatabase, 'select'>;

/** The venue's tags, by name. */
export async function listTags(db: Reader, restaurantId: string): Promise<ApplicationTag[]> {
  return db
    .select({ id: applicationTags.id, name: applicationTags.name })
    .from(applicationTags)
    .where(eq(applicationTags.restaurantId, restaurantId))
    .orderBy(asc(sql`lower(${applicationTags.name})`), asc(applicationTags.id));
}

/**
 * A new tag, while the venue has fewer than 20 (`tag_limit_reached`) and none of that name
 * whatever its case (`tag_exists`); a venue's creations take turns so two cannot pass the limit.
 */
export async function createTag(
  db: NodePgDatabase,
  restaurantId: string,
  input: ApplicationTagInput,
): Promise<ApplicationTag> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`tags:${restaurantId}`}))`);
      const [count] = await tx
        .select({ total: sql<number>`count(*)`.mapWith(Number) })
        .from(applicationTags)
        .where(eq(applicationTags.restaurantId, restaurantId));
      if ((count?.total ?? 0) >= tagLimits.perVenue) throw new AppError('tag_limit_reached');
      const [row] = await tx
        .insert(applicationTags)
        .values({ restaurantId, name: input.name })
        .returning({ id: applicationTags.id, name: applicationTags.name });
      if (!row) throw new Error('the tag was not stored');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('tag_exists');
    throw error;
  }
}

/** Deletes one of the venue's tags, and with it every application's mark (cascade). */
export async function deleteTag(db: NodePgDatabase, restaurantId: string, id: string) {
  const deleted = isUuid(id)
    ? await db
        .delete(applicationTags)
        .where(and(eq(applicationTags.id, id), eq(applicationTags.restaurantId, restaurantId)))
        .returning({ id: applicationTags.id })
    : [];
  if (deleted.length === 0) throw new AppError('not_found');
}

/** The tags each of these applications carries (for their venue's eyes only), by name. */
export async function tagsOf(
  db: Reader,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationTag[]>> {
  const tags = new Map<string, ApplicationTag[]>();
  if (applicationIds.length === 0) return tags;
  const rows = await db
    .select({
      applicationId: applicationTagLinks.applicationId,
      id: applicationTags.id,
      name: applicationTags.name,
    })
    .from(applicationTagLinks)
    .innerJoin(applicationTags, eq(applicationTags.id, applicationTagLinks.tagId))
    .where(inArray(applicationTagLinks.applicationId, [...applicationIds]))
    .orderBy(asc(sql`lower(${applicationTags.name})`));
  for (const { applicationId, id, name } of rows) {
    tags.set(applicationId, [...(tags.get(applicationId) ?? []), { id, name }]);
  }
  return tags;
}
