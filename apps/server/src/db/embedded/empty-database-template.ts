/**
 * A migrated, empty embedded database folder, made once by `npm run build` and copied when the
 * server starts on a new data directory: PGlite's `initdb` and the migrations were 3.5 of the 4 s
 * of such a start (issue 20, decision 028). A key beside it names everything it depends on (the
 * PGlite version and the migrations); a server that finds no folder, or one with another key,
 * starts the way it always did: `initdb`, then the migrations.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from '../migrate.ts';

/** In the server's `dist` folder (ignored by git, like the web build's). */
export const emptyDatabaseTemplateDir = fileURLToPath(
  new URL('../../../dist/empty-database', import.meta.url),
);
export const keyFileOf = (templateDir: string) => `${templateDir}.key`;

/**
 * What the folder depends on, hashed: the engine's version and what the migrator reads (the SQL
 * files and the journal), byte for byte.
 */
export async function emptyDatabaseKey(folder = migrationsFolder): Promise<string> {
  // The package exports no package.json; it sits one folder above its entry (dist/index.js).
  const pglite = JSON.parse(
    await readFile(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')), 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256').update(`pglite ${pglite.version}\n`);
  for (const file of await migratorFiles(folder)) {
    hash.update(`${file}\n`).update(await readFile(join(folder, file)));
  }
  return hash.digest('hex');
}

async function migratorFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .filter((file) => file.endsWith('.sql') || file === join('meta', '_journal.json'))
    .sort();
}

/**
 * The folder to start a new data directory from, if there is one made for `key` (by default,
 * this code's).
 */
export async function usableEmptyDatabaseTemplate(
  templateDir = emptyDatabaseTemplateDir,
  key?: string,
): Promise<string | undefined> {
  if (!existsSync(join(templateDir, 'PG_VERSION')) || !existsSync(keyFileOf(templateDir))) {
    return undefined;
  }
  const [made, wanted] = await Promise.all([
    readFile(keyFileOf(templateDir), 'utf8'),
    key ?? emptyDatabaseKey(),
  ]);
  return made === wanted ? templateDir : undefined;
}
