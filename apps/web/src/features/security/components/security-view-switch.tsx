import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { SecurityView } from '../security-search-params.ts';

interface SecurityViewSwitchProps {
  view: SecurityView;
  hrefFor: (view: SecurityView) => string;
}

/** Security events or Admin actions: two links, the current one marked (kept in the URL). */
export function SecurityViewSwitch({ view, hrefFor }: SecurityViewSwitchProps) {
  const { t } = useTranslation('security');
  return (
    <nav aria-label={t('security.views.label')} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {(['events', 'admin-actions'] as const).map((option) => (
          <li key={option}>
            <Link
              to={hrefFor(option)}
              aria-current={option === view ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-border px-3 text-sm font-medium aria-[current=page]:border-primary aria-[current=page]:text-primary"
            >
              {t(`security.views.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
