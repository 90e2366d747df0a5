/**
 * npm run create-admin -- --email E --password P --first-name F --last-name L
 * Creates an admin account (public sign-up never does), under the same password rules.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { createServices } from '../app-services.ts';
import { AppError } from '../http/app-error.ts';
import { createAdminAccount } from '../services/accounts/create-admin-account.ts';
import { checkSignUpInput } from '../services/accounts/sign-up.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'embedded', dataDir: config.DATA_DIR },
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
try {
  await migrateDatabase(database);
  // The shared sign-up rules check everything; the role is then set to admin here, never by input.
  const account = checkSignUpInput({
    email: values.email,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
    userType: 'applicant',
  });
  const { auth } = await createServices(database, config, console.log);
  const user = await createAdminAccount(auth, database, account);
  console.log(`Admin account created for ${user.email}.`);
} catch (error) {
  if (error instanceof AppError) {
    const details = Object.values(error.fields ?? {}).map((field) => field.message);
    console.error([error.message, ...details.filter((text) => text !== error.message)].join('\n'));
  } else {
    console.error('The admin account could not be created:', error);
  }
  process.exitCode = 1;
} finally {
  await database.close();
}
