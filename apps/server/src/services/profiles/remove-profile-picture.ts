import { eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { SessionUser } from '@brigade/shared/session';
import { presentSessionUser } from '../../auth/session-user.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../http/app-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { deletePictureFiles } from './picture-files.ts';

/** Removes a user's profile picture: photoURL first (nothing points at the file), then the file. */
export async function removeProfilePicture(
  { db, storage }: { db: NodePgDatabase; storage: FileStorage },
  userId: string,
): Promise<SessionUser> {
  const [row] = await db
    .update(users)
    .set({ photoURL: null, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw new AppError('unauthorized');
  await deletePictureFiles(storage, userId);
  return presentSessionUser(row);
}
