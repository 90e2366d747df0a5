import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { useSession } from '../../session/index.ts';
import { destinationAfterSignIn, returnToParam } from '../return-to.ts';

/**
 * Sign-in and sign-up pages are for signed-out visitors. Once the session holds a user (they
 * were already signed in, or just did it here), they go on: back to the page they came for when
 * they may open it, else to their own dashboard.
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  const [searchParams] = useSearchParams();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'signed-in') {
    const to = destinationAfterSignIn(session.user, searchParams.get(returnToParam));
    return <Navigate replace to={to} />;
  }
  return children;
}
