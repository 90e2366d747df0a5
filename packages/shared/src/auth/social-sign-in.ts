import {
  PERSON_NAME_CHARACTER,
  PERSON_NAME_MAX_LENGTH,
  personName,
  type SignUpUserType,
} from './sign-up-rules.ts';

/**
 * Social sign-in (OpenID Connect in a popup): what the server's popup page reports to the page
 * that opened it, and the reasons it can fail. The spec words only the fallback
 * ('{OIDC_NAME} sign in failed. Please try again.'); each other reason has its own text
 * (`account.social.errors.<code>`).
 */
export const socialSignInErrorCodes = [
  /** The browser refused to open the popup. */
  'popup_blocked',
  /** The person closed the popup before signing in finished. */
  'popup_closed',
  /** A newer sign-in popup replaced this one. */
  'popup_cancelled',
  /** The e-mail already belongs to an account that signs in another way (password). */
  'account_exists',
  /** The person refused to share their account with Brigade at the provider. */
  'access_denied',
  /** The account is deactivated (spec section 8's message). */
  'account_disabled',
  /** Admin accounts sign in on the admin page with two-factor sign-in, never with a provider. */
  'admin_account',
  /** Too many attempts from this address. */
  'too_many_attempts',
  /** Anything else: the fallback message. */
  'failed',
] as const;
export type SocialSignInErrorCode = (typeof socialSignInErrorCodes)[number];

export function isSocialSignInErrorCode(value: unknown): value is SocialSignInErrorCode {
  return socialSignInErrorCodes.includes(value as SocialSignInErrorCode);
}

/** How a social sign-in ended. */
export type SocialSignInOutcome =
  { ok: true; isNewUser: boolean } | { ok: false; error: SocialSignInErrorCode };

/** The message the popup's page posts to the opener (and on the broadcast channel). */
export type SocialSignInResult = SocialSignInOutcome & { type: typeof socialSignInMessageType };

export const socialSignInMessageType = 'brigade:social-sign-in';

/**
 * Same-origin channel the popup also reports on: it still arrives when a provider's
 * Cross-Origin-Opener-Policy has cut the popup off from its opener.
 */
export const socialSignInChannel = 'brigade-social-sign-in';

/** What GET /api/auth/providers answers: the social provider's display name, or null. */
export interface AuthProvidersAnswer {
  social: { name: string } | null;
}

/** The role a new social account gets: the one the page was about, applicant by default. */
export function socialSignUpType(value: string | null | undefined): SignUpUserType {
  return value === 'restaurant' ? 'restaurant' : 'applicant';
}

/**
 * The spec's rule for a new social account: the display name split on the first space into
 * first and last name ("Mary Jane Watson" → "Mary" + "Jane Watson"). Without a display name,
 * the provider's given and family names, else the e-mail's local part, stand in.
 */
export function splitDisplayName(
  displayName: string | null | undefined,
  fallback: { givenName?: string | null; familyName?: string | null; email: string },
): { firstName: string; lastName: string } {
  const name = (displayName ?? '').trim().replace(/\s+/g, ' ');
  if (name) {
    const space = name.indexOf(' ');
    return space === -1
      ? { firstName: name, lastName: '' }
      : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
  }
  const givenName = fallback.givenName?.trim() ?? '';
  if (givenName) return { firstName: givenName, lastName: fallback.familyName?.trim() ?? '' };
  return { firstName: fallback.email.split('@')[0] ?? '', lastName: '' };
}

/**
 * A name from a provider's claims made to pass the sign-up Person rule: a name the rule accepts
 * is kept as it is; otherwise the characters it refuses (digits, emoji, symbols) are dropped,
 * spaces collapsed and the result cut to 50 characters. Empty when nothing of it is a name.
 */
export function personNameFromClaim(value: string): string {
  const accepted = personName.safeParse(value);
  if (accepted.success) return accepted.data;
  const kept = Array.from(value.normalize('NFC'))
    .filter((character) => PERSON_NAME_CHARACTER.test(character))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = Array.from(kept).slice(0, PERSON_NAME_MAX_LENGTH).join('').trim();
  const checked = personName.safeParse(cut);
  return checked.success ? checked.data : '';
}
