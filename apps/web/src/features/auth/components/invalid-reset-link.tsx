import { CircleAlert } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

/** A reset link that cannot be used (missing, unknown, used or expired): offer a new one. */
export function InvalidResetLink() {
  const { t } = useTranslation('account');
  return (
    <div role="alert" className="grid gap-4">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
          <CircleAlert aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-xl font-semibold">{t('account.resetPassword.invalidTitle')}</h2>
          <p className="mt-2 text-muted-foreground">{t('errors.invalid_reset_link')}</p>
        </div>
      </div>
      <ButtonLink to={paths.auth.forgotPassword} className="w-full sm:w-auto">
        {t('account.resetPassword.requestNew')}
      </ButtonLink>
    </div>
  );
}
