import { z } from 'zod';
import { isStorageKey } from '../storage/file-storage.ts';
import { resolveRateLimits } from './rate-limit-overrides.ts';
import { defaultRateLimits } from './rate-limits.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';

/** Unset and empty variables both mean "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A duration: 90, 90s, 10m, 1h, 500ms (a bare number is seconds); becomes milliseconds. */
const duration = z
  .string()
  .regex(/^\d+(ms|s|m|h)?$/, 'must be a duration such as 30s, 10m or 1h')
  .transform((value) => {
    const [, amount = '0', unit = 's'] = /^(\d+)(ms|s|m|h)?$/.exec(value) ?? [];
    const unitMs = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit] ?? 1000;
    return Number(amount) * unitMs;
  });

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string().min(1)).default('127.0.0.1'),
  DATA_DIR: optional(z.string().min(1)).default('./data'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }),
  ),
  APP_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)).default('Brigade <no-reply@brigade.localhost>'),
  // How long an unread message waits before it is mailed (read live in time: no mail).
  MESSAGE_MAIL_DELAY: optional(duration).default(10 * 60_000),
  // How long new applications and status changes gather before one mail takes them all.
  MAIL_BATCH_DELAY: optional(duration).default(2 * 60_000),
  OIDC_ISSUER: optional(z.url({ error: 'must be the issuer URL' })),
  OIDC_CLIENT_ID: optional(z.string().min(1)),
  OIDC_CLIENT_SECRET: optional(z.string().min(1)),
  OIDC_NAME: optional(z.string().min(1)).default('Google'),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ).default('info'),
  // Which proxies' X-Forwarded-For to believe: false, a hop count, or their addresses.
  TRUST_PROXY: optional(z.string())
    .default('false')
    .transform((value, ctx): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  // Files in an S3-compatible bucket instead of DATA_DIR/files (several servers share them).
  S3_BUCKET: optional(
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      ),
  ),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })),
  S3_REGION: optional(z.string().min(1)).default('us-east-1'),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false']))
    .default('false')
    .transform((value) => value === 'true'),
  // Paid plans through Stripe Checkout and its customer portal (both or neither; decision 027).
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_…)')),
  STRIPE_WEBHOOK_SECRET: optional(
    z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
  ),
  S3_PREFIX: optional(
    z.string().refine(isStorageKey, 'must be folder names separated by /, with no / at either end'),
  ),
});

export type Config = z.output<typeof envSchema> & { APP_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  // Social sign-in needs all three OIDC settings or none of them.
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    problems.push(
      'OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  problems.push(...s3Problems(env));
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    problems.push(
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  problems.push(...resolveRateLimits(defaultRateLimits, env).problems);
  if (!parsed.success || problems.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  const config = parsed.data;
  return { ...config, APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}` };
}

/** S3 settings only mean something with a bucket; the two keys go together. */
function s3Problems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const others = Object.keys(env).filter((name) => name.startsWith('S3_') && env[name]);
  if (!env.S3_BUCKET && others.length > 0) {
    problems.push(`S3_BUCKET: must be set to use ${others.sort().join(', ')}`);
  }
  // Neither key: the AWS SDK's default chain (AWS_* variables, instance or task role).
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return problems;
}
