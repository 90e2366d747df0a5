/**
 * The sign-in form's check before anything is sent: the spec's "Email and password are
 * required", then the shared schema (which also caps the password's length).
 */
import { signInInput, validateSignIn } from '@brigade/shared/auth/sign-up-rules';
import type { SignInInput } from '@brigade/shared/auth/sign-up-rules';

export interface SignInFormValues {
  email: string;
  password: string;
}

export type SignInFieldName = keyof SignInFormValues;

export type SignInCheck =
  { ok: true; input: SignInInput } | { ok: false; alert: string[]; flagged: SignInFieldName[] };

export function checkSignIn(values: SignInFormValues): SignInCheck {
  const rules = validateSignIn(values);
  if (!rules.ok) {
    const flagged: SignInFieldName[] = [];
    if (!values.email.trim()) flagged.push('email');
    if (!values.password) flagged.push('password');
    return { ok: false, alert: rules.keys, flagged };
  }
  const parsed = signInInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'email' ? 'email' : 'password';
  return { ok: false, alert: [issue?.message ?? 'errors.validation_failed'], flagged: [field] };
}
