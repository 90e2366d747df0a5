import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { weekDays } from '@brigade/shared/resumes/resume-input';
import type { WeekGrid } from '@brigade/shared/resumes/resume-input';
import { useShiftLabels } from '../use-shift-labels.ts';
import { JobDetailsSection } from './job-details-section.tsx';

/**
 * The shifts a job needs, read-only: one line a day ("Friday: Dinner, Late"), as a description
 * list so a screen reader hears each day with its parts, after how many of them it needs a week
 * ("5 shifts a week") when it says. Nothing when the job states none.
 */
export function JobShifts({ shifts, perWeek }: { shifts: WeekGrid; perWeek?: number | null }) {
  const { t } = useTranslation('jobBoard');
  const labels = useShiftLabels();
  const days = weekDays.filter((day) => (shifts[day] ?? []).length > 0);
  if (days.length === 0) return null;
  return (
    <JobDetailsSection id="job-shifts" title={t('jobBoard.job.shifts')}>
      {perWeek ? (
        <p className="mb-3 font-medium">{t('jobBoard.job.shiftsPerWeek', { count: perWeek })}</p>
      ) : null}
      <dl className="grid gap-1.5">
        {days.map((day) => (
          <div key={day} className="flex flex-wrap gap-x-2">
            <dt className="min-w-28 font-semibold">{labels.day(day)}</dt>
            <dd>{(shifts[day] ?? []).map((part) => labels.part(part)).join(', ')}</dd>
          </div>
        ))}
      </dl>
    </JobDetailsSection>
  );
}
