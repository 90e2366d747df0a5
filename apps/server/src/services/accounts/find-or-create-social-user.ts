import {
  personNameFromClaim,
  splitDisplayName,
  type SocialSignInErrorCode,
} from '@brigade/shared/auth/social-sign-in';
import { emailAddress } from '@brigade/shared/text/email-address';
import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import { and, eq, sql } from '../../db/sql.ts';
import type * as client from 'openid-client';
import { foundOrganisation } from '../organisations/found-organisation.ts';
import { authAccounts } from '../../db/schema/auth-accounts.ts';
import { users } from '../../db/schema/users.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { AppContext } from '../../core/app-context.ts';

/** Why a verified provider identity still may not sign in. */
export class SocialSignInRefusal extends Error {
  readonly code: SocialSignInErrorCode;
  readonly reason: string;
  readonly userId: string | undefined;
  constructor(code: SocialSignInErrorCode, reason: string, userId?: string) {
    super(reason);
    this.code = code;
    this.reason = reason;
    this.userId = userId;
  }
}

const claimText = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The account of a provider identity, keyed by issuer + subject (never by e-mail alone). A new
 * identity becomes a new account with the page's role, unless its e-mail already belongs to an
 * account that signs in another way: that person is told to use their original method, so an
 * identity provider can never take over a password account.
 */
export async function findOrCreateSocialUser(
  ctx: AppContext,
  claims: client.IDToken,
  userType: SignUpUserType,
): Promise<{ userId: string; isNewUser: boolean }> {
  const { db } = ctx.database;
  const providerId = `oidc:${claims.iss}`;
  const [linked] = await db
    .select({ id: users.id, isActive: users.isActive, userType: users.userType })
    .from(authAccounts)
    .innerJoin(users, eq(users.id, authAccounts.userId))
    .where(and(eq(authAccounts.providerId, providerId), eq(authAccounts.accountId, claims.sub)));
  if (linked) {
    if (!linked.isActive)
      throw new SocialSignInRefusal('account_disabled', 'account disabled', linked.id);
    // Admins sign in on the admin page, with their authenticator: a provider alone is not enough.
    if (linked.userType === 'admin')
      throw new SocialSignInRefusal('admin_account', 'admin account', linked.id);
    return { userId: linked.id, isNewUser: false };
  }

  // The provider's claims pass the sign-up rules like any typed input.
  const claimedEmail = emailAddress().safeParse(claimText(claims.email));
  if (!claimedEmail.success) {
    throw new SocialSignInRefusal('failed', 'the provider shared no valid e-mail address');
  }
  const email = claimedEmail.data;
  if (claims.email_verified === false) {
    throw new SocialSignInRefusal('failed', 'the provider has not verified the e-mail address');
  }
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (existing) {
    throw new SocialSignInRefusal(
      'account_exists',
      'e-mail used by another sign-in method',
      existing.id,
    );
  }

  const displayName = claimText(claims.name);
  const claimedName = splitDisplayName(displayName, {
    givenName: claimText(claims.given_name),
    familyName: claimText(claims.family_name),
    email,
  });
  // Names are cleaned to the Person rule ("Ana 👩‍🍳" becomes "Ana"), not refused.
  const firstName =
    personNameFromClaim(claimedName.firstName) || personNameFromClaim(email.split('@')[0] ?? '');
  const lastName = personNameFromClaim(claimedName.lastName);
  if (!firstName) throw new SocialSignInRefusal('failed', 'the provider shared no usable name');
  try {
    const userId = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: `${firstName} ${lastName}`.trim(),
          email,
          emailVerified: claims.email_verified === true,
          userType,
          firstName,
          lastName,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('the new user was not stored');
      await tx.insert(authAccounts).values({ providerId, accountId: claims.sub, userId: user.id });
      if (userType === 'restaurant') {
        await foundOrganisation(tx, { id: user.id, name: `${firstName} ${lastName}`.trim() });
      }
      return user.id;
    });
    return { userId, isNewUser: true };
  } catch (error) {
    // Two callbacks for the same new person at once: the e-mail's unique index lets one win.
    if (isUniqueViolation(error)) {
      throw new SocialSignInRefusal('failed', 'the account was created concurrently');
    }
    throw error;
  }
}
