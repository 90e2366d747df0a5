import { useTranslation } from '../../lib/translation/use-translation.ts';
import type { WeekGridLabels } from '../../components/ui/week-grid.tsx';

/** The shift grid's texts (days, parts of the day, a slot's name) from the job board's catalogue. */
export function useShiftLabels(): WeekGridLabels {
  const { t } = useTranslation('jobBoard');
  return {
    day: (day) => t(`jobBoard.shifts.days.${day}`),
    dayShort: (day) => t(`jobBoard.shifts.daysShort.${day}`),
    part: (part) => t(`jobBoard.shifts.parts.${part}`),
    partShort: (part) => t(`jobBoard.shifts.partsShort.${part}`),
    slot: (day, part) =>
      t('jobBoard.shifts.slot', {
        day: t(`jobBoard.shifts.days.${day}`),
        part: t(`jobBoard.shifts.parts.${part}`),
      }),
  };
}
