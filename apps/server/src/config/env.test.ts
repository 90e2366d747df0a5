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
    });
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
});
