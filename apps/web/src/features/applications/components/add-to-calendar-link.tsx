import { CalendarPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { apiPaths } from '@brigade/shared/routes';
import { buttonClasses } from '../../../components/ui/button-variants.ts';

/**
 * "Add to calendar": the interview as an .ics file (the server answers it as an attachment, so
 * the browser saves or opens it with the calendar app). A plain link: no script needed.
 */
export function AddToCalendarLink({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applications');
  return (
    <a
      href={apiPaths.applicationInterviewCalendar(applicationId)}
      download="interview.ics"
      // A description, not the name: the name stays the visible words (label in name).
      title={t('applications.interview.addToCalendarLabel')}
      className={buttonClasses('outline')}
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('applications.interview.addToCalendar')}
    </a>
  );
}
