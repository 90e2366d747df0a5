import { z } from 'zod';
import {
  checkPasswordStrength,
  joinFeedback,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from './password-strength.ts';
import { EMAIL_MAX_LENGTH, emailAddress } from '../text/email-address.ts';

/**
 * Sign-up and sign-in rules (spec section 5).
 *
 * - `validateSignUp` / `validateSignIn` apply the spec's rules in the spec's order and stop at the
 *   first failure, with the spec's single English message (the strength messages joined with
 *   periods) and its locale key(s).
 * - `signUpInput` / `signInInput` are the zod schemas for forms and API bodies. Like every shared
 *   schema their messages are locale keys; they enforce the same rules per field, plus the
 *   formats (email, Person names) and upper bounds.
 */

export const PASSWORD_MAX_LENGTH = 128;
export const PERSON_NAME_MAX_LENGTH = 50;

/** Who may sign up publicly. Admin accounts are never created through sign-up. */
export const signUpUserTypes = ['applicant', 'restaurant'] as const;
export type SignUpUserType = (typeof signUpUserTypes)[number];

export const authMessageKeys = {
  allFieldsRequired: 'auth.allFieldsRequired',
  passwordTooShort: 'auth.passwordTooShort',
  passwordTooLong: 'auth.passwordTooLong',
  emailAndPasswordRequired: 'auth.emailAndPasswordRequired',
  userTypeInvalid: 'auth.userTypeInvalid',
  emailInvalid: 'validation.emailInvalid',
  personNameInvalid: 'validation.personNameInvalid',
  personNameTooLong: 'validation.personNameTooLong',
} as const;

export type AuthMessageKey = (typeof authMessageKeys)[keyof typeof authMessageKeys];

/** English text of each key (the same text as `locales/en.json`; a test checks). */
export const authMessageText: Readonly<Record<AuthMessageKey, string>> = {
  'auth.allFieldsRequired': 'All fields are required',
  'auth.passwordTooShort': 'Password must be at least 8 characters long',
  'auth.passwordTooLong': 'Password must be at most 128 characters long',
  'auth.emailAndPasswordRequired': 'Email and password are required',
  'auth.userTypeInvalid': 'Please choose whether you are a job seeker or a restaurant',
  'validation.emailInvalid': 'Invalid email format',
  'validation.personNameInvalid':
    'Names can only contain letters, spaces, apostrophes, hyphens and full stops',
  'validation.personNameTooLong': 'Names can be at most 50 characters long',
};

export interface SignUpFields {
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export type SignUpField = keyof SignUpFields;

/** A field that may be missing, but when present is text of a sane length. */
const fieldText = (key: AuthMessageKey) => z.string(key).max(10_000, key).nullish();

/**
 * The shape of a sign-up body, checked before the spec's rules run: every field missing or text
 * (a number or an object is refused as missing), so the rules never meet anything but strings.
 */
export const signUpFields = z.object({
  email: fieldText(authMessageKeys.allFieldsRequired),
  password: fieldText(authMessageKeys.allFieldsRequired),
  firstName: fieldText(authMessageKeys.allFieldsRequired),
  lastName: fieldText(authMessageKeys.allFieldsRequired),
  userType: z.string(authMessageKeys.userTypeInvalid).max(100).nullish(),
});

export interface SignInFields {
  email?: string | null;
  password?: string | null;
}

/** The shape of a sign-in body, checked before the spec's rule (see `signUpFields`). */
export const signInFields = z.object({
  email: fieldText(authMessageKeys.emailAndPasswordRequired),
  password: fieldText(authMessageKeys.emailAndPasswordRequired),
});

/**
 * A rule failure: `message` is the English text, `key` its locale key. `keys` lists every key
 * the message is made of (one, or several strength messages): a translated message is
 * `joinFeedback(keys.map(t))`. `field` is the field to point at.
 */
export type RuleResult =
  { ok: true } | { ok: false; message: string; key: string; keys: string[]; field?: SignUpField };

function fail(key: AuthMessageKey, field?: SignUpField): RuleResult {
  return {
    ok: false,
    message: authMessageText[key],
    key,
    keys: [key],
    ...(field ? { field } : {}),
  };
}

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * The spec's sign-up checks, in order: every field present (the password is not trimmed: a
 * password of spaces is present, and then judged by the next rules), the minimum length, then
 * the strength check.
 */
export function validateSignUp(fields: SignUpFields): RuleResult {
  const required: SignUpField[] = ['email', 'password', 'firstName', 'lastName'];
  for (const field of required) {
    const value = fields[field];
    const missing = field === 'password' ? !value : isBlank(value);
    if (missing) return fail(authMessageKeys.allFieldsRequired, field);
  }

  return validateNewPassword(fields.password ?? '');
}

/**
 * The password rules of sign-up, for any new password (sign-up, reset): the minimum length,
 * then the strength check with its feedback joined.
 */
export function validateNewPassword(password: string): RuleResult {
  if (!password) return fail(authMessageKeys.allFieldsRequired, 'password');
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) {
    return fail(authMessageKeys.passwordTooShort, 'password');
  }

  const strength = checkPasswordStrength(password);
  if (!strength.isValid) {
    return {
      ok: false,
      message: joinFeedback(strength.feedback),
      // An invalid password always has feedback; the fallback only satisfies the type checker.
      key: strength.feedbackKeys[0] ?? authMessageKeys.passwordTooShort,
      keys: [...strength.feedbackKeys],
      field: 'password',
    };
  }

  return { ok: true };
}

