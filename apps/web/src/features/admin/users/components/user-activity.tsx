import { Link } from 'react-router';
import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminUserDetail } from '@brigade/shared/admin/users';
import { paths } from '@brigade/shared/routes';
import { formatDateTime } from '../../../../lib/format-date-time.ts';

const sectionClasses = 'rounded-2xl border border-border bg-card p-5';
const rowClasses =
  'flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-border py-3 first:border-t-0';

/** A restaurant's newest listings or an applicant's newest applications; nothing for admins. */
export function UserActivity({ detail }: { detail: AdminUserDetail }) {
  const { t, i18n } = useTranslation('admin');
  if (detail.listings) {
    return (
      <section aria-labelledby="user-listings-heading" className={sectionClasses}>
        <h2 id="user-listings-heading" className="text-xl font-semibold">
          {t('admin.users.listings.heading')}
        </h2>
        {detail.listings.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t('admin.users.listings.none')}</p>
        ) : (
          <ul className="mt-3">
            {detail.listings.map((listing) => (
              <li key={listing.id} className={rowClasses}>
                <Link
                  to={paths.job(listing.id)}
                  className="font-semibold text-primary underline-offset-4 hover:underline"
                >
                  {listing.title}
                </Link>
                <span className="text-sm text-muted-foreground">
                  {t('admin.users.listings.summary', {
                    status: t(`admin.users.listings.statuses.${listing.status}`, {
                      defaultValue: listing.status,
                    }),
                    count: listing.applicationCount,
                    date: formatDateTime(listing.createdAt, i18n.language, true),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  if (detail.applications) {
    return (
      <section aria-labelledby="user-applications-heading" className={sectionClasses}>
        <h2 id="user-applications-heading" className="text-xl font-semibold">
          {t('admin.users.applications.heading')}
        </h2>
        {detail.applications.length === 0 ? (
          <p className="mt-3 text-muted-foreground">{t('admin.users.applications.none')}</p>
        ) : (
          <ul className="mt-3">
            {detail.applications.map((application) => (
              <li key={application.id} className={rowClasses}>
                <span className="min-w-0">
                  <Link
                    to={paths.job(application.jobId)}
                    className="font-semibold text-primary underline-offset-4 hover:underline"
                  >
                    {application.jobTitle}
                  </Link>
                  {application.venueName ? (
                    <span className="text-muted-foreground"> · {application.venueName}</span>
                  ) : null}
                </span>
                <span className="text-sm text-muted-foreground">
                  {t('admin.users.applications.summary', {
                    status: t(`applications.statuses.${application.status}`, {
                      defaultValue: application.status,
                    }),
                    date: formatDateTime(application.appliedAt, i18n.language, true),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  return null;
}
