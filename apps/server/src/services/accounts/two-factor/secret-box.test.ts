import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './secret-box.ts';

describe('sealing authenticator secrets', () => {
  const appSecret = 'an app secret for the tests';

  it('opens what it sealed, and never stores the secret as it is', () => {
    const sealed = sealSecret(appSecret, 'JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(appSecret, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(appSecret, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another app secret and an altered value', () => {
    const sealed = sealSecret(appSecret, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret('another secret', sealed)).toThrow();
    const parts = sealed.split('.');
    const data = Buffer.from(parts[3] ?? '', 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => openSecret(appSecret, parts.join('.'))).toThrow();
    expect(() => openSecret(appSecret, 'not sealed')).toThrow();
  });
});
