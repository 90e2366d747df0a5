import { allowedFileTypes, pictureFileTypes } from '@brigade/shared/files/upload-rules';
import { filesPathPrefix } from '@brigade/shared/routes';
import type { FileStorage } from '../../storage/file-storage.ts';

/**
 * Where profile pictures are stored (spec section 7): `profile-pictures/{userId}/profile.{ext}`,
 * one per user, public. The extension is the one the file's bytes showed.
 */
export const pictureFolder = (userId: string): string => `profile-pictures/${userId}`;

export const pictureKey = (userId: string, extension: string): string =>
  `${pictureFolder(userId)}/profile.${extension}`;

/** The Content-Type each stored picture extension is served with (jpg → image/jpeg, …). */
export const pictureContentTypes: Readonly<Record<string, string>> = Object.fromEntries(
  pictureFileTypes.map((type) => [allowedFileTypes[type], type]),
);

/**
 * The public URL saved as photoURL. The version (upload time) changes with every new picture,
 * so the file itself can be cached while a new one still shows at once.
 */
export function pictureUrl(key: string, uploadedAt: Date): string {
  return `${filesPathPrefix}${key}?v=${uploadedAt.getTime()}`;
}

/** Removes a user's stored pictures, all of them or all but `keep`. */
export async function deletePictureFiles(
  storage: FileStorage,
  userId: string,
  keep?: string,
): Promise<void> {
  const keys = await storage.list(pictureFolder(userId));
  await Promise.all(keys.filter((key) => key !== keep).map((key) => storage.delete(key)));
}
