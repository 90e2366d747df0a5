import type { StatusChangeInput } from '@brigade/shared/applications/application-input';
import { canMoveApplication } from '@brigade/shared/applications/application-status';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { applicationEvents, applications } from '../../db/schema/applications.ts';
import { AppError } from '../../core/app-error.ts';
import { canActOnApplication } from '../../policies/application-policy.ts';
import { findApplicationFor } from './application-record.ts';
import type { AppContext } from '../../core/app-context.ts';
import { recordMailEvent } from '../mail-notifications/record-mail-event.ts';

/**
 * Moves an application along the shared transition map (the restaurant's moves, or the
 * applicant's withdrawal), with an optional note; sets updatedAt and adds a timeline entry, in
 * one transaction with the row locked so two moves cannot both pass the check.
 */
export async function changeApplicationStatus(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  input: StatusChangeInput,
): Promise<void> {
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    const { row, viewer } = await findApplicationFor(tx, user, id, { lock: true });
    if (!canActOnApplication(viewer)) throw new AppError('forbidden');
    if (!canMoveApplication(row.status, input.status, viewer)) {
      throw new AppError('status_move_refused');
    }
    await tx
      .update(applications)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(applications.id, id));
    await tx.insert(applicationEvents).values({
      applicationId: id,
      kind: 'status_changed',
      fromStatus: row.status,
      toStatus: input.status,
      note: input.note,
      actorId: user.id,
    });
    // The applicant hears of the venue's moves (not of their own withdrawal); the note may be
    // private to the venue's thinking, so the mail carries the status only.
    if (viewer === 'restaurant') {
      await recordMailEvent(tx, ctx.config, {
        recipientId: row.applicantId,
        topic: 'status',
        type: 'status_changed',
        subjectId: id,
        payload: { status: input.status },
      });
    }
  });
}
