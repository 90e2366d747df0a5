import { pictureFileTypes } from '@brigade/shared/files/upload-rules';
import type { OrganisationVenue } from '@brigade/shared/organisations/organisation-answers';
import type { SessionUser } from '@brigade/shared/session';
import { eq } from '../../db/sql.ts';
import { venues } from '../../db/schema/organisations.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError } from '../../core/app-error.ts';
import { storeCheckedUpload, type IncomingFile } from '../files/store-checked-upload.ts';
import { deleteLogoFiles, logoKey, pictureUrl } from '../profiles/picture-files.ts';
import { ownVenue, presentVenue } from './organisation-venues.ts';

/**
 * Sets a venue's logo (owners and admins), under the same upload rules as profile pictures: the
 * bytes decide the type. Its job pages and its own page show it from then on.
 */
export async function saveVenueLogo(
  ctx: AppContext,
  user: SessionUser,
  venueId: string,
  upload: IncomingFile,
  ip: string,
): Promise<OrganisationVenue> {
  const venue = await ownVenue(ctx, user, venueId);
  const { key } = await storeCheckedUpload(ctx, upload, {
    allowed: pictureFileTypes,
    keyFor: (extension) => logoKey(venue.id, extension),
    purpose: 'venue-logo',
    userId: user.id,
    ip,
  });
  const row = await setLogoUrl(ctx, venue.id, pictureUrl(key, new Date()));
  // A logo of another type is left behind otherwise (logo.png after a new logo.webp).
  await deleteLogoFiles(ctx.storage, venue.id, key);
  return row;
}

/** Removes a venue's logo: its pages show the founding account's picture again, or none. */
export async function removeVenueLogo(
  ctx: AppContext,
  user: SessionUser,
  venueId: string,
): Promise<OrganisationVenue> {
  const venue = await ownVenue(ctx, user, venueId);
  const row = await setLogoUrl(ctx, venue.id, null);
  await deleteLogoFiles(ctx.storage, venue.id);
  return row;
}

async function setLogoUrl(
  ctx: AppContext,
  venueId: string,
  logoUrl: string | null,
): Promise<OrganisationVenue> {
  const [row] = await ctx.database.db
    .update(venues)
    .set({ logoUrl, updatedAt: new Date() })
    .where(eq(venues.id, venueId))
    .returning();
  if (!row) throw new AppError('not_found');
  await ctx.live.announcePublicChange();
  return presentVenue(row);
}
