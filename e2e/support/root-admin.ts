import { join } from 'node:path';

/** The e2e run's first admin, created by the web server command (playwright.config.ts). */
export const rootAdmin = {
  email: 'root.admin@e2e.brigade.test',
  password: 'Kitchen#Admin2025',
  firstName: 'Rhea',
  lastName: 'Root',
} as const;

/**
 * Where the setup project (e2e/setup/root-admin.setup.ts) leaves the root admin's signed-in
 * browser state and authenticator (secret, recovery codes) for this run's tests: the run's data
 * directory, which every worker shares and the teardown removes.
 */
export function rootAdminFiles(): { state: string; authenticator: string } {
  const dir = process.env.BRIGADE_E2E_DATA_DIR;
  if (!dir) throw new Error('BRIGADE_E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return {
    state: join(dir, 'e2e-root-admin-state.json'),
    authenticator: join(dir, 'e2e-root-admin-authenticator.json'),
  };
}

/** What the root admin's authenticator app would hold after the set-up. */
export interface SavedAuthenticator {
  secret: string;
  recoveryCodes: string[];
}
