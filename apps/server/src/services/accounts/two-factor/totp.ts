import * as OTPAuth from 'otpauth';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'Brigade';

/** A new random authenticator secret (160 bits, base32). */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code (issuer Brigade, the e-mail). */
export function totpUri(secret: string, email: string): string {
  return new OTPAuth.TOTP({
    issuer: ISSUER,
    label: email,
    secret: OTPAuth.Secret.fromBase32(secret),
    period: PERIOD_S,
  }).toString();
}

/** The 30-second step a moment falls in. */
export function totpStep(timestampMs: number): number {
  return OTPAuth.TOTP.counter({ period: PERIOD_S, timestamp: timestampMs });
}

/** The code of one step (tests and the e2e suite compute codes the same way). */
export function totpCodeAt(secret: string, step: number): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    period: PERIOD_S,
    timestamp: step * PERIOD_S * 1000,
  });
}

/**
 * The step a code belongs to, if it is the code of the current step or of the one just before or
 * after it (clocks drift, people type slowly); null when it matches none.
 */
export function matchTotpStep(secret: string, code: string, timestampMs: number): number | null {
  const delta = OTPAuth.TOTP.validate({
    token: code,
    secret: OTPAuth.Secret.fromBase32(secret),
    period: PERIOD_S,
    timestamp: timestampMs,
    window: 1,
  });
  return delta === null ? null : totpStep(timestampMs) + delta;
}
