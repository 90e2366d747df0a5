/** The signed-in state the shell needs (spec section 4: loading, signed in with a profile, signed out). */
export type UserType = 'applicant' | 'restaurant' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  userType: UserType;
  firstName?: string;
}

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

const signedOut: Session = { status: 'signed-out' };

/**
 * The current session. Accounts arrive with the authentication issue: until then everyone is
 * signed out, and this hook is the one place that will read the real session (a TanStack Query
 * on the session endpoint), so the header and pages do not change when it does.
 */
export function useSession(): Session {
  return signedOut;
}
