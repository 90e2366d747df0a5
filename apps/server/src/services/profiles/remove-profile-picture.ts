import { eq } from '../../db/sql.ts';
import type { SessionUser } from '@brigade/shared/session';
import { presentSessionUser } from '../../auth/session-user.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../core/app-error.ts';
import { deletePictureFiles } from './picture-files.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Removes a user's profile picture: photoURL first (nothing points at the file), then the file. */
export async function removeProfilePicture(ctx: AppContext, userId: string): Promise<SessionUser> {
  const { db } = ctx.database;
  const [row] = await db
    .update(users)
    .set({ photoURL: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('unauthorized');
  // A venue's picture shows on its job pages.
  if (row.userType === 'restaurant') await ctx.live.announcePublicChange();
  await deletePictureFiles(ctx.storage, userId);
  return presentSessionUser(row);
}
