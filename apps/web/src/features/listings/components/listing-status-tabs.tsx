import { Link } from 'react-router';
import { clsx } from 'clsx';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobStatuses } from '@brigade/shared/jobs/job-options';
import type { JobStatus } from '@brigade/shared/jobs/job-options';

interface ListingStatusTabsProps {
  current: JobStatus | null;
  /** The page's URL showing one status (null: all). */
  hrefFor: (status: JobStatus | null) => string;
}

/** All / Drafts / Open / Closed, as links (the status is in the URL). */
export function ListingStatusTabs({ current, hrefFor }: ListingStatusTabsProps) {
  const { t } = useTranslation('listings');
  const tabs: (JobStatus | null)[] = [null, ...jobStatuses];
  return (
    <nav aria-label={t('listings.manage.tabs.label')} className="mb-4 overflow-x-auto">
      <ul className="flex gap-1 border-b border-border">
        {tabs.map((status) => {
          const active = status === current;
          return (
            <li key={status ?? 'all'}>
              <Link
                to={hrefFor(status)}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap',
                  active
                    ? 'border-primary text-foreground'
                    : 'border-transparent text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`listings.manage.tabs.${status ?? 'all'}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
