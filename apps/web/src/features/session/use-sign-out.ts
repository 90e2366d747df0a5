import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { toast } from '../../lib/toast-store.ts';
import { signOut } from './api/sign-out.ts';
import { forgetSession } from './forget-session.ts';

/**
 * Sign Out (spec section 2): on success the "Signed Out" toast and a trip to the home page, on
 * failure the destructive "Sign Out Error" toast. The cached session is cleared only once the
 * page has changed: clearing it first would let the guard of a members-only page send the
 * visitor to sign-in instead of home.
 */
export function useSignOut(): { signOut: () => void; pending: boolean } {
  const { t } = useTranslation('userMenu');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [pending, setPending] = useState(false);
  const [leftFrom, setLeftFrom] = useState<string | null>(null);

  useEffect(() => {
    if (leftFrom === null || (pathname !== paths.home && pathname === leftFrom)) return;
    forgetSession(queryClient);
  }, [leftFrom, pathname, queryClient]);

  const run = () => {
    if (pending) return;
    setPending(true);
    signOut()
      .then(
        () => {
          toast({
            title: t('userMenu.signedOut.title'),
            description: t('userMenu.signedOut.description'),
          });
          setLeftFrom(pathname);
          void navigate(paths.home);
        },
        () => {
          toast({
            variant: 'destructive',
            title: t('userMenu.signOutError.title'),
            description: t('userMenu.signOutError.description'),
          });
        },
      )
      .finally(() => setPending(false));
  };

  return { signOut: run, pending };
}
