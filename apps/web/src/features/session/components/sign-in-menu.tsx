import { Link } from 'react-router';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@brigade/shared/routes';
import { buttonClasses } from '../../../components/ui/button-variants.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';

/** The signed-out header menu: the three sign-in doors and account creation. */
export function SignInMenu() {
  const { t } = useTranslation();
  return (
    <DropdownMenu>
      {/* Icon-only on narrow phones (the text stays as the accessible name), so the header fits
          390 px in every language. */}
      <DropdownMenuTrigger className={buttonClasses('primary', 'compact', 'min-[480px]:px-4')}>
        <LogIn aria-hidden="true" className="size-4 shrink-0" />
        <span className="sr-only min-[480px]:not-sr-only">{t('auth.signIn')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
