import { rm } from 'node:fs/promises';

/** Removes this run's data directory once the server has stopped. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.BRIGADE_E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