/** The spec's sign-in check: email and password are both required. */
export function validateSignIn(fields: SignInFields): RuleResult {
  if (isBlank(fields.email) || !fields.password) {
    return fail(
      authMessageKeys.emailAndPasswordRequired,
      isBlank(fields.email) ? 'email' : 'password',
    );
  }
  return { ok: true };
}

/**
 * Person names (spec "Defined schemas": 1-50 characters of letters, spaces, apostrophes and
 * hyphens; issue 13 adds full stops, for St. John, Smith Jr. and J.R.), counted in characters
 * (code points). Letters are any Unicode letter, with combining marks so that a decomposed
 * accent passes too; apostrophes are the typewriter ' and the typographic ’. The value is
 * trimmed and NFC-normalised first and must hold at least one letter. One issue per name at
 * most: missing, else too long, else invalid.
 */
const PERSON_NAME = /^[\p{L}\p{M} '’.-]+$/u;
/** One character the Person rule allows (for cleaning a name that came from elsewhere). */
export const PERSON_NAME_CHARACTER = /^[\p{L}\p{M} '’.-]$/u;
const HAS_LETTER = /\p{L}/u;

export const personName = z
  .string(authMessageKeys.allFieldsRequired)
  .trim()
  .normalize('NFC')
  .min(1, { message: authMessageKeys.allFieldsRequired, abort: true })
  .refine((name) => Array.from(name).length <= PERSON_NAME_MAX_LENGTH, {
    message: authMessageKeys.personNameTooLong,
    abort: true,
  })
  .refine(
    (name) => PERSON_NAME.test(name) && HAS_LETTER.test(name),
    authMessageKeys.personNameInvalid,
  );

const email = (requiredKey: AuthMessageKey) =>
  emailAddress({ requiredKey, invalidKey: authMessageKeys.emailInvalid });

/**
 * The sign-up password: present, 8 to 128 characters, strong. A too-short password reports only
 * its length (as `validateSignUp` does); a weak one reports each strength message, in order.
 */
const signUpPassword = z.string(authMessageKeys.allFieldsRequired).superRefine((password, ctx) => {
  const length = passwordLength(password);
  const problems: string[] =
    length === 0
      ? [authMessageKeys.allFieldsRequired]
      : length < PASSWORD_MIN_LENGTH
        ? [authMessageKeys.passwordTooShort]
        : length > PASSWORD_MAX_LENGTH
          ? [authMessageKeys.passwordTooLong]
          : checkPasswordStrength(password).feedbackKeys;
  for (const message of problems) ctx.addIssue({ code: 'custom', message });
});

export const signUpInput = z.object({
  email: email(authMessageKeys.allFieldsRequired),
  password: signUpPassword,
  firstName: personName,
  lastName: personName,
  userType: z.enum(signUpUserTypes, authMessageKeys.userTypeInvalid),
});

export type SignUpInput = z.infer<typeof signUpInput>;

/**
 * Sign-in: both fields required. The email is trimmed and lower-cased to match how it was
 * stored, but its format is not judged here (a malformed address simply matches no account).
 */
export const signInInput = z.object({
  email: z
    .string(authMessageKeys.emailAndPasswordRequired)
    .trim()
    .toLowerCase()
    .min(1, authMessageKeys.emailAndPasswordRequired)
    .max(EMAIL_MAX_LENGTH, authMessageKeys.emailInvalid),
  password: z
    .string(authMessageKeys.emailAndPasswordRequired)
    .min(1, authMessageKeys.emailAndPasswordRequired)
    .refine(
      (password) => passwordLength(password) <= PASSWORD_MAX_LENGTH,
      authMessageKeys.passwordTooLong,
    ),
});

export type SignInInput = z.infer<typeof signInInput>;
