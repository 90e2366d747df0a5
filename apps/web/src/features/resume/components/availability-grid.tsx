import { useTranslation } from 'react-i18next';
import { dayParts, weekDays } from '@brigade/shared/resumes/resume-input';
import { isAvailable, toggleAvailability } from '../resume-form-values.ts';
import type { Availability } from '../resume-form-values.ts';

interface AvailabilityGridProps {
  value: Availability;
  onChange: (next: Availability) => void;
  /** Already translated. */
  error?: string;
}

/**
 * When the applicant can work: a table of days × parts of the day with a checkbox in each cell,
 * each named by its row and column headers ("Monday Dinner"). Short headers keep it within a
 * 390 px screen; every cell is a 44 px target.
 */
export function AvailabilityGrid({ value, onChange, error }: AvailabilityGridProps) {
  const { t } = useTranslation('resume');
  return (
    <section aria-labelledby="resume-availability-title" className="grid gap-3">
      <h2 id="resume-availability-title" className="text-xl font-semibold">
        {t('resume.sections.availability')}
      </h2>
      <p id="resume-availability-hint" className="text-sm text-muted-foreground">
        {t('resume.hints.availability')}
      </p>
      <table
        aria-labelledby="resume-availability-title"
        aria-describedby="resume-availability-hint"
        className="w-full table-fixed border-collapse text-sm"
      >
        <thead>
          <tr>
            <td className="w-[22%]" />
            {dayParts.map((part) => (
              <th
                key={part}
                id={`availability-part-${part}`}
                scope="col"
                className="px-0.5 pb-1 text-center font-semibold break-words"
              >
                {t(`resume.dayParts.${part}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekDays.map((day) => (
            <tr key={day} className="border-t border-border">
              <th
                id={`availability-day-${day}`}
                scope="row"
                className="py-0.5 pr-2 text-left font-semibold"
              >
                <abbr title={t(`resume.days.${day}`)} className="no-underline sm:hidden">
                  {t(`resume.daysShort.${day}`)}
                </abbr>
                <span className="hidden sm:inline">{t(`resume.days.${day}`)}</span>
              </th>
              {dayParts.map((part) => (
                <td key={part} className="text-center">
                  <label className="inline-flex size-11 cursor-pointer items-center justify-center rounded-lg hover:bg-muted">
                    <input
                      type="checkbox"
                      checked={isAvailable(value, day, part)}
                      onChange={() => onChange(toggleAvailability(value, day, part))}
                      aria-label={t('resume.availability.slot', {
                        day: t(`resume.days.${day}`),
                        part: t(`resume.dayParts.${part}`),
                      })}
                      className="size-5 accent-primary"
                    />
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </section>
  );
}
