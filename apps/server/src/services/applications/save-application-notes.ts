import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { applications } from '../../db/schema/applications.ts';
import { AppError } from '../../core/app-error.ts';
import { findApplicationFor } from './application-record.ts';
import type { AppContext } from '../../core/app-context.ts';

/** The restaurant's private notes on an application (the applicant never sees them). */
export async function saveApplicationNotes(
  ctx: AppContext,
  user: SessionUser,
  id: string,
  notes: string,
): Promise<void> {
  const { db } = ctx.database;
  const { viewer } = await findApplicationFor(db, user, id);
  if (viewer !== 'restaurant') throw new AppError('forbidden');
  // Notes are not a status change: updatedAt (which drives the applicant's notifications) stays.
  await db.update(applications).set({ notes }).where(eq(applications.id, id));
}
