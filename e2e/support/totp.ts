import * as OTPAuth from 'otpauth';

/** The 30-second step a moment falls in (RFC 6238, as the server and authenticator apps count). */
export function totpStep(timestampMs = Date.now()): number {
  return OTPAuth.TOTP.counter({ period: 30, timestamp: timestampMs });
}

/** The 6-digit code an authenticator app would show for this secret (base32) at that step. */
export function totpCode(secret: string, step = totpStep()): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret),
    period: 30,
    timestamp: step * 30_000,
  });
}
