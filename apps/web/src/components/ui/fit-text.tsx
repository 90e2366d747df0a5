import { CalendarCheck } from 'lucide-react';

/**
 * How shifts fit someone's availability, in the words of the one reading it (the job seeker's
 * JobFitText, the venue's ApplicantFitText): marked as a success when `fits`.
 */
export function FitText({
  fits,
  text,
  className,
}: {
  fits: boolean;
  text: string;
  className?: string | undefined;
}) {
  return (
    <span
      className={`flex items-center gap-2 ${fits ? 'font-medium text-success' : ''} ${className ?? ''}`}
    >
      <CalendarCheck aria-hidden="true" className="size-4 shrink-0" />
      {text}
    </span>
  );
}
