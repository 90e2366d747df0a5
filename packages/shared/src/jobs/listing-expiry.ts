/**
 * Listing expiry (issue 15, Google's `validThrough`): an open listing closes by itself this many
 * days after it was published, reopened or renewed; its restaurant is warned a few days before.
 */
export const listingLifetimeDays = 60;
export const expiryWarningDays = 3;

const DAY_MS = 86_400_000;

/** The end of a listing's life when it opens (or is renewed) at `from`. */
export function validThroughFrom(from: Date): Date {
  return new Date(from.getTime() + listingLifetimeDays * DAY_MS);
}

/** When the restaurant hears that its listing is about to close. */
export function expiryWarningAt(validThrough: Date): Date {
  return new Date(validThrough.getTime() - expiryWarningDays * DAY_MS);
}

/**
 * Closed by its expiry rather than by a person: closing a listing by hand clears its
 * `validThrough`, and an admin's close gives a reason, so only an expiry leaves the date behind.
 */
export function isExpired(listing: {
  status: string;
  closedReason: string | null;
  validThrough: string | null;
}): boolean {
  return listing.status === 'closed' && !listing.closedReason && listing.validThrough !== null;
}
