import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobDetail } from '@brigade/shared/jobs/job-answers';
import { useRenderClock } from '../../../lib/render-clock.ts';
import { formatDate } from '../format-posted.ts';
import { JobFitText } from './job-fit-text.tsx';
import { useHoursText } from '../use-hours-text.ts';
import { usePayText } from '../use-pay-text.ts';
import { useTipsText } from '../use-tips-text.ts';
import { useTotalPayText } from '../use-total-pay-text.ts';

/**
 * The job's key facts as a description list: pay, tips, the estimated total, hours, contract, role, place, start, perks,
 * posted.
 */
export function JobFacts({ job }: { job: JobDetail }) {
  const { t, i18n } = useTranslation('jobBoard');
  const payText = usePayText();
  const hours = useHoursText()(job);
  const tips = useTipsText()(job);
  const totalPay = useTotalPayText()(job);
  const clock = useRenderClock();
  const place = [job.location, [job.postcode, job.city].filter(Boolean).join(' ')].join(', ');
  const facts: [label: string, value: string][] = [
    [t('jobBoard.job.pay'), payText(job)],
    ...(tips ? [[t('jobBoard.job.tips'), tips] as [string, string]] : []),
    ...(totalPay ? [[t('jobBoard.job.totalPay'), totalPay] as [string, string]] : []),
    ...(hours ? [[t('jobBoard.job.hours'), hours] as [string, string]] : []),
    [t('jobBoard.job.contract'), t(`jobBoard.employmentTypes.${job.employmentType}`)],
    [t('jobBoard.job.role'), t(`jobBoard.roles.${job.role}`)],
    [t('jobBoard.job.location'), place],
  ];
  if (job.startDate)
    facts.push([t('jobBoard.job.startDate'), formatDate(job.startDate, i18n.language)]);
  if (job.requiredCertificates.length > 0) {
    const certificates = job.requiredCertificates.map((kind) =>
      t(`jobBoard.certificateKinds.${kind}`),
    );
    facts.push([
      t('jobBoard.job.requiredCertificates'),
      new Intl.ListFormat(i18n.language).format(certificates),
    ]);
  }
  if (job.perks.length > 0) {
    const perks = job.perks.map((perk) => t(`jobBoard.perkNames.${perk}`));
    facts.push([t('jobBoard.job.perks'), new Intl.ListFormat(i18n.language).format(perks)]);
  }
  return (
    <section
      aria-labelledby="job-facts"
      className="rounded-2xl border border-border bg-card p-5 shadow-sm"
    >
      <h2 id="job-facts" className="sr-only">
        {t('jobBoard.job.facts')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {job.fit ? <JobFitText fit={job.fit} className="mt-4" /> : null}
      {job.publishedAt ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {t('jobBoard.job.postedOn', {
            date: formatDate(job.publishedAt, i18n.language, clock.timeZone),
          })}
        </p>
      ) : null}
    </section>
  );
}
