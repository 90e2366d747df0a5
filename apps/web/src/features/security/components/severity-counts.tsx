import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { securitySeverities } from '@brigade/shared/security/security-event-types';
import { useSecurityEventCounts } from '../api/count-security-events.ts';
import { SeverityBadge } from './severity-badge.tsx';

/** Events per severity over the last 24 hours and the last 7 days, as a small table. */
export function SeverityCounts() {
  const { t, i18n } = useTranslation('security');
  const query = useSecurityEventCounts();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="security-counts-heading" className="mb-8">
      <h2 id="security-counts-heading" className="mb-3 text-xl font-semibold">
        {t('security.counts.heading')}
      </h2>
      {query.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('security.counts.loading')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {t('security.counts.loadError')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-border bg-card">
          <table className="w-full text-left">
            <caption className="sr-only">{t('security.counts.caption')}</caption>
            <thead>
              <tr className="border-b border-border text-sm text-muted-foreground">
                <th scope="col" className="px-4 py-2 font-semibold">
                  {t('security.counts.severity')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  {t('security.counts.last24Hours')}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  {t('security.counts.last7Days')}
                </th>
              </tr>
            </thead>
            <tbody>
              {securitySeverities.map((severity) => (
                <tr key={severity} className="border-b border-border last:border-b-0">
                  <th scope="row" className="px-4 py-2 font-normal">
                    <SeverityBadge severity={severity} />
                  </th>
                  <td className="px-4 py-2 text-right text-lg font-semibold tabular-nums">
                    {number.format(query.data.last24Hours[severity])}
                  </td>
                  <td className="px-4 py-2 text-right text-lg font-semibold tabular-nums">
                    {number.format(query.data.last7Days[severity])}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
