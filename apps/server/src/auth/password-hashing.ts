import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's recommended minimum (19 MiB memory, 2 iterations, 1 lane); the parameters
 * travel inside each hash, so raising them later keeps old hashes verifiable.
 */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  return verify(stored, password).catch(() => false);
}
