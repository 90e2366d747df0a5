import { describe, expect, it } from 'vitest';
import { argon2idHashing } from './password-hashing.ts';

describe('password hashing', () => {
  it('stores Argon2id at OWASP’s minimum (19 MiB, 2 iterations, 1 lane) and checks it', async () => {
    const hashing = argon2idHashing();
    const stored = await hashing.hash('Kitchen#2025');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashing.verify({ hash: stored, password: 'Kitchen#2025' })).toBe(true);
    expect(await hashing.verify({ hash: stored, password: 'kitchen#2025' })).toBe(false);
  });

  it('checks a hash by the cost written in it, so a change of cost keeps old hashes valid', async () => {
    const cheaper = await argon2idHashing({ memoryCost: 1024, timeCost: 1 }).hash('Kitchen#2025');
    expect(cheaper).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await argon2idHashing().verify({ hash: cheaper, password: 'Kitchen#2025' })).toBe(true);
  });

  it('answers false, not an error, for a stored value that is no hash', async () => {
    expect(await argon2idHashing().verify({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
