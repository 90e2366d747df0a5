import type { ApplicationTag } from '@brigade/shared/applications/application-tags';
import type { SessionUser } from '@brigade/shared/session';
import { and, eq, inArray } from '../../db/sql.ts';
import { applicationTagLinks, applicationTags } from '../../db/schema/application-tags.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { findApplicationFor } from '../applications/application-record.ts';
import { toolsVenueId } from '../organisations/venue-access.ts';
import { tagsOf } from './tag-store.ts';

/**
 * The tags an application carries from now on: its team's own (another team's id is a 404), up
 * to 5 (the schema's). Only a member who reaches its venue may; the applicant never sees them.
 */
export async function setApplicationTags(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  tagIds: readonly string[],
): Promise<ApplicationTag[]> {
  const { db } = ctx.database;
  return db.transaction(async (tx) => {
    const { viewer } = await findApplicationFor(tx, user, id, { lock: true });
    if (viewer !== 'restaurant') throw new AppError('forbidden');
    const known =
      tagIds.length === 0
        ? []
        : await tx
            .select({ id: applicationTags.id })
            .from(applicationTags)
            .where(
              and(
                eq(applicationTags.restaurantId, await toolsVenueId(tx, user)),
                inArray(applicationTags.id, [...tagIds]),
              ),
            );
    if (known.length !== tagIds.length) throw new AppError('not_found');
    await tx.delete(applicationTagLinks).where(eq(applicationTagLinks.applicationId, id));
    if (tagIds.length > 0) {
      await tx
        .insert(applicationTagLinks)
        .values(tagIds.map((tagId) => ({ applicationId: id, tagId })));
    }
    return (await tagsOf(tx, [id])).get(id) ?? [];
  });
}
