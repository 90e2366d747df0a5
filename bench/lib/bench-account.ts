import { apiPaths } from '@brigade/shared/routes';

const PASSWORD = 'Bench!Mark2026';

/** Signs up an account through the API, signs it in, and returns its session cookie header. */
export async function signUpAndSignIn(
  url: string,
  email: string,
  userType: 'applicant' | 'restaurant' = 'applicant',
): Promise<string> {
  const account = { email, password: PASSWORD };
  const signUp = await fetch(`${url}${apiPaths.auth.signUp}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, firstName: 'Bench', lastName: 'Mark', userType }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
  const signIn = await fetch(`${url}${apiPaths.auth.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
