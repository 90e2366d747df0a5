/**
 * The create-admin command (its entry point is cli/create-admin.ts): creates an admin account
 * (public sign-up never does), under the same password rules.
 */
import { parseArgs } from 'node:util';
import { AppError } from '../core/app-error.ts';
import { createAdminAccount } from '../services/accounts/create-admin-account.ts';
import { checkSignUpInput } from '../services/accounts/sign-up.ts';
import { runCli } from './run-cli.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
  },
});

await runCli(
  async ({ context }) => {
    // The shared sign-up rules check everything; the role is then set to admin here, never by input.
    const account = checkSignUpInput({
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
      userType: 'applicant',
    });
    const user = await createAdminAccount(await context(), account);
    console.log(`Admin account created for ${user.email}.`);
  },
  {
    log: console.log,
    report(error) {
      if (error instanceof AppError) {
        const details = Object.values(error.fields ?? {}).map((field) => field.message);
        console.error(
          [error.message, ...details.filter((text) => text !== error.message)].join('\n'),
        );
      } else {
        console.error('The admin account could not be created:', error);
      }
    },
  },
);
