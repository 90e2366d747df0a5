import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema/auth-sessions.ts';
import { users } from '../../src/db/schema/users.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { processTestTimeout } from '../../src/testing/server-process.ts';

const cli = fileURLToPath(new URL('../../src/cli/create-admin.ts', import.meta.url));

function createAdmin(
  dataDir: string,
  args: string[],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

// A whole process on its own data directory: run once, in the embedded project.
describe.runIf(process.env.BRIGADE_TEST_ENGINE === 'embedded')('npm run create-admin', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
  const args = (password: string) => [
    '--email',
    'Chief@Brigade.Example',
    '--password',
    password,
    '--first-name',
    'Sam',
    '--last-name',
    'Okafor',
  ];

  it(
    'creates an admin under the same password rules, once',
    { timeout: processTestTimeout },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'brigade-admin-'));
      dirs.push(dataDir);

      const weak = await createAdmin(dataDir, args('weakpass'));
      expect(weak.code).toBe(1);
      expect(weak.output).toContain('Password should contain uppercase letters.');

      const created = await createAdmin(dataDir, args('Kitchen!Pass9'));
      expect(created.output).toContain('Admin account created for chief@brigade.example.');
      expect(created.code).toBe(0);

      const again = await createAdmin(dataDir, args('Kitchen!Pass9'));
      expect(again.code).toBe(1);
      expect(again.output).toContain('An account with this email address already exists.');

      // The new admin holds no session (sign-up's own is dropped) and has never signed in.
      const database = await openDatabase({ kind: 'embedded', dataDir });
      try {
        const [admin] = await database.db
          .select()
          .from(users)
          .where(eq(users.email, 'chief@brigade.example'));
        expect(admin).toMatchObject({ userType: 'admin', lastLogin: null });
        const sessions = await database.db
          .select()
          .from(authSessions)
          .where(eq(authSessions.userId, admin?.id ?? ''));
        expect(sessions).toHaveLength(0);
      } finally {
        await database.close();
      }
    },
  );
});
