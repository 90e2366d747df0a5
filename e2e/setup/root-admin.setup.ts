import { writeFile } from 'node:fs/promises';
import { test } from '../support/fixtures.ts';
import { completeSecondStep, passwordStep } from '../support/admin.ts';
import { rootAdmin, rootAdminFiles, type SavedAuthenticator } from '../support/root-admin.ts';

/**
 * Runs once per run, before the phone and desktop projects: signs the root admin in through the
 * API, setting up their authenticator (admins always need a second step), and saves the signed-in
 * state and the authenticator. Tests then reuse that one session (signInAsRootAdmin), because a
 * code's 30-second step can be used only once and the projects run in parallel.
 */
test('set up the root admin’s two-factor sign-in', async ({ request }) => {
  const step = await passwordStep(request, rootAdmin);
  if (step.stage !== 'setup') throw new Error('the root admin already has an authenticator');
  const { recoveryCodes } = await completeSecondStep(request, step, { secret: step.secret });
  const files = rootAdminFiles();
  const saved: SavedAuthenticator = { secret: step.secret, recoveryCodes: recoveryCodes ?? [] };
  await writeFile(files.authenticator, JSON.stringify(saved));
  await request.storageState({ path: files.state });
});
