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
  await deleteAllBut(storage, pictureFolder(userId), keep);
}

/**
 * Where venue logos are stored (teams): `venue-logos/{venueId}/logo.{ext}`, one per venue,
 * public, served like profile pictures. A folder of their own: a founding venue shares its id
 * with its owner's account, whose profile picture must not be touched by its logo.
 */
export const logoFolder = (venueId: string): string => `venue-logos/${venueId}`;

export const logoKey = (venueId: string, extension: string): string =>
  `${logoFolder(venueId)}/logo.${extension}`;

/** Removes a venue's stored logos, all of them or all but `keep`. */
export async function deleteLogoFiles(
  storage: FileStorage,
  venueId: string,
  keep?: string,
): Promise<void> {
  await deleteAllBut(storage, logoFolder(venueId), keep);
}

async function deleteAllBut(storage: FileStorage, folder: string, keep?: string): Promise<void> {
  const keys = await storage.list(folder);
  await Promise.all(keys.filter((key) => key !== keep).map((key) => storage.delete(key)));
}
