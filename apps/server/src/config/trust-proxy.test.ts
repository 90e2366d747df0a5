import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';
import { parseTrustProxy } from './trust-proxy.ts';

describe('parseTrustProxy', () => {
  it.each([
    ['false', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('takes %j', (raw, value) => {
    expect(parseTrustProxy(raw)).toEqual({ ok: true, value });
  });

  it.each(['true', 'yes', '33', '10.0.0.0/33', '10.0.0.0/8/1', 'proxy.example', '1.2.3', ','])(
    'refuses %j',
    (raw) => {
      expect(parseTrustProxy(raw).ok).toBe(false);
    },
  );

  it('says why true is refused, at start-up', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: `true` would believe every X-Forwarded-For entry.*usually 1/,
    );
  });
});
