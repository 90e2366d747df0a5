import { useState } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SignUpUserType } from '@brigade/shared/auth/sign-up-rules';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useAuthProviders } from '../api/get-auth-providers.ts';
import { useSocialSignIn } from './use-social-sign-in.ts';

const alertId = 'social-sign-in-alert';

/**
 * "Continue with {OIDC_NAME}", below the e-mail form, when the server has a provider. A new
 * account gets `userType` (the page's role); null means the person has not chosen one yet.
 */
export function SocialSignIn({ userType }: { userType: SignUpUserType | null }) {
  const { t } = useTranslation('account');
  const providers = useAuthProviders();
  const social = useSocialSignIn();
  const [needsRole, setNeedsRole] = useState(false);
  const name = providers.data?.social?.name;
  if (!name) return null;

  const message = needsRole
    ? t('account.social.chooseRole')
    : social.error
      ? t(`account.social.errors.${social.error}`, { name })
      : null;

  return (
    <div className="mt-6 grid gap-4">
      <p className="flex items-center gap-3 text-sm text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('account.social.or')}
        <span className="h-px flex-1 bg-border" />
      </p>
      <FormAlert id={alertId} message={message} />
      <Button
        variant="outline"
        size="lg"
        className="w-full"
        aria-describedby={message ? alertId : undefined}
        onClick={() => {
          setNeedsRole(!userType);
          if (userType) void social.start(userType);
        }}
      >
        {social.pending ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        ) : null}
        {social.pending
          ? t('account.social.waiting', { name })
          : t('account.social.continue', { name })}
      </Button>
    </div>
  );
}
