import { NavLink } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { paths } from '@brigade/shared/routes';

const adminSections = [
  { to: paths.admin.dashboard, labelKey: 'admin.nav.overview' },
  { to: paths.admin.users, labelKey: 'admin.nav.users' },
  { to: paths.admin.listings, labelKey: 'admin.nav.listings' },
  { to: paths.admin.contactMessages, labelKey: 'admin.nav.contactMessages' },
  { to: paths.security, labelKey: 'admin.nav.security' },
] as const;

/**
 * The admin area's sections (dashboard, users, listings, contact messages, Security Center), shown
 * at the top of each admin page. It wraps onto several lines at 390 px rather than hiding links.
 * Pages using it load the `admin` namespace.
 */
export function AdminNav() {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('admin.nav.label')} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {adminSections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end
              className="inline-flex min-h-11 items-center rounded-lg border border-border px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              {t(section.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
