/**
 * The sign-up form's checks before anything is sent: first the spec's rules in the spec's order
 * (all fields required, then the length, then the strength messages joined with periods), which
 * give one form-level message; then the shared schema (e-mail format, names, role), which gives
 * a message per field. The server runs the same two steps.
 */
import { authMessageKeys, signUpInput, validateSignUp } from '@brigade/shared/auth/sign-up-rules';
import type { SignUpInput, SignUpUserType } from '@brigade/shared/auth/sign-up-rules';

export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Empty until a role is chosen. */
  userType: SignUpUserType | '';
}

export const signUpFieldNames = ['userType', 'firstName', 'lastName', 'email', 'password'] as const;
export type SignUpFieldName = (typeof signUpFieldNames)[number];

/** The fields the spec requires, in the order they appear on the form. */
const requiredFields = ['firstName', 'lastName', 'email', 'password'] as const;

export type SignUpCheck =
  | { ok: true; input: SignUpInput }
  | {
      ok: false;
      /** Locale keys of the form-level message (joined with periods when several). */
      alert: string[] | null;
      /** Fields the form-level message is about (marked invalid, first one focused). */
      flagged: SignUpFieldName[];
      /** A locale key per field, shown under the field. */
      fields: Partial<Record<SignUpFieldName, string>>;
    };

const isFieldName = (name: unknown): name is SignUpFieldName =>
  signUpFieldNames.some((field) => field === name);

export function checkSignUp(values: SignUpFormValues): SignUpCheck {
  const rules = validateSignUp(values);
  if (!rules.ok) {
    const flagged =
      rules.key === authMessageKeys.allFieldsRequired
        ? requiredFields.filter((field) =>
            field === 'password' ? !values.password : !values[field].trim(),
          )
        : [rules.field ?? 'password'];
    return { ok: false, alert: rules.keys, flagged, fields: {} };
  }

  const parsed = signUpInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const fields: Partial<Record<SignUpFieldName, string>> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (isFieldName(name)) fields[name] ??= issue.message;
  }
  return { ok: false, alert: null, flagged: [], fields };
}
