import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LIMIT,
  type ApiKeyCreated,
  type ApiKeyInput,
  type ApiKeyView,
} from '@brigade/shared/organisations/api-keys';
import type { SessionUser } from '@brigade/shared/session';
import { and, count, desc, eq, isNull } from '../../db/sql.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { isUuid } from '../../core/ids.ts';
import { apiKeys } from '../../db/schema/organisations.ts';
import { lockPlanHolder, organisationHolder } from '../plans/plan-holder.ts';
import { requireFeature } from '../plans/require-entitlement.ts';
import { requireOrganisationAction } from './organisation-access.ts';
import { recordOrganisationEvent } from './record-organisation-event.ts';

/** Only a SHA-256 of a key is kept: a leaked table holds no key. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

const present = (row: typeof apiKeys.$inferSelect): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The organisation's keys not revoked, newest first (owners and admins). */
export async function listApiKeys(ctx: AppContext, user: SessionUser): Promise<ApiKeyView[]> {
  const membership = await requireOrganisationAction(ctx.database.db, user, 'manageMembers');
  const rows = await ctx.database.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.organisationId, membership.organisationId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(present);
}

/**
 * A new key for the jobs feed (owners and admins, on a plan with the feed: `plan_feed_required`
 * otherwise), at most API_KEY_LIMIT at once; the key itself is in this answer and nowhere else.
 */
export async function createApiKey(
  ctx: AppContext,
  user: SessionUser,
  input: ApiKeyInput,
  ip: string | null = null,
): Promise<ApiKeyCreated> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, user, 'manageMembers');
  const organisationId = membership.organisationId;
  const holder = organisationHolder(organisationId);
  await requireFeature(db, holder, 'jobsFeed');
  const key = `brg_${randomBytes(24).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    // Creations take turns, so two at once cannot both take the tenth place.
    await lockPlanHolder(tx, holder);
    const [kept] = await tx
      .select({ total: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.organisationId, organisationId), isNull(apiKeys.revokedAt)));
    if ((kept?.total ?? 0) >= API_KEY_LIMIT) throw new AppError('api_key_limit_reached');
    const [stored] = await tx
      .insert(apiKeys)
      .values({
        organisationId,
        name: input.name,
        prefix: key.slice(0, 12),
        keyHash: hashApiKey(key),
        createdBy: user.id,
      })
      .returning();
    if (!stored) throw new Error('the API key was not stored');
    await recordOrganisationEvent(tx, {
      actor: user,
      action: 'organisation.api_key_create',
      organisationId,
      subject: input.name,
      details: { keyId: stored.id, prefix: stored.prefix },
      ip,
    });
    return stored;
  });
  return { ...present(row), key };
}

/** Revokes a key of the organisation: it stops working at once. */
export async function revokeApiKey(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  ip: string | null = null,
): Promise<void> {
  const { db } = ctx.database;
  const membership = await requireOrganisationAction(db, user, 'manageMembers');
  if (!isUuid(id)) throw new AppError('not_found');
  await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(apiKeys.id, id),
          eq(apiKeys.organisationId, membership.organisationId),
          isNull(apiKeys.revokedAt),
        ),
      )
      .returning();
    if (!revoked) throw new AppError('not_found');
    await recordOrganisationEvent(tx, {
      actor: user,
      action: 'organisation.api_key_revoke',
      organisationId: membership.organisationId,
      subject: revoked.name,
      details: { keyId: revoked.id, prefix: revoked.prefix },
      ip,
    });
  });
}
