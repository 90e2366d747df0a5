import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SocialSignInErrorCode } from '@brigade/shared/auth/social-sign-in';
import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import { toast } from '../../../lib/toast-store.ts';
import { getSession, sessionQueryKey } from '../../session/index.ts';
import { storeSignedInUser } from '../api/store-signed-in-user.ts';
import { signInWithPopup } from './sign-in-with-popup.ts';

/**
 * Runs one social sign-in at a time for a button: pending while the popup is open, the reason
 * when it fails; on success the session is read again (the popup set its cookie), which moves
 * the page on. A second click starts again and silences the attempt it replaces.
 */
export function useSocialSignIn() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<SocialSignInErrorCode | null>(null);
  const latest = useRef(0);

  const start = async (userType: SignUpUserType) => {
    const attempt = ++latest.current;
    setPending(true);
    setError(null);
    const outcome = await signInWithPopup(userType);
    if (attempt !== latest.current) return;
    if (!outcome.ok) {
      setPending(false);
      setError(outcome.error);
      return;
    }
    try {
      const { user } = await getSession();
      if (!user) throw new Error('no session after social sign-in');
      if (outcome.isNewUser) {
        toast({
          title: t('account.welcome.title', { name: user.firstName }),
          description: t('account.welcome.description'),
        });
      }
      storeSignedInUser(queryClient, user);
    } catch {
      setError('failed');
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    } finally {
      setPending(false);
    }
  };

  return { start, pending, error };
}
