import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;

/** Argon2id's cost: memory in KiB and iterations (one lane always). */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's recommended minimum for Argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
export const owaspArgon2Cost: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/**
 * Argon2id hashing at `cost`. The parameters travel inside each hash, so verifying reads them
 * from the stored hash: raising the cost later keeps old hashes verifiable.
 */
export function argon2idHashing(cost: Argon2Cost = owaspArgon2Cost): PasswordHashing {
  const options = { algorithm: ARGON2ID, parallelism: 1, ...cost } as const;
  return {
    hash: (password) => hash(password, options),
    verify: ({ hash: stored, password }) => verify(stored, password).catch(() => false),
  };
}
