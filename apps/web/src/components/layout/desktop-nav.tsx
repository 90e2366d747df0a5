import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { mainNavItems } from './main-nav-items.ts';

export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.mainLabel')} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {mainNavItems.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:text-primary"
            >
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
