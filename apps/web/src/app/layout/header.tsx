import { Link } from 'react-router';
import { paths } from '@brigade/shared/routes';
import { DesktopNav } from '../../components/layout/desktop-nav.tsx';
import { Logo } from '../../components/layout/logo.tsx';
import { LanguageMenu } from '../../features/language/components/language-menu.tsx';
import { ThemeMenu } from '../../features/theme/components/theme-menu.tsx';
import { HeaderAccount } from './header-account.tsx';
import { MobileMenu } from './mobile-menu.tsx';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-1 px-3 sm:gap-2 sm:px-6">
        <Link to={paths.home} className="mr-2 inline-flex min-h-11 items-center rounded-lg lg:mr-6">
          <Logo />
        </Link>
        <DesktopNav />
        <div className="ml-auto flex items-center gap-1">
          <LanguageMenu />
          <ThemeMenu />
          <HeaderAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
