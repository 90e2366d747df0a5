import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Banknote, CalendarClock, Clock, MapPin, Wallet, Zap } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { JobSummary } from '@brigade/shared/jobs/job-answers';
import { paths } from '@brigade/shared/routes';
import { useRenderClock } from '../../../lib/render-clock.ts';
import { postedAgo } from '../format-posted.ts';
import { JobFitText } from './job-fit-text.tsx';
import { useHoursText } from '../use-hours-text.ts';
import { usePayText } from '../use-pay-text.ts';
import { useTotalPayText } from '../use-total-pay-text.ts';

interface JobCardProps {
  job: JobSummary;
  /** The card's title level under the list's own heading. */
  headingLevel?: 2 | 3;
  /** A control of the page's (Browse Jobs' Save job), lifted above the whole-card link. */
  action?: ReactNode;
}

/** One job in a list: its title (the link to its page; the whole card is the target), venue and facts. */
export function JobCard({ job, headingLevel = 3, action }: JobCardProps) {
  const { t, i18n } = useTranslation('jobCard');
  const payText = usePayText();
  const hours = useHoursText()(job);
  const totalPay = useTotalPayText()(job);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const clock = useRenderClock();
  return (
    <li className="relative flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm hover:border-primary/60 sm:p-5">
      <Heading className="text-lg leading-snug font-semibold">
        <Link to={paths.job(job.id)} className="after:absolute after:inset-0 after:rounded-2xl">
          {job.title}
        </Link>
      </Heading>
      {job.urgentUntil ? (
        <p className="flex items-center gap-1 self-start rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-accent-foreground">
          <Zap aria-hidden="true" className="size-3.5" />
          {t('jobBoard.urgentlyHiring')}
        </p>
      ) : null}
      <p className="font-medium">{job.venueName}</p>
      <ul className="grid gap-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {job.city}
        </li>
        <li className="flex items-center gap-2">
          <Banknote aria-hidden="true" className="size-4 shrink-0" />
          {payText(job)}
        </li>
        {totalPay ? (
          <li className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {totalPay} · {t('jobBoard.totalPay.byVenue')}
            </span>
          </li>
        ) : null}
        {hours ? (
          <li className="flex items-center gap-2">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {hours}
          </li>
        ) : null}
        {job.fit ? (
          <li>
            <JobFitText fit={job.fit} />
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {t(`jobBoard.employmentTypes.${job.employmentType}`)} · {t(`jobBoard.roles.${job.role}`)}
        </li>
      </ul>
      {job.publishedAt ? (
        <p className="mt-auto text-sm text-muted-foreground">
          {t('jobBoard.posted', { when: postedAgo(job.publishedAt, clock.now, i18n.language) })}
        </p>
      ) : null}
      {action ? <div className="relative z-10 mt-1 self-start">{action}</div> : null}
    </li>
  );
}
