import { eq } from '../../db/sql.ts';
import { pictureFileTypes } from '@brigade/shared/files/upload-rules';
import type { SessionUser } from '@brigade/shared/session';
import { presentSessionUser } from '../../auth/session-user.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../core/app-error.ts';
import { storeCheckedUpload, type IncomingFile } from '../files/store-checked-upload.ts';
import { deletePictureFiles, pictureKey, pictureUrl } from './picture-files.ts';
import type { AppContext } from '../../core/app-context.ts';

export type PictureUpload = IncomingFile;

/**
 * Sets a user's profile picture (spec section 7) under the spec's upload rules
 * (storeCheckedUpload): the bytes decide the type and the stored extension. Saves photoURL and
 * answers the updated user.
 */
export async function saveProfilePicture(
  ctx: AppContext,
  user: SessionUser,
  upload: PictureUpload,
  ip: string,
): Promise<SessionUser> {
  const { key } = await storeCheckedUpload(ctx, upload, {
    allowed: pictureFileTypes,
    keyFor: (extension) => pictureKey(user.id, extension),
    purpose: 'profile-picture',
    userId: user.id,
    ip,
  });
  const now = new Date();
  const [row] = await ctx.database.db
    .update(users)
    .set({ photoURL: pictureUrl(key, now), updatedAt: now })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new AppError('unauthorized');
  // A venue's picture shows on its job pages.
  if (user.userType === 'restaurant') await ctx.live.announcePublicChange();
  // A picture of another type is left behind otherwise (profile.png after a new profile.webp).
  await deletePictureFiles(ctx.storage, user.id, key);
  return presentSessionUser(row);
}
