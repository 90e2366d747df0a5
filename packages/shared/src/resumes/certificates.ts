import type { Country } from '../money/countries.ts';

/**
 * The certificate wallet (issue 16): the certificates hospitality venues ask for, by kind, so a
 * resume's certificate can be matched to what a listing needs; anything else is `other`, named
 * by the person. Each kind's name, in the reader's language, is `resume.certificateKinds.<kind>`.
 */
export const certificateKinds = [
  'food_hygiene',
  'food_handler',
  'allergen_awareness',
  'alcohol_service',
  'health_certificate',
  'first_aid',
  'fire_safety',
  'other',
] as const;
export type CertificateKind = (typeof certificateKinds)[number];

/** The kinds a listing can require (a named kind: "other" is no requirement anyone can check). */
export const requirableCertificates = certificateKinds.filter(
  (kind): kind is Exclude<CertificateKind, 'other'> => kind !== 'other',
);
export type RequirableCertificate = (typeof requirableCertificates)[number];

/**
 * Whether a resume holds a certificate a listing requires, on `today`: held (its state: valid,
 * expiring, or no_expiry), expired, or missing (none of that kind on the resume). The best one
 * counts when the person lists several of a kind.
 */
export function heldCertificate(
  certificates: readonly { kind?: CertificateKind; expiresOn: string }[],
  kind: RequirableCertificate,
  today: string,
): CertificateState | 'missing' {
  const states = certificates
    .filter((certificate) => certificate.kind === kind)
    .map((certificate) => certificateState(certificate.expiresOn, today));
  const order: CertificateState[] = ['no_expiry', 'valid', 'expiring', 'expired'];
  return order.find((state) => states.includes(state)) ?? 'missing';
}

/**
 * The kinds venues in a country usually ask for, most asked first (the form offers these first;
 * every kind stays available). A country not listed gets the common ones.
 */
const usualKinds: Partial<Record<Country, readonly CertificateKind[]>> = {
  GB: ['food_hygiene', 'allergen_awareness', 'alcohol_service', 'first_aid', 'fire_safety'],
  IE: ['food_hygiene', 'allergen_awareness', 'first_aid', 'fire_safety'],
  FR: ['food_hygiene', 'alcohol_service', 'first_aid'],
  ES: ['food_handler', 'allergen_awareness', 'first_aid'],
  DE: ['health_certificate', 'food_hygiene', 'first_aid'],
  AT: ['health_certificate', 'food_hygiene', 'first_aid'],
  IT: ['food_hygiene', 'allergen_awareness', 'first_aid'],
};
const commonKinds: readonly CertificateKind[] = [
  'food_hygiene',
  'allergen_awareness',
  'alcohol_service',
  'first_aid',
];

/** The kinds to offer for `country`: its usual ones first, then the rest, `other` last. */
export function certificateKindsFor(country: string | null | undefined): CertificateKind[] {
  const usual = usualKinds[country as Country] ?? commonKinds;
  const rest = certificateKinds.filter((kind) => kind !== 'other' && !usual.includes(kind));
  return [...usual, ...rest, 'other'];
}

const DAY_MS = 86_400_000;

/** Days before expiry at which the holder is reminded, furthest first. */
export const certificateReminderDays = [30, 7] as const;

/**
 * The reminder a certificate is due on `today`: the nearest reminder day it has reached (7 once
 * within a week, else 30 once within a month), or null (further off, expired, or no date).
 */
export function certificateReminderDue(expiresOn: string, today: string): number | null {
  if (!expiresOn) return null;
  const daysLeft = (Date.parse(expiresOn) - Date.parse(today)) / DAY_MS;
  if (daysLeft < 0) return null;
  const reached = certificateReminderDays.filter((days) => daysLeft <= days);
  return reached.length > 0 ? Math.min(...reached) : null;
}

/**
 * valid; expiring (within the first reminder's 30 days); expired (the day after its date); or
 * no_expiry when it has no date.
 */
export type CertificateState = 'valid' | 'expiring' | 'expired' | 'no_expiry';

/** A certificate's state on `today` (both `YYYY-MM-DD`): it is valid through its expiry day. */
export function certificateState(expiresOn: string, today: string): CertificateState {
  if (!expiresOn) return 'no_expiry';
  const daysLeft = (Date.parse(expiresOn) - Date.parse(today)) / DAY_MS;
  if (daysLeft < 0) return 'expired';
  return daysLeft <= certificateReminderDays[0] ? 'expiring' : 'valid';
}
