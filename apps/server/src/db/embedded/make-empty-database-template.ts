import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { migrateDatabase } from '../migrate.ts';
import { openDatabase } from '../open-database.ts';
import {
  emptyDatabaseKey,
  emptyDatabaseTemplateDir,
  keyFileOf,
  usableEmptyDatabaseTemplate,
} from './empty-database-template.ts';

/**
 * Makes the empty database folder a new data directory starts from, unless the one there is
 * already made for these migrations and this PGlite. Built in a working folder beside it and
 * renamed into place, so a server starting meanwhile never copies half of one.
 */
export async function makeEmptyDatabaseTemplate(
  templateDir = emptyDatabaseTemplateDir,
): Promise<'made' | 'up to date'> {
  const key = await emptyDatabaseKey();
  if (await usableEmptyDatabaseTemplate(templateDir, key)) return 'up to date';
  mkdirSync(dirname(templateDir), { recursive: true });
  const work = await mkdtemp(join(dirname(templateDir), '.empty-database-'));
  try {
    const database = await openDatabase({ kind: 'embedded', dataDir: work });
    try {
      await migrateDatabase(database);
    } finally {
      await database.close();
    }
    await rm(keyFileOf(templateDir), { force: true });
    await rm(templateDir, { recursive: true, force: true });
    await rename(join(work, 'pgdata'), templateDir);
    await writeFile(keyFileOf(templateDir), key);
    return 'made';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
