import { extendedDecideBy, isUndecided } from '@brigade/shared/applications/decision-window';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { venues } from '../../db/schema/organisations.ts';
import { AppError } from '../../core/app-error.ts';
import type { AppContext } from '../../core/app-context.ts';
import { findApplicationFor } from './application-record.ts';

/**
 * The venue extends an undecided application's decision window once, by its window again from
 * the day it would have closed (decision-window.ts); a later warning comes for the new date.
 * Anything else (decided, already extended) is `decision_extend_refused`.
 */
export async function extendDecision(ctx: AppContext, user: SessionUser, id: string) {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const { row, viewer } = await findApplicationFor(tx, user, id, { lock: true });
    if (viewer !== 'restaurant') throw new AppError('forbidden');
    if (!isUndecided(row.status) || !row.decideBy || row.decisionExtendedAt) {
      throw new AppError('decision_extend_refused');
    }
    const [venue] = await tx
      .select({ days: venues.decisionDays })
      .from(venues)
      .where(eq(venues.id, row.restaurantId));
    const decideBy = extendedDecideBy(row.decideBy, venue?.days);
    await tx
      .update(applications)
      .set({ decideBy, decisionExtendedAt: new Date(), decisionWarnedAt: null })
      .where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'decision_extended',
      actorId: user.id,
      details: { decideBy: decideBy.toISOString() },
    });
  });
}
