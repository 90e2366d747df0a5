import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { WeekGridTable } from '../../../components/ui/week-grid.tsx';
import type { WeekGridLabels } from '../../../components/ui/week-grid.tsx';
import type { Availability } from '../resume-form-values.ts';

interface AvailabilityGridProps {
  value: Availability;
  onChange: (next: Availability) => void;
  /** Already translated. */
  error?: string;
}

/** When the applicant can work: the week grid (days × parts of the day) under its heading. */
export function AvailabilityGrid({ value, onChange, error }: AvailabilityGridProps) {
  const { t } = useTranslation('resume');
  const labels: WeekGridLabels = {
    day: (day) => t(`resume.days.${day}`),
    dayShort: (day) => t(`resume.daysShort.${day}`),
    part: (part) => t(`resume.dayParts.${part}`),
    partShort: (part) => t(`resume.dayPartsShort.${part}`),
    slot: (day, part) =>
      t('resume.availability.slot', {
        day: t(`resume.days.${day}`),
        part: t(`resume.dayParts.${part}`),
      }),
  };
  return (
    <section aria-labelledby="resume-availability-title" className="grid gap-3">
      <h2 id="resume-availability-title" className="text-xl font-semibold">
        {t('resume.sections.availability')}
      </h2>
      <p id="resume-availability-hint" className="text-sm text-muted-foreground">
        {t('resume.hints.availability')}
      </p>
      <WeekGridTable
        idPrefix="availability"
        value={value}
        onChange={onChange}
        labels={labels}
        labelledBy="resume-availability-title"
        describedBy="resume-availability-hint"
      />
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </section>
  );
}
