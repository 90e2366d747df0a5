import { Hourglass } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { Button } from '../../../components/ui/button.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useExtendDecision } from '../api/extend-decision.ts';

/**
 * No ghosting, the venue's side: the day an undecided application closes by itself as not
 * selected, and "Extend" once. Nothing once it is decided.
 */
export function DecisionDeadline({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation('applications');
  const mutation = useExtendDecision(application.id);
  if (!application.decideBy) return null;
  const date = formatDateTime(application.decideBy, i18n.language, true);
  const extend = () =>
    mutation.mutate(undefined, {
      onSuccess: (detail) =>
        toast({
          title: t('applications.decision.extended', {
            date: detail.decideBy ? formatDateTime(detail.decideBy, i18n.language, true) : '',
          }),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('applications.decision.extendFailed'),
          description: t(errorMessageKey(error)),
        }),
    });
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-muted p-4">
      <p className="flex gap-2 text-sm">
        <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {t('applications.decision.venueNotice', { date })}{' '}
          {application.canExtendDecision ? null : t('applications.decision.extendedOnce')}
        </span>
      </p>
      {application.canExtendDecision ? (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={extend}
          disabled={mutation.isPending}
        >
          {t('applications.decision.extend')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The applicant's side: by when the venue decides, or, once Brigade closed it for want of a
 * decision, the kind word that it was not about them.
 */
export function DecisionNotice({ application }: { application: ApplicationDetail }) {
  const { t, i18n } = useTranslation('applications');
  const venueName = application.job.venueName;
  if (application.closedUnanswered) {
    return (
      <div role="status" className="grid gap-1 rounded-xl bg-muted p-4">
        <p className="font-semibold">{t('applications.decision.closedTitle')}</p>
        <p className="text-sm">{t('applications.decision.closedText', { venueName })}</p>
      </div>
    );
  }
  if (!application.decideBy) return null;
  const date = formatDateTime(application.decideBy, i18n.language, true);
  return (
    <p className="flex gap-2 text-sm text-muted-foreground">
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t('applications.decision.applicantNotice', { venueName, date })}
    </p>
  );
}
