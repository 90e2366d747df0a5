import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { resetTokenParam } from '@brigade/shared/auth/password-reset';
import { Page } from '../../components/layout/page.tsx';
import { InvalidResetLink } from '../../features/auth/components/invalid-reset-link.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { AuthCard } from './auth-card.tsx';

/**
 * /auth/reset-password?token=…: the page the reset e-mail links to (apps/server/src/mail/
 * reset-link-mail.ts). A link without a token, or one the server refuses, offers a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [searchParams] = useSearchParams();
  const token = searchParams.get(resetTokenParam);
  const [refused, setRefused] = useState(false);
  return (
    <Page
      title={t('account.resetPassword.title')}
      lead={t('account.resetPassword.lead')}
      width="narrow"
    >
      <AuthCard>
        {token && !refused ? (
          <ResetPasswordForm token={token} onInvalidLink={() => setRefused(true)} />
        ) : (
          <InvalidResetLink />
        )}
      </AuthCard>
    </Page>
  );
}
