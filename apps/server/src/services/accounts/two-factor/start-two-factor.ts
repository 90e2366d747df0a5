import type { TwoFactorStep } from '@brigade/shared/auth/two-factor';
import { eq } from '../../../db/sql.ts';
import { twoFactorSecrets } from '../../../db/schema/two-factor.ts';
import type { AppContext } from '../../../core/app-context.ts';
import { createChallenge } from './challenges.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { newTotpSecret, totpUri } from './totp.ts';

/** The key authenticator secrets are sealed with derives from better-auth's app secret. */
export async function appSecretOf(ctx: AppContext): Promise<string> {
  return (await ctx.auth.$context).secret;
}

/**
 * The second step of an admin's sign-in, once the password is proven: 'verify' when their
 * authenticator is set up, else 'setup' with the secret to add to one (the pending secret is
 * kept, so a person who scanned it and then had to start over does not scan again).
 */
export async function startTwoFactor(
  ctx: AppContext,
  user: { id: string; email: string },
  ip: string,
): Promise<TwoFactorStep> {
  const { db } = ctx.database;
  const challenge = await createChallenge(db, user.id, ip);
  const [existing] = await db
    .select()
    .from(twoFactorSecrets)
    .where(eq(twoFactorSecrets.userId, user.id));
  if (existing?.enabledAt) return { stage: 'verify', challenge };

  const appSecret = await appSecretOf(ctx);
  let secret = existing ? readableSecret(appSecret, existing.secret) : null;
  if (!secret) {
    // A pending secret sealed under an earlier app secret is of no use: start again.
    if (existing) await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, user.id));
    secret = newTotpSecret();
    await db
      .insert(twoFactorSecrets)
      .values({ userId: user.id, secret: sealSecret(appSecret, secret) })
      .onConflictDoNothing();
    // Two first sign-ins at once: both must show the secret that was kept.
    const [kept] = await db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id));
    if (kept) secret = openSecret(appSecret, kept.secret);
  }
  const uri = totpUri(secret, user.email);
  // Loaded when first needed: every start would pay for it, few requests use it (issue 20).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    stage: 'setup',
    challenge,
    secret,
    uri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

function readableSecret(appSecret: string, sealed: string): string | null {
  try {
    return openSecret(appSecret, sealed);
  } catch {
    return null;
  }
}
