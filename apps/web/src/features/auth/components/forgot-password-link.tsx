import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';

/** "Forgot password?" under the sign-in forms. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('account');
  return (
    <p>
      <Link
        to={paths.auth.forgotPassword}
        className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
      >
        {t('account.signIn.forgotPassword')}
      </Link>
    </p>
  );
}
