import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('works with nothing configured', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      APP_URL: 'http://localhost:3000',
      OIDC_NAME: 'Google',
      TRUST_PROXY: false,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(config.S3_BUCKET).toBeUndefined();
  });

  it('treats empty variables as unset and derives APP_URL from PORT', () => {
    const config = loadConfig({ PORT: '4000', DATABASE_URL: '', APP_URL: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 4000,
      APP_URL: 'http://localhost:4000',
    });
  });

  it('keeps an explicit APP_URL and a PostgreSQL URL', () => {
    const config = loadConfig({
      APP_URL: 'https://brigade.example',
      DATABASE_URL: 'postgresql://brigade@db:5432/brigade',
    });
    expect(config.APP_URL).toBe('https://brigade.example');
    expect(config.DATABASE_URL).toBe('postgresql://brigade@db:5432/brigade');
  });

  it('lists every problem in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: '70000', SMTP_URL: 'http://mail', OIDC_ISSUER: 'https://id.example' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.split('\n')).toEqual([
      'Invalid configuration:',
      expect.stringMatching(/^ {2}- PORT: /),
      '  - SMTP_URL: must be an smtp:// or smtps:// URL',
      '  - OIDC_ISSUER: OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    ]);
  });

  it('accepts the three OIDC settings together', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'brigade',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Example ID',
    });
    expect(config.OIDC_NAME).toBe('Example ID');
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      S3_BUCKET: 'brigade-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'brigade/production',
    });
    expect(config).toMatchObject({
      S3_BUCKET: 'brigade-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'brigade/production',
    });
  });

  it('leaves the S3 keys to the default AWS credential chain when both are unset', () => {
    const config = loadConfig({ S3_BUCKET: 'brigade-files' });
    expect(config.S3_ACCESS_KEY_ID).toBeUndefined();
    expect(config.S3_SECRET_ACCESS_KEY).toBeUndefined();
  });

  it('lists every S3 problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        S3_BUCKET: 'Not_A_Bucket',
        S3_ENDPOINT: 'ftp://files',
        S3_FORCE_PATH_STYLE: 'yes',
        S3_PREFIX: '/brigade/',
        S3_ACCESS_KEY_ID: 'only-the-id',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message.split('\n')).toEqual([
      'Invalid configuration:',
      '  - S3_BUCKET: must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
      '  - S3_ENDPOINT: must be an http(s):// URL',
      expect.stringMatching(/^ {2}- S3_FORCE_PATH_STYLE: /),
      '  - S3_PREFIX: must be folder names separated by /, with no / at either end',
      '  - S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    ]);
  });

  it('refuses S3 settings without a bucket', () => {
    expect(() => loadConfig({ S3_REGION: 'eu-west-3', S3_PREFIX: 'brigade' })).toThrow(
      'S3_BUCKET: must be set to use S3_PREFIX, S3_REGION',
    );
  });
});

describe('Stripe', () => {
  it('takes both keys or neither, each of its own kind', () => {
    const both = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(both).toMatchObject({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      'STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }),
    ).toThrow('STRIPE_SECRET_KEY: must be a Stripe secret key (sk_…)');
  });
});

describe('mail delays', () => {
  it.each([
    [{}, 600_000, 120_000],
    [{ MESSAGE_MAIL_DELAY: '30s', MAIL_BATCH_DELAY: '0' }, 30_000, 0],
    [{ MESSAGE_MAIL_DELAY: '1h', MAIL_BATCH_DELAY: '500ms' }, 3_600_000, 500],
    [{ MESSAGE_MAIL_DELAY: '90' }, 90_000, 120_000],
  ])('%j → %i ms and %i ms', (env, message, batch) => {
    const config = loadConfig(env);
    expect(config.MESSAGE_MAIL_DELAY).toBe(message);
    expect(config.MAIL_BATCH_DELAY).toBe(batch);
  });

  it('refuses what is not a duration', () => {
    expect(() => loadConfig({ MESSAGE_MAIL_DELAY: 'ten minutes' })).toThrow(
      'MESSAGE_MAIL_DELAY: must be a duration such as 30s, 10m or 1h',
    );
  });
});
