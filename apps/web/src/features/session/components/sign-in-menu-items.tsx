import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';
import { DropdownMenuItem, DropdownMenuSeparator } from '../../../components/ui/dropdown-menu.tsx';

/**
 * The three sign-in doors and account creation. Loaded on the Sign In menu's first use, see
 * sign-in-menu.tsx.
 */
export function SignInMenuItems() {
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenuItem asChild>
        <Link to={paths.auth.login('applicant')}>{t('auth.signInAsJobSeeker')}</Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.auth.login('restaurant')}>{t('auth.signInAsRestaurant')}</Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={paths.auth.adminLogin}>{t('auth.signInAsAdmin')}</Link>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild>
        <Link to={paths.auth.register}>{t('auth.createAccount')}</Link>
      </DropdownMenuItem>
    </>
  );
}
