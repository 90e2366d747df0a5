import { signUpFields, signUpInput, validateSignUp } from '@brigade/shared/auth/sign-up-rules';
import type { SessionUser } from '@brigade/shared/session';
import { APIError } from 'better-auth/api';
import { eq } from '../../db/sql.ts';
import { presentSessionUser } from '../../auth/session-user.ts';
import { users, type UserType } from '../../db/schema/users.ts';
import type { AppContext } from '../../core/app-context.ts';
import { AppError, fieldError } from '../../core/app-error.ts';
import { parseInput } from '../../core/parse-input.ts';
import { foundOrganisation } from '../organisations/found-organisation.ts';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userType: UserType;
}

/**
 * Checks sign-up input: its shape first (each field text or missing), then the spec's order ('All
 * fields are required', then the length, then the strength feedback joined with periods), then
 * the shared schema (names, e-mail, role).
 */
export function checkSignUpInput(body: unknown): NewAccount {
  const fields = parseInput(signUpFields, body ?? {});
  const rules = validateSignUp(fields);
  if (!rules.ok) {
    throw new AppError('validation_failed', {
      message: rules.message,
      fields: rules.field
        ? { [rules.field]: { key: rules.key, message: rules.message } }
        : undefined,
    });
  }
  return parseInput(signUpInput, fields);
}

/**
 * Creates the login and the users record (isActive true, profileComplete false) in better-auth,
 * and returns the new user with the headers that sign them in (the session cookie).
 */
export async function createAccount(
  ctx: AppContext,
  account: NewAccount,
  requestHeaders: Headers = new Headers(),
): Promise<{ user: SessionUser; headers: Headers }> {
  try {
    const { headers } = await ctx.auth.api.signUpEmail({
      body: { ...account, name: `${account.firstName} ${account.lastName}` },
      headers: requestHeaders,
      returnHeaders: true,
    });
    const [row] = await ctx.database.db
      .update(users)
      .set({ lastLogin: new Date() })
      .where(eq(users.email, account.email))
      .returning();
    if (!row) throw new Error('the new user was not stored');
    if (row.userType === 'restaurant') await foundOrganisation(ctx.database.db, row);
    return { user: presentSessionUser(row), headers };
  } catch (error) {
    if (
      error instanceof APIError &&
      String(error.body?.code ?? '').startsWith('USER_ALREADY_EXISTS')
    ) {
      throw new AppError('email_in_use', { fields: { email: fieldError('errors.email_in_use') } });
    }
    throw error;
  }
}
