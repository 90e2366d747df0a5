import { useTranslation } from '../../../../lib/translation/use-translation.ts';
import type { AdminOverview } from '@brigade/shared/admin/overview';
import { applicationStatuses } from '@brigade/shared/applications/application-status';
import { FigureCard } from './figure-card.tsx';

const userTypes = ['applicant', 'restaurant', 'admin'] as const;

/** The dashboard's key figures: users by type, open jobs, this week's applications, messages. */
export function FigureCards({ overview }: { overview: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const applicationsThisWeek = applicationStatuses.reduce(
    (sum, status) => sum + overview.applicationsThisWeek[status],
    0,
  );
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {userTypes.map((type) => {
        const counts = overview.users[type];
        return (
          <FigureCard
            key={type}
            locale={locale}
            label={t(`admin.overview.users.${type}`)}
            value={counts.active + counts.deactivated}
          >
            {t('admin.overview.users.breakdown', {
              active: counts.active.toLocaleString(locale),
              deactivated: counts.deactivated.toLocaleString(locale),
            })}
          </FigureCard>
        );
      })}
      <FigureCard locale={locale} label={t('admin.overview.openJobs')} value={overview.openJobs} />
      <FigureCard
        locale={locale}
        label={t('admin.overview.applicationsThisWeek')}
        value={applicationsThisWeek}
      >
        <ul className="grid grid-cols-2 gap-x-3">
          {applicationStatuses.map((status) => (
            <li key={status} className="flex justify-between gap-2">
              <span>{t(`admin.overview.statuses.${status}`)}</span>
              <span className="tabular-nums">
                {overview.applicationsThisWeek[status].toLocaleString(locale)}
              </span>
            </li>
          ))}
        </ul>
      </FigureCard>
      <FigureCard
        locale={locale}
        label={t('admin.overview.messagesToday')}
        value={overview.messagesToday}
      />
      <FigureCard
        locale={locale}
        label={t('admin.overview.mailFailures')}
        value={overview.mailFailures}
      />
    </ul>
  );
}
