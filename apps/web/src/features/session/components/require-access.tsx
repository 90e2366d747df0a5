import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { canAccess, requiredAccess, signInPathFor } from '../access.ts';
import { useSession } from '../use-session.ts';
import { NoAccess } from './no-access.tsx';

/**
 * The guard of members-only pages (role map in ../access.ts): a signed-out visitor goes to the
 * right sign-in page with `returnTo` set to come back here; a signed-in user of another role
 * sees "No access". Pages wrap themselves in it, so the guard loads with them rather than with
 * the first page (decision 005). The server still checks every request; this is the UI's side.
 */
export function RequireAccess({ children }: { children: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  const access = requiredAccess(pathname);
  if (access === null) return children;
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-out') {
    return <Navigate replace to={signInPathFor(access, `${pathname}${search}${hash}`)} />;
  }
  if (access === 'any' || canAccess(session.user, access)) return children;
  return <NoAccess access={access} user={session.user} />;
}
