import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock } from 'lucide-react';
import { useTranslation } from '../../lib/translation/use-translation.ts';
import { Page } from '../../components/layout/page.tsx';
import { RequireAccess } from '../../features/session/components/require-access.tsx';
import type { ComingSoonRoute } from './coming-soon-routes.ts';

interface ComingSoonPageProps {
  route: ComingSoonRoute;
  /** What already works on this page, shown above the coming-soon notice. */
  children?: ReactNode;
}

/**
 * One shared page for every screen that opens with the next release. They are all members-only:
 * the guard sends visitors to sign in, and other roles to "No access".
 */
export function ComingSoonPage({ route, children }: ComingSoonPageProps) {
  return (
    <RequireAccess>
      <ComingSoonContent route={route}>{children}</ComingSoonContent>
    </RequireAccess>
  );
}

function ComingSoonContent({ route, children }: ComingSoonPageProps) {
  const { t } = useTranslation('comingSoon');
  const title = t(`${route.key}.title`);
  return (
    <Page title={title} lead={t(`${route.key}.description`)} backTo={route.backTo} width="narrow">
      {children}
      <div className="rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Clock aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 className="text-xl font-semibold">{t('comingSoon.heading')}</h2>
            <p className="mt-2 text-muted-foreground">{t('comingSoon.body')}</p>
          </div>
        </div>
        <h3 className="mt-6 font-sans text-sm font-semibold tracking-wide uppercase">
          {t('comingSoon.meanwhile')}
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {route.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-11 items-center rounded-lg border border-input px-4 text-sm font-medium hover:bg-muted"
              >
                {t(link.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
